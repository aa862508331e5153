"""How long resolving a kernel reference takes in a store of many captures, side by side in one
run: a reference typed whole (`KERNEL:CASE@ARCH`), a kernel's class name and a case's digest
(`Kernel042:0423ab`), a case's digest alone (`:0423ab`, which reads every kernel's cases), and a
reference that fits nothing (which ranks every capture's label for the closest).

    python benchmarks/reference_speed.py [--kernels 100] [--cases 10] [--runs 50]

The store is synthetic (a manifest per capture, the layout irscope writes), in a temporary
directory, so the figures are the walk and the matching, not bundle loading.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import tempfile
import time
from pathlib import Path

from irscope import store
from irscope.errors import BundleNotFound


def make_store(root: Path, kernels: int, cases: int) -> None:
    for k in range(kernels):
        for c in range(cases):
            capture = (
                root
                / f"pkg{k // 10}.mod.Kernel{k:03d}"
                / f"bf16_d{c}-{k:03d}{c}ab"
                / "sm_90a"
                / "20260101T000000.000000Z"
            )
            capture.mkdir(parents=True)
            (capture / "manifest.json").write_text("{}")


def timed(root: Path, target: str, runs: int) -> tuple[float, float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        with contextlib.suppress(BundleNotFound):  # "fits nothing" times the error's closest names
            store.resolve(target, root)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95) - 1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kernels", type=int, default=100)
    parser.add_argument("--cases", type=int, default=10)
    parser.add_argument("--runs", type=int, default=50)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        make_store(root, args.kernels, args.cases)
        print(f"{args.kernels * args.cases} captures ({args.kernels} kernels x {args.cases} cases), ms:")
        whole = timed(root, "pkg4.mod.Kernel042:bf16_d3-0423ab@sm_90a", args.runs)
        rows = [
            ("typed whole", "pkg4.mod.Kernel042:bf16_d3-0423ab@sm_90a"),
            ("class name and digest", "Kernel042:0423ab"),
            ("digest alone", ":0423ab"),
            ("fits nothing", "Kernel999:zz"),
        ]
        print(f"{'reference':24} {'p50':>8} {'p95':>8} {'p50 / typed whole':>18}")
        for what, target in rows:
            p50, p95 = timed(root, target, args.runs)
            print(f"{what:24} {p50:8.2f} {p95:8.2f} {p50 / whole[0]:18.1f}")


if __name__ == "__main__":
    main()
