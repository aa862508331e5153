"""A document's first screen of rows, rendered ahead by the worker that prefetched it.

Stepping to the next pass shows a document the prefetch built while the user read the last one.
What is left for the key press is drawing its rows: `render_row` for each row on screen (the
highlighting is already cached by `render.warm`) and Textual's compositing. The first of these
needs nothing the UI thread owns but the view's geometry and styles, so the prefetching worker
renders the rows `CodeView.show` will put on screen first, keyed as the view's row cache keys
them, and the UI thread only files them (`CodeView.take_rows`).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from textual.strip import Strip

from irscope.tui.documents import Document
from irscope.tui.render import Palette, render_row


@dataclass(frozen=True)
class RowSpec:
    """What rendering a row takes from the view: its size, colors and options."""

    width: int
    height: int
    palette: Palette
    base: Style
    compact: bool


def row_key(doc: Document, index: int, width: int, scroll_x: int, compact: bool, continued: bool) -> tuple:
    """The code view's cache key of a rendered row. Keyed by content, not by document:
    consecutive passes share most rows, so stepping through the pipeline mostly re-uses rows
    rendered for the previous pass."""
    row = doc.rows[index]
    return (
        doc.layout,
        doc.lexer,
        doc.number_width,
        index if doc.layout == "full" else None,
        row,
        width,
        scroll_x,
        compact,
        continued,
    )


def render_first_rows(doc: Document, spec: RowSpec) -> dict[tuple, Strip]:
    """The rows of the first screen, rendered as the view renders an uncursored, unsearched row."""
    start = doc.first_row
    return {
        row_key(doc, i, spec.width, 0, spec.compact, False): render_row(
            doc, i, spec.width, 0, spec.palette, compact=spec.compact, continued=False
        ).apply_style(spec.base)
        for i in range(start, min(len(doc.rows), start + spec.height))
    }
