"""`irscope passes`: the pipeline as a table, with the landmarks (the lowering stages) mapped onto it.

Three layouts, widest first (views/table.py prints the first that fits): every column; then
observed / IR / anchor folded into one `marks` column with a legend and the notes as numbered
footnotes; then `changed`, `stage` and `ms` folded or dropped too. The pass key is whole in all.
"""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from irscope.analysis.observation import (
    LABEL_CELLS,
    LABEL_LEGEND,
    NOOP_LABEL,
    REPRODUCED_LABEL,
    exact_count,
    host_llvm_words,
    observation_parts,
    time_words,
)
from irscope.bundle import Bundle, PassRecord
from irscope.compile_names import lines as name_lines
from irscope.compile_values import CompileName
from irscope.views.console import make_console, safe_cell, shown_path
from irscope.views.table import Column, TableSpec, print_prose, print_table

PHASE_STYLE = {"cute": "magenta", "core": "cyan", "llvm": "blue", "binary": "yellow"}
MODULE_ANCHOR = "builtin.module"


def print_pass_table(
    b: Bundle, *, changed_only: bool = False, console: Console | None = None, name: CompileName | None = None
) -> None:
    """`name`: what sets a traced compile apart (compile_names), said under the label."""
    console = console or make_console()
    if b.failure is not None:
        console.print(Text(b.failure.line(), style="red"), soft_wrap=True)
    # A pass whose change is not known (inside a replay group) may have changed the IR: it stays.
    shown = [p for p in b.passes if p.changed is not False or not changed_only]
    notes = _landmark_notes(b)
    print_table(
        console,
        [_full(shown, notes), _marked(shown, notes, fold_changed=False), _marked(shown, notes, fold_changed=True)],
        title="\n".join(
            [
                f"{b.label}  DSL {b.dsl_version}  capture: {b.method}  ({shown_path(b.path)})",
                *map(safe_cell, name_lines(name)),
            ]
        ),
    )
    print_prose(
        console,
        f"{len(b.passes)} passes, {', '.join(observation_parts(b))}"
        + (f", {len(shown)} shown" if changed_only else ""),
    )
    if b.groups:
        print_prose(
            console,
            "grouped passes could only be observed together: the IR after a group's last pass is "
            "exact; IR marked approx inside a group comes from replaying its passes without the ones that "
            "cannot run alone (-), so a change shown there may belong to a neighbour",
            style="yellow",
        )
    if any(p.label for p in b.passes):
        print_prose(console, f"{exact_count(b)} of {len(b.passes)} exact. {LABEL_LEGEND}")
    timing = time_words(b)
    if timing:
        print_prose(console, timing)
    print_prose(console, host_llvm_words(b))
    if b.method_detail:
        print_prose(console, f"capture: {b.method}: {b.method_detail}", style="dim")
    if b.failure is not None:  # the landmarks of a pipeline that never finished say nothing
        console.print(Text(b.failure.line(), style="red"), soft_wrap=True)
        return
    console.print("where the lowering stages (landmarks) run in this pipeline:")
    print_table(
        console,
        TableSpec(
            columns=(Column("name", "stage name"), Column("pass", "pass"), Column("how", "how", wrap=True)),
            rows=tuple({"name": m.name, "pass": m.pass_key or "(none)", "how": m.how} for m in b.landmarks),
            indent=2,
        ),
    )


def _landmark_notes(b: Bundle) -> dict[str, str]:
    """pass key -> '= seed-name, ...' for the passes that play a seed stage name of another name."""
    names: dict[str, list[str]] = {}
    for m in b.landmarks:
        if m.pass_key and m.name != "final" and m.pass_key.split("#")[0] != m.name:
            names.setdefault(m.pass_key, []).append(m.name)
    return {key: "= " + ", ".join(found) for key, found in names.items()}


def _changed(p: PassRecord) -> Text:
    return {True: Text("yes", style="green"), False: Text("no", style="dim"), None: Text("?", style="dim")}[p.changed]


def _common(p: PassRecord) -> dict[str, str | Text]:
    return {
        "index": str(p.index),
        "pass": p.key,
        "stage": Text(p.phase, style=PHASE_STYLE.get(p.phase, "")),
        "changed": _changed(p),
        "ms": f"{p.time_ms:.1f}" if p.time_ms is not None else "",
    }


_HEAD = (Column("index", "#", justify="right"), Column("pass", "pass"))
_STAGE = Column("stage", "stage")
_CHANGED = Column("changed", "changed")
_MS = Column("ms", "ms", justify="right")


def _full(passes: list[PassRecord], notes: dict[str, str]) -> TableSpec:
    rows = []
    for p in passes:
        note = [notes[p.key]] if p.key in notes else []
        if p.observed == "none":
            note.append("no IR observed")
        if not p.in_pipeline:
            note.append("added at run time")
        rows.append(
            {
                **_common(p),
                "observed": _observed_cell(p),
                "ir": _ir_cell(p),
                "anchor": "" if p.anchor == MODULE_ANCHOR else p.anchor,
                "timed_as": p.timed_as or "",
                "note": "  ".join(note),
            }
        )
    columns = (
        *_HEAD,
        _STAGE,
        Column("observed", "observed"),
        Column("ir", "IR"),
        _CHANGED,
        _MS,
        Column("anchor", "anchor"),
        *([Column("timed_as", "timed as")] if any(p.timed_as for p in passes) else []),
        Column("note", "note", wrap=True),
    )
    return TableSpec(columns, tuple(rows))


#: The marks column, in the order they are shown, and the legend of each.
MARKS = {
    "*": "changed the IR",
    "g": "gN: observed only together with the other passes of group N",
    "~": "approximate IR (replayed without the passes of its group that cannot run alone)",
    "-": "no IR observed",
    "n": "no-op on this module: cannot run alone, shown not to change it (evidence in the manifest)",
    "r": "approximate, but the replay reproduced its group's exact end state",
    "@": "runs on a nested op ({anchors}), not on the whole module",
    "+": "added at run time (not in the pipeline text)",
}


def _marks(p: PassRecord, *, fold_changed: bool) -> str:
    out = "*" if fold_changed and p.changed else ""
    if p.observed == "group":
        out += f"g{p.group}"
    if p.ir_member is not None and p.exact is False:
        out += "r" if p.label == REPRODUCED_LABEL else "~"
    if p.label == NOOP_LABEL:
        out += "n"
    if p.ir_member is None or p.observed == "none":
        out += "-"
    if p.anchor != MODULE_ANCHOR:
        out += "@"
    if not p.in_pipeline:
        out += "+"
    return out


def _marked(passes: list[PassRecord], notes: dict[str, str], *, fold_changed: bool) -> TableSpec:
    footnotes: list[str] = []
    rows = []
    for p in passes:
        marks = _marks(p, fold_changed=fold_changed)
        if p.key in notes:
            footnotes.append(f"[{len(footnotes) + 1}] {p.key} {notes[p.key]}")
            marks += f"[{len(footnotes)}]"
        rows.append({**_common(p), "marks": marks})
    used = {m for row in rows for m in str(row["marks"]) if m in MARKS}
    anchors = ", ".join(sorted({p.anchor for p in passes if p.anchor != MODULE_ANCHOR}))
    legend = [f"{mark} {MARKS[mark].format(anchors=anchors)}" for mark in MARKS if mark in used]
    after = tuple(["marks: " + "; ".join(legend)] if legend else []) + tuple(footnotes)
    marks_c = Column("marks", "marks")
    columns = (*_HEAD, marks_c) if fold_changed else (*_HEAD, _STAGE, _CHANGED, _MS, marks_c)
    return TableSpec(columns, tuple(rows), after=after)


def _observed_cell(p: PassRecord) -> Text:
    if p.observed == "group":
        return Text(f"group {p.group}", style="yellow")
    return Text(p.observed, style="dim" if p.observed == "none" else "")


def _ir_cell(p: PassRecord) -> Text:
    cell = LABEL_CELLS.get(p.label or "")
    if cell and cell != "exact":
        return Text(cell, style="yellow") if p.ir_member else Text(f"- ({cell})", style="dim")
    if p.ir_member is None:
        return Text("-", style="dim")
    if p.exact is False:
        return Text("approx", style="yellow")
    return Text("exact")
