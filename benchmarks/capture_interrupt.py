"""How fast Ctrl-C stops a full `irscope capture`, and what it leaves: N tries, times printed.

Each try starts `irscope capture --jobs J` of every kernel on a store that already holds a good
capture of every case, waits until J workers are compiling and then a few seconds more (try i
waits the i-th of --after, so that some tries land while finished cases are being assembled
and written), sends SIGINT to the process group
(what Ctrl-C in a terminal does) and times the moment irscope exits. After each try it checks
that the exit status is 130, that every bundle that was in the store is still there byte for
byte, that the latest bundle of every case is a good one (the previous one, or one this run
finished and reported), and that no temporary bundle directory or work directory is left.

    python benchmarks/capture_interrupt.py [--store DIR] [--tries 5] [--jobs 2] [--after 0.5,6,12,18,24]

Without --store, a temporary store is filled first by a full capture (minutes).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from irscope import bundle, store  # noqa: E402


def _digest(root: Path) -> dict[str, str]:
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in root.glob("*/*/*/*/**/*")
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(root).parts)
    }


def _latest(root: Path) -> dict[str, Path]:
    return {f"{p.parent.parent.parent.name}:{p.parent.parent.name}@{p.parent.name}": p for p in store.all_latest(root)}


def _env(tmpdir: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CUTE_DSL_")}
    return {**env, "TMPDIR": str(tmpdir), "COLUMNS": "200"}


def _one_try(root: Path, jobs: int, tmpdir: Path, after_s: float) -> tuple[float, int, list[str]]:
    """(seconds from SIGINT to exit, cases finished in this run, problems found)."""
    before, latest = _digest(root), _latest(root)
    cmd = [sys.executable, "-m", "irscope", "--store", str(root), "capture", "--jobs", str(jobs)]
    proc = subprocess.Popen(
        cmd,
        cwd=REPO,
        env=_env(tmpdir),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    while len(list(tmpdir.glob("irscope-*/stderr.txt"))) < jobs:  # J workers are compiling
        if proc.poll() is not None:
            sys.exit(f"capture ended before the interrupt:\n{proc.communicate()[1]}")
        time.sleep(0.02)
    time.sleep(after_s)
    t0 = time.perf_counter()
    os.killpg(proc.pid, signal.SIGINT)
    _, err = proc.communicate()
    elapsed = time.perf_counter() - t0
    problems = []
    if proc.returncode != 130:
        problems.append(f"exit status {proc.returncode}")
    lines = [ln for ln in err.splitlines() if ln.strip()]
    if not lines or not lines[-1].startswith("irscope: interrupted by SIGINT") or "Traceback" in err:
        problems.append(f"last line: {lines[-1] if lines else '(none)'}")
    after = _digest(root)
    lost = [k for k, v in before.items() if after.get(k) != v]
    if lost:
        problems.append(f"{len(lost)} bundle files changed or lost, e.g. {lost[0]}")
    finished = {ln.split()[1] for ln in lines if ln.startswith("ok ")}
    for label, path in _latest(root).items():
        if path != latest.get(label) and label not in finished:
            problems.append(f"{label}: latest is {path.name}, which this run did not report")
        elif not bundle.load(path).ok:
            problems.append(f"{label}: latest bundle is a failed one")
    if list(root.glob("*/*/*/.*.tmp")) or list(tmpdir.glob("irscope-*")):
        problems.append("temporary directories left")
    return elapsed, len(finished), problems


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--store", type=Path, help="a store holding a good capture of every case")
    ap.add_argument("--tries", type=int, default=5)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--after", default="0.5,6,12,18,24", help="seconds to wait once the workers run, per try")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="capture-interrupt-") as scratch:
        root = args.store
        if root is None:
            root = Path(scratch) / "store"
            print("filling a store with a full capture first ...", flush=True)
            subprocess.run([sys.executable, "-m", "irscope", "--store", str(root), "capture"], cwd=REPO, check=True)
        bad = [label for label, p in _latest(root).items() if not bundle.load(p).ok]
        if bad or not _latest(root):
            sys.exit(f"{root}: needs a good bundle of every case (not: {', '.join(bad) or 'any'})")
        times = []
        print(f"SIGINT to `irscope capture --jobs {args.jobs}` ({len(_latest(root))} cases), {args.tries} tries")
        for i in range(args.tries):
            tmpdir = Path(scratch) / f"tmp{i}"
            tmpdir.mkdir()
            after = [float(x) for x in args.after.split(",")]
            elapsed, finished, problems = _one_try(root, args.jobs, tmpdir, after[i % len(after)])
            times.append(elapsed)
            verdict = "ok" if not problems else "PROBLEM: " + "; ".join(problems)
            print(f"try {i + 1}: exited {elapsed:.3f} s after SIGINT, {finished} case(s) finished first, {verdict}")
        print(f"SIGINT -> exit: median {statistics.median(times):.3f} s, max {max(times):.3f} s (target: < 1 s)")


if __name__ == "__main__":
    main()
