"""Observe the DSL's real pass pipeline from inside the compiling process.

The DSL compiles with `passmanager.PassManager.parse(pipeline)` followed by `pm.run(module)`.
We swap `cutlass._mlir.passmanager.PassManager` for a proxy whose `parse` returns the real pass
manager wrapped: nothing about the pipeline changes, but the wrapper's `run` records the input
module (as text and as bytecode, an exact copy for later side runs) and the expanded pipeline
and, for the lowering pipeline (the one containing `cute-to-nvvm`), turns on MLIR's own
print-after-all into a directory tree when that printer works. Whether it works is found out at
run time (`ir_printer_works`: it is a silent no-op in DSL 4.6+), not assumed from a version
number. After the run it reads the binaries out of the module's `gpu.binary` ops (releases that
do not dump a cubin keep it only there).

Where the recorder names a work directory, the lowering run also gives two views the IR printer
cannot: each pass's time in this run from MLIR's pass timing (pass_timing: the report comes when
the pass manager is destroyed, so the wrapper lets go of it right after the run, inside the
capture of fd 2), and the host LLVM IR of the pipeline's output (host_llvm). Both are probed,
and a DSL without them records why.
"""

from __future__ import annotations

import io
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from irscope.capture import host_llvm, pass_timing
from irscope.capture.workdir import Workdir
from irscope.capture.worker_result import RecordedRun

LOWERING_MARKER = "cute-to-nvvm"


@dataclass
class PipelineRun:
    """What the wrapper saw of one `PassManager.run` of the lowering pipeline."""

    text: str
    expanded: str = ""
    input_ir: str = ""
    printer_enabled: bool = False
    started_ns: int = 0
    finished_ns: int = 0
    error: str | None = None
    #: An exact copy of the module handed to the pipeline (text does not always parse back).
    input_bytecode: bytes = b""
    #: The module the real pipeline produced, printed (only when asked for: replay checks it).
    final_ir: str | None = None
    #: The same module as bytecode, where the texts are printed later, in another process
    #: (Recorder.print_texts off): `input_ir` is then "" and `final_ir` None.
    output_bytecode: bytes = b""
    #: gpu.binary symbol -> object bytes, read from the module after the run.
    binaries: dict[str, bytes] = field(default_factory=dict)
    #: MLIR's pass timing of this run: {"passes": [[class, ms, nested op]...], "total_ms"}, or
    #: {"unavailable": why}; None where the recorder names no work directory.
    pass_timing: dict[str, Any] | None = None
    #: The host LLVM IR made of the output (host_llvm.write's answer); None where not asked.
    host_llvm: dict[str, Any] | None = None

    @property
    def succeeded(self) -> bool:
        return self.finished_ns > 0 and self.error is None

    def record(self) -> RecordedRun:
        """What result.json keeps of the run (the worker's and the tracer's format)."""
        return {
            "text": self.text,
            "expanded": self.expanded,
            "input_ir": self.input_ir,
            "printer_enabled": self.printer_enabled,
            "started_ns": self.started_ns,
            "finished_ns": self.finished_ns,
            "error": self.error,
            "pass_timing": self.pass_timing,
            "host_llvm": self.host_llvm,
        }


@dataclass
class Recorder:
    tree_dir: Path
    use_printer: bool = True
    keep_final_ir: bool = False
    #: Print the input and every dump with source locations (line-info captures only: a
    #: default capture prints them without).
    debug_info: bool = False
    runs: list[PipelineRun] = field(default_factory=list)
    other_pipelines: list[str] = field(default_factory=list)
    #: Print the input (and the output, keep_final_ir) as text during the run. Off in a traced
    #: program: the bytecode copies are all it keeps, and whoever finishes the compile prints
    #: them (bytecode reads back to the same text: tests/trace/test_finish.py).
    print_texts: bool = True
    #: Called right after the lowering pipeline succeeds (the cubin is on disk by then), so
    #: slow follow-up work such as disassembly can overlap the rest of cute.compile.
    on_lowered: Callable[[PipelineRun], None] | None = None
    #: The compile's work directory: where the pass timing and the host LLVM IR of a lowering
    #: run go (None: neither is made).
    workdir: Workdir | None = None

    def lowering_finished(self) -> bool:
        return any(r.succeeded for r in self.runs)


class _PassManagerWrapper:
    """Delegates everything to the real PassManager; only `run` is observed."""

    def __init__(self, pm: Any, text: str, recorder: Recorder, real: Any) -> None:
        self._pm = pm
        self._text = text
        self._recorder = recorder
        self._real = real
        self._expanded = ""

    def __getattr__(self, name: str) -> Any:
        if self._pm is None:  # asked for after a timed run let it go: an untimed twin
            self._pm = self._real.parse(self._text)
        return getattr(self._pm, name)

    def __str__(self) -> str:
        return str(self._pm) if self._pm is not None else self._expanded

    def run(self, op: Any, *args: Any, **kwargs: Any) -> Any:
        if LOWERING_MARKER not in self._text:
            self._recorder.other_pipelines.append(self._text)
            return self._pm.run(op, *args, **kwargs)
        recorder = self._recorder
        if not recorder.print_texts:
            input_ir = ""
        elif recorder.debug_info:
            input_ir = op.get_asm(enable_debug_info=True)
        else:
            input_ir = str(op)
        run = PipelineRun(text=self._text, expanded=str(self._pm), input_ir=input_ir)
        self._expanded = run.expanded
        buffer = io.BytesIO()
        op.write_bytecode(buffer)
        run.input_bytecode = buffer.getvalue()
        recorder.runs.append(run)
        if recorder.use_printer:
            # Module scope gives every dump the whole module (nested gpu.module passes too),
            # which MLIR only allows with multithreading off.
            op.context.enable_multithreading(False)
            self._pm.enable_ir_printing(
                print_after_all=True,
                print_module_scope=True,
                tree_printing_dir_path=str(recorder.tree_dir),
                **({"enable_debug_info": True} if recorder.debug_info else {}),
            )
            run.printer_enabled = True
        result = self._run_timed(op, run, args, kwargs) if recorder.workdir else self._run(op, run, args, kwargs)
        run.binaries = binary_objects(op)
        if recorder.keep_final_ir and recorder.print_texts:
            run.final_ir = op.get_asm(enable_debug_info=recorder.debug_info)
        elif recorder.keep_final_ir:
            buffer = io.BytesIO()
            op.write_bytecode(buffer)
            run.output_bytecode = buffer.getvalue()
        if recorder.on_lowered is not None:
            recorder.on_lowered(run)
        if recorder.workdir is not None:
            run.host_llvm = host_llvm.write(host_llvm.module_bytecode(op), recorder.workdir.host_llvm)
        return result

    def _run(self, op: Any, run: PipelineRun, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        run.started_ns = time.time_ns()
        try:
            return self._pm.run(op, *args, **kwargs)
        except Exception as exc:
            run.error = str(exc)
            raise
        finally:
            run.finished_ns = time.time_ns()

    def _run_timed(self, op: Any, run: PipelineRun, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """The run with MLIR's pass timing on, where this DSL has it: fd 2 goes to a file while
        the pass manager runs and is let go (its report comes then), and what else was written
        there is handed back to fd 2 after. Nothing here may change the compile: where timing
        cannot be had, the run is the plain one and the record says why."""
        path = self._recorder.workdir.pass_timing  # type: ignore[union-attr]
        why = pass_timing.unavailable() or self._enable_timing(path)
        if why is not None:
            run.pass_timing = {"unavailable": why}
            return self._run(op, run, args, kwargs)
        try:
            with pass_timing.stderr_captured(path):
                try:
                    return self._run(op, run, args, kwargs)
                finally:
                    self._pm = None  # no local holds it: destroyed here, it prints its report
        finally:
            run.pass_timing = pass_timing.read_back(path)

    def _enable_timing(self, path: Path) -> str | None:
        """Timing on, once fd 2 is known to be capturable into `path`; else why not."""
        try:
            os.fstat(2)  # a program may have closed its stderr: nothing to capture then
            path.touch()
            self._pm.enable_timing()
        except Exception as exc:  # noqa: BLE001 - the compile must run as it would untimed
            return f"pass timing could not be started: {type(exc).__name__}: {exc}"
        return None


def binary_objects(op: Any) -> dict[str, bytes]:
    """The objects of the module's top-level `gpu.binary` ops: {symbol: bytes} (one per target)."""
    found: dict[str, bytes] = {}
    for block in op.regions[0].blocks:
        for inner in block.operations:
            if inner.operation.name != "gpu.binary":
                continue
            from cutlass._mlir.dialects import gpu

            symbol = inner.operation.attributes["sym_name"].value
            for i, obj in enumerate(inner.operation.attributes["objects"]):
                found[symbol if i == 0 else f"{symbol}.{i}"] = bytes(gpu.ObjectAttr(obj).object)
    return found


def ir_printer_works() -> bool:
    """Does MLIR's print-after-all write anything in this DSL build? (A no-op in DSL 4.6+.)

    Runs a one-pass pipeline on an empty module in a context of its own, with the tree printer on.
    """
    from cutlass._mlir import ir

    real = real_pass_manager()
    with tempfile.TemporaryDirectory(prefix="irscope-printer-probe-") as tmp, ir.Context() as ctx:
        ctx.enable_multithreading(False)
        module = ir.Module.parse("module {}")
        pm = real.parse("builtin.module(canonicalize)")
        pm.enable_ir_printing(print_after_all=True, print_module_scope=True, tree_printing_dir_path=tmp)
        pm.run(module.operation)
        return any(Path(tmp).rglob("*.mlir"))


def real_pass_manager() -> Any:
    """The DSL's PassManager class, whether or not `install` has put the proxy in its place."""
    from cutlass._mlir import passmanager

    return getattr(passmanager.PassManager, "_irscope_real", passmanager.PassManager)


def install(recorder: Recorder) -> None:
    """Route every PassManager.parse in this process through the recording wrapper."""
    from cutlass._mlir import passmanager

    real = passmanager.PassManager

    class PassManagerProxy:
        """Stands in for the PassManager class; only `parse` is used by the DSL's compiler."""

        @staticmethod
        def parse(pipeline: str, *args: Any, **kwargs: Any) -> _PassManagerWrapper:
            return _PassManagerWrapper(real.parse(pipeline, *args, **kwargs), pipeline, recorder, real)

        def __new__(cls, *args: Any, **kwargs: Any) -> Any:
            return real(*args, **kwargs)

        _irscope_real = real

    passmanager.PassManager = PassManagerProxy
