"""irscope's own wall time in a capture: what it adds to a plain compile's, before and after.

Runs `irscope capture KERNEL:CASE --arch ARCH -j 1 --fresh` from this checkout and from
--baseline TREE, alternating (N pairs). An audit hook in the parent logs when it writes the
first case's spec (the moment its worker may begin), when it reads the worker's result.json and
nvdisasm's output (sass.txt); a sitecustomize put on every process's path logs when the worker
begins `import cutlass`, its compile's first step; the process's end is taken here. Each round
also starts a plain interpreter that imports cutlass, stopped as that import begins: the
start-up any compile pays. Prints, per side, the medians and spreads of

  spec    the first spec written, from the parent interpreter's start
  front   the worker's `import cutlass` begins, from the parent's start, less the plain
          interpreter's start-up to the same point: how much later the compile begins than in
          a plain process (the parent's start-up and discovery, the worker's start, its own
          modules; and modules cutlass would import anyway, dataclasses, inspect, json..., which
          the worker imports first: this charges irscope ~25 ms more than it adds)
  tail    from nvdisasm's output read to the process's end (manifest, commit, cache, clean-up, exit)
  own     front + tail: irscope's exposed time
  share   own / the capture's wall time
  parent  the parent's own CPU (user + sys, its threads; not the worker's)

and the load average. The hooks cost a little on both sides alike (each `open` passes them).
Up to stop 37 this printed `spawn` (the worker's spawn from the parent's start) where `front`
is now: it left out the worker's start-up, and says nothing once a worker starts before its
case is known (capture/worker_launch.Standby); the figures are not comparable. Aligning on the
end of `import cutlass` instead (the manifest's `import` timing) was tried: the DSL's import
varies by +-200 ms from run to run, more than what is measured here.

    python benchmarks/capture_parent_timeline.py --baseline TREE [--pairs 8] [KERNEL:CASE] [--arch sm_90a]
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

REPO = Path(__file__).resolve().parent.parent

# The wall-clock time this process started (its start time in /proc, against the uptime).
STARTED = r"""
import os, time
def _started():
    with open("/proc/self/stat") as f:
        ticks = int(f.read().rsplit(")", 1)[1].split()[19])
    with open("/proc/uptime") as f:
        up = float(f.read().split()[0])
    return time.time() - (up - ticks / os.sysconf("SC_CLK_TCK"))
"""

# Run as `python -c HOOK OUT ARGS...` in the checkout measured: logs events, then runs irscope.
HOOK = (
    STARTED
    + r"""
import atexit, json, sys
events = {"start": _started()}
def hook(event, args):
    if event == "open" and str(args[0]).endswith("/spec.json") and "w" in str(args[1] or ""):
        events.setdefault("spec", time.time())
    elif event == "open" and str(args[0]).endswith("/result.json"):
        events.setdefault("worker_done", time.time())
    elif event == "open" and str(args[0]).endswith("/sass.txt"):
        events.setdefault("sass_read", time.time())
sys.addaudithook(hook)
out = sys.argv[1]
def done():
    t = os.times()
    events["exit"] = time.time()
    events["cpu"] = t.user + t.system
    with open(out, "w") as f:
        json.dump(events, f)
atexit.register(done)
sys.argv = ["irscope", *sys.argv[2:]]
import runpy
try:
    runpy.run_module("irscope", run_name="__main__", alter_sys=True)
except SystemExit as exc:
    if exc.code:
        raise
"""
)

# sitecustomize.py on every measured process's path: the wall-clock time its `import cutlass`
# begins, and its own start, to $IRSCOPE_BENCH_IMPORT_LOG; with $IRSCOPE_BENCH_STOP, exit there.
SITE = (
    STARTED
    + r"""
import sys
if os.environ.get("IRSCOPE_BENCH_IMPORT_LOG"):
    _start = _started()
    def _at_import(event, args):
        if event == "import" and args[0] == "cutlass" and not _at_import.done:
            _at_import.done = True
            with open(os.environ["IRSCOPE_BENCH_IMPORT_LOG"], "w") as f:
                f.write(f"{_start!r} {time.time()!r}")
            if os.environ.get("IRSCOPE_BENCH_STOP"):
                os._exit(0)
    _at_import.done = False
    sys.addaudithook(_at_import)
"""
)

KEYS = ("spec", "front", "tail", "own", "wall", "share", "parent")


def _env(tree: Path, site: Path, log: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CUTE_DSL_") and k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = os.pathsep.join([str(tree), str(site)])
    env["IRSCOPE_BENCH_IMPORT_LOG"] = str(log)
    return env


def plain_startup(site: Path, log: Path) -> float:
    """Seconds from a plain interpreter's start to its `import cutlass` (stopped there)."""
    env = {**_env(REPO, site, log), "IRSCOPE_BENCH_STOP": "1"}
    subprocess.run([sys.executable, "-c", "import cutlass"], env=env, check=True, capture_output=True)
    start, at_import = map(float, log.read_text().split())
    return at_import - start


def one(tree: Path, store: Path, ref: str, arch: str, tmp: Path, plain_s: float) -> dict[str, float]:
    out, log = tmp / "events.json", tmp / "import.log"
    args = ["--store", str(store), "capture", ref, "--arch", arch, "-j", "1", "--fresh"]
    env = _env(tree, tmp / "site", log)
    subprocess.run([sys.executable, "-c", HOOK, str(out), *args], cwd=tree, env=env, check=True, capture_output=True)
    end = time.time()
    ev = json.loads(out.read_text())
    import_begins = float(log.read_text().split()[1]) - ev["start"]
    wall = end - ev["start"]
    front = import_begins - plain_s
    tail = end - ev.get("sass_read", ev["worker_done"])
    return {
        "spec": (ev["spec"] - ev["start"]) * 1e3,
        "front": front * 1e3,
        "tail": tail * 1e3,
        "own": (front + tail) * 1e3,
        "wall": wall * 1e3,
        "share": (front + tail) / wall * 100,
        "parent": ev["cpu"] * 1e3,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ref", nargs="?", default="hopper_gemm:bf16_128x256_s4_mc2")
    ap.add_argument("--arch", default="sm_90a")
    ap.add_argument("--pairs", type=int, default=8)
    ap.add_argument("--baseline", type=Path, required=True, help="another irscope checkout, measured alternately")
    args = ap.parse_args()
    sides = {"this": REPO, "baseline": args.baseline.resolve()}
    rows: dict[str, list[dict[str, float]]] = {name: [] for name in sides}
    loads = [os.getloadavg()[0]]
    plains: list[float] = []
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        (tmp / "site").mkdir()
        (tmp / "site" / "sitecustomize.py").write_text(SITE)
        plains.append(plain_startup(tmp / "site", tmp / "import.log"))
        for side, tree in sides.items():  # warm-up: discovery cache, bytecode, the OS's file cache
            one(tree, tmp / side, args.ref, args.arch, tmp, plains[0])
        for i in range(args.pairs):
            plains.append(plain_startup(tmp / "site", tmp / "import.log"))
            plain_s = statistics.median(plains)
            order = list(sides.items()) if i % 2 == 0 else list(reversed(sides.items()))
            for side, tree in order:
                rows[side].append(one(tree, tmp / side, args.ref, args.arch, tmp, plain_s))
            loads.append(os.getloadavg()[0])
    print(f"{args.ref}@{args.arch}, {args.pairs} alternating pairs, medians [min-max]; ms, share in %")
    for name, rs in rows.items():
        cells = []
        for key in KEYS:
            values = [r[key] for r in rs]
            digits = 1 if key == "share" else 0
            cells.append(
                f"{key} {statistics.median(values):.{digits}f} [{min(values):.{digits}f}-{max(values):.{digits}f}]"
            )
        print(f"{name:8} " + "  ".join(cells))
    print(f"plain interpreter's start to `import cutlass`: median {statistics.median(plains) * 1e3:.0f} ms")
    print(f"load average (1 min) {min(loads):.1f}-{max(loads):.1f} ({os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
