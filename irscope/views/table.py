"""The one table renderer of the CLI: identifiers are never cut, at any width, on a terminal or not.

A command describes its table as one or more `TableSpec`s, widest first (e.g. `passes` with
separate observed / IR / anchor columns, then one marker column with a legend). `print_table`
prints the first that fits the console's width, else the narrowest one at the width it needs:
a line longer than the terminal (which wraps it) is better than `cute-r…`.

Columns are identifiers (never wrapped, never cut) unless marked `wrap` (prose: wrapped between
words, never inside one). A cell is one line: a str cell's line breaks, tabs and control
characters are printed as escapes (`views/console.safe_cell`), so a name read from disk cannot
forge a row. On a terminal the table has a header rule and colour; in a pipe, a
file or with NO_COLOR it is plain aligned text (views/console.py decides which).
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

import click
from rich import box
from rich.cells import cell_len
from rich.console import Console
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from irscope.views.console import is_plain, make_console, safe_cell

Cell = str | Text  # a str is shown as it is (never read as rich markup)
PLAIN_GAP, BOXED_GAP = 2, 3  # between columns: two spaces; on a terminal a separator too


@dataclass(frozen=True)
class Column:
    key: str
    header: str
    justify: Literal["left", "right"] = "left"
    wrap: bool = False  # prose: may wrap between words
    style: str = ""


@dataclass(frozen=True)
class TableSpec:
    columns: tuple[Column, ...]
    rows: tuple[Mapping[str, Cell], ...]
    after: tuple[str, ...] = ()  # lines printed under the table: a legend, footnotes
    indent: int = 0
    widths: dict[str, tuple[int, int]] = field(default_factory=dict, compare=False, repr=False)

    def column_range(self, c: Column) -> tuple[int, int]:
        """(narrowest, natural) width of a column: the narrowest keeps every word whole."""
        if c.key not in self.widths:
            texts = [_plain(row.get(c.key, "")) for row in self.rows]
            lines = [line for t in texts for line in t.splitlines()] or [""]
            natural = max(cell_len(c.header), *(cell_len(line) for line in lines))
            if c.wrap:
                words = [w for line in lines for w in line.split()] or [""]
                narrow = max(min(cell_len(c.header), 12), *(cell_len(w) for w in words))
            else:
                narrow = natural
            self.widths[c.key] = (narrow, natural)
        return self.widths[c.key]

    def min_width(self, gap: int = PLAIN_GAP) -> int:
        return self.indent + sum(self.column_range(c)[0] for c in self.columns) + gap * (len(self.columns) - 1)


def _plain(cell: Cell) -> str:
    return cell.plain if isinstance(cell, Text) else safe_cell(str(cell))


def choose(specs: Sequence[TableSpec], width: int, gap: int = PLAIN_GAP) -> TableSpec:
    """The first spec whose narrowest form fits `width`, else the narrowest spec."""
    for spec in specs:
        if spec.min_width(gap) <= width:
            return spec
    return min(specs, key=lambda s: s.min_width(gap))


def column_widths(spec: TableSpec, width: int, gap: int = PLAIN_GAP) -> list[int]:
    """Identifier columns at their natural width; the room left goes to the prose columns."""
    ranges = [spec.column_range(c) for c in spec.columns]
    widths = [narrow for narrow, _ in ranges]
    room = width - spec.min_width(gap)
    for i, c in enumerate(spec.columns):
        if c.wrap and room > 0:
            grow = min(room, ranges[i][1] - widths[i])
            widths[i] += grow
            room -= grow
    return widths


def print_table(console: Console, specs: Sequence[TableSpec] | TableSpec, *, title: str | None = None) -> TableSpec:
    """Print the widest spec that fits; return the one printed (its `after` lines are printed too)."""
    specs = [specs] if isinstance(specs, TableSpec) else list(specs)
    plain = is_plain(console)
    gap = PLAIN_GAP if plain else BOXED_GAP
    spec = choose(specs, console.width, gap)
    for line in (title or "").splitlines():
        print_fitted(console, Text(line, style="" if plain else "bold"))
    widths = column_widths(spec, console.width, gap)
    table = Table(
        box=None if plain else box.SIMPLE_HEAD,
        show_edge=False,
        pad_edge=False,
        padding=(0, 1),
        collapse_padding=False,
        header_style="" if plain else "bold",
        show_header=True,
    )
    for c, w in zip(spec.columns, widths, strict=True):
        table.add_column(
            c.header, justify=c.justify, no_wrap=not c.wrap, overflow="fold", width=w, style="" if plain else c.style
        )
    for row in spec.rows:
        table.add_row(*(_cell(row.get(c.key, "")) for c in spec.columns))
    needed = spec.indent + sum(widths) + gap * (len(widths) - 1)
    renderable = Padding(table, (0, 0, 0, spec.indent), expand=False) if spec.indent else table
    _print_at_least(console, renderable, needed)
    for line in spec.after:
        print_prose(console, line)
    return spec


def print_prose(console: Console, line: str, style: str = "") -> None:
    """A sentence under a table, wrapped to the console's width by wrap_prose."""
    for part in wrap_prose(line, console.width):
        console.print(Text(part, style=style), soft_wrap=True)


def print_fitted(console: Console, text: Text) -> None:
    """Lines of `text` (a heading, a line of figures, a sentence): on a terminal each wrapped at its
    spaces to the console's width, the lines that continue it indented two more than it (the
    terminal would break it anywhere, inside a word); anywhere else as they are, as scripts and
    logs read them."""
    if not console.is_terminal:
        console.print(text, soft_wrap=True)
        return
    for part in text.split("\n", allow_blank=True):
        indent = " " * (len(part.plain) - len(part.plain.lstrip(" ")) + 2)
        for line in fitted_lines(part, console.width, indent):
            console.print(line, soft_wrap=True)


def echo_fitted(text: str) -> None:
    """Lines of plain text on stdout: on a terminal each wrapped as `print_fitted` does; anywhere
    else written as they are (tests, pipes and logs read them whole)."""
    console = make_console()
    if not console.is_terminal:
        click.echo(text, nl=False)
        return
    for line in text.splitlines():
        print_fitted(console, Text(line))


def fitted_lines(text: Text, width: int, indent: str) -> list[Text]:
    """`text` wrapped at spaces to `width`, its styles kept, continuation lines after `indent`;
    never inside a word (a path or identifier wider than `width` stays whole). Where runs of two
    or more spaces part its fields ("registers 40   spill 0 B"), it breaks between fields when
    each fits a line, so a field's words stay together."""
    plain = text.plain
    if text.cell_len <= width or "\n" in plain:
        return [text]
    body = plain.lstrip(" ")
    if re.search(r"\S {2,}\S", body):
        # a lone space inside a field is no break: textwrap breaks only at its whitespace set
        fields = plain[: len(plain) - len(body)] + re.sub(r"(?<=\S) (?=\S)", "\xa0", body)
        wrapped = _wrapped(fields, width, indent)
        if all(len(line) <= width for line in wrapped):
            return _styled(text, [line.replace("\xa0", " ") for line in wrapped], indent)
    return _styled(text, _wrapped(plain, width, indent), indent)


def _wrapped(plain: str, width: int, indent: str) -> list[str]:
    return textwrap.wrap(
        plain,
        width,
        subsequent_indent=indent,
        break_long_words=False,
        break_on_hyphens=False,
        expand_tabs=False,
        replace_whitespace=False,
    )


def _styled(text: Text, wrapped: list[str], indent: str) -> list[Text]:
    """The lines of `wrapped` (text's plain words, wrapped) cut from `text`, so they keep its styles."""
    plain = text.plain
    lines, pos = [], 0
    for n, line in enumerate(wrapped):
        words = line[len(indent) :] if n else line
        start = plain.index(words, pos)
        pos = start + len(words)
        lines.append(Text(indent) + text[start:pos] if n else text[start:pos])
    return lines


def wrap_prose(line: str, width: int) -> list[str]:
    """A legend or footnote line wrapped at spaces to `width`, continuation lines indented by two.
    Never inside a word: an identifier (pass names have hyphens) longer than the width stays whole."""
    return textwrap.wrap(line, width, subsequent_indent="  ", break_long_words=False, break_on_hyphens=False) or [""]


def _cell(cell: Cell) -> Text:
    return cell if isinstance(cell, Text) else Text(safe_cell(str(cell)))


def _print_at_least(console: Console, renderable: object, width: int) -> None:
    """Print with at least `width` columns: wider than the terminal only when identifiers need it.
    Plain output loses the padding rich leaves at the end of each line."""
    saved = console.width
    console.width = max(width, saved)
    try:
        if console.is_terminal:
            console.print(renderable)
            return
        with console.capture() as captured:
            console.print(renderable)
        console.out("\n".join(line.rstrip() for line in captured.get().splitlines()), highlight=False)
    finally:
        console.width = saved
