"""The source pane (`p`): the kernel module as it was compiled, one row per line.

    61 ● cute.copy(load_atom, thrA, frgA, pred=frgPred)                 16×LDG.E 32b
    62 ● cute.copy(load_atom, thrB, frgB, pred=frgPred)                 16×LDG.E 32b

● marks the lines that produced SASS, ▲ (red) those whose SASS stores or loads local memory
(STL, LDL: spills or local arrays); the note on the right is their memory instructions
(irscope.analysis.explain), yellow where a global or shared access is narrower than 128 bits,
red for local memory.
Moving in the pane selects a line (the main view lights up what it became); selecting a row of
the main view moves the pane to the line it came from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

if TYPE_CHECKING:
    from irscope.analysis.explain import LineReport

NOTE_WIDTH = 26


def note(report: LineReport | None) -> Text:
    """`16×LDG.E 32b, 16×STG.E 32b` in at most NOTE_WIDTH cells."""
    if report is None or not report.accesses:
        return Text("")
    out = Text()
    for a in report.accesses:
        if out:
            out.append(", ", style="dim")
        width = f" {a.key}b" if a.bits is not None else ""
        style = "yellow" if "not" in a.verdict or "partly" in a.verdict else "green"
        out.append(f"{a.count}×{a.opcode}{width}", style="bold red" if a.space == "local" else style)
    out.truncate(NOTE_WIDTH, overflow="ellipsis")
    return out


def line_mark(report: LineReport | None) -> tuple[str, str]:
    """● the line produced SASS; ▲ (red) some of it stores or loads local memory (spills)."""
    if report is None or not report.instructions:
        return " ", ""
    if any(a.space == "local" for a in report.accesses):
        return "▲", "bold red"
    return "●", "green"


def summary(report: LineReport | None) -> str:
    if report is None or not report.instructions:
        return "no SASS from this line"
    if not report.accesses:
        return f"{report.instructions} SASS instruction(s), no memory access"
    from irscope.views.explain_text import describe

    return "; ".join(describe(a) for a in report.accesses)


class SourceLines(OptionList):
    """Options are source lines (id = the line number as text)."""

    class LineSelected(Message):
        def __init__(self, line: int) -> None:
            self.line = line
            super().__init__()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if event.option.id:
            self.post_message(self.LineSelected(int(event.option.id)))


class SourcePane(Vertical):
    """The source lines under a header naming the file and what the selected line became."""

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self.title = ""
        self.lines: list[str] = []
        self.reports: dict[int, LineReport] = {}
        self.line: int | None = None

    def compose(self) -> ComposeResult:
        yield Static("", id="source-header")
        yield SourceLines(id="source-lines")

    def show_message(self, text: str) -> None:
        self.title, self.lines, self.reports, self.line = "", [], {}, None
        self.query_one("#source-header", Static).update(Text(text, style="italic yellow"))
        self.query_one(SourceLines).clear_options()

    def show_source(self, title: str, lines: list[str], reports: dict[int, LineReport]) -> None:
        self.title, self.reports, self.line = title, reports, None
        self.lines = lines
        self._build()
        self._header(None, ())

    def on_resize(self) -> None:
        if self.lines:
            self._build()

    def _build(self) -> None:
        lines, reports = self.lines, self.reports
        width = len(str(len(lines)))
        body = max(20, (self.query_one(SourceLines).scrollable_content_region.width or 100) - width - NOTE_WIDTH - 5)
        options = []
        for n, text in enumerate(lines, start=1):
            report = reports.get(n)
            mark = line_mark(report)
            code = text.expandtabs(4)
            # A line longer than the pane wraps onto the next rows (the list wraps options): never cut.
            prompt = Text.assemble((f"{n:>{width}} ", "dim"), mark, " ", (f"{code:<{body}}", ""), " ")
            prompt.append_text(note(report))
            options.append(Option(prompt, id=str(n)))
        lines_widget = self.query_one(SourceLines)
        with lines_widget.prevent(OptionList.OptionHighlighted):
            lines_widget.set_options(options)
            if self.line is not None:
                lines_widget.highlighted = self.line - 1

    def select_line(self, line: int, also: tuple[int, ...] = ()) -> None:
        """Highlight `line` without announcing it (the selection came from the main view)."""
        lines_widget = self.query_one(SourceLines)
        if not 1 <= line <= lines_widget.option_count:
            return
        self.line = line
        with lines_widget.prevent(OptionList.OptionHighlighted):
            lines_widget.highlighted = line - 1
        self._header(line, also)

    def announce(self, line: int) -> None:
        self.line = line
        self._header(line, ())

    def _header(self, line: int | None, also: tuple[int, ...]) -> None:
        text = Text(self.title, style="bold")
        if line is None:
            text.append("   select a line here, or a line of the main view", style="dim")
        else:
            text.append(f"   line {line}: ", style="bold cyan")
            text.append(summary(self.reports.get(line)))
            if also:
                text.append(f"   (this row also comes from line {', '.join(map(str, also))})", style="dim")
        text.no_wrap, text.overflow = True, "ellipsis"
        self.query_one("#source-header", Static).update(text)
