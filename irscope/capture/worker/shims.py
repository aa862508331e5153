"""Stand-ins for the host-side steps of `cute.compile` that need the CUDA driver, on machines without one.

After the lowering pipeline, `cute.compile` builds a host JIT (`Compiler.jit`: MLIR's
ExecutionEngine) and, in some releases, loads the cubin into the driver
(`JitExecutor.update_jit_cuda_modules`). Without `libcuda.so.1` these fail in several releases
(4.2: the engine cannot resolve cuLaunchKernel, then the lookup raises; 4.3/4.4: `jit` calls
cuInit first), although nothing they produce is needed to read the compiler's output.

Only those post-pipeline steps are replaced, only when the driver cannot be loaded, and only
where the installed DSL has them (probed with hasattr, never by version). Each stand-in refuses
to run before the lowering pipeline has finished, so it can never stand in for any part of it,
and counts its calls so that the manifest says what was actually stubbed.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

DRIVER_LIBRARY = "libcuda.so.1"


def driver_loadable() -> bool:
    try:
        ctypes.CDLL(DRIVER_LIBRARY)
    except OSError:
        return False
    return True


class ShimOrderError(RuntimeError):
    """A stand-in was called before the lowering pipeline finished: it would replace part of it."""


class NoEngine:
    """Stands in for the host ExecutionEngine.

    Falsy, so releases that test `if engine` take their own compile-only path (the one they use
    when compiling for another arch); releases that call `lookup` unconditionally get address 0.
    """

    def __bool__(self) -> bool:
        return False

    def lookup(self, name: str) -> int:
        return 0


@dataclass
class ShimReport:
    driver: bool
    installed: list[str] = field(default_factory=list)
    calls: dict[str, int] = field(default_factory=dict)

    def describe(self) -> str:
        """One sentence for the manifest's method_detail."""
        if self.driver:
            return f"{DRIVER_LIBRARY} loaded: nothing stubbed"
        used = [f"{name} (called {self.calls[name]}x)" for name in self.installed if self.calls.get(name)]
        if not used:
            return f"no {DRIVER_LIBRARY}: nothing needed stubbing"
        return f"no {DRIVER_LIBRARY}: stubbed after the pipeline: {', '.join(used)}"


def install(pipeline_finished: Callable[[], bool]) -> ShimReport:
    """Replace the driver-dependent post-pipeline steps if the driver is missing.

    `pipeline_finished()` must say whether the lowering pipeline has completed; a stand-in called
    earlier raises ShimOrderError instead of running.
    """
    report = ShimReport(driver=driver_loadable())
    if report.driver:
        return report

    def guarded(name: str, replacement: Callable[..., Any]) -> Callable[..., Any]:
        def stand_in(*args: Any, **kwargs: Any) -> Any:
            if not pipeline_finished():
                raise ShimOrderError(f"irscope: {name} was called before the lowering pipeline finished")
            report.calls[name] = report.calls.get(name, 0) + 1
            return replacement(*args, **kwargs)

        report.installed.append(name)
        return stand_in

    from cutlass.base_dsl import compiler

    if hasattr(compiler, "Compiler") and callable(getattr(compiler.Compiler, "jit", None)):
        compiler.Compiler.jit = guarded("Compiler.jit", lambda self, *a, **k: NoEngine())
    try:
        from cutlass.base_dsl import jit_executor
    except ImportError:
        jit_executor = None
    executor = getattr(jit_executor, "JitExecutor", None)
    if executor is not None and callable(getattr(executor, "update_jit_cuda_modules", None)):
        executor.update_jit_cuda_modules = guarded("JitExecutor.update_jit_cuda_modules", lambda self, *a, **k: self)
    return report
