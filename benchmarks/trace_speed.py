"""What `irscope trace` costs a program: its wall and CPU time plain and traced, side by side in one run.

    python benchmarks/trace_speed.py [--repeat N] [--arch sm_90a] [--jobs N] [--kernels a,b,c]
                                     [--via trace|pytest-option] [-- COMMAND ...]

COMMAND (default: a program that cute.compile()s every case of the --kernels modules of
kernels/, under this interpreter's DSL) runs REPEAT times plain and REPEAT times traced,
alternately, each with a fresh CUTE_DSL_CACHE_DIR. Printed (medians):

    program wall  from the start to the moment COMMAND exits (a wrapper notes it), plain vs
                  traced: what tracing costs the program itself (goal: <= 1.1x)
    program CPU   user + system time of COMMAND and every process it waited for (its rusage
                  of children), plain vs traced: on a loaded machine the figure that wall time
                  hides under other people's work. With `--via trace` the processes finishing
                  the compiles are irscope's children, not the program's, so they are not in it
    whole trace   to the end of the traced run, the summary included: the program, plus the
                  compiles still being finished (pass replay, SASS, bundles) after it ended;
                  its CPU counts every process of the run, the finishing ones included
    store         the traced store's size per compile

`--via trace` (default) runs `irscope trace -- COMMAND`; `--via pytest-option` runs COMMAND (a
pytest command line) with `--irscope-trace=STORE` added, the way a project's suite is traced:
there the finishing processes are the program's own children (their CPU is in "program CPU",
the program waits for them at its end, so "program wall" is the whole run) and the row
"tests" gives pytest's own session time ("N passed in X s"), plain vs traced.

Any command works (`-- pytest -q tests/test_x.py`, `-- python my_prog.py`): the lead's runs of
QuACK's and FA4's test files on a GPU machine take the same path. Not a test: the figures depend
on the machine and its load (printed with them).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
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

#: Runs COMMAND, then writes the time it ended and the CPU seconds it and the processes it
#: waited for used to END (argv: END COMMAND...).
WRAPPER = (
    "import resource, subprocess, sys, time\n"
    "rc = subprocess.call(sys.argv[2:])\n"
    "end = time.time()\n"
    "use = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
    "open(sys.argv[1], 'w').write(f'{end!r} {use.ru_utime + use.ru_stime!r}')\n"
    "sys.exit(rc)\n"
)

#: pytest's last line: "== 3 passed, 1 skipped in 12.34s ==" (or "(0:01:02)" after the seconds).
SESSION = re.compile(r"\b(?:passed|failed|error|errors|skipped|deselected|xfailed|xpassed)\b.* in ([0-9.]+)s\b")


@dataclass(frozen=True)
class Run:
    program_s: float  # wall, until COMMAND exited
    program_cpu_s: float  # COMMAND's CPU, its waited-for descendants included
    whole_s: float  # wall, the whole run
    whole_cpu_s: float  # CPU of every process of the run
    session_s: float | None  # pytest's own session time, where COMMAND is pytest


def timed(command: list[str], arch: str, traced: list[str] | None, via: str, store: Path) -> Run:
    end = Path(tempfile.mkstemp(prefix="irscope-bench-end-")[1])
    cache = tempfile.mkdtemp(prefix="irscope-bench-cache-")
    env = {**os.environ, "CUTE_DSL_ARCH": arch, "CUTE_DSL_CACHE_DIR": cache}
    if traced and via == "pytest-option":
        command = [*command, f"--irscope-trace={store}", "-p", "no:cacheprovider"]
    wrapped = [sys.executable, "-c", WRAPPER, str(end), *command]
    if traced and via == "trace":
        wrapped = [*traced, "--", *wrapped]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.time()
    done = subprocess.run(wrapped, env=env, capture_output=True, text=True)
    whole = time.time() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    shutil.rmtree(cache, ignore_errors=True)
    if not end.read_text():
        sys.exit(f"the command did not run:\n{done.stdout}{done.stderr}")
    ended, cpu = (float(x) for x in end.read_text().split())
    end.unlink()
    if traced:
        lines = (done.stdout + done.stderr).splitlines()
        summary = [line for line in lines if line.startswith("irscope trace: ") and "finishing" not in line]
        print(f"  {summary[-1] if summary else done.stderr.strip()[-300:]}", flush=True)
    session = [float(m.group(1)) for m in map(SESSION.search, done.stdout.splitlines()) if m]
    whole_cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return Run(ended - t0, cpu, whole, whole_cpu, session[-1] if session else None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--arch", default="sm_90a")
    parser.add_argument("--jobs", type=int, default=0, help="irscope trace --jobs (0: the usable CPUs)")
    parser.add_argument("--kernels", default="elementwise_add,sgemm,copy_tma,hopper_gemm")
    parser.add_argument("--via", choices=("trace", "pytest-option"), default="trace")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    opts = parser.parse_args()
    command = opts.command[1:] if opts.command[:1] == ["--"] else opts.command
    work = Path(tempfile.mkdtemp(prefix="irscope-trace-speed-"))
    if not command:
        if opts.via == "pytest-option":
            sys.exit("--via pytest-option needs a pytest COMMAND")
        program = work / "program.py"
        program.write_text(PROGRAM.format(kernels=str(ROOT / "kernels"), modules=opts.kernels.split(",")))
        command = [sys.executable, str(program)]
    plain: list[Run] = []
    traced: list[Run] = []
    store = work / "store"
    irscope = [sys.executable, "-m", "irscope", "trace", "--out", str(store), "--jobs", str(opts.jobs)]
    for r in range(opts.repeat):
        plain.append(timed(command, opts.arch, None, opts.via, store))
        shutil.rmtree(store, ignore_errors=True)
        traced.append(timed(command, opts.arch, irscope, opts.via, store))
        p, t = plain[-1], traced[-1]
        print(
            f"  round {r + 1}: plain {p.program_s:.2f}s ({p.program_cpu_s:.2f}s CPU), "
            f"traced {t.program_s:.2f}s ({t.program_cpu_s:.2f}s CPU), whole trace {t.whole_s:.2f}s",
            flush=True,
        )
    bundles = [p.parent for p in store.rglob("manifest.json")]
    size = _disk_bytes(store)
    from irscope.cpus import usable_cpus
    from irscope.installed import dsl_version

    print(f"trace speed: {' '.join(Path(c).name if i == 0 else c for i, c in enumerate(command))}")
    print(f"  DSL {dsl_version()}, {opts.arch}, via {opts.via}, median of {opts.repeat}; ", end="")
    print(f"{usable_cpus()} usable CPUs, load average {os.getloadavg()[0]:.2f}")
    print(f"  {'':<14}{'plain':>9}{'traced':>9}{'ratio':>8}")

    def row(name: str, field: str, whole: bool = False) -> None:
        base = statistics.median(getattr(r, field.replace("whole", "program")) for r in plain)
        value = statistics.median(getattr(r, field) for r in traced)
        shown = f"{'':>9}" if whole else f"{base:>8.2f}s"
        print(f"  {name:<14}{shown}{value:>8.2f}s{value / base:>7.2f}x")

    row("program wall", "program_s")
    row("program CPU", "program_cpu_s")
    if all(r.session_s for r in plain + traced):
        row("tests", "session_s")
    row("whole trace", "whole_s", whole=True)
    row("whole CPU", "whole_cpu_s", whole=True)
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
