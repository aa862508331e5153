"""`irscope passes`: the pipeline as a table, with the seed stage names mapped onto it."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from irscope.bundle import Bundle, PassRecord
from irscope.views.observation import LABEL_CELLS, LABEL_LEGEND, exact_count, observation_parts

STAGE_STYLE = {"cute": "magenta", "core": "cyan", "llvm": "blue", "binary": "yellow"}


def print_pass_table(b: Bundle, *, changed_only: bool = False, console: Console | None = None) -> None:
    console = console or Console()
    marks: dict[str, list[str]] = {}
    for m in b.landmarks:
        if m.pass_key and m.name != "final" and m.pass_key.split("#")[0] != m.name:
            marks.setdefault(m.pass_key, []).append(m.name)
    title = f"{b.label}  DSL {b.dsl_version}  capture: {b.method}  ({b.path})"
    table = Table(title=title, title_justify="left")
    table.add_column("#", justify="right")
    table.add_column("pass")
    table.add_column("stage")
    table.add_column("observed")
    table.add_column("IR")
    table.add_column("changed")
    table.add_column("ms", justify="right")
    table.add_column("anchor")
    table.add_column("note")
    shown = 0
    for p in b.passes:
        if changed_only and not p.changed:
            continue
        shown += 1
        changed = {True: "[green]yes[/]", False: "[dim]no[/]", None: "[dim]?[/]"}[p.changed]
        notes = []
        if p.key in marks:
            notes.append(f"[bold]= {', '.join(marks[p.key])}[/]")
        if p.observed == "none":
            notes.append("[dim]no IR observed[/]")
        if not p.in_pipeline:
            notes.append("[dim]added at run time[/]")
        table.add_row(
            str(p.index),
            p.key,
            f"[{STAGE_STYLE.get(p.stage, '')}]{p.stage}[/]",
            _observed_cell(p),
            _ir_cell(p),
            changed,
            f"{p.time_ms:.1f}" if p.time_ms is not None else "",
            "" if p.anchor == "builtin.module" else p.anchor,
            "  ".join(notes),
        )
    console.print(table)
    console.print(
        f"{len(b.passes)} passes, {', '.join(observation_parts(b))}" + (f", {shown} shown" if changed_only else "")
    )
    if b.groups:
        console.print(
            "[yellow]grouped passes[/] could only be observed together: the IR after a group's last pass is "
            "exact; IR marked approx inside a group comes from replaying its passes without the ones that "
            "cannot run alone (-), so a change shown there may belong to a neighbour"
        )
    if any(p.label for p in b.passes):
        console.print(f"{exact_count(b)} of {len(b.passes)} exact. {LABEL_LEGEND}", highlight=False)
    if b.method_detail:
        console.print(f"[dim]capture: {b.method}: {b.method_detail}[/]", highlight=False)
    console.print("seed stage names in this pipeline:")
    for m in b.landmarks:
        console.print(f"  {m.name:28} -> {m.pass_key or '(none)':34} {m.how}")
    if not b.ok and b.error:
        err = b.error
        where = f" at {err['source_file']}:{err['source_line']}" if err.get("source_line") else ""
        console.print(
            f"[red]capture failed{where}: {err['kind']}: {err['message'].splitlines()[0] if err['message'] else ''}[/]"
        )


def _observed_cell(p: PassRecord) -> str:
    if p.observed == "group":
        return f"[yellow]group {p.group}[/]"
    return {"single": "single", "none": "[dim]none[/]"}.get(p.observed, p.observed)


def _ir_cell(p: PassRecord) -> str:
    cell = LABEL_CELLS.get(p.label or "")
    if cell and cell != "exact":
        return f"[yellow]{cell}[/]" if p.ir else f"[dim]- ({cell})[/]"
    if p.ir is None:
        return "[dim]-[/]"
    if p.exact is False:
        return "[yellow]approx[/]"
    return "exact"
