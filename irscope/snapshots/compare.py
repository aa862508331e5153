"""Compare what a bundle renders for a stage against the pinned snapshot."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from irscope.analysis.diff import TextDiff, diff_texts
from irscope.bundle import Bundle
from irscope.snapshots.layout import SnapshotId, read_snapshot
from irscope.snapshots.pinned_text import StageUnavailable, render

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

    def diff(self, context: int = 3) -> TextDiff:
        """Snapshot -> capture, as a plain line diff (the texts are normalized already)."""
        return diff_texts(
            self.expected or "",
            self.actual or "",
            left_label=f"snapshot {self.sid.label}",
            right_label=f"capture  {self.sid.label}",
            context=context,
        )

    def unified_diff(self, context: int = 3) -> str:
        from irscope.views.diff_text import render_unified

        return render_unified(self.diff(context))

    def explain(self) -> str:
        """What a failing check prints: which kernel, arch and pass, and the diff."""
        if self.status == NEW:
            return f"{self.sid.label}: no snapshot yet ({self.detail}); run with --irscope-update (pytest) or `irscope check --update`"
        if self.status == UNAVAILABLE:
            return f"{self.sid.label}: {self.detail}"
        if self.status == CHANGED:
            return f"{self.sid.label}: generated code changed ({self.detail})\n{self.unified_diff()}"
        return f"{self.sid.label}: matches"


def compare(b: Bundle, sid: SnapshotId, root: Path, pinned: Callable[[Bundle, str], str] = render) -> SnapshotResult:
    """`pinned`: the text a snapshot pins (pinned_text.render, or the texts kept with cached captures)."""
    expected = read_snapshot(root, sid)
    try:
        actual = pinned(b, sid.stage)
    except StageUnavailable as exc:
        return SnapshotResult(sid, UNAVAILABLE, None, expected, str(exc))
    path = sid.path(root)
    if expected is None:
        return SnapshotResult(sid, NEW, actual, None, f"{path} does not exist")
    if expected == actual:
        return SnapshotResult(sid, MATCH, actual, expected)
    why = _only_the_encoding_differs(expected, actual)
    if why:
        return SnapshotResult(sid, CHANGED, actual, expected, f"{path}: {why}")
    d = diff_texts(expected, actual)
    return SnapshotResult(sid, CHANGED, actual, expected, f"{path}: +{d.added} -{d.removed} lines")


def _only_the_encoding_differs(expected: str, actual: str) -> str | None:
    """Why a snapshot that differs from the capture by its line endings or a byte order mark
    alone differs (what an editor, or a checkout that converts line endings, git's core.autocrlf,
    does to a file), where it does: a line diff shows no line changed."""
    marks, causes = [], []
    text = expected
    if text.startswith("\ufeff") and not actual.startswith("\ufeff"):
        marks.append("begins with a byte order mark (U+FEFF)")
        causes.append("an editor adds one")
        text = text[1:]
    if "\r\n" in text and "\r\n" not in actual and text.replace("\r\n", "\n") == actual:
        marks.append("has CRLF line endings (\\r\\n) where the capture has LF")
        causes.append(
            "a checkout that converts line endings, git's core.autocrlf, writes them: mark snapshots/** -text in .gitattributes"
        )
        text = actual
    if not marks or text != actual:
        return None
    return (
        f"the snapshot {' and '.join(marks)}, and no line differs ({'; '.join(causes)}); --update writes it as captured"
    )
