"""Finish a trace's recorded compiles into bundles, in other processes, beside the program and after.

The traced program leaves each compile's record whole in the staging folder (trace.hooks): a work
directory with result.json, trace.json and the bytecode copies. A Finisher looks for new ones
(`poll`), takes each distinct compile once (the same compile seen by two processes, a fork
recompiling what its parent compiled, is one bundle) and hands it to a pool of worker processes
(finish_pool) that complete the record (texts, pass replay) and assemble it, SASS included.

While the program runs (`irscope trace` polls between waits for it), a compile is taken once its
jitted call is over (`call.done`: a launch error is noted by then) and the workers run at idle
priority. After it has ended (`finish`: what a signal handler may call too), every compile with a
record is taken, the workers go back to normal priority, and the summary waits for them, with a
progress line that says how many are left.
"""

from __future__ import annotations

import re
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from irscope.bundle.trace_spec import TraceSpec, read_spec
from irscope.capture.trace.finish_pool import Pool
from irscope.capture.trace.labels import named_apart
from irscope.capture.workdir import Workdir
from irscope.cpus import usable_cpus
from irscope.errors import IrscopeError
from irscope.path_kinds import is_real_dir

_ARCH = re.compile(r"^sm_[0-9]+[a-z]?$")
FINISH_LOG = "finish.log"
#: How often, while the program runs, the staging folder is looked at for recorded compiles.
POLL_S = 0.25


@dataclass(frozen=True)
class Finished:
    """One distinct compile, finished: its bundle, or why there is none."""

    order: int  # when it was taken
    label: str  # kernel:case@arch
    path: Path | None
    ok: bool = False
    device_code: bool = True
    error: str | None = None
    internal: bool = False  # a fault of irscope's, not the compile's
    trace: TraceSpec | None = None
    functions: tuple[str, ...] = ()  # the bundle's kernel functions


@dataclass
class Finisher:
    staging: Path
    store_root: Path
    with_sass: bool
    nvdisasm: Path | None
    jobs: int = 0  # 0: the usable CPUs
    done: list[Finished] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    faults: list[str] = field(default_factory=list)  # irscope's own, while finishing beside the program
    repeats: int = 0
    _taken: set[str] = field(default_factory=set)
    _seen: set[tuple[str, ...]] = field(default_factory=set)
    _cases: dict[tuple[str, str, str], str] = field(default_factory=dict)  # kernel, case, arch -> witness
    _queue: list[tuple[int, str, TraceSpec, Path]] = field(default_factory=list)
    _traces: dict[int, TraceSpec] = field(default_factory=dict)  # by order, of the compiles in the pool
    _order: int = 0
    _pool: Pool | None = None

    @property
    def pool(self) -> Pool:
        if self._pool is None:
            self._pool = Pool(self.jobs or usable_cpus(), self.staging / FINISH_LOG)
        return self._pool

    @property
    def outstanding(self) -> int:
        """Compiles taken and not finished yet (queued or in a worker)."""
        return len(self._queue) + (self._pool.busy if self._pool else 0)

    def poll(self, *, ended: bool = False, timeout: float = 0.0) -> None:
        """Take the compiles recorded so far, start what the pool has room for, and collect what
        the workers finished within `timeout` seconds. `ended`: the program has ended."""
        self._take(ended)
        self._dispatch()
        if self._pool is not None:
            for answer in self._pool.answers(timeout):
                order, label, reply = answer.job["order"], answer.job["label"], answer.reply
                trace = self._traces.pop(order, None)
                if "error" in reply:
                    internal = bool(reply.get("internal"))
                    self.done.append(Finished(order, label, None, error=reply["error"], internal=internal, trace=trace))
                else:
                    path = Path(reply["path"])
                    functions = tuple(reply.get("functions", ()))
                    self.done.append(
                        Finished(
                            order, label, path, reply["ok"], reply["device_code"], trace=trace, functions=functions
                        )
                    )
            self._dispatch()

    def finish(self, progress: Callable[[int, int], None] | None = None) -> list[Finished]:
        """The program has ended: take every recorded compile and wait for all of them.
        `progress(left, total)` is called when the wait begins and whenever one is finished."""
        if self._pool is not None:
            self._pool.to_normal()
        else:
            self.pool.idle = False
        try:
            self.poll(ended=True)
            total = self.outstanding
            if progress is not None and total:
                progress(total, total)
            while self.outstanding:
                before = self.outstanding
                self.poll(ended=True, timeout=0.5)
                if progress is not None and self.outstanding != before:
                    progress(self.outstanding, total)
        finally:
            self.close()
        return sorted(self.done, key=lambda f: f.order)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()

    def _take(self, ended: bool) -> None:
        compiles = self.staging / "compiles"
        if not is_real_dir(compiles):  # missing (nothing compiled yet), or a link that leads elsewhere
            if ended and compiles.is_symlink() and compiles.name not in self._taken:
                self._taken.add(compiles.name)
                self.skipped.append(f"{compiles}: a link, not a directory; no compile behind it is finished")
            return
        try:
            entries = [p for p in compiles.iterdir() if p.name not in self._taken]
        except OSError:
            return
        for workdir in sorted(entries, key=_mtime_order):
            # Each record is finished in place: a hand's link or stray file would be written through.
            if not is_real_dir(workdir):
                self._taken.add(workdir.name)
                self.skipped.append(f"{workdir}: not a compile's record (a link or a file, not a directory)")
                continue
            files = Workdir(workdir)
            if not (files.call_done.exists() or (ended and files.result.is_file())):
                if ended:
                    self._taken.add(workdir.name)
                    self.skipped.append(f"{workdir.name}: the process ended inside the compile{_last_words(workdir)}")
                continue
            self._taken.add(workdir.name)
            try:
                trace = read_spec(workdir / "trace.json")
            except IrscopeError as exc:
                self.skipped.append(str(exc))
                continue
            key = (trace.kernel, trace.case, trace.arch, trace.witness or "failed")
            if key in self._seen:
                self.repeats += 1
                continue
            self._seen.add(key)
            trace = named_apart(trace, self._cases, workdir / "trace.json")
            if not _ARCH.match(trace.arch):
                self.skipped.append(f"{trace.kernel}:{trace.case}: no target arch (set CUTE_DSL_ARCH or --arch)")
                continue
            self._order += 1
            self._queue.append((self._order, f"{trace.kernel}:{trace.case}@{trace.arch}", trace, workdir))

    def _dispatch(self) -> None:
        while self._queue and self.pool.has_room():
            order, label, trace, workdir = self._queue.pop(0)
            job = {
                "order": order,
                "label": label,
                "workdir": str(workdir),
                "store": str(self.store_root),
                "with_sass": self.with_sass,
                "nvdisasm": str(self.nvdisasm) if self.nvdisasm else None,
            }
            self._traces[order] = trace
            self.pool.submit(trace.argv[0] if trace.argv else sys.executable, job)


class FinishingThread:
    """A Finisher polled by a thread of the traced process itself (`pytest --irscope-trace`, a
    `with irscope.trace()` block), as `irscope trace` polls one from its own process: compiles
    are handed to the finishing processes as they are recorded, beside the program. The thread
    only looks at the staging folder a few times a second and talks to the pool through pipes;
    the work is done in the pool's processes. `stop` ends it and hands the Finisher back, for
    `finish` to wait for the rest."""

    def __init__(self, finisher: Finisher, every_s: float = POLL_S) -> None:
        self.finisher = finisher
        self.every_s = every_s
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, name="irscope-trace-finishing", daemon=True)

    def start(self) -> FinishingThread:
        self._thread.start()
        return self

    def stop(self) -> Finisher:
        self._stopped.set()
        if self._thread.is_alive():
            self._thread.join()
        return self.finisher

    def _run(self) -> None:
        while not self._stopped.wait(self.every_s):
            try:
                self.finisher.poll()
            except Exception as exc:  # noqa: BLE001 - never the program's fault; finish() takes over at the end
                self.finisher.faults.append(f"finishing beside the program stopped: {type(exc).__name__}: {exc}")
                return


def _last_words(workdir: Path) -> str:
    """What a process that died in the timed pipeline run wrote last to fd 2, which irscope was
    capturing then (capture/pass_timing.py): a crash's own message, else nothing."""
    try:
        lines = [line.strip() for line in Workdir(workdir).pass_timing.read_text(errors="replace").splitlines()]
    except OSError:
        return ""
    lines = [line for line in lines if line]
    return f"; its stderr ended: {lines[-1]}" if lines else ""


def _mtime_order(workdir: Path) -> tuple[float, str]:
    try:
        return (workdir.stat().st_mtime, workdir.name)
    except OSError:
        return (time.time(), workdir.name)


class Stream(Protocol):
    """Where ProgressLine writes: a terminal's stream, or what stands for one (pytest's reporter)."""

    def write(self, text: str, /) -> object: ...
    def flush(self) -> object: ...
    def isatty(self) -> bool: ...


class ProgressLine:
    """What the summary shows while it waits for the compiles still being finished: in a terminal
    one line, rewritten as they finish and cleared at the end (the summary line takes its place);
    in a pipe or a CI log, a line when the wait begins and one every `every_s` seconds."""

    def __init__(self, stream: Stream | None = None, every_s: float = 10.0, tty: bool | None = None) -> None:
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty() if tty is None else tty
        self.every_s = every_s
        self._last = 0.0

    def __call__(self, left: int, total: int) -> None:
        text = f"irscope trace: finishing the recorded compiles (pass replay, SASS, bundles): {left} of {total} left"
        now = time.monotonic()
        if self.tty:
            self.stream.write("\r\033[K" + (text if left else ""))
        elif left and (left == total or now - self._last >= self.every_s):
            self.stream.write(text + "\n")
        else:
            return
        self._last = now
        self.stream.flush()
