"""What the TUI shows, as one typed value: the bundle(s), the pass, the text kind, the layout and
the panels. The app owns the one current ViewState and replaces it as a whole, in one place
(its `view` setter, which fits it to the terminal where `refits` says so); the rules for what a
key or a new bundle changes are pure functions of it, state -> state, here, so they can be read
and tested without a terminal. So is what a change redraws (`redraws`): no action picks its own
refreshes.

What workers computed (bundles, metrics, documents, source maps) is not view state: it lives in
irscope.tui.results, keyed by what it was computed for.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from irscope.bundle import Bundle
from irscope.tui.builder import LAYOUTS, Selection
from irscope.tui.layout import DIFF_LAYOUTS, Choices, Fit

# Types only: the analysis modules load when the source pane first opens (start-up is measured).
if TYPE_CHECKING:
    from irscope.analysis.locations import SourcePos


@dataclass(frozen=True)
class SourceFocus:
    """The one thing selected for source mapping: a line of the kernel module, or the exact
    positions of an op picked for following."""

    path: str  # the kernel module, as recorded in the source map
    line: int
    positions: frozenset[SourcePos] = frozenset()  # set: only ops at exactly these positions


@dataclass(frozen=True)
class ViewState:
    a: Path | None = None  # the bundle browsed
    b: Path | None = None  # the bundle compared with (compare mode)
    pass_key: str | None = None  # the selected pass (NAME#k)
    kind: str = "mlir"  # the text shown: mlir | ptx | sass
    layout: str = "split"  # how a pass is shown: split | unified | full
    normalized: bool = True
    hide_unchanged: bool = False  # the pass list shows only passes that changed (or differ)
    stats_open: bool = False
    choices: Choices = Choices()  # what the user picked explicitly; the rest follows the size
    fit: Fit | None = None  # the layout for the terminal's size (irscope.tui.layout)
    shown: Selection | None = None  # what the code view shows now
    divergence: tuple[str, str] | None = None  # compare mode: the first divergent pass, and why
    source_focus: SourceFocus | None = None

    @property
    def compare(self) -> bool:
        return self.b is not None

    def selection(self, pass_key: str | None = None) -> Selection | None:
        """What the code view should show (for another pass of the same view: `pass_key`)."""
        if self.a is None:
            return None
        layout = text_layout(self.kind, self.compare, self.layout, self.fit.diff_layout if self.fit else "split")
        return Selection(self.a, self.b, pass_key or self.pass_key, self.kind, layout, self.normalized)

    @property
    def up_to_date(self) -> bool:
        """The code view shows what the state asks for."""
        return self.shown == self.selection()


def text_layout(kind: str, compare: bool, layout: str, diff_layout: str) -> str:
    """How a text of `kind` is shown. `layout` (split, unified, full) is how a pass's MLIR is
    shown; the texts of the whole module (PTX, SASS, the main loop) have no "before": one capture's
    is shown whole, and in compare mode A's and B's are diffed, in the diff layout the terminal
    (or an explicit 1 or 2) calls for, whatever the pass's layout: `3` (the full IR after a pass)
    says nothing about how to compare two SASS texts."""
    if kind == "mlir":
        return layout
    if not compare:
        return "full"
    return layout if layout in DIFF_LAYOUTS else diff_layout


def fitted(view: ViewState, new: Fit) -> ViewState:
    """The layout for a new terminal size (or new panels, or an explicit choice): a pass opens in
    the fit's layout."""
    return replace(view, fit=new, layout=new.layout)


def opened(view: ViewState, b: Bundle, wanted: str | None) -> ViewState:
    """`b` becomes bundle A. The pass stays where the new bundle has it; else `wanted` (an
    already resolved --pass), else the first pass that changed the IR."""
    keys = [p.key for p in b.passes]
    pass_key = view.pass_key
    if pass_key not in keys:
        first_changed = next((p.key for p in b.passes if p.changed), keys[0] if keys else None)
        pass_key = wanted or first_changed
    elif wanted:
        pass_key = wanted
    return replace(view, a=b.path, pass_key=pass_key, source_focus=None)


def compared(view: ViewState, b: Path | None) -> ViewState:
    """Compare mode with `b` (None: leave it); the divergence is computed afresh."""
    return replace(view, b=b, divergence=None)


def with_layout(view: ViewState, layout: str) -> ViewState:
    """A layout chosen with a key: back to the MLIR, and the choice wins over the terminal's width."""
    if layout not in LAYOUTS:
        return view
    return replace(view, kind="mlir", layout=layout, choices=replace(view.choices, layout=layout))


def with_pass(view: ViewState, key: str, *, from_list: bool) -> ViewState:
    """A pass picked in the list keeps the text kind; picked anywhere else, it shows its MLIR."""
    return replace(view, pass_key=key, kind=view.kind if from_list else "mlir")


def with_kind(view: ViewState, kind: str) -> ViewState:
    return replace(view, kind=kind)


def with_choices(view: ViewState, **choices: bool | str | None) -> ViewState:
    """An explicit choice (it wins over the terminal's size)."""
    changes: dict[str, Any] = choices  # Choices' own fields, by name
    return replace(view, choices=replace(view.choices, **changes))


def toggled(view: ViewState, what: str) -> ViewState:
    """`what` (normalized, hide_unchanged, stats_open) switched."""
    changes: dict[str, Any] = {what: not getattr(view, what)}
    return replace(view, **changes)


def followed(view: ViewState, focus: SourceFocus, picked: str, first_pass: str) -> ViewState:
    """A pass picked from where an op went (`picked`, or "input"): its MLIR, whole; the input
    shown as the first pass's diff."""
    if picked == "input":
        return replace(view, source_focus=focus, layout="split", kind="mlir", pass_key=first_pass)
    return replace(view, source_focus=focus, layout="full", kind="mlir", pass_key=picked)


#: What the layout for the terminal (`fit`) follows besides the terminal's size: the bundle's pass
#: names, the stats panel, explicit choices.
FITTED_TO = frozenset({"a", "stats_open", "choices"})


def refits(old: ViewState, new: ViewState) -> bool:
    """Whether `new` is fitted to the terminal again (`fitted`) before it replaces `old`."""
    return any(getattr(old, f) != getattr(new, f) for f in FITTED_TO)


#: What a redraw redraws, in the order they run: a later one reads what an earlier one drew (the
#: source pane reads the bundle shown; the main view, the widgets' layout).
REDRAWS = ("title", "passes", "fit", "source", "selection")


def redraws(old: ViewState, new: ViewState) -> tuple[str, ...]:
    """What changing `old` into `new` redraws: the title (the bundles, the room the layout gives
    it), the pass list (its bundle, rows, numbers and divergence mark), the widgets' layout (the
    fit, and what it was fitted to), the source pane (another bundle) and the main view (another
    selection)."""
    changed = {f for f in ViewState.__dataclass_fields__ if getattr(old, f) != getattr(new, f)}
    wanted = {
        "title": bool(changed & {"a", "b", "fit"}),
        "passes": bool(changed & {"a", "b", "divergence", "normalized", "hide_unchanged"}),
        "fit": bool(changed & (FITTED_TO | {"fit"})),
        "source": "a" in changed,
        "selection": new.a is not None and old.selection() != new.selection(),
    }
    return tuple(r for r in REDRAWS if wanted[r])


def divergence_target(view: ViewState, first_pass: str | None) -> tuple[str, str] | None:
    """Where `g` goes: ("kind", ptx|sass) when only the binaries differ, ("pass", key) otherwise,
    None without a divergence. "input" (the pipeline's input differs) goes to the first pass."""
    if view.b is None or view.divergence is None:
        return None
    where = view.divergence[0]
    if where in ("ptx", "sass"):
        return ("kind", where)
    if where == "input":
        return ("pass", first_pass) if first_pass else None
    return ("pass", where)
