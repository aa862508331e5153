"""Run a benchmark of this checkout and of another one alternately, in one sitting.

    python benchmarks/before_after.py --baseline TREE [--rounds N] [--show REGEX] -- SCRIPT [ARGS ...]

TREE is another checkout of irscope (e.g. `git archive <commit> | tar x -C TREE`; to measure both
sides with this checkout's version of a benchmark, copy it into TREE/benchmarks). Each round runs
TREE's copy of benchmarks/SCRIPT and this checkout's, in turn (the order swaps every round, so
that a machine getting busier or quieter does not favour one side), each in a fresh interpreter
with PYTHONPATH set to its tree: the benchmark and every process it starts (cold starts,
`irscope export`) import that tree's irscope. Each run's output is printed whole, headed by its
side, round and the load average, then the lines matching --show (default: every line with a
figure in it) of all runs side by side, before above after. On a shared machine compare CPU
times, and the two sides within a round.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def run(tree: Path, script: str, args: list[str]) -> str:
    env = dict(os.environ, PYTHONPATH=str(tree))
    cmd = [sys.executable, str(tree / "benchmarks" / script), *args]
    done = subprocess.run(cmd, cwd=tree, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{script} in {tree} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return done.stdout


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--baseline", type=Path, required=True, help="the other checkout (before)")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--show", default=r"\d+(\.\d+)? ?(ms|s|MB|x|%)\b", help="regex of the lines to summarize")
    ap.add_argument("script", help="a script in benchmarks/ (both trees must have it)")
    ap.add_argument("args", nargs=argparse.REMAINDER)
    ns = ap.parse_args()
    args = ns.args[1:] if ns.args[:1] == ["--"] else ns.args
    sides = {"before": ns.baseline.resolve(), "after": REPO}
    outputs: dict[str, list[str]] = {"before": [], "after": []}
    for r in range(ns.rounds):
        order = ["before", "after"] if r % 2 == 0 else ["after", "before"]
        for side in order:
            load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
            out = run(sides[side], ns.script, args)
            outputs[side].append(out)
            print(f"==== {side} ({sides[side]}), round {r + 1}, load average {load}\n{out}", flush=True)
    show = re.compile(ns.show)
    print("==== summary: the lines with figures, each run; before, then after")
    for side in ("before", "after"):
        for r, out in enumerate(outputs[side]):
            print(f"-- {side}, run {r + 1}")
            for line in out.splitlines():
                if show.search(line):
                    print(f"   {line}")


if __name__ == "__main__":
    main()
