"""How long `irscope export` takes on a bundle and how large its page is, next to reading the
bundle and next to the analysis every view runs (each pass's diff, the stats).

    python benchmarks/export_speed.py [--store DIR] [--repeat N] [--bundle PATH] [--compare PATH] [--scale N]

Takes the largest bundle in the store (or --bundle), then, REPEAT times and side by side in
one run, on cold caches:

    read       load the bundle and read every text in it
    analysis   pass_diff of every observed pass (normalized) and bundle_stats
    export     build_page + render_page: everything `irscope export` does but writing the file
    cli        `irscope export BUNDLE [--compare B] -o FILE` in a fresh process, end to end:
               wall time, CPU time (user + sys) and its peak resident memory

and prints medians (wall and CPU time), the ratio export / analysis, the page's size, the
bundle's size on disk and the page's data before packing. --scale N (synthetic, labelled as
such) exports a copy of the bundle (and of --compare's) whose every IR text is the real one
repeated N times (tui_speed.scaled_copy): --scale 2 of the FMHA is 47,000 lines per pass,
--scale 7 of the Hopper GEMM 49,000. Not a test: the numbers depend on the
machine and its load, which is printed with them. benchmarks/before_after.py runs it for two
checkouts alternately.
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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from analysis_speed import bundle_bytes, clear_caches, largest_bundle, read_all  # noqa: E402
from tui_speed import scaled_copy  # noqa: E402

from irscope import bundle, store  # noqa: E402
from irscope.analysis import diff  # noqa: E402
from irscope.analysis.stats import bundle_stats  # noqa: E402
from irscope.views.html.page import build_page, render_page  # noqa: E402


def cold() -> None:
    clear_caches()  # the page normalizes through analysis.texts' cache, cleared here too


def analysis(b: bundle.Bundle) -> None:
    for p in b.passes:
        if p.observed == "single" and p.ir_member:
            diff.pass_diff(b, p)
    bundle_stats(b)


def built_and_rendered(b: bundle.Bundle, other: bundle.Bundle | None) -> tuple[object, str]:
    page = build_page(b, other)
    return page, render_page(page)


#: `python -m irscope ...` that writes its own peak resident memory (VmHWM, kB) to the file named
#: first. Not the child's ru_maxrss: Linux folds the memory it shared with this process before its
#: exec into it, so a child of this process, which holds a built page by then, read ~50 MB more
#: (a child doing nothing read 311 MB beside a 300 MB parent; its VmHWM said 10). At exit, as an
#: atexit handler: the command ends its process with os._exit after those (cli/process_end.py).
_PEAK_OF_IRSCOPE = (
    "import atexit, runpy, sys\n"
    "out = sys.argv.pop(1)\n"
    "atexit.register(lambda: open(out, 'w').write(open('/proc/self/status').read().split('VmHWM:')[1].split()[0]))\n"
    "runpy.run_module('irscope', run_name='__main__', alter_sys=True)\n"
)


def export_cli(path: Path, other: Path | None, out: Path) -> tuple[float, float, float]:
    """(wall s, CPU s, peak RSS MB) of `irscope export` in a fresh process (its own rusage for
    the CPU time, its own VmHWM for the memory)."""
    peak = out.with_suffix(".peak")
    cmd = [sys.executable, "-c", _PEAK_OF_IRSCOPE, str(peak), "export", str(path), "-o", str(out)]
    cmd += ["--compare", str(other)] if other else []
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        sys.exit(f"irscope export failed: {proc.stderr.read().decode() if proc.stderr else ''}")
    return wall, usage.ru_utime + usage.ru_stime, int(peak.read_text()) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, default=store.default_root())
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--bundle", type=Path)
    parser.add_argument("--compare", type=Path, help="a second bundle: time the compare page instead")
    parser.add_argument("--scale", type=int, default=1, help="repeat every IR text N times (synthetic)")
    args = parser.parse_args()
    path = args.bundle or largest_bundle(args.store)
    if path is None:
        sys.exit(f"no bundles in {args.store}: run `irscope capture` first, or pass --bundle")
    with tempfile.TemporaryDirectory() as scaled:
        if args.scale > 1:
            path = scaled_copy(path, args.scale, Path(scaled))
            args.compare = scaled_copy(args.compare, args.scale, Path(scaled)) if args.compare else None
        measure(args, path)


def measure(args: argparse.Namespace, path: Path) -> None:
    other = bundle.load(args.compare) if args.compare else None
    times: dict[str, list[float]] = {"read": [], "analysis": [], "export": [], "cli": []}
    cpu: dict[str, list[float]] = {k: [] for k in times}
    rss: list[float] = []
    html = ""
    load = os.getloadavg()[0]

    def timed(name: str, fn):  # noqa: ANN001, ANN202 - a benchmark helper
        cold()
        t0, c0 = time.perf_counter(), time.process_time()
        result = fn()
        times[name].append(time.perf_counter() - t0)
        cpu[name].append(time.process_time() - c0)
        return result

    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(args.repeat):
            b = timed("read", lambda: read_all(path))
            timed("analysis", lambda: analysis(b))  # noqa: B023
            page, html = timed("export", lambda: built_and_rendered(b, other))  # noqa: B023
            wall, cpu_s, peak = export_cli(path, args.compare, Path(tmp) / "page.html")
            times["cli"].append(wall)
            cpu["cli"].append(cpu_s)
            rss.append(peak)
    med = {k: statistics.median(v) for k, v in times.items()}
    med_cpu = {k: statistics.median(v) for k, v in cpu.items()}
    raw = len(json.dumps(page.data, separators=(",", ":"), ensure_ascii=False).encode())
    synthetic = f"  [SYNTHETIC: real IR x{args.scale}]" if args.scale > 1 else ""
    print(f"bundle   {b.label}{' vs ' + other.label if other else ''}{synthetic}  ({path})")
    print(
        f"machine  {os.cpu_count()} CPUs, load average {load:.1f} at the start, {os.getloadavg()[0]:.1f} at the end;"
        f" medians of {args.repeat}"
    )
    names = {"export": "export (build_page, in process)", "cli": "irscope export, fresh process"}
    for k, v in med.items():
        print(f"{names.get(k, k):<34}{v:8.2f} s wall {med_cpu[k]:8.2f} s CPU")
    print(f"irscope export peak memory        {statistics.median(rss):8.0f} MB (max RSS, median)")
    print(f"export / analysis  {med_cpu['export'] / med_cpu['analysis']:.2f}x (CPU)")
    n_diff = sum(p["diff"] is not None for p in page.data["passes"])
    print(
        f"page     {len(html.encode()) / 1e6:.2f} MB ({len(page.data['passes'])} passes, {n_diff} with a diff; "
        f"data {raw / 1e6:.2f} MB before packing); bundle on disk {bundle_bytes(path) / 1e6:.2f} MB without the cubin"
    )


if __name__ == "__main__":
    main()
