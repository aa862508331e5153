"""Compare what a bundle renders for a stage against the pinned snapshot."""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path

from irscope.bundle import Bundle
from irscope.snapshots.layout import SnapshotId, read_snapshot
from irscope.snapshots.render import StageUnavailable, render

MATCH, CHANGED, NEW, UNAVAILABLE = "match", "changed", "new", "unavailable"


@dataclass(frozen=True)
class SnapshotResult:
    sid: SnapshotId
    status: str  # match | changed | new (no snapshot yet) | unavailable (the bundle lacks the stage)
    actual: str | None
    expected: str | None
    detail: str = ""

    @property
    def ok(self) -> bool:
        return self.status == MATCH

    def unified_diff(self, context: int = 3) -> str:
        expected = (self.expected or "").splitlines(keepends=True)
        actual = (self.actual or "").splitlines(keepends=True)
        lines = difflib.unified_diff(
            expected, actual, fromfile=f"snapshot {self.sid.label}", tofile=f"capture  {self.sid.label}", n=context
        )
        return "".join(line if line.endswith("\n") else line + "\n" for line in lines)

    def explain(self) -> str:
        """What a failing check prints: which kernel, arch and pass, and the diff."""
        if self.status == NEW:
            return f"{self.sid.label}: no snapshot yet ({self.detail}); run with --irscope-update (pytest) or `irscope check --update`"
        if self.status == UNAVAILABLE:
            return f"{self.sid.label}: {self.detail}"
        if self.status == CHANGED:
            return f"{self.sid.label}: generated code changed ({self.detail})\n{self.unified_diff()}"
        return f"{self.sid.label}: matches"


def compare(b: Bundle, sid: SnapshotId, root: Path) -> SnapshotResult:
    expected = read_snapshot(root, sid)
    try:
        actual = render(b, sid.stage)
    except StageUnavailable as exc:
        return SnapshotResult(sid, UNAVAILABLE, None, expected, str(exc))
    path = sid.path(root)
    if expected is None:
        return SnapshotResult(sid, NEW, actual, None, f"{path} does not exist")
    if expected == actual:
        return SnapshotResult(sid, MATCH, actual, expected)
    exp_lines, act_lines = expected.splitlines(), actual.splitlines()
    matcher = difflib.SequenceMatcher(a=exp_lines, b=act_lines, autojunk=False)
    added = sum(j2 - j1 for tag, _, _, j1, j2 in matcher.get_opcodes() if tag in ("insert", "replace"))
    removed = sum(i2 - i1 for tag, i1, i2, _, _ in matcher.get_opcodes() if tag in ("delete", "replace"))
    return SnapshotResult(sid, CHANGED, actual, expected, f"{path}: +{added} -{removed} lines")
