"""The main screen's widgets set to the layout for the terminal (irscope.tui.layout.Fit): the pass
list's width and columns, the stats panel's place, the status lines and the code view's gutter.

The app calls `lay_out` where the view state's fit (or what it was fitted to) changed: the fit is
decided before, as a value, and this only makes the widgets show it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from irscope.tui.code_view import CodeView
from irscope.tui.footer import KeyFooter
from irscope.tui.pass_list import PassList, PassPanel
from irscope.tui.stats_panel import StatsPanel
from irscope.tui.view_status import ViewStatus

if TYPE_CHECKING:
    from textual.screen import Screen
    from textual.widget import Widget

    from irscope.tui.layout import Fit


def lay_out(screen: Screen, new: Fit, old: Fit | None, *, stats_open: bool, focused: Widget | None) -> None:
    """`screen`'s widgets laid out for `new` (they were for `old`; None: never laid out).
    `focused`: the app's focus, which leaves the pass list when the list is hidden."""
    _pass_list(screen, new, focused)
    _stats(screen, new, stats_open)
    if old is None or old.compact != new.compact:
        screen.query_one(ViewStatus).styles.height = 1 if new.compact else 2
        footer = screen.query_one(KeyFooter)
        footer.compact = new.compact
        footer.show_command_palette = not new.compact  # Ctrl+P still works; `?` lists it
    screen.query_one(CodeView).set_compact(new.compact)


def _pass_list(screen: Screen, new: Fit, focused: Widget | None) -> None:
    panel = screen.query_one(PassPanel)
    panel.display = new.passes
    for rule in ("width", "min_width", "max_width"):
        if new.metrics:
            panel.styles.clear_rule(rule)  # irscope.tcss: 30%, 46..66
        else:
            setattr(panel.styles, rule, new.list_width)
    passes = screen.query_one(PassList)
    passes.set_mode(metrics=new.metrics, name_width=None if new.metrics else new.name_width)
    if not new.passes and focused is passes:
        screen.query_one(CodeView).focus()


def _stats(screen: Screen, new: Fit, stats_open: bool) -> None:
    """The stats panel beside the text, or in its place where the text would be too narrow."""
    stats = screen.query_one(StatsPanel)
    stats.display = stats_open
    screen.query_one("#main").display = not (stats_open and new.stats_over_text)
    stats.set_class(new.stats_over_text, "-over-text")
    stats.border_title = "memory instructions (s: back to the text)" if new.stats_over_text else None
