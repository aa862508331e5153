"""One snapshot run: where bundles come from, which snapshots were checked, what to write.

Shared by the pytest plugin and `irscope check`, so both compare the same way. Writes are
queued and flushed at the end (each file atomically); nothing is written unless updating.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from irscope import bundle, registry, store
from irscope.snapshots import shared_capture
from irscope.snapshots.compare import CHANGED, NEW, UNAVAILABLE, SnapshotResult, compare
from irscope.snapshots.layout import SnapshotId, delete_snapshot, existing_snapshots, snapshot_ids, write_snapshot
from irscope.snapshots.unused import CaseKey, RunScope, Unused, case_of, classify
from irscope.views.capture_summary import capture_summary


@dataclass
class BundleSource:
    """Bundles for snapshot checks: an existing store, or one capture of every kernel, made once.

    Capturing everything up front (in parallel, one process per case) costs one capture per
    kernel case and arch, which is the whole price of checking all snapshots. With `run_dir`
    (the pytest-xdist workers of one run), that capture is made once for all of them
    (snapshots.shared_capture).
    """

    kernels_dir: Path
    store_root: Path | None = None  # an existing store to read instead of capturing
    jobs: int = 0
    run_dir: Path | None = None  # shared by the processes of one pytest run
    _captured: bool = False
    _tmp: tempfile.TemporaryDirectory[str] | None = None
    failures: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    #: (kernel, case) of every case kernels/ declares, when this source captured all of them;
    #: None when reading an existing store or capturing a selection (see snapshots.unused).
    declared: frozenset[tuple[str, str]] | None = None

    def root(self) -> Path:
        if self.store_root is not None:
            return self.store_root
        if self.run_dir is not None:
            return self.run_dir / shared_capture.STORE
        if self._tmp is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="irscope-snapshots-")
        return Path(self._tmp.name)

    @property
    def captured(self) -> bool:
        """Whether this source holds bundles: an existing store, or a capture made (by this
        process or, with `run_dir`, by another process of the run)."""
        if self.store_root is not None or self._captured:
            return True
        return self.run_dir is not None and shared_capture.read_record(self.run_dir) is not None

    def capture_all(self, targets: list[str] | None = None) -> None:
        if self.store_root is not None or self._captured:
            return
        if self.run_dir is not None and not targets:
            record = shared_capture.capture_once(self.run_dir, lambda root: self._capture(root, []))
        else:
            record = self._capture(self.root(), targets or [])
        self.failures, self.skipped, self.declared = list(record.failures), list(record.skipped), record.declared
        self._captured = True

    def record(self) -> shared_capture.CaptureRecord:
        """What the capture found (the run's, when another process of it captured)."""
        if not self._captured and self.run_dir is not None:
            return shared_capture.read_record(self.run_dir) or shared_capture.CaptureRecord()
        return shared_capture.CaptureRecord(tuple(self.failures), tuple(self.skipped), self.declared)

    def _capture(self, root: Path, targets: list[str]) -> shared_capture.CaptureRecord:
        from irscope import disassembler
        from irscope.capture import orchestrate

        store.create(root)
        everything = registry.select(targets, self.kernels_dir, root / "cache", None)
        declared = frozenset((sel.info.kernel, sel.info.case) for sel in everything) if not targets else None
        selections, skipped = registry.split_by_dsl(everything)
        opts = orchestrate.CaptureOptions(store_root=root, jobs=self.jobs, nvdisasm=disassembler.require_nvdisasm())
        failures = [
            f"{outcome.selection.label}: {capture_summary(outcome.bundle)}"
            for outcome in orchestrate.capture_all(selections, opts)
            if not outcome.ok
        ]
        return shared_capture.CaptureRecord(
            tuple(failures), tuple(f"{sel.label}: {why}" for sel, why in skipped), declared
        )

    def get(self, ref: str) -> bundle.Bundle:
        self.capture_all()
        path = store.resolve_one(ref, self.root())
        return bundle.load(path)

    def all_bundles(self) -> list[bundle.Bundle]:
        self.capture_all()
        return [bundle.load(p) for p in store.all_latest(self.root())]

    def close(self) -> None:
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None


@dataclass
class SnapshotSession:
    root: Path
    update: bool = False
    checked: dict[SnapshotId, SnapshotResult] = field(default_factory=dict)
    _pending: dict[SnapshotId, str] = field(default_factory=dict)
    #: per case checked: whether it was captured whole (ok bundle, every stage asked available)
    _whole: dict[CaseKey, bool] = field(default_factory=dict)
    _log: list[SnapshotResult] = field(default_factory=list)  # checks not yet taken by drain()

    def check(self, b: bundle.Bundle, stages: list[str] | None = None) -> list[SnapshotResult]:
        results = []
        for sid in snapshot_ids(b, stages):
            result = compare(b, sid, self.root)
            self.checked[sid] = result
            if self.update and result.status in (CHANGED, NEW) and result.actual is not None:
                self._pending[sid] = result.actual
            results.append(result)
        self._log.extend(results)
        case = (b.kernel, b.case, b.arch)
        self._whole[case] = self._whole.get(case, True) and b.ok and all(r.status != UNAVAILABLE for r in results)
        return results

    def drain(self) -> list[SnapshotResult]:
        """The checks made since the last drain (the pytest plugin puts them in the test's report)."""
        taken, self._log = self._log, []
        return taken

    def absorb_checks(self, statuses: dict[SnapshotId, str]) -> None:
        """Checks another process made (a pytest-xdist worker), as reported: sid -> status."""
        for sid, status in statuses.items():
            self.checked.setdefault(sid, SnapshotResult(sid, status, None, None))
            case = case_of(sid)
            self._whole[case] = self._whole.get(case, True) and status != UNAVAILABLE

    def absorb_pending(self, pending: dict[SnapshotId, str]) -> None:
        """Snapshot texts another process queued for writing (a pytest-xdist worker's)."""
        if self.update:
            self._pending.update(pending)

    @property
    def pending(self) -> dict[SnapshotId, str]:
        return dict(self._pending)

    @property
    def all_whole(self) -> bool:
        """Every case checked was captured whole (no failed bundle, no stage unavailable)."""
        return all(self._whole.values())

    def unused(self, scope: RunScope, available: frozenset[CaseKey] = frozenset()) -> Unused:
        """Snapshot files no check used this session, split by what this run proved
        (snapshots.unused). `available`: cases with a good bundle this run that no check asked
        for (a pytest run whose tests all ran: nothing pins them)."""
        whole = {case for case, ok in self._whole.items() if ok} | available
        scope = RunScope(scope.complete and self.all_whole, scope.declared)
        return classify(existing_snapshots(self.root), set(self.checked), whole, scope)

    def flush(self, delete: Sequence[SnapshotId] = ()) -> tuple[list[SnapshotId], list[SnapshotId]]:
        """When updating: write the queued snapshots and delete `delete` (what `unused` proved
        deletable). Returns (written, deleted)."""
        if not self.update:
            return [], []
        written = list(self._pending)
        for sid, text in self._pending.items():
            write_snapshot(self.root, sid, text)
        self._pending.clear()
        for sid in delete:
            delete_snapshot(self.root, sid)
        return written, list(delete)
