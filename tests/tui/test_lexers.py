"""The MLIR and SASS lexers: found by pygments through entry points, and no Error tokens on real text."""

from __future__ import annotations

from pathlib import Path

import pytest
from pygments.lexers import get_lexer_by_name
from pygments.token import Error, Keyword, Name

from irscope import bundle
from irscope.lexers import MlirLexer, PtxLexer, SassLexer, lexer_for


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
                if p.changed and p.ir:
                    lines += [x.text for h in pass_diff(b, p).hunks for x in h.lines]
    by_kernel: dict[str, list] = {}
    for b in loaded:
        by_kernel.setdefault(b.kernel, []).append(b)
    for pair in by_kernel.values():
        if len(pair) >= 2:
            lines += [x.text for h in compare(pair[0], pair[1], stage=kind).hunks for x in h.lines]
    assert lines
    errors = error_tokens(kind, "\n".join(lines))
    assert errors == [], errors[:5]
