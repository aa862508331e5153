"""`irscope check` output: a summary table, then the diff of every snapshot that changed.
(Here rather than in views/: views render analysis results and never import snapshots.)"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.console import Console
from rich.table import Table
from rich.text import Text

from irscope.snapshots.compare import SnapshotResult
from irscope.snapshots.layout import SnapshotId

STATUS_STYLE = {"match": "green", "changed": "red", "new": "yellow", "unavailable": "red"}


def print_check_report(
    results: list[SnapshotResult],
    root: Path,
    *,
    written: list[SnapshotId],
    removed: list[SnapshotId],
    unused: list[SnapshotId],
    failures: list[str],
    kept: Sequence[SnapshotId] = (),
    console: Console | None = None,
) -> None:
    console = console or Console()
    table = Table(title=f"irscope snapshots in {root}", title_justify="left")
    for col in ("kernel:case@arch", "stage", "status", "detail"):
        table.add_column(col)
    written_set = set(written)
    for r in results:
        status = "written" if r.sid in written_set else r.status
        style = "cyan" if status == "written" else STATUS_STYLE.get(status, "")
        table.add_row(f"{r.sid.kernel}:{r.sid.case}@{r.sid.arch}", r.sid.stage, Text(status, style=style), r.detail)
    console.print(table)
    for r in results:
        if r.status == "changed" and r.sid not in written_set:
            console.print(Text(r.explain()))
    for line in failures:
        console.print(Text(f"capture failed: {line}", style="red"))
    for sid in removed:
        console.print(f"deleted unused snapshot {sid.path(root)}")
    for sid in unused:
        if sid not in removed:
            console.print(f"[yellow]unused[/] {sid.path(root)} (run `irscope check --update` to delete)")
    if kept:
        cases = sorted({f"{s.kernel}:{s.case}@{s.arch}" for s in kept})
        console.print(
            f"kept {len(kept)} snapshot(s) this run did not check ({len(cases)} case(s), e.g. {cases[0]}): "
            "not captured, failed, filtered out or not in the store; never deleted",
            soft_wrap=True,
        )
    matched = sum(r.ok for r in results)
    console.print(f"{matched} of {len(results)} snapshots match" + (f", {len(written)} written" if written else ""))
