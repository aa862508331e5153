"""Source mapping in the TUI (line-info bundles), a collaborator of the app: the source pane
(`p`), the line cursor of the main view, the cross-highlighting between them, and following an
op through the passes (`f`). The app routes the keys and messages here.

One thing is selected at a time, the view state's SourceFocus: a line of the kernel module, or
the exact positions of an op picked for following. Every view lights up its rows that came from
it, so after selecting a SASS LDG the PTX (`4`) and any pass's IR show what the same line became.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Protocol, TypeVar

from textual.screen import Screen
from textual.widget import Widget

from irscope.bundle import Bundle
from irscope.tui import workers
from irscope.tui.code_view import CodeView
from irscope.tui.messages import FollowComputed, RowSourcesComputed, SourceLoaded
from irscope.tui.pass_list import PassList
from irscope.tui.results import Results
from irscope.tui.source_pane import SourceLines, SourcePane
from irscope.tui.view_state import SourceFocus, ViewState, followed
from irscope.tui.workers import Background

# The analysis modules are imported where used: most sessions never open the pane, and the
# TUI's start-up time is measured (docs/tui.md).
if TYPE_CHECKING:
    from textual.notifications import SeverityLevel

    from irscope.tui.source_rows import RowSources, SourceState

W = TypeVar("W", bound=Widget)


class Host(Protocol):
    """What source mapping needs from the app."""

    view: ViewState
    results: Results
    background: Background

    @property
    def screen_stack(self) -> list[Screen]: ...
    @property
    def bundle_a(self) -> Bundle | None: ...
    def ui(self, selector: type[W]) -> W: ...
    def notify(self, message: str, *, severity: SeverityLevel = ...) -> None: ...
    def push_screen(self, screen: Screen[str | None], callback: Callable[[str | None], None]) -> object: ...


class SourceMapping:
    def __init__(self, host: Host) -> None:
        self.host = host

    # ---- the pane -----------------------------------------------------------------------
    def toggle_pane(self) -> None:
        pane = self.host.ui(SourcePane)
        pane.display = not pane.display
        self.host.ui(CodeView).set_cursor_mode(pane.display)
        if pane.display:
            self.bundle_changed()
        else:
            self.host.ui(CodeView).focus()

    @property
    def pane_open(self) -> bool:
        return bool(self.host.screen_stack) and self.host.ui(SourcePane).display

    def state(self) -> SourceState | None:
        a = self.host.view.a
        state = self.host.results.source_states.get(a) if a else None
        return None if state is None or isinstance(state, str) else state  # a str says why there is none

    def _focus(self, focus: SourceFocus | None) -> None:
        self.host.view = replace(self.host.view, source_focus=focus)

    def bundle_changed(self) -> None:
        """A bundle is shown (or the pane opened): fill the pane, loading the map if needed."""
        self._focus(None)
        b = self.host.bundle_a
        if not self.pane_open or b is None:
            return
        state = self.host.results.source_states.get(b.path)
        if state is None:
            self.host.ui(SourcePane).show_message(f"loading the source map of {b.label} …")
            self.host.background.run("source", partial(workers.load_source, b), exclusive=False)
            return
        self._fill_pane(state)
        self.view_changed()

    def _fill_pane(self, state: SourceState | str) -> None:
        pane = self.host.ui(SourcePane)
        if isinstance(state, str):
            pane.show_message(state)
        else:
            pane.show_source(state.title, list(state.lines), state.reports)

    def loaded(self, message: SourceLoaded) -> None:
        self.host.results.source_states[message.bundle] = message.state
        if message.bundle == self.host.view.a and self.pane_open:
            self._fill_pane(message.state)
            self.view_changed()

    # ---- rows of the main view ----------------------------------------------------------
    def view_changed(self) -> None:
        """The main view shows another document: find where its rows came from."""
        state, sel, b = self.state(), self.host.view.shown, self.host.bundle_a
        doc = self.host.ui(CodeView).document
        if not self.pane_open or state is None or sel is None or doc is None or b is None:
            return
        if sel in self.host.results.row_sources:
            self._light_up(reveal=True)
        else:
            self.host.background.run("rows", partial(workers.compute_row_sources, sel, doc, b, state.sm))

    def row_sources_computed(self, message: RowSourcesComputed) -> None:
        self.host.results.row_sources[message.selection] = message.rows
        if message.selection == self.host.view.shown:
            self._light_up(reveal=True)

    def _rows(self) -> RowSources | None:
        shown = self.host.view.shown
        return self.host.results.row_sources.get(shown) if shown else None

    def _light_up(self, *, reveal: bool) -> None:
        code = self.host.ui(CodeView)
        rows, focus = self._rows(), self.host.view.source_focus
        if rows is None or focus is None:
            code.set_related(())
            return
        found = rows.rows_at(focus.positions) if focus.positions else rows.rows_from(focus.path, focus.line)
        code.set_related(found, reveal=reveal)

    def cursor_moved(self, message: CodeView.CursorMoved) -> None:
        """A row of the main view was selected: the pane goes to the line it came from."""
        state, rows = self.state(), self._rows()
        if state is None or rows is None:
            return
        lines = sorted({p.line for p in rows.at(message.row) if p.file == state.path})
        if not lines:
            return  # a row without a location (a label, a constant, a line of another file)
        self._focus(SourceFocus(state.path, lines[0]))
        self.host.ui(SourcePane).select_line(lines[0], tuple(lines[1:]))
        self._light_up(reveal=False)

    def line_selected(self, message: SourceLines.LineSelected) -> None:
        """A line of the pane was selected: light up what it became."""
        state = self.state()
        if state is None:
            return
        self._focus(SourceFocus(state.path, message.line))
        self.host.ui(SourcePane).announce(message.line)
        self._light_up(reveal=True)

    # ---- following an op ----------------------------------------------------------------
    def follow(self) -> None:
        state, b, view = self.state(), self.host.bundle_a, self.host.view
        if state is None or b is None:
            self.host.notify("following needs a line-info capture and the source pane (p)", severity="warning")
            return
        code = self.host.ui(CodeView)
        rows = self._rows()
        here = rows.at(code.cursor) if rows is not None and code.cursor is not None and view.kind == "mlir" else ()
        mine = frozenset(p for p in here if p.file == state.path)
        if mine:
            first = min(mine)
            focus = SourceFocus(state.path, first.line, mine)
            what = f"the op on this row: {state.title}:{first.line}:{first.col}"
        elif view.source_focus is not None:
            focus = SourceFocus(state.path, view.source_focus.line)
            what = f"line {focus.line} of {state.title}"
        else:
            self.host.notify(
                "select a line first: up/down in the main view or in the source pane (p)", severity="warning"
            )
            return
        self.host.background.run("follow", partial(workers.compute_follow, b, state.sm, what, focus))

    def follow_computed(self, message: FollowComputed) -> None:
        from irscope.analysis.follow import changes
        from irscope.tui.follow_screen import FollowScreen

        if message.bundle != self.host.view.a:
            return
        shown = changes(message.trail)

        def picked(key: str | None) -> None:
            b = self.host.bundle_a
            if key is None or b is None:
                return
            view = followed(self.host.view, message.focus, key, b.passes[0].key)
            self.host.ui(SourcePane).select_line(message.focus.line)
            if view.pass_key is not None:
                self.host.ui(PassList).select(view.pass_key)
            self.host.view = view

        self.host.push_screen(FollowScreen(message.what, shown, len(message.trail) - len(shown)), picked)
