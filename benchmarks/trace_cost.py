"""What tracing costs a program, and what `capture --from-trace` costs against a CASES capture.

    python benchmarks/trace_cost.py [--repeat N] [--arch sm_90a] [--kernels elementwise_add,sgemm,copy_tma]

Side by side in one run, REPEAT times each (medians printed, with the ratio to the plain run):

    plain        a program that cute.compile()s the first case of each kernel module (their
                 CASES arguments), untraced
    traced       the same program under irscope trace's hooks (the environment `irscope trace`
                 gives it: trace/boot on PYTHONPATH, a staging folder), timed to its exit
    assemble     turning that staging folder into bundles, SASS included (after the program)

    compile      the seconds the program itself spent inside cute.compile (it prints them), plain
                 vs traced: the goal (issue 14) is traced <= 1.3x plain
    from-trace   `irscope capture --from-trace BUNDLE` of the first kernel vs
    cases        `irscope capture KERNEL:CASE` of the same case

Every run gets a fresh CUTE_DSL_CACHE_DIR, so no run is served from another's disk cache. Not a
test: the numbers depend on the machine and its load (printed with them).
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

PROGRAM = """
import importlib, json, sys, time
sys.path.insert(0, {kernels!r})
import cutlass.cute as cute
spent = 0.0
for name in {modules!r}:
    case = importlib.import_module(name).CASES[0]
    args, kwargs = case.build_args()
    t0 = time.perf_counter()
    cute.compile(case.entry, *args, **kwargs)
    spent += time.perf_counter() - t0
print(json.dumps({{"compile_s": spent}}))
"""


def run_program(program: Path, arch: str, trace_staging: Path | None) -> tuple[float, float]:
    """(wall seconds, seconds inside cute.compile) of one run of the program."""
    from irscope.capture.trace import process

    env = {**os.environ, "CUTE_DSL_ARCH": arch, "CUTE_DSL_CACHE_DIR": tempfile.mkdtemp(prefix="irscope-bench-cache-")}
    if trace_staging is not None:  # what `irscope trace` sets up for the command it runs
        env["PYTHONPATH"] = os.pathsep.join([str(process.BOOT_DIR), str(ROOT), env.get("PYTHONPATH", "")])
        env[process.STAGING_ENV] = str(trace_staging)
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, str(program)], env=env, capture_output=True, text=True, check=True)
    wall = time.perf_counter() - t0
    return wall, json.loads(out.stdout.strip().splitlines()[-1])["compile_s"]


def irscope_wall(*args: str, arch: str) -> float:
    env = {**os.environ, "CUTE_DSL_ARCH": arch}
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "irscope", *args], env=env, cwd=ROOT, capture_output=True, check=True)
    return time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--arch", default="sm_90a")
    parser.add_argument("--kernels", default="elementwise_add,sgemm,copy_tma")
    opts = parser.parse_args()
    from irscope import disassembler
    from irscope.capture.trace.session import finish, new_staging

    modules = opts.kernels.split(",")
    work = Path(tempfile.mkdtemp(prefix="irscope-trace-cost-"))
    program = work / "program.py"
    program.write_text(PROGRAM.format(kernels=str(ROOT / "kernels"), modules=modules))
    nvdisasm = disassembler.find_nvdisasm()
    rows: dict[str, list[float]] = {k: [] for k in ("plain", "traced", "assemble", "plain_compile", "traced_compile")}
    store = work / "store"
    for _ in range(opts.repeat):
        wall, spent = run_program(program, opts.arch, None)
        rows["plain"].append(wall)
        rows["plain_compile"].append(spent)
        store.mkdir(exist_ok=True)
        staging = new_staging(store)
        wall, spent = run_program(program, opts.arch, staging.path)
        rows["traced"].append(wall)
        rows["traced_compile"].append(spent)
        t0 = time.perf_counter()
        summary = finish(staging, store, with_sass=nvdisasm is not None, nvdisasm=nvdisasm)
        rows["assemble"].append(time.perf_counter() - t0)
    first = next(b for b in summary.bundles if b.label.startswith(f"{modules[0]}."))
    case = _first_case(modules[0])
    recapture = [irscope_wall("--store", str(work / "re"), "capture", "--from-trace", str(first.path), arch=opts.arch)]
    cases = [irscope_wall("--store", str(work / "cases"), "capture", "--arch", opts.arch, case, arch=opts.arch)]
    for _ in range(opts.repeat - 1):
        recapture.append(
            irscope_wall("--store", str(work / "re"), "capture", "--from-trace", str(first.path), arch=opts.arch)
        )
        cases.append(irscope_wall("--store", str(work / "cases"), "capture", "--arch", opts.arch, case, arch=opts.arch))
    med = {k: statistics.median(v) for k, v in rows.items()}
    print(f"trace cost: {len(modules)} kernels ({', '.join(modules)}), {opts.arch}, median of {opts.repeat}")
    print(f"  machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}")
    print(f"  {'':<22}{'plain':>9}{'traced':>9}{'ratio':>8}")
    print(
        f"  {'inside cute.compile':<22}{med['plain_compile']:>8.2f}s{med['traced_compile']:>8.2f}s"
        f"{med['traced_compile'] / med['plain_compile']:>7.2f}x"
    )
    print(f"  {'program wall':<22}{med['plain']:>8.2f}s{med['traced']:>8.2f}s{med['traced'] / med['plain']:>7.2f}x")
    print(
        f"  {'+ bundles (after exit)':<22}{'':>9}{med['assemble']:>8.2f}s"
        f"{(med['traced'] + med['assemble']) / med['plain']:>7.2f}x"
    )
    rc, cc = statistics.median(recapture), statistics.median(cases)
    print(f"  capture of {first.label.split('@')[0]}:")
    print(f"  {'':<22}{'CASES':>9}{'trace':>9}{'ratio':>8}")
    print(f"  {'irscope capture wall':<22}{cc:>8.2f}s{rc:>8.2f}s{rc / cc:>7.2f}x   (--from-trace vs {case})")


def _first_case(module: str) -> str:
    from irscope import registry

    infos = registry.discover(registry.kernel_modules(ROOT / "kernels"), cache_dir=None)
    return next(f"{i.kernel}:{i.case}" for i in infos if i.kernel == module)


if __name__ == "__main__":
    main()
