"""One capture of kernels/ for every process of a pytest run (pytest-xdist workers).

Without it each worker would compile every kernel case for itself: `pytest -n 8` would cost
eight captures of the suite. The controller makes a run directory and hands its path to every
worker; the first worker that needs bundles takes the run's capture lock and captures into
`<run dir>/store`, then writes what happened (`capture.json`: failed and skipped cases, the
kernel cases kernels/ declares); the others wait on the lock and read that record. The
controller reads the same record when it decides what an update may delete.

A capture that raises (nvdisasm missing, an interrupt) leaves no record, so the next worker
tries again and fails the same way, in its own test.
"""

from __future__ import annotations

import fcntl
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from irscope.bounded_read import parse_json, read_file
from irscope.errors import IrscopeError

RECORD = "capture.json"
LOCK = "capture.lock"
STORE = "store"


@dataclass(frozen=True)
class CaptureRecord:
    """What one capture of kernels/ found: the cases that failed or were skipped (one line each),
    and (kernel, case) of every case kernels/ declares (None: only a selection was captured)."""

    failures: tuple[str, ...] = ()
    skipped: tuple[str, ...] = ()
    declared: frozenset[tuple[str, str]] | None = None

    def to_json(self) -> dict[str, object]:
        declared = sorted([k, c] for k, c in self.declared) if self.declared is not None else None
        return {"failures": list(self.failures), "skipped": list(self.skipped), "declared": declared}

    @classmethod
    def from_json(cls, data: object, where: Path) -> CaptureRecord:
        try:
            assert isinstance(data, dict)
            declared = data["declared"]
            return cls(
                tuple(str(x) for x in data["failures"]),
                tuple(str(x) for x in data["skipped"]),
                frozenset((str(k), str(c)) for k, c in declared) if declared is not None else None,
            )
        except (AssertionError, KeyError, TypeError, ValueError):
            raise IrscopeError(f"{where}: not a capture record this irscope wrote") from None


def read_record(run_dir: Path) -> CaptureRecord | None:
    """The record of the run's capture, or None when no process has captured yet."""
    path = run_dir / RECORD
    if not path.exists():
        return None
    return CaptureRecord.from_json(parse_json(read_file(path), str(path)), path)


def _write_record(run_dir: Path, record: CaptureRecord) -> None:
    tmp = run_dir / f".{RECORD}.{os.getpid()}.tmp"
    tmp.write_text(json.dumps(record.to_json()), encoding="utf-8")
    os.replace(tmp, run_dir / RECORD)


def capture_once(run_dir: Path, capture: Callable[[Path], CaptureRecord]) -> CaptureRecord:
    """`capture(store)` into the run's store, unless another process of the run did already:
    then its record. Processes asking at once wait for the one capturing."""
    fd = os.open(run_dir / LOCK, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o666)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        record = read_record(run_dir)
        if record is None:
            record = capture(run_dir / STORE)
            _write_record(run_dir, record)
        return record
    finally:
        os.close(fd)  # drops the lock
