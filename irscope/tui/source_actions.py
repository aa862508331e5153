"""Source mapping in the TUI, mixed into the app (`self` is the IrscopeApp): the source pane
(`p`), the line cursor of the main view, the cross-highlighting between them, and following an
op through the passes (`f`).

One thing is selected at a time, a SourceFocus: a line of the kernel module, or the exact
positions of an op picked for following. Every view lights up its rows that came from it, so
after selecting a SASS LDG the PTX (`4`) and any pass's IR show what the same line became.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from irscope.tui.code_view import CodeView
from irscope.tui.messages import FollowComputed, RowSourcesComputed, SourceLoaded
from irscope.tui.source_pane import SourceLines, SourcePane

# The analysis modules are imported where used: most sessions never open the pane, and the
# TUI's start-up time is measured (docs/tui.md).
if TYPE_CHECKING:
    from irscope.analysis.locations import SourcePos
    from irscope.tui.app import IrscopeApp
    from irscope.tui.source_rows import SourceState

    _Base = IrscopeApp
else:
    _Base = object


@dataclass(frozen=True)
class SourceFocus:
    path: str  # the kernel module, as recorded in the source map
    line: int
    positions: frozenset[SourcePos] = frozenset()  # set: only ops at exactly these positions


class SourceMapping(_Base):
    # ---- the pane -----------------------------------------------------------------------
    def action_toggle_source(self) -> None:
        pane = self.ui(SourcePane)
        pane.display = not pane.display
        self.ui(CodeView).set_cursor_mode(pane.display)
        if pane.display:
            self.source_bundle_changed()
        else:
            self.ui(CodeView).focus()

    @property
    def source_open(self) -> bool:
        return bool(self.screen_stack) and self.ui(SourcePane).display

    def source_state(self) -> SourceState | None:
        state = self.source_states.get(self.a) if self.a else None
        return None if state is None or isinstance(state, str) else state  # a str says why there is none

    def source_bundle_changed(self) -> None:
        """A bundle is shown (or the pane opened): fill the pane, loading the map if needed."""
        self.source_focus = None
        if not self.source_open or self.bundle_a is None:
            return
        state = self.source_states.get(self.a)
        if state is None:
            self.ui(SourcePane).show_message(f"loading the source map of {self.bundle_a.label} …")
            self.load_source(self.bundle_a)
            return
        self._fill_pane(state)
        self.source_view_changed()

    def _fill_pane(self, state: SourceState | str) -> None:
        pane = self.ui(SourcePane)
        if isinstance(state, str):
            pane.show_message(state)
        else:
            pane.show_source(state.title, list(state.lines), state.reports)

    def on_source_loaded(self, message: SourceLoaded) -> None:
        self.source_states[message.bundle] = message.state
        if message.bundle == self.a and self.source_open:
            self._fill_pane(message.state)
            self.source_view_changed()

    # ---- rows of the main view ----------------------------------------------------------
    def source_view_changed(self) -> None:
        """The main view shows another document: find where its rows came from."""
        state, sel = self.source_state(), self.shown
        doc = self.ui(CodeView).document
        if not self.source_open or state is None or sel is None or doc is None:
            return
        if sel in self.row_sources:
            self._light_up(reveal=True)
        else:
            self.compute_row_sources(sel, doc, self.bundle_a, state.sm)

    def on_row_sources_computed(self, message: RowSourcesComputed) -> None:
        self.row_sources[message.selection] = message.rows
        if message.selection == self.shown:
            self._light_up(reveal=True)

    def _light_up(self, *, reveal: bool) -> None:
        code = self.ui(CodeView)
        rows = self.row_sources.get(self.shown) if self.shown else None
        focus = self.source_focus
        if rows is None or focus is None:
            code.set_related(())
            return
        found = rows.rows_at(focus.positions) if focus.positions else rows.rows_from(focus.path, focus.line)
        code.set_related(found, reveal=reveal)

    def on_code_view_cursor_moved(self, message: CodeView.CursorMoved) -> None:
        """A row of the main view was selected: the pane goes to the line it came from."""
        state = self.source_state()
        rows = self.row_sources.get(self.shown) if self.shown else None
        if state is None or rows is None:
            return
        lines = sorted({p.line for p in rows.at(message.row) if p.file == state.path})
        if not lines:
            return  # a row without a location (a label, a constant, a line of another file)
        self.source_focus = SourceFocus(state.path, lines[0])
        self.ui(SourcePane).select_line(lines[0], tuple(lines[1:]))
        self._light_up(reveal=False)

    def on_source_lines_line_selected(self, message: SourceLines.LineSelected) -> None:
        """A line of the pane was selected: light up what it became."""
        state = self.source_state()
        if state is None:
            return
        self.source_focus = SourceFocus(state.path, message.line)
        self.ui(SourcePane).announce(message.line)
        self._light_up(reveal=True)

    # ---- following an op ----------------------------------------------------------------
    def action_follow(self) -> None:
        state, b = self.source_state(), self.bundle_a
        if state is None or b is None:
            self.notify("following needs a line-info capture and the source pane (p)", severity="warning")
            return
        code = self.ui(CodeView)
        rows = self.row_sources.get(self.shown) if self.shown else None
        here = rows.at(code.cursor) if rows is not None and code.cursor is not None and self.text == "mlir" else ()
        mine = frozenset(p for p in here if p.file == state.path)
        if mine:
            first = min(mine)
            focus = SourceFocus(state.path, first.line, mine)
            what = f"the op on this row: {state.title}:{first.line}:{first.col}"
        elif self.source_focus is not None:
            focus = SourceFocus(state.path, self.source_focus.line)
            what = f"line {focus.line} of {state.title}"
        else:
            self.notify("select a line first: up/down in the main view or in the source pane (p)", severity="warning")
            return
        self.compute_follow(b, state.sm, what, focus)

    def on_follow_computed(self, message: FollowComputed) -> None:
        from irscope.analysis.follow import changes
        from irscope.tui.follow_screen import FollowScreen

        if message.bundle != self.a:
            return
        shown = changes(message.trail)

        def picked(key: str | None) -> None:
            if key is None:
                return
            self.source_focus = message.focus
            self.ui(SourcePane).select_line(message.focus.line)
            self.layout, self.text = ("split", "mlir") if key == "input" else ("full", "mlir")
            self.select_pass(self.bundle_a.passes[0].key if key == "input" else key)
            self.show_selection()

        self.push_screen(FollowScreen(message.what, shown, len(message.trail) - len(shown)), picked)
