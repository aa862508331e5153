"""Pygments' PTX lexer, completed for what LLVM's NVPTX backend prints.

The stock lexer (pygments.lexers.ptx) reports Error tokens on guard predicates (`@%p1 bra`,
`@!%p2`) and on the NUL byte the compiler leaves after the last line of the module; both occur
in every PTX the CuTe DSL emits, and an Error token renders as a red box in the TUI.
"""

from __future__ import annotations

from pygments.lexers.ptx import PtxLexer as _StockPtxLexer
from pygments.token import Name, Whitespace


class PtxLexer(_StockPtxLexer):
    """Not registered as a plugin: the alias "ptx" stays pygments' own."""

    name = "PTX (irscope)"
    aliases: list[str] = []
    filenames: list[str] = []

    tokens = {
        "root": [
            (r"@!?%[\w$]+'?", Name.Decorator),  # guard predicate
            (r"%[\w$.]+'", Name.Variable),  # a register of a removed line, renamed (irscope's diffs)
            (r"\$[\w$.]+'", Name.Label),
            (r"\x00+", Whitespace),
            *_StockPtxLexer.tokens["root"],
        ],
        **{k: v for k, v in _StockPtxLexer.tokens.items() if k != "root"},
    }
