"""Follow an op through the pipeline (`f`): pass by pass, the ops that carry its location.

A modal list, one row per observed IR where those ops changed, from the pipeline's input on:

    input                      65 ops  cute.get_layout x14, ..., cute.copy
    cute-desugar#1            101 ops  new: scf.for, cute.slice x3, cute.crd2idx x3, ..., cute.copy_atom_call
    cute-expand-ops#1         340 ops  new: llvm.load x32, llvm.icmp x16, scf.if x16, ...; gone: cute.copy_atom_call

Enter opens the IR after that pass with those ops lit up; Esc closes.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from irscope.analysis.follow import PassOps, describe_change


def trail_rows(trail: tuple[PassOps, ...]) -> list[Option]:
    width = max((len(t.pass_key) for t in trail), default=10)
    options = []
    for i, t in enumerate(trail):
        prompt = Text.assemble(
            (f"{t.pass_key:<{width}} ", "bold" if t.ops else "dim"),
            (f"{t.total:>5} op{'s' if t.total != 1 else ' '}  ", "cyan"),
            (describe_change(trail[i - 1] if i else None, t, limit=12), "" if t.ops else "dim"),
        )
        options.append(Option(prompt, id=t.pass_key))
    return options


class FollowScreen(ModalScreen[str | None]):
    """Dismissed with the pass key picked (the input: "input"), or None."""

    BINDINGS = [Binding("escape,q,f", "dismiss_none", "close", show=True)]

    def __init__(self, what: str, trail: tuple[PassOps, ...], unchanged: int) -> None:
        super().__init__()
        self.what = what
        self.trail = trail
        self.unchanged = unchanged

    def compose(self) -> ComposeResult:
        with Vertical(id="follow-body"):
            yield Static(Text.assemble(("Following ", "bold"), (self.what, "bold cyan")), id="follow-title")
            yield Static(
                Text(
                    f"the ops that carry its location after each pass that changed them "
                    f"({self.unchanged} other observed passes left them as they were); Enter opens that IR",
                    style="dim",
                )
            )
            yield OptionList(*trail_rows(self.trail), id="follow-passes")

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)
