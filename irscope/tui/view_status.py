"""Two lines above the main view: what is shown (pass, text, layout) and where you are in it;
in a split diff, the second line labels the two columns."""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual.widgets import Static

from irscope.tui.builder import Selection
from irscope.tui.documents import Document, SearchState
from irscope.tui.header import fit_side


class ViewStatus(Static):
    def show_busy(self, what: str) -> None:
        # layout=False: the height is fixed in CSS, and a layout pass would repaint every widget
        self.update(Text.assemble(("⟳ ", "yellow"), (what, "dim"), "\n"), layout=False)

    def show_document(
        self,
        doc: Document,
        sel: Selection | None,
        hunk: int,
        search: SearchState,
        width: int,
        *,
        compact: bool = False,
        where: str = "",
        label: str | None = None,
    ) -> None:
        """`compact`: one line (no column labels). The title (the pass's full NAME#k) is never cut:
        what follows it (counts, hunk, search) is left out when the line is too narrow.
        `label`: a replayed pass's label and evidence; it takes the column labels' line (in
        compact mode, the label alone follows the title)."""
        line = _title_line(doc, sel, width)
        for text, style in _extras(doc, hunk, search, where, label if compact else None):
            if line.cell_len + len(text) > width:
                break
            line.append(text, style=style)
        second = _second_line(doc, label, width)
        lines = [line] if compact else [line, second]
        line.no_wrap, line.overflow = True, "fold"
        second.no_wrap, second.overflow = True, "ellipsis"
        self.update(Group(*lines), layout=False)


def _title_line(doc: Document, sel: Selection | None, width: int) -> Text:
    """The pass's title, after the selection's tag where both fit."""
    line = Text()
    if sel is not None:
        mode = "compare" if sel.compare else sel.layout if doc.is_diff else "full"
        tag = f"[{sel.kind} {mode}{'' if sel.normalized else ' raw'}] "
        if len(tag) + len(doc.title) <= width:
            line.append(tag, style="bold cyan")
    line.append(doc.title, style="bold")
    return line


def _extras(doc: Document, hunk: int, search: SearchState, where: str, label: str | None) -> list[tuple[str, str]]:
    """What follows the title, in the order it is left out from the end: the place, the diff's
    counts and hunk, the label's first word, the search."""
    extras = [(f" {where}", "dim")] if where else []
    extras += _diff_extras(doc, hunk)
    if label:
        extras.append((f"   {label.split(':')[0]}", "cyan"))
    return extras + _search_extras(search)


def _diff_extras(doc: Document, hunk: int) -> list[tuple[str, str]]:
    if not doc.is_diff:
        return []
    if not doc.changed:
        return [("   no change", "dim")]
    extras = [(f"   +{doc.added}", "green"), (f" -{doc.removed}", "red")]
    if doc.hunk_starts:
        at = f"{hunk + 1}/{len(doc.hunk_starts)}" if hunk >= 0 else f"-/{len(doc.hunk_starts)}"
        extras.append((f"   hunk {at}", "dim"))
    return extras


def _search_extras(search: SearchState) -> list[tuple[str, str]]:
    if not search.query:
        return []
    n = len(search.matches)
    at = f"{search.current + 1}/{n}" if search.current >= 0 else f"{n} found"
    return [(f"   /{search.query}: {at}", "yellow" if n else "red")]


def _second_line(doc: Document, label: str | None, width: int) -> Text:
    """A notice, else the replayed pass's label, else a diff's column labels."""
    second = Text()
    if doc.notice:
        second.append(doc.notice, style="italic yellow")
    elif label:
        second.append(label, style="italic cyan")
    elif doc.layout == "split":
        half = max(1, (width - 1) // 2)
        left = fit_side(doc.left_label, half - 1)  # a capture's label keeps its case and arch
        second.append(f"{left:<{half}}", style="red")
        second.append(" ")
        second.append(fit_side(doc.right_label, width - half - 1), style="green")
    elif doc.layout == "unified":
        second.append(f"--- {doc.left_label}   ", style="red")
        second.append(f"+++ {doc.right_label}", style="green")
    return second
