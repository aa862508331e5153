"""What `irscope stats` spends on each part of a bundle's statistics, side by side in one run.

    python benchmarks/stats_parts.py [--store DIR] [--repeat N] TARGET...

For each TARGET (KERNEL:CASE@ARCH in the store), REPEAT times, CPU time (user + sys of this
process) of:

    sass       sass_function_stats: memory families, sync kinds, .nv.info (the SASS listing)
    ptx        ptx_function_stats
    loops      sass_loops: control flow, dominators, natural loops, the main loop (issue 25)
    launch     launch_configs: the host launch's block size and dynamic smem from the MLIR
    stats      bundle_stats, all of it (the bundle loaded fresh: texts read from disk)

and prints medians and each part's share of `stats`. Not a test: the figures depend on the
machine; the shares are what to compare.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from irscope import bundle, store  # noqa: E402
from irscope.analysis.launch_config import launch_configs  # noqa: E402
from irscope.analysis.ptx_stats import ptx_function_stats  # noqa: E402
from irscope.analysis.sass_loops import sass_loops  # noqa: E402
from irscope.analysis.sass_stats import sass_function_stats  # noqa: E402
from irscope.analysis.stats import bundle_stats  # noqa: E402


def cpu(work: Callable[[], object]) -> float:
    start = time.process_time()
    work()
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("targets", nargs="+")
    parser.add_argument("--store", type=Path, default=store.default_root())
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    print(f"{'target':<44} {'sass':>7} {'ptx':>7} {'loops':>7} {'launch':>7} {'stats':>7}   loops/stats launch/stats")
    for target in args.targets:
        path = store.resolve_one(target, args.store)
        b = bundle.load(path)
        sass, ptx = b.sass() or "", b.ptx() or ""
        work = {
            "sass": partial(sass_function_stats, sass),
            "ptx": partial(ptx_function_stats, ptx),
            "loops": partial(sass_loops, sass),
            "launch": lambda p=path: launch_configs(bundle.load(p)),
            "stats": lambda p=path: bundle_stats(bundle.load(p)),
        }
        parts: dict[str, list[float]] = {k: [] for k in work}
        for _ in range(args.repeat):
            for k, w in work.items():
                parts[k].append(cpu(w))
        ms = {k: 1000 * statistics.median(v) for k, v in parts.items()}
        print(
            f"{target:<44} {ms['sass']:>6.1f}m {ms['ptx']:>6.1f}m {ms['loops']:>6.1f}m {ms['launch']:>6.1f}m "
            f"{ms['stats']:>6.1f}m   {ms['loops'] / ms['stats']:>10.0%} {ms['launch'] / ms['stats']:>12.0%}"
        )


if __name__ == "__main__":
    main()
