"""The SASS loop finder before and after dominators became an idom array (issue 38), side by side.

    python benchmarks/sass_loops_scale.py [--sass FILE ...] [--store DIR] [--old-limit-gb G]

`old` is the frozen finder with a set of dominators per block (tests/analysis/reference/
sass_loops.py, main at 91b0ac0); `new` is analysis/sass_loops.py. Each runs in a child process of
its own, on:

    chain N    N blocks in a row, each ending in `@P0 BRA` (tests/analysis/sass_listings.py):
               every block dominates the ones after it; 8,000 blocks is the 1.5 MB listing of
               the issue (its `stats` took 28 s and 5.9 GB)
    fan N      N branches back to one header (the old finder walked the function once per
               branch: 8,000 took it past 6 GB and minutes, so 2,000 here)
    nest N     N loops each inside the one before (what the finder reports grows as N^2 lines)
    FILE       a real listing: each --sass FILE, and the largest module.sass of the store
               (an FMHA's or FA2's, captured with `capture --from-trace` of
               tests/data/upstream-trace)

and prints, per listing, CPU seconds and peak resident memory of each side, their ratios, and
whether both found the same loops. The old side runs under RLIMIT_AS (--old-limit-gb, default
8), so a MemoryError is reported as such instead of taking the machine's memory. Not a test:
the figures depend on the machine and its load, printed with them.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _loops_digest(found: dict) -> list[object]:  # noqa: ANN001
    return [
        [f, [(lp.label, lp.start, lp.end, lp.wait, lp.innermost, lp.main, lp.to_json()) for lp in loops]]
        for f, loops in found.items()
    ]


def child(side: str, listing: Path, out: Path) -> None:
    """One side on one listing, in this process: CPU time and what it found, written to out."""
    if side == "old":
        from tests.analysis.reference.sass_loops import sass_loops
    else:
        from irscope.analysis.sass_loops import sass_loops
    text = listing.read_text()
    start = time.process_time()
    try:
        found = sass_loops(text)
    except MemoryError:
        out.write_text(json.dumps({"error": "MemoryError"}))
        return
    cpu = time.process_time() - start
    loops = sum(len(v) for v in found.values())
    out.write_text(json.dumps({"cpu": cpu, "loops": loops, "digest": _loops_digest(found)}))


def measure(side: str, listing: Path, limit_gb: float | None) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out.json"

        def limit() -> None:
            if limit_gb:
                size = int(limit_gb * 2**30)
                resource.setrlimit(resource.RLIMIT_AS, (size, size))

        cmd = [sys.executable, __file__, "--child", side, str(listing), str(out)]
        proc = subprocess.Popen(cmd, preexec_fn=limit, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        result = json.loads(out.read_text()) if out.exists() else {"error": f"exit {proc.returncode}"}
        result["rss_mb"] = usage.ru_maxrss / 1024
        return result


def listings(tmp: Path, ns: argparse.Namespace) -> list[tuple[str, Path]]:
    from tests.analysis import sass_listings as shapes

    made = []
    for label, text in (
        ("chain 1000", shapes.conditional_chain(1000)),
        ("chain 2000", shapes.conditional_chain(2000)),
        ("chain 4000", shapes.conditional_chain(4000)),
        ("chain 8000", shapes.conditional_chain(8000)),
        ("fan 2000", shapes.many_back_edges(2000)),
        ("nest 1000", shapes.nested_loops(1000)),
    ):
        path = tmp / f"{label.replace(' ', '-')}.sass"
        path.write_text(text)
        made.append((label, path))
    real = [Path(p) for p in ns.sass]
    if ns.store and ns.store.is_dir():
        found = sorted(ns.store.glob("*/*/*/*/module.sass"), key=lambda p: p.stat().st_size)
        real += found[-2:]
    for path in real:
        made.append((f"{path.parts[-5] if len(path.parts) > 5 else path.name}", path))
    return made


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sass", nargs="*", default=[], help="real SASS listings to time as well")
    ap.add_argument("--store", type=Path, default=None, help="a store whose two largest SASS listings to time")
    ap.add_argument("--old-limit-gb", type=float, default=8.0)
    ap.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    ns = ap.parse_args()
    if ns.child:
        side, listing, out = ns.child
        child(side, Path(listing), Path(out))
        return
    print(f"load average {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    with tempfile.TemporaryDirectory() as tmp:
        # Each listing's name on a line of its own (whole: a kernel's name is never cut), its
        # figures on the next, so that the table holds in 80 columns.
        print(
            f"  {'bytes':>9} {'loops':>5}  {'old CPU':>9} {'old RSS':>9}  {'new CPU':>8} {'new RSS':>8}  {'CPU x':>7} {'RSS x':>6}  same"
        )
        for label, path in listings(Path(tmp), ns):
            old = measure("old", path, ns.old_limit_gb)
            new = measure("new", path, None)
            size = path.stat().st_size
            if "error" in old:
                old_cpu, cpu_x, same = str(old["error"]), "-", "-"
            else:
                old_cpu = f"{old['cpu']:.3f} s"
                cpu_x = f"{old['cpu'] / max(new['cpu'], 1e-6):.1f}x"
                same = "yes" if old["digest"] == new["digest"] else "NO"
            print(label)
            print(
                f"  {size:>9} {new['loops']:>5}  {old_cpu:>9} {old['rss_mb']:>6.0f} MB  "
                f"{new['cpu']:>6.3f} s {new['rss_mb']:>5.0f} MB  {cpu_x:>7} {old['rss_mb'] / new['rss_mb']:>5.1f}x  {same}",
                flush=True,
            )


if __name__ == "__main__":
    main()
