"""Rows made as they are read (analysis.split_rows) give the document the eager rows gave."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from irscope.analysis.diff import side_by_side, split_rows
from irscope.tui.documents import split_document

LINES = st.lists(
    st.sampled_from(["a", "b", "\tc\td", "%0 = x", "%1 = y %0", "}", "", "  .section .text.k", "wide " * 9]),
    max_size=30,
)


def _text(lines: list[str]) -> str:
    return "".join(line + "\n" for line in lines)


@settings(max_examples=300, deadline=None)
@given(LINES, LINES, st.sampled_from([None, "mlir", "sass"]))
def test_lazy_rows_make_the_same_document(a: list[str], b: list[str], lang: str | None) -> None:
    left, right = _text(a), _text(b)
    lazy = split_rows(left, right, kind=lang)
    eager = side_by_side(left, right, kind=lang)
    assert tuple(lazy) == eager
    assert len(lazy) == len(eager)
    assert [lazy[i] for i in range(len(lazy))] == list(eager)
    assert lazy[-1:] == eager[-1:]
    kind = lang or "text"
    got = dataclasses.asdict(split_document(lazy, kind, "t", "L", "R")) | {"rows": None}
    want = dataclasses.asdict(split_document(eager, kind, "t", "L", "R")) | {"rows": None}
    assert got == want
