"""`irscope check` output: a summary table, then the diff of every snapshot that changed.
(Here rather than in views/: views render analysis results and never import snapshots.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console
from rich.text import Text

from irscope.snapshots.case_outcome import FAILED, XFAIL, XPASS
from irscope.views.console import shown_path
from irscope.views.table import Cell, Column, TableSpec, print_fitted, print_table

if TYPE_CHECKING:
    from irscope.snapshots.check_run import CheckRun
    from irscope.snapshots.layout import SnapshotId

STATUS_STYLE = {"match": "green", "changed": "red", "new": "yellow", "unavailable": "red", "written": "cyan"}


def print_check_report(run: CheckRun, console: Console) -> None:
    """The table, then what changed, the failing cases, the expectations, the unused snapshots
    and the counts, each section printed by its own function."""
    for section in (_table, _changes, _cases, _expectations, _unused, _kept, _counts):
        section(run, console)


def _upgraded(run: CheckRun) -> set[SnapshotId]:
    """Across a DSL upgrade: one statement and the statistics per kernel, not a line per file."""
    return {r.sid for change in run.releases for r in (*change.differ, *change.new)}


def _table(run: CheckRun, console: Console) -> None:
    written, upgraded = set(run.written), _upgraded(run)
    rows: list[dict[str, Cell]] = []
    for r in run.results:
        status = "written" if r.sid in written else r.status
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
        for row, r in zip(rows, run.results, strict=True)
        if row["detail"] and r.status != "changed" and r.sid not in upgraded  # explained below
    )
    print_table(
        console,
        [
            TableSpec((case_c, stage_c, status_c, detail), tuple(rows)),
            TableSpec((case_c, stage_c, status_c), tuple(rows), after=details),
        ],
        title=f"irscope snapshots in {shown_path(run.root)}",
    )


def _changes(run: CheckRun, console: Console) -> None:
    """Each DSL release change in one statement, then the fact and the diff of every other change."""
    for change in run.releases:
        console.print(Text("\n".join(change.lines(update=run.update))), soft_wrap=True)
    written, upgraded = set(run.written), _upgraded(run)
    changed = [r for r in run.results if r.status == "changed" and r.sid not in written and r.sid not in upgraded]
    if changed:
        from irscope.snapshots.failure_summary import explain_failures

        console.print(Text(explain_failures(changed, run.tree or run.root)), soft_wrap=True)


def _cases(run: CheckRun, console: Console) -> None:
    for c in run.cases:  # one line per case, however many snapshots it would have pinned
        print_fitted(console, Text(c.line(), style="red" if c.failing else "yellow"))


def _expectations(run: CheckRun, console: Console) -> None:
    """How many expectations hold, then each line of every one that does not."""
    if not run.expectations:
        return
    print_fitted(console, Text(_expectations_held(run)))
    for e in run.expectations:
        for line in e.lines() if not e.ok else ():
            print_fitted(console, Text(line, style="red"))


def _expectations_held(run: CheckRun) -> str:
    held = sum(bool(e.checked) and e.ok for e in run.expectations)
    unchecked = sum(not e.checked and e.ok for e in run.expectations)
    also = f", {unchecked} not checked (no capture of their case in this run)" if unchecked else ""
    return f"{held} of {len(run.expectations)} expectations hold{also} ({(run.tree or run.root) / 'expectations.txt'})"


def _unused(run: CheckRun, console: Console) -> None:
    for sid in run.removed:
        print_fitted(console, Text(f"deleted unused snapshot {sid.path(run.root)}"))
    for sid in run.unused:
        if sid not in run.removed:
            print_fitted(console, Text(f"unused {sid.path(run.root)} (run `irscope check --update` to delete)"))


def _kept(run: CheckRun, console: Console) -> None:
    if not run.kept:
        return
    cases = sorted({f"{s.kernel}:{s.case}@{s.arch}" for s in run.kept})
    print_fitted(
        console,
        Text(
            f"kept {len(run.kept)} snapshot(s) this run did not check ({len(cases)} case(s), e.g. {cases[0]}): "
            "not captured, failed, filtered out or not in the store; never deleted"
        ),
    )


#: The closing line's count of each kind of case outcome, in this order.
_CASE_COUNTS = (
    (FAILED, "failed to compile"),
    (XFAIL, "failed to compile as declared (xfail)"),
    (XPASS, "compiled though declared xfail (XPASS)"),
)


def _counts(run: CheckRun, console: Console) -> None:
    matched = sum(r.ok for r in run.results)
    line = f"{matched} of {len(run.results)} snapshots match" + (f", {len(run.written)} written" if run.written else "")
    for status, what in _CASE_COUNTS:
        count = sum(c.status == status for c in run.cases)
        line += f", {count} case(s) {what}" if count else ""
    print_fitted(console, Text(line))
