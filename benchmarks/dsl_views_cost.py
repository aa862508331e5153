"""What MLIR's pass timing costs the real pipeline run, and what the host LLVM IR costs after it.

    python benchmarks/dsl_views_cost.py [--repeat N] [--arch sm_90a] [--cases elementwise_add:v1_f32,sgemm:f32]

In one process (the installed DSL), each case's first CASES arguments are compiled REPEAT times
each way, alternating, through irscope's PassManager proxy (capture/pipeline_hooks.py):

    untimed   the lowering pipeline as `irscope capture` runs it without a work directory
    timed     with one (`Recorder.workdir`): MLIR's pass timing on, fd 2 captured while the pass
              manager runs and is let go, the report read out, and the host LLVM IR made after

Printed side by side, medians: the pipeline's run (PassManager.run, what the DSL waits for) each
way and their ratio, and the host LLVM IR's own time (cutlass.compiler's lowering
to LLVM IR, the text written). On a DSL without the views (4.5) it says so and times nothing.
Not a test: the numbers depend on the machine and its load (printed with them).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def compile_once(entry: object, args: tuple, kwargs: dict, recorder: object) -> object:
    """One compile; the lowering run the recorder saw."""
    import cutlass.cute as cute

    recorder.runs.clear()  # type: ignore[attr-defined]
    cute.compile(entry, *args, **kwargs)
    return next(r for r in recorder.runs if r.succeeded)  # type: ignore[attr-defined]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--arch", default="sm_90a")
    parser.add_argument("--cases", default="elementwise_add:v1_f32,sgemm:f32")
    opts = parser.parse_args()
    os.environ["CUTE_DSL_ARCH"] = opts.arch
    os.environ["CUTE_DSL_NO_CACHE"] = "1"
    from irscope.capture import host_llvm, pass_timing
    from irscope.capture import pipeline_hooks as hooks
    from irscope.capture.kernel_loader import import_kernel_module, module_cases
    from irscope.capture.workdir import Workdir

    print(f"DSL views cost: {opts.arch}, median of {opts.repeat} compiles each way, alternating")
    print(f"  machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}")
    timing_why, llvm_why = pass_timing.unavailable(), host_llvm.unavailable()
    if timing_why or llvm_why:
        print(f"  this DSL gives neither view in full: pass timing: {timing_why}; host LLVM IR: {llvm_why}")
        if timing_why and llvm_why:
            return
    recorder = hooks.Recorder(tree_dir=Path(tempfile.mkdtemp(prefix="irscope-views-cost-")), use_printer=False)
    hooks.install(recorder)
    work = Workdir(Path(tempfile.mkdtemp(prefix="irscope-views-cost-")))
    refs = opts.cases.split(",")
    width = max(len(r) for r in refs) + 2
    print(f"  {'case':<{width}}{'untimed':>10}{'timed':>10}{'ratio':>8}{'host LLVM':>11}")
    for ref in refs:
        kernel, case_name = ref.split(":")
        source = ROOT / "kernels" / f"{kernel}.py"
        case = {c.name: c for c in module_cases(import_kernel_module(source), source)}[case_name]
        args, kwargs = case.build_args()
        plain: list[float] = []
        timed: list[float] = []
        llvm: list[float] = []
        for _ in range(opts.repeat):
            recorder.workdir = None
            run = compile_once(case.entry, args, kwargs, recorder)
            plain.append((run.finished_ns - run.started_ns) / 1e6)
            recorder.workdir = work
            run = compile_once(case.entry, args, kwargs, recorder)
            timed.append((run.finished_ns - run.started_ns) / 1e6)
            llvm.append((run.host_llvm or {}).get("ms", float("nan")))
        p, t = statistics.median(plain), statistics.median(timed)
        print(f"  {ref:<{width}}{p:>8.1f}ms{t:>8.1f}ms{t / p:>7.2f}x{statistics.median(llvm):>9.1f}ms")


if __name__ == "__main__":
    main()
