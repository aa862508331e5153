"""One snapshot run: where bundles come from, which snapshots were checked, what to write.

Shared by the pytest plugin and `irscope check`, so both compare the same way. Writes are
queued and flushed at the end (each file atomically); nothing is written unless updating.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from irscope import bundle, registry, store
from irscope.snapshots.compare import CHANGED, NEW, UNAVAILABLE, SnapshotResult, compare
from irscope.snapshots.layout import SnapshotId, delete_snapshot, existing_snapshots, snapshot_ids, write_snapshot
from irscope.snapshots.unused import CaseKey, RunScope, Unused, classify
from irscope.views.capture_summary import capture_summary


@dataclass
class BundleSource:
    """Bundles for snapshot checks: an existing store, or one capture of every kernel, made once.

    Capturing everything up front (in parallel, one process per case) costs one capture per
    kernel case and arch, which is the whole price of checking all snapshots.
    """

    kernels_dir: Path
    store_root: Path | None = None  # an existing store to read instead of capturing
    jobs: int = 0
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
        if self._tmp is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="irscope-snapshots-")
        return Path(self._tmp.name)

    def capture_all(self, targets: list[str] | None = None) -> None:
        if self.store_root is not None or self._captured:
            return
        from irscope import disassembler
        from irscope.capture import orchestrate

        root = self.root()
        everything = registry.select(targets or [], self.kernels_dir, root / "cache", None)
        if not targets:
            self.declared = frozenset((sel.info.kernel, sel.info.case) for sel in everything)
        selections, skipped = registry.split_by_dsl(everything)
        self.skipped = [f"{sel.label}: {why}" for sel, why in skipped]
        opts = orchestrate.CaptureOptions(store_root=root, jobs=self.jobs, nvdisasm=disassembler.require_nvdisasm())
        for outcome in orchestrate.capture_all(selections, opts):
            if not outcome.ok:
                self.failures.append(f"{outcome.selection.label}: {capture_summary(outcome.bundle)}")
        self._captured = True

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

    def check(self, b: bundle.Bundle, stages: list[str] | None = None) -> list[SnapshotResult]:
        results = []
        for sid in snapshot_ids(b, stages):
            result = compare(b, sid, self.root)
            self.checked[sid] = result
            if self.update and result.status in (CHANGED, NEW) and result.actual is not None:
                self._pending[sid] = result.actual
            results.append(result)
        case = (b.kernel, b.case, b.arch)
        self._whole[case] = self._whole.get(case, True) and b.ok and all(r.status != UNAVAILABLE for r in results)
        return results

    @property
    def all_whole(self) -> bool:
        """Every case checked was captured whole (no failed bundle, no stage unavailable)."""
        return all(self._whole.values())

    def unused(self, scope: RunScope) -> Unused:
        """Snapshot files no check used this session, split by what this run proved (snapshots.unused)."""
        whole = {case for case, ok in self._whole.items() if ok}
        scope = RunScope(scope.complete and self.all_whole, scope.declared)
        return classify(existing_snapshots(self.root), set(self.checked), whole, scope)

    def flush(self, scope: RunScope | None) -> tuple[list[SnapshotId], list[SnapshotId]]:
        """Write queued snapshots and, when updating, delete the ones this run proved unused
        (scope None: delete nothing)."""
        if not self.update:
            return [], []
        written = list(self._pending)
        for sid, text in self._pending.items():
            write_snapshot(self.root, sid, text)
        self._pending.clear()
        removed = list(self.unused(scope).deletable) if scope is not None else []
        for sid in removed:
            delete_snapshot(self.root, sid)
        return written, removed
