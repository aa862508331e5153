"""Pygments lexers for the texts irscope shows: MLIR (any dialect) and NVIDIA SASS.

Both are registered as pygments plugins (entry points in pyproject.toml), so
`pygments.lexers.get_lexer_by_name("mlir")` and `get_lexer_by_name("nvsass")` find them once
irscope is installed. Pygments already ships a PTX lexer; the alias "sass" belongs to the CSS
preprocessor, hence "nvsass" here. irscope's own views import the classes directly so that
running from a source tree without installed entry points still highlights.
"""

from __future__ import annotations

from pygments.lexer import Lexer

from irscope.lexers.mlir import MlirLexer
from irscope.lexers.ptx import PtxLexer
from irscope.lexers.sass import SassLexer

__all__ = ["MlirLexer", "PtxLexer", "SassLexer", "lexer_for"]


def lexer_for(kind: str) -> Lexer:
    """A lexer instance for one of irscope's text kinds: mlir, ptx, sass (anything else: plain text)."""
    if kind == "mlir":
        return MlirLexer(stripnl=False, ensurenl=False)
    if kind == "sass":
        return SassLexer(stripnl=False, ensurenl=False)
    if kind == "ptx":
        return PtxLexer(stripnl=False, ensurenl=False)
    from pygments.lexers.special import TextLexer

    return TextLexer(stripnl=False, ensurenl=False)
