"""`line_origins` says which raw line each normalized line came from: the source map keys
locations by raw lines, the views show normalized ones."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from irscope.analysis.normalize import line_origins, normalize_mlir, normalize_ptx, normalize_sass
from tests.analysis.test_normalize_fuzz import (
    MLIR_SAMPLE,
    NOISY_TEXT,
    PTX_SAMPLE,
    SASS_SAMPLE,
    TOKEN_TEXT,
    mutated,
)

NORMALIZERS = {"mlir": normalize_mlir, "ptx": normalize_ptx, "sass": normalize_sass}


def check(kind: str, text: str) -> None:
    normalized = NORMALIZERS[kind](text).splitlines()
    origins = line_origins(kind, text)
    assert len(origins) == len(normalized)
    assert list(origins) == sorted(set(origins)), "origins must increase"
    raw = text.splitlines()
    for line, origin in zip(normalized, origins, strict=True):
        assert 0 <= origin < len(raw)
        assert bool(line.strip()) == bool(raw[origin].strip()) or kind == "mlir"


def test_real_texts_keep_their_instructions_in_place() -> None:
    ptx = "\n".join(PTX_SAMPLE)
    origins = line_origins("ptx", ptx)
    for line, origin in zip(normalize_ptx(ptx).splitlines(), origins, strict=True):
        if line.strip().startswith("ld.global"):
            assert PTX_SAMPLE[origin].strip().startswith("ld.global")
    sass = "\n".join(SASS_SAMPLE)
    for line, origin in zip(normalize_sass(sass).splitlines(), line_origins("sass", sass), strict=True):
        if "LDG" in line:
            assert line.split()[-1] in SASS_SAMPLE[origin]


def test_locations_and_alias_lines_are_the_ones_dropped() -> None:
    text = '#loc = loc("k.py":1:2)\nmodule {\n  %0 = arith.constant 1 : i32 loc(#loc)\n}\n#loc1 = loc("k.py":3:4)\n'
    assert line_origins("mlir", text) == (1, 2, 3)
    assert normalize_mlir(text).splitlines()[1].strip() == "%0 = arith.constant 1 : i32"


@settings(max_examples=200, deadline=None)
@given(st.one_of(NOISY_TEXT, TOKEN_TEXT))
def test_random_text(text: str) -> None:
    for kind in NORMALIZERS:
        check(kind, text)


@settings(max_examples=40, deadline=None)
@given(mutated(MLIR_SAMPLE))
def test_mutated_mlir(text: str) -> None:
    check("mlir", text)


@settings(max_examples=40, deadline=None)
@given(mutated(PTX_SAMPLE))
def test_mutated_ptx(text: str) -> None:
    check("ptx", text)


@settings(max_examples=40, deadline=None)
@given(mutated(SASS_SAMPLE))
def test_mutated_sass(text: str) -> None:
    check("sass", text)
