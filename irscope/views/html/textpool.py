"""The page's texts: every distinct line highlighted once, every distinct text stored once.

Consecutive passes share most of their lines, so the page holds one pool of lines per kind
(mlir, ptx, sass), highlighted by the project's pygments lexers through pygments'
HtmlFormatter, and stores each text as runs of pool ids: `[first, count, first, count, ...]`
for ids that follow one another. Ids are given in the order lines are first seen, so the first
text is one run and a text that repeats most of an earlier one is a handful of runs. The
page's script rebuilds the lines from the runs.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from pygments import highlight
from pygments.formatters import HtmlFormatter

from irscope.lexers import lexer_for

KINDS = ("mlir", "ptx", "sass")
#: The pygments style of the page (a light one: pages are read beside review comments).
PYGMENTS_STYLE = "default"
#: The CSS class the highlighted code sits under.
CODE_CLASS = "hl"


class TextPool:
    """Texts added by kind; `add` returns the text's id (the same id for the same text)."""

    def __init__(self) -> None:
        self._line_ids: dict[str, dict[str, int]] = {k: {} for k in KINDS}
        self._texts: list[tuple[str, list[int]]] = []
        self._text_ids: dict[tuple[str, str], int] = {}

    def add(self, kind: str, text: str) -> int:
        found = self._text_ids.get((kind, text))
        if found is not None:
            return found
        ids = self._line_ids[kind]
        runs: list[int] = []
        for line in text.splitlines():
            i = ids.setdefault(line, len(ids))
            if runs and runs[-2] + runs[-1] == i:
                runs[-1] += 1
            else:
                runs += [i, 1]
        self._texts.append((kind, runs))
        self._text_ids[(kind, text)] = len(self._texts) - 1
        return len(self._texts) - 1

    def line_count(self, kind: str) -> int:
        return len(self._line_ids[kind])

    def to_json(self) -> dict[str, Any]:
        return {
            "lines": {kind: highlighted_lines(kind, list(ids)) for kind, ids in self._line_ids.items() if ids},
            "texts": [{"kind": kind, "runs": runs} for kind, runs in self._texts],
        }


def highlighted_lines(kind: str, lines: list[str]) -> list[str]:
    """One HTML fragment per line, through pygments' HtmlFormatter.

    MLIR lines are highlighted as templates: every SSA value (`%12`, `%arg0`) becomes `%_`,
    each distinct template is highlighted once, and the names go back into its HTML in order.
    Passes renumber values, so the lines of a large bundle are ten times as many as their
    templates (sgemm: 22,000 lines, 2,300 templates). The result is the same HTML: the lexer
    reads an SSA value as one token whatever its name (tests/export checks it line by line).
    """
    if kind != "mlir":
        return _highlight_each(kind, lines)
    templates: dict[str, int] = {}
    shapes = [templates.setdefault(_SSA.sub("%_", line), len(templates)) for line in lines]
    html = _highlight_each(kind, list(templates))
    parts = [fragment.split("%_") for fragment in html]
    out = []
    for line, shape in zip(lines, shapes, strict=True):
        names = [escape(name) for name in _SSA.findall(line)]
        pieces = parts[shape]
        if len(pieces) != len(names) + 1:  # the formatter split a slot: highlight this line alone
            out.append(_highlight_each(kind, [line])[0])
            continue
        out.append("".join(piece + name for piece, name in zip(pieces, [*names, ""], strict=True)))
    return out


#: An SSA value as the MLIR lexer reads it (irscope.lexers.mlir: Name.Variable).
_SSA = re.compile(r"%[\w$.\-]+'?(?:#\d+)?")


def _highlight_each(kind: str, lines: list[str]) -> list[str]:
    """All lines in one call, split: the lexers keep no state across lines (irscope.lexers)
    and the formatter closes its spans at every line end."""
    if not lines:
        return []
    html = highlight("\n".join(lines) + "\n", lexer_for(kind), HtmlFormatter(nowrap=True))
    out = html.split("\n")
    if len(out) == len(lines) + 1 and out[-1] == "":
        return out[:-1]
    # A lexer that did not keep one line per line: highlight them one by one instead.
    return [highlight(line + "\n", lexer_for(kind), HtmlFormatter(nowrap=True)).rstrip("\n") for line in lines]


def style_css() -> str:
    """The token colours, scoped to the code class."""
    return HtmlFormatter(style=PYGMENTS_STYLE).get_style_defs(f".{CODE_CLASS}")
