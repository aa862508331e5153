"""The MLIR and SASS lexers: found by pygments through entry points, and no Error tokens on real text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pygments.lexer import RegexLexer
from pygments.lexers import get_lexer_by_name
from pygments.token import Error, Keyword, Name, String

from irscope import bundle
from irscope.lexers import MlirLexer, PtxLexer, SassLexer, lexer_for
from irscope.lexers.first_char_lexer import FirstCharLexer
from irscope.lexers.first_chars import ANY, first_chars


def error_tokens(kind: str, *texts: str) -> list[tuple[str, str]]:
    # Line by line, as the TUI highlights: the lexers must not depend on multi-line state, so each
    # distinct line is lexed once (passes repeat most lines of the pass before; a GEMM has ~100k).
    lexer = lexer_for(kind)
    distinct = dict.fromkeys(line for text in texts for line in text.splitlines())
    return [(value, line) for line in distinct for tok, value in lexer.get_tokens(line) if tok in Error]


def test_pygments_finds_the_lexers_by_name() -> None:
    assert isinstance(get_lexer_by_name("mlir"), MlirLexer)
    assert isinstance(get_lexer_by_name("nvsass"), SassLexer)
    assert get_lexer_by_name("mlir").name == "MLIR"


def texts(bundle_dirs: list[Path]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {"mlir": [], "ptx": [], "sass": []}
    for d in bundle_dirs:
        b = bundle.load(d)
        out["mlir"] += [t for t in [b.input_ir(), *(b.ir_after(p) for p in b.passes)] if t]
        out["ptx"] += [b.ptx() or ""]
        out["sass"] += [b.sass() or ""]
    return out


@pytest.mark.parametrize("kind", ["mlir", "ptx", "sass"])
def test_no_error_tokens_on_freshly_captured_text(kind: str, captured_bundles: list[Path]) -> None:
    all_texts = texts(captured_bundles)[kind]
    assert all_texts and all(all_texts)
    errors = error_tokens(kind, *all_texts)
    assert errors == [], errors[:5]


@pytest.mark.parametrize("kind", ["mlir", "ptx", "sass"])
def test_no_error_tokens_on_committed_bundles(kind: str, data_bundles: dict[str, Path]) -> None:
    all_texts = texts(list(data_bundles.values()))[kind]
    assert error_tokens(kind, *all_texts) == []


def tokens(kind: str, line: str) -> list[tuple[object, str]]:
    return [(t, v) for t, v in lexer_for(kind).get_tokens(line) if v.strip()]


def test_sass_reads_opcode_registers_and_predicate() -> None:
    toks = tokens("sass", "        /*0150*/              @!P0 LDG.E.128 R32, desc[UR4][R18.64+0x4] ;")
    assert (Keyword, "LDG.E.128") in toks
    assert (Name.Variable, "R18.64") in toks
    assert (Name.Decorator, "@!P0") in toks


def test_mlir_reads_ops_values_and_shaped_types() -> None:
    toks = tokens("mlir", "    %7 = llvm.load %6 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xbf16>")
    kinds = dict((v, t) for t, v in toks)
    assert kinds["%7"] is Name.Variable
    assert kinds["llvm.load"] is Name.Builtin
    assert kinds["!llvm.ptr"] in Keyword.Type
    assert kinds["bf16"] in Keyword.Type  # after the shape's x


def test_ptx_guard_predicates_are_not_errors() -> None:
    assert error_tokens("ptx", "\t@%p1 bra \t$L__BB0_2;\n\t@!%p2 bra $L__BB0_4;") == []
    assert PtxLexer().name.startswith("PTX")


@pytest.mark.parametrize("kind", ["mlir", "ptx", "sass"])
def test_no_error_tokens_in_diff_lines(kind: str, captured_bundles: list[Path]) -> None:
    """Unified diffs write a removed line in the right-hand names, marking names that have no
    counterpart with a trailing ' (irscope.analysis.align); the lexers must read those too."""
    from irscope.analysis.diff import compare, pass_diff

    lines: list[str] = []
    loaded = [bundle.load(d) for d in captured_bundles]
    for b in loaded:
        if kind == "mlir":
            for p in b.passes:
                if p.changed and p.ir_member:
                    lines += [x.text for h in pass_diff(b, p).hunks for x in h.lines]
    by_kernel: dict[str, list] = {}
    for b in loaded:
        by_kernel.setdefault(b.kernel, []).append(b)
    for pair in by_kernel.values():
        if len(pair) >= 2:
            lines += [x.text for h in compare(pair[0], pair[1], kind=kind).hunks for x in h.lines]
    assert lines
    errors = error_tokens(kind, "\n".join(lines))
    assert errors == [], errors[:5]


# ---- the first-character engine (irscope.lexers.first_char_lexer) against pygments' own loop ----
REPO = Path(__file__).resolve().parents[2]
ENGINES = {"mlir": MlirLexer, "sass": SassLexer, "ptx": PtxLexer}


def pygments_tokens(lexer: RegexLexer, text: str) -> list[tuple[int, object, str]]:
    return list(RegexLexer.get_tokens_unprocessed(lexer, text))


def engine_tokens(lexer: RegexLexer, text: str) -> list[tuple[int, object, str]]:
    return list(lexer.get_tokens_unprocessed(text))


def committed_texts(kind: str, data_bundles: dict[str, Path]) -> list[str]:
    found = texts(list(data_bundles.values()))[kind]
    if kind in ("mlir", "ptx"):  # the pinned GEMMs, sgemm, copies: every dialect down to LLVM, and their PTX
        found += [f.read_text() for f in sorted((REPO / "snapshots").rglob(f"*.{kind}"))]
    return found


@pytest.mark.parametrize("kind", ["mlir", "sass", "ptx"])
def test_first_char_engine_gives_pygments_tokens_on_committed_text(kind: str, data_bundles: dict[str, Path]) -> None:
    lexer = lexer_for(kind)
    assert isinstance(lexer, FirstCharLexer) and lexer.engine() is not None
    all_texts = committed_texts(kind, data_bundles)
    lines = list(dict.fromkeys(line for text in all_texts for line in text.splitlines()))
    assert len(lines) > {"mlir": 5000, "sass": 200, "ptx": 2000}[kind]
    differ = [line for line in lines if engine_tokens(lexer, line) != pygments_tokens(lexer, line)]
    assert differ == [], differ[:3]
    whole = all_texts[0]  # several lines at once: newlines, positions
    assert engine_tokens(lexer, whole) == pygments_tokens(lexer, whole)


# Characters the rules care about, plus a few they do not know (Error tokens) and non-ASCII.
FUZZ_ALPHABET = "%^@!#\"'\\/*{}[]()<>,:;.=-+?|&~x$_ \t\n0123456789abfisuEeRPUTLcdx.ÿé→\x00"


@pytest.mark.parametrize("kind", ["mlir", "sass", "ptx"])
@settings(max_examples=400, deadline=None)
@given(text=st.text(alphabet=FUZZ_ALPHABET, max_size=60))
def test_first_char_engine_gives_pygments_tokens_on_fuzzed_text(kind: str, text: str) -> None:
    lexer = lexer_for(kind)
    assert engine_tokens(lexer, text) == pygments_tokens(lexer, text)


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"%[\w$.\-]+", {"%"}),
        (r"(?<![\w$.])[su]?i\d+\b", {"s", "u", "i"}),
        (r"->|::|\.\.\.", {"-", ":", "."}),
        (r"[-+]?\d+", set("-+0123456789")),
        (r"(\d+|\?)(x)(?=[a-z])", set("0123456789?")),
    ],
)
def test_first_chars_of_rules(pattern: str, expected: set[str]) -> None:
    assert first_chars(pattern, re.MULTILINE) == expected


@pytest.mark.parametrize("pattern", [r"a*", r"(?=x)", r"\b", r"(?i)a", r"[^a]", r"."])
def test_first_chars_claims_nothing_it_cannot_know(pattern: str) -> None:
    chars = first_chars(pattern, re.MULTILINE)
    assert chars == ANY or (pattern == r"[^a]" and chars == ANY - {"a"})


@pytest.mark.parametrize("kind", ["mlir", "sass", "ptx"])
@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet=FUZZ_ALPHABET, min_size=1, max_size=20))
def test_a_rule_never_matches_from_a_character_outside_its_first_chars(kind: str, text: str) -> None:
    lexer = lexer_for(kind)
    for rexmatch, _, _ in lexer._tokens["root"]:
        pattern = rexmatch.__self__
        if rexmatch(text, 0) is not None and text[0].isascii():
            assert text[0] in first_chars(pattern.pattern, pattern.flags), pattern.pattern


class TwoStateLexer(FirstCharLexer):
    tokens = {
        "root": [(r'"', String, "string"), (r"[^\"]+", Name)],
        "string": [(r'[^"]+', String), (r'"', String, "#pop")],
    }


def test_a_lexer_with_states_keeps_pygments_loop() -> None:
    lexer = TwoStateLexer()
    assert lexer.engine() is None
    text = 'a "b c" d'
    assert engine_tokens(lexer, text) == pygments_tokens(lexer, text)
    assert (6, String, '"') in engine_tokens(lexer, text)
