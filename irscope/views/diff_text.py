"""Render a TextDiff: plain unified text (pipes, files, tests) or Rich (a terminal)."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import zip_longest

from rich.console import Console
from rich.table import Table
from rich.text import Text

from irscope.analysis.diff import Divergence, TextDiff, changed_spans
from irscope.analysis.split_rows import SideBySideRow

_PREFIX = {"equal": " ", "delete": "-", "insert": "+"}
_STYLE = {"delete": "red", "insert": "green"}


def _range(start: int, count: int) -> str:
    return str(start) if count == 1 else f"{start},{count}"


def unified_lines(d: TextDiff) -> Iterator[str]:
    """The diff in unified format, as `diff -u` writes it (no trailing newlines)."""
    if not d.hunks:
        return
    yield f"--- {d.left_label}"
    yield f"+++ {d.right_label}"
    for h in d.hunks:
        yield f"@@ -{_range(h.left_start, h.left_count)} +{_range(h.right_start, h.right_count)} @@"
        for line in h.lines:
            yield _PREFIX[line.tag] + line.text


def render_unified(d: TextDiff) -> str:
    return "".join(line + "\n" for line in unified_lines(d))


def summary_line(d: TextDiff) -> str:
    if not d.changed:
        renamed = f" ({d.renamed} lines differ only by renumbered names)" if d.renamed else ""
        return f"no differences{renamed}"
    renamed = f", {d.renamed} more differ only by renumbered names" if d.renamed else ""
    return f"+{d.added} -{d.removed} lines in {len(d.hunks)} hunk(s){renamed}"


def print_unified(d: TextDiff, console: Console) -> None:
    for line in unified_lines(d):
        style = {"-": "red", "+": "green", "@": "cyan"}.get(line[:1], "")
        if line.startswith(("---", "+++")):
            style = "bold"
        console.print(Text(line, style=style), soft_wrap=True)
    console.print(Text(summary_line(d), style="dim"))


def print_side_by_side(
    rows: Sequence[SideBySideRow], left_label: str, right_label: str, console: Console, *, context: int | None = 3
) -> None:
    """Two columns; with `context`, only changed rows and that many rows around them."""
    keep = _rows_near_changes(rows, context)
    # No word cut in two, as in a pipe (side_by_side_lines): each text column at least as wide as
    # the longest word shown (up to LONGEST_WHOLE_WORD), the table wider than the terminal where
    # that needs it (the terminal wraps the row, a name stays whole where it can be searched for).
    texts = [_expanded(t) for k in keep for t in (rows[k].left, rows[k].right)]
    word = _column_width(texts, 0) if texts else 1
    numbers = max((len(str(n)) for k in keep for n in (rows[k].left_no, rows[k].right_no) if n is not None), default=1)
    table = Table(show_header=True, header_style="bold", box=None, expand=True, pad_edge=False)
    table.add_column("", justify="right", style="dim", no_wrap=True)
    table.add_column(left_label, overflow="fold", ratio=1)
    table.add_column("", justify="right", style="dim", no_wrap=True)
    table.add_column(right_label, overflow="fold", ratio=1)
    previous = -1
    for k in keep:
        if previous >= 0 and k != previous + 1:
            table.add_row("", Text("...", style="dim"), "", Text("...", style="dim"))
        previous = k
        r = rows[k]
        left, right = _cell(r.left, r.tag, "left"), _cell(r.right, r.tag, "right")
        if r.tag == "replace" and r.left is not None and r.right is not None:
            lspans, rspans = changed_spans(r.left, r.right)
            for lo, hi in lspans:
                left.stylize("bold reverse", lo, hi)
            for lo, hi in rspans:
                right.stylize("bold reverse", lo, hi)
        table.add_row(_no(r.left_no), left, _no(r.right_no), right)
    needed = 2 * (word + numbers) + 3 * 2  # the columns and the padding between them (pad_edge off)
    width = console.width  # (print's own width= is capped at the console's)
    console.width = max(width, needed)
    try:
        console.print(table)
    finally:
        console.width = width


def side_by_side_lines(rows: Sequence[SideBySideRow], *, width: int = 160, context: int | None = 3) -> Iterator[str]:
    """Plain two-column text in the manner of `diff -y`: `|` changed, `<` removed, `>` added.
    A line longer than its column continues on the next row, broken between words: nothing is
    cut off, and no word (a register, `R19.reuse`, a kernel's name) is cut in two, the columns
    growing past half the width where one is wider (`_column_width`)."""
    keep = _rows_near_changes(rows, context)
    column = _column_width([_expanded(t) for k in keep for t in (rows[k].left, rows[k].right)], width)
    mark = {"equal": " ", "replace": "|", "delete": "<", "insert": ">"}
    previous = -1
    for k in keep:
        if previous >= 0 and k != previous + 1:
            yield "..."
        previous = k
        r = rows[k]
        lefts, rights = _pieces(_expanded(r.left), column), _pieces(_expanded(r.right), column)
        for i, (left, right) in enumerate(zip_longest(lefts, rights, fillvalue="")):
            yield f"{left.ljust(column)} {mark[r.tag] if i == 0 else ' '} {right}".rstrip()


#: The longest word kept whole however narrow the columns: past it a word is no name but data (a
#: constant's hex blob, `dense<"0x...">`), cut into column-wide pieces rather than widen every row.
LONGEST_WHOLE_WORD = 512


def _column_width(texts: Sequence[str], width: int) -> int:
    """Half of `width`, but no wider than the longest line shown (a wide terminal, COLUMNS=100000,
    pads no row with spaces) and no narrower than its longest word up to LONGEST_WHOLE_WORD (a
    narrow one cuts no name: the rows run wider than the terminal instead)."""
    half = max((width - 3) // 2, 10)
    longest_line = max((len(t) for t in texts), default=0)
    longest_word = max((len(w) for t in texts for w in t.split() if len(w) <= LONGEST_WHOLE_WORD), default=0)
    return max(min(half, longest_line), longest_word, 1)


def _expanded(line: str | None) -> str:
    return (line or "").expandtabs(4)


def _pieces(text: str, column: int) -> list[str]:
    """`text` in pieces of at most `column` characters, broken after the spaces between words; a
    word longer than a column (only past LONGEST_WHOLE_WORD) is cut."""
    if len(text) <= column:
        return [text]
    pieces: list[str] = []
    current = ""
    for token in re.findall(r"\s+|\S+\s*", text):
        word = token.rstrip()
        if current and len(current) + len(word) > column:
            pieces.append(current.rstrip())
            current = ""
        while len(current) + len(word) > column:  # a word wider than a column
            cut = column - len(current)
            pieces.append(current + word[:cut])
            current, word, token = "", word[cut:], token[cut:]
        current += token
    if current.strip() or not pieces:
        pieces.append(current.rstrip())
    return pieces


def _rows_near_changes(rows: Sequence[SideBySideRow], context: int | None) -> list[int]:
    if context is None:
        return list(range(len(rows)))
    near: set[int] = set()
    for k, r in enumerate(rows):
        if r.tag != "equal":
            near.update(range(max(k - context, 0), min(k + context + 1, len(rows))))
    return sorted(near)


def _cell(text: str | None, tag: str, side: str) -> Text:
    if text is None:
        return Text("")
    style = ""
    if tag in ("replace", "delete") and side == "left":
        style = "red"
    elif tag in ("replace", "insert") and side == "right":
        style = "green"
    return Text(text, style=style)


def _no(n: int | None) -> str:
    return "" if n is None else str(n)


def divergence_line(d: Divergence | None) -> str:
    if d is None:
        return "no divergence: the input IR, every observed pass, the PTX and the SASS agree"
    return f"first divergence at {d.pass_key}: {d.reason}"
