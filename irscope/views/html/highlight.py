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

from collections.abc import Callable, Iterable
from functools import cache
from io import StringIO
from typing import Any

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.token import Error, Text, Whitespace, _TokenType

from irscope.lexers.first_char_lexer import Engine, FirstCharLexer

_CLOSE = "</span>"
#: Characters the formatter may escape (which of them it does depends on the release).
_SPECIAL = "&<>\"'"


def html_of(text: str, lexer: Lexer) -> str:
    """`highlight(text, lexer, HtmlFormatter(nowrap=True))`, for any lexer."""
    engine = lexer.engine() if isinstance(lexer, FirstCharLexer) and not lexer.filters else None
    if engine is None:
        return highlight(text, lexer, HtmlFormatter(nowrap=True))
    # What get_tokens does first (BOM, \r, stripnl, ...); a private step, absent from Pygments' stubs.
    return _engine_html(lexer._preprocess_lexer_input(text), lexer, engine)  # type: ignore[attr-defined]


def _engine_html(text: str, lexer: Lexer, engine: Engine) -> str:
    """The lexer's loop (first_char_lexer) writing HTML as it matches.

    A token on one line, nearly every token, is written here inline, with two appends rather than
    a call or an f-string (either costs several percent of the loop); a token holding a newline,
    a callback's tokens and an unmatched character go to `_write_token`.
    """
    spans = _SPANS
    escaped = _Escaped(_escapes())
    every, by_first = engine.every, engine.by_first
    out: list[str] = []
    put = out.append
    # The span open on the line being written; None: nothing written on it yet.
    open_: str | None = None
    pos, end = 0, len(text)
    while pos < end:
        m = None
        for rule in by_first.get(text[pos], every):
            m = rule[0](text, pos)
            if m is not None:
                break
        if m is None:
            open_ = _write_tokens(_unmatched(text[pos]), open_, put, escaped)
            pos += 1
            continue
        pos, action = m.end(), rule[1]
        if type(action) is not _TokenType:
            open_ = _write_tokens(_callback_tokens(action, lexer, m), open_, put, escaped)
            continue
        value = m.group()
        if "\n" in value:
            open_ = _write_token(action, value, open_, put, escaped)
        elif value:
            cspan = spans[action]
            if open_ != cspan:
                if open_:
                    put(_CLOSE)
                put(cspan)
                open_ = cspan
            put(escaped[value])
    put(_ending(open_))
    return "".join(out)


def _unmatched(char: str) -> tuple[tuple[_TokenType, str]]:
    """What RegexLexer yields for a character no rule matches."""
    return (((Whitespace if char == "\n" else Error), char),)


def _callback_tokens(action: Any, lexer: Lexer, m: Any) -> list[tuple[_TokenType, str]]:
    return [(t, v) for _, t, v in action(lexer, m)]


def _write_tokens(
    tokens: Iterable[tuple[_TokenType, str]],
    open_: str | None,
    put: Callable[[str], None],
    escaped: _Escaped,
) -> str | None:
    """`_write_token` for each of `tokens`."""
    for ttype, value in tokens:
        open_ = _write_token(ttype, value, open_, put, escaped)
    return open_


def _write_token(
    ttype: _TokenType, value: str, open_: str | None, put: Callable[[str], None], escaped: _Escaped
) -> str | None:
    """Write a token that may hold newlines; return the span then open (None: none on the line)."""
    cspan = _SPANS[ttype]
    *ended, last = escaped[value].split("\n")
    for part in ended:  # each newline ends the line
        put(_line_end(open_, cspan, part))
        open_ = None
    if last:
        if open_ != cspan:
            if open_:
                put(_CLOSE)
            put(cspan)
        put(last)
        open_ = cspan
    return open_


def _line_end(open_: str | None, cspan: str, part: str) -> str:
    """The last `part` of a line, in span `cspan`, and the newline, closing what is open."""
    if part and open_ != cspan:
        return f"{_CLOSE if open_ else ''}{cspan}{part}{_CLOSE if cspan else ''}\n"
    return f"{part}{_CLOSE if open_ else ''}\n"


def _ending(open_: str | None) -> str:
    """The end of the text's last line: '' if nothing was written on it."""
    if open_ is None:
        return ""
    return f"{_CLOSE if open_ else ''}\n"


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
