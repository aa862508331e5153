"""The key actions of irscope.tui.keys, the search bar's handlers and the palette's commands,
mixed into the app (`self` is the IrscopeApp)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from textual.app import SystemCommand
from textual.command import SimpleCommand
from textual.screen import Screen

from irscope.tui import keys
from irscope.tui.builder import LAYOUTS
from irscope.tui.code_view import CodeView
from irscope.tui.help_screen import HelpScreen
from irscope.tui.pass_list import PassList
from irscope.tui.pass_texts import TEXT_KINDS
from irscope.tui.search_bar import SearchBar

if TYPE_CHECKING:
    from irscope.tui.app import IrscopeApp

    _Base = IrscopeApp
else:
    _Base = object


class Actions(_Base):
    # ---- passes -------------------------------------------------------------------------
    def action_next_pass(self) -> None:
        self._step_pass(+1)

    def action_prev_pass(self) -> None:
        self._step_pass(-1)

    def _step_pass(self, delta: int) -> None:
        key = self.ui(PassList).step(delta)
        if key is None:
            self.bell()
            return
        self.select_pass(key)

    def action_toggle_unchanged(self) -> None:
        self.hide_unchanged = not self.hide_unchanged
        self.refresh_passes()
        shown = len(self.ui(PassList).shown_keys)
        what = "differ between A and B" if self.b else "changed the IR"
        self.notify(
            f"showing the {shown} passes that {what}" if self.hide_unchanged else "showing every pass",
            timeout=3,
        )

    # ---- what the main view shows -------------------------------------------------------
    def action_view(self, layout: str) -> None:
        if layout not in LAYOUTS:
            return
        self.text = "mlir"
        self.choices = replace(self.choices, layout=layout)  # the user's choice wins over the width
        self.layout = layout
        self.show_selection()

    def action_text(self, kind: str) -> None:
        if kind not in TEXT_KINDS:
            return
        self.text = kind
        self.show_selection()

    def action_toggle_normalized(self) -> None:
        self.normalized = not self.normalized
        self.notify("normalized text" if self.normalized else "raw text, as captured", timeout=3)
        a = self.bundle_a
        if a is not None and (a.path, self.normalized) not in self.metrics:
            self.compute_metrics(a, self.normalized)
        if self.b is not None and (self.a, self.b, self.normalized) not in self.comparisons:
            self.compute_comparison(self.bundles[self.a], self.bundles[self.b], self.normalized)
        self.refresh_passes()
        self.show_selection()

    def action_toggle_stats(self) -> None:
        self.stats_open = not self.stats_open
        self.apply_fit()  # a narrow terminal gives the panel the text's place

    def action_toggle_passes(self) -> None:
        shown = self.fit.passes if self.fit else True
        self.choose(passes=not shown)
        if shown:
            self.ui(CodeView).focus()

    def action_toggle_metrics(self) -> None:
        shown = self.fit is not None and self.fit.passes and self.fit.metrics
        self.choose(metrics=not shown, passes=True if not shown else self.choices.passes)

    def action_toggle_wrap(self) -> None:
        self.choose(wrap=not self.choices.wrap)
        self.ui(CodeView).set_wrap(self.choices.wrap)
        self.notify("long lines wrap" if self.choices.wrap else "long lines scroll sideways", timeout=3)

    # ---- moving in the text -------------------------------------------------------------
    def action_next_hunk(self) -> None:
        if not self.ui(CodeView).next_hunk():
            self.notify("no change below", timeout=2)

    def action_prev_hunk(self) -> None:
        if not self.ui(CodeView).prev_hunk():
            self.notify("no change above", timeout=2)

    # ---- search -------------------------------------------------------------------------
    def action_search(self) -> None:
        self.ui(SearchBar).open()

    def action_next_match(self) -> None:
        self._match(+1)

    def action_prev_match(self) -> None:
        self._match(-1)

    def _match(self, step: int) -> None:
        code = self.ui(CodeView)
        if not code.search.query:
            self.action_search()
            return
        if code.next_match(step) is None:
            self.notify(f"no match for {code.search.query!r}", severity="warning", timeout=3)

    # ---- bundles and compare mode -------------------------------------------------------
    def action_compare(self) -> None:
        if self.b is not None:
            self.b = None
            self.divergence = None
            self.refresh_title()
            self.refresh_passes()
            self.show_selection()
            self.compute_stats()
            self.notify("compare mode off", timeout=3)
            return
        self._pick("Compare with…", self.start_compare)

    def action_pick_bundle(self) -> None:
        self._pick("Open bundle…", self.open_bundle)

    def _pick(self, placeholder: str, then) -> None:  # noqa: ANN001
        current = self.bundle_a.path if self.bundle_a else None
        choices = [(label, path) for label, path in self.candidates() if path != current]
        if not choices:
            self.notify("no other bundle: capture another kernel, arch or DSL version first", severity="warning")
            return
        self.search_commands(
            [SimpleCommand(label, partial(then, path), str(path)) for label, path in choices],
            placeholder=placeholder,
        )

    def action_swap(self) -> None:
        if self.b is None or self.a is None:
            self.notify("swap needs compare mode (c)", severity="warning", timeout=3)
            return
        a, b = self.a, self.b
        self.a, self.b = b, None
        self._set_bundle(b)
        self.start_compare(a)

    def action_goto_divergence(self) -> None:
        if self.b is None:
            self.notify("first divergence needs compare mode (c)", severity="warning", timeout=3)
        elif self.divergence is None:
            self.notify("A and B do not diverge (or the comparison is still running)", timeout=3)
        elif self.divergence[0] in ("ptx", "sass"):  # every pass agrees; the binary does not
            self.action_text(self.divergence[0])
        elif self.divergence[0] == "input":
            self.select_pass(self.bundle_a.passes[0].key)
            self.notify("the IR handed to the pipeline already differs", timeout=4)
        else:
            self.select_pass(self.divergence[0])

    # ---- the search bar -------------------------------------------------------------------------
    def on_input_changed(self, message: SearchBar.Changed) -> None:
        self.ui(CodeView).set_query(message.value)
        self._update_status()

    def on_input_submitted(self, message: SearchBar.Submitted) -> None:
        code = self.ui(CodeView)
        code.search.current = -1
        if code.next_match() is None and message.value:
            self.notify(f"no match for {message.value!r}", severity="warning")
        self.ui(SearchBar).display = False
        code.focus()
        self._update_status()

    def on_search_bar_closed(self) -> None:
        self.ui(CodeView).focus()

    # ---- commands -----------------------------------------------------------------------
    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        for k in keys.KEYS:
            if k.action and k.action not in ("quit", "help"):
                yield SystemCommand(k.description.capitalize(), f"key: {k.display or k.keys}", self._runner(k.action))

    def _runner(self, action: str):  # noqa: ANN202
        async def run() -> None:
            await self.run_action(action)

        return run

    def action_help(self) -> None:
        self.push_screen(HelpScreen())
