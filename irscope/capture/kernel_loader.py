"""Import a kernel module by path and read its CASES (runs inside a subprocess: imports cutlass)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from irscope.archs import check_arch
from irscope.errors import IrscopeError, KernelModuleError
from irscope.kernel import NAME, Case


def import_kernel_module(path: Path) -> ModuleType:
    name = f"irscope_kernels.{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise KernelModuleError(f"{path}: cannot be imported as a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    # Kernel modules may import helpers that sit next to them (kernels/_common.py).
    sys.path.insert(0, str(path.parent))
    try:
        spec.loader.exec_module(module)
    except SystemExit as exc:  # sys.exit() at import: the module's doing, not this process's end
        line = _line_in(exc, path)
        where = f"{path}:{line}" if line else str(path)
        raise KernelModuleError(f"{where}: import failed: the module called sys.exit({exc.code!r})") from None
    except Exception as exc:  # noqa: BLE001 - any failure here is the kernel module's
        line = _line_in(exc, path)
        where = f"{path}:{line}" if line else str(path)
        raise KernelModuleError(f"{where}: import failed: {type(exc).__name__}: {exc}") from exc
    finally:
        sys.path.remove(str(path.parent))
    return module


def module_cases(module: ModuleType, path: Path) -> list[Case]:
    cases = getattr(module, "CASES", None)
    if not isinstance(cases, (list, tuple)) or not cases:
        raise KernelModuleError(f"{path}: declares no CASES (a non-empty list of irscope.kernel.Case)")
    if not NAME.fullmatch(path.stem):
        raise KernelModuleError(f"{path}: {path.stem!r} cannot name a kernel: {_NAME_RULE} (rename the file)")
    seen: set[str] = set()
    for c in cases:
        if not isinstance(c, Case):
            raise KernelModuleError(f"{path}: CASES holds {type(c).__name__}, expected irscope.kernel.Case")
        if not isinstance(c.name, str) or not NAME.fullmatch(c.name):
            raise KernelModuleError(f"{path}: case name {c.name!r}: {_NAME_RULE}")
        if c.name in seen:
            raise KernelModuleError(f"{path}: case {c.name!r} declared twice")
        seen.add(c.name)
        _check_archs(c, path)
        if not isinstance(c.xfail, str):
            raise KernelModuleError(f"{path}: case {c.name!r}: xfail={c.xfail!r}, expected the reason as a string")
    return list(cases)


_NAME_RULE = (
    "a name is an ASCII letter or _, then letters, digits, _ . or - (at most 200 characters): it names "
    "a directory of the store and is written KERNEL:CASE@ARCH"
)


def _check_archs(case: Case, path: Path) -> None:
    where = f"{path}: case {case.name!r}"
    if isinstance(case.archs, str):
        raise KernelModuleError(f"{where}: archs={case.archs!r} is a string; write a tuple: archs=({case.archs!r},)")
    if not isinstance(case.archs, (list, tuple)) or not case.archs:
        raise KernelModuleError(f"{where}: archs must be a non-empty tuple of arch names such as ('sm_90a',)")
    for arch in case.archs:
        if not isinstance(arch, str):
            raise KernelModuleError(f"{where}: archs holds {arch!r}, expected arch names such as 'sm_90a'")
        try:
            check_arch(arch)
        except IrscopeError as exc:
            raise KernelModuleError(f"{where}: {exc}") from None


def _line_in(exc: BaseException, path: Path) -> int | None:
    tb = exc.__traceback__
    line = None
    target = str(path.resolve())
    while tb is not None:
        if str(Path(tb.tb_frame.f_code.co_filename).resolve()) == target:
            line = tb.tb_lineno
        tb = tb.tb_next
    if (
        line is None
        and isinstance(exc, SyntaxError)
        and exc.filename
        and Path(exc.filename).resolve() == path.resolve()
    ):
        line = exc.lineno
    return line
