"""Turn one Document row into one Strip of terminal cells: gutter, highlighted text, diff colors.

Called by the code view for visible rows only. Everything expensive (lexing, intra-line diff) is
memoized in irscope.tui.highlight, so a row costs a few list operations once its text was seen.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip

from irscope.tui.documents import Document, Match
from irscope.tui.highlight import STYLES, Ranges, display, highlight, intraline, opening_lines
from irscope.views.console import replace_unsafe


@dataclass(frozen=True)
class Palette:
    """Diff and search colors; the code view builds one from its component classes."""

    gutter: Style = Style(color="#75715e")
    delete: Style = Style(bgcolor="#3d1a1d")
    insert: Style = Style(bgcolor="#17361f")
    delete_strong: Style = Style(bgcolor="#7a2a30")
    insert_strong: Style = Style(bgcolor="#23703a")
    filler: Style = Style(color="#3a3a3a")
    hunk: Style = Style(color="#66d9ef", bold=True)
    match: Style = Style(bgcolor="#6b5a00")
    current_match: Style = Style(bgcolor="#e0b000", color="#000000")
    separator: Style = Style(color="#555555")
    notice: Style = Style(color="#a0a0a0", italic=True)


_SIDE_BG = {
    "equal": (None, None),
    "replace": ("delete", "insert"),
    "delete": ("delete", None),
    "insert": (None, "insert"),
}


def render_row(
    doc: Document,
    index: int,
    width: int,
    scroll_x: int,
    palette: Palette,
    matches: list[Match] | None = None,
    current: Match | None = None,
    *,
    compact: bool = False,
    continued: bool = False,
) -> Strip:
    """`compact`: a unified diff gets one line-number column (the new line's, the old one's for a
    deleted line) instead of two. `continued`: a wrapped line's second part or later, shown from
    `scroll_x` without line numbers."""
    row = doc.rows[index]
    if doc.layout == "split":
        return _split(doc, row, index, width, scroll_x, palette, matches, current, continued)
    if doc.layout == "unified":
        return _unified(doc, row, width, scroll_x, palette, matches, current, compact, continued)
    cells = _cell(
        doc.lexer,
        display(row),
        (),
        None if continued else index + 1,
        doc.number_width,
        " ",
        width,
        scroll_x,
        None,
        None,
        palette,
        _side_matches(matches, 0),
        current,
    )
    return Strip(cells, width)


def _split(doc, row, index, width, scroll_x, palette, matches, current, continued=False) -> Strip:  # noqa: ANN001
    half = max(1, (width - 1) // 2)
    left_bg, right_bg = _SIDE_BG.get(row.tag, (None, None))
    left_ranges: Ranges = ()
    right_ranges: Ranges = ()
    left, right = row.left, row.right
    if row.tag == "replace" and left is not None and right is not None:
        left_ranges, right_ranges = intraline(display(left), display(right))
    segments: list[Segment] = []
    for side, (text, no, bg, ranges) in enumerate(
        ((left, row.left_no, left_bg, left_ranges), (right, row.right_no, right_bg, right_ranges))
    ):
        w = half if side == 0 else width - half - 1
        if side == 1:
            segments.append(Segment("│", palette.separator))
        if text is None:
            segments.extend(_filler(w, doc.number_width, palette))
            continue
        mark = ("-" if side == 0 else "+") if bg else " "
        strong = palette.delete_strong if side == 0 else palette.insert_strong
        segments.extend(
            _cell(
                doc.lexer,
                display(text),
                ranges,
                None if continued else no,
                doc.number_width,
                mark,
                w,
                scroll_x,
                getattr(palette, bg) if bg else None,
                strong,
                palette,
                _side_matches(matches, side),
                current,
            )
        )
    return Strip(segments, width)


def _unified(doc, row, width, scroll_x, palette, matches, current, compact=False, continued=False) -> Strip:  # noqa: ANN001
    nw = doc.number_width
    if row.tag == "hunk":
        gutter = f"{'':>{nw}} " if compact else f"{'':>{nw}} {'':>{nw}}  "
        text = gutter + row.text[scroll_x:] if continued else gutter + row.text
        return Strip([Segment(text, palette.hunk)]).crop(0, width).extend_cell_length(width)
    bg = {"delete": palette.delete, "insert": palette.insert}.get(row.tag)
    mark = {"delete": "-", "insert": "+"}.get(row.tag, " ")
    if compact:
        number = row.left_no if row.tag == "delete" else row.right_no
        segments: list[Segment] = []
        cell_width = width
    else:
        left_no = f"{row.left_no:>{nw}}" if row.left_no and row.tag != "insert" and not continued else " " * nw
        number = row.right_no if row.tag != "delete" else None
        segments = [Segment(left_no + " ", palette.gutter)]
        cell_width = width - nw - 1
    segments.extend(
        _cell(
            doc.lexer,
            display(row.text),
            (),
            None if continued else number,
            nw,
            mark,
            cell_width,
            scroll_x,
            bg,
            None,
            palette,
            _side_matches(matches, 0),
            current,
        )
    )
    return Strip(segments, width)


def _cell(
    lexer: str,
    text: str,
    ranges: Ranges,
    number: int | None,
    number_width: int,
    mark: str,
    width: int,
    scroll_x: int,
    bg: Style | None,
    strong: Style | None,
    palette: Palette,
    matches: list[Match],
    current: Match | None,
) -> list[Segment]:
    """Exactly `width` cells: gutter (line number and +/- mark), then the text from `scroll_x`."""
    gutter_len = number_width + 1
    if width <= gutter_len:
        return [Segment(" " * width)]
    gutter_text = (f"{number:>{number_width}}" if number else " " * number_width) + mark
    text_width = width - gutter_len
    text = replace_unsafe(text)  # a bundle's text never drives the terminal (views.console)
    segments = [Segment(t, STYLES[s]) for t, s in highlight(lexer, text)]
    if strong is not None:
        for start, end in ranges:
            segments = _overlay(segments, start, end, strong)
    for m in matches:
        segments = _overlay(segments, m.start, m.end, palette.current_match if m == current else palette.match)
    if text.isascii():
        # One character, one cell: crop by slicing (the common case, and the fast one).
        body = _crop(segments, scroll_x, scroll_x + text_width)
        used = sum(len(seg.text) for seg in body)
    else:
        strip = Strip(segments).crop(scroll_x, scroll_x + text_width)
        body, used = list(strip), strip.cell_length
    if used < text_width:
        body.append(Segment(" " * (text_width - used)))
    if bg is not None:
        body = [Segment(seg.text, bg + seg.style if seg.style else bg) for seg in body]
    return [Segment(gutter_text, palette.gutter if bg is None else palette.gutter + bg), *body]


def _crop(segments: list[Segment], start: int, end: int) -> list[Segment]:
    out: list[Segment] = []
    pos = 0
    for seg in segments:
        n = len(seg.text)
        if pos + n > start and pos < end:
            a, b = max(start - pos, 0), min(end - pos, n)
            out.append(seg if (a, b) == (0, n) else Segment(seg.text[a:b], seg.style))
        pos += n
        if pos >= end:
            break
    return out


def _filler(width: int, number_width: int, palette: Palette) -> list[Segment]:
    return [Segment(" " * (number_width + 1) + "╱" * max(0, width - number_width - 1), palette.filler)]


def _side_matches(matches: list[Match] | None, side: int) -> list[Match]:
    return [m for m in matches if m.side == side] if matches else []


def _overlay(segments: list[Segment], start: int, end: int, style: Style) -> list[Segment]:
    """Add `style` on top of characters [start, end), splitting segments at the edges."""
    out: list[Segment] = []
    pos = 0
    for seg in segments:
        text, seg_style = seg.text, seg.style
        seg_end = pos + len(text)
        if seg_end <= start or pos >= end:
            out.append(seg)
        else:
            a, b = max(start, pos) - pos, min(end, seg_end) - pos
            if a:
                out.append(Segment(text[:a], seg_style))
            out.append(Segment(text[a:b], (seg_style or Style()) + style))
            if b < len(text):
                out.append(Segment(text[b:], seg_style))
        pos = seg_end
    return out


def warm(doc: Document, rows: int = 64) -> None:
    """Highlight (and diff within lines) the rows a document opens at, ahead of time.

    Called in the worker that built the document: lexing is most of the cost of a first paint,
    and the caches it fills (irscope.tui.highlight) are shared with the UI thread.
    """
    for line, right in opening_lines(doc, rows):
        if right is None:
            highlight(doc.lexer, line)
        else:
            intraline(line, right)
