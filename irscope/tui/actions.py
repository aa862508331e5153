"""What the keys of irscope.tui.keys do.

KeyActions holds the rules, as a collaborator of the app: it reads the app's ViewState, replaces
it through the view_state functions and asks the app to show the result. KeyRoutes is only the
table Textual looks actions up in (`action_NAME` on the app, by the names in keys.py): each
hands its key to KeyActions or to source mapping, and keeps nothing.
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
from irscope.tui.pass_list import PassList
from irscope.tui.results import Results
from irscope.tui.search_bar import SearchBar
from irscope.tui.view_state import ViewState, compared, divergence_target, toggled, with_kind, with_layout

if TYPE_CHECKING:
    from textual.notifications import SeverityLevel

    from irscope.tui.session import Candidate
    from irscope.tui.source_actions import SourceMapping

W = TypeVar("W", bound=Widget)


class Host(Protocol):
    """What the key actions need from the app."""

    view: ViewState
    results: Results

    @property
    def bundle_a(self) -> Bundle | None: ...
    def ui(self, selector: type[W]) -> W: ...
    def notify(self, message: str, *, severity: SeverityLevel = ..., timeout: float | None = ...) -> None: ...
    def bell(self) -> None: ...
    def choose(self, **choices: bool | str | None) -> None: ...
    def update_status(self) -> None: ...
    def select_pass(self, key: str, *, from_list: bool = False) -> None: ...
    def set_bundle(self, path: Path) -> None: ...
    def start_compare(self, path: Path) -> None: ...
    def set_compared(self, b: Path | None) -> None: ...
    def open_bundle(self, path: Path) -> None: ...
    def action_search(self) -> None: ...
    def open_search(self) -> None: ...
    def compute_metrics(self, b: Bundle, normalized: bool) -> None: ...
    def compute_comparison(self) -> None: ...
    def compute_stats(self) -> None: ...
    def candidates(self) -> list[Candidate]: ...
    def search_commands(self, commands: list[SimpleCommand], *, placeholder: str) -> object: ...


class KeyActions:
    def __init__(self, host: Host) -> None:
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
    def view(self, layout: str) -> None:
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
            host.compute_metrics(a, view.normalized)
        if (
            view.a is not None
            and view.b is not None
            and (view.a, view.b, view.normalized) not in host.results.comparisons
        ):
            host.compute_comparison()

    def toggle_stats(self) -> None:
        self.host.view = toggled(self.host.view, "stats_open")  # a narrow terminal gives it the text's place

    def toggle_passes(self) -> None:
        laid_out = self.host.view.fit
        shown = laid_out.passes if laid_out else True
        self.host.choose(passes=not shown)
        if shown:
            self.host.ui(CodeView).focus()

    def toggle_metrics(self) -> None:
        laid_out = self.host.view.fit
        shown = laid_out is not None and laid_out.passes and laid_out.metrics
        self.host.choose(metrics=not shown, passes=True if not shown else self.host.view.choices.passes)

    def toggle_wrap(self) -> None:
        self.host.choose(wrap=not self.host.view.choices.wrap)
        wrap = self.host.view.choices.wrap
        self.host.ui(CodeView).set_wrap(wrap)
        self.host.notify("long lines wrap" if wrap else "long lines scroll sideways", timeout=3)

    # ---- moving in the text and searching it --------------------------------------------
    def hunk(self, step: int) -> None:
        code = self.host.ui(CodeView)
        if step > 0 and not code.next_hunk():
            self.host.notify("no change below", timeout=2)
        elif step < 0 and not code.prev_hunk():
            self.host.notify("no change above", timeout=2)

    def match(self, step: int) -> None:
        code = self.host.ui(CodeView)
        if not code.search.query:
            self.host.action_search()
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

    # ---- bundles and compare mode -------------------------------------------------------
    def compare(self) -> None:
        host = self.host
        if host.view.b is None:
            self.pick("Compare with…", host.start_compare)
            return
        host.set_compared(None)
        host.notify("compare mode off", timeout=3)

    def pick_bundle(self) -> None:
        self.pick("Open bundle…", self.host.open_bundle)

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
        host.set_bundle(b)
        host.start_compare(a)

    def goto_divergence(self) -> None:
        host, a = self.host, self.host.bundle_a
        target = divergence_target(host.view, a.passes[0].key if a and a.passes else None)
        if host.view.b is None:
            host.notify("first divergence needs compare mode (c)", severity="warning", timeout=3)
        elif target is None:
            host.notify("A and B do not diverge (or the comparison is still running)", timeout=3)
        elif target[0] == "kind":  # every pass agrees; the binary does not
            self.kind(target[1])
        else:
            host.select_pass(target[1])
            if host.view.divergence and host.view.divergence[0] == "input":
                host.notify("the IR handed to the pipeline already differs", timeout=4)


class KeyRoutes:
    """Textual finds a key's action as `action_NAME` on the app: this is that table."""

    actions: KeyActions
    source: SourceMapping

    def action_next_pass(self) -> None:
        self.actions.step_pass(+1)

    def action_prev_pass(self) -> None:
        self.actions.step_pass(-1)

    def action_toggle_unchanged(self) -> None:
        self.actions.toggle_unchanged()

    def action_view(self, layout: str) -> None:
        self.actions.view(layout)

    def action_kind(self, kind: str) -> None:
        self.actions.kind(kind)

    def action_toggle_normalized(self) -> None:
        self.actions.toggle_normalized()

    def action_toggle_stats(self) -> None:
        self.actions.toggle_stats()

    def action_toggle_passes(self) -> None:
        self.actions.toggle_passes()

    def action_toggle_metrics(self) -> None:
        self.actions.toggle_metrics()

    def action_toggle_wrap(self) -> None:
        self.actions.toggle_wrap()

    def action_toggle_source(self) -> None:
        self.source.toggle_pane()

    def action_follow(self) -> None:
        self.source.follow()

    def action_next_hunk(self) -> None:
        self.actions.hunk(+1)

    def action_prev_hunk(self) -> None:
        self.actions.hunk(-1)

    def action_search(self) -> None:
        self.actions.host.open_search()

    def action_next_match(self) -> None:
        self.actions.match(+1)

    def action_prev_match(self) -> None:
        self.actions.match(-1)

    def action_compare(self) -> None:
        self.actions.compare()

    def action_swap(self) -> None:
        self.actions.swap()

    def action_goto_divergence(self) -> None:
        self.actions.goto_divergence()

    def action_pick_bundle(self) -> None:
        self.actions.pick_bundle()
