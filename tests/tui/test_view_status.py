"""The two lines above the TUI's main view (tui/view_status.ViewStatus.show_document): the tag and
the title never cut, what follows them left out when the line is too narrow (the place, the diff's
counts, the hunk, a replayed pass's label, the search), and the second line: a notice, the label,
or the column labels; each line's text, styles and overflow as shown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from irscope.tui.builder import Selection
from irscope.tui.documents import Document, SearchState
from irscope.tui.view_status import ViewStatus

A = Path("/s/add/v1/sm_90a/1")
B = Path("/s/add/v2/sm_90a/1")
LEFT = "add:v1_f32_with_a_long_case_name@sm_90a"
RIGHT = "add:v2_f32_with_a_long_case_name@sm_90a"
FULL = Document("full", "mlir", "cute-expand-ops#1", ())
SPLIT = Document("split", "mlir", "cute-expand-ops#1", (), LEFT, RIGHT, added=12, removed=3, hunk_starts=(4, 40, 90))
UNIFIED = Document("unified", "ptx", "ptx", (), LEFT, RIGHT, added=1, removed=0)
SAME = Document("split", "sass", "sass", (), LEFT, RIGHT)
NOTICE = Document("full", "mlir", "canonicalize#2", (), notice="no IR after this pass: the one before it")
SEARCH = SearchState("ld.global", [object(), object(), object()], 1)  # type: ignore[list-item]
NOT_FOUND = SearchState("st.shared", [], -1)
FOUND = SearchState("mov", [object()] * 7, -1)  # type: ignore[list-item]
NONE = SearchState()
SEL = Selection(A, None, "cute-expand-ops#1", "mlir", "split", True)
RAW = Selection(A, None, "ptx", "ptx", "unified", False)
COMPARE = Selection(A, B, "sass", "sass", "split", True)


class _Recorded(ViewStatus):
    """The widget, keeping what it would show."""

    def update(self, content: Any = "", *, layout: bool = True) -> None:
        self.shown = (content, layout)


def shown(doc: Document, sel: Selection | None, hunk: int, search: SearchState, width: int, **kw: Any) -> list[Any]:
    """Whether the update asked for a layout pass, then each line: text, spans, no_wrap, overflow."""
    status = _Recorded()
    status.show_document(doc, sel, hunk, search, width, **kw)
    group, layout = status.shown
    return [layout] + [
        (t.plain, [(s.start, s.end, str(s.style)) for s in t.spans], t.no_wrap, t.overflow) for t in group.renderables
    ]


SHOWS = {
    "full": lambda: shown(FULL, None, 0, NONE, 80),
    "full-selected": lambda: shown(FULL, Selection(A, None, "x", "mlir", "full"), 0, NONE, 80),
    "split": lambda: shown(SPLIT, SEL, 1, SEARCH, 120, where="at %5 = arith.addi"),
    "split-narrow": lambda: shown(SPLIT, SEL, 1, SEARCH, 50, where="at %5"),
    "split-no-tag": lambda: shown(SPLIT, SEL, 1, NONE, 20),
    "split-above-first-hunk": lambda: shown(SPLIT, SEL, -1, FOUND, 100),
    "split-tiny": lambda: shown(SPLIT, SEL, 0, NONE, 2),
    "unified-raw": lambda: shown(UNIFIED, RAW, 0, NOT_FOUND, 100),
    "no-change-compare": lambda: shown(SAME, COMPARE, 0, NONE, 100),
    "label": lambda: shown(FULL, SEL, 0, NONE, 100, label="replayed: cute-expand-ops, from the trace"),
    "label-compact": lambda: shown(SPLIT, SEL, 0, NONE, 100, compact=True, label="replayed: from the trace"),
    "compact": lambda: shown(SPLIT, SEL, 2, SEARCH, 100, compact=True),
    "notice": lambda: shown(NOTICE, SEL, 0, NONE, 100, label="replayed"),
}
EXPECTED = {
    "full": [False, ("cute-expand-ops#1", [(0, 17, "bold")], True, "fold"), ("", [], True, "ellipsis")],
    "full-selected": [
        False,
        ("[mlir full] cute-expand-ops#1", [(0, 12, "bold cyan"), (12, 29, "bold")], True, "fold"),
        ("", [], True, "ellipsis"),
    ],
    "split": [
        False,
        (
            "[mlir split] cute-expand-ops#1 at %5 = arith.addi   +12 -3   hunk 2/3   /ld.global: 2/3",
            [
                (0, 13, "bold cyan"),
                (13, 30, "bold"),
                (30, 49, "dim"),
                (49, 55, "green"),
                (55, 58, "red"),
                (58, 69, "dim"),
                (69, 87, "yellow"),
            ],
            True,
            "fold",
        ),
        (
            "add:v1_f32_with_a_long_case_name@sm_90a                     add:v2_f32_with_a_long_case_name@sm_90a",
            [(0, 59, "red"), (60, 99, "green")],
            True,
            "ellipsis",
        ),
    ],
    "split-narrow": [
        False,
        (
            "[mlir split] cute-expand-ops#1 at %5   +12 -3",
            [(0, 13, "bold cyan"), (13, 30, "bold"), (30, 36, "dim"), (36, 42, "green"), (42, 45, "red")],
            True,
            "fold",
        ),
        ("add:v1_f32_…name@sm_90a  add:v2_f32_w…_name@sm_90a", [(0, 24, "red"), (25, 50, "green")], True, "ellipsis"),
    ],
    "split-no-tag": [
        False,
        ("cute-expand-ops#1", [(0, 17, "bold")], True, "fold"),
        ("add:…90a  add:v…_90a", [(0, 9, "red"), (10, 20, "green")], True, "ellipsis"),
    ],
    "split-above-first-hunk": [
        False,
        (
            "[mlir split] cute-expand-ops#1   +12 -3   hunk -/3   /mov: 7 found",
            [
                (0, 13, "bold cyan"),
                (13, 30, "bold"),
                (30, 36, "green"),
                (36, 39, "red"),
                (39, 50, "dim"),
                (50, 66, "yellow"),
            ],
            True,
            "fold",
        ),
        (
            "add:v1_f32_with_a_long_case_name@sm_90a           add:v2_f32_with_a_long_case_name@sm_90a",
            [(0, 49, "red"), (50, 89, "green")],
            True,
            "ellipsis",
        ),
    ],
    "split-tiny": [
        False,
        ("cute-expand-ops#1", [(0, 17, "bold")], True, "fold"),
        ("  ", [(0, 1, "red")], True, "ellipsis"),
    ],
    "unified-raw": [
        False,
        (
            "[ptx unified raw] ptx   +1 -0   /st.shared: 0 found",
            [(0, 18, "bold cyan"), (18, 21, "bold"), (21, 26, "green"), (26, 29, "red"), (29, 51, "red")],
            True,
            "fold",
        ),
        (
            "--- add:v1_f32_with_a_long_case_name@sm_90a   +++ add:v2_f32_with_a_long_case_name@sm_90a",
            [(0, 46, "red"), (46, 89, "green")],
            True,
            "ellipsis",
        ),
    ],
    "no-change-compare": [
        False,
        ("[sass compare] sass   no change", [(0, 15, "bold cyan"), (15, 19, "bold"), (19, 31, "dim")], True, "fold"),
        (
            "add:v1_f32_with_a_long_case_name@sm_90a           add:v2_f32_with_a_long_case_name@sm_90a",
            [(0, 49, "red"), (50, 89, "green")],
            True,
            "ellipsis",
        ),
    ],
    "label": [
        False,
        ("[mlir full] cute-expand-ops#1", [(0, 12, "bold cyan"), (12, 29, "bold")], True, "fold"),
        ("replayed: cute-expand-ops, from the trace", [(0, 41, "italic cyan")], True, "ellipsis"),
    ],
    "label-compact": [
        False,
        (
            "[mlir split] cute-expand-ops#1   +12 -3   hunk 1/3   replayed",
            [
                (0, 13, "bold cyan"),
                (13, 30, "bold"),
                (30, 36, "green"),
                (36, 39, "red"),
                (39, 50, "dim"),
                (50, 61, "cyan"),
            ],
            True,
            "fold",
        ),
    ],
    "compact": [
        False,
        (
            "[mlir split] cute-expand-ops#1   +12 -3   hunk 3/3   /ld.global: 2/3",
            [
                (0, 13, "bold cyan"),
                (13, 30, "bold"),
                (30, 36, "green"),
                (36, 39, "red"),
                (39, 50, "dim"),
                (50, 68, "yellow"),
            ],
            True,
            "fold",
        ),
    ],
    "notice": [
        False,
        ("[mlir full] canonicalize#2", [(0, 12, "bold cyan"), (12, 26, "bold")], True, "fold"),
        ("no IR after this pass: the one before it", [(0, 40, "italic yellow")], True, "ellipsis"),
    ],
}


@pytest.mark.parametrize("case", list(SHOWS))
def test_the_status_lines(case: str) -> None:
    assert SHOWS[case]() == EXPECTED[case]
