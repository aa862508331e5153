"""Snapshots across DSL releases: which release a case was pinned under, which set a run uses,
and what a check under another release says.

Each case directory records the release its snapshots were pinned under (`dsl.txt`:
`nvidia-cutlass-dsl==4.5.3`); an update writes it for every case it writes or confirms whole, so
accepting an upgrade records the new release. A check whose captures were made under another
release than a case's record reports that once, for every such case together ("pinned under
4.5.3, captured under 4.8.1: 31 snapshots differ"), with the statistics that changed per kernel,
instead of a diff per file.

A project that tests under several releases keeps a set per release where the code differs: a
directory `dsl-<release>` (`dsl-4.8.1`, or `dsl-4.8` for every 4.8.x) at the top of the tree holds
that release's set, and a run whose captures were all made under it uses that set; any other run
uses the tree itself. Creating the directory and running an update fills it.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from irscope.bundle.members import member_exists, read_member_utf8
from irscope.errors import SnapshotError
from irscope.output_files import write_file
from irscope.snapshots.compare import CHANGED, NEW, SnapshotResult
from irscope.snapshots.failure_summary import stats_changes
from irscope.snapshots.layout import RELEASE_FILE, RELEASE_SET_PREFIX, STATS_STAGE
from irscope.snapshots.unused import CaseKey, case_of

DISTRIBUTION = "nvidia-cutlass-dsl"
_RECORD = re.compile(rf"^{DISTRIBUTION}==(?P<release>[0-9][0-9A-Za-z.+!-]*)$")


def release_set(root: Path, release: str | None) -> Path:
    """Where a run whose captures were made under `release` reads and writes its snapshots:
    `root/dsl-<release>` or `root/dsl-<major.minor>` where the tree keeps that set (a real
    directory, not a link), else `root`. None (captures of several releases, or none): `root`."""
    if release:
        major_minor = ".".join(release.split(".")[:2])
        for name in dict.fromkeys((f"{RELEASE_SET_PREFIX}{release}", f"{RELEASE_SET_PREFIX}{major_minor}")):
            path = root / name
            if path.is_dir() and not path.is_symlink():
                return path
    return root


def _record_rel(case: CaseKey) -> str:
    kernel, case_name, arch = case
    return f"{kernel}/{case_name}/{arch}/{RELEASE_FILE}"


def pinned_release(root: Path, case: CaseKey) -> str | None:
    """The release a case's snapshots were pinned under; None where the tree records none (a tree
    pinned before records were kept). A record that is not one line `nvidia-cutlass-dsl==X` is a
    SnapshotError naming it."""
    rel = _record_rel(case)
    if not member_exists(root, rel):
        return None
    text = read_member_utf8(root, rel, tree="snapshot tree", error=SnapshotError).strip()
    m = _RECORD.match(text)
    if m is None:
        raise SnapshotError(f"{root / rel}: not a release record (one line: {DISTRIBUTION}==VERSION)")
    return m["release"]


def record_release(root: Path, case: CaseKey, release: str) -> bool:
    """Record `release` for a case whose directory holds snapshots; True when the record changed."""
    if not (root / os.path.dirname(_record_rel(case))).is_dir() or pinned_release(root, case) == release:
        return False
    write_file(root / _record_rel(case), f"{DISTRIBUTION}=={release}\n", inside=root)
    return True


@dataclass(frozen=True)
class CaseAcross:
    """A case checked under another release than the one its snapshots were pinned under."""

    label: str  # kernel:case@arch
    differ: tuple[SnapshotResult, ...]  # its snapshots that changed
    new: tuple[SnapshotResult, ...]  # stages this release pins that the other did not
    stats: tuple[str, ...]  # what changed in its statistics (failure_summary.stats_changes)


@dataclass(frozen=True)
class ReleaseChange:
    """The cases pinned under one release and captured under another, with what differs."""

    pinned: str
    captured: str
    cases: tuple[CaseAcross, ...]

    @property
    def differ(self) -> tuple[SnapshotResult, ...]:
        return tuple(r for c in self.cases for r in c.differ)

    @property
    def new(self) -> tuple[SnapshotResult, ...]:
        return tuple(r for c in self.cases for r in c.new)

    def headline(self) -> str:
        n, moved = len(self.differ), sum(bool(c.differ or c.new) for c in self.cases)
        new = f", {len(self.new)} new" if self.new else ""
        return (
            f"pinned under {self.pinned}, captured under {self.captured}: {n} snapshot{'s' if n != 1 else ''} "
            f"differ{'s' if n == 1 else ''}{new} ({moved} of {len(self.cases)} case{'s' if len(self.cases) != 1 else ''})"
        )

    def lines(self, *, update: bool) -> list[str]:
        """The headline, what to do, then per case that differs its changed statistics."""
        out = [self.headline()]
        if not update and (self.differ or self.new):
            out.append(f"  `irscope check --update` (pytest: --irscope-update) accepts {self.captured}'s code;")
            out.append("  `irscope check --html DIR` writes each diff")
        for c in self.cases:
            if c.differ or c.new:
                stages = ", ".join([*(r.sid.stage for r in c.differ), *(f"{r.sid.stage} (new)" for r in c.new)])
                out.append(f"  {c.label}  {stages}")
                out.append(f"    stats: {'; '.join(c.stats) if c.stats else 'no count changed'}")
        return out

    def to_json(self) -> dict[str, object]:
        return {
            "pinned": self.pinned,
            "captured": self.captured,
            "differ": len(self.differ),
            "new": len(self.new),
            "cases": [
                {
                    "case": c.label,
                    "differ": [r.sid.stage for r in c.differ],
                    "new": [r.sid.stage for r in c.new],
                    "stats": list(c.stats),
                }
                for c in self.cases
            ],
        }


def release_changes(
    results: Iterable[SnapshotResult], captured: Mapping[CaseKey, str], pinned: Mapping[CaseKey, str | None]
) -> tuple[ReleaseChange, ...]:
    """The cases whose pinned release (`pinned`, None: not recorded) is not the one their capture
    was made under (`captured`), grouped by (pinned, captured)."""
    by_case: dict[CaseKey, list[SnapshotResult]] = {}
    for r in results:
        by_case.setdefault(case_of(r.sid), []).append(r)
    groups: dict[tuple[str, str], list[CaseAcross]] = {}
    for case, rs in sorted(by_case.items()):
        was, now = pinned.get(case), captured.get(case)
        if was is None or now is None or was == now:
            continue
        differ = tuple(r for r in rs if r.status == CHANGED)
        new = tuple(r for r in rs if r.status == NEW)
        stats = next((r for r in differ if r.sid.stage == STATS_STAGE), None)
        changes = tuple(stats_changes(stats.expected or "", stats.actual or "")) if stats is not None else ()
        groups.setdefault((was, now), []).append(CaseAcross(rs[0].sid.label.split(" ")[0], differ, new, changes))
    return tuple(ReleaseChange(was, now, tuple(cases)) for (was, now), cases in sorted(groups.items()))
