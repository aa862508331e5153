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
        line = Text()
        if sel is not None:
            mode = "compare" if sel.compare else sel.layout if doc.is_diff else "full"
            tag = f"[{sel.kind} {mode}{'' if sel.normalized else ' raw'}] "
            if len(tag) + len(doc.title) <= width:
                line.append(tag, style="bold cyan")
        line.append(doc.title, style="bold")
        extras: list[tuple[str, str]] = []
        if where:
            extras.append((f" {where}", "dim"))
        if doc.is_diff and not doc.changed:
            extras.append(("   no change", "dim"))
        elif doc.is_diff:
            extras += [(f"   +{doc.added}", "green"), (f" -{doc.removed}", "red")]
            if doc.hunk_starts:
                at = f"{hunk + 1}/{len(doc.hunk_starts)}" if hunk >= 0 else f"-/{len(doc.hunk_starts)}"
                extras.append((f"   hunk {at}", "dim"))
        if label and compact:
            extras.append((f"   {label.split(':')[0]}", "cyan"))
        if search.query:
            n = len(search.matches)
            at = f"{search.current + 1}/{n}" if search.current >= 0 else f"{n} found"
            extras.append((f"   /{search.query}: {at}", "yellow" if n else "red"))
        for text, style in extras:
            if line.cell_len + len(text) > width:
                break
            line.append(text, style=style)
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
        lines = [line] if compact else [line, second]
        line.no_wrap, line.overflow = True, "fold"
        second.no_wrap, second.overflow = True, "ellipsis"
        self.update(Group(*lines), layout=False)
