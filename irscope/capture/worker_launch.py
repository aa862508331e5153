"""How a capture worker process is started: its command and environment, and a worker on standby.

A worker's first 60-90 ms (the interpreter, its site-packages, the worker's own modules, the
DSL's keep switches probed) need no case. `Standby` starts one before the CLI has imported what
it needs and found the case, so that the two overlap; the worker then waits for its spec's path
on standard input (the path, then end-of-file) and does nothing more until it has it. A standby
never handed a case sees end-of-file with nothing before it (its parent ended it, exited or
died) and exits having written nothing.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import threading
from pathlib import Path

from irscope import processes
from irscope.capture import CAPTURE_DIR
from irscope.capture.workdir import SPEC_ON_STDIN


def worker_command(spec: Path | str) -> list[str]:
    """`python -m irscope.capture.worker.compile_case SPEC` (SPEC_ON_STDIN: the path comes later)."""
    return [sys.executable, "-m", "irscope.capture.worker.compile_case", str(spec)]


def worker_env() -> dict[str, str]:
    env = dict(os.environ)
    here = str(CAPTURE_DIR.parents[1])
    env["PYTHONPATH"] = here + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    # The worker sets the CUTE_DSL_* variables a capture needs; stray ones from the user's shell
    # (a dump dir, a cache dir, KEEP tokens) must not leak into it.
    for key in list(env):
        if key.startswith("CUTE_DSL_") and key not in ("CUTE_DSL_LIBS",):
            del env[key]
    return env


def start_worker(spec: Path, standby: Standby | None = None) -> processes.Group:
    """A worker compiling the case `spec` describes (written before this is called): the standby's,
    if it has one alive, else a new one. Each runs in a process group of its own."""
    group = standby.hand_over(spec) if standby is not None else None
    return group if group is not None else processes.Group(worker_command(spec), env=worker_env())


class Standby:
    """At most one worker started ahead of its case (a context manager: leaving it ends a worker
    never handed a case). Starting it is best effort: where it cannot start, or an interrupt
    has already stopped every process, `start_worker` starts a worker the usual way."""

    def __init__(self) -> None:
        self._group: processes.Group | None = None
        self._lock = threading.Lock()  # the cases of a run begin on several threads

    @property
    def pgid(self) -> int | None:
        """The waiting worker's process group (and pid); None once handed over or ended."""
        group = self._group
        return group.pgid if group is not None else None

    def _take(self) -> processes.Group | None:
        with self._lock:
            group, self._group = self._group, None
        return group

    def __enter__(self) -> Standby:
        try:
            self._group = processes.Group(worker_command(SPEC_ON_STDIN), env=worker_env(), stdin=subprocess.PIPE)
        except (OSError, processes.StopRequested):
            self._group = None
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def hand_over(self, spec: Path) -> processes.Group | None:
        """The waiting worker, given `spec`'s path; None if there is none (already handed over,
        or it died: a closed pipe)."""
        group = self._take()
        if group is None:
            return None
        pipe = group.proc.stdin
        assert pipe is not None
        try:
            with pipe:  # the path, then end-of-file: all the worker reads
                pipe.write(os.fsencode(spec))
        except OSError:  # it is gone (killed by an interrupt, out of memory): a new one instead
            group.close()
            return None
        return group

    def close(self) -> None:
        """End the worker if it was never handed a case (its group is killed and reaped)."""
        group = self._take()
        if group is not None:
            with contextlib.suppress(OSError):
                group.proc.stdin.close()  # type: ignore[union-attr]  # end-of-file: it exits
            group.close()
