"""`irscope stats A B`: the A / B / delta table of two captures, per paired kernel function."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from irscope.analysis.normalize import collapse_long_names, paired_names
from irscope.analysis.stats_delta import DeltaRow, StatsDelta, Value
from irscope.views.console import shown_path
from irscope.views.table import Cell, Column, TableSpec, print_table


def print_stats_delta(delta: StatsDelta, console: Console, *, changed_only: bool = False) -> None:
    console.print(Text(f"A  {delta.a.label}  DSL {delta.a.dsl_version}  ({shown_path(delta.a.path)})"), soft_wrap=True)
    console.print(Text(f"B  {delta.b.label}  DSL {delta.b.dsl_version}  ({shown_path(delta.b.path)})"), soft_wrap=True)
    for f in delta.functions:
        left, right = paired_names(f.a, f.b)
        name = left if left == right else f"{left}  vs  {right}"
        console.print(Text(f"\n{name}", style="cyan"), soft_wrap=True)
        rows = f.changed if changed_only else f.rows
        if not f.changed:
            console.print(Text("  no difference", style="green"))
            if changed_only:
                continue
        print_table(console, [_table(rows)])
    for side, names in (("A", delta.only_in_a), ("B", delta.only_in_b)):
        for n in names:
            console.print(Text(f"\nonly in {side}: {collapse_long_names(n)}", style="yellow"), soft_wrap=True)
    verdict = "A and B differ" if delta.differ else "A and B have the same statistics"
    console.print(Text(f"\n{verdict}", style="bold"))


def _table(rows: tuple[DeltaRow, ...]) -> TableSpec:
    cells: list[dict[str, Cell]] = []
    section = ""
    for r in rows:
        cells.append(
            {
                "section": r.section if r.section != section else "",
                "what": r.what,
                "a": show(r.a),
                "b": show(r.b),
                "delta": Text(r.delta, style="bold yellow" if r.changed else ""),
            }
        )
        section = r.section
    columns = (
        Column("section", ""),
        Column("what", "what"),
        Column("a", "A", justify="right"),
        Column("b", "B", justify="right"),
        Column("delta", "delta", justify="right"),
    )
    return TableSpec(columns, tuple(cells), indent=2)


def show(v: Value) -> str:
    if v is None:
        return "?"
    if isinstance(v, float):
        return f"{100 * v:.0f}%"
    return str(v)
