"""Syntax highlighting and intra-line change ranges, one line at a time, cached.

The code view renders only the rows on screen, so highlighting is per line and memoized by the
line's text: consecutive passes share most of their lines, which is what makes stepping through
passes cheap. The lexers keep no state across lines (see irscope.lexers), so a line highlights the
same wherever it appears.

The first screen of a fresh `irscope tui` is highlighted in the first document's child
(first_document.py) with `seed`, and `plant` files its spans here: the app's first view then lexes
nothing, and the app imports no lexer, pygments lexer or theme before it (they come with the
first line it lexes itself).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from pygments.token import Token, _TokenType, string_to_tokentype
from rich.style import Style

if TYPE_CHECKING:
    from rich.syntax import PygmentsSyntaxTheme

TAB_SIZE = 8
PYGMENTS_STYLE = "monokai"

Spans = tuple[tuple[str, int], ...]  # (text, index into STYLES)
Ranges = tuple[tuple[int, int], ...]


@lru_cache(maxsize=1)
def _theme() -> PygmentsSyntaxTheme:
    from rich.syntax import PygmentsSyntaxTheme

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
    from irscope.lexers import lexer_for

    return lexer_for(kind)


def lexer_engine(kind: str) -> None:
    """Build the lexer's rules by first character now (irscope.lexers.first_char_lexer builds
    them on first use: a few milliseconds the first line of a fresh app would otherwise wait for)."""
    engine = getattr(_lexer(kind), "engine", None)
    if engine is not None:
        engine()


def display(text: str) -> str:
    """What a line looks like on screen: tabs expanded, no trailing newline."""
    return text.rstrip("\n").expandtabs(TAB_SIZE)


#: How much of one line is lexed, and compared word by word with its changed partner; the rest
#: is shown plain (and, where the two differ there, marked changed as a whole). The longest
#: lines of real IR are a few thousand characters; a 50 MB `dense<"0x...">` constant on one
#: line took the lexer ~150 bytes of memory per character (7.7 GB for one screen) and 40 s.
LEX_LIMIT = 20_000


@lru_cache(maxsize=32768)
def highlight(kind: str, text: str) -> Spans:
    """(text, style id) spans of one display line; STYLES[id] is the style. Neighbouring tokens
    of one style make one span (an MLIR line has ~140 tokens, about half of them spaces and
    punctuation; each span is a segment of every frame that shows the line). Past `LEX_LIMIT`
    characters, one plain span."""
    if not text:
        return ()
    if len(text) > LEX_LIMIT:
        return (*highlight(kind, text[:LEX_LIMIT]), (text[LEX_LIMIT:], 0))
    if _planted and (planted := _planted.get((kind, text))) is not None:
        return planted
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
    if _planted_pairs and (planted := _planted_pairs.get((left, right))) is not None:
        return planted
    from irscope.analysis.diff import changed_words

    if max(len(left), len(right)) <= LEX_LIMIT:
        return changed_words(left, right)
    head_left, head_right = changed_words(left[:LEX_LIMIT], right[:LEX_LIMIT])
    if left[LEX_LIMIT:] == right[LEX_LIMIT:]:
        return head_left, head_right
    return _with_tail(head_left, len(left)), _with_tail(head_right, len(right))


def _with_tail(ranges: Ranges, length: int) -> Ranges:
    """`ranges` and the part of a line past LEX_LIMIT, as one changed range."""
    if length <= LEX_LIMIT:
        return ranges
    return (*ranges, (LEX_LIMIT, length))


# ---- the first screen, highlighted in another process --------------------------------------
#: Results `plant` is filing: `highlight` and `intraline` return these instead of computing them,
#: and so cache them (empty outside `plant`).
_planted: dict[tuple[str, str], Spans] = {}
_planted_pairs: dict[tuple[str, str], tuple[Ranges, Ranges]] = {}


@dataclass(frozen=True)
class Seed:
    """A process's highlighting of some lines, for another process's caches: its token styles
    (token name, style) in the order of its style ids from 1, the spans by (lexer, line) and the
    changed words by line pair."""

    styles: tuple[tuple[str, Style], ...]
    spans: dict[tuple[str, str], Spans]
    pairs: dict[tuple[str, str], tuple[Ranges, Ranges]]


def opening_lines(doc: Any, rows: int = 64) -> Iterator[tuple[str, str | None]]:  # noqa: ANN401 - a Document
    """The display lines of the rows a document opens at (from `Document.first_row`): (line,
    None) to highlight, and (left, right) for a changed pair, whose changed words are shown too."""
    start = doc.first_row
    for row in doc.rows[start : start + rows]:
        if doc.layout == "split":
            left, right = row.left, row.right
            for text in (left, right):
                if text is not None:
                    yield display(text), None
            if row.tag == "replace" and left is not None and right is not None:
                yield display(left), display(right)
        elif doc.layout == "unified":
            yield display(row.text), None
        else:
            yield display(row), None


def seed(doc: Any, rows: int = 64) -> Seed:  # noqa: ANN401 - a Document
    """Highlight the rows `doc` opens at (`opening_lines`), for `plant` in another process."""
    spans: dict[tuple[str, str], Spans] = {}
    pairs: dict[tuple[str, str], tuple[Ranges, Ranges]] = {}
    for line, right in opening_lines(doc, rows):
        if right is None:
            spans[(doc.lexer, line)] = highlight(doc.lexer, line)
        else:
            pairs[(line, right)] = intraline(line, right)
    styles = tuple((str(token), STYLES[i]) for token, i in sorted(_STYLE_IDS.items(), key=lambda t: t[1]))
    return Seed(styles, spans, pairs)


def plant(seed: Seed) -> None:
    """File another process's highlighting (`seed`) in this one's caches, as if computed here:
    its style ids become this process's ids of the same tokens (a token seen here for the first
    time takes the style the other process computed for it, which is this theme's)."""
    ids = [0]
    for name, style in seed.styles:
        token = string_to_tokentype(name)
        found = _STYLE_IDS.get(token)
        if found is None:
            STYLES.append(style)
            found = _STYLE_IDS[token] = len(STYLES) - 1
        ids.append(found)
    try:
        _planted.update({key: tuple((text, ids[i]) for text, i in spans) for key, spans in seed.spans.items()})
        _planted_pairs.update(seed.pairs)
        for kind, line in seed.spans:
            highlight(kind, line)
        for left, right in seed.pairs:
            intraline(left, right)
    finally:
        _planted.clear()
        _planted_pairs.clear()
