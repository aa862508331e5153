"""diff_texts / side_by_side: agreement with difflib, faithful rows, renaming-aware alignment."""

from __future__ import annotations

import dataclasses
import difflib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from irscope.analysis.diff import TextDiff, changed_spans, diff_texts, side_by_side
from irscope.analysis.normalize import normalize_mlir
from irscope.views.diff_text import render_unified

LINES = st.lists(st.sampled_from(["a", "b", "c", "d", "%0 = x", "%1 = y %0", "}", ""]), max_size=40)


def _text(lines: list[str]) -> str:
    return "".join(line + "\n" for line in lines)


@settings(max_examples=300, deadline=None)
@given(LINES, LINES, st.integers(0, 4))
def test_plain_diff_matches_difflib_unified_diff(a: list[str], b: list[str], context: int) -> None:
    ours = render_unified(diff_texts(_text(a), _text(b), left_label="L", right_label="R", context=context))
    theirs = "".join(line + "\n" for line in difflib.unified_diff(a, b, "L", "R", n=context, lineterm=""))
    assert ours == theirs


@settings(max_examples=300, deadline=None)
@given(LINES, LINES, st.sampled_from([None, "mlir", "ptx", "sass"]))
def test_rows_and_hunks_reproduce_both_texts(a: list[str], b: list[str], lang: str | None) -> None:
    rows = side_by_side(_text(a), _text(b), kind=lang)
    assert [r.left for r in rows if r.left_no is not None] == a
    assert [r.right for r in rows if r.right_no is not None] == b
    assert [r.left_no for r in rows if r.left_no is not None] == list(range(1, len(a) + 1))
    assert [r.right_no for r in rows if r.right_no is not None] == list(range(1, len(b) + 1))
    d = diff_texts(_text(a), _text(b), context=10**6, kind=lang)
    if lang is None:
        assert d.changed == (a != b)
    lines = [x for h in d.hunks for x in h.lines]
    assert d.removed == sum(x.tag == "delete" for x in lines)
    assert d.added == sum(x.tag == "insert" for x in lines)
    if d.hunks:  # unbounded context: one hunk, every line of both sides, in order
        assert len(d.hunks) == 1
        assert [x.left_no for x in lines if x.left_no is not None] == list(range(1, len(a) + 1))
        assert [x.right_no for x in lines if x.right_no is not None] == list(range(1, len(b) + 1))
        assert [x.text for x in lines if x.tag == "insert" or x.tag == "equal"] == b
        if lang is None:  # equal lines show the right text, which is also the left one without renaming
            assert [x.text for x in lines if x.tag != "insert"] == a


def _program(ops: list[str], inserted_at: int | None = None) -> str:
    """A straight-line MLIR function, numbered the way MLIR numbers it."""
    body = list(ops)
    if inserted_at is not None:
        body.insert(inserted_at, "arith.constant 7 : i32")
    lines = ["func.func @f(%arg0: i32) {"]
    for k, op in enumerate(body):
        operand = f"%{k - 1}" if k else "%arg0"
        lines.append(f"  %{k} = {op.replace('$', operand)}")
    lines.append("}")
    return "\n".join(lines)


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.sampled_from(["arith.addi $, $ : i32", "arith.muli $, $ : i32", "cute.get_iter($)"]), min_size=1, max_size=30
    ),
    st.data(),
)
def test_one_inserted_op_is_one_inserted_line_despite_renumbering(ops: list[str], data: st.DataObject) -> None:
    at = data.draw(st.integers(0, len(ops)))
    before, after = _program(ops), _program(ops, inserted_at=at)
    d = diff_texts(normalize_mlir(before), normalize_mlir(after), kind="mlir")
    # The new constant is the only new line; the op after it now uses it (one operand changed),
    # unless it went in last. Everything else is renumbered, not changed.
    assert d.added == (2 if at < len(ops) else 1)
    assert d.removed == (1 if at < len(ops) else 0)
    plain = diff_texts(before, after)
    assert plain.added >= d.added


def test_a_changed_operand_is_a_change_even_when_masks_agree() -> None:
    left = "func.func @f() {\n  %0 = a\n  %1 = b\n  %2 = add %0, %1\n}"
    right = "func.func @f() {\n  %0 = a\n  %1 = b\n  %2 = add %1, %0\n}"
    d = diff_texts(left, right, kind="mlir")
    assert (d.added, d.removed) == (1, 1)
    assert [(x.tag, x.text) for x in d.hunks[0].lines if x.tag != "equal"] == [
        ("delete", "  %2' = add %0, %1"),  # %2 found no partner: marked, so not read as the right's %2
        ("insert", "  %2 = add %1, %0"),
    ]


def test_removed_lines_read_in_right_hand_names() -> None:
    left = "func.func @f() {\n  %0 = a\n  %1 = b\n  %2 = add %0, %1\n  %3 = neg %2\n}"
    right = "func.func @f() {\n  %0 = a\n  %1 = c\n  %2 = b\n  %3 = add %0, %1\n  %4 = neg %3\n}"
    d = diff_texts(left, right, kind="mlir")
    changes = [(x.tag, x.text) for h in d.hunks for x in h.lines if x.tag != "equal"]
    # b moved from %1 to %2; the add now takes c: in right-hand names that is one operand.
    assert changes == [("insert", "  %1 = c"), ("delete", "  %3 = add %0, %2"), ("insert", "  %3 = add %0, %1")]


def test_renumbered_lines_are_equal_and_counted() -> None:
    left = "func.func @f() {\n  %3 = a\n  %4 = b %3\n}"
    right = "func.func @f() {\n  %7 = a\n  %9 = b %7\n}"
    d = diff_texts(left, right, kind="mlir")
    assert not d.changed and d.renamed == 2
    assert diff_texts(left, right).changed


def test_ptx_registers_rename_but_special_registers_do_not() -> None:
    left = ".visible .entry k(\n{\n\tmov.u32 %r3, %tid.x;\n\tadd.s32 %r4, %r3, 1;\n}"
    right = ".visible .entry k(\n{\n\tmov.u32 %r8, %tid.x;\n\tadd.s32 %r9, %r8, 1;\n}"
    assert not diff_texts(left, right, kind="ptx").changed
    other = right.replace("%tid.x", "%ctaid.x")
    assert diff_texts(left, other, kind="ptx").changed


def test_scope_restart_keeps_second_function_equal() -> None:
    # Function a gains a value; b numbers from %0 again and must not look changed.
    left = "func.func @a() {\n  %0 = x\n  %1 = y %0\n}\nfunc.func @b() {\n  %0 = z\n  %1 = w %0\n}"
    right = "func.func @a() {\n  %0 = q\n  %1 = x\n  %2 = y %1\n}\nfunc.func @b() {\n  %0 = z\n  %1 = w %0\n}"
    d = diff_texts(left, right, kind="mlir")
    assert (d.added, d.removed) == (1, 0)


def test_hunk_headers_for_pure_insertions_and_deletions() -> None:
    d = diff_texts("a\nb\nc", "a\nb\nX\nc", context=0)
    (h,) = d.hunks
    assert (h.left_start, h.left_count, h.right_start, h.right_count) == (2, 0, 3, 1)
    d = diff_texts("a\nb\nc", "a\nc", context=0)
    (h,) = d.hunks
    assert (h.left_start, h.left_count, h.right_start, h.right_count) == (2, 1, 1, 0)


def test_side_by_side_pairs_replaced_lines_and_marks_characters() -> None:
    rows = side_by_side("x\nLDG.E R1\nLDG.E R2\ny", "x\nLDG.E.128 R4\ny")
    assert [r.tag for r in rows] == ["equal", "replace", "delete", "equal"]
    assert (rows[1].left, rows[1].right) == ("LDG.E R1", "LDG.E.128 R4")
    lspans, rspans = changed_spans(rows[1].left, rows[1].right)
    assert "".join(rows[1].right[lo:hi] for lo, hi in rspans) == ".1284"
    assert "".join(rows[1].left[lo:hi] for lo, hi in lspans) == "1"


def test_identical_texts_have_no_hunks() -> None:
    d = diff_texts("a\nb", "a\nb", left_label="x", right_label="y")
    assert d.hunks == () and not d.changed and render_unified(d) == ""


def test_hunks_made_on_first_read_behave_as_a_plain_field() -> None:
    old, new = "%0 = x\n%1 = y %0\nz\n", "%0 = x\n%1 = w %0\nz\n"
    lazy, read = diff_texts(old, new, kind="mlir"), diff_texts(old, new, kind="mlir")
    hunks = read.hunks
    assert (lazy.added, lazy.removed, lazy.changed) == (1, 1, True)
    assert lazy == read and hash(lazy) == hash(read) and repr(lazy) == repr(read)
    assert lazy.hunks is lazy.hunks and lazy.hunks == hunks
    assert dataclasses.replace(lazy, left_label="L").hunks == hunks
    with pytest.raises(dataclasses.FrozenInstanceError):
        lazy.hunks = ()  # type: ignore[misc]
    assert TextDiff("L", "R", (), 0, 0).hunks == ()
    with pytest.raises(TypeError):
        TextDiff("L", "R")  # type: ignore[call-arg]  # hunks, added and removed have no defaults


def test_changed_words_marks_whole_words() -> None:
    from irscope.analysis.diff import changed_words

    left, right = changed_words("  %1 = arith.addi %0, %0 : i32", "  %1 = arith.muli %0, %0 : i32")
    assert left == right == ((7, 17),)


def test_changed_words_on_a_huge_line_marks_the_middle_as_one_range() -> None:
    # A cubin inlined as a string constant: tens of thousands of words, which word matching
    # (quadratic) took minutes over. Past the limit the middle between the common head and
    # tail is one range.
    from irscope.analysis.diff import WORD_MATCH_LIMIT, changed_words

    middle_a, middle_b = " ".join(["a", "b"] * WORD_MATCH_LIMIT), " ".join(["b", "a"] * WORD_MATCH_LIMIT)
    left, right = changed_words(f"head {middle_a} tail", f"head {middle_b} tail")
    assert left == ((5, 5 + len(middle_a)),) and right == ((5, 5 + len(middle_b)),)
