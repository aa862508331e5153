"""What the header, the pass list and the status line show, as plain functions of the ViewState and
the Results: the app's redraws hand their values to the widgets and decide nothing themselves."""

from __future__ import annotations

from functools import partial

from irscope.tui import header
from irscope.tui.header import Side
from irscope.tui.header_values import header_text
from irscope.tui.metrics import PassRow, pass_rows
from irscope.tui.pass_list import replay_label
from irscope.tui.results import Results
from irscope.tui.view_state import ViewState

#: The header's cells besides its text: its icon (8), its clock space (10), padding (2) and
#: "irscope — " (10).
HEADER_CHROME = 30


def title(view: ViewState, results: Results, width: int) -> tuple[str, bool] | None:
    """The header's text in a terminal `width` cells wide, and whether irscope's name keeps its
    place before it (header_values.header_text); None before a bundle is shown."""
    a, b = results.bundle(view.a), results.bundle(view.b)
    if a is None:
        return None
    room = (view.fit.code_width + view.fit.list_width if view.fit else width) - HEADER_CHROME
    sides = [Side("A", a.label, (f"DSL {a.dsl_version}",))]
    if b is not None:
        sides.append(Side("B", b.label, (f"DSL {b.dsl_version}",)))
    names = results.names
    return header_text(partial(header.title, sides), names.get(a.path), names.get(b.path) if b else None, room)


def passes(view: ViewState, results: Results) -> list[PassRow] | None:
    """The pass list's rows: bundle A's passes with their numbers, compared with B's in compare
    mode, the first divergent one marked; None before a bundle is shown."""
    a = results.bundle(view.a)
    if a is None:
        return None
    compare = results.comparisons.get((a.path, view.b, view.normalized)) if view.b else None
    diverged = view.divergence[0] if view.divergence and view.b else None
    if diverged == "input" and a.passes:
        diverged = a.passes[0].key
    metrics = results.metrics.get((a.path, view.normalized))
    return pass_rows(a, metrics=metrics, compare=compare, divergence_key=diverged)


def position(view: ViewState, listed: list[str]) -> str:
    """Where the selected pass is in the pass list (`(3/41)`), said above the text where the list
    is hidden; "" for a text of the whole module or a pass the list does not show."""
    if view.kind != "mlir" or view.pass_key not in listed:
        return ""
    return f"({listed.index(view.pass_key) + 1}/{len(listed)})"


def label(view: ViewState, results: Results) -> str | None:
    """What is not the exact pipeline's about the pass shown, in the words every command uses
    for it (a group's diff, a replayed pass's label); None for anything else."""
    shown = view.shown
    a = results.bundle(shown.a) if shown is not None else None
    if shown is None or a is None or shown.kind != "mlir" or shown.compare:
        return None
    from irscope.analysis.texts import diff_note

    record = next((p for p in a.passes if p.key == shown.pass_key), None)
    return (diff_note(a, record) or replay_label(record)) if record else None
