"""Where the traced program's own time goes, step by step: thread CPU time of each of irscope's
steps inside the program, per compile, beside the compiles themselves.

    python benchmarks/trace_in_program.py [--kernels a,b,c] [-- script.py ARGS | -m module ARGS]

Runs the program (default: one that cute.compile()s every case of the --kernels modules of
kernels/) in this process under the tracer's hooks, as `irscope trace` starts them
(IRSCOPE_TRACE_METHOD=replay: as where MLIR's IR printer does not work), with a fresh DSL cache; nothing is finished (no pass replay, SASS or bundles: those run in other
processes). Each step is timed by the CPU time of the thread that runs it (a compile's own MLIR
threads are not in it), so the figures hold on a loaded machine where wall times do not:

    start-up          importing the boot (trace_process), and activating the hooks at the
                      program's `import cutlass` (irscope's modules it imports, patching the DSL)
    describe          the arguments as a spec: the dedup key where the DSL gives no module hash
                      (_signature_digest), then trace.json (_spec, which reuses that description)
    prepare           the work directory, the DSL's PTX/cubin dump options, trace.json's spec
    bytecode          the pipeline's input and output written as MLIR bytecode
    write record      result.json, trace.json, the bytecode files
    pipeline          PassManager.run of the lowering pipeline itself (the compile's work)

Not a test: the figures depend on the machine and the program.
"""

from __future__ import annotations

import argparse
import collections
import functools
import io
import os
import runpy
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

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

SPENT: dict[str, float] = collections.defaultdict(float)
CALLS: collections.Counter[str] = collections.Counter()


def timed(owner: Any, name: str, label: str) -> None:
    """Wrap `owner.name` to add its thread CPU time to SPENT[label]."""
    original = getattr(owner, name)

    @functools.wraps(original)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.thread_time()
        try:
            return original(*args, **kwargs)
        finally:
            SPENT[label] += time.thread_time() - start
            CALLS[label] += 1

    setattr(owner, name, wrapper)


def instrument() -> None:
    """Time the tracer's steps (called once the hooks are installed)."""
    from irscope.capture import pipeline_hooks
    from irscope.capture.trace import hooks as trace_hooks

    timed(trace_hooks, "_signature_digest", "describe: the dedup key")
    timed(trace_hooks, "_spec", "describe: trace.json")
    timed(trace_hooks, "_prepare", "prepare (describe included)")
    timed(trace_hooks, "_write_result", "write record")
    timed(trace_hooks, "_enter", "enter (snapshot of the arguments)")
    timed(trace_hooks, "_close", "close")
    timed(pipeline_hooks._PassManagerWrapper, "run", "pipeline (bytecode included)")

    class TimedBuffer(io.BytesIO):
        """The buffer the recorder writes bytecode into: from its making to getvalue()."""

        def __init__(self) -> None:
            super().__init__()
            self.started = time.thread_time()

        def getvalue(self) -> bytes:
            SPENT["bytecode"] += time.thread_time() - self.started
            CALLS["bytecode"] += 1
            return super().getvalue()

    pipeline_hooks.io = type("io", (), {"BytesIO": TimedBuffer})  # type: ignore[assignment]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kernels", default="elementwise_add,sgemm,copy_tma,hopper_gemm")
    parser.add_argument("--arch", default="sm_90a")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    opts = parser.parse_args()
    command = opts.command[1:] if opts.command[:1] == ["--"] else opts.command
    work = Path(tempfile.mkdtemp(prefix="irscope-in-program-"))
    os.environ.setdefault("CUTE_DSL_ARCH", opts.arch)
    os.environ["CUTE_DSL_CACHE_DIR"] = str(work / "cache")
    if not command:
        program = work / "program.py"
        program.write_text(PROGRAM.format(kernels=str(ROOT / "kernels"), modules=opts.kernels.split(",")))
        command = [str(program)]
    start = time.thread_time()
    from irscope.capture.trace import process as trace_process

    SPENT["start-up: the boot"] = time.thread_time() - start
    activate = trace_process._activate

    def timed_activate() -> None:
        started = time.thread_time()
        try:
            activate()
        finally:
            SPENT["start-up: hooks at import cutlass"] += time.thread_time() - started
            instrument()

    trace_process._activate = timed_activate
    trace_process.start(work / "staging", os.environ.get(trace_process.METHOD_ENV, "auto"))
    began = time.process_time()
    try:
        if command[0] == "-m":
            sys.argv = command[1:]
            runpy.run_module(command[1], run_name="__main__", alter_sys=True)
        else:
            sys.argv = command
            runpy.run_path(command[0], run_name="__main__")
    except SystemExit:
        pass
    total = time.process_time() - began
    compiles = CALLS["write record"]
    print(f"in-program cost: {' '.join(command)}", file=sys.stderr)
    print(f"  {compiles} compiles recorded; the program's process CPU {total:.2f}s", file=sys.stderr)
    print(f"  {'step':<36}{'CPU ms':>9}{'per compile':>13}{'calls':>7}", file=sys.stderr)
    for label, spent in sorted(SPENT.items(), key=lambda kv: -kv[1]):
        per = f"{spent * 1e3 / compiles:>12.1f}" if compiles and not label.startswith("start-up") else f"{'':>12}"
        print(f"  {label:<36}{spent * 1e3:>9.1f} {per}{CALLS[label] or '':>7}", file=sys.stderr)
    own = sum(v for k, v in SPENT.items() if not k.startswith(("pipeline", "prepare", "bytecode")))
    own += SPENT["prepare (describe included)"] - SPENT["describe: trace.json"] + SPENT["bytecode"]
    print(
        f"  irscope's own, all steps: {own * 1e3:.1f} ms = {own / total * 100:.1f}% of the process CPU", file=sys.stderr
    )


if __name__ == "__main__":
    main()
