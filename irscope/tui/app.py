"""The irscope TUI: pass list on the left, the selected pass's diff (or IR, PTX, SASS) in the middle,
memory-instruction stats on the right; compare mode diffs the same pass between two bundles.

The app holds the selection and routes messages; slow work lives in irscope.tui.workers, rows and
documents in plain modules, drawing in the widgets.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from typing import TypeVar

from textual import events
from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical
from textual.geometry import Size
from textual.widgets import Footer, Header, OptionList

from irscope.bundle import Bundle
from irscope.tui import keys
from irscope.tui.actions import Actions
from irscope.tui.builder import DocumentCache, Selection
from irscope.tui.code_view import CodeView
from irscope.tui.documents import message_document
from irscope.tui.layout import Choices, Fit, fit, split_labels
from irscope.tui.messages import (
    BundlesLoaded,
    ComparisonComputed,
    DocumentBuilt,
    MetricsComputed,
    StatsComputed,
    WorkFailed,
)
from irscope.tui.pacing import GcPacer
from irscope.tui.palette import BundleCommands, PassCommands
from irscope.tui.pass_list import PassList, PassPanel
from irscope.tui.search_bar import SearchBar
from irscope.tui.source_actions import SourceMapping
from irscope.tui.source_pane import SourcePane
from irscope.tui.stats_panel import StatsPanel
from irscope.tui.view_status import ViewStatus
from irscope.tui.workers import Workers

W = TypeVar("W")
PREFETCH_DELAY = 0.03  # seconds after a frame before prefetching; nobody reads a diff faster


class IrscopeApp(Actions, SourceMapping, Workers, App[None]):
    CSS_PATH = "irscope.tcss"
    TITLE = "irscope"
    BINDINGS = keys.bindings()
    COMMANDS = App.COMMANDS | {PassCommands, BundleCommands}

    def __init__(
        self,
        targets: Iterable[str] = (),
        *,
        store_root: Path | None = None,
        compare: str | None = None,
        initial_pass: str | None = None,
        layout: str | None = None,
    ) -> None:
        """`layout`: split, unified or full chosen explicitly; None picks by the terminal's width."""
        super().__init__()
        from irscope import store

        self.targets = list(targets)
        self.store_root = store_root or store.default_root()
        self.compare_target = compare
        self.initial_pass = initial_pass
        self.bundles: dict[Path, Bundle] = {}
        self.a: Path | None = None
        self.b: Path | None = None
        self.pass_key: str | None = None
        self.text = "mlir"
        self.choices = Choices(layout=layout)  # what the user picked; the rest follows the size
        self.fit: Fit | None = None  # the layout for the terminal's size (irscope.tui.layout)
        self.layout = layout or "split"
        self.stats_open = False
        self.normalized = True
        self.hide_unchanged = False
        self.cache = DocumentCache()
        self.shown: Selection | None = None  # what the code view shows now
        self.divergence: tuple[str, str] | None = None
        self.metrics: dict[tuple[Path, bool], dict] = {}
        self.comparisons: dict[tuple[Path, Path | None, bool], dict] = {}
        self.loaded = False
        self.prefetching = True  # build the neighbours' views in the background (off: benchmarks)
        self.pacer = GcPacer()
        self.after_view: list[Callable[[], object]] = []  # background work waiting for the first view
        self.marks: dict[str, float] = {}  # time.monotonic() of startup milestones (benchmarks)
        self.source_states: dict[Path, object] = {}  # line-info bundles: SourceState, or why none
        self.row_sources: dict[Selection, object] = {}  # where each row of a view came from
        self.source_focus = None  # the source line (or op positions) selected

    # ---- layout -------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="body"):
            yield PassPanel(id="pass-panel")
            with Vertical(id="main"):
                yield ViewStatus(id="view-status")
                yield CodeView(id="code")
                yield SourcePane(id="source")
                yield SearchBar(id="search")
            yield StatsPanel(id="stats")
        yield Footer()

    def on_mount(self) -> None:
        self.pacer.start()
        self.set_interval(0.25, self.pacer.tick)
        self.ui(SearchBar).display = False
        self.ui(StatsPanel).display = False
        self.ui(SourcePane).display = False
        self.ui(ViewStatus).show_busy("loading bundles…")
        self.ui(PassList).focus()
        self.apply_fit()
        self.load_bundles(self.targets, self.store_root, self.compare_target)

    def on_unmount(self) -> None:
        self.pacer.stop()

    def on_key(self) -> None:
        self.pacer.touched()

    def on_ready(self) -> None:
        self.marks.setdefault("first_paint", time.monotonic())

    def on_resize(self, event: events.Resize) -> None:
        # Runs before App's own handler has recorded the new size: pass it along.
        self.apply_fit(event.size)

    # ---- fitting the terminal -----------------------------------------------------------
    def apply_fit(self, size: Size | None = None) -> None:
        """Lay the screen out for the terminal's size and the user's explicit choices: the pass
        list's width (or none), the stats panel's place, the status lines, the diff layout."""
        if not self.screen_stack:
            return
        width, height = size or self.size
        passes = self.ui(PassList)
        new = fit(width, height, self.choices, stats=self.stats_open, longest_name=passes.longest_name)
        old, self.fit = self.fit, new
        panel = self.ui(PassPanel)
        panel.display = new.passes
        for rule in ("width", "min_width", "max_width"):
            if new.metrics:
                panel.styles.clear_rule(rule)  # irscope.tcss: 30%, 46..66
            else:
                setattr(panel.styles, rule, new.list_width)
        passes.set_mode(metrics=new.metrics, name_width=None if new.metrics else new.name_width)
        if not new.passes and self.focused is passes:
            self.ui(CodeView).focus()
        stats = self.ui(StatsPanel)
        stats.display = self.stats_open
        main = self.ui("#main")
        main.display = not (self.stats_open and new.stats_over_text)
        stats.set_class(new.stats_over_text, "-over-text")
        stats.border_title = "memory instructions (s: back to the text)" if new.stats_over_text else None
        if old is None or old.compact != new.compact:
            self.ui(ViewStatus).styles.height = 1 if new.compact else 2
            footer = self.ui(Footer)
            footer.compact = new.compact
            footer.show_command_palette = not new.compact  # Ctrl+P still works; `?` lists it
        self.ui(CodeView).set_compact(new.compact)
        self.refresh_title()
        if new.layout != self.layout:
            self.layout = new.layout
            if self.a is not None:
                self.show_selection()
        else:
            self._update_status()

    def choose(self, **choices: object) -> None:
        """Record an explicit choice (it wins over the terminal's size) and lay out again."""
        self.choices = dataclasses.replace(self.choices, **choices)
        self.apply_fit()

    def ui(self, selector: type[W] | str) -> W:
        """A widget of the main screen, whichever screen (help, palette) is on top: workers and
        timers finish while those are open, and App.query_one would look in them."""
        return self.screen_stack[0].query_one(selector)  # type: ignore[return-value]

    # ---- state --------------------------------------------------------------------------
    @property
    def bundle_a(self) -> Bundle | None:
        return self.bundles.get(self.a) if self.a else None

    @property
    def bundle_b(self) -> Bundle | None:
        return self.bundles.get(self.b) if self.b else None

    def selection(self, pass_key: str | None = None) -> Selection | None:
        if self.a is None:
            return None
        return Selection(self.a, self.b, pass_key or self.pass_key, self.text, self.layout, self.normalized)

    def candidates(self) -> list[tuple[str, Path]]:
        from irscope.tui.session import store_candidates

        return store_candidates(self.store_root, list(self.bundles.values()))

    # ---- bundles arrive -----------------------------------------------------------------
    def on_bundles_loaded(self, message: BundlesLoaded) -> None:
        for error in message.errors:
            self.notify(error, title="cannot open", severity="error", timeout=12)
        for b in [*message.bundles, *([message.compare] if message.compare else [])]:
            self.bundles[b.path] = b
        self.loaded = True
        if self.a is None:
            if not message.bundles:
                self.ui(CodeView).show(
                    message_document("no bundle", "No bundle to show. Capture some with `irscope capture`.")
                )
                return
            self._set_bundle(message.bundles[0].path)
            if message.compare is not None:
                self.start_compare(message.compare.path)

    def _set_bundle(self, path: Path) -> None:
        self.a = path
        b = self.bundles[path]
        keys_ = [p.key for p in b.passes]
        wanted = self.initial_pass
        self.initial_pass = None
        if wanted:
            try:
                wanted = b.find_pass(wanted).key
            except Exception as exc:  # noqa: BLE001 - a bad --pass is a notification
                self.notify(str(exc), severity="warning")
                wanted = None
        if self.pass_key not in keys_:
            first_changed = next((p.key for p in b.passes if p.changed), keys_[0] if keys_ else None)
            self.pass_key = wanted or first_changed
        elif wanted:
            self.pass_key = wanted
        self.refresh_title()
        self.refresh_passes()
        self.apply_fit()  # the pass list's width follows the longest name
        self.source_bundle_changed()
        self.show_selection()
        # The pass list's numbers and the stats start once the first diff is on screen: run
        # beside it, they would slow down the one thing the user is waiting for.
        self.after_view = [partial(self.compute_metrics, b, self.normalized), self.compute_stats]
        if self.shown == self.selection():
            self._run_after_view()

    def open_bundle(self, path: Path) -> None:
        if path in self.bundles:
            self._set_bundle(path)
        else:
            self.load_more([path], then="open")

    def start_compare(self, path: Path) -> None:
        if path not in self.bundles:
            self.load_more([path], then="compare")
            return
        if path == self.a:
            self.notify("pick a bundle other than the one shown", severity="warning")
            return
        self.b = path
        self.divergence = None
        self.refresh_title()
        self.refresh_passes()
        self.show_selection()
        self.compute_comparison(self.bundles[self.a], self.bundles[path], self.normalized)
        self.compute_stats()

    def refresh_title(self) -> None:
        a, b = self.bundle_a, self.bundle_b
        if a is None:
            return
        title = f"A {a.label} (DSL {a.dsl_version})" + (f"  vs  B {b.label} (DSL {b.dsl_version})" if b else "")
        room = (
            self.fit.code_width + self.fit.list_width if self.fit else self.size.width
        ) - 26  # the header's icon, margins and "irscope — "
        if len(title) > room:  # narrower, never cutting a label: B from where it differs from A
            shorter = f"A {a.label}  vs  B {b.label}" if b else a.label
            if b and len(shorter) > room:
                left, right = split_labels(a.label, b.label)
                shorter = f"A {left} vs B {right}"
            title = shorter
        self.sub_title = title

    # ---- showing the selection ----------------------------------------------------------
    def show_selection(self) -> None:
        self.pacer.touched()  # mouse clicks and palette picks too, not only keys
        sel = self.selection()
        if sel is None:
            return
        doc = self.cache.get(sel)
        if doc is not None:
            self._put_on_screen(sel, doc)
            self._schedule_prefetch()
        else:
            self.ui(ViewStatus).show_busy(f"computing {sel.layout} view of {sel.pass_key} …")
            self.build(sel)

    def _put_on_screen(self, sel: Selection, doc) -> None:  # noqa: ANN001
        code = self.ui(CodeView)
        if self.shown == sel and code.document is doc:
            return
        # The same pass in another layout (a key, or the terminal resized): stay at the same line.
        same_pass = self.shown is not None and dataclasses.replace(self.shown, layout=sel.layout) == sel
        anchor = code.anchor() if same_pass and self.shown != sel else None
        self.shown = sel
        code.show(doc, anchor=anchor)
        self.source_view_changed()
        self.marks.setdefault("first_view", time.monotonic())
        self._run_after_view()
        self._update_status()
        if doc.notice:
            self.notify(doc.notice, title="nothing to show", severity="warning", timeout=6)

    def _run_after_view(self) -> None:
        todo, self.after_view = self.after_view, []
        for start in todo:
            start()

    def on_document_built(self, message: DocumentBuilt) -> None:
        if message.selection == self.selection():
            self._put_on_screen(message.selection, message.document)
            self._schedule_prefetch()

    def _schedule_prefetch(self) -> None:
        # Start computing the neighbours' diffs only once this frame is out: a worker holding the
        # GIL while the frame is composed would slow down the very switch the user is waiting on.
        self.call_after_refresh(lambda: self.set_timer(PREFETCH_DELAY, self.prefetch_neighbours))

    def prefetch_neighbours(self) -> None:
        if not self.prefetching or not self.screen_stack:  # its timer can fire as the app exits
            return
        passes = self.ui(PassList)
        # Only the two neighbours: a third diff still being computed when the user presses the
        # next key would compete with drawing it.
        wanted = [self.selection(k) for k in (passes.step(1), passes.step(-1)) if k]
        todo = [s for s in wanted if s is not None and s not in self.cache and s.text == "mlir"]
        if todo:
            self.prefetch(todo)

    def _update_status(self) -> None:
        code = self.ui(CodeView)
        if code.document is None:
            return
        compact = self.fit is not None and self.fit.compact
        where = ""
        passes = self.ui(PassList)
        if compact and self.text == "mlir" and self.pass_key in passes.shown_keys:
            where = f"({passes.shown_keys.index(self.pass_key) + 1}/{len(passes.shown_keys)})"
        self.ui(ViewStatus).show_document(
            code.document,
            self.shown,
            code.hunk,
            code.search,
            code.scrollable_content_region.width,
            compact=compact,
            where=where,
        )

    def on_code_view_moved(self) -> None:
        self._update_status()

    def on_metrics_computed(self, message: MetricsComputed) -> None:
        self.metrics[(message.bundle, message.normalized)] = message.metrics
        if message.bundle == self.a and message.normalized == self.normalized:
            self.refresh_passes()

    def on_comparison_computed(self, message: ComparisonComputed) -> None:
        self.comparisons[(message.a, message.b, message.normalized)] = message.metrics
        if (message.a, message.b, message.normalized) == (self.a, self.b, self.normalized):
            self.divergence = message.divergence
            self.refresh_passes()
            if message.divergence:
                key, reason = message.divergence
                self.notify(f"A and B first diverge at {key}: {reason}  (g goes there)", title="compare")
            else:
                self.notify("A and B do not diverge at any pass", title="compare")

    def on_stats_computed(self, message: StatsComputed) -> None:
        self.ui(StatsPanel).show(message.stats)

    def on_work_failed(self, message: WorkFailed) -> None:
        self.notify(message.error, title=message.what, severity="error", timeout=12)
        if message.selection is not None and message.selection == self.selection():
            self._put_on_screen(message.selection, message_document(message.what, message.error))

    # ---- the pass list ------------------------------------------------------------------
    def refresh_passes(self) -> None:
        from irscope.tui.metrics import pass_rows

        a = self.bundle_a
        if a is None:
            return
        compare = self.comparisons.get((self.a, self.b, self.normalized)) if self.b else None
        diverged = self.divergence[0] if self.divergence and self.b else None
        if diverged == "input" and a.passes:
            diverged = a.passes[0].key
        rows = pass_rows(
            a, metrics=self.metrics.get((self.a, self.normalized)), compare=compare, divergence_key=diverged
        )
        self.ui(PassList).set_rows(rows, hide_unchanged=self.hide_unchanged, selected=self.pass_key)

    def on_pass_list_pass_highlighted(self, message: PassList.PassHighlighted) -> None:
        self.select_pass(message.key, from_list=True)

    def select_pass(self, key: str, *, from_list: bool = False) -> None:
        if self.bundle_a is None:
            return
        if not from_list:
            self.ui(PassList).select(key)
        if key == self.pass_key and self.shown == self.selection() and self.text == "mlir":
            return
        self.pass_key = key
        if self.text != "mlir" and not from_list:
            self.text = "mlir"
        self.show_selection()

    def on_option_list_option_selected(self, message: OptionList.OptionSelected) -> None:
        self.ui(CodeView).focus()
