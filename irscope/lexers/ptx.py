"""Pygments' PTX lexer, completed for what LLVM's NVPTX backend prints.

The stock lexer (pygments.lexers.ptx) reports Error tokens on guard predicates (`@%p1 bra`,
`@!%p2`), on the NUL byte the compiler leaves after the last line of the module, and on the
sm_90 spellings TMA and cluster code uses (`.shared::cta`, `mbarrier::complete_tx::bytes`,
`elect.sync %r13|%p3`); an Error token renders as a red box in the TUI.
"""

from __future__ import annotations

from typing import ClassVar

from pygments.lexer import bygroups
from pygments.lexers.ptx import PtxLexer as _StockPtxLexer
from pygments.token import Keyword, Name, Operator, Punctuation, Whitespace

from irscope.lexers.first_char_lexer import FirstCharLexer


class PtxLexer(FirstCharLexer, _StockPtxLexer):
    """Not registered as a plugin: the alias "ptx" stays pygments' own. Lexed by the first-character
    engine (its rules never leave "root"): a PTX line in 30 us, not 130."""

    name = "PTX (irscope)"
    aliases: ClassVar[list[str]] = []
    filenames: ClassVar[list[str]] = []

    tokens = {
        "root": [
            (r"@!?%?[\w$]+'?", Name.Decorator),  # guard predicate (%p1, or P1 in inline asm)
            # an instruction with sm_90 qualifiers, read before the stock label rule (NAME:) can
            # take its first part: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes
            (r"[a-zA-Z_][\w.]*(?:::\w[\w.]*)+", Keyword),
            (r"\|", Operator),  # elect.sync %r13|%p3
            (r"%[\w$.]+'", Name.Variable),  # a register of a removed line, renamed (irscope's diffs)
            (r"(\$[\w$.]+')(:?)", bygroups(Name.Label, Punctuation)),  # and its definition, $L__BB0_24':
            (r"\x00+", Whitespace),
            *_StockPtxLexer.tokens["root"],
        ],
        **{k: v for k, v in _StockPtxLexer.tokens.items() if k != "root"},
    }
