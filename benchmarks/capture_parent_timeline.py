"""irscope's own wall time in a capture: the parts of the parent no worker or nvdisasm overlaps.

Runs `irscope capture KERNEL:CASE --arch ARCH -j 1 --fresh` from this checkout and from
--baseline TREE, alternating (N pairs), each under an audit hook that logs when the worker is
spawned, when the parent reads the worker's result.json and nvdisasm's output (sass.txt), and
when the interpreter's exit begins; the process's end is taken here. Prints, per side, the
medians and spreads of

  spawn   the worker's start, from the interpreter's (what the parent does first)
  tail    from nvdisasm's output read to the process's end (manifest, commit, cache, clean-up, exit)
  own     spawn + tail: irscope's exposed time
  share   own / the capture's wall time
  parent  the parent's own CPU (user + sys, its threads; not the worker's)

and the load average. The hook costs a little on both sides alike (each `open` passes it).

    python benchmarks/capture_parent_timeline.py --baseline TREE [--pairs 8] [KERNEL:CASE] [--arch sm_90a]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# Run as `python -c HOOK OUT ARGS...` in the checkout measured: logs events, then runs irscope.
HOOK = r"""
import atexit, json, os, sys, time
def _started():
    with open("/proc/self/stat") as f:
        ticks = int(f.read().rsplit(")", 1)[1].split()[19])
    with open("/proc/uptime") as f:
        up = float(f.read().split()[0])
    return time.time() - (up - ticks / os.sysconf("SC_CLK_TCK"))
events = {"start": _started()}
def hook(event, args):
    if event == "subprocess.Popen" and "irscope.capture.worker.worker" in args[1]:
        events.setdefault("spawn", time.time())
    elif event == "open" and str(args[0]).endswith("/result.json"):
        events.setdefault("worker_done", time.time())
    elif event == "open" and str(args[0]).endswith("/sass.txt"):
        events.setdefault("sass_read", time.time())
sys.addaudithook(hook)
out = sys.argv[1]
def done():
    t = os.times()
    events["exit"] = time.time()
    events["cpu"] = t.user + t.system
    with open(out, "w") as f:
        json.dump(events, f)
atexit.register(done)
sys.argv = ["irscope", *sys.argv[2:]]
import runpy
try:
    runpy.run_module("irscope", run_name="__main__", alter_sys=True)
except SystemExit as exc:
    if exc.code:
        raise
"""

KEYS = ("spawn", "tail", "own", "wall", "share", "parent")


def one(tree: Path, store: Path, ref: str, arch: str, out: Path) -> dict[str, float]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CUTE_DSL_") and k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(tree)
    args = ["--store", str(store), "capture", ref, "--arch", arch, "-j", "1", "--fresh"]
    subprocess.run([sys.executable, "-c", HOOK, str(out), *args], cwd=tree, env=env, check=True, capture_output=True)
    end = time.time()
    ev = json.loads(out.read_text())
    wall = end - ev["start"]
    spawn, tail = ev["spawn"] - ev["start"], end - ev.get("sass_read", ev["worker_done"])
    return {
        "spawn": spawn * 1e3,
        "tail": tail * 1e3,
        "own": (spawn + tail) * 1e3,
        "wall": wall * 1e3,
        "share": (spawn + tail) / wall * 100,
        "parent": ev["cpu"] * 1e3,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ref", nargs="?", default="hopper_gemm:bf16_128x256_s4_mc2")
    ap.add_argument("--arch", default="sm_90a")
    ap.add_argument("--pairs", type=int, default=8)
    ap.add_argument("--baseline", type=Path, required=True, help="another irscope checkout, measured alternately")
    args = ap.parse_args()
    sides = {"this": REPO, "baseline": args.baseline.resolve()}
    rows: dict[str, list[dict[str, float]]] = {name: [] for name in sides}
    loads = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory() as tmp:
        for name, tree in sides.items():  # warm-up: discovery cache, bytecode, the OS's file cache
            one(tree, Path(tmp) / name, args.ref, args.arch, Path(tmp) / "events.json")
        for i in range(args.pairs):
            order = list(sides.items()) if i % 2 == 0 else list(reversed(sides.items()))
            for name, tree in order:
                rows[name].append(one(tree, Path(tmp) / name, args.ref, args.arch, Path(tmp) / "events.json"))
            loads.append(os.getloadavg()[0])
    print(f"{args.ref}@{args.arch}, {args.pairs} alternating pairs, medians [min-max]; ms, share in %")
    for name, rs in rows.items():
        cells = []
        for key in KEYS:
            values = [r[key] for r in rs]
            cells.append(f"{key} {statistics.median(values):.0f} [{min(values):.0f}-{max(values):.0f}]")
        print(f"{name:8} " + "  ".join(cells))
    print(f"load average (1 min) {min(loads):.1f}-{max(loads):.1f} ({os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
