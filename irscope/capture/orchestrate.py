"""Run one worker subprocess per (case, arch), in parallel, and assemble each into a bundle.

Each case runs under one deadline (`--timeout`) and can be stopped at any moment: SIGINT or
SIGTERM kills every worker group at once, no further case starts, and a case stopped that way
writes no bundle at all (an interrupt is not a compile failure, so the case's previous bundle
stays its latest)."""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from irscope import processes, store
from irscope.capture import leftovers, worker_launch
from irscope.capture.cache.entries import CacheEntry, CaptureCache, recorded_files
from irscope.capture.cache.key import CaptureKey, capture_key
from irscope.capture.settings import CaptureSettings
from irscope.capture.workdir import Workdir
from irscope.capture.worker_spec import WorkerSpec
from irscope.capture_method import RequestedMethod
from irscope.cpus import usable_cpus
from irscope.errors import IrscopeError, StoreError
from irscope.registry import CaseTarget

if TYPE_CHECKING:
    from concurrent.futures import Future

    from irscope.bundle import Bundle
    from irscope.bundle.trace_spec import TraceSpec
    from irscope.capture.rebuild.imports import ImportPolicy

# Imported where first used, after the first workers have started (`CaptureRun`): assemble (and
# the trace modules of --from-trace), ~25 ms of a capture's start-up that no worker waits for.


@dataclass(frozen=True)
class Outcome:
    selection: CaseTarget
    bundle_path: Path
    ok: bool
    bundle: Bundle  # what was written (views.capture_summary says it in one line)
    wall_ms: float
    cached: bool = False  # the capture cache had it: no compile ran
    cache_entry: Path | None = None  # the capture-cache entry holding this bundle, if any


@dataclass(frozen=True)
class CaptureResources:
    """The live things a run uses beside its settings."""

    #: The capture cache (cache/entries.py): a case whose capture it holds is not compiled
    #: (`CaptureSettings.fresh`: compiled anyway, and kept there); None: no cache.
    cache: CaptureCache | None = None
    #: A worker started before the cases were known (the CLI's): the first case to compile takes it.
    standby: worker_launch.Standby | None = None


NO_RESOURCES = CaptureResources()  # no capture cache, no worker started ahead


def _workdir(sel: CaseTarget, tag: str = "") -> leftovers.LockedDir:
    return leftovers.LockedDir(f"{sel.info.kernel}-{sel.info.case}-{sel.arch}{tag}-")


def _start_worker(
    sel: CaseTarget,
    workdir: Path,
    settings: CaptureSettings,
    standby: worker_launch.Standby | None,
    **overrides: Any,
) -> processes.Group:
    """One worker subprocess, in a process group of its own (its nvdisasm and replay child join it)."""
    traced = settings.traced(sel.label)
    spec = WorkerSpec(
        source=Path(sel.info.source).resolve(),
        display_source=sel.info.source,
        case=sel.info.case,
        arch=sel.arch,
        workdir=workdir,
        method=settings.method,
        nvdisasm=settings.nvdisasm if settings.with_sass else None,
        lineinfo=settings.lineinfo,
        **(_trace_spec(traced, settings.trace_policy) if traced is not None else {}),
    )
    spec_path = Workdir(workdir).spec
    replace(spec, **overrides).write(spec_path)
    return worker_launch.start_worker(spec_path, standby)


class NotStarted(processes.StopRequested):
    """A queued case that an interrupt reached before it began."""


@dataclass
class _Started:
    """A case whose worker runs: what `_finish` waits for, assembles and cleans up."""

    sel: CaseTarget
    t0: float
    key: CaptureKey | None
    deadline: processes.Deadline
    workdirs: list[leftovers.LockedDir]
    groups: list[processes.Group]


def capture_one(sel: CaseTarget, settings: CaptureSettings, resources: CaptureResources = NO_RESOURCES) -> Outcome:
    """Compile and assemble one case within its deadline (`settings.timeout_s`, for the worker, the
    plain reference compile and every nvdisasm together). Raises StopRequested when an interrupt
    stopped it (no bundle is written), StoreError when its bundle cannot be written."""
    begun = _begin(sel, settings, resources)
    return begun if isinstance(begun, Outcome) else _finish(begun, settings, resources)


def _begin(sel: CaseTarget, settings: CaptureSettings, resources: CaptureResources) -> Outcome | _Started:
    """The capture cache's answer, else the case's worker started (it owns a work directory
    until `_finish` removes it)."""
    if processes.stop_requested():
        raise NotStarted
    t0 = time.perf_counter()
    cache = resources.cache
    # --fresh: the key is worked out while the worker runs (`_finish`), and nothing is looked up.
    key = _key(sel, settings) if cache is not None and not settings.fresh else None
    hit = cache.lookup(key) if cache is not None and key is not None else None
    if hit is not None and cache is not None:
        entry, cached = hit
        path = _materialize(cache, entry, sel, settings.store_root)
        if path is not None:  # else the entry went away after the lookup: compiled, as a miss
            from irscope.bundle import Bundle

            written = Bundle(path=path, manifest=cached.manifest)  # the same files, validated by lookup
            return Outcome(sel, path, True, written, (time.perf_counter() - t0) * 1e3, True, entry.path)
    deadline = processes.Deadline.after(settings.timeout_s)
    started = _Started(sel, t0, key, deadline, [_workdir(sel)], [])
    try:
        started.groups.append(_start_worker(sel, started.workdirs[0].path, settings, resources.standby))
    except BaseException:
        _clean_up(started, settings)
        raise
    return started


def _finish(started: _Started, settings: CaptureSettings, resources: CaptureResources) -> Outcome:
    """Wait for a started case's worker, assemble its bundle, keep it in the cache; the work
    directories and every process of the case are gone when this returns or raises."""
    sel, t0 = started.sel, started.t0
    try:
        # While the worker starts up: what the bundle needs that no compile decides.
        from irscope.capture.assemble.from_workdir import prepare

        key = _key(sel, settings) if settings.fresh and resources.cache is not None else started.key
        prepare()
        worker = started.groups[0]
        exited = worker.wait(started.deadline)
        if processes.stop_requested():
            raise processes.StopRequested
        if not exited:
            worker.close()  # past the deadline: the worker and everything it started
        reference = _plain_compile(started, settings) if settings.lineinfo and exited else None
        path = _assemble(started, settings, exited, reference)
        from irscope import bundle  # imported while the worker ran (store._bundles)

        written = bundle.committed(path)
        entry = None
        if written.ok and resources.cache is not None and key is not None:
            entry = resources.cache.put(key, sel.label, path, recorded_files(started.workdirs[0].path))
        return Outcome(sel, path, written.ok, written, (time.perf_counter() - t0) * 1e3, cache_entry=entry)
    finally:
        _clean_up(started, settings)


def _plain_compile(started: _Started, settings: CaptureSettings) -> Path:
    """The plain compile a line-info one is checked against (compile only, no printer): its work directory."""
    started.workdirs.append(_workdir(started.sel, "-plain"))
    reference = started.workdirs[-1].path
    # No standby: the case's own worker, started before this one, took it if anything did.
    plain = _start_worker(
        started.sel, reference, settings, None, lineinfo=False, method=RequestedMethod.NONE, nvdisasm=None
    )
    started.groups.append(plain)
    plain.wait(started.deadline)
    plain.close()
    if processes.stop_requested():
        raise processes.StopRequested
    return reference


def _assemble(started: _Started, settings: CaptureSettings, exited: bool, reference: Path | None) -> Path:
    """The case's bundle written into the store from its work directory (`exited` False: the
    worker ran past the deadline); a store that cannot take it is one line naming the place."""
    from irscope.capture.assemble.from_workdir import assemble

    sel = started.sel
    destination = store.bundle_destination(settings.store_root, sel.info.kernel, sel.info.case, sel.arch)
    try:
        return assemble(
            started.workdirs[0].path,
            sel,
            destination,
            returncode=started.groups[0].returncode if exited else None,
            timed_out=not exited,
            with_sass=settings.with_sass,
            nvdisasm=settings.nvdisasm,
            wall_ms=(time.perf_counter() - started.t0) * 1e3,
            reference=reference,
            deadline=started.deadline,
            trace=_rebuilt_trace(settings.traced(sel.label), sel),
            drop_tree=not settings.keep_workdir,
        )
    except OSError as exc:
        if any(_under(exc.filename, d.path) for d in started.workdirs):
            raise
        raise StoreError(
            f"{destination.parent}: cannot write the bundle of {sel.label} there: {exc.strerror or exc}"
        ) from None


def _clean_up(started: _Started, settings: CaptureSettings) -> None:
    for group in started.groups:
        group.close()  # a detached nvdisasm still running (deadline passed) ends here
    for directory in started.workdirs:
        if settings.keep_workdir:
            directory.keep()
        else:
            directory.remove()


def _materialize(cache: CaptureCache, entry: CacheEntry, sel: CaseTarget, store_root: Path) -> Path | None:
    """The cache hit linked into the store as a capture (None: the entry went away meanwhile); a
    store that cannot take it is one line naming the place, as for a compiled capture."""
    try:
        return cache.materialize(entry, sel, store_root)
    except OSError as exc:
        where = store.arch_directory(store_root, sel.info.kernel, sel.info.case, sel.arch)
        raise StoreError(f"{where}: cannot write the bundle of {sel.label} there: {exc.strerror or exc}") from None


def _key(sel: CaseTarget, settings: CaptureSettings) -> CaptureKey | None:
    """What decides this capture (cache/key.py); None where a kept work directory is wanted
    (that needs a compile)."""
    if settings.keep_workdir:
        return None
    return capture_key(
        sel,
        method=settings.method,
        lineinfo=settings.lineinfo,
        nvdisasm=settings.nvdisasm if settings.with_sass else None,
        trace=settings.traced(sel.label),
        cache_env=settings.cache_env,
    )


def _under(filename: object, root: Path) -> bool:
    if not isinstance(filename, (str, os.PathLike)):
        return False
    try:
        Path(filename).resolve().relative_to(root.resolve())
    except ValueError:
        return False
    return True


def _trace_spec(trace: Path, policy: ImportPolicy | None) -> dict[str, Any]:
    """The worker spec's fields for a --from-trace rebuild: the spec document and the import policy."""
    from irscope.capture.rebuild.imports import ImportPolicy

    return {"trace": trace, "imports": (policy or ImportPolicy.here()).to_json()}


def _rebuilt_trace(path: Path | None, sel: CaseTarget) -> TraceSpec | None:
    """The trace spec a --from-trace capture was rebuilt from, kept in its bundle as well."""
    if path is None:
        return None
    from irscope.bundle import load_spec
    from irscope.bundle.members import TRACE

    source = path.parent if path.name == TRACE else path
    # after_compile_error: the traced call's, not this compile's
    return replace(load_spec(path), arch=sel.arch, rebuilt_from=str(source), after_compile_error=None)


class CaptureInterrupted(KeyboardInterrupt):
    """SIGINT, SIGTERM or SIGHUP stopped a capture run: what finished, what was stopped, what never began.

    A KeyboardInterrupt, so that code that stops on Ctrl-C (pytest) stops on it too."""

    def __init__(self, signum: int, finished: list[Outcome], stopped: int, not_started: int) -> None:
        super().__init__(signum)
        self.signum = signum
        self.finished = finished
        self.stopped = stopped
        self.not_started = not_started

    @property
    def exit_code(self) -> int:
        return 128 + self.signum

    def summary(self) -> str:
        name = signal.Signals(self.signum).name
        failed = sum(not o.ok for o in self.finished)
        total = len(self.finished) + self.stopped + self.not_started
        done = f"{len(self.finished)} of {total} cases finished" + (f" ({failed} failed)" if failed else "")
        return (
            f"interrupted by {name}: {done}, {self.stopped} stopped, {self.not_started} not started"
            " (no bundle written for those)"
        )


def stopping_signals() -> tuple[signal.Signals, ...]:
    """The signals that stop a long command: Ctrl-C, `kill` and a CI job's time limit, and a
    terminal or SSH session that closed (SIGHUP, where the system has it)."""
    return tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


@contextlib.contextmanager
def _stop_on_signals() -> Iterator[list[int]]:
    """While capturing, SIGINT, SIGTERM and SIGHUP kill every worker group at once and let the
    run wind down (cases return at once); the first signal's number is yielded in the list."""
    caught: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield caught  # handlers can only be set from the main thread; the caller's stay in force
        return

    def handler(signum: int, frame: object) -> None:
        if not caught:
            caught.append(signum)
        processes.stop_all()

    # A signal the caller ignores (a background job of a script ignores SIGINT) stays ignored.
    wanted = [sig for sig in stopping_signals() if signal.getsignal(sig) is not signal.SIG_IGN]
    previous = {sig: signal.signal(sig, handler) for sig in wanted}
    try:
        yield caught
    finally:
        for sig, old in previous.items():
            signal.signal(sig, old)


def capture_all(
    selections: list[CaseTarget],
    settings: CaptureSettings,
    resources: CaptureResources = NO_RESOURCES,
    on_done: Callable[[Outcome], None] | None = None,
) -> list[Outcome]:
    """Capture every selection, `settings.jobs` at a time. On SIGINT/SIGTERM: raises
    CaptureInterrupted once every case has stopped and cleaned up; when a bundle could not be
    written: StoreError, after every other case has finished and been reported."""
    with CaptureRun(selections, settings, resources) as run:
        return run.results(on_done)


def parallel_cases(jobs: int, cases: int) -> int:
    """How many cases run at once: --jobs (0: one per usable CPU), no more than there are cases."""
    return max(1, min(jobs or usable_cpus(), cases))


def _refuse_paths_the_dsl_cannot_take(selections: list[CaseTarget]) -> None:
    """The DSL passes the work directory (under TMPDIR) and each kernel module's path to MLIR,
    which takes UTF-8 paths only: a compile under another path failed inside the DSL with a
    message that named no path (`PassManager ... Invoked with types`, `file(): incompatible
    function arguments`). Named here, before any worker starts."""
    import tempfile

    from irscope.path_kinds import is_utf8

    temp = tempfile.gettempdir()
    if not is_utf8(temp):
        raise IrscopeError(
            f"TMPDIR {temp} is not a UTF-8 path, and the DSL's MLIR takes UTF-8 paths only"
            " (a capture compiles in a folder there): set TMPDIR to a folder whose path is UTF-8"
        )
    for sel in selections:
        if not is_utf8(sel.info.source):
            raise IrscopeError(
                f"{sel.label}: its module {sel.info.source} is at a path that is not UTF-8, and"
                " the DSL's MLIR takes UTF-8 paths only (its source locations name the file): rename the"
                " folder or file"
            )


class CaptureRun:
    """`capture_all` in two steps, so that a caller can do its own start-up (the CLI imports its
    progress view) while the first workers import the DSL and compile.

    Entering takes the store's capture lock, puts the SIGINT/SIGTERM handling in place and begins
    the first `jobs` cases from the calling thread (the capture cache's answer, else the case's
    worker started), before any other work; `results` waits for every case. Leaving before
    `results` has returned (the caller raised) stops every case: no bundle is written for them,
    and their processes and work directories are gone when the block ends."""

    def __init__(
        self, selections: list[CaseTarget], settings: CaptureSettings, resources: CaptureResources = NO_RESOURCES
    ) -> None:
        self.selections = selections
        self.settings = settings
        self.resources = resources
        self._stack = contextlib.ExitStack()
        self._futures: dict[Future[Outcome], int] = {}
        self._caught: list[int] = []
        self._collected = False

    def __enter__(self) -> CaptureRun:
        settings, cache, stack = self.settings, self.resources.cache, self._stack
        if not self.selections:
            return self
        _refuse_paths_the_dsl_cannot_take(self.selections)
        processes.reset()
        with stack:
            stack.enter_context(leftovers.store_session(settings.store_root))
            if cache is not None and cache.store_root.resolve() != settings.store_root.resolve():
                with contextlib.suppress(OSError):  # a store that is not there yet cannot be locked
                    cache.store_root.mkdir(parents=True, exist_ok=True)
                stack.enter_context(leftovers.store_session(cache.store_root))  # the cache's .tmp entries
            self._caught = stack.enter_context(_stop_on_signals())
            workers = parallel_cases(settings.jobs, len(self.selections))
            try:
                # The first case begins before the pool, and concurrent.futures (~8 ms), exist.
                first = self._task(self.selections[0], first=True)
                from concurrent.futures import ThreadPoolExecutor

                pool = stack.enter_context(ThreadPoolExecutor(max_workers=workers))
                self._futures[pool.submit(first)] = 0
                for i, sel in enumerate(self.selections[1:], 1):
                    self._futures[pool.submit(self._task(sel, first=i < workers))] = i
            except BaseException:
                processes.stop_all()  # the cases begun so far stop; leaving `stack` waits for them
                raise
            self._stack = stack.pop_all()
        return self

    def _task(self, sel: CaseTarget, *, first: bool) -> Callable[[], Outcome]:
        """What the pool runs for a case: its whole capture, or for one of the first `jobs`
        cases, begun here and now, the rest of it."""
        if not first:
            return partial(capture_one, sel, self.settings, self.resources)
        try:
            begun = _begin(sel, self.settings, self.resources)
        except Exception as exc:  # noqa: BLE001 - raised again where capture_one would raise it
            return partial(_raise, exc)
        if isinstance(begun, Outcome):
            return partial(_given, begun)
        return partial(_finish, begun, self.settings, self.resources)

    def results(self, on_done: Callable[[Outcome], None] | None = None) -> list[Outcome]:
        """Wait for every case (reporting each to `on_done` as it finishes); raises as `capture_all`."""
        self._collected = True
        finished: dict[int, Outcome] = {}
        stopped = not_started = 0
        store_errors: list[StoreError] = []
        from concurrent.futures import as_completed

        with self._stack:
            try:
                for fut in as_completed(self._futures):
                    try:
                        outcome = fut.result()
                    except NotStarted:
                        not_started += 1
                        continue
                    except processes.StopRequested:
                        stopped += 1
                        continue
                    except StoreError as exc:
                        store_errors.append(exc)
                        continue
                    finished[self._futures[fut]] = outcome
                    if on_done:
                        on_done(outcome)
            except BaseException:
                processes.stop_all()  # a case failed unexpectedly: the error, now, not after every compile
                raise
        outcomes = [finished[i] for i in sorted(finished)]
        if self._caught:
            raise CaptureInterrupted(self._caught[0], outcomes, stopped, not_started)
        if store_errors:
            more = f" (and {len(store_errors) - 1} more case(s) not written)" if len(store_errors) > 1 else ""
            raise StoreError(f"{store_errors[0]}{more}")
        return outcomes

    def __exit__(self, *exc: object) -> None:
        if not self._collected:
            processes.stop_all()  # the caller gave up before waiting: no case may go on
        self._stack.close()  # the pool (every case cleaned up), the signal handlers, the store locks


def _raise(exc: BaseException) -> Outcome:
    raise exc


def _given(outcome: Outcome) -> Outcome:
    return outcome
