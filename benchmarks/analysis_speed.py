"""How long analysis takes on a whole bundle, next to reading it and next to capturing it.

    python benchmarks/analysis_speed.py [--store DIR] [--repeat N] [--bundle PATH]

Takes the largest bundle in the store (capturing kernels/ first if the store is empty), then,
REPEAT times and side by side in one run:

    capture    `irscope capture` of the same case again (a subprocess, wall clock)
    read       load the bundle and read every text in it (input IR, each pass's IR, PTX, SASS)
    stats      bundle_stats: SASS + PTX statistics of every kernel function
    normalize  normalize every distinct text (MLIR, PTX, SASS)
    diff       what each observed pass did (pass_diff, all of them), the PTX and SASS compared
               with the fresh capture, and first_divergent_pass against it

and prints medians and ratios. The analysis phases run in that order on cold caches (diff
reuses what normalize cached, as it would for a user). Target (issue #3): stats + normalize +
diff under 10% of the capture time. Not a test: the numbers depend on the machine and its load,
which is printed with them.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from irscope import bundle, store  # noqa: E402
from irscope.analysis import align, diff, normalize  # noqa: E402
from irscope.analysis.stats import bundle_stats  # noqa: E402
from irscope.analysis.texts import normalized_text  # noqa: E402


def bundle_bytes(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and f.suffix != ".cubin")


def largest_bundle(root: Path) -> Path | None:
    found = store.all_latest(root)
    return max(found, key=bundle_bytes) if found else None


def capture(b: bundle.Bundle, out: Path) -> tuple[float, Path]:
    kernels_dir = (ROOT / b.manifest["kernel"]["source"]).parent
    cmd = [sys.executable, "-m", "irscope", "capture", f"{b.kernel}:{b.case}", "--arch", b.arch, "--out", str(out)]
    cmd += ["--kernels", str(kernels_dir), "--jobs", "1"]
    t0 = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True)
    return time.perf_counter() - t0, store.resolve_one(f"{b.kernel}:{b.case}@{b.arch}", out)


def clear_caches() -> None:
    bundle._read_text_cached.cache_clear()
    clear_analysis_caches()


def clear_analysis_caches() -> None:
    """Every cache the analysis fills, so that each run starts cold."""
    normalized_text.cache_clear()
    normalize.clear_caches()
    align.clear_caches()


def read_all(path: Path) -> bundle.Bundle:
    b = bundle.load(path)
    for read in (b.input_ir, b.ptx, b.sass):
        read()
    for p in b.passes:
        if p.ir:
            b.read_text(p.ir)
    return b


def normalize_all(b: bundle.Bundle) -> None:
    texts = {p.ir: b.read_text(p.ir) for p in b.passes if p.ir}
    for text in [b.input_ir(), *texts.values()]:
        if text is not None:
            normalized_text("mlir", text)
    for stage, read in (("ptx", b.ptx), ("sass", b.sass)):
        text = read()
        if text is not None:
            normalized_text(stage, text)


def diff_all(b: bundle.Bundle, other: bundle.Bundle) -> int:
    changed = 0
    for p in b.passes:
        if p.ir:
            changed += diff.pass_diff(b, p).changed
    for stage in ("ptx", "sass"):
        diff.compare(b, other, stage=stage)
    diff.first_divergent_pass(b, other)
    return changed


def timed(fn: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, default=store.default_root())
    parser.add_argument("--bundle", type=Path, help="a bundle directory (default: the store's largest)")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    path = args.bundle or largest_bundle(args.store)
    if path is None:
        print(f"{args.store} is empty: capturing kernels/ first", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "irscope", "capture", "--out", str(args.store)], cwd=ROOT, check=True)
        path = largest_bundle(args.store)
    assert path is not None
    b = bundle.load(path)
    observed = sum(1 for p in b.passes if p.ir)
    print(f"bundle   {b.label}  {path}")
    print(
        f"         {bundle_bytes(path) / 1e6:.2f} MB of text, {len(b.passes)} passes ({observed} with IR), DSL {b.dsl_version}"
    )

    rows: dict[str, list[float]] = {k: [] for k in ("capture", "read", "stats", "normalize", "diff", "analysis")}
    with tempfile.TemporaryDirectory(prefix="irscope-bench-") as tmp:
        for r in range(args.repeat):
            seconds, fresh_path = capture(b, Path(tmp) / f"run{r}")
            rows["capture"].append(seconds)
            clear_caches()
            rows["read"].append(timed(lambda: read_all(path)))
            fresh = read_all(fresh_path)
            this = bundle.load(path)
            # Analysis on cold analysis caches (texts stay read: reading is measured above).
            clear_analysis_caches()
            t_stats = timed(partial(bundle_stats, this))
            t_norm = timed(partial(normalize_all, this))
            t_diff = timed(partial(diff_all, this, fresh))
            rows["stats"].append(t_stats)
            rows["normalize"].append(t_norm)
            rows["diff"].append(t_diff)
            rows["analysis"].append(t_stats + t_norm + t_diff)

    med = {k: statistics.median(v) for k, v in rows.items()}
    load = os.getloadavg()
    print(
        f"machine  {os.cpu_count()} CPUs, load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}; median of {args.repeat} runs"
    )
    print(f"{'phase':<10} {'median ms':>10} {'x read':>8} {'% capture':>10}")
    for k in ("capture", "read", "stats", "normalize", "diff", "analysis"):
        print(f"{k:<10} {1e3 * med[k]:>10.1f} {med[k] / med['read']:>8.2f} {100 * med[k] / med['capture']:>9.1f}%")
    verdict = "meets" if med["analysis"] < 0.10 * med["capture"] else "misses"
    print(
        f"analysis (stats + normalize + diff) is {100 * med['analysis'] / med['capture']:.1f}% of capture: {verdict} the 10% target"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
