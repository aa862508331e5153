"""Observe every compile of a running program: the in-process half of `irscope trace`.

Both ways a program compiles go through the DSL's `BaseDSL._func`: `cute.compile(fn, ...)`
calls it with `compile_only=True`, a direct call of a `@cute.jit` function calls it through the
decorator's wrapper. After IR generation, a compile that misses the DSL's in-memory cache calls
`compile_and_cache(module, module_hash, ...)`, which runs the lowering pipeline. The tracer wraps
those two methods and nothing else of the DSL's:

- `_func`: remembers the function and its arguments, instances as they are at entry (a kernel
  class's `__call__` sets attributes on `self` in its body: signature.snapshot), and on an
  exception records a failed compile and re-raises the same exception object, without irscope's
  frames in its traceback. The DSL's own functions (`cutlass.*`: its tensor converters, the
  hardware probe) pass through unrecorded unless `include_library`, compiled for the GPU that is
  present where another arch was asked for (trace_library_arch: they run here, now).
- `compile_and_cache`: when the module hash is new for this arch, describes the arguments
  (signature), turns on the DSL's own PTX/cubin dumps for this one compile (the
  KeepPTX/KeepCUBIN compile options, restored afterwards; a program's own dump settings are left
  alone and its files copied), and lets irscope's PassManager proxy (capture/pipeline_hooks.py) keep bytecode
  copies of the pipeline's input and output (never MLIR's IR printer, which doubles a pipeline's
  time where it works: the finishing process runs the pipeline again with it).
- the DSL's loaders of kernels compiled elsewhere (its file cache, exported objects): the file
  cache is not read while tracing, so a compile a previous run cached is compiled, and seen,
  again, and every kernel the program still loads without compiling is recorded and named
  (trace_cache_loads; `--keep-program-caches` reads the caches).

Each compile leaves a work directory in the staging area in the worker's format (result.json,
dump/, tree/) plus trace.json and the bytecode copies of its pipeline's input and output
(pipeline/), whole before the program goes on. Everything else happens in other processes,
beside the program or after it (trace.finish): printing the IR texts from those copies, the
per-pass IR (MLIR's IR printer on the pipeline run again where it works, DSL 4.2-4.5, else the
pass replay), disassembly and bundle assembly, so the program pays for recording only.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from irscope.bounded_read import parse_json, read_file
from irscope.bundle.trace_spec import TraceSpec, from_json
from irscope.capture.trace import record as record
from irscope.capture.trace.library_arch import LibraryArch
from irscope.capture.trace.process_record import LoadRecord
from irscope.capture.workdir import Workdir, run_input, run_output
from irscope.capture.worker_result import RecordedRun, WorkerResult
from irscope.errors import IrscopeError

TRACE_FILE = "trace.json"


@dataclass
class _Frame:
    """One `_func` call being traced on this thread."""

    func: Any
    args: tuple[Any, ...]  # as at entry (signature.snapshot)
    kwargs: dict[str, Any]
    how: str  # "cute.compile" | "jit-call"
    dsl: Any = None
    workdir: Path | None = None
    compiled: bool = False  # the lowering pipeline finished
    #: The arguments described (signature.describe_call), once: the dedup key where
    #: neither the DSL's module hash nor code_digest is had, then trace.json.
    call: dict[str, Any] | None = None
    live: tuple[Any, ...] = ()  # the arguments themselves: what the body left of them when it compiled
    code_digest: str | None = None  # irscope's hash of the module, where the DSL passed none


@dataclass
class Tracer:
    """Process-wide tracing state; one per process (see `activate`)."""

    staging: Path
    method: str = "auto"
    seen: set[tuple[str, str]] = field(default_factory=set)
    counts: dict[str, int] = field(default_factory=lambda: {"compiles": 0, "cache_hits": 0, "failed": 0})
    include_library: bool = False
    #: The DSL's own functions whose compiles were left out (not include_library).
    library: set[str] = field(default_factory=set)
    #: This GPU's arch, and the DSL's functions compiled for it rather than the arch asked for.
    library_arch: LibraryArch = field(default_factory=LibraryArch)
    _local: threading.local = field(default_factory=threading.local)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _seq: int = 0
    #: Faults of the tracer itself (never raised into the program; the summary reports them).
    internal_errors: list[str] = field(default_factory=list)
    recorder: Any = None
    active: bool = True
    #: Read the program's caches of compiled kernels (trace.cache_loads) rather than bypass them.
    keep_caches: bool = False
    #: Kernels loaded without compiling: {"source", "path", "kernels"} (trace.cache_loads).
    loads: list[LoadRecord] = field(default_factory=list)

    def frame(self) -> _Frame | None:
        return getattr(self._local, "frame", None)

    def next_workdir(self) -> Path:
        """A new record folder `compiles/PID-SEQ`, made here and by no process before: a program
        that took over the pid of one that recorded (exec'd by it after its compiles, or given a
        pid used again) goes on past the numbers it finds taken, never into another's record."""
        compiles = self.staging / "compiles"
        compiles.mkdir(parents=True, exist_ok=True)
        while True:
            with self._lock:
                self._seq += 1
                seq = self._seq
            path = compiles / f"{os.getpid()}-{seq:04d}"
            try:
                path.mkdir()
            except FileExistsError:
                continue
            break
        for sub in (Workdir(path).dump, Workdir(path).tree):
            sub.mkdir(parents=True, exist_ok=True)
        return path


_TRACER: Tracer | None = None


def current() -> Tracer | None:
    return _TRACER


#: What one trace records, as against the process's hooks (installed once): a trace into another
#: staging folder (a second `with irscope.trace()` block, or one nested in a traced program)
#: starts with none of it, and a nested one puts the outer one's back when it ends (`resume`).
#: Kept across blocks, what the first block saw kept the second from recording the same compile.
RUN_STATE = (
    "staging",
    "active",
    "include_library",
    "keep_caches",
    "seen",
    "counts",
    "library",
    "loads",
    "internal_errors",
)


def activate(staging: Path, method: str = "auto", include_library: bool = False, keep_caches: bool = False) -> Tracer:
    """Install the hooks (imports cutlass) and trace into `staging`; idempotent per process."""
    global _TRACER
    record.program_started()
    if _TRACER is not None:
        if _TRACER.staging != staging:
            fresh = Tracer(staging=staging)
            for name in RUN_STATE:
                setattr(_TRACER, name, getattr(fresh, name))
        _TRACER.staging, _TRACER.active, _TRACER.include_library = staging, True, include_library
        _TRACER.keep_caches = keep_caches
        return _TRACER
    # Set first: installing imports cutlass, which may start activation again (trace.process).
    tracer = _TRACER = Tracer(staging=staging, method=method, include_library=include_library, keep_caches=keep_caches)
    from irscope.capture import pipeline_hooks as hooks
    from irscope.capture.trace import cache_loads

    tracer.recorder = hooks.Recorder(tree_dir=staging / "tree", use_printer=False)
    hooks.install(tracer.recorder)
    _patch_dsl(tracer)
    cache_loads.install(tracer)
    _hide_own_frames_from_locations()
    return tracer


def deactivate() -> None:
    """Stop recording (the patches stay, as pass-throughs)."""
    if _TRACER is not None:
        _TRACER.active = False


def suspend() -> dict[str, Any] | None:
    """The trace this process records now (`RUN_STATE`), for a nested one to `resume` when it
    ends; None where none records."""
    if _TRACER is None or not _TRACER.active:
        return None
    return {name: getattr(_TRACER, name) for name in RUN_STATE}


def resume(saved: dict[str, Any]) -> None:
    """Record into the trace `suspend` returned again, as it was."""
    if _TRACER is not None:
        for name, value in saved.items():
            setattr(_TRACER, name, value)


def _patch_dsl(tracer: Tracer) -> None:
    from cutlass.base_dsl import dsl as dsl_module

    base = dsl_module.BaseDSL
    original_func = base._func

    def traced_func(self: Any, funcBody: Any, *args: Any, **kwargs: Any) -> Any:
        outer = tracer.frame()
        if not tracer.active or outer is not None:  # nested jit calls inside a compile
            return original_func(self, funcBody, *args, **kwargs)
        if not record.in_library(funcBody):
            try:
                return traced_call(self, funcBody, *args, **kwargs)
            except BaseException as exc:  # this frame joined the traceback on the way out: unlinked
                record.hide_own_frames(exc)
                raise
        name = f"{funcBody.__module__}.{funcBody.__qualname__}"
        try:
            with tracer.library_arch.for_this_gpu(self, name):
                if tracer.include_library:
                    return traced_call(self, funcBody, *args, **kwargs)
                tracer.library.add(name)
                return original_func(self, funcBody, *args, **kwargs)
        except BaseException as exc:  # the DSL's helper failed (its launch): the program's traceback
            record.hide_own_frames(exc)
            if not isinstance(exc, _STOPS) and not _raised_running(exc):
                tracer.library_arch.compile_failed(name)
            raise

    def traced_call(self: Any, funcBody: Any, *args: Any, **kwargs: Any) -> Any:
        frame = _enter(tracer, self, funcBody, args, kwargs)
        try:
            return original_func(self, funcBody, *args, **kwargs)
        except BaseException as exc:
            record.hide_own_frames(exc)
            if isinstance(exc, _STOPS):
                pass  # Ctrl-C, exit: the program is stopping, nothing to record
            elif not frame.compiled and not _raised_running(exc):
                _record_failure(tracer, self, frame, exc)
            elif frame.workdir is not None:
                _note_after_compile(frame.workdir, exc)
            raise
        finally:
            tracer._local.frame = None
            if frame.workdir is not None:
                _close(tracer, frame.workdir)

    base._func = traced_func


def _hide_own_frames_from_locations() -> None:
    """The DSL gives an operation the location of the first frame on the stack outside its own
    package: for one inside a jitted function of the DSL's own called from a kernel (as
    `PipelineTmaAsync.create` calls `init_empty_barrier_arrive_signal`), that was irscope's wrapper
    of `_func`, so the traced PTX named trace/hooks.py where the untraced one names the program's
    line. irscope's frames count as the DSL's own there (a DSL without the check is left alone)."""
    op = _location_module()
    original = getattr(op, "_is_framework_frame", None)
    if original is None or getattr(original, "irscope_own", False):
        return

    def is_framework_frame(filename: str) -> bool:
        return os.path.abspath(filename).startswith(record.CAPTURE_DIR) or original(filename)

    is_framework_frame.irscope_own = True  # type: ignore[attr-defined]
    op._is_framework_frame = is_framework_frame


def _location_module() -> Any:
    """The DSL module that picks an operation's location: the one defining its user-op decorator
    (`cutlass.base_dsl._mlir_helpers.op` up to 4.5, `cutlass._mlir_helpers.op` from 4.8), found
    from the decorator itself rather than from a path that moves between releases."""
    import cutlass

    return sys.modules.get(getattr(getattr(cutlass, "dsl_user_op", None), "__module__", None) or "")


#: Exceptions that stop the program rather than fail a compile: no bundle for them.
_STOPS = (KeyboardInterrupt, SystemExit)


def _enter(tracer: Tracer, dsl: Any, func: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> _Frame:
    """The frame of a traced call: its arguments as they are now, before the body runs."""
    _patch_compile_and_cache(tracer, type(dsl))
    how = "cute.compile" if kwargs.get("compile_only") else "jit-call"
    own = {k: v for k, v in kwargs.items() if k not in _DSL_KWARGS}
    live = args
    try:
        from irscope.capture.trace.signature import snapshot

        args, own = snapshot(args), snapshot(own)
    except Exception as exc:  # noqa: BLE001 - described later as they are then; the fault is noted
        tracer.internal_errors.append(f"{type(exc).__name__}: {exc}")
    frame = _Frame(func, args, own, how, dsl, live=live)
    tracer._local.frame = frame
    return frame


def _raised_running(exc: BaseException) -> bool:
    """Did the exception come from running compiled code (a cache hit whose launch failed, say)
    rather than from compiling? Told by the DSL frame it passed through."""
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_name == "run_compiled_program":
            return True
        tb = tb.tb_next
    return False


#: Keyword arguments the DSL itself passes to `_func` (not the kernel's).
_DSL_KWARGS = frozenset(
    ("compile_only", "no_cache", "no_jit_engine", "pipeline", "gpu_module_attrs", "_name_prefix", "options")
)


def _patch_compile_and_cache(tracer: Tracer, cls: type) -> None:
    owner: Any = next(c for c in cls.__mro__ if "compile_and_cache" in vars(c))  # the DSL's class
    if getattr(owner.compile_and_cache, "_irscope_traced", False):
        return
    original = owner.compile_and_cache

    def traced(self: Any, module: Any, module_hash: str, function_name: str, *args: Any, **kwargs: Any) -> Any:
        frame = tracer.frame()
        if frame is None or not tracer.active or frame.workdir is not None:
            return original(self, module, module_hash, function_name, *args, **kwargs)
        arch = self.compile_options.gpu_arch or self.envar.arch or ""
        key = (_witness(self, frame, module, module_hash, function_name), arch)
        with tracer._lock:
            repeat = key in tracer.seen
            tracer.seen.add(key)
        if repeat:
            tracer.counts["cache_hits"] += 1
            frame.compiled = True
            return original(self, module, module_hash, function_name, *args, **kwargs)
        return _traced_compile(tracer, self, frame, original, (module, module_hash, function_name, *args), kwargs, arch)

    traced._irscope_traced = True  # type: ignore[attr-defined]
    owner.compile_and_cache = traced


def _witness(dsl: Any, frame: _Frame, module: Any, module_hash: str | None, function_name: str) -> str:
    """What makes a compile the one compile it is: the DSL's module hash; where the DSL passes
    none (cute.compile on DSL 4.6+), irscope's hash of the same module (kept in the spec); the
    mangled name and the argument spec only where the module cannot be written."""
    if module_hash:
        return module_hash
    frame.code_digest = record.code_digest(dsl, module)
    return frame.code_digest or f"{function_name}/{_signature_digest(frame)}"


def _signature_digest(frame: _Frame) -> str:
    from irscope.capture.trace import labels, signature

    try:
        frame.call = signature.describe_call(frame.func, frame.args, frame.kwargs)
        return labels.digest(frame.call, record.code_options(frame.dsl))
    except Exception:  # noqa: BLE001 - described again (and the fault recorded) by _prepare
        return "undescribed"


def _traced_compile(
    tracer: Tracer, dsl: Any, frame: _Frame, original: Any, args: tuple[Any, ...], kwargs: dict[str, Any], arch: str
) -> Any:
    try:
        workdir, trace, first_run, restore = _prepare(tracer, dsl, frame, args, arch)
    except Exception as exc:  # noqa: BLE001 - a tracer fault must never change the program
        tracer.internal_errors.append(f"{type(exc).__name__}: {exc}")
        return original(dsl, *args, **kwargs)
    started = time.perf_counter()
    error: BaseException | None = None
    try:
        return original(dsl, *args, **kwargs)
    except BaseException as exc:
        error = exc
        raise
    finally:
        recorder = tracer.recorder
        runs = recorder.runs[first_run:]
        del recorder.runs[first_run:]  # a long run must not keep every module's bytecode alive
        recorder.use_printer, recorder.workdir = False, None
        frame.compiled = any(r.succeeded for r in runs)
        try:
            restore()
            if isinstance(error, _STOPS):  # stopped inside the compile (Ctrl-C): no bundle, as capture
                tracer.counts["stopped"] = tracer.counts.get("stopped", 0) + 1
                shutil.rmtree(workdir, ignore_errors=True)
                frame.workdir = None
            elif error is None and not runs:  # served from a cache irscope does not know: no compile seen
                tracer.counts["unseen"] = tracer.counts.get("unseen", 0) + 1
                shutil.rmtree(workdir, ignore_errors=True)
                frame.workdir = None
            else:
                _write_result(tracer, workdir, runs, error, trace, time.perf_counter() - started)
        except Exception as exc:  # noqa: BLE001 - never replace the program's own exception
            tracer.internal_errors.append(f"{type(exc).__name__}: {exc}")


def _prepare(tracer: Tracer, dsl: Any, frame: _Frame, args: tuple[Any, ...], arch: str) -> tuple[Any, ...]:
    workdir = frame.workdir = tracer.next_workdir()
    trace = _spec(frame, arch, module_hash=args[1])
    recorder = tracer.recorder
    recorder.tree_dir, recorder.workdir = Workdir(workdir).tree, Workdir(workdir)
    # Never MLIR's IR printer here, where it works either (DSL 4.2-4.5: it doubled the
    # pipeline's time): the finishing process runs the pipeline again with it (trace.complete).
    recorder.use_printer = False
    recorder.keep_final_ir = True
    recorder.print_texts = False
    return workdir, trace, len(recorder.runs), _keep_artifacts(dsl, Workdir(workdir).dump, args[2])


def _keep_artifacts(dsl: Any, dump: Path, function_name: str) -> Any:
    """Turn on the DSL's PTX and cubin dumps for this compile, into `dump`; returns the undo.

    A program that keeps its own PTX/cubin keeps them where it asked; the files are copied
    into `dump` afterwards instead."""
    from cutlass.base_dsl import compiler

    options = dsl.compile_options.options
    saved = {cls: options[cls] for cls in (compiler.KeepPTX, compiler.KeepCUBIN)}
    arch = dsl.compile_options.gpu_arch or dsl.envar.arch
    theirs = []
    for cls, suffix, attr in (
        (compiler.KeepPTX, "ptx", "full_ptx_path"),
        (compiler.KeepCUBIN, "cubin", "full_cubin_path"),
    ):
        if saved[cls].value:
            theirs.append(getattr(saved[cls], attr, None))
            continue
        option = cls(True)
        option.dump_path = str(dump / function_name)
        setattr(option, attr, str(dump / f"{function_name}.{arch}.{suffix}"))
        options[cls] = option

    def restore() -> None:
        options.update(saved)
        for path in theirs:
            if path and Path(path).is_file():
                shutil.copy2(path, dump / Path(path).name)

    return restore


def _spec(frame: _Frame, arch: str, module_hash: str | None) -> TraceSpec:
    return record.spec_of(
        frame.func,
        frame.args,
        frame.kwargs,
        frame.how,
        arch,
        module_hash=module_hash,
        code_digest=frame.code_digest,
        options=record.code_options(frame.dsl),
        call=frame.call,
        live=frame.live,
    )


def _write_result(
    tracer: Tracer,
    workdir: Path,
    runs: list[Any],
    error: BaseException | None,
    spec: TraceSpec,
    seconds: float,
) -> None:
    """The compile's record, whole before the program goes on: result.json in the worker's format
    (renamed into place last), trace.json, the bytecode copies of each pipeline run's input and of
    the lowered run's output. Printing the texts and the per-pass IR are left to the process that
    finishes the compile (trace.complete), so a program killed right after keeps a compile that
    any later process can finish."""
    from irscope.capture.worker.artifacts import Outputs

    tracer.counts["compiles"] += 1
    failed = error is not None and not any(r.succeeded for r in runs)
    lowered = next((r for r in reversed(runs) if r.succeeded), None)
    files = Workdir(workdir)
    result = WorkerResult(
        timings_ms={"compile": seconds * 1e3},
        runs=_run_records(files, runs, lowered),
        error=record.error_record(error, spec.function.file) if failed and error is not None else None,
        env={k: v for k, v in os.environ.items() if k.startswith("CUTE_DSL_")},
        dsl_version=spec.dsl_version,
        capture={
            "requested": tracer.method,
            "pending": ["texts"] + (["replay"] if runs and tracer.method != "none" else []),
        },
        artifacts=None if lowered is None else Outputs(workdir, None).artifacts(lowered),
    )
    if result.error is not None:
        tracer.counts["failed"] += 1
    if error is not None and lowered is not None:
        spec = replace(spec, after_compile_error=dict(record.error_record(error, spec.function.file)))
    _write_json(workdir / TRACE_FILE, spec.to_json())
    result.write(files.result)


def _run_records(files: Workdir, runs: list[Any], lowered: Any) -> tuple[RecordedRun, ...]:
    """Each pipeline run as result.json keeps it, with the bytecode copies of its input (and of
    the lowered run's output) written beside it for the process that finishes the compile."""
    files.pipeline.mkdir(exist_ok=True)
    records: list[RecordedRun] = []
    for k, run in enumerate(runs):
        entry: RecordedRun = run.record()
        entry["input_bytecode"] = run_input(k)
        (files.path / run_input(k)).write_bytes(run.input_bytecode)
        if lowered is not None and run is lowered:
            entry["output_bytecode"] = run_output(k)
            (files.path / run_output(k)).write_bytes(run.output_bytecode)
        records.append(entry)
    return tuple(records)


def _record_failure(tracer: Tracer, dsl: Any, frame: _Frame, exc: BaseException) -> None:
    """A compile that raised before its pipeline finished (in IR generation or in a pass)."""
    if frame.workdir is not None:
        return  # _traced_compile wrote it
    try:
        arch = dsl.compile_options.gpu_arch or dsl.envar.arch or ""
        workdir = frame.workdir = tracer.next_workdir()
        _write_result(tracer, workdir, [], exc, _spec(frame, arch, module_hash=None), 0.0)
    except Exception as inner:  # noqa: BLE001 - tracing must never replace the program's own exception
        tracer.internal_errors.append(f"{type(inner).__name__}: {inner}")


def _note_after_compile(workdir: Path, exc: BaseException) -> None:
    """The compile finished, then the call raised (a launch without a driver, say): noted only."""
    path = workdir / TRACE_FILE
    try:
        spec = from_json(parse_json(read_file(path), str(path)), str(path))
        if spec.after_compile_error is None:
            noted = replace(spec, after_compile_error=dict(record.error_record(exc, spec.function.file)))
            _write_json(path, noted.to_json())
    except (OSError, ValueError, IrscopeError):
        pass


def _close(tracer: Tracer, workdir: Path) -> None:
    """The jitted call is over: nothing more will be written into its work directory (a launch's
    error is noted first), so a process finishing compiles beside the program may take it."""
    try:
        Workdir(workdir).call_done.touch()
    except OSError as exc:
        tracer.internal_errors.append(f"{type(exc).__name__}: {exc}")


def _write_json(path: Path, data: dict[str, Any]) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, default=str))
    os.replace(tmp, path)
