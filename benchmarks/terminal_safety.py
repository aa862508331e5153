"""What showing a bundle's texts through the terminal guard (views/console.py) costs.

    python benchmarks/terminal_safety.py [--store DIR] [--repeat N]

Takes the largest bundle in the store (capturing hopper_gemm:bf16_128x256_s4_mc2@sm_90a there
first if the store is empty), reads every text in it (input IR, each pass's IR, PTX, SASS), and
times, side by side in one run, REPEAT times:

    copy       text.encode() of every text (what writing it costs at the least)
    guard      views.console.safe_text of every text (the check every printed string goes through)
    guard-hit  safe_text of every text with one escape sequence appended (the rewriting path)

and prints medians, MB/s and the ratio guard / copy. Not a test: the numbers depend on the
machine and its load.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from irscope import bundle, store
from irscope.views.console import safe_text

CASE = "hopper_gemm:bf16_128x256_s4_mc2@sm_90a"


def texts_of(path: Path) -> list[str]:
    b = bundle.load(path)
    out = [t for t in (b.input_ir(), b.ptx(), b.sass()) if t]
    out += [t for p in b.passes if (t := b.ir_after(p))]
    return out


def largest_bundle(root: Path) -> Path:
    found = store.all_latest(root)
    if not found:
        kernel, _, arch = CASE.partition("@")
        subprocess.run(
            [sys.executable, "-m", "irscope", "--store", str(root), "capture", kernel, "--arch", arch], check=True
        )
        found = store.all_latest(root)
    return max(found, key=lambda p: sum(f.stat().st_size for f in p.rglob("*") if f.is_file()))


def timed(fn, texts: list[str]) -> float:  # noqa: ANN001
    start = time.process_time()
    for t in texts:
        fn(t)
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", default="/tmp/irscope-bench-terminal-store")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    path = largest_bundle(Path(args.store))
    texts = texts_of(path)
    hits = [t + "\x1b[2J" for t in texts]
    mb = sum(len(t.encode()) for t in texts) / 1e6
    runs = {"copy": [], "guard": [], "guard-hit": []}
    for _ in range(args.repeat):
        runs["copy"].append(timed(str.encode, texts))
        runs["guard"].append(timed(safe_text, texts))
        runs["guard-hit"].append(timed(safe_text, hits))
    print(
        f"{path}: {len(texts)} texts, {mb:.2f} MB; load average {os.getloadavg()[0]:.1f}; CPU seconds, median of {args.repeat}"
    )
    copy = statistics.median(runs["copy"])
    for name, values in runs.items():
        med = statistics.median(values)
        print(f"  {name:<10} {med * 1e3:8.1f} ms  {mb / med:8.0f} MB/s  x{med / copy:5.2f} of copy")


if __name__ == "__main__":
    main()
