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
from irscope.tui.highlight import Ranges, display, highlight, intraline


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
) -> Strip:
    row = doc.rows[index]
    if doc.layout == "split":
        return _split(doc, row, index, width, scroll_x, palette, matches, current)
    if doc.layout == "unified":
        return _unified(doc, row, width, scroll_x, palette, matches, current)
    return _cell(
        doc.lexer,
        display(row),
        (),
        index + 1,
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


def _split(doc, row, index, width, scroll_x, palette, matches, current) -> Strip:  # noqa: ANN001
    half = max(1, (width - 1) // 2)
    left_bg, right_bg = _SIDE_BG.get(row.tag, (None, None))
    left_ranges: Ranges = ()
    right_ranges: Ranges = ()
    left, right = row.left, row.right
    if row.tag == "replace" and left is not None and right is not None:
        left_ranges, right_ranges = intraline(display(left), display(right))
    marks = {"delete": "-", "insert": "+"}
    cells = []
    for side, (text, no, bg, ranges, mark) in enumerate(
        (
            (left, row.left_no, left_bg, left_ranges, marks["delete"] if left_bg else " "),
            (right, row.right_no, right_bg, right_ranges, marks["insert"] if right_bg else " "),
        )
    ):
        w = half if side == 0 else width - half - 1
        if text is None:
            cells.append(_filler(w, doc.number_width, palette))
            continue
        strong = "delete_strong" if side == 0 else "insert_strong"
        cells.append(
            _cell(
                doc.lexer,
                display(text),
                ranges,
                no,
                doc.number_width,
                mark,
                w,
                scroll_x,
                getattr(palette, bg) if bg else None,
                getattr(palette, strong),
                palette,
                _side_matches(matches, side),
                current,
            )
        )
    return Strip.join([cells[0], Strip([Segment("│", palette.separator)], 1), cells[1]])


def _unified(doc, row, width, scroll_x, palette, matches, current) -> Strip:  # noqa: ANN001
    nw = doc.number_width
    if row.tag == "hunk":
        text = f"{'':>{nw}} {'':>{nw}}  {row.text}"
        return Strip([Segment(text, palette.hunk)]).crop(0, width).extend_cell_length(width)
    bg = {"delete": palette.delete, "insert": palette.insert}.get(row.tag)
    mark = {"delete": "-", "insert": "+"}.get(row.tag, " ")
    left_no = f"{row.left_no:>{nw}}" if row.left_no and row.tag != "insert" else " " * nw
    gutter = Segment(left_no + " ", palette.gutter)
    inner = width - nw - 1
    cell = _cell(
        doc.lexer,
        display(row.text),
        (),
        row.right_no if row.tag != "delete" else None,
        nw,
        mark,
        inner,
        scroll_x,
        bg,
        None,
        palette,
        _side_matches(matches, 0),
        current,
    )
    return Strip.join([Strip([gutter], nw + 1), cell])


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
) -> Strip:
    """Gutter (line number and +/- mark) then the text, cropped to the horizontal scroll."""
    gutter_text = (f"{number:>{number_width}}" if number else " " * number_width) + mark
    gutter_len = number_width + 1
    text_width = max(0, width - gutter_len)
    segments = [Segment(t, s) for t, s in highlight(lexer, text)]
    if strong is not None:
        for start, end in ranges:
            segments = _overlay(segments, start, end, strong)
    for m in matches:
        segments = _overlay(segments, m.start, m.end, palette.current_match if m == current else palette.match)
    body = Strip(segments).crop(scroll_x, scroll_x + text_width).extend_cell_length(text_width)
    if bg is not None:
        body = body.apply_style(bg)
    gutter = Strip([Segment(gutter_text, palette.gutter if bg is None else palette.gutter + bg)], gutter_len)
    return Strip.join([gutter, body]).crop(0, width)


def _filler(width: int, number_width: int, palette: Palette) -> Strip:
    return Strip([Segment(" " * (number_width + 1) + "╱" * max(0, width - number_width - 1), palette.filler)], width)


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
