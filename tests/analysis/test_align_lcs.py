"""The LCS line matching that replaces difflib's for large texts (align.LCS_ABOVE)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from irscope.analysis import align
from irscope.analysis.align import lcs_opcodes
from irscope.analysis.diff import diff_texts, side_by_side

ITEMS = st.lists(st.sampled_from(["a", "b", "c", "d", "}", ""]), max_size=14)
LINES = st.lists(st.sampled_from(["a", "b", "c", "%0 = x", "%1 = y %0", "%2 = y %1", "}", ""]), max_size=40)


def lcs_length(a: list[str], b: list[str]) -> int:
    """The textbook dynamic program, to check against."""
    row = [0] * (len(b) + 1)
    for x in a:
        prev, row = row, [0]
        for k, y in enumerate(b):
            row.append(prev[k] + 1 if x == y else max(prev[k + 1], row[k]))
    return row[-1]


@settings(max_examples=500, deadline=None)
@given(ITEMS, ITEMS)
def test_lcs_opcodes_are_difflib_shaped_and_longest(a: list[str], b: list[str]) -> None:
    ops = lcs_opcodes(a, b)
    i = j = equal = 0
    previous = None
    for tag, i1, i2, j1, j2 in ops:
        assert (i1, j1) == (i, j)  # contiguous, in order
        assert tag == "equal" or previous in (None, "equal")  # a change is one opcode
        assert not (tag == "equal" and previous == "equal")  # equal runs merged
        if tag == "equal":
            assert a[i1:i2] == b[j1:j2] and i2 > i1
            equal += i2 - i1
        else:
            assert tag == {(True, False): "delete", (False, True): "insert", (True, True): "replace"}[i2 > i1, j2 > j1]
        i, j, previous = i2, j2, tag
    assert (i, j) == (len(a), len(b))
    assert equal == lcs_length(a, b)


def _text(lines: list[str]) -> str:
    return "".join(line + "\n" for line in lines)


@settings(max_examples=200, deadline=None)
@given(LINES, LINES, st.sampled_from([None, "mlir"]))
def test_diffs_through_the_lcs_reproduce_both_texts(a: list[str], b: list[str], lang: str | None) -> None:
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(align, "LCS_ABOVE", -1)
        rows = side_by_side(_text(a), _text(b), kind=lang)
        d = diff_texts(_text(a), _text(b), context=10**6, kind=lang)
    assert [r.left for r in rows if r.left_no is not None] == a
    assert [r.right for r in rows if r.right_no is not None] == b
    lines = [x for h in d.hunks for x in h.lines]
    assert [x.text for x in lines if x.tag != "delete"] == (b if d.hunks else [])
    if lang is None:
        # Plain text: the diff is as short as any can be.
        assert d.added + d.removed == len(a) + len(b) - 2 * lcs_length(a, b)


def test_large_texts_take_the_lcs_and_small_ones_difflib(monkeypatch: pytest.MonkeyPatch) -> None:
    # difflib pairs the longest run first ("x y z") and then nothing fits around it; the LCS
    # pairs the four single lines p q r t instead.
    left = ["x", "y", "z", "p", "1", "q", "2", "r", "3", "t"]
    right = ["p", "q", "r", "t", "x", "y", "z"]
    plain = diff_texts(_text(left), _text(right))
    monkeypatch.setattr(align, "LCS_ABOVE", len(left) * len(right) - 1)
    lcs = diff_texts(_text(left), _text(right))
    assert plain.removed == len(left) - 3
    assert lcs.removed == len(left) - 4 == len(left) - lcs_length(left, right)
