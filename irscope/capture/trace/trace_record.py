"""What `irscope trace` records of one compile, inside the traced program: the spec (the function,
its arguments as they were when the jitted call began, the arch, the compile options that decide
the code, the DSL version), the error a failed compile raised, and which compiles are the DSL's
own. Also keeps irscope's frames out of the tracebacks the program sees.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path
from types import TracebackType
from typing import Any

from irscope.bundle_trace import FORMAT_VERSION, FunctionRef, TraceSpec, with_valid_call
from irscope.capture import CAPTURE_DIR as PACKAGE_DIR

#: Frames from these files are irscope's tracing machinery, not the program's.
CAPTURE_DIR = str(PACKAGE_DIR) + os.sep


def spec_of(
    func: Any,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    how: str,
    arch: str,
    options: str = "",
    call: dict[str, Any] | None = None,
    **extra: Any,
) -> TraceSpec:
    """The spec of one compile: `args` as snapshotted at entry (trace_signature.snapshot);
    `call`: the same arguments already described."""
    from irscope.capture.trace import trace_labels as labels
    from irscope.capture.trace import trace_signature as sig

    try:
        call = call if call is not None else sig.describe_call(func, args, kwargs)
    except Exception as exc:  # noqa: BLE001 - a recorder's fault: the compile keeps its bundle
        why = f"irscope could not record the arguments ({type(exc).__name__}: {exc})"
        call = {"params": [{"name": "*", "kind": "opaque", "type": "", "rebuild": False, "why": why}], "kwargs": {}}
    module_name = getattr(func, "__module__", "") or ""
    file = sig.defining_file(func)
    call = _with_module_file(call, module_name, file)
    shown_module = Path(file).stem if module_name == "__main__" and file else module_name
    qualname = getattr(func, "__qualname__", func.__name__)
    owner = qualname.rsplit(".", 1)[0] if "." in qualname else ""
    bound = bool(owner and args and sig.class_of(args[0]).__qualname__ == owner)
    assert FORMAT_VERSION == 2  # the argument specs below are format 2's
    spec = TraceSpec(
        kernel=labels.kernel_name(qualname, shown_module),
        case=labels.case_label(call, options),
        digest=labels.digest(call, options),
        arch=arch,
        how=how,
        function=FunctionRef(module_name, qualname, file, bound),
        call=call,
        options=options,
        dsl_version=_dsl_version(),
        program={"argv": [sys.executable, *sys.argv], "cwd": os.getcwd(), "pid": os.getpid(), "path": _own_path()},
        **extra,
    )
    return with_valid_call(spec)  # what the recorder did not foresee: named, never the bundle lost


def _with_module_file(value: Any, module: str, file: str) -> Any:
    """Class references of the function's own module that found no file (a named tuple, whose
    methods are the library's) take the function's file: it defines them too."""
    if isinstance(value, list):
        return [_with_module_file(v, module, file) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: _with_module_file(v, module, file) for k, v in value.items()}
    ref = out.get("class")
    if isinstance(ref, dict) and ref.get("module") == module and not ref.get("file") and file:
        out["class"] = {**ref, "file": file}
    return out


def _own_path() -> list[str]:
    """The program's sys.path entries inside its directory, relative to it (a script that puts
    its project's folders on sys.path: a rebuild needs them to import the same modules)."""
    cwd = Path.cwd().resolve()
    found: list[str] = []
    for entry in sys.path:
        try:
            folder = Path(entry or ".").resolve()
            relative = folder.relative_to(cwd).as_posix()
        except (ValueError, OSError):
            continue
        if not folder.is_dir():  # an import hook's name, a zip file
            continue
        if relative not in found:
            found.append(relative)
    return found


def _dsl_version() -> str:
    cutlass = sys.modules.get("cutlass")
    return str(getattr(cutlass, "__version__", "")) if cutlass is not None else ""


def code_options(dsl: Any) -> str:
    """The compile options in force that decide the code, as `cute.compile(..., options=)` takes
    them; keep/dump options (where files go) and the arch (recorded apart) left out."""
    from cutlass.base_dsl import compiler

    options = getattr(getattr(dsl, "compile_options", None), "options", {})
    envar = getattr(dsl, "envar", None)

    def value(name: str) -> Any:
        cls = getattr(compiler, name, None)
        option = options.get(cls) if cls is not None else None
        return getattr(option, "value", None)

    def flag(name: str, env: str) -> bool:
        return bool(value(name) or getattr(envar, env, False))

    words: list[str] = []
    level = value("OptLevel")
    if level not in (None, 3):
        words.append(f"--opt-level {int(level)}")
    for name, env, text in (
        ("EnableAssertions", "enable_assertions", "--enable-assertions"),
        ("GenerateLineInfo", "lineinfo", "--generate-line-info"),
        ("EnableTVMFFI", "enable_tvm_ffi", "--enable-tvm-ffi"),
    ):
        if flag(name, env):
            words.append(text)
    for name, text in (("PtxasOptions", "--ptxas-options"), ("LinkLibraries", "--link-libraries")):
        if value(name):
            words.append(f"{text} {shlex.quote(str(value(name)).strip(chr(39)))}")
    return " ".join(words)


def in_library(func: Any) -> bool:
    """Is `func` one of the DSL's own (cutlass.cute.testing's converters, HardwareInfo's probe)?"""
    module = getattr(func, "__module__", "") or ""
    return module == "cutlass" or module.startswith("cutlass.")


def error_record(exc: BaseException, file: str) -> dict[str, Any]:
    from irscope.capture.error_info import error_info

    return dict(error_info(exc, Path(file) if file else None, file))


def hide_own_frames(exc: BaseException) -> None:
    """Unlink irscope's frames (the wrappers of the DSL's methods) from the traceback of `exc`
    and of the exceptions chained to it, so that the program's own traceback reads as it would
    untraced. A bare `raise` after this adds no frame back."""
    from irscope.capture.error_info import exception_chain

    for current in exception_chain(exc):
        current.__traceback__ = _unlinked(current.__traceback__)


def _unlinked(tb: TracebackType | None) -> TracebackType | None:
    head, previous, node = tb, None, tb
    while node is not None:
        if node.tb_frame.f_code.co_filename.startswith(CAPTURE_DIR):
            if previous is None:
                head = node.tb_next
            else:
                previous.tb_next = node.tb_next
        else:
            previous = node
        node = node.tb_next
    return head
