"""`python -m irscope.capture.worker.compile_case SPEC.json`: compile one kernel case, recording everything
(SPEC.json `-`: its path comes on standard input, to a worker started before its case was known).

Runs in its own process so that the DSL's environment variables, its JIT cache and any crash
stay with one case. It writes raw material into the work directory named by the spec:

the compile's dumps, MLIR's print-after-all tree or the pass replay's files, its stdout and
stderr at the file-descriptor level, and result.json (what happened: timings, pipeline texts,
input IR, capture method, artifacts, error), under the names irscope.capture.workdir gives them,
and nothing else: turning that into a bundle is the parent's job (`irscope.capture.assemble.from_workdir`).
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from irscope.capture import worker_spec
from irscope.capture.error_info import error_info
from irscope.capture.workdir import SPEC_ON_STDIN, Workdir
from irscope.capture.worker_result import CaptureInfo, ErrorInfo, WorkerResult
from irscope.capture.worker_spec import WorkerSpec
from irscope.capture_method import RequestedMethod
from irscope.errors import IrscopeError

if TYPE_CHECKING:
    from irscope.capture.pipeline_hooks import PipelineRun


def _redirect_fds(workdir: Workdir) -> None:
    """Send fd 1 and 2 (C-level output included) to files; the parent reads result.json only."""
    for fd, path in ((1, workdir.stdout), (2, workdir.stderr)):
        target = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(target, fd)
        os.close(target)


def _dsl_env(spec: WorkerSpec, workdir: Workdir, keep_tokens: bool) -> dict[str, str]:
    env = {
        "CUTE_DSL_ARCH": spec.arch,
        "CUTE_DSL_PRINT_IR": "1",
        "CUTE_DSL_DUMP_DIR": str(workdir.dump),
        "CUTE_DSL_NO_CACHE": "1",
        "CUTE_DSL_CACHE_DIR": str(workdir.jit_cache),
    }
    if keep_tokens:
        env["CUTE_DSL_KEEP"] = "ptx,cubin"
    else:  # releases before the CUTE_DSL_KEEP token list
        env["CUTE_DSL_KEEP_PTX"] = "1"
        env["CUTE_DSL_KEEP_CUBIN"] = "1"
    if spec.lineinfo:
        env["CUTE_DSL_LINEINFO"] = "1"
    return env


def _supports_keep_tokens() -> bool:
    """Does this DSL read CUTE_DSL_KEEP? Probed in its source, because the DSL reads its
    environment while `import cutlass` runs, so the variables must be set before that import."""
    import importlib.util

    spec = importlib.util.find_spec("cutlass")
    for location in (spec.submodule_search_locations or []) if spec else []:
        env_manager = Path(location) / "base_dsl" / "env_manager.py"
        if env_manager.is_file():
            return '_KEEP"' in env_manager.read_text(errors="replace")
    return False


@contextlib.contextmanager
def _stderr_to(path: Path) -> Iterator[None]:
    """Send fd 2 to `path` for a while: side runs (a checkpoint that fails on purpose) may print
    diagnostics that must not read as the compile's own."""
    sys.stderr.flush()
    saved = os.dup(2)
    target = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(target, 2)
    os.close(target)
    try:
        yield
    finally:
        sys.stderr.flush()
        os.dup2(saved, 2)
        os.close(saved)


class _Clock:
    """The worker's timings: each step's time since the one before it."""

    def __init__(self) -> None:
        self.started = self.last = time.perf_counter()
        self.timings: dict[str, float] = {}

    def lap(self, name: str) -> None:
        now = time.perf_counter()
        self.timings[name] = (now - self.last) * 1e3
        self.last = now

    def total(self, name: str) -> None:
        self.timings[name] = (time.perf_counter() - self.started) * 1e3


def run(spec: WorkerSpec, keep_tokens: bool) -> WorkerResult:
    workdir = Workdir(spec.workdir).made()
    clock = _Clock()
    env = _dsl_env(spec, workdir, keep_tokens)
    os.environ.update(env)
    import cutlass

    clock.lap("import")
    dsl_version = getattr(cutlass, "__version__", "")

    from irscope.capture import pipeline_hooks as hooks
    from irscope.capture.worker import shims
    from irscope.capture.worker.artifacts import Outputs

    requested = RequestedMethod(spec.method)
    capture = _observing(requested)
    clock.lap("printer_probe")
    use_printer = capture.get("use_printer", False)
    replay = requested.replays(capture.get("printer_works", False))
    recorder = hooks.Recorder(
        tree_dir=workdir.tree,
        use_printer=use_printer,
        keep_final_ir=replay,
        debug_info=spec.lineinfo,
        workdir=workdir,
    )
    outputs = Outputs(workdir, None if spec.nvdisasm is None else str(spec.nvdisasm))
    recorder.on_lowered = outputs.pipeline_done
    shim_report = shims.install(recorder.lowering_finished)
    hooks.install(recorder)
    # The DSL's cache is off (CUTE_DSL_NO_CACHE, a fresh cache dir): its key needs no hash of
    # the DSL's own 144 MB of files (~0.2 s CPU).
    from irscope.capture.worker.dsl_version_hash import skip_version_hash

    capture["version_hash_skipped"] = skip_version_hash()
    error = _compile(spec, clock)
    capture["shims"] = shim_report.describe()
    lowered = next((r for r in reversed(recorder.runs) if r.succeeded), None)
    artifacts = None
    if lowered is not None:
        with _stderr_to(workdir.side_stderr):
            artifacts = outputs.artifacts(lowered)
        if replay:
            capture.update(_replay(lowered, recorder.debug_info, workdir))
        clock.lap("side_runs")
    runs = tuple(r.record() for r in recorder.runs)
    sass = outputs.disassembly.describe()
    from irscope.capture.worker.local_modules import local_module_files

    local_modules = tuple(local_module_files())  # what keys this capture in the capture cache
    clock.total("worker")
    return WorkerResult(
        timings_ms=clock.timings,
        runs=runs,
        error=error,
        env=env,
        dsl_version=dsl_version,
        capture=capture,
        artifacts=artifacts,
        sass=sass,
        local_modules=local_modules,
    )


def _observing(requested: RequestedMethod) -> CaptureInfo:
    """How the pipeline is to be observed: MLIR's IR printer where asked for, or where it works
    and the method is auto; else the pass replay; "none": no pass at all (compile only, the plain
    reference a line-info capture is checked against)."""
    from irscope.capture import pipeline_hooks as hooks

    printer_works = requested is not RequestedMethod.NONE and hooks.ir_printer_works()
    return {
        "requested": requested,
        "printer_works": printer_works,
        "use_printer": requested.uses_printer(printer_works),
    }


def _compile(spec: WorkerSpec, clock: _Clock) -> ErrorInfo | None:
    """Build the case's call (a kernel module's case, or a trace spec's call with fake arguments)
    and compile it; the error it raised, which is the kernel's and goes in the bundle."""
    from irscope.capture.kernel_loader import import_kernel_module, module_cases

    try:
        if spec.trace is not None:  # capture --from-trace: the function and fake arguments from a trace's spec
            entry, args, kwargs = _traced_call(spec.trace, spec.imports or {})
            clock.lap("build_args")
        else:
            module = import_kernel_module(spec.source)
            case = {c.name: c for c in module_cases(module, spec.source)}[spec.case]
            clock.lap("import_kernel")
            entry, (positional, kwargs) = case.entry, case.build_args()
            args = list(positional)
            clock.lap("build_args")
        import cutlass.cute as cute

        try:
            cute.compile(entry, *args, **kwargs)
        finally:
            clock.lap("compile")
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - the failure is the kernel's, recorded in the bundle
        return error_info(exc, spec.source, spec.display_source)
    return None


def _traced_call(trace: Path, imports: dict[str, Any]) -> tuple[Any, list[Any], dict[str, Any]]:
    """The function and fake arguments a trace spec records, with the traced compile's options."""
    from irscope.bundle import load_spec
    from irscope.capture.rebuild.build import build_call
    from irscope.capture.rebuild.imports import ImportPolicy

    traced = load_spec(trace)
    entry, args, kwargs = build_call(traced, ImportPolicy.from_json(imports), str(trace))
    if traced.options:  # the traced compile's own (--enable-tvm-ffi, --opt-level, ...)
        kwargs = {**kwargs, "options": traced.options}
    return entry, args, kwargs


def _replay(lowered: PipelineRun, print_locations: bool, workdir: Workdir) -> CaptureInfo:
    """The pass replay of the lowered run, in a forked child: where its per-pass IR is, or why none."""
    from irscope.capture.replay import walk as replay_module
    from irscope.capture.replay.runner import replay_in_child

    replay_module.PRINT_LOCATIONS = print_locations
    replay_input = replay_module.ReplayInput(lowered.text, lowered.expanded, lowered.input_bytecode, lowered.final_ir)
    pipeline_s = (lowered.finished_ns - lowered.started_ns) / 1e9
    return replay_in_child(replay_input, workdir, pipeline_s)


def _die_with_parent() -> None:
    """End this worker's process group (its nvdisasm and replay child too) when the irscope
    that started it is gone (SIGKILL leaves no chance to stop workers): a capture nobody waits
    for must not keep compiling."""
    import signal
    import threading

    parent = os.getppid()
    if os.getpgid(0) != os.getpid():
        return  # not started by irscope in a group of its own: the group is not ours to kill

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.2)
        os.killpg(0, signal.SIGKILL)

    threading.Thread(target=watch, name="irscope-parent-watch", daemon=True).start()


def _spec_path(arg: str) -> Path:
    """SPEC's path; for SPEC_ON_STDIN (a standby worker: irscope.capture.worker_launch), what the
    parent writes to standard input once it has a case. End-of-file with nothing read: no case
    came (the parent ended it or is gone), and the worker ends having written nothing."""
    if arg != SPEC_ON_STDIN:
        return Path(arg)
    given = sys.stdin.buffer.read()
    if not given:
        os._exit(0)
    return Path(os.fsdecode(given))


def main(argv: list[str]) -> int:
    _die_with_parent()
    keep_tokens = _supports_keep_tokens()  # needs no case: done while a standby waits for one
    worker_spec.prepare()
    try:
        spec = WorkerSpec.read(_spec_path(argv[0]))
    except IrscopeError as exc:  # no work directory to report into: the parent sees the exit status
        print(f"irscope: error: {exc}", file=sys.stderr)
        return 1
    workdir = Workdir(spec.workdir)
    _redirect_fds(workdir)
    result = run(spec, keep_tokens)
    sys.stdout.flush()
    sys.stderr.flush()
    result.write(workdir.result)
    # Everything is on disk; skip the interpreter's teardown of the DSL's MLIR state (~0.1 s).
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
