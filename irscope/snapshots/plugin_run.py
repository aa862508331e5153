"""The end of a pytest session with snapshot tests: what the workers report, and the one decision.

Without pytest-xdist one process checks, decides and writes. With it, each worker checks the
tests it was given and queues what an update writes; at its end it reports the tests it
collected that can pin snapshots, the ones it deselected, and its queued texts
(`worker_output`). Each test's report carries what that test checked (snapshots.pinning). The
controller merges it all (`absorb_worker`) and decides once (`finish`): it writes the queued
snapshots unless the session was interrupted, and deletes what the session proved unused only
when no reason makes it partial. Every file written or deleted is listed in the summary.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from irscope import bundle, store
from irscope.errors import IrscopeError
from irscope.snapshots.bundle_source import BundleSource
from irscope.snapshots.compare import CHANGED, NEW
from irscope.snapshots.layout import SnapshotId
from irscope.snapshots.pinning import PinLedger
from irscope.snapshots.snapshot_session import SnapshotSession
from irscope.snapshots.unused import CaseKey, RunScope

if TYPE_CHECKING:
    from irscope.snapshots.plugin_state import PluginState

OUTPUT_KEY = "irscope"


def worker_output(ledger: PinLedger | None, session: SnapshotSession | None) -> dict[str, Any]:
    """What a pytest-xdist worker hands the controller (plain data: execnet sends it); empty
    lists from a worker no test of which used the plugin (None: nothing was made)."""
    pending = session.pending if session is not None else {}
    return {
        "pinning": sorted(ledger.pinning) if ledger is not None else [],
        "deselected": sorted(ledger.deselected) if ledger is not None else [],
        "pending": [[s.kernel, s.case, s.arch, s.stage, text] for s, text in pending.items()],
        "releases": [[*case, *pair] for case, pair in session.releases.items()] if session is not None else [],
    }


def absorb_worker(state: PluginState, name: str, output: Any, error: object) -> None:
    """A worker went down: take what it reported, or mark the session partial when it reported
    nothing (it died). The ledger and the session are made only for what the report holds: a
    run under pytest-xdist none of whose tests use the plugin stays as silent as one without."""
    if error is not None or not isinstance(output, dict):
        why = f" ({error})" if error is not None else ""
        state.ledger.partial.append(f"pytest-xdist worker {name} ended without reporting what it pinned{why}")
        return
    if output["pinning"] or output["deselected"]:
        state.ledger.pinning.update(output["pinning"])
        state.ledger.deselected.update(output["deselected"])
    if output["pending"]:
        state.session.absorb_pending({SnapshotId(k, c, a, s): text for k, c, a, s, text in output["pending"]})
    if output.get("releases"):
        state.session.absorb_releases({(k, c, a): (now, was) for k, c, a, now, was in output["releases"]})


@dataclass(frozen=True)
class Finish:
    """What the deciding process did at the end of the session (the summary prints it)."""

    checked: dict[SnapshotId, str]  # sid -> status
    written: tuple[SnapshotId, ...]
    removed: tuple[SnapshotId, ...]
    unused: tuple[SnapshotId, ...]  # proved unused, not deleted (not updating)
    kept: int  # not checked, not proved unused
    partial: tuple[str, ...]  # why nothing could be proved unused (empty: a complete run)
    lost: tuple[SnapshotId, ...]  # accepted changes whose text never reached the controller
    capture_failures: tuple[str, ...]


def finish(ledger: PinLedger, session: SnapshotSession, source: BundleSource | None, interrupted: bool) -> Finish:
    record = source.record() if source is not None else None
    failures = record.failures if record is not None else ()
    session.absorb_checks(ledger.checked)
    partial = ledger.reasons()
    if failures:
        partial.append(f"{len(failures)} kernel case(s) failed to capture")
    if not session.all_whole:
        partial.append("a case checked had a failed bundle or lacked a stage")
    scope = RunScope(complete=not partial and not interrupted, declared=record.declared if record else None)
    available = _good_cases(source) if scope.complete and source is not None and source.captured else frozenset()
    unused = session.unused(scope, available)
    accepted = [s for s, st in ledger.checked.items() if session.update and st in (CHANGED, NEW)]
    written, removed = ([], []) if interrupted else session.flush(unused.deletable)
    return Finish(
        checked=dict(ledger.checked),
        written=tuple(written),
        removed=tuple(removed),
        unused=tuple(s for s in unused.deletable if s not in removed),
        kept=len(unused.kept),
        partial=tuple(partial),
        lost=tuple(s for s in accepted if s not in written) if not interrupted else (),
        capture_failures=tuple(failures),
    )


def _good_cases(source: BundleSource) -> frozenset[CaseKey]:
    """(kernel, case, arch) of every case whose newest bundle in the run's store is good."""
    good = set()
    for path in store.all_latest(source.root()):
        try:
            b = bundle.load(path)
        except IrscopeError:
            continue  # a bundle that does not load proves nothing
        if b.ok:
            good.add((b.kernel, b.case, b.arch))
    return frozenset(good)


def summary_lines(done: Finish, root: Any, update: bool) -> tuple[str, list[str]]:
    """The summary's heading and its lines: every file written, deleted, unused or lost."""
    matched = sum(status == "match" for status in done.checked.values())
    head = f"irscope snapshots: {matched} matched of {len(done.checked)} checked"
    for count, what in (
        (len(done.written), "written"),
        (len(done.removed), "unused deleted"),
        (len(done.unused), "unused (run with --irscope-update to delete)"),
        (done.kept, "not checked (kept: not captured, failed or filtered out)"),
    ):
        if count:
            head += f", {count} {what}"
    lines = [f"  unused: {sid.path(root)}" for sid in done.unused]
    lines += [f"  deleted: {sid.path(root)}" for sid in done.removed]
    lines += [f"  not written (its worker did not report it): {sid.path(root)}" for sid in done.lost]
    if done.partial and done.kept:
        verb = "nothing deleted" if update else "unused snapshots not listed"
        lines.append(f"  partial run, {verb}: {'; '.join(done.partial)}")
    lines += [f"  capture failed: {failure}" for failure in done.capture_failures]
    return head, lines
