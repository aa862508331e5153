"""External processes of a capture: each in its own process group, under a deadline, stoppable.

Workers, nvdisasm and the plain reference compile all start here in a new session, so that one
`killpg` ends a process and everything it started (a worker's detached nvdisasm, its forked
replay child), and so that a Ctrl-C in the terminal reaches irscope alone, which then decides
what to stop. A group is killed when its deadline passes and, on an interrupt, every live group
is killed at once (`stop_all`); no new process starts after that (`StopRequested`).

A group's leader is not reaped until its group has been killed (`os.waitid(..., WNOWAIT)`):
the leader's pid, which is the group id, cannot be reused while it is a zombie, so a late
`killpg` never reaches an unrelated process.
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO

#: How often a wait checks its process, its deadline and the stop flag.
POLL_S = 0.01
#: Where the process can be waited on (a pidfd: it wakes the wait the moment the process ends),
#: how often the wait still looks at the stop flag; a stop kills the processes, which wakes it too.
PIDFD_POLL_S = 0.1


class StopRequested(Exception):  # noqa: N818 - a request, not an error
    """An interrupt asked every capture to stop: no process may start, running ones are gone."""


@dataclass(frozen=True)
class Deadline:
    """The moment a case's `--timeout` runs out; every process of the case must end before it."""

    at: float  # time.monotonic()
    limit_s: float

    @classmethod
    def after(cls, seconds: float) -> Deadline:
        return cls(time.monotonic() + seconds, seconds)

    def left(self) -> float:
        return self.at - time.monotonic()

    def passed(self) -> bool:
        return self.left() <= 0


_lock = threading.RLock()
_live: dict[int, subprocess.Popen[bytes]] = {}
_stop = threading.Event()


def stop_requested() -> bool:
    return _stop.is_set()


def stop_all() -> None:
    """Kill every live group and refuse new ones (safe to call from a signal handler)."""
    _stop.set()
    with _lock:
        for pgid in list(_live):
            _kill_group(pgid)


def reset() -> None:
    """Allow processes again (a new capture run in the same interpreter, e.g. under pytest)."""
    _stop.clear()


def _kill_group(pgid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


class Group:
    """A process started in its own session; the handle stays valid until `close`."""

    def __init__(
        self,
        cmd: list[str],
        *,
        cwd: Path | None = None,
        env: dict[str, str] | None = None,
        stdin: int | None = subprocess.DEVNULL,
        stdout: int | IO[bytes] | None = subprocess.DEVNULL,
        stderr: int | IO[bytes] | None = subprocess.DEVNULL,
    ) -> None:
        with _lock:
            if _stop.is_set():
                raise StopRequested
            self.proc = subprocess.Popen(
                cmd, cwd=cwd, env=env, stdin=stdin, stdout=stdout, stderr=stderr, start_new_session=True
            )
            self.pgid = self.proc.pid
            _live[self.pgid] = self.proc
        self.returncode: int | None = None
        self.closed = False
        self._pidfd = _pidfd_open(self.pgid)

    def wait(self, deadline: Deadline | None) -> bool:
        """Wait until the leader exits (True), the deadline passes or a stop is requested (False).
        The leader stays unreaped, and its group alive, until `close`."""
        while True:
            try:
                info = os.waitid(os.P_PID, self.pgid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
            except ChildProcessError:
                info = None
                self.returncode = self.proc.poll()
                return True
            if info is not None:
                self.returncode = info.si_status if info.si_code == os.CLD_EXITED else -info.si_status
                return True
            if _stop.is_set() or (deadline is not None and deadline.passed()):
                return False
            self._pause(deadline)

    def _pause(self, deadline: Deadline | None) -> None:
        """Until the leader exits, or the next look at the deadline and the stop flag is due.
        Polling every 10 ms cost ~30 ms CPU over a 3 s compile; a pidfd costs nothing."""
        if self._pidfd is None:
            time.sleep(POLL_S)
            return
        timeout = PIDFD_POLL_S if deadline is None else max(0.0, min(PIDFD_POLL_S, deadline.left()))
        select.select([self._pidfd], [], [], timeout)

    def close(self) -> None:
        """Kill whatever is left of the group, then reap the leader (once: the id is free after)."""
        if self.closed:
            return
        self.closed = True
        with _lock:
            _kill_group(self.pgid)
            _live.pop(self.pgid, None)
        self.proc.wait()
        if self._pidfd is not None:
            os.close(self._pidfd)
            self._pidfd = None


def _pidfd_open(pid: int) -> int | None:
    """A descriptor that becomes readable when `pid` exits (Linux 5.3+); None where there is none."""
    try:
        return os.pidfd_open(pid)
    except (AttributeError, OSError):
        return None


@dataclass(frozen=True)
class Finished:
    returncode: int | None  # None: killed at its deadline
    stdout: str
    stderr: str


def run(
    cmd: list[str], deadline: Deadline | None, *, cwd: Path | None = None, env: dict[str, str] | None = None
) -> Finished:
    """Run a short tool (nvdisasm, kernel discovery) to completion or its deadline; output as
    text. Standard input is /dev/null.

    Output goes to files, not pipes: a pipe's reader would have to run beside the wait."""
    import tempfile

    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        group = Group(cmd, cwd=cwd, env=env, stdout=out, stderr=err)
        try:
            exited = group.wait(deadline)
        finally:
            group.close()
        if not exited and _stop.is_set():
            raise StopRequested
        out.seek(0)
        err.seek(0)
        return Finished(
            group.returncode if exited else None,
            out.read().decode("utf-8", errors="replace"),
            err.read().decode("utf-8", errors="replace"),
        )
