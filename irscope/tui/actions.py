"""What the keys of irscope.tui.keys do, in three collaborators of the app by the keys' groups:
ViewKeys (the pass list and what the main view shows), TextKeys (moving in the text, searching
it) and BundleKeys (bundles and compare mode). Each reads the app's ViewState, replaces it through
the view_state functions and asks the app to show the result, keeps no state of its own, and takes
the app as the small protocol of what it calls. `key_actions` names every key's work by its action
in keys.py, for the app's one `key` action (source mapping's keys are source_actions.SourceMapping's).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from textual.command import SimpleCommand
from textual.widget import Widget

from irscope.bundle import Bundle
from irscope.tui.builder import LOOP
from irscope.tui.code_view import CodeView
from irscope.tui.palette import Picker
from irscope.tui.pass_list import PassList
from irscope.tui.results import Results
from irscope.tui.search_bar import SearchBar
from irscope.tui.view_state import (
    ViewState,
    compared,
    divergence_target,
    toggled,
    with_choices,
    with_kind,
    with_layout,
)

if TYPE_CHECKING:
    from textual.notifications import SeverityLevel

    from irscope.tui.opening import Opening
    from irscope.tui.source_actions import SourceMapping

W = TypeVar("W", bound=Widget)


class ViewHost(Protocol):
    """What the keys of the pass list and the main view need from the app."""

    view: ViewState
    results: Results

    @property
    def bundle_a(self) -> Bundle | None: ...
    def ui(self, selector: type[W]) -> W: ...
    def notify(self, message: str, *, severity: SeverityLevel = ..., timeout: float | None = ...) -> None: ...
    def bell(self) -> None: ...
    def select_pass(self, key: str, *, from_list: bool = False) -> None: ...
    @property
    def opening(self) -> Opening: ...  # what the normalized text's numbers need computed


class TextHost(Protocol):
    """What moving in the text and searching it need from the app."""

    def ui(self, selector: type[W]) -> W: ...
    def notify(self, message: str, *, severity: SeverityLevel = ..., timeout: float | None = ...) -> None: ...
    def update_status(self) -> None: ...
    def open_search(self) -> None: ...


class BundleHost(Picker, Protocol):
    """What the keys of bundles and compare mode need from the app: a bundle picked (as in the
    command palette), opened or compared with (`opening`)."""

    view: ViewState

    def notify(self, message: str, *, severity: SeverityLevel = ..., timeout: float | None = ...) -> None: ...
    def search_commands(self, commands: list[SimpleCommand], *, placeholder: str) -> object: ...


class ViewKeys:
    def __init__(self, host: ViewHost) -> None:
        self.host = host

    # ---- passes -------------------------------------------------------------------------
    def step_pass(self, delta: int) -> None:
        key = self.host.ui(PassList).step(delta)
        if key is None:
            self.host.bell()
            return
        self.host.select_pass(key)

    def toggle_unchanged(self) -> None:
        host = self.host
        host.view = toggled(host.view, "hide_unchanged")
        shown = len(host.ui(PassList).shown_keys)
        what = "differ between A and B" if host.view.compare else "changed the IR"
        host.notify(
            f"showing the {shown} passes that {what}" if host.view.hide_unchanged else "showing every pass",
            timeout=3,
        )

    # ---- what the main view shows -------------------------------------------------------
    def layout(self, layout: str) -> None:
        self.host.view = with_layout(self.host.view, layout)

    def kind(self, kind: str) -> None:
        from irscope.analysis.texts import KINDS

        if kind in KINDS or kind == LOOP:
            self.host.view = with_kind(self.host.view, kind)

    def toggle_normalized(self) -> None:
        host = self.host
        view = host.view = toggled(host.view, "normalized")
        host.notify("normalized text" if view.normalized else "raw text, as captured", timeout=3)
        a = host.bundle_a
        if a is not None and (a.path, view.normalized) not in host.results.metrics:
            host.opening.compute_metrics(a, view.normalized)
        if (
            view.a is not None
            and view.b is not None
            and (view.a, view.b, view.normalized) not in host.results.comparisons
        ):
            host.opening.compute_comparison()

    def toggle_stats(self) -> None:
        self.host.view = toggled(self.host.view, "stats_open")  # a narrow terminal gives it the text's place

    # An explicit choice wins over the terminal's size: the screen is laid out again for it.
    def toggle_passes(self) -> None:
        laid_out = self.host.view.fit
        shown = laid_out.passes if laid_out else True
        self.host.view = with_choices(self.host.view, passes=not shown)
        if shown:
            self.host.ui(CodeView).focus()

    def toggle_metrics(self) -> None:
        view = self.host.view
        shown = view.fit is not None and view.fit.passes and view.fit.metrics
        self.host.view = with_choices(view, metrics=not shown, passes=True if not shown else view.choices.passes)

    def toggle_wrap(self) -> None:
        self.host.view = with_choices(self.host.view, wrap=not self.host.view.choices.wrap)
        wrap = self.host.view.choices.wrap
        self.host.ui(CodeView).set_wrap(wrap)
        self.host.notify("long lines wrap" if wrap else "long lines scroll sideways", timeout=3)


class TextKeys:
    def __init__(self, host: TextHost) -> None:
        self.host = host

    def hunk(self, step: int) -> None:
        code = self.host.ui(CodeView)
        if step > 0 and not code.next_hunk():
            self.host.notify("no change below", timeout=2)
        elif step < 0 and not code.prev_hunk():
            self.host.notify("no change above", timeout=2)

    def search(self) -> None:
        self.host.open_search()

    def match(self, step: int) -> None:
        code = self.host.ui(CodeView)
        if not code.search.query:
            self.search()
            return
        if code.next_match(step) is None:
            self.host.notify(f"no match for {code.search.query!r}", severity="warning", timeout=3)

    def search_changed(self, query: str) -> None:
        self.host.ui(CodeView).set_query(query)
        self.host.update_status()

    def search_submitted(self, query: str) -> None:
        code = self.host.ui(CodeView)
        code.search.current = -1
        if code.next_match() is None and query:
            self.host.notify(f"no match for {query!r}", severity="warning")
        self.host.ui(SearchBar).display = False
        code.focus()
        self.host.update_status()


class BundleKeys:
    def __init__(self, host: BundleHost) -> None:
        self.host = host

    def compare(self) -> None:
        host = self.host
        if host.view.b is None:
            self.pick("Compare with…", host.opening.start_compare)
            return
        host.opening.set_compared(None)
        host.notify("compare mode off", timeout=3)

    def pick_bundle(self) -> None:
        self.pick("Open bundle…", self.host.opening.open_bundle)

    def pick(self, placeholder: str, then: Callable[[Path], None]) -> None:
        current = self.host.view.a
        choices = [c for c in self.host.candidates() if c.path != current]
        if not choices:
            self.host.notify("no other bundle: capture another kernel, arch or DSL version first", severity="warning")
            return
        self.host.search_commands(
            [SimpleCommand(c.title, partial(then, c.path), c.help) for c in choices],
            placeholder=placeholder,
        )

    def swap(self) -> None:
        host = self.host
        a, b = host.view.a, host.view.b
        if a is None or b is None:
            host.notify("swap needs compare mode (c)", severity="warning", timeout=3)
            return
        host.view = compared(host.view, None)
        host.opening.set_bundle(b)
        host.opening.start_compare(a)

    def goto_divergence(self) -> None:
        host, a = self.host, self.host.bundle_a
        target = divergence_target(host.view, a.passes[0].key if a and a.passes else None)
        if host.view.b is None:
            host.notify("first divergence needs compare mode (c)", severity="warning", timeout=3)
        elif target is None:
            host.notify("A and B do not diverge (or the comparison is still running)", timeout=3)
        elif target[0] == "kind":  # every pass agrees; the binary does not
            host.view = with_kind(host.view, target[1])
        else:
            host.select_pass(target[1])
            if host.view.divergence and host.view.divergence[0] == "input":
                host.notify("the IR handed to the pipeline already differs", timeout=4)


def key_actions(
    view: ViewKeys, text: TextKeys, bundles: BundleKeys, source: SourceMapping
) -> dict[str, Callable[..., None]]:
    """What each action of keys.py runs, by its name there (its arguments follow it), but the
    app's own (keys.APP_ACTIONS)."""
    return {
        "next_pass": partial(view.step_pass, +1),
        "prev_pass": partial(view.step_pass, -1),
        "toggle_unchanged": view.toggle_unchanged,
        "view": view.layout,
        "kind": view.kind,
        "toggle_normalized": view.toggle_normalized,
        "toggle_stats": view.toggle_stats,
        "toggle_passes": view.toggle_passes,
        "toggle_metrics": view.toggle_metrics,
        "toggle_wrap": view.toggle_wrap,
        "toggle_source": source.toggle_pane,
        "follow": source.follow,
        "next_hunk": partial(text.hunk, +1),
        "prev_hunk": partial(text.hunk, -1),
        "search": text.search,
        "next_match": partial(text.match, +1),
        "prev_match": partial(text.match, -1),
        "compare": bundles.compare,
        "swap": bundles.swap,
        "goto_divergence": bundles.goto_divergence,
        "pick_bundle": bundles.pick_bundle,
    }
