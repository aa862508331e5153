"""HTML of highlighted text: what `pygments.highlight(text, lexer, HtmlFormatter(nowrap=True))`
returns, made in one loop for the first-character lexers (irscope.lexers.first_char_lexer).

Pygments hands each token from the lexer's generator through `get_tokens`' streamer to the
formatter's line loop, which escapes it, looks up its span and merges it with the span before.
A GEMM pair's page has some 80,000 tokens to highlight, all under the GIL while the diffs wait
for it (docs/export.md). Here the engine's matches go straight to HTML, each distinct token text
escaped once: the same spans, merged the same way (a token of the span already open joins it;
a newline closes the line's span), in a fifth less time (that page's MLIR templates: 58 ms
instead of 69). Each token type's `<span class="...">` and the escaping are the formatter's
own, taken from it by formatting probes, so the output follows the installed pygments (2.19
escapes `"` and `'`, 2.21 does not). A lexer without an engine, or with filters, goes through
pygments. tests/export/test_highlight.py compares the two on every committed text and on fuzzed lines.
"""

from __future__ import annotations

from functools import cache
from io import StringIO
from typing import Any

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.token import Error, Text, Whitespace, _TokenType

from irscope.lexers.first_char_lexer import FirstCharLexer

_CLOSE = "</span>"
#: Characters the formatter may escape (which of them it does depends on the release).
_SPECIAL = "&<>\"'"


def html_of(text: str, lexer: Lexer) -> str:
    """`highlight(text, lexer, HtmlFormatter(nowrap=True))`, for any lexer."""
    engine = lexer.engine() if isinstance(lexer, FirstCharLexer) and not lexer.filters else None
    if engine is None:
        return highlight(text, lexer, HtmlFormatter(nowrap=True))
    # What get_tokens does first (BOM, \r, stripnl, ...); a private step, absent from Pygments' stubs.
    text = lexer._preprocess_lexer_input(text)  # type: ignore[attr-defined]
    spans = _SPANS
    escaped = _Escaped(_escapes())
    every, by_first = engine.every, engine.by_first
    out: list[str] = []
    put = out.append
    # The span open on the line being written; None: nothing written on it yet.
    open_: str | None = None
    pos, end = 0, len(text)
    while pos < end:
        char = text[pos]
        for rule in by_first.get(char, every):  # the lexer's loop (first_char_lexer)
            m = rule[0](text, pos)
            if m is not None:
                break
        else:
            m = None
        if m is None:  # what RegexLexer does when no rule matches
            tokens: Any = (((Whitespace if char == "\n" else Error), char),)
            pos += 1
        else:
            pos, action = m.end(), rule[1]
            if type(action) is _TokenType:
                value = m.group()
                if "\n" not in value:  # the common case, inlined: one token on one line
                    if value:
                        cspan = spans[action]
                        if open_ == cspan:
                            put(escaped[value])
                        else:
                            if open_:
                                put(_CLOSE)
                            put(cspan)
                            put(escaped[value])
                            open_ = cspan
                    continue
                tokens = ((action, value),)
            else:
                tokens = [(t, v) for _, t, v in action(lexer, m)]
        for ttype, value in tokens:
            cspan = spans[ttype]
            *ended, last = escaped[value].split("\n")
            for part in ended:  # each newline ends the line
                if open_ is not None:
                    if open_ != cspan and part:
                        put(f"{_CLOSE if open_ else ''}{cspan}{part}{_CLOSE if cspan else ''}\n")
                    else:
                        put(f"{part}{_CLOSE if open_ else ''}\n")
                    open_ = None
                elif part:
                    put(f"{cspan}{part}{_CLOSE if cspan else ''}\n")
                else:
                    put("\n")
            if last:
                if open_ is None:
                    put(cspan)
                elif open_ != cspan:
                    put(f"{_CLOSE if open_ else ''}{cspan}")
                put(last)
                open_ = cspan
    if open_ is not None:
        put(f"{_CLOSE if open_ else ''}\n")
    return "".join(out)


class _Spans(dict):
    """token type -> the `<span ...>` the formatter opens for it ('' for none)."""

    def __missing__(self, ttype: _TokenType) -> str:
        # One token of that type alone: the formatter writes `<span ...>\x01</span>\n`, or `\x01\n`.
        html = _formatted([(ttype, _PROBE)])
        self[ttype] = html[: html.index(_PROBE)]
        return self[ttype]


_SPANS = _Spans()
#: A token text no span holds and the formatter does not escape.
_PROBE = "\x01"


class _Escaped(dict):
    """token text -> the formatter's escaping of it (one per call: the texts are the page's)."""

    def __init__(self, table: dict[int, str]) -> None:
        super().__init__()
        self.table = table

    def __missing__(self, value: str) -> str:
        self[value] = value.translate(self.table)
        return self[value]


@cache
def _escapes() -> dict[int, str]:
    """The formatter's escaping of each character it may escape, read off one probe."""
    html = _formatted([(Text, "\n".join(_SPECIAL))])
    return dict(zip(map(ord, _SPECIAL), html.rstrip("\n").split("\n"), strict=True))


def _formatted(tokens: list[tuple[_TokenType, str]]) -> str:
    out = StringIO()
    _probe_formatter().format(tokens, out)
    return out.getvalue()


@cache
def _probe_formatter() -> HtmlFormatter:
    return HtmlFormatter(nowrap=True)  # one: each reads the style's whole table when made
