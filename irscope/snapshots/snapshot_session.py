"""One snapshot run: which snapshots were checked, what to write (bundles come from
bundle_source.BundleSource).

Shared by the pytest plugin and `irscope check`, so both compare the same way. Writes are
queued and flushed at the end (each file atomically); nothing is written unless updating.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from irscope import bundle
from irscope.snapshots.compare import CHANGED, NEW, UNAVAILABLE, SnapshotResult, compare
from irscope.snapshots.layout import SnapshotId, delete_snapshot, existing_snapshots, snapshot_ids, write_snapshot
from irscope.snapshots.pinned_text import render
from irscope.snapshots.releases import ReleaseChange, pinned_release, record_release, release_changes
from irscope.snapshots.unused import CaseKey, RunScope, Unused, case_of, classify


@dataclass
class SnapshotSession:
    root: Path  # where the snapshot files are: the tree, or its set for the captures' release
    update: bool = False
    checked: dict[SnapshotId, SnapshotResult] = field(default_factory=dict)
    _pending: dict[SnapshotId, str] = field(default_factory=dict)
    #: per case checked: whether it was captured whole (ok bundle, every stage asked available)
    _whole: dict[CaseKey, bool] = field(default_factory=dict)
    _log: list[SnapshotResult] = field(default_factory=list)  # checks not yet taken by drain()
    #: the text a snapshot pins: pinned_text.render, or pinned_cache.PinnedTexts.render
    pinned: Callable[[bundle.Bundle, str], str] = render
    #: per case checked: the DSL release its capture was made under, and the one its snapshots
    #: were pinned under (None: not recorded), read before this run wrote anything
    releases: dict[CaseKey, tuple[str, str | None]] = field(default_factory=dict)
    tree: Path | None = None  # the snapshot tree `root` lies in (expectations.txt is at its top)

    def __post_init__(self) -> None:
        self.tree = self.tree or self.root

    def check(self, b: bundle.Bundle, stages: list[str] | None = None) -> list[SnapshotResult]:
        results = []
        for sid in snapshot_ids(b, stages):
            result = compare(b, sid, self.root, self.pinned)
            self.checked[sid] = result
            if self.update and result.status in (CHANGED, NEW) and result.actual is not None:
                self._pending[sid] = result.actual
            results.append(result)
        self._log.extend(results)
        case = (b.kernel, b.case, b.arch)
        self._whole[case] = self._whole.get(case, True) and b.ok and all(r.status != UNAVAILABLE for r in results)
        if b.ok and case not in self.releases:
            self.releases[case] = (b.dsl_version, pinned_release(self.root, case))
        return results

    def across(self, case: CaseKey) -> tuple[str, str] | None:
        """(pinned, captured) where the case was pinned under another release than its capture's."""
        captured, pinned = self.releases.get(case, ("", None))
        return (pinned, captured) if pinned is not None and captured and pinned != captured else None

    def release_changes(self, results: list[SnapshotResult]) -> tuple[ReleaseChange, ...]:
        """`results` of cases pinned under another release, grouped by (pinned, captured)."""
        return release_changes(
            results,
            {c: now for c, (now, _) in self.releases.items()},
            {c: was for c, (_, was) in self.releases.items()},
        )

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

    def absorb_releases(self, releases: dict[CaseKey, tuple[str, str | None]]) -> None:
        """The releases of the cases another process checked (a pytest-xdist worker's)."""
        for case, pair in releases.items():
            self.releases.setdefault(case, pair)

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
        """When updating: write the queued snapshots, record the release of every case checked
        whole (an upgrade accepted is recorded), and delete `delete` (what `unused` proved
        deletable). Returns (written, deleted)."""
        if not self.update:
            return [], []
        written = list(self._pending)
        for sid, text in self._pending.items():
            write_snapshot(self.root, sid, text)
        self._pending.clear()
        # A case's record moves only where this run checked every snapshot it holds.
        gone = set(delete)
        unchecked = {case_of(s) for s in existing_snapshots(self.root) if s not in self.checked and s not in gone}
        for case, (captured, _) in sorted(self.releases.items()):
            if self._whole.get(case) and case not in unchecked:
                record_release(self.root, case, captured)
        for sid in delete:
            delete_snapshot(self.root, sid)
        return written, list(delete)
