"""What checking every snapshot costs, next to capturing every kernel once, side by side.

Alternates N times: `irscope capture` of all kernels into a fresh store, then `irscope check`
(which captures all kernels once more and compares every pinned stage), both with the same
--jobs, and prints the medians and their ratio. The target: check <= capture + a small overhead.

    python benchmarks/check_vs_capture.py [--repeat 3] [--jobs 0]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _timed(cmd: list[str]) -> float:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CUTE_DSL_")}
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True)
    if proc.returncode not in (0, 1):
        sys.exit(f"{' '.join(cmd)} failed:\n{proc.stderr}")
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=0)
    args = ap.parse_args()
    irscope = [sys.executable, "-m", "irscope"]
    jobs = ["--jobs", str(args.jobs)]
    capture_s, check_s = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.repeat):
            capture_s.append(_timed([*irscope, "--store", f"{tmp}/s{i}", "capture", *jobs]))
            check_s.append(_timed([*irscope, "check", *jobs]))
    cap, chk = statistics.median(capture_s), statistics.median(check_s)
    cores = os.cpu_count()
    print(f"{args.repeat} alternating runs, --jobs {args.jobs or cores} on {cores} cores, medians")
    print(f"capture all kernels: {cap:7.2f} s")
    print(f"check all snapshots: {chk:7.2f} s   ratio {chk / cap:.2f}  (overhead {chk - cap:+.2f} s)")


if __name__ == "__main__":
    main()
