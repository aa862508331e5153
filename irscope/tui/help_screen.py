"""The help screen: every key of irscope.tui.keys, grouped, plus what the pass list's marks mean."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from irscope.tui.keys import help_rows
from irscope.tui.pass_list import REPLAY_MARKS

LEGEND = (
    ("●", "the pass changed the IR"),
    ("·", "the pass changed nothing (h hides these)"),
    ("?", "not known whether the pass changed the IR (its states were not both exact)"),
    ("┆", "observed only as a group: the diff shows the whole group"),
    ("∅", "no IR: the pass ran on no operation"),
    ("◆", "a landmark: a lowering stage (cute-expand-ops, convert-to-llvm, ...) in this pipeline"),
    ("≠ = ∉ ?", "compare mode: differs from B, same as B, not in B's pipeline, not observed singly in A or B"),
)


def help_table(*, replay: bool = False) -> Table:
    """`replay`: the bundle shown was captured by pass replay, so the legend lists its labels too."""
    table = Table(box=None, show_header=False, padding=(0, 2, 0, 0), expand=False)
    table.add_column("keys", style="bold cyan", no_wrap=True)
    table.add_column("does")
    group = None
    for title, keys, description in help_rows():
        if title != group:
            if group is not None:
                table.add_row("", "")
            table.add_row(Text(title, style="bold underline"), "")
            group = title
        table.add_row(keys, description)
    table.add_row("", "")
    table.add_row(Text("Pass list marks", style="bold underline"), "")
    for mark, meaning in LEGEND:
        table.add_row(mark, meaning)
    if replay:
        for label, (mark, _, meaning) in REPLAY_MARKS.items():
            table.add_row(mark, f"pass replay, {label}: {meaning}")
        table.add_row("", "the selected pass's label and its evidence: the line above the text")
    table.add_row("", "")
    table.add_row(Text("Mouse", style="bold underline"), "")
    table.add_row("click", "a pass selects it (source pane open: a row of the text too); a key in the footer runs it")
    table.add_row("wheel", "scrolls the list or the text under the pointer (Shift: sideways)")
    return table


class HelpScreen(ModalScreen[None]):
    BINDINGS = [
        Binding("escape,q,question_mark,f1", "dismiss", "close", show=True),
    ]

    def __init__(self, *, replay: bool = False) -> None:
        super().__init__()
        self.replay = replay

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-body"):
            yield Static(Text("irscope: keys", style="bold"), id="help-title")
            yield Static(help_table(replay=self.replay), id="help-table")
            yield Static(Text("Esc, q or ? closes this screen.", style="dim"))
