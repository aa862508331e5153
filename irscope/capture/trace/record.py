"""What `irscope trace` records of one compile, inside the traced program: the spec (the function,
its arguments as they were when the jitted call began, the arch, the compile options that decide
the code, the DSL version), the error a failed compile raised, and which compiles are the DSL's
own. Also keeps irscope's frames out of the tracebacks the program sees.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import sys
from pathlib import Path
from types import FrameType, TracebackType
from typing import TYPE_CHECKING, Any

from irscope.bundle.trace_spec import (
    FORMAT_VERSION,
    FunctionRef,
    TraceSpec,
    has_source_file,
    is_script_module,
    with_valid_call,
)
from irscope.capture import CAPTURE_DIR as PACKAGE_DIR

if TYPE_CHECKING:
    from irscope.capture.worker_result import ErrorInfo

#: Frames from these files are irscope's tracing machinery, not the program's.
CAPTURE_DIR = str(PACKAGE_DIR) + os.sep


def spec_of(
    func: Any,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    how: str,
    arch: str,
    options: str = "",
    live: tuple[Any, ...] = (),
    call: dict[str, Any] | None = None,
    **extra: Any,
) -> TraceSpec:
    """The spec of one compile: `args` as snapshotted at entry (trace.signature.snapshot); `live`,
    the arguments themselves, as the call's body left them when it compiled (`compiled_with`);
    `call`: the same arguments already described."""
    from irscope.capture.trace import labels as labels
    from irscope.capture.trace import signature as sig

    try:
        call = call if call is not None else sig.describe_call(func, args, kwargs)
    except Exception as exc:  # noqa: BLE001 - a recorder's fault: the compile keeps its bundle
        why = f"irscope could not record the arguments ({type(exc).__name__}: {exc})"
        call = {"params": [{"name": "*", "kind": "opaque", "type": "", "rebuild": False, "why": why}], "kwargs": {}}
    module_name = getattr(func, "__module__", "") or ""
    file = sig.defining_file(func)
    call = _with_module_file(call, module_name, file)
    # A script's module is named by its file; code with no file (a notebook cell) by its function alone.
    script_name = Path(file).stem if has_source_file(file) else ""
    shown_module = script_name if is_script_module(module_name) else module_name
    qualname = getattr(func, "__qualname__", func.__name__)
    owner = qualname.rsplit(".", 1)[0] if "." in qualname else ""
    bound = bool(owner and args and sig.class_of(args[0]).__qualname__ == owner)
    source = _source_of(func) if "<locals>" in qualname and not bound else {}
    assert FORMAT_VERSION == 2  # the argument specs below are format 2's
    spec = TraceSpec(
        kernel=labels.kernel_name(qualname, shown_module),
        case=labels.case_label(call, options, source),
        digest=labels.digest(call, options, source),
        arch=arch,
        how=how,
        function=FunctionRef(module_name, qualname, file, bound, source),
        call=call,
        options=options,
        dsl_version=_dsl_version(),
        program={
            "argv": command(),
            "cwd": working_directory(),
            "pid": os.getpid(),
            "path": _own_path(),
        },
        compiled_with=compiled_state(call["params"], live) or None,
        trigger=trigger(),
        **extra,
    )
    return with_valid_call(spec)  # what the recorder did not foresee: named, never the bundle lost


def _source_of(func: Any) -> dict[str, Any]:
    """A jitted function defined inside a function (a factory's), recorded as a function argument
    is: its source, decorators and closure (whose values decide its code); empty where the recorder
    fails (the function is then named only, and not rebuildable)."""
    from irscope.capture.trace import signature as sig

    try:
        entry = sig.describe(func)
    except Exception:  # noqa: BLE001 - a recorder's fault: the compile keeps its bundle
        return {}
    return entry if entry.get("kind") == "function" else {}


def command() -> list[str]:
    """The traced process's command line: a module run as `python -m pkg.mod` as that, which by
    the time it compiles has its file in `sys.argv[0]`, a command nobody gave; any other as
    `sys.argv` has it (`python -c` without its code, a multiprocessing worker as its parent)."""
    given = list(getattr(sys, "orig_argv", []))
    if "-m" in given[1:-1] and "-c" not in given[1 : given.index("-m")]:
        return [sys.executable, *given[1:]]
    return [sys.executable, *sys.argv]


def trigger() -> dict[str, str] | None:
    """What is making this compile, asked once per compile as it is recorded: the pytest test
    running now (its node id, without the phase pytest adds: ` (call)`), else the line of the
    program that led here: the innermost frame in the script that was run (`__main__`'s file,
    unless that is an installed tool's, as pytest's is), else in a file under the program's
    directory that is no installed package's (the DSL's), irscope's or Python's own. The walk
    goes out from here no further than the script's frame."""
    test = os.environ.get("PYTEST_CURRENT_TEST", "")
    if test:
        node = test.rsplit(" (", 1)[0] if test.endswith(")") else test
        return {"test": node} if len(node) <= _MAX_TRIGGER else None
    main = getattr(sys.modules.get("__main__"), "__file__", None)
    script = _absolute(main) if isinstance(main, str) and not _installed(_absolute(main)) else None
    found, cwd = None, working_directory() + os.sep
    frame: FrameType | None = sys._getframe(1)
    while frame is not None:
        file = frame.f_code.co_filename
        path = _absolute(file) if not file.startswith("<") else ""
        if path and path == script:
            found = frame
            break
        if found is None and path.startswith(cwd) and not _installed(path):
            found = frame
        frame = frame.f_back
    if found is None:
        return None
    line = f"{_shown_path(found.f_code.co_filename)}:{found.f_lineno}"
    return {"line": line} if len(line) <= _MAX_TRIGGER else None


#: The trace schema's bound on a trigger's text.
_MAX_TRIGGER = 1000
#: irscope's own files and Python's (a virtual environment may lie inside the program's directory).
_NOT_THE_PROGRAMS = (str(PACKAGE_DIR.parent) + os.sep, sys.prefix + os.sep, sys.base_prefix + os.sep)


def _installed(path: str) -> bool:
    """Is `path` no code of the program's own: an installed package's (the DSL's), irscope's or Python's?"""
    return "site-packages" in path or "dist-packages" in path or path.startswith(_NOT_THE_PROGRAMS)


def _shown_path(file: str) -> str:
    """`file` relative to the program's directory where it lies under it (portable), else whole."""
    path = _absolute(file)
    cwd = working_directory() + os.sep
    return path[len(cwd) :] if path.startswith(cwd) else path


def _absolute(path: str) -> str:
    """`os.path.abspath(path)` against `working_directory()`, which abspath's own getcwd may not read."""
    return os.path.normpath(os.path.join(working_directory(), path))


def code_digest(dsl: Any, module: Any) -> str | None:
    """irscope's hash of the module a compile lowers (its MLIR bytecode, with the compile options
    in force), as the DSL's module hash is made of the same: where the DSL passes none (cute.compile
    on DSL 4.6+), what tells two compiles apart. None where the module cannot be written."""
    import hashlib
    import io

    buffer = io.BytesIO()
    try:
        module.operation.write_bytecode(buffer)
        options = str(dsl.compile_options.to_str())
    except Exception:  # noqa: BLE001 - a DSL without these: the caller falls back to the signature
        return None
    digest = hashlib.sha256(buffer.getvalue())
    digest.update(options.encode())
    return digest.hexdigest()


def compiled_state(params: list[dict[str, Any]], live: tuple[Any, ...]) -> dict[str, dict[str, Any]]:
    """{argument: {attribute: entry}} for the object arguments whose attributes now differ from
    the entries recorded at the call's entry, or were set by its body (FlashAttention-4's
    `__call__` sets `self.num_threads`): the rebuild needs the entry state, a name says what the
    compile used. Plain data only (numbers, flags, names, enum members, types); what the body
    stored of the compile itself (MLIR values, layouts) is left out. A recorder's fault leaves
    the spec as at entry."""
    try:
        return _compiled_state(params, live)
    except Exception:  # noqa: BLE001 - never the bundle lost for it
        return {}


def _compiled_state(params: list[dict[str, Any]], live: tuple[Any, ...]) -> dict[str, dict[str, Any]]:
    from irscope.capture.rebuild.snapshot import attributes, is_plain_object
    from irscope.capture.trace.signature import describe

    found: dict[str, dict[str, Any]] = {}
    for entry, value in zip(params, live, strict=False):
        if entry.get("kind") != "object" or not is_plain_object(value):
            continue
        state = entry.get("state", {})
        now = {k: describe(v, False, 1) for k, v in attributes(value).items() if _plain_data(v)}
        changed = {k: e for k, e in sorted(now.items()) if state.get(k) != e}
        if changed:
            found[str(entry.get("name", ""))] = changed
    return found


def _plain_data(value: Any, depth: int = 0) -> bool:
    """Is `value` data a name can show (never a value of the compile itself)?"""
    import enum

    from irscope.capture.rebuild.snapshot import is_numeric_type

    if value is None or type(value) in (bool, int, float, str) or isinstance(value, enum.Enum):
        return True
    if isinstance(value, type):
        return True
    if is_numeric_type(type(value)):
        return isinstance(getattr(value, "value", None), (bool, int, float))
    if type(value) in (tuple, list) and depth < 3:
        return all(_plain_data(v, depth + 1) for v in value)
    return False


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


def working_directory() -> str:
    """The traced program's directory: the working directory when tracing began in this process
    (`program_started`). A program that goes into another directory before it compiles (a temporary
    one, its output folder) keeps its project there: its relative sys.path entries, and the files
    named relative to it, are the project's, which a rebuild imports from. Before tracing begins,
    the current directory; where it cannot be read (the program went into a directory that was
    then removed, which compiles as well there), the last one read. `os.getcwd()` alone raised
    there, and the compile's record was lost."""
    global _last_cwd
    if _program_dir is not None:
        return _program_dir
    with contextlib.suppress(OSError):
        _last_cwd = os.getcwd()
    return _last_cwd


def program_started() -> None:
    """Tracing begins in this process (or a new trace block): its directory is the program's."""
    global _program_dir
    _program_dir = None
    _program_dir = working_directory()


_last_cwd = os.environ.get("PWD", "/")
_program_dir: str | None = None
working_directory()  # (this module is imported when tracing starts, before the program's compiles)


def _own_path() -> list[str]:
    """The program's sys.path entries inside its directory, relative to it (a script that puts
    its project's folders, or a zip archive of its modules, on sys.path: a rebuild needs them to
    import the same modules)."""
    cwd = Path(working_directory()).resolve()
    found: list[str] = []
    for entry in sys.path:
        try:
            folder = Path(working_directory(), entry or ".").resolve()  # a relative entry: from where it began
            relative = folder.relative_to(cwd).as_posix()
        except (ValueError, OSError):
            continue
        if not folder.is_dir() and not _zip_archive(folder):  # an import hook's name
            continue
        if relative not in found:
            found.append(relative)
    return found


def _zip_archive(path: Path) -> bool:
    """Is `path` a zip archive (a sys.path entry zipimport reads modules from)?"""
    import zipfile

    try:
        return path.is_file() and zipfile.is_zipfile(path)
    except OSError:
        return False


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


def error_record(exc: BaseException, file: str) -> ErrorInfo:
    from irscope.capture.error_info import error_info

    return error_info(exc, Path(file) if file else None, file)


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
