"""The pass list: the pipeline in order, grouped by stage, one row per pass.

    ● 21 convert-to-llvm#1       +120  -80  +40  4.3
         ◆ convert-to-llvm

Marker: ● changed, · unchanged, ? not known, ┆ observed only as a group, ∅ no IR; in compare mode ≠ differs
from B, = same, ∉ not in B's pipeline. A pass replay (DSL 4.6+) labels each pass it could not
observe exactly, and the marker of such a pass says which label (REPLAY_MARKS): ~ approximate,
r its group's end state reproduced by the replay, n a no-op on this module. The marker keeps its
one cell, so a label never takes room from a name. Columns: lines added, removed, op-count
change, ms.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from irscope.analysis.observation import NOOP_LABEL, REPRODUCED_LABEL
from irscope.bundle import PassRecord
from irscope.landmarks import PHASE_TITLES
from irscope.tui.layout import abbreviate
from irscope.tui.metrics import PassRow

STAGE_TITLES = PHASE_TITLES
FIXED = 25  # cells of everything but the pass name

#: Pass replay's labels of passes not observed exactly (PassRecord.label): the marker, its style,
#: and the legend. The letters are `irscope passes`' marks for the same labels.
REPLAY_MARKS: dict[str, tuple[str, str, str]] = {
    "approximate": ("~", "yellow", "approximate IR: replayed without the passes of its group that cannot run alone"),
    REPRODUCED_LABEL: ("r", "cyan", "approximate, but the replay reproduced its group's exact end state"),
    NOOP_LABEL: ("n", "dim cyan", "a no-op on this module: cannot run alone, shown not to change it"),
}


def replay_label(p: PassRecord) -> str | None:
    """The pass's replay label and its evidence, in words (None: not a replay capture)."""
    if p.label is None:
        return None
    return f"{p.label}: {p.evidence}" if p.evidence else p.label


def _num(n: int, signed: bool = True) -> str:
    """At most 3 cells (4 with the sign) below 100 million, so a row's numbers never push its ms
    onto a line of its own: 999, 5k (from 1,000), 55k, .5M (from 100,000), 12M."""
    size = abs(n)
    if size < 1000:
        text = str(size)
    elif size < 10_000:
        text = f"{round(size / 1000)}k"
    elif size < 100_000:
        text = f"{size // 1000}k"
    elif size < 1_000_000:
        text = f".{size // 100_000}M"
    else:
        text = f"{size // 1_000_000}M"
    if not signed:
        return text
    return ("-" if n < 0 else "+") + text


def _ms(value: float | None) -> str:
    if value is None:
        return ""
    return f"{value:.1f}" if value < 100 else f"{value:.0f}"


def shown_name(row: PassRow) -> str:
    """The name a row shows: NAME, or NAME#k from a pass's second run on."""
    return pass_name(row.record)


def pass_name(p: PassRecord) -> str:
    return p.key if p.occurrence > 1 else p.name


def longest_name(passes: Iterable[PassRecord]) -> int:
    """The cells of the longest name the list shows for these passes, which its width follows."""
    return max((len(pass_name(p)) for p in passes), default=24)


def format_row(row: PassRow, name_width: int, *, metrics: bool = True) -> Text:
    """One pass: marker, index, name and the numbers; without `metrics`, marker and name only.
    A name wider than `name_width` is shortened in the middle, never cut at its end (the status
    line above the text shows the selected pass's full name)."""
    p = row.record
    mark, mark_style = _marker(row)
    name = abbreviate(shown_name(row), name_width)
    if not metrics:
        text = Text.assemble((mark, mark_style), " ", (name, ""))
    else:
        text = Text.assemble((mark, mark_style), " ", (f"{p.index:>2} ", "dim"), (f"{name:<{name_width}}", ""))
        text.append(_columns(row))
        text.append(f" {_ms(p.time_ms):>4}", style="dim")
    indent = "\n     " if metrics else "\n  "
    for badge in row.landmarks:
        text.append(indent)
        text.append(f"◆ {badge}", style="magenta")
    if row.divergence:
        text.append(indent)
        text.append("▶ first divergence between A and B", style="bold red")
    return text


def _marker(row: PassRow) -> tuple[str, str]:
    if row.compare is not None:
        return {
            "differs": ("≠", "bold red"),
            "same": ("=", "dim"),
            "absent": ("∉", "yellow"),
            "no-ir": ("?", "yellow"),
        }[row.compare.state]
    p = row.record
    if p.observed == "none":
        return "∅", "dim yellow"
    if p.label in REPLAY_MARKS:
        mark, style, _ = REPLAY_MARKS[p.label]
        return mark, style
    if p.observed == "group":
        return "┆", "cyan"
    return {True: ("●", "bold green"), False: ("·", "dim"), None: ("?", "dim yellow")}[p.changed]


def _columns(row: PassRow) -> Text:
    p = row.record
    m = row.compare if row.compare is not None else row.metrics
    if row.compare is not None and row.compare.state in ("absent", "no-ir", "same"):
        label = {"absent": "not in B", "no-ir": "not observed", "same": ""}[row.compare.state]
        return Text(f" {label:>14}", style="yellow" if label else "dim")
    if p.observed == "none":
        return Text(f" {'no IR':>14}", style="dim yellow")
    if m is None:
        if p.observed == "group":
            return Text(f" {'in group ' + str(p.group):>14}", style="cyan")
        return Text(f" {'…':>14}", style="dim")
    if not (m.added or m.removed):
        return Text(f" {'':>14}")
    if p.observed == "group":  # the last pass of a group carries the group's whole diff
        return Text.assemble(
            (f" {'+' + _num(m.added, False):>4}", "cyan"),
            (f" {'-' + _num(m.removed, False):>4}", "cyan"),
            (f" {_num(m.ops_delta):>4}", "cyan"),
        )
    return Text.assemble(
        (f" {'+' + _num(m.added, False):>4}", "green"),
        (f" {'-' + _num(m.removed, False):>4}", "red"),
        (f" {_num(m.ops_delta):>4}", "cyan" if m.ops_delta else "dim"),
    )


class PassList(OptionList):
    """Options are passes (id = pass key) under disabled stage headers."""

    #: Moving the highlight repaints the two options it moves between, not the whole list: a
    #: whole repaint of a screen of options was ~7 ms of every pass switch (GEMM, 200x50).
    highlighted: reactive[int | None] = reactive(None, repaint=False)

    class PassHighlighted(Message):
        def __init__(self, key: str) -> None:
            self.key = key
            super().__init__()

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self.rows: list[PassRow] = []
        self.hide_unchanged = False
        self.shown_keys: list[str] = []
        self.metrics = True  # the numbers columns (irscope.tui.layout decides, `i` toggles)
        self.name_width: int | None = None  # names mode: cells per name; None: what is left
        self.waiting: str | None = None  # the selection while the options wait for the list's width
        self.built = False  # the options are made for the rows as they are

    def set_rows(self, rows: list[PassRow], *, hide_unchanged: bool, selected: str | None) -> None:
        """Rebuild the options; keep `selected` highlighted without announcing it again."""
        self.rows, self.hide_unchanged = rows, hide_unchanged
        self._rebuild(selected)

    def set_mode(self, *, metrics: bool, name_width: int | None) -> None:
        """Show the numbers columns or only marker + NAME#k (names up to `name_width` cells)."""
        if (metrics, name_width) == (self.metrics, self.name_width):
            return
        self.metrics, self.name_width = metrics, name_width
        if self.rows:
            self._rebuild(self.selected_key)

    def _rebuild(self, selected: str | None) -> None:
        shown = [row for row in self.rows if not hide_row(row, self.hide_unchanged) or row.key == selected]
        self.shown_keys = [row.key for row in shown]
        if not self.size.width and self.parent is not None and self.parent.display:
            # Not laid out yet, but it will be: its first resize makes the options at their real
            # width (made now, at a guessed one, they would be drawn and then made again).
            self.waiting, self.built = selected, False
            return
        self.waiting, self.built = None, True
        if self.metrics:
            width = max(12, (self.scrollable_content_region.width or 50) - FIXED - 2)
        else:
            width = self.name_width or max(12, (self.scrollable_content_region.width or 30) - 2)
        options: list[Option] = []
        stage = None
        for row in shown:
            if row.record.phase != stage:
                stage = row.record.phase
                options.append(Option(Text(f"── {STAGE_TITLES.get(stage, stage)} ", style="bold"), disabled=True))
            options.append(Option(format_row(row, width, metrics=self.metrics), id=row.key))
        compare = any(r.compare is not None for r in self.rows)
        if self.parent is not None:
            self.parent.query_one("#pass-header", Static).update(header_text(width, compare, metrics=self.metrics))
        with self.prevent(OptionList.OptionHighlighted):
            self.set_options(options)
            if selected in self.shown_keys:
                self.highlighted = self.get_option_index(selected)

    def on_resize(self) -> None:
        if self.rows:
            self._rebuild(self.selected_key)

    @property
    def selected_key(self) -> str | None:
        if not self.built:
            return self.waiting
        option = self.highlighted_option
        return option.id if option is not None else None

    def select(self, key: str) -> None:
        if key not in self.shown_keys:
            return
        if self.built:
            self.highlighted = self.get_option_index(key)
        else:
            self.waiting = key

    def step(self, delta: int) -> str | None:
        """The key `delta` rows away from the selection among the rows shown (None at an end)."""
        if not self.shown_keys:
            return None
        current = self.selected_key
        i = self.shown_keys.index(current) if current in self.shown_keys else -1
        j = i + delta
        if 0 <= j < len(self.shown_keys):
            return self.shown_keys[j]
        return None

    # Textual calls a watcher with as many of (old, new) as it takes; OptionList's takes one.
    def watch_highlighted(self, old: int | None, new: int | None) -> None:  # type: ignore[override]
        super().watch_highlighted(new)
        lines, heights = self._index_to_line, self._heights
        for index in {old, new} - {None}:
            if index in lines:
                self.refresh_lines(lines[index], heights[index])

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if event.option.id:
            self.post_message(self.PassHighlighted(event.option.id))


def hide_row(row: PassRow, hide_unchanged: bool) -> bool:
    return hide_unchanged and not row.interesting


def header_text(name_width: int, compare: bool, *, metrics: bool = True) -> Text:
    what = "pass (A vs B after it)" if compare else "pass"
    if not metrics:
        return Text.assemble(("  ", "dim"), ("A vs B" if compare else "pass", "bold"), (" · i: numbers", "dim"))
    return Text.assemble(
        ("   # ", "dim"),
        (f"{what:<{name_width}}", "bold"),
        (f"{'+':>5}{'-':>5}{'Δops':>5}{'ms':>5}", "dim"),
    )


class PassPanel(Vertical):
    """The pass list under its column header."""

    def compose(self) -> ComposeResult:
        yield Static(header_text(24, False), id="pass-header")
        yield PassList(id="passes")
