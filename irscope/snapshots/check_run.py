"""What one `irscope check` found, as data: every renderer (table, JSON, JUnit, GitHub) reads this."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from irscope.snapshots.case_outcome import CaseOutcome
from irscope.snapshots.compare import SnapshotResult
from irscope.snapshots.expectations import ExpectationResult
from irscope.snapshots.layout import SnapshotId
from irscope.snapshots.releases import ReleaseChange


@dataclass(frozen=True)
class CheckRun:
    root: Path  # where the snapshot files are: the tree, or its set for the captures' DSL release
    results: tuple[SnapshotResult, ...]
    written: tuple[SnapshotId, ...] = ()
    removed: tuple[SnapshotId, ...] = ()
    unused: tuple[SnapshotId, ...] = ()  # proved unused: deletable
    kept: tuple[SnapshotId, ...] = ()  # not checked by this run (filtered, failed): never deleted
    cases: tuple[CaseOutcome, ...] = ()  # captures that failed, failed as declared (xfail), or XPASS
    update: bool = False
    shard: str | None = None  # "I/N" when this run checked one shard (irscope merge joins them)
    expectations: tuple[ExpectationResult, ...] = ()  # snapshots/expectations.txt, checked on these captures
    #: cases pinned under another DSL release than their captures', grouped (snapshots.releases)
    releases: tuple[ReleaseChange, ...] = ()
    tree: Path | None = None  # the snapshot tree, where expectations.txt is (default: root)

    @property
    def ok(self) -> bool:
        passed = all(r.ok or (self.update and r.actual is not None) for r in self.results)
        return passed and not self.failing_cases and all(e.ok for e in self.expectations)

    @property
    def failing_cases(self) -> tuple[CaseOutcome, ...]:
        return tuple(c for c in self.cases if c.failing)

    @property
    def capture_failures(self) -> tuple[str, ...]:
        """One line per failing case (a failed capture, an XPASS)."""
        return tuple(c.line() for c in self.failing_cases)

    def status(self, r: SnapshotResult) -> str:
        return "written" if r.sid in self.written else r.status

    def failed(self, r: SnapshotResult) -> bool:
        return not r.ok and not (self.update and r.actual is not None)

    def to_json(self) -> dict:
        return {
            "ok": self.ok,
            "snapshots": [
                {
                    "kernel": r.sid.kernel,
                    "case": r.sid.case,
                    "arch": r.sid.arch,
                    "stage": r.sid.stage,
                    "file": str(r.sid.path(self.root)),
                    "status": r.status,
                    "detail": r.detail,
                }
                for r in self.results
            ],
            "written": [str(s.path(self.root)) for s in self.written],
            "deleted": [str(s.path(self.root)) for s in self.removed],
            "unused": [str(s.path(self.root)) for s in self.unused if s not in self.removed],
            "not_checked": [str(s.path(self.root)) for s in self.kept],
            "capture_failures": list(self.capture_failures),
            "cases": [c.to_json() for c in self.cases],
            "shard": self.shard,
            "expectations": [e.to_json() for e in self.expectations],
            "releases": [c.to_json() for c in self.releases],
        }
