"""Syntax highlighting and intra-line change ranges, one line at a time, cached.

The code view renders only the rows on screen, so highlighting is per line and memoized by the
line's text: consecutive passes share most of their lines, which is what makes stepping through
passes cheap. The lexers keep no state across lines (see irscope.lexers), so a line highlights the
same wherever it appears.
"""

from __future__ import annotations

from functools import lru_cache

from pygments.token import Token, _TokenType
from rich.style import Style
from rich.syntax import PygmentsSyntaxTheme

from irscope.analysis.diff import changed_words
from irscope.lexers import lexer_for

TAB_SIZE = 8
PYGMENTS_STYLE = "monokai"

Spans = tuple[tuple[str, int], ...]  # (text, index into STYLES)
Ranges = tuple[tuple[int, int], ...]


@lru_cache(maxsize=1)
def _theme() -> PygmentsSyntaxTheme:
    return PygmentsSyntaxTheme(PYGMENTS_STYLE)


#: Token styles, referred to by index from cached spans. A tuple holding only a str and an int
#: is invisible to the garbage collector, so a cache of a hundred thousand spans costs the
#: collector nothing (holding Style objects, it made a full collection take ~150 ms).
STYLES: list[Style] = [Style()]
_STYLE_IDS: dict[_TokenType, int] = {}


def token_style_id(token: _TokenType) -> int:
    found = _STYLE_IDS.get(token)
    if found is None:
        # Foreground only: the row's background (diff colors, search matches) must show through.
        s = _theme().get_style_for_token(token)
        STYLES.append(Style(color=s.color, bold=s.bold, italic=s.italic))
        found = _STYLE_IDS[token] = len(STYLES) - 1
    return found


@lru_cache(maxsize=8)
def _lexer(kind: str):  # noqa: ANN202 - a pygments Lexer
    return lexer_for(kind)


def lexer_engine(kind: str) -> None:
    """Compile the lexer's combined regexes now (irscope.lexers.one_regex builds them on first
    use: tens of milliseconds the first line of a fresh app would otherwise wait for)."""
    engine = getattr(_lexer(kind), "engine", None)
    if engine is not None:
        engine()


def display(text: str) -> str:
    """What a line looks like on screen: tabs expanded, no trailing newline."""
    return text.rstrip("\n").expandtabs(TAB_SIZE)


@lru_cache(maxsize=32768)
def highlight(kind: str, text: str) -> Spans:
    """(text, style id) spans of one display line; STYLES[id] is the style. Neighbouring tokens
    of one style make one span (an MLIR line has ~140 tokens, about half of them spaces and
    punctuation; each span is a segment of every frame that shows the line)."""
    if not text:
        return ()
    spans: list[tuple[str, int]] = []
    last = -1
    for token, value in _lexer(kind).get_tokens(text):
        if "\n" in value:
            value = value.replace("\n", "")
        if not value:
            continue
        style = 0 if token is Token.Text else token_style_id(token)
        if style == last:
            spans[-1] = (spans[-1][0] + value, style)
        else:
            spans.append((value, style))
            last = style
    return tuple(spans)


@lru_cache(maxsize=16384)
def intraline(left: str, right: str) -> tuple[Ranges, Ranges]:
    """Character ranges that differ between a changed line pair, word by word (cached: the
    same pairs come back as the user steps through passes)."""
    return changed_words(left, right)
