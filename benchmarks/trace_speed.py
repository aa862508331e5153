"""What `irscope trace` costs a program: its wall time plain and traced, side by side in one run.

    python benchmarks/trace_speed.py [--repeat N] [--arch sm_90a] [--jobs N] [--kernels a,b,c] [-- COMMAND ...]

COMMAND (default: a program that cute.compile()s every case of the --kernels modules of
kernels/, under this interpreter's DSL) runs REPEAT times plain and REPEAT times under
`irscope trace`, alternately, each with a fresh CUTE_DSL_CACHE_DIR. Printed (medians):

    program      from the start to the moment COMMAND exits (a wrapper notes it), plain vs
                 traced: what tracing costs the program itself (goal: <= 1.1x)
    whole trace  to the end of `irscope trace`, the summary included: the program, plus the
                 compiles still being finished (pass replay, SASS, bundles) after it ended
    store        the traced store's size per compile

Any command works (`-- pytest -q tests/test_x.py`, `-- python my_prog.py`): the lead's runs of
QuACK's and FA4's test files on a GPU machine take the same path. Not a test: the figures depend
on the machine and its load (printed with them).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROGRAM = """
import importlib, sys
sys.path.insert(0, {kernels!r})
import cutlass.cute as cute
for name in {modules!r}:
    for case in importlib.import_module(name).CASES:
        args, kwargs = case.build_args()
        cute.compile(case.entry, *args, **kwargs)
"""

#: Runs COMMAND, then writes the time it ended to END (argv: END COMMAND...).
WRAPPER = (
    "import subprocess, sys, time\n"
    "rc = subprocess.call(sys.argv[2:])\n"
    "open(sys.argv[1], 'w').write(repr(time.time()))\n"
    "sys.exit(rc)\n"
)


def timed(command: list[str], arch: str, traced: list[str] | None) -> tuple[float, float]:
    """(seconds until COMMAND ended, seconds until the whole run ended)."""
    end = Path(tempfile.mkstemp(prefix="irscope-bench-end-")[1])
    cache = tempfile.mkdtemp(prefix="irscope-bench-cache-")
    env = {**os.environ, "CUTE_DSL_ARCH": arch, "CUTE_DSL_CACHE_DIR": cache}
    wrapped = [sys.executable, "-c", WRAPPER, str(end), *command]
    t0 = time.time()
    done = subprocess.run([*traced, "--", *wrapped] if traced else wrapped, env=env, capture_output=True, text=True)
    whole = time.time() - t0
    shutil.rmtree(cache, ignore_errors=True)
    if not end.read_text():
        sys.exit(f"the command did not run:\n{done.stdout}{done.stderr}")
    ended = float(end.read_text()) - t0
    end.unlink()
    if traced:
        summary = [line for line in done.stderr.splitlines() if line.startswith("irscope trace: ")]
        print(f"  {summary[-1] if summary else done.stderr.strip()[-300:]}", flush=True)
    return ended, whole


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--arch", default="sm_90a")
    parser.add_argument("--jobs", type=int, default=0, help="irscope trace --jobs (0: the usable CPUs)")
    parser.add_argument("--kernels", default="elementwise_add,sgemm,copy_tma,hopper_gemm")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    opts = parser.parse_args()
    command = opts.command[1:] if opts.command[:1] == ["--"] else opts.command
    work = Path(tempfile.mkdtemp(prefix="irscope-trace-speed-"))
    if not command:
        program = work / "program.py"
        program.write_text(PROGRAM.format(kernels=str(ROOT / "kernels"), modules=opts.kernels.split(",")))
        command = [sys.executable, str(program)]
    rows: dict[str, list[float]] = {"plain": [], "traced": [], "whole": []}
    store = work / "store"
    for r in range(opts.repeat):
        rows["plain"].append(timed(command, opts.arch, None)[0])
        shutil.rmtree(store, ignore_errors=True)
        irscope = [sys.executable, "-m", "irscope", "trace", "--out", str(store), "--jobs", str(opts.jobs)]
        ended, whole = timed(command, opts.arch, irscope)
        rows["traced"].append(ended)
        rows["whole"].append(whole)
        print(f"  round {r + 1}: plain {rows['plain'][-1]:.2f}s, traced {ended:.2f}s, whole trace {whole:.2f}s")
    med = {k: statistics.median(v) for k, v in rows.items()}
    bundles = [p.parent for p in store.rglob("manifest.json")]
    size = _disk_bytes(store)
    from irscope.cpus import usable_cpus
    from irscope.installed import dsl_version

    print(f"trace speed: {' '.join(Path(c).name if i == 0 else c for i, c in enumerate(command))}")
    print(f"  DSL {dsl_version()}, {opts.arch}, median of {opts.repeat}; {usable_cpus()} usable CPUs, ", end="")
    print(f"load average {os.getloadavg()[0]:.2f}")
    print(f"  {'':<14}{'plain':>9}{'traced':>9}{'ratio':>8}")
    print(f"  {'program':<14}{med['plain']:>8.2f}s{med['traced']:>8.2f}s{med['traced'] / med['plain']:>7.2f}x")
    print(f"  {'whole trace':<14}{'':>9}{med['whole']:>8.2f}s{med['whole'] / med['plain']:>7.2f}x")
    if bundles:
        print(f"  store: {len(bundles)} bundles, {size / 1e6:.2f} MB on disk, {size / len(bundles) / 1e6:.3f} MB each")
    shutil.rmtree(work, ignore_errors=True)


def _disk_bytes(root: Path) -> int:
    """Bytes the files under `root` take, a file with several links counted once."""
    seen: set[tuple[int, int]] = set()
    total = 0
    for path in root.rglob("*"):
        info = path.lstat()
        if path.is_file() and (info.st_dev, info.st_ino) not in seen:
            seen.add((info.st_dev, info.st_ino))
            total += info.st_size
    return total


if __name__ == "__main__":
    main()
