"""line_match.opcodes is difflib's line matching, exactly, however it finds it (issue #15)."""

from __future__ import annotations

import difflib
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from irscope.analysis import line_match

SMALL = st.lists(st.sampled_from(["a", "b", "c", "}", ""]), max_size=60)


def difflib_opcodes(a: list[str], b: list[str]) -> list[tuple[str, int, int, int, int]]:
    """The standard library's own (not cydifflib): the reference."""
    return [tuple(op) for op in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()]


@settings(max_examples=400, deadline=None)
@given(SMALL, SMALL)
def test_any_two_line_lists(a: list[str], b: list[str]) -> None:
    assert line_match.opcodes(a, b) == difflib_opcodes(a, b)


@st.composite
def nearly_equal(draw: st.DrawFn) -> tuple[list[str], list[str]]:
    """A long text of few distinct, much repeated lines (like a kernel's masks) and a copy with
    a few lines inserted, removed or replaced: the case string search takes over."""
    alphabet = draw(st.integers(1, 12))
    rng = random.Random(draw(st.integers(0, 2**32)))
    a = [f"line {rng.randrange(alphabet)}" for _ in range(draw(st.integers(0, 1500)))]
    b = list(a)
    for _ in range(draw(st.integers(0, 8))):
        at = rng.randrange(len(b) + 1)
        what = rng.randrange(3)
        if what == 0 or not b:
            b.insert(at, f"line {rng.randrange(alphabet + 2)}")
        elif what == 1:
            del b[min(at, len(b) - 1)]
        else:
            b[min(at, len(b) - 1)] = f"line {rng.randrange(alphabet + 2)}"
    return (a, b) if draw(st.booleans()) else (b, a)


@settings(max_examples=150, deadline=None)
@given(nearly_equal())
def test_long_nearly_equal_texts(pair: tuple[list[str], list[str]]) -> None:
    a, b = pair
    assert line_match.opcodes(a, b) == difflib_opcodes(a, b)


def test_nearly_equal_texts_do_without_difflib(monkeypatch) -> None:
    """The speed-up is real: a one-line change in 3,000 repetitive lines is matched by string
    search alone (difflib, which would visit every pair of equal lines, is never asked)."""
    rng = random.Random(7)
    a = [f"%{rng.randrange(5)} = op" for _ in range(3000)]
    b = a[:1700] + ["%9 = other op"] + a[1701:]

    def no_difflib(*args: object, **kwargs: object) -> None:
        raise AssertionError("difflib was asked")

    expected = difflib_opcodes(a, b)
    monkeypatch.setattr(line_match, "_difflib_blocks", no_difflib)  # the compiled core's or cydifflib's
    assert line_match.opcodes(a, b) == expected
