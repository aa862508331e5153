"""Observe the DSL's real pass pipeline from inside the compiling process.

The DSL compiles with `passmanager.PassManager.parse(pipeline)` followed by `pm.run(module)`.
We swap `cutlass._mlir.passmanager.PassManager` for a proxy whose `parse` returns the real pass
manager wrapped: nothing about the pipeline changes, but the wrapper's `run` records the input
module and the expanded pipeline and, for the lowering pipeline (the one containing
`cute-to-nvvm`), turns on MLIR's own print-after-all into a directory tree. Whether that printer
actually writes anything is found out at run time (it is a silent no-op in DSL 4.6+), not
assumed from a version number.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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


@dataclass
class Recorder:
    tree_dir: Path
    use_printer: bool = True
    runs: list[PipelineRun] = field(default_factory=list)
    other_pipelines: list[str] = field(default_factory=list)
    #: Called right after the lowering pipeline succeeds (the cubin is on disk by then), so
    #: slow follow-up work such as disassembly can overlap the rest of cute.compile.
    on_lowered: Callable[[], None] | None = None


class _PassManagerWrapper:
    """Delegates everything to the real PassManager; only `run` is observed."""

    def __init__(self, pm: Any, text: str, recorder: Recorder) -> None:
        self._pm = pm
        self._text = text
        self._recorder = recorder

    def __getattr__(self, name: str) -> Any:
        return getattr(self._pm, name)

    def __str__(self) -> str:
        return str(self._pm)

    def run(self, op: Any, *args: Any, **kwargs: Any) -> Any:
        if LOWERING_MARKER not in self._text:
            self._recorder.other_pipelines.append(self._text)
            return self._pm.run(op, *args, **kwargs)
        run = PipelineRun(text=self._text, expanded=str(self._pm), input_ir=str(op))
        self._recorder.runs.append(run)
        if self._recorder.use_printer:
            # Module scope gives every dump the whole module (nested gpu.module passes too),
            # which MLIR only allows with multithreading off.
            op.context.enable_multithreading(False)
            self._pm.enable_ir_printing(
                print_after_all=True,
                print_module_scope=True,
                tree_printing_dir_path=str(self._recorder.tree_dir),
            )
            run.printer_enabled = True
        run.started_ns = time.time_ns()
        try:
            result = self._pm.run(op, *args, **kwargs)
        except Exception as exc:
            run.error = str(exc)
            raise
        finally:
            run.finished_ns = time.time_ns()
        if self._recorder.on_lowered is not None:
            self._recorder.on_lowered()
        return result


def install(recorder: Recorder) -> None:
    """Route every PassManager.parse in this process through the recording wrapper."""
    from cutlass._mlir import passmanager

    real = passmanager.PassManager

    class PassManagerProxy:
        """Stands in for the PassManager class; only `parse` is used by the DSL's compiler."""

        @staticmethod
        def parse(pipeline: str, *args: Any, **kwargs: Any) -> _PassManagerWrapper:
            return _PassManagerWrapper(real.parse(pipeline, *args, **kwargs), pipeline, recorder)

        def __new__(cls, *args: Any, **kwargs: Any) -> Any:
            return real(*args, **kwargs)

    passmanager.PassManager = PassManagerProxy  # type: ignore[misc,assignment]
