"""What the code view displays: a Document of rows, built once (in a worker) and rendered lazily.

Three layouts share one shape so the view, search and hunk navigation handle them alike:

    full      one text, rows are its lines
    split     side-by-side diff, rows are analysis.diff.SideBySideRow (left and right aligned)
    unified   unified diff, rows are UnifiedRow (hunk headers and diff lines)

Documents only hold what the analysis layer returned; highlighting happens per visible row.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import groupby
from typing import Any

from irscope.analysis.blocks import Block, hunk_groups
from irscope.analysis.split_rows import SplitRows
from irscope.tui.highlight import display

_SASS_CODE = re.compile(r"\.section\s+\.text\.")  # where a cubin's instructions start


@dataclass(frozen=True)
class UnifiedRow:
    tag: str  # "hunk" | "equal" | "delete" | "insert"
    left_no: int | None
    right_no: int | None
    text: str


#: Rows kept above a hunk or match the view jumps to, so the reader sees where it starts.
CONTEXT_ABOVE = 3


@dataclass(frozen=True, eq=False)
class Document:
    layout: str  # "full" | "split" | "unified"
    lexer: str  # "mlir" | "ptx" | "sass" | "text"
    title: str
    rows: Sequence[Any]
    left_label: str = ""
    right_label: str = ""
    added: int = 0
    removed: int = 0
    hunk_starts: tuple[int, ...] = ()
    text_width: int = 0  # widest display line, in cells
    number_width: int = 1  # digits of the largest line number
    notice: str = ""  # why this is not the view asked for (e.g. "no IR after this pass")
    start_hunk: int = 0  # the hunk the view opens at (SASS: the first one in the code)

    @property
    def is_diff(self) -> bool:
        return self.layout in ("split", "unified")

    @property
    def changed(self) -> bool:
        return bool(self.added or self.removed)

    @property
    def first_row(self) -> int:
        """The row the view opens at, at its top: a few rows above the hunk it opens at."""
        return max(0, self.hunk_starts[self.start_hunk] - CONTEXT_ABOVE) if self.hunk_starts else 0

    def texts(self, index: int) -> tuple[str | None, ...]:
        """The searchable display texts of one row: (left, right) for split, (text,) otherwise."""
        row = self.rows[index]
        if self.layout == "split":
            return (_display(row.left), _display(row.right))
        if self.layout == "unified":
            return (display(row.text),)
        return (display(row),)


def hunk_at(doc: Document, top: int) -> int:
    """The hunk a view whose top row is `top` is at: the last one starting at or above where a
    jump to it puts its first row (CONTEXT_ABOVE below the top); -1 above the first."""
    return bisect_right(doc.hunk_starts, top + CONTEXT_ABOVE) - 1


@dataclass(frozen=True)
class Match:
    row: int
    side: int  # 0 left (or the only text), 1 right
    start: int
    end: int


@dataclass
class SearchState:
    query: str = ""
    matches: list[Match] = field(default_factory=list)
    current: int = -1
    by_row: dict[int, list[Match]] = field(default_factory=dict)


def _display(text: str | None) -> str | None:
    return None if text is None else display(text)


def full_document(text: str, lexer: str, title: str, *, notice: str = "") -> Document:
    lines = tuple(text.splitlines())
    return Document(
        layout="full",
        lexer=lexer,
        title=title,
        rows=lines,
        text_width=widest(lines),
        number_width=len(str(len(lines))),
        notice=notice,
    )


def message_document(title: str, message: str) -> Document:
    """A document that explains why there is nothing to show (no IR, no PTX...)."""
    return full_document(message, "text", title, notice=message.splitlines()[0] if message else "")


def split_document(
    rows: SplitRows | Sequence[Any], lexer: str, title: str, left_label: str, right_label: str
) -> Document:
    """From analysis.diff rows (split_rows, made as they are read, or side_by_side's tuple). A
    SASS diff opens at the first change in the code: the ELF sections before it (.nv.info,
    .debug_frame) change with anything and say little."""
    if isinstance(rows, SplitRows):
        # From the blocks and the two texts' lines: nothing here makes a row it does not show.
        starts, added, removed = rows.hunk_starts, rows.added, rows.removed
        width, last = max(widest(rows.left), widest(rows.right)), rows.last_number
    else:
        starts = _hunk_starts([r.tag == "equal" for r in rows])
        added = sum(r.tag in ("insert", "replace") for r in rows)
        removed = sum(r.tag in ("delete", "replace") for r in rows)
        width = max((len(display(t)) for r in rows for t in (r.left, r.right) if t), default=0)
        last = max((n for r in rows for n in (r.left_no, r.right_no) if n), default=1)
    start_hunk = 0
    if lexer == "sass":
        code = next((i for i, r in enumerate(rows) if _SASS_CODE.search(r.right or r.left or "")), None)
        if code is not None:
            start_hunk = next((k for k, at in enumerate(starts) if at >= code), 0)
    return Document(
        layout="split",
        start_hunk=start_hunk,
        lexer=lexer,
        title=title,
        rows=rows if isinstance(rows, SplitRows) else tuple(rows),
        left_label=left_label,
        right_label=right_label,
        added=added,
        removed=removed,
        hunk_starts=starts,
        text_width=width,
        number_width=len(str(last)),
    )


def _hunk_starts(equal: Sequence[bool]) -> tuple[int, ...]:
    """The first row of every hunk of rows given as equal or not, by the one hunk rule
    (blocks.hunk_groups), as SplitRows.hunk_starts finds them from its blocks."""
    runs, starts, row = [], [], 0
    for same, group in groupby(equal):
        n = len(list(group))
        runs.append(Block("equal" if same else "replace", row, row + n, row, row + n))
        starts.append(row)
        row += n
    return tuple(starts[first] for first, _ in hunk_groups(runs))


def widest(lines: Sequence[str]) -> int:
    """The display width of the widest line (tabs expanded), without expanding every line."""
    width = max(map(len, lines), default=0)
    if "\t" in "".join(lines):
        width = max(width, *(len(display(line)) for line in lines if "\t" in line))
    return width


def unified_document(diff: Any, lexer: str, title: str) -> Document:
    """From an analysis.diff.TextDiff: a header row per hunk, then its lines."""
    rows: list[UnifiedRow] = []
    starts: list[int] = []
    for h in diff.hunks:
        starts.append(len(rows))
        header = f"@@ -{h.left_start},{h.left_count} +{h.right_start},{h.right_count} @@"
        rows.append(UnifiedRow("hunk", None, None, header))
        rows.extend(UnifiedRow(x.tag, x.left_no, x.right_no, x.text) for x in h.lines)
    width = max((len(display(r.text)) for r in rows), default=0)
    last = max((n for r in rows for n in (r.left_no, r.right_no) if n), default=1)
    return Document(
        layout="unified",
        lexer=lexer,
        title=title,
        rows=tuple(rows),
        left_label=diff.left_label,
        right_label=diff.right_label,
        added=diff.added,
        removed=diff.removed,
        hunk_starts=tuple(starts),
        text_width=width,
        number_width=len(str(last)),
    )


def find_matches(doc: Document, query: str) -> SearchState:
    """Every case-insensitive occurrence of `query`, row by row (left side before right)."""
    state = SearchState(query=query)
    if not query:
        return state
    needle = query.lower()
    n = len(needle)
    for i in range(len(doc.rows)):
        for side, text in enumerate(doc.texts(i)):
            if not text:
                continue
            hay = text.lower()
            at = hay.find(needle)
            while at >= 0:
                m = Match(i, side, at, at + n)
                state.matches.append(m)
                state.by_row.setdefault(i, []).append(m)
                at = hay.find(needle, at + n)
    return state
