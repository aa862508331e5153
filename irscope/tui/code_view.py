"""The main view: a virtualized Line-API widget that shows one Document (full text or diff).

Only visible rows are rendered (ScrollView + render_line), so a 50,000-line IR scrolls as fast as
a 50-line one. Both sides of a split diff live in one widget and one scroll position, which is
what keeps them synchronized, horizontally as well as vertically.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.cache import LRUCache
from textual.geometry import Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from irscope.tui.documents import CONTEXT_ABOVE, Document, Match, SearchState, find_matches, hunk_at
from irscope.tui.first_rows import RowSpec, row_key
from irscope.tui.render import Palette, render_row


class CodeView(ScrollView, can_focus=True):
    COMPONENT_CLASSES = {
        "code-view--gutter",
        "code-view--delete",
        "code-view--insert",
        "code-view--delete-strong",
        "code-view--insert-strong",
        "code-view--hunk",
        "code-view--match",
        "code-view--current-match",
        "code-view--filler",
        "code-view--separator",
        "code-view--cursor",
        "code-view--related",
        "code-view--related-gutter",
    }

    class Shown(Message):
        """A document is on screen (posted after each show(), for status lines and timing)."""

        def __init__(self, document: Document) -> None:
            self.document = document
            super().__init__()

    class Moved(Message):
        """The current hunk or match changed, or the view was resized."""

    class CursorMoved(Message):
        """The user put the line cursor on another row (only while the source pane is open)."""

        def __init__(self, row: int) -> None:
            self.row = row
            super().__init__()

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self.document: Document | None = None
        self.search = SearchState()
        self.hunk = -1  # index into document.hunk_starts of the last hunk jumped to
        self._palette: Palette | None = None
        self._base: Style | None = None  # rich_style, computed once per style change
        self._rows: LRUCache[tuple, Strip] = LRUCache(4096)
        # Source mapping (the source pane is open): a line cursor that up/down move instead of
        # scrolling, and the rows that came from the selected source line.
        self.cursor: int | None = None
        self.related: frozenset[int] = frozenset()
        # Long lines scroll sideways (both halves of a split diff together) or, with `wrap`, wrap:
        # then row i starts at screen line _wrap_starts[i] of the document.
        self.wrap = False
        self.compact = False  # one line-number column in unified diffs (narrow terminals)
        self._wrap_starts: list[int] = []

    # ---- showing ------------------------------------------------------------------------
    def show(self, doc: Document, *, at_first_hunk: bool = True, anchor: Anchor | None = None) -> None:
        """Show `doc` at its first hunk, or, with `anchor` (the same pass in another layout), at
        the line that was at the top, keeping its sideways scroll."""
        x = self.scroll_offset.x if anchor is not None else 0
        self.document = doc
        self.hunk = -1
        self.related = frozenset()
        self.cursor = None if self.cursor is None else 0
        self.search = find_matches(doc, self.search.query) if self.search.query else SearchState()
        self._update_virtual_size()
        if anchor is not None:
            # After the next layout: a resize that changed the layout has not sized this view yet,
            # and scrolling now would be clamped to the old size.
            row = row_near(doc, anchor)
            self.hunk = hunk_at(doc, row)  # the same place in another layout: the same hunk
            self._scroll_to_row(row, x)
            self.call_after_refresh(self._scroll_to_row, row, x)
        elif at_first_hunk and doc.hunk_starts:
            self.hunk = doc.start_hunk
            self._scroll_to_row(doc.first_row, 0)
        else:
            self.scroll_to(0, 0, animate=False, immediate=True)
        self.refresh()
        self.post_message(self.Shown(doc))

    def on_resize(self) -> None:
        top = self.top_row
        self._update_virtual_size()
        if self.wrap:  # the same row stays at the top when lines re-wrap
            self._scroll_to_row(top, 0)
        self.post_message(self.Moved())  # the status line's column labels follow the width

    def set_wrap(self, wrap: bool) -> None:
        """Wrap long lines (True) or scroll them sideways; the row at the top stays there."""
        if wrap == self.wrap:
            return
        top = self.top_row
        self.wrap = wrap
        self._update_virtual_size()
        self._scroll_to_row(top, 0)
        self.refresh()

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.compact = compact
            self._update_virtual_size()
            self.refresh()

    def top_anchor(self) -> Anchor | None:
        """Where the view is: the line number (in the text after the pass) at the top."""
        doc = self.document
        if doc is None or not doc.rows:
            return None
        top = self.top_row
        for i in range(top, min(len(doc.rows), top + 200)):
            line = after_line(doc, i)
            if line is not None:
                return line
        return None

    def _update_virtual_size(self) -> None:
        doc = self.document
        if doc is None:
            self._set_virtual_size(Size(0, 0))
            return
        width = self.scrollable_content_region.width or self.size.width
        if self.wrap:
            self._set_virtual_size(Size(width, self._wrap_rows(doc)))
            return
        # Line numbers stay put; one horizontal offset scrolls the text (both halves of a split
        # diff alike), and stops when the widest line is in view.
        virtual_width = width + max(0, doc.text_width - self.text_area_width())
        self._set_virtual_size(Size(virtual_width, len(doc.rows)))

    def _wrap_rows(self, doc: Document) -> int:
        """Lay out wrapped rows: each takes as many screen lines as its longest text needs."""
        per_line = self.text_area_width()
        starts: list[int] = []
        y = 0
        for i in range(len(doc.rows)):
            starts.append(y)
            longest = max((len(t) for t in doc.texts(i) if t), default=0)
            y += max(1, -(-longest // per_line))
        self._wrap_starts = starts
        return y

    def _row_at_line(self, line: int) -> int:
        """The row shown on screen line `line` of the document (scroll offset included)."""
        if not self.wrap or not self._wrap_starts:
            return line
        return max(0, bisect_right(self._wrap_starts, line) - 1)

    def _line_of_row(self, row: int) -> int:
        if not self.wrap or not self._wrap_starts:
            return row
        return self._wrap_starts[max(0, min(row, len(self._wrap_starts) - 1))]

    def _scroll_to_row(self, row: int, x: float | None = None) -> None:
        self.scroll_to(x, self._line_of_row(row), animate=False, immediate=True)

    def _in_view(self, row: int) -> bool:
        top = round(self.scroll_offset.y)
        return top <= self._line_of_row(row) < top + (self.scrollable_content_region.height or 1)

    def _set_virtual_size(self, size: Size) -> None:
        """Change the scrollable size without a layout pass.

        `virtual_size` is a layout reactive: assigning it reflows and repaints the whole screen,
        which was most of the time of a pass switch. Both scrollbars are always shown (CSS
        overflow: scroll), so a new size never changes the layout, only the scrollbars.
        """
        if size == self.virtual_size:
            return
        self.set_reactive(ScrollView.virtual_size, size)
        self._scroll_update(size)  # Textual 8.2: what Widget._size_updated does without layout
        self.refresh()

    # ---- rendering ----------------------------------------------------------------------
    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._palette = None
        self._base = None
        self._rows.clear()

    @property
    def palette(self) -> Palette:
        if self._palette is None:
            style = self.get_component_rich_style
            self._palette = Palette(
                gutter=style("code-view--gutter", partial=True),
                delete=style("code-view--delete", partial=True),
                insert=style("code-view--insert", partial=True),
                delete_strong=style("code-view--delete-strong", partial=True),
                insert_strong=style("code-view--insert-strong", partial=True),
                hunk=style("code-view--hunk", partial=True),
                match=style("code-view--match", partial=True),
                current_match=style("code-view--current-match", partial=True),
                filler=style("code-view--filler", partial=True),
                separator=style("code-view--separator", partial=True),
            )
        return self._palette

    @property
    def base_style(self) -> Style:
        """The view's own style under every row. Textual's `rich_style` walks the ancestors for
        their backgrounds on every call (~0.1 ms: a few ms per frame of new rows)."""
        if self._base is None:
            self._base = self.rich_style
        return self._base

    def render_line(self, y: int) -> Strip:
        doc = self.document
        scroll_x, scroll_y = self.scroll_offset
        width = self.scrollable_content_region.width
        index, continued = scroll_y + y, False
        if self.wrap and doc is not None and self._wrap_starts:
            line = scroll_y + y
            if line >= self.virtual_size.height:
                index = len(doc.rows)  # below the last row
            else:
                index = self._row_at_line(line)
                part = line - self._wrap_starts[index]
                scroll_x, continued = part * self.text_area_width(), part > 0
        if doc is None or index >= len(doc.rows):
            return Strip.blank(width, self.base_style)
        options: dict[str, Any] = {"compact": self.compact, "continued": continued}
        if index == self.cursor or index in self.related:  # few rows, and they change with the cursor
            strip = render_row(
                doc, index, width, scroll_x, self.palette, self.search.by_row.get(index), self.current_match, **options
            )
            return self._tint(strip, cursor=index == self.cursor).apply_style(self.base_style)
        matches = self.search.by_row.get(index)
        if matches:  # rows with search highlights change with every n / N: not cached
            strip = render_row(doc, index, width, scroll_x, self.palette, matches, self.current_match, **options)
            return strip.apply_style(self.base_style)
        key = row_key(doc, index, width, scroll_x, self.compact, continued)
        cached = self._rows.get(key)
        if cached is None:
            cached = render_row(doc, index, width, scroll_x, self.palette, **options).apply_style(self.base_style)
            self._rows[key] = cached
        return cached

    def row_spec(self) -> RowSpec | None:
        """What a worker needs to render rows ahead (first_rows.py), or None where rows are not
        cached as rendered (wrapped lines: a row is several screen lines)."""
        if self.wrap or not self.size.height:
            return None
        return RowSpec(
            self.scrollable_content_region.width, self.size.height, self.palette, self.base_style, self.compact
        )

    def take_rows(self, rows: dict[tuple, Strip], spec: RowSpec) -> None:
        """Rows a worker rendered ahead, filed in the row cache, unless the view's size or styles
        changed since (the cache is keyed by width, not by styles)."""
        if spec != self.row_spec():
            return
        for key, strip in rows.items():
            self._rows[key] = strip

    def text_area_width(self) -> int:
        """Cells of text visible per line (per side in a split diff)."""
        doc = self.document
        width = self.scrollable_content_region.width or self.size.width
        if doc is None:
            return width
        gutter = doc.number_width + 1
        if doc.layout == "split":
            return max(1, (width - 1) // 2 - gutter)
        if doc.layout == "unified":
            return max(1, width - (gutter if self.compact else 2 * gutter))
        return max(1, width - gutter)

    # ---- hunks --------------------------------------------------------------------------
    @property
    def top_row(self) -> int:
        return self._row_at_line(round(self.scroll_offset.y))

    def next_hunk(self) -> bool:
        return self._goto_hunk(+1)

    def prev_hunk(self) -> bool:
        return self._goto_hunk(-1)

    def _goto_hunk(self, step: int) -> bool:
        doc = self.document
        if doc is None or not doc.hunk_starts:
            return False
        anchor = self.top_row + CONTEXT_ABOVE
        starts = doc.hunk_starts
        if step > 0:
            targets = [i for i, s in enumerate(starts) if s > anchor]
        else:
            targets = [i for i, s in enumerate(starts) if s < anchor]
        if not targets:
            return False
        self.hunk = targets[0] if step > 0 else targets[-1]
        self._scroll_to_row(max(0, starts[self.hunk] - CONTEXT_ABOVE))
        self.post_message(self.Moved())
        return True

    # ---- search -------------------------------------------------------------------------
    def set_query(self, query: str) -> int:
        """Highlight every match of `query`; returns how many there are."""
        self.search = find_matches(self.document, query) if self.document else SearchState(query=query)
        self.refresh()
        return len(self.search.matches)

    @property
    def current_match(self) -> Match | None:
        s = self.search
        return s.matches[s.current] if 0 <= s.current < len(s.matches) else None

    def next_match(self, step: int = 1) -> Match | None:
        """Go to the next (step=1) or previous (step=-1) match after the current one, wrapping."""
        s = self.search
        if not s.matches:
            return None
        if s.current < 0:
            # first jump: from the top of the view, not from the start of the text
            top = self.top_row
            after = [i for i, m in enumerate(s.matches) if m.row >= top]
            s.current = (after[0] if after else 0) if step > 0 else ((after[0] - 1) if after else -1) % len(s.matches)
        else:
            s.current = (s.current + step) % len(s.matches)
        m = s.matches[s.current]
        self._reveal(m)
        self.refresh()
        self.post_message(self.Moved())
        return m

    def _reveal(self, m: Match) -> None:
        y = self.top_row if self._in_view(m.row) else max(0, m.row - CONTEXT_ABOVE)
        x = 0 if self.wrap else reveal_x(int(self.scroll_offset.x), self.text_area_width(), m.start, m.end)
        self._scroll_to_row(y, x)

    # ---- source mapping: the line cursor and related rows ---------------------------------
    def set_cursor_mode(self, on: bool) -> None:
        self.cursor = (self.top_row if self.document else 0) if on else None
        self.related = frozenset() if not on else self.related
        self.refresh()

    def set_cursor(self, row: int, *, announce: bool = False) -> None:
        doc = self.document
        if self.cursor is None or doc is None or not doc.rows:
            return
        self.cursor = max(0, min(row, len(doc.rows) - 1))
        if not self._in_view(self.cursor):
            self._scroll_to_row(max(0, self.cursor - CONTEXT_ABOVE))
        self.refresh()
        if announce:
            self.post_message(self.CursorMoved(self.cursor))

    def set_related(self, rows: Iterable[int], *, reveal: bool = False) -> None:
        """Light up `rows`; with `reveal`, scroll to the first unless one is already in view."""
        self.related = frozenset(rows)
        if reveal and self.related and not any(self._in_view(r) for r in self.related):
            first = min(self.related)
            self._scroll_to_row(max(0, first - CONTEXT_ABOVE))
            if self.cursor is not None:
                self.cursor = first
        self.refresh()

    def action_scroll_up(self) -> None:
        if self.cursor is None:
            super().action_scroll_up()
        else:
            self._step_cursor(-1)

    def action_scroll_down(self) -> None:
        if self.cursor is None:
            super().action_scroll_down()
        else:
            self._step_cursor(+1)

    def _step_cursor(self, step: int) -> None:
        cursor = self.cursor
        on_screen = cursor is not None and self._in_view(cursor)
        self.set_cursor((cursor + step) if cursor is not None and on_screen else self.top_row, announce=True)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if self.cursor is not None and offset is not None:
            self.set_cursor(self._row_at_line(round(self.scroll_offset.y) + offset.y), announce=True)

    def _tint(self, strip: Strip, *, cursor: bool) -> Strip:
        """Mark the row: its gutter always (diff rows keep their red or green), its text where no
        diff background is drawn."""
        style = self.get_component_rich_style
        back = style("code-view--cursor" if cursor else "code-view--related", partial=True)
        gutter = style("code-view--cursor" if cursor else "code-view--related-gutter", partial=True)
        out = []
        for i, seg in enumerate(strip):
            current = seg.style or Style()
            if i == 0:
                out.append(Segment(seg.text, current + gutter))
            elif current.bgcolor is None:
                out.append(Segment(seg.text, back + current))
            else:
                out.append(seg)
        return Strip(out, strip.cell_length)


Anchor = int  # a line number of the text after the pass (the right side of a diff)


def after_line(doc: Document, index: int) -> int | None:
    """The line number row `index` shows of the text after the pass, if it shows one."""
    row = doc.rows[index]
    if doc.layout == "full":
        return index + 1
    if doc.layout == "split":
        return row.right_no
    return row.right_no if row.tag in ("equal", "insert") else None


def row_near(doc: Document, line: Anchor) -> int:
    """The first row showing line `line` of the text after the pass, or the next one shown
    (a unified diff leaves out lines far from any change)."""
    last = 0
    for i in range(len(doc.rows)):
        number = after_line(doc, i)
        if number is None:
            continue
        if number >= line:
            return i - 1 if i > 0 and doc.layout == "unified" and doc.rows[i - 1].tag == "hunk" else i
        last = i
    return last


REVEAL_MARGIN = 8  # cells kept beside a match brought into view


def reveal_x(x: int, width: int, start: int, end: int) -> int:
    """The horizontal offset that shows cells [start, end) scrolling as little as possible from
    `x`: the other lines of a split view stay readable (jumping to start - 8 scrolled a long
    line's match to the left edge and every shorter line out of sight)."""
    if x <= start and end <= x + width:
        return x
    if start < x:
        return max(0, start - REVEAL_MARGIN)
    return max(0, min(start, end + REVEAL_MARGIN - width))
