"""How long `irscope export` takes on a bundle and how large its page is, next to reading the
bundle and next to the analysis every view runs (each pass's diff, the stats).

    python benchmarks/export_speed.py [--store DIR] [--repeat N] [--bundle PATH] [--compare PATH]

Takes the largest bundle in the store (or --bundle), then, REPEAT times and side by side in
one run, on cold caches:

    read       load the bundle and read every text in it
    analysis   pass_diff of every observed pass (normalized) and bundle_stats
    export     build_page + render_page: everything `irscope export` does but writing the file

and prints medians, the ratio export / analysis, the page's size, the bundle's size on disk
and the page's data before packing. Not a test: the numbers depend on the machine and its
load, which is printed with them.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from analysis_speed import bundle_bytes, clear_caches, largest_bundle, read_all  # noqa: E402

from irscope import bundle, store  # noqa: E402
from irscope.analysis import diff  # noqa: E402
from irscope.analysis.stats import bundle_stats  # noqa: E402
from irscope.views.html import passes  # noqa: E402
from irscope.views.html.page import build_page, render_page  # noqa: E402


def cold() -> None:
    clear_caches()
    passes.normalized_mlir.cache_clear()


def analysis(b: bundle.Bundle) -> None:
    for p in b.passes:
        if p.observed == "single" and p.ir:
            diff.pass_diff(b, p)
    bundle_stats(b)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, default=store.default_root())
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--bundle", type=Path)
    parser.add_argument("--compare", type=Path, help="a second bundle: time the compare page instead")
    args = parser.parse_args()
    path = args.bundle or largest_bundle(args.store)
    if path is None:
        sys.exit(f"no bundles in {args.store}: run `irscope capture` first, or pass --bundle")
    other = bundle.load(args.compare) if args.compare else None
    times: dict[str, list[float]] = {"read": [], "analysis": [], "export": []}
    html = ""
    for _ in range(args.repeat):
        cold()
        t0 = time.perf_counter()
        b = read_all(path)
        times["read"].append(time.perf_counter() - t0)
        cold()
        t0 = time.perf_counter()
        analysis(b)
        times["analysis"].append(time.perf_counter() - t0)
        cold()
        t0 = time.perf_counter()
        page = build_page(b, other)
        html = render_page(page)
        times["export"].append(time.perf_counter() - t0)
    med = {k: statistics.median(v) for k, v in times.items()}
    raw = len(json.dumps(page.data, separators=(",", ":"), ensure_ascii=False).encode())
    print(f"bundle   {b.label}{' vs ' + other.label if other else ''}  ({path})")
    print(f"machine  {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}; medians of {args.repeat}")
    for k, v in med.items():
        print(f"{k:<9}{v:8.2f} s")
    print(f"export / analysis  {med['export'] / med['analysis']:.2f}x")
    n_diff = sum(p["diff"] is not None for p in page.data["passes"])
    print(
        f"page     {len(html.encode()) / 1e6:.2f} MB ({len(page.data['passes'])} passes, {n_diff} with a diff; "
        f"data {raw / 1e6:.2f} MB before packing); bundle on disk {bundle_bytes(path) / 1e6:.2f} MB without the cubin"
    )


if __name__ == "__main__":
    main()
