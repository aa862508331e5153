"""The bundle formats side by side on one bundle: what each stores, and what reading it costs.

    python benchmarks/member_codecs.py [BUNDLE] [--store DIR] [--runs N] [--no-views]

The bundle (default: the store's largest, by IR bytes) is rewritten in format 2 (IR texts as
gzip level 1 members), 3 (xz preset 0) and 4 (zstd, each IR text against the one before it;
PTX, SASS and print_ir zstd too), the same texts in each (tests/bundle_formats.py). Printed, per
format:

    stored        bytes on disk of the IR texts, of PTX + SASS, of the whole bundle, and of the
                  bundle as a trace stores it (without print_ir.txt, which only a capture keeps)
    write         CPU time to compress the IR texts as the format does
    first texts   a fresh process loading the bundle and reading the first changed pass and the
                  text before it (what the TUI's first view and `diff --pass` need), wall and CPU
    all texts     the same process reading every pass's IR
    tui           `irscope tui` cold start until the first diff is on screen (tui_speed.py)
    export        `irscope export` of the bundle in a fresh process (export_speed.py)

Medians of --runs fresh processes. Not a test: the figures depend on the machine and its load.
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

READ_PROBE = """
import json, sys, time
t0, c0 = time.perf_counter(), time.process_time()
from irscope import bundle
b = bundle.load(sys.argv[1])
changed = next(p for p in b.passes if p.changed)
b.ir_before(changed), b.ir_after(changed)
first = (time.perf_counter() - t0, time.process_time() - c0)
for p in b.passes:
    b.ir_after(p)
print(json.dumps({"first": first, "all": (time.perf_counter() - t0, time.process_time() - c0)}))
"""


def stored(path: Path) -> dict[str, int]:
    sizes = {"ir": 0, "ptx+sass": 0, "print_ir": 0, "total": 0}
    for f in path.rglob("*"):
        if not f.is_file():
            continue
        n = f.stat().st_size
        sizes["total"] += n
        rel = f.relative_to(path).as_posix()
        if rel.startswith("ir/"):
            sizes["ir"] += n
        elif rel.startswith(("module.ptx", "module.sass")):
            sizes["ptx+sass"] += n
        elif rel.startswith("print_ir"):
            sizes["print_ir"] += n
    sizes["as traced"] = sizes["total"] - sizes["print_ir"]
    return sizes


def write_cpu(src: Path, version: int) -> float:
    """CPU seconds to compress the bundle's IR texts as format `version` does."""
    from tests.bundle_formats import rewrite

    with tempfile.TemporaryDirectory() as tmp:
        start = time.process_time()
        rewrite(src, Path(tmp) / "b", version)
        return time.process_time() - start


def reads(path: Path, runs: int) -> dict[str, tuple[float, float]]:
    found: dict[str, list[tuple[float, float]]] = {"first": [], "all": []}
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", READ_PROBE, str(path)], capture_output=True, text=True, check=True)
        for key, value in json.loads(out.stdout).items():
            found[key].append(tuple(value))
    return {k: (statistics.median(v[0] for v in vs), statistics.median(v[1] for v in vs)) for k, vs in found.items()}


def views(path: Path, runs: int) -> dict[str, float]:
    from export_speed import export_cli
    from tui_speed import cold_start

    app, _ = cold_start(path, runs)
    walls, cpus = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(runs):
            wall, cpu, _peak = export_cli(path, None, Path(tmp) / "page.html")
            walls.append(wall)
            cpus.append(cpu)
    return {
        "tui first diff": statistics.median(app["first_view_drawn"]) / 1e3,
        "tui first diff CPU": statistics.median(app["first_view_cpu"]) / 1e3,
        "export": statistics.median(walls),
        "export CPU": statistics.median(cpus),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", nargs="?")
    parser.add_argument("--store", type=Path, default=Path(os.environ.get("IRSCOPE_STORE", ".irscope")))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-views", action="store_true", help="skip the TUI and export runs")
    args = parser.parse_args()
    from tui_speed import describe, largest_bundle

    from tests.bundle_formats import rewrite

    src = largest_bundle([args.bundle] if args.bundle else [], args.store)
    print(f"bundle: {describe(src)}\n        {src}")
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}")
    rows: dict[int, dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for version in (2, 3, 4):
            path = rewrite(src, Path(tmp) / f"format{version}", version)
            sizes = stored(path)
            row: dict[str, float] = {f"{k} MB": v / 1e6 for k, v in sizes.items()}
            row["write CPU"] = write_cpu(src, version)
            read = reads(path, args.runs)
            row["first texts"], row["first texts CPU"] = read["first"]
            row["all texts"], row["all texts CPU"] = read["all"]
            if not args.no_views:
                row.update(views(path, args.runs))
            rows[version] = row
            print(f"  format {version} done", flush=True)
    names = {2: "2 gzip-1", 3: "3 xz-0", 4: "4 zstd chain"}
    print(f"\n  {'':<22}" + "".join(f"{names[v]:>14}" for v in rows) + f"{'4 / 3':>9}{'4 / 2':>9}")
    for key in rows[4]:
        unit = "" if key.endswith("MB") else " s"
        cells = "".join(f"{rows[v][key]:>12.3f}{unit or '  '}" for v in rows)
        ratios = "".join(f"{rows[4][key] / rows[v][key]:>8.2f}x" if rows[v][key] else f"{'-':>9}" for v in (3, 2))
        print(f"  {key:<22}{cells}{ratios}")


if __name__ == "__main__":
    main()
