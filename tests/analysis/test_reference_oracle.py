"""The optimized analysis engine gives exactly the results of the reference it replaced (issue #3).

tests/analysis/reference/ holds the normalizers, the aligner and the diff engine as they were
before they were made fast. Every optimization must keep their output byte-identical: the
normalized texts, line origins, hunks, counts and side-by-side rows. Checked here on real
captures (every pass of several bundles, plain and with line info) and on the random and mutated
texts of the fuzz tests.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from irscope import bundle, store
from irscope.analysis import align, diff, normalize
from tests.analysis.reference import diff as ref_diff
from tests.analysis.reference import normalize as ref_normalize
from tests.analysis.test_normalize_fuzz import MLIR_SAMPLE, NOISY_TEXT, PTX_SAMPLE, SASS_SAMPLE, TOKEN_TEXT, mutated

KINDS = ("mlir", "ptx", "sass")
NORMALIZERS = {
    "mlir": (ref_normalize.normalize_mlir, normalize.normalize_mlir),
    "ptx": (ref_normalize.normalize_ptx, normalize.normalize_ptx),
    "sass": (ref_normalize.normalize_sass, normalize.normalize_sass),
}
#: Bundles of the session's capture (every kernel of kernels/): the largest, the seed, and kernels
#: with bf16, shared memory, TMA and sm_80 code.
CASES = (
    "sgemm:f32@sm_90a",
    "sgemm:f32@sm_80",
    "elementwise_add:v1_f32@sm_90a",
    "elementwise_add:v2_bf16@sm_90a",
    "copy_tma:bf16@sm_90a",
    "copy_inner_partition:bf16@sm_80",
    "relu:f16@sm_90a",
)
#: Pairs compared across bundles (compare, first_divergent_pass), both ways round.
PAIRS = (
    ("elementwise_add:v1_f32@sm_90a", "elementwise_add:v2_f32@sm_90a"),
    ("elementwise_add:v1_f32@sm_90a", "elementwise_add:v1_f16@sm_90a"),
    ("sgemm:f32@sm_90a", "sgemm:f32@sm_80"),
    ("relu:f32@sm_90a", "copy_tv_partition:bf16@sm_90a"),
)


@pytest.fixture(scope="module", autouse=True)
def difflib_at_every_size() -> Iterator[None]:
    """The reference aligns with difflib at every size; above align.LCS_ABOVE the engine aligns
    with an LCS on purpose (tests/analysis/test_align_lcs.py). Here the engine runs with that
    limit lifted, so the comparison checks every optimization of the difflib path, whatever the
    size of a capture (line-info IR is about twice as long)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(align, "LCS_ABOVE", float("inf"))
        yield


def plain(x: Any) -> Any:
    """Dataclasses as tuples, so results of the two implementations (distinct classes) compare."""
    if isinstance(x, (str, int, float, type(None))):  # first: nearly every value is one of these
        return x
    if isinstance(x, (list, tuple)):
        return tuple(map(plain, x))
    if hasattr(x, "__dataclass_fields__"):
        return (type(x).__name__, *(plain(getattr(x, name)) for name in x.__dataclass_fields__))
    return x


def outcome(fn: Callable[[], Any]) -> Any:
    try:
        return plain(fn())
    except Exception as e:  # the same error, with the same message, is the same outcome
        return ("raised", type(e).__name__, str(e))


def same(what: str, reference: Callable[[], Any], optimized: Callable[[], Any]) -> None:
    expected, got = outcome(reference), outcome(optimized)
    assert got == expected, what


# ---- texts --------------------------------------------------------------------------------
def check_normalized(kind: str, text: str, label: str = "") -> None:
    ref, new = NORMALIZERS[kind]
    same(f"{label} normalize {kind}", lambda: ref(text), lambda: new(text))
    same(
        f"{label} line_origins {kind}",
        lambda: ref_normalize.line_origins(kind, text),
        lambda: normalize.line_origins(kind, text),
    )
    if kind == "mlir":
        same(
            f"{label} normalize mlir collapsed",
            lambda: ref(text, collapse_names=True),
            lambda: new(text, collapse_names=True),
        )


def check_diffs(left: str, right: str, lang: str | None, label: str = "", contexts: tuple[int, ...] = (3, 0)) -> None:
    for context in contexts:
        same(
            f"{label} diff_texts lang={lang} context={context}",
            lambda c=context: ref_diff.diff_texts(left, right, left_label="l", right_label="r", context=c, lang=lang),
            lambda c=context: diff.diff_texts(left, right, left_label="l", right_label="r", context=c, kind=lang),
        )
    same(
        f"{label} side_by_side lang={lang}",
        lambda: ref_diff.side_by_side(left, right, lang=lang),
        lambda: diff.side_by_side(left, right, kind=lang),
    )


# ---- real captures ------------------------------------------------------------------------
def texts_of(b: bundle.Bundle) -> Iterator[tuple[str, str, str]]:
    """(kind, label, text) of every distinct text of a bundle."""
    seen: set[str] = set()
    named = [("mlir", "input", b.input_ir())]
    named += [("mlir", p.key, b.read_text(p.ir_member)) for p in b.passes if p.ir_member]
    named += [("ptx", "ptx", b.ptx()), ("sass", "sass", b.sass())]
    for kind, label, text in named:
        if text is not None and text not in seen:
            seen.add(text)
            yield kind, f"{b.label} {label}", text


def check_bundle(b: bundle.Bundle) -> None:
    for kind, label, text in texts_of(b):
        check_normalized(kind, text, label)
    for p in b.passes:
        if not p.ir_member:
            continue
        for normalized in (True, False):
            for context in (3, 0):
                same(
                    f"{b.label} pass_diff {p.key} normalized={normalized} context={context}",
                    lambda p=p, n=normalized, c=context: ref_diff.pass_diff(b, p, normalized=n, context=c),
                    lambda p=p, n=normalized, c=context: diff.pass_diff(b, p, normalized=n, context=c),
                )
        before, after = b.ir_before(p), b.ir_after(p)
        if before is not None and after is not None and before != after:
            label = f"{b.label} {p.key}"
            check_diffs(normalize.normalize_mlir(before), normalize.normalize_mlir(after), "mlir", label, (3,))
            check_diffs(normalize.normalize_mlir(before), normalize.normalize_mlir(after), None, label, ())
            check_diffs(before, after, None, f"{label} raw", ())


def check_pair(a: bundle.Bundle, b: bundle.Bundle) -> None:
    label = f"{a.label} vs {b.label}"
    every_pass = [p.key for p in a.passes if p.ir_member]
    for stage, pass_refs in (("mlir", ["input", None, *every_pass]), ("ptx", [None]), ("sass", [None])):
        for pass_ref in pass_refs:
            # Raw texts diff with plain difflib: the final and input IR are enough there.
            variants = (
                ((True, False), (True, True), (False, False)) if pass_ref in ("input", None) else ((True, False),)
            )
            for normalized, collapse in variants:
                kwargs = {"pass_ref": pass_ref, "normalized": normalized, "collapse_names": collapse}
                same(
                    f"{label} compare {stage} {kwargs}",
                    lambda kw=kwargs, s=stage: ref_diff.compare(a, b, stage=s, **kw),
                    lambda kw=kwargs, s=stage: diff.compare(a, b, kind=s, **kw),
                )
    for stage, read in (("ptx", bundle.Bundle.ptx), ("sass", bundle.Bundle.sass)):
        left, right = read(a), read(b)
        if left is not None and right is not None:
            norm = NORMALIZERS[stage][1]
            check_diffs(left, right, stage, f"{label} raw {stage}")
            check_diffs(norm(left), norm(right), stage, f"{label} {stage}")
    for normalized in (True, False):
        for x, y in ((a, b), (b, a)):
            same(
                f"{x.label} vs {y.label} first_divergent_pass normalized={normalized}",
                lambda x=x, y=y, n=normalized: ref_diff.first_divergent_pass(x, y, normalized=n),
                lambda x=x, y=y, n=normalized: diff.first_divergent_pass(x, y, normalized=n),
            )


def load(root: Path, ref: str) -> bundle.Bundle:
    return bundle.load(store.resolve_one(ref, root))


@pytest.mark.slow
@pytest.mark.parametrize("ref", CASES)
def test_every_pass_of_a_real_capture(irscope_store: Path, ref: str) -> None:
    check_bundle(load(irscope_store, ref))


@pytest.mark.slow
@pytest.mark.parametrize(("left", "right"), PAIRS)
def test_two_real_captures(irscope_store: Path, left: str, right: str) -> None:
    check_pair(load(irscope_store, left), load(irscope_store, right))


@pytest.mark.slow
def test_captures_with_line_info(lineinfo_store: Path, irscope_store: Path) -> None:
    """Line-info captures carry `loc(...)` on every op and debug sections in the PTX."""
    for ref in ("sgemm:f32@sm_90a", "elementwise_add:v1_f32@sm_90a"):
        with_locs = load(lineinfo_store, ref)
        check_bundle(with_locs)
        check_pair(load(irscope_store, ref), with_locs)


# ---- random and mutated text (the fuzz tests' strategies) ----------------------------------
ANY_TEXT = st.one_of(NOISY_TEXT, TOKEN_TEXT)
SAMPLES = {"mlir": MLIR_SAMPLE, "ptx": PTX_SAMPLE, "sass": SASS_SAMPLE}
#: Line breaks that str.splitlines knows and "\n" is not: where a whole-text shortcut could part ways.
ODD_BREAKS = '%1 = "a\rb" %2\x0b%3\x0c^bb1:\x1c%4\x1d%5\x1e%r1\x85$L__BB0_1\u2028.L_x_2\u2029%0\r\n%arg1 loc("x\ry")\n'


@settings(max_examples=300, deadline=None)
@given(ANY_TEXT)
@example(ODD_BREAKS)
@example('func.func @f(%arg0: i32) {\n  %5 = "a" %arg0 loc("f":1:2)\n^bb3:\n}\nllvm.func @g() {\n%7 = %5\n}')
def test_random_text_normalizes_the_same(text: str) -> None:
    for kind in KINDS:
        check_normalized(kind, text)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(KINDS), st.data())
def test_mutated_real_text_normalizes_the_same(kind: str, data: st.DataObject) -> None:
    check_normalized(kind, data.draw(mutated(SAMPLES[kind])))


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(KINDS), st.data(), st.integers(0, 4))
def test_mutated_real_texts_diff_the_same(kind: str, data: st.DataObject, context: int) -> None:
    left, right = data.draw(mutated(SAMPLES[kind])), data.draw(mutated(SAMPLES[kind]))
    for lang in (kind, None):
        check_diffs(left, right, lang, "raw", (context,))
    norm = NORMALIZERS[kind][1]
    check_diffs(norm(left), norm(right), kind, "normalized", (context,))


@settings(max_examples=200, deadline=None)
@given(ANY_TEXT, ANY_TEXT, st.integers(0, 4))
@example(ODD_BREAKS, ODD_BREAKS.replace("%2", "%9"), 3)
@example("%1 = a %0\n%2 = b %1\n", "%1 = a %0\n%2 = b %1\n", 3)
def test_random_texts_diff_the_same(left: str, right: str, context: int) -> None:
    for lang in (*KINDS, None):
        check_diffs(left, right, lang, "random", (context,))


@st.composite
def renamed_pair(draw: st.DrawFn, lang: str) -> tuple[str, str]:
    """Two texts of few, often repeated names on lines of a few shapes: the right one renames
    some names (consistently or not), swaps, drops and duplicates lines, so that line pairs with
    equal masks agree or clash with the renaming in every way."""
    sigil = {"mlir": "%", "ptx": "%r", "sass": ".L_x_"}[lang]
    shapes = ["{0} = add {1}, {2}", "{0} = mul {1}", "use {0}, {0}", "{0}", "br {1}", "}}", "func.func @f({0}) {{"]
    if lang == "ptx":
        shapes[-1] = ".entry f({0}) {{"
    names = st.integers(0, 6).map(lambda k: f"{sigil}{k}")
    line = st.tuples(st.sampled_from(shapes), names, names, names).map(lambda t: t[0].format(*t[1:]))
    left = draw(st.lists(line, max_size=40))
    renaming = draw(st.dictionaries(names, names, max_size=6))
    right = []
    for text in left:
        op = draw(st.sampled_from(["keep", "keep", "rename", "rename", "drop", "dup", "new"]))
        renamed = re.sub(rf"{re.escape(sigil)}\d+", lambda m: renaming.get(m[0], m[0]), text)
        if op == "rename":
            right.append(renamed)
        elif op == "keep":
            right.append(text)
        elif op == "dup":
            right += [renamed, text]
        elif op == "new":
            right += [draw(line), renamed]
    return "\n".join(left), "\n".join(right)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(KINDS).flatmap(lambda lang: st.tuples(st.just(lang), renamed_pair(lang))), st.integers(0, 3))
def test_renamed_texts_diff_the_same(case: tuple[str, tuple[str, str]], context: int) -> None:
    lang, (left, right) = case
    check_diffs(left, right, lang, "renamed", (context,))
