"""A store of 1,000 compiles: `irscope list --store` and the TUI palette's data, this checkout
beside another (main's code), in one run.

    python benchmarks/store_scale.py --from STORE [--compiles 1000] [--baseline TREE] [--rounds 3]

The store is built from the bundles of STORE (a real trace's: `irscope trace --out STORE -- ...`),
each copied under a new kernel/case name until there are COMPILES of them (manifest.json and
trace.json copied, the other members hard-linked: only those two are read to list). Each side
runs in a fresh interpreter with its tree on PYTHONPATH and reports, best of ROUNDS, the CPU time
of each step in that interpreter (a shared machine's load stretches wall times; the CPU time is
what the step costs), and the wall time of the whole command:

    list (cold)      the store's listing the first time (every bundle loaded and validated)
    list             the listing again (this checkout: from <store>/.cache/listing.json)
    palette          the TUI palette's bundle entries (tui.session.store_candidates), each named
                     by its values where this checkout names compiles (compile_names)
    list --store     `python -m irscope list --store` end to end, interpreter start included (wall)

TREE: another checkout (e.g. `git archive main | tar x -C TREE`). The goal (issue 40) is list
and palette under 100 ms at 1,000 compiles.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Imports irscope from the tree on PYTHONPATH even where an editable install's finder would
#: answer first (it is consulted before sys.path).
PREAMBLE = """
import os, sys
editable = lambda f: getattr(f, "__module__", type(f).__module__).startswith("__editable__")
sys.meta_path[:] = [f for f in sys.meta_path if not editable(f)]
sys.path_hooks[:] = [h for h in sys.path_hooks if not editable(h)]
sys.path_importer_cache.clear()
sys.path.insert(0, os.environ["PYTHONPATH"])
"""

MEASURE = (
    PREAMBLE
    + """
import json, time, subprocess
from pathlib import Path
root = Path(sys.argv[1])
CLI = sys.argv[3]
from irscope import store
try:
    from irscope.store_index import listing
except ImportError:
    listing = store.listing
from irscope.tui.session import store_candidates
out = {}
t = time.process_time(); rows = listing(root); out["list (cold)"] = time.process_time() - t
best = {"list": 1e9, "palette": 1e9, "list --store": 1e9}
for _ in range(int(sys.argv[2])):
    t = time.process_time(); listing(root); best["list"] = min(best["list"], time.process_time() - t)
    t = time.process_time(); n = len(store_candidates(root, [])); best["palette"] = min(best["palette"], time.process_time() - t)
    t = time.perf_counter()
    subprocess.run([sys.executable, "-c", CLI, "list", "--store", str(root)], capture_output=True, check=True)
    best["list --store"] = min(best["list --store"], time.perf_counter() - t)
out.update(best)
out["rows"] = len(rows)
out["palette entries"] = n
print(json.dumps(out))
"""
)


CLI = PREAMBLE + "import runpy\nsys.argv[0] = 'irscope'\nrunpy.run_module('irscope', run_name='__main__')\n"


def build(source: Path, target: Path, count: int) -> None:
    bundles = sorted(p.parent for p in source.rglob("manifest.json"))
    if not bundles:
        sys.exit(f"{source}: holds no bundles")
    target.mkdir(parents=True)
    (target / ".irscope-store").write_text("an irscope store\n")
    for i in range(count):
        src = bundles[i % len(bundles)]
        arch_dir = src.parent
        dest = target / f"bench.kernel{i // 20:03d}" / f"{arch_dir.parent.name}-{i:04d}" / arch_dir.name / src.name
        for path in src.rglob("*"):
            out = dest / path.relative_to(src)
            if path.is_dir():
                out.mkdir(parents=True, exist_ok=True)
                continue
            out.parent.mkdir(parents=True, exist_ok=True)
            if path.name in ("manifest.json", "trace.json"):
                shutil.copy2(path, out)
            else:
                os.link(path, out)


def measure(tree: Path, root: Path, rounds: int) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    shutil.rmtree(root / ".cache", ignore_errors=True)
    done = subprocess.run(
        [sys.executable, "-c", MEASURE, str(root), str(rounds), CLI], env=env, cwd=tree, capture_output=True, text=True
    )
    if done.returncode:
        sys.exit(f"measuring with {tree} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--from", dest="source", type=Path, required=True)
    parser.add_argument("--compiles", type=int, default=1000)
    parser.add_argument("--baseline", type=Path)
    parser.add_argument("--rounds", type=int, default=3)
    opts = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="irscope-store-scale-"))
    store = work / "store"
    build(opts.source, store, opts.compiles)
    sides = {"this": ROOT} | ({"baseline": opts.baseline.resolve()} if opts.baseline else {})
    found = {name: measure(tree, store, opts.rounds) for name, tree in sides.items()}
    print(f"store of {opts.compiles} compiles (from {opts.source}); {os.cpu_count()} CPUs, ", end="")
    print(f"load average {os.getloadavg()[0]:.2f}; best of {opts.rounds}")
    names = list(found)
    print(f"  {'':<16}" + "".join(f"{n:>12}" for n in names) + ("       ratio" if len(names) == 2 else ""))
    for key in ("list (cold)", "list", "palette", "list --store"):
        cells = "".join(f"{found[n][key] * 1e3:>10.0f}ms" for n in names)
        ratio = f"{found['this'][key] / found['baseline'][key]:>11.2f}x" if len(names) == 2 else ""
        print(f"  {key:<16}{cells}{ratio}")
    print("  rows: " + ", ".join(f"{n} {found[n]['rows']}" for n in names))
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
