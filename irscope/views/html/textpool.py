"""The page's texts: every distinct line highlighted once, every distinct text stored once.

Consecutive passes share most of their lines, so the page holds one pool of lines per kind
(mlir, ptx, sass), highlighted by the project's pygments lexers as pygments' HtmlFormatter
does it (views/html/highlight.py), and stores each text as runs of pool ids:
`[first, count, first, count, ...]` for ids that follow one another. Ids are given in the order
lines are first seen (`LinePool`), so the first text is one run and a text that repeats most of
an earlier one is a handful of runs. The page's script rebuilds the lines from the runs.

Every pool line is a template and names: the line's slots (for MLIR its SSA values) taken
out, each distinct template highlighted once and kept as the HTML pieces between its slots
(`templates`), and the line stored as its template's id followed by its names, separated by
spaces, one line per line of one string (`lines`). The page's script puts the names, escaped,
back between the pieces (`line_html` does the same in Python). A kind without slots (PTX, SASS)
has one template per line. An attention kernel's MLIR has 170,000 distinct lines and 8,700
templates: its lines as HTML were 110 MB of JSON before packing, as templates and names 15 MB;
as one string per kind they are encoded and packed without making an object per line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from html import escape
from typing import Any

from pygments.formatters import HtmlFormatter

from irscope.analysis.compiled import LinePoolCore, TextCore, dispatch
from irscope.lexers import lexer_for
from irscope.views.html.highlight import html_of

KINDS = ("mlir", "ptx", "sass")
#: The pygments style of the page (a light one: pages are read beside review comments).
PYGMENTS_STYLE = "default"
#: The CSS class the highlighted code sits under.
CODE_CLASS = "hl"


class TextPool:
    """Texts added by kind; `add` returns the text's id (the same id for the same text)."""

    def __init__(self) -> None:
        self._lines = {k: _line_pool() for k in KINDS}
        self._texts: list[tuple[str, list[int]]] = []
        self._text_ids: dict[tuple[str, str], int] = {}
        #: template -> its HTML, highlighted ahead of to_json (highlight_ahead)
        self._ahead: dict[str, dict[str, str]] = {k: {} for k in KINDS}

    def add(self, kind: str, text: str) -> int:
        found = self._text_ids.get((kind, text))
        if found is not None:
            return found
        self._texts.append((kind, self._lines[kind].runs(text)))
        self._text_ids[(kind, text)] = len(self._texts) - 1
        return len(self._texts) - 1

    def lines(self, kind: str) -> list[str]:
        """The distinct lines of the texts of a kind, in the order of their ids."""
        return self._lines[kind].lines()

    def highlight_ahead(self, kind: str, texts: Iterable[str]) -> None:
        """Highlight now the templates of texts that will be added later, for to_json to find:
        for a caller with the GIL to spare while other threads diff in the compiled core
        (build_page). A template's HTML is the same in any batch (the lexers keep no state
        across lines), so the page is the same; a text not given here is highlighted in
        to_json."""
        lines = list(dict.fromkeys(line for text in texts for line in text.splitlines()))
        known = self._ahead[kind]
        todo = [t for t in _template_ids(kind, lines)[0] if t not in known]
        known.update(zip(todo, _highlight_each(kind, todo), strict=True))

    def to_json(self) -> dict[str, Any]:
        lines: dict[str, str] = {}
        templates: dict[str, list[list[str]]] = {}
        for kind, pool in self._lines.items():
            if len(pool):
                templates[kind], lines[kind] = templated_lines(kind, pool.lines(), self._ahead[kind])
        return {"lines": lines, "templates": templates, "texts": [{"kind": k, "runs": r} for k, r in self._texts]}


class LinePool:
    """Distinct lines numbered 0, 1, ... in order of first appearance (the pure-Python reference
    of the compiled core's LinePool)."""

    def __init__(self) -> None:
        self._ids: dict[str, int] = {}

    def runs(self, text: str) -> list[int]:
        """Each line of text.splitlines() numbered (a new line gets the next id), as runs of
        consecutive ids: `[first, count, first, count, ...]`."""
        ids = self._ids
        runs: list[int] = []
        for line in text.splitlines():
            i = ids.setdefault(line, len(ids))
            if runs and runs[-2] + runs[-1] == i:
                runs[-1] += 1
            else:
                runs += [i, 1]
        return runs

    def lines(self) -> list[str]:
        return list(self._ids)

    def __len__(self) -> int:
        return len(self._ids)


@dispatch(TextCore.LinePool)
def _line_pool() -> LinePoolCore:
    """A LinePool; with the compiled core its LinePool: the same numbering without a str per line."""
    return LinePool()


def templated_lines(kind: str, lines: list[str], known: dict[str, str] | None = None) -> tuple[list[list[str]], str]:
    """(templates, entries): each template's highlighted HTML as the pieces between its slots
    (`line_html` puts names back between them), and the lines as one string, line k of it
    `"<template id> <name> <name> ..."` for lines[k].

    A slot is a name the kind's lexer reads as one token of one type whatever its spelling
    (`SLOTS`): MLIR's SSA values (`%12`, `%arg0`), the contents of its string literals and its
    numbers where they can be (`_MLIR_SLOTS`), PTX's registers (`%r12`, `%rd3`, `%p1`). Each
    becomes `%_` (a number NUMBER_SLOT), each distinct template is highlighted once, and the
    names go back into its HTML in order. Passes renumber values, so an attention kernel's
    170,000 distinct MLIR lines are 5,200 templates, its 2,200 PTX lines 400. The result is
    the HTML of highlighting each line (tests/export checks it line by line and on fuzzed
    lines). A template whose HTML does not split into one piece more than its lines have slots
    (the formatter cut a slot, or the line held a marker that was no slot: `"a %_"`) is not
    used: its lines are highlighted alone, each its own template without slots. SASS has no
    slots: each line is its own template. `known`: templates already highlighted
    (TextPool.highlight_ahead).
    """
    ids, entries, slots = _template_ids(kind, lines)
    html = _highlight_known(kind, list(ids), known or {})
    if kind not in SLOTS:
        return [[fragment] for fragment in html], entries
    pieces = [_MARKERS.split(fragment) for fragment in html]
    broken = {t for t, (count, p) in enumerate(zip(slots, pieces, strict=True)) if len(p) != count + 1}
    if broken:
        rows = entries.split("\n")
        cut = [k for k, row in enumerate(rows) if int(row.partition(" ")[0]) in broken]
        for k, line_html in zip(cut, _highlight_each(kind, [lines[k] for k in cut]), strict=True):
            rows[k] = str(len(pieces))
            pieces.append([line_html])
        entries = "\n".join(rows)
    return pieces, entries


def _template_ids(kind: str, lines: list[str]) -> tuple[dict[str, int], str, list[int]]:
    """(template -> id, in order of first use; the lines as entries, `"<template id> <name> ..."`
    each; each template's count of slots, -1 where lines of different counts share it):
    templated_lines' cut. A kind without slots: every distinct line its own template (a line
    met again, as `},` in a JSON snapshot, is the template it was the first time)."""
    rule = SLOTS.get(kind)
    if rule is None:
        ids: dict[str, int] = {}
        entries = "\n".join(str(ids.setdefault(line, len(ids))) for line in lines)
        return ids, entries, [0] * len(ids)
    return _mlir_templates(lines) if rule is _MLIR_SLOTS else _cut_lines(rule, lines)


def _compiled_templates(core: TextCore, lines: list[str]) -> tuple[dict[str, int], str, list[int]]:
    ids: dict[str, int] = {}
    slots: list[int] = []
    return ids, core.ssa_templates(lines, ids, slots), slots  # fills ids and slots


@dispatch(_compiled_templates)
def _mlir_templates(lines: list[str]) -> tuple[dict[str, int], str, list[int]]:
    """_template_ids of MLIR lines."""
    return _cut_lines(_MLIR_SLOTS, lines)


def _cut_lines(rule: re.Pattern[str], lines: list[str]) -> tuple[dict[str, int], str, list[int]]:
    """_template_ids of lines under a kind's slot rule."""
    ids: dict[str, int] = {}
    slots: list[int] = []
    out = []
    for line in lines:
        template, names = _cut(rule, line)
        t = ids.setdefault(template, len(ids))
        if t == len(slots):
            slots.append(len(names))
        elif slots[t] != len(names):
            slots[t] = -1
        out.append(" ".join([str(t), *names]))
    return ids, "\n".join(out), slots


def _highlight_known(kind: str, lines: list[str], known: dict[str, str]) -> list[str]:
    """_highlight_each(kind, lines), taking the lines in `known` from there."""
    todo = [line for line in lines if line not in known]
    if len(todo) == len(lines):
        return _highlight_each(kind, lines)
    fresh = dict(zip(todo, _highlight_each(kind, todo), strict=True))
    return [known[line] if line in known else fresh[line] for line in lines]


def _cut(rule: re.Pattern[str], line: str) -> tuple[str, list[str]]:
    """A line's template and names under a kind's slot rule."""
    if rule is _MLIR_SLOTS and any(x in line for x in _NO_STRING_SLOTS):
        rule = _SSA_SLOTS
    template: list[str] = []
    names: list[str] = []
    at = 0
    for m in rule.finditer(line):
        found = m.groupdict()
        if found.get("kept") is not None:  # a string whose content cannot be a slot
            template.append(line[at : m.end()])
        elif found.get("string") is not None:
            template += [line[at : m.start()], f'"{SLOT}"']
            names.append(found["string"])
        elif found.get("number") is not None:
            template += [line[at : m.start()], NUMBER_SLOT]
            names.append(found["number"])
        else:
            template += [line[at : m.start()], SLOT]
            names.append(found["name"])
        at = m.end()
    template.append(line[at:])
    return "".join(template), names


def line_html(pieces: list[str], names: list[str]) -> str:
    """A templated line's HTML: its template's pieces with its names, escaped, between them
    (what the page's script does with a line `template name ...`)."""
    return "".join(piece + escape(name) for piece, name in zip(pieces, [*names, ""], strict=True))


def highlighted_lines(kind: str, lines: list[str]) -> list[str]:
    """One HTML fragment per line, through pygments' HtmlFormatter (by way of templates)."""
    if not lines:
        return []
    templates, entries = templated_lines(kind, lines)
    out = []
    for entry in entries.split("\n"):
        template, *names = entry.split(" ")
        out.append(line_html(templates[int(template)], names))
    return out


#: An SSA value as the MLIR lexer reads it (irscope.lexers.mlir: Name.Variable), where the
#: lexer's token ends with the name or goes on with a `'` (kept in the template, escaped by the
#: formatter as it escapes the line): `%0#1x` is `%0` and `#1x`, since the lexer reads `%0#1`
#: and `x`. Inside a string or a comment the slot lies inside that token either way.
_SSA = r"(?P<name>%[\w$.\-]+(?:#\d+)?)(?![\w$.\-])"
#: A number as the MLIR lexer reads it whatever its digits (a run of ASCII digits where a token
#: starts: Number.Integer, Number.Float or the dimension of a shape, `4xf32`, by what follows):
#: not after a word character or one of `$.-+%#^@!'"`, where the digits would go on a name, a
#: sign, a suffix (`#1`) or a type whose digits the lexer reads (`f16`, `bf16`, `f8E4M3`), but
#: after the `x` of a shape (`4x8`, `?x8`). Lines of an attention kernel's passes differ mostly
#: in such numbers (offsets, shapes, strides); as slots, a GEMM pair's 2,700 MLIR templates are
#: 1,700 and hold 43% fewer characters to highlight.
_NUMBER = r"""(?:(?<![\w$.\-+%#^@!'"])|(?<=[\d?]x))(?P<number>[0-9]+)"""
#: MLIR's slots: SSA values, and the content of string literals (String.Double: the template
#: keeps `"%_"`) that holds nothing HTML escapes and no white space (names are separated by
#: spaces). Strings only in a line without a backslash, a `'` or a `//`: there every quote the
#: lexer reaches opens a string that ends at the next one (no other token holds a quote), so
#: the quotes pair up from the left as the lexer reads them. So a name holds nothing HTML escapes.
_MLIR_SLOTS = re.compile(r'"(?P<string>[^"&<>\s\\]*)"|(?P<kept>"[^"]*")|' + _SSA + "|" + _NUMBER)
_SSA_SLOTS = re.compile(_SSA)
_NO_STRING_SLOTS = ("\\", "'", "//")
#: A PTX register as pygments' PTX lexer reads it, whole (`%([-a-zA-Z$._][\w\-$.]*)`:
#: Name.Variable; no keyword starts with %), and only where its token ends with the name: a
#: name followed by `.`, `-` or a word character (`%tid.x`) stays in the template. Inside a
#: guard (`@!%p1`: Name.Decorator) or a comment the slot is inside one token either way.
_PTX_REGISTER = re.compile(r"(?P<name>%[A-Za-z_$][\w$]*)(?![\w$.\-])")
#: The slots of each kind, and what stands for a slot in a template (a name of each kind's
#: rule, so the lexer reads it as the names it stands for; a number: digits lines seldom hold).
#: A template whose HTML does not split at these into one piece more than its slots is not used.
SLOTS = {"mlir": _MLIR_SLOTS, "ptx": _PTX_REGISTER}
SLOT = "%_"
NUMBER_SLOT = "9081726354"
_MARKERS = re.compile(f"{re.escape(SLOT)}|{NUMBER_SLOT}")


def _highlight_each(kind: str, lines: list[str]) -> list[str]:
    """All lines in one call, split: the lexers keep no state across lines (irscope.lexers)
    and the formatter closes its spans at every line end."""
    if not lines:
        return []
    lexer = lexer_for(kind)
    out = html_of("\n".join(lines) + "\n", lexer).split("\n")
    if len(out) == len(lines) + 1 and out[-1] == "":
        return out[:-1]
    # A lexer that did not keep one line per line: highlight them one by one instead.
    return [html_of(line + "\n", lexer).rstrip("\n") for line in lines]


def style_css() -> str:
    """The token colours, scoped to the code class."""
    return HtmlFormatter(style=PYGMENTS_STYLE).get_style_defs(f".{CODE_CLASS}")
