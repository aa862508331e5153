"""Snapshot tests in one process and under pytest-xdist, side by side in one run.

    python benchmarks/xdist_snapshots.py [--kernels relu,elementwise_add] [--workers 2] [--repeat 1]

Builds a scratch project: the named kernel modules of kernels/ (default: all of them), one test
per declared case and arch pinning its default stages, and the repository's snapshots of those
cases. Then, REPEAT times, runs `pytest` and `pytest -n WORKERS` on it (the plugin captures the
kernels itself, once per run: under xdist one worker captures for all, snapshots.shared_capture)
and prints wall time, CPU time of every process the run started (captures included), the
number of bundles captured, and the ratios xdist / one process. The CPU ratio is the one to
compare across machines: near 1 means the workers did not capture the kernels again each.
Not a test: the numbers depend on the machine and its load, which is printed with them.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

TEST = """
import json
from pathlib import Path

import pytest

CASES = json.loads(Path(__file__).with_name("cases.json").read_text())


@pytest.mark.parametrize("ref", CASES)
def test_pinned(irscope_snapshot, irscope_store, ref):
    irscope_snapshot.assert_matches(ref)
    Path(__file__).with_name("stores.txt").open("a").write(f"{irscope_store}\\n")
"""


def project(kernels: list[str]) -> tuple[Path, int]:
    import json

    sys.path.insert(0, str(REPO))
    from tests.helpers import kernel_cases

    root = Path(tempfile.mkdtemp(prefix="irscope-bench-xdist-"))
    (root / "kernels").mkdir()
    shutil.copy(REPO / "kernels" / "_common.py", root / "kernels")
    refs = []
    for name in kernels:
        shutil.copy(REPO / "kernels" / f"{name}.py", root / "kernels")
    for kernel, case, arch in kernel_cases():
        if kernel in kernels:
            refs.append(f"{kernel}:{case}@{arch}")
            src = REPO / "snapshots" / kernel / case / arch
            if src.is_dir():
                shutil.copytree(src, root / "snapshots" / kernel / case / arch)
    (root / "cases.json").write_text(json.dumps(refs))
    (root / "test_pins.py").write_text(TEST)
    return root, len(refs)


def run(root: Path, *args: str) -> tuple[float, float, int, str]:
    (root / "stores.txt").unlink(missing_ok=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
        cwd=root,
        capture_output=True,
        text=True,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    stores = set((root / "stores.txt").read_text().split()) if (root / "stores.txt").exists() else set()
    last = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else proc.stderr[-200:]
    return wall, cpu, len(stores), last


def main() -> None:
    parser = argparse.ArgumentParser()
    every = sorted(p.stem for p in (REPO / "kernels").glob("*.py") if not p.name.startswith("_"))
    parser.add_argument("--kernels", default=",".join(every))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    root, n = project(args.kernels.split(","))
    try:
        print(f"{n} pinned cases ({args.kernels}); {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}")
        for _ in range(args.repeat):
            one = run(root)
            many = run(root, "-n", str(args.workers))
            for name, (wall, cpu, stores, last) in (("pytest", one), (f"pytest -n {args.workers}", many)):
                print(f"  {name:<12} wall {wall:7.1f} s  CPU {cpu:7.1f} s  stores seen by tests {stores}  ({last})")
            print(f"  ratio        wall x{many[0] / one[0]:.2f}  CPU x{many[1] / one[1]:.2f}")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
