"""The source map of a line-info capture built on read, against the map kept in the store, side
by side in one run, at real sizes: `irscope explain` (a new process each time, as a user runs it)
with the store's kept map removed first, and again with it kept.

The cases are captured with --lineinfo into a temporary store (or pass --store with line-info
captures in it). The goal: with the map kept, explain within ~0.3 s of what reading a stored
sourcemap.json cost before the map was built on read.

    python benchmarks/sourcemap_on_read.py [--store STORE] [--repeat 3] [CASE ...]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from irscope import store

REPO = Path(__file__).resolve().parent.parent
CASES = ["elementwise_add:v1_f32", "sgemm:f32", "hopper_gemm:bf16_128x256_s4_mc2"]


def irscope(*args: str) -> float:
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "irscope", *args], cwd=REPO, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(proc.stderr)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="*", default=CASES)
    ap.add_argument("--store", type=Path)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="irscope-sourcemap-bench-") as tmp:
        root = args.store or Path(tmp) / "store"
        if args.store is None:
            irscope("--store", str(root), "capture", "--lineinfo", "--arch", "sm_90a", *args.cases)
        kept = root / store.SOURCEMAP_CACHE
        print(f"{'case':40} {'built (s)':>10} {'kept (s)':>10} {'ratio':>6}")
        for case in args.cases:
            ref = f"{case}@sm_90a"
            built, read = [], []
            for _ in range(args.repeat):
                shutil.rmtree(kept, ignore_errors=True)
                built.append(irscope("--store", str(root), "explain", ref, "--no-capture"))
                read.append(irscope("--store", str(root), "explain", ref, "--no-capture"))
            b, r = statistics.median(built), statistics.median(read)
            print(f"{case:40} {b:10.2f} {r:10.2f} {b / r:5.1f}x")


if __name__ == "__main__":
    main()
