"""The processes that finish traced compiles (trace.finish_worker), at most `size` at once.

Each worker runs the Python that ran the traced process (the spec's argv[0]: it has the DSL the
program compiled with), with irscope on its path and none of the tracing environment (a worker
importing cutlass must not trace itself). A worker takes one job at a time, so `size` bounds the
CPUs and the memory in use: one DSL per worker, plus its replay child. Workers start when a job
needs one, in sessions of their own (a Ctrl-C in the terminal reaches irscope, which stops them).

Started while the program runs, a worker is at idle priority; `to_normal` puts every worker and
what it started (its replay child, its nvdisasm) back to normal priority once the program ends,
where the system lets an unprivileged process do so (Linux 2.6.39+); elsewhere they stay niced.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from irscope.bounded_read import parse_json
from irscope.capture.trace import finish_worker
from irscope.capture.trace import process as trace_process
from irscope.errors import IrscopeError

MODULE = finish_worker.__name__
PACKAGE_ROOT = str(Path(__file__).resolve().parents[3])  # the directory holding irscope/


@dataclass
class _Worker:
    python: str
    proc: subprocess.Popen[str]
    job: dict[str, Any] | None = None


@dataclass(frozen=True)
class Answer:
    job: dict[str, Any]
    reply: dict[str, Any]  # {"path", "ok", "device_code"} or {"error", "internal"?}


@dataclass
class Pool:
    size: int
    log: Path
    idle: bool = True  # workers started from now on run at idle priority
    workers: list[_Worker] = field(default_factory=list)

    @property
    def busy(self) -> int:
        return sum(w.job is not None for w in self.workers)

    def has_room(self) -> bool:
        return self.busy < self.size

    def submit(self, python: str, job: dict[str, Any]) -> None:
        """Hand `job` to an idle worker running `python` (started if need be); has_room() first."""
        worker = next((w for w in self.workers if w.job is None and w.python == python), None)
        if worker is None:
            if len(self.workers) >= self.size:  # every slot holds an idle worker of another Python
                self._retire(next(w for w in self.workers if w.job is None))
            worker = self._start(python)
        worker.job = job
        assert worker.proc.stdin is not None
        try:
            worker.proc.stdin.write(json.dumps(job) + "\n")
            worker.proc.stdin.flush()
        except OSError:
            pass  # it died: its end of file is read as its answer

    def answers(self, timeout: float) -> list[Answer]:
        """The answers of workers that finished a job within `timeout` seconds."""
        busy = {w.proc.stdout: w for w in self.workers if w.job is not None and w.proc.stdout is not None}
        if not busy:
            return []
        ready, _, _ = select.select(list(busy), [], [], timeout)
        found = []
        for stream in ready:
            worker = busy[stream]
            line = stream.readline()
            job, worker.job = worker.job, None
            assert job is not None
            if line:
                try:
                    reply = parse_json(line, f"{self.log}: a finishing worker's answer")
                except IrscopeError as exc:
                    reply = {"error": str(exc), "internal": True}
                found.append(Answer(job, reply))
                continue
            code = worker.proc.wait()
            self.workers.remove(worker)
            why = f"the process finishing it died ({_status(code)}; see {self.log})"
            found.append(Answer(job, {"error": why, "internal": True}))
        return found

    def to_normal(self) -> None:
        """The program has ended: workers started from now on, and those running, at normal priority."""
        self.idle = False
        for worker in self.workers:
            for pid in _descendants(worker.proc.pid):
                _normal_priority(pid)

    def close(self) -> None:
        """End every worker: at once if one is still busy (an interrupt), else by end of file."""
        for worker in self.workers:
            if worker.job is not None:
                with contextlib.suppress(OSError):
                    os.killpg(worker.proc.pid, signal.SIGKILL)
            self._retire(worker)

    def _start(self, python: str) -> _Worker:
        env = environment()
        command = [python, "-m", MODULE, *([finish_worker.IDLE] if self.idle else []), str(self.log)]
        proc = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, start_new_session=True
        )
        worker = _Worker(python, proc)
        self.workers.append(worker)
        return worker

    def _retire(self, worker: _Worker) -> None:
        with contextlib.suppress(OSError):
            if worker.proc.stdin is not None:
                worker.proc.stdin.close()
        worker.proc.wait()
        if worker.proc.stdout is not None:
            worker.proc.stdout.close()
        if worker in self.workers:
            self.workers.remove(worker)


def environment() -> dict[str, str]:
    """This process's environment, irscope importable, without what starts tracing."""
    env = {k: v for k, v in os.environ.items() if k not in trace_process.ENVIRONMENT}
    boot = str(trace_process.BOOT_DIR)
    paths = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p and p != boot]
    env["PYTHONPATH"] = os.pathsep.join([PACKAGE_ROOT, *paths])
    return env


def _status(code: int) -> str:
    if code < 0:
        with contextlib.suppress(ValueError):
            return f"killed by {signal.Signals(-code).name}"
    return f"exit status {code}"


def _descendants(pid: int) -> list[int]:
    """`pid` and every process below it (Linux: /proc/PID/task/TID/children)."""
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        with contextlib.suppress(OSError, ValueError):
            for task in Path(f"/proc/{current}/task").iterdir():
                todo.extend(int(c) for c in (task / "children").read_text().split())
    return found


def _normal_priority(pid: int) -> None:
    """Every thread of `pid` back to the normal policy (SCHED_OTHER, nice 0), where allowed."""
    try:
        tids = [int(t.name) for t in Path(f"/proc/{pid}/task").iterdir()]
    except OSError:
        tids = [pid]
    for tid in tids:
        with contextlib.suppress(AttributeError, OSError):
            os.sched_setscheduler(tid, os.SCHED_OTHER, os.sched_param(0))
