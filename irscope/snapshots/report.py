"""`irscope check` output: a summary table, then the diff of every snapshot that changed.
(Here rather than in views/: views render analysis results and never import snapshots.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console
from rich.text import Text

from irscope.snapshots.case_outcome import FAILED, XFAIL, XPASS
from irscope.views.table import Cell, Column, TableSpec, print_table

if TYPE_CHECKING:
    from irscope.snapshots.check_run import CheckRun

STATUS_STYLE = {"match": "green", "changed": "red", "new": "yellow", "unavailable": "red", "written": "cyan"}


def print_check_report(run: CheckRun, console: Console) -> None:
    results, root, written, removed = run.results, run.root, run.written, run.removed
    written_set = set(written)
    # Across a DSL upgrade: one statement and the statistics per kernel, not a line per file.
    upgraded = {r.sid for change in run.releases for r in (*change.differ, *change.new)}
    rows: list[dict[str, Cell]] = []
    for r in results:
        status = "written" if r.sid in written_set else r.status
        rows.append(
            {
                "case": f"{r.sid.kernel}:{r.sid.case}@{r.sid.arch}",
                "stage": r.sid.stage,
                "status": Text(status, style=STATUS_STYLE.get(status, "")),
                "detail": r.detail,
            }
        )
    case_c, stage_c, status_c = Column("case", "kernel:case@arch"), Column("stage", "stage"), Column("status", "status")
    detail = Column("detail", "detail", wrap=True)
    # Narrow: the details (a file path and counts) go under the table, one line each.
    details = tuple(
        f"{row['case']} {row['stage']}: {row['detail']}"
        for row, r in zip(rows, results, strict=True)
        if row["detail"] and r.status != "changed" and r.sid not in upgraded  # explained below
    )
    print_table(
        console,
        [
            TableSpec((case_c, stage_c, status_c, detail), tuple(rows)),
            TableSpec((case_c, stage_c, status_c), tuple(rows), after=details),
        ],
        title=f"irscope snapshots in {root}",
    )
    changed = [r for r in results if r.status == "changed" and r.sid not in written_set]
    for change in run.releases:
        console.print(Text("\n".join(change.lines(update=run.update))), soft_wrap=True)
    changed = [r for r in changed if r.sid not in upgraded]
    if changed:
        from irscope.snapshots.failure_summary import explain_failures

        console.print(Text(explain_failures(changed, run.tree or run.root)), soft_wrap=True)
    for c in run.cases:  # one line per case, however many snapshots it would have pinned
        console.print(Text(c.line(), style="red" if c.failing else "yellow"), soft_wrap=True)
    if run.expectations:
        held = sum(bool(e.checked) and e.ok for e in run.expectations)
        unchecked = sum(not e.checked and e.ok for e in run.expectations)
        also = f", {unchecked} not checked (no capture of their case in this run)" if unchecked else ""
        console.print(
            f"{held} of {len(run.expectations)} expectations hold{also} ({(run.tree or root) / 'expectations.txt'})"
        )
        for e in run.expectations:
            for line in e.lines() if not e.ok else ():
                console.print(Text(line, style="red"), soft_wrap=True)
    for sid in removed:
        console.print(Text(f"deleted unused snapshot {sid.path(root)}"), soft_wrap=True)
    for sid in run.unused:
        if sid not in removed:
            console.print(Text(f"unused {sid.path(root)} (run `irscope check --update` to delete)"), soft_wrap=True)
    kept = run.kept
    if kept:
        cases = sorted({f"{s.kernel}:{s.case}@{s.arch}" for s in kept})
        console.print(
            f"kept {len(kept)} snapshot(s) this run did not check ({len(cases)} case(s), e.g. {cases[0]}): "
            "not captured, failed, filtered out or not in the store; never deleted",
            soft_wrap=True,
        )
    matched = sum(r.ok for r in results)
    line = f"{matched} of {len(results)} snapshots match" + (f", {len(written)} written" if written else "")
    for count, what in (
        (sum(c.status == FAILED for c in run.cases), "failed to compile"),
        (sum(c.status == XFAIL for c in run.cases), "failed to compile as declared (xfail)"),
        (sum(c.status == XPASS for c in run.cases), "compiled though declared xfail (XPASS)"),
    ):
        line += f", {count} case(s) {what}" if count else ""
    console.print(line, soft_wrap=True)
