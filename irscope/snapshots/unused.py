"""Which snapshots a run proved unused, and so may delete when updating (syrupy's rule).

A snapshot file is unused only when a complete, successful run shows that nothing pins it:

- the run was complete: under pytest, every test that can pin was collected, selected, ran
  and passed (snapshots.pinning); in `irscope check`, no kernel filter; in both, no failed or
  interrupted capture, and every case it checked had a good bundle;
- and either its case (kernel, case, arch) was captured whole this run (the bundle is ok and
  every stage asked of it was available; under pytest also a case with a good bundle that no
  test asked for: nothing pins it) and the stage is no longer pinned,
- or its kernel case is no longer declared in kernels/ at all, which only a run that read
  kernels/ knows (never a run over an existing store, `--from-store`/`--irscope-store`).

Everything else is kept: a case declared but not captured, failed, filtered out or missing
from a partial store; a declared case's arch that is no longer captured. Deleting a case that
still exists in kernels/ is never implicit.
"""

from __future__ import annotations

from dataclasses import dataclass

from irscope.snapshots.layout import SnapshotId

CaseKey = tuple[str, str, str]  # kernel, case, arch


def case_of(sid: SnapshotId) -> CaseKey:
    return (sid.kernel, sid.case, sid.arch)


@dataclass(frozen=True)
class RunScope:
    """What a run can prove about snapshots it did not check."""

    complete: bool  # see the module docstring; False: nothing may be deleted
    declared: frozenset[tuple[str, str]] | None  # (kernel, case) declared in kernels/; None: not read


@dataclass(frozen=True)
class Unused:
    """Snapshot files no check used this run: the ones it proved unused, and the ones it kept."""

    deletable: tuple[SnapshotId, ...]
    kept: tuple[SnapshotId, ...]  # not checked, but not proven unused either


def classify(existing: list[SnapshotId], checked: set[SnapshotId], whole: set[CaseKey], scope: RunScope) -> Unused:
    """Split the snapshots nothing checked into provably unused and kept. `whole`: the cases
    captured whole this run (an ok bundle, every stage asked of it available)."""
    deletable: list[SnapshotId] = []
    kept: list[SnapshotId] = []
    for sid in existing:
        if sid in checked:
            continue
        case = case_of(sid)
        stale_stage = case in whole
        gone_case = scope.declared is not None and (sid.kernel, sid.case) not in scope.declared
        (deletable if scope.complete and (stale_stage or gone_case) else kept).append(sid)
    return Unused(tuple(deletable), tuple(kept))
