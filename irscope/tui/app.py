"""The irscope TUI: pass list on the left, the selected pass's diff (or IR, PTX, SASS) in the middle,
memory-instruction stats on the right; compare mode diffs the same pass between two bundles.

The app owns the one ViewState (irscope.tui.view_state: what is shown) and the Results (what
workers computed), wires the widgets and routes messages and keys. The rules live in plain
collaborators, each taking the app as a small protocol of what it calls: opening bundles
(irscope.tui.opening), the key actions (irscope.tui.actions, run through the app's one `key`
action), source mapping (irscope.tui.source_actions) and the slow work (irscope.tui.workers), none
of which keeps view state of its own.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, TypeVar

from textual import events
from textual.actions import parse
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Header, OptionList

from irscope.bundle import Bundle
from irscope.tui import keys, redraw_values, screen_fit, workers
from irscope.tui.actions import BundleKeys, TextKeys, ViewKeys, key_actions
from irscope.tui.builder import DocumentCache, Selection
from irscope.tui.code_view import CodeView
from irscope.tui.documents import Document, message_document
from irscope.tui.first_document import FirstDocument
from irscope.tui.footer import KeyFooter
from irscope.tui.frame_hold import FrameHold
from irscope.tui.layout import Choices, Fit, fit
from irscope.tui.messages import (
    BundlesLoaded,
    ComparisonComputed,
    DocumentBuilt,
    FollowComputed,
    MetricsComputed,
    NamesComputed,
    RowSourcesComputed,
    RowsRendered,
    SourceLoaded,
    StatsComputed,
    WorkFailed,
)
from irscope.tui.opening import Opening
from irscope.tui.pacing import GcPacer
from irscope.tui.palette import BundleCommands, PassCommands
from irscope.tui.pass_list import PassList, PassPanel, longest_name
from irscope.tui.prewarm import Prewarm
from irscope.tui.render import warm
from irscope.tui.results import Results
from irscope.tui.search_bar import SearchBar
from irscope.tui.source_actions import SourceMapping
from irscope.tui.source_pane import SourceLines, SourcePane
from irscope.tui.stats_panel import StatsPanel
from irscope.tui.view_state import ViewState, fitted, redraws, refits, with_pass
from irscope.tui.view_status import ViewStatus
from irscope.tui.workers import Background

if TYPE_CHECKING:
    from irscope.tui.palette import Picker
    from irscope.tui.session import Candidate

W = TypeVar("W", bound=Widget)
PREFETCH_DELAY = 0.03  # seconds after a frame before prefetching; nobody reads a diff faster


_Handler = TypeVar("_Handler", bound=Callable[..., None])


def while_shown(handler: _Handler) -> _Handler:
    """A handler of what a worker reports, run only while the app has its screen: a report
    posted just before the app exits can be handled after its screens are gone (CI-like run 20:
    RowsRendered after a test's app had ended, `IndexError` in `ui`), and there is nothing left
    to show it on."""

    @functools.wraps(handler)
    def shown(self: IrscopeApp, *args: object) -> None:
        if self.screen_stack:
            handler(self, *args)

    return shown  # type: ignore[return-value]  # the same signature, by functools.wraps


class IrscopeApp(App[None]):
    CSS_PATH = "irscope.tcss"
    TITLE = "irscope"
    BINDINGS: ClassVar[list[BindingType]] = [*keys.bindings()]
    COMMANDS = App.COMMANDS | {PassCommands, BundleCommands}

    def __init__(
        self,
        targets: Iterable[str] = (),
        *,
        store_root: Path | None = None,
        compare: str | None = None,
        initial_pass: str | None = None,
        layout: str | None = None,
        first: FirstDocument | None = None,
    ) -> None:
        """`layout`: split, unified or full chosen explicitly; None picks by the terminal's width.
        `first`: the first view's document, being built in a child (irscope tui starts it before
        it imports the app); without it a thread does the first view's slow work beside Textual's
        start (prewarm.py)."""
        super().__init__()
        from irscope import store

        self.targets = list(targets)
        self.store_root = store_root or store.default_root()
        self.compare_target = compare
        self._view = ViewState(layout=layout or "split", choices=Choices(layout=layout))
        self.results = Results()
        self.background = Background(self)
        self.opening = Opening(self, initial_pass)
        self.source = SourceMapping(self)
        self.text_keys = TextKeys(self)  # the search bar's messages go there too
        self.key_actions = key_actions(ViewKeys(self), self.text_keys, BundleKeys(self), self.source)
        self.prefetching = True  # build the neighbours' views in the background (off: benchmarks)
        self.pacer = GcPacer()
        self.frame_hold = FrameHold(self)
        self.after_view: list[Callable[[], object]] = []  # background work waiting for the first view
        self.marks: dict[str, float] = {}  # time.monotonic() of startup milestones (benchmarks)
        self.prewarm: Prewarm | None = None  # the first view's work, started on mount
        self.first = first
        self.header_named = True  # irscope's name before the labels (header_values.header_text)

    # ---- the view state: replaced whole, and what that redraws derived in one place ------
    @property
    def view(self) -> ViewState:
        return self._view

    @view.setter
    def view(self, new: ViewState) -> None:
        old = self._view
        self._view = new = self._fitted(new) if refits(old, new) else new
        redraw: dict[str, Callable[[], object]] = {
            "title": self.refresh_title,
            "passes": self.refresh_passes,
            "fit": partial(self.lay_out, old.fit),
            "source": self.source.bundle_changed,
            "selection": self.show_selection,
        }
        for name in redraws(old, new):
            redraw[name]()

    @property
    def cache(self) -> DocumentCache:
        return self.results.documents

    @property
    def bundle_a(self) -> Bundle | None:
        return self.results.bundle(self.view.a)

    def selection(self, pass_key: str | None = None) -> Selection | None:
        return self.view.selection(pass_key)

    def candidates(self) -> list[Candidate]:
        from irscope.tui.session import candidates

        return candidates(self.store_root, list(self.results.bundles.values()), self.results.names)

    # ---- layout -------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="body"):
            yield PassPanel(id="pass-panel")
            with Vertical(id="main"):
                yield ViewStatus(id="view-status")
                yield CodeView(id="code")
                yield SourcePane(id="source")  # the search bar comes below it when opened
            yield StatsPanel(id="stats")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.pacer.start()
        self.set_interval(0.25, self.pacer.tick)
        self.ui(StatsPanel).display = False
        self.ui(SourcePane).display = False
        self.ui(ViewStatus).show_busy("loading bundles…")
        self.ui(PassList).focus()
        self.view = self._fitted(self.view)
        self.background.run("load", self._load_bundles)
        if self.first is None:
            self.prewarm = Prewarm(self.targets, self.store_root, self.opening.initial_pass)

    def _load_bundles(self) -> BundlesLoaded:
        """The targets, as the first document's child loaded them if it did (in a worker)."""
        loaded = self.first.loaded() if self.first is not None else None
        return workers.load_bundles(self.targets, self.store_root, self.compare_target, loaded)

    def on_unmount(self) -> None:
        self.pacer.stop()
        if self.first is not None:  # quit before the first view: the child is not needed
            self.first.close()

    def on_key(self) -> None:
        self.pacer.touched()

    def on_ready(self) -> None:
        self.marks.setdefault("first_paint", time.monotonic())

    def on_resize(self, event: events.Resize) -> None:
        if self.screen_stack:  # runs before App's own handler has recorded the new size: pass it along
            self.view = self._fitted(self.view, event.size)

    # ---- fitting the terminal -----------------------------------------------------------
    def _fitted(self, view: ViewState, size: Size | None = None) -> ViewState:
        """`view` with the layout for the terminal's size (irscope.tui.layout.fit) and the user's
        explicit choices: the pass list's width (or none), the stats panel's place, the diff layout."""
        width, height = size or self.size
        b = self.results.bundle(view.a)
        names = longest_name(b.passes if b else ())
        return fitted(view, fit(width, height, view.choices, stats=view.stats_open, longest_name=names))

    def lay_out(self, old: Fit | None) -> None:
        """The widgets set to the view's fit (they were to `old`), the status line's width with them."""
        laid_out = self.view.fit
        if laid_out is None or not self.screen_stack:
            return
        screen_fit.lay_out(self.screen_stack[0], laid_out, old, stats_open=self.view.stats_open, focused=self.focused)
        self.update_status()  # the status line's width follows the terminal

    def ui(self, selector: type[W] | str) -> W:
        """A widget of the main screen, whichever screen (help, palette) is on top: workers and
        timers finish while those are open, and App.query_one would look in them."""
        screen = self.screen_stack[0]
        if isinstance(selector, str):
            return screen.query_one(selector)  # type: ignore[return-value]  # the caller names the type
        return screen.query_one(selector)

    # ---- bundles arrive (irscope.tui.opening) ---------------------------------------------
    @while_shown
    def on_bundles_loaded(self, message: BundlesLoaded) -> None:
        self.opening.arrived(message)

    # ---- showing the selection ----------------------------------------------------------
    def show_selection(self) -> None:
        self.pacer.touched()  # mouse clicks and palette picks too, not only keys
        sel = self.view.selection()
        if sel is None:
            return
        doc = self.results.documents.get(sel)
        if doc is None and self.first is not None and (doc := self.first.take(sel, self.results.documents)) is not None:
            self.first = None
            warm(doc)  # its first screen's highlighting, which the child planted: no lexing here
        if doc is not None:
            self._put_on_screen(sel, doc)
            self._schedule_prefetch()
        else:
            busy = f"computing {sel.layout} view of {sel.pass_key} …"
            self.frame_hold.hold(lambda: self.ui(ViewStatus).show_busy(busy))
            build: Callable[[], DocumentBuilt | WorkFailed]
            build = partial(workers.build, sel, self.results.bundles, self.results.documents)
            if self.first is not None:  # the first build: with the child's document if it is this one
                build, self.first = self.first.then(build, sel, self.results.documents), None
            elif self.prewarm is not None:  # the first build: once the warm-up filled its caches
                build, self.prewarm = self.prewarm.then(build), None
            self.background.run("build", build)

    def _put_on_screen(self, sel: Selection, doc: Document) -> None:
        self.frame_hold.release()  # drawn once this handler is done, with the new view
        code = self.ui(CodeView)
        shown = self.view.shown
        if shown == sel and code.document is doc:
            return
        # The same pass in another layout (a key, or the terminal resized): stay at the same line.
        same_pass = shown is not None and replace(shown, layout=sel.layout) == sel
        anchor = code.top_anchor() if same_pass and shown != sel else None
        self.view = replace(self.view, shown=sel)
        code.show(doc, anchor=anchor)
        self.source.view_changed()
        self.marks.setdefault("first_view", time.monotonic())
        self._run_after_view()
        self.update_status()
        if doc.notice:
            self.notify(doc.notice, title="nothing to show", severity="warning", timeout=6)

    def when_shown(self, work: list[Callable[[], object]]) -> None:
        """Start `work` once the view asked for is on screen (now, where it is)."""
        self.after_view = work
        if self.view.up_to_date:
            self._run_after_view()

    def _run_after_view(self) -> None:
        """Start what waited for the view, once the screen shows it: started with the frame that
        draws the view, its workers would hold the GIL that drawing needs."""
        todo, self.after_view = self.after_view, []

        def start_all() -> None:
            for start in todo:
                start()

        if todo:
            self.call_after_refresh(start_all)

    @while_shown
    def on_document_built(self, message: DocumentBuilt) -> None:
        if message.selection == self.view.selection():
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
        wanted = [self.view.selection(k) for k in (passes.step(1), passes.step(-1)) if k]
        todo = [s for s in wanted if s is not None and s not in self.results.documents and s.kind == "mlir"]
        if todo:
            rows = self.ui(CodeView).row_spec()
            self.background.run("prefetch", partial(workers.prefetch, todo, self.results.bundles, self.cache, rows))

    @while_shown
    def on_rows_rendered(self, message: RowsRendered) -> None:
        self.ui(CodeView).take_rows(message.rows, message.spec)

    def update_status(self) -> None:
        code = self.ui(CodeView)
        if code.document is None:
            return
        view = self.view
        compact = view.fit is not None and view.fit.compact
        self.ui(ViewStatus).show_document(
            code.document,
            view.shown,
            code.hunk,
            code.search,
            code.scrollable_content_region.width,
            compact=compact,
            where=redraw_values.position(view, self.ui(PassList).shown_keys) if compact else "",
            label=redraw_values.label(view, self.results),
        )

    def on_code_view_moved(self) -> None:
        self.update_status()

    @while_shown
    def on_metrics_computed(self, message: MetricsComputed) -> None:
        self.results.metrics[(message.bundle, message.normalized)] = message.metrics
        if message.bundle == self.view.a and message.normalized == self.view.normalized:
            self.refresh_passes()

    @while_shown
    def on_comparison_computed(self, message: ComparisonComputed) -> None:
        self.results.comparisons[(message.a, message.b, message.normalized)] = message.metrics
        view = self.view
        if (message.a, message.b, message.normalized) == (view.a, view.b, view.normalized):
            if message.divergence != view.divergence:
                self.view = replace(view, divergence=message.divergence)  # redraws the pass list
            else:
                self.refresh_passes()  # the numbers arrived; the view is as it was
            if message.divergence:
                key, reason = message.divergence
                self.notify(f"A and B first diverge at {key}: {reason}  (g goes there)", title="compare")
            else:
                self.notify("A and B do not diverge at any pass", title="compare")

    @while_shown
    def on_names_computed(self, message: NamesComputed) -> None:
        self.results.names.update(message.names)
        self.refresh_title()

    @while_shown
    def on_stats_computed(self, message: StatsComputed) -> None:
        self.ui(StatsPanel).show(message.stats)

    @while_shown
    def on_work_failed(self, message: WorkFailed) -> None:
        self.notify(message.error, title=message.what, severity="error", timeout=12)
        if message.selection is not None and message.selection == self.view.selection():
            self._put_on_screen(message.selection, message_document(message.what, message.error))

    # ---- the header -------------------------------------------------------------------
    def refresh_title(self) -> None:
        shown = redraw_values.title(self.view, self.results, self.size.width)
        if shown is not None:
            text, self.header_named = shown
            self.sub_title = text

    def format_title(self, title: str, sub_title: str) -> Content:
        """irscope's name before the labels, unless the header gave its place to them (header_values)."""
        return super().format_title(title, sub_title) if self.header_named else Content(sub_title)

    # ---- the pass list ------------------------------------------------------------------
    def refresh_passes(self) -> None:
        rows = redraw_values.passes(self.view, self.results)
        if rows is not None:
            self.ui(PassList).set_rows(rows, hide_unchanged=self.view.hide_unchanged, selected=self.view.pass_key)

    def on_pass_list_pass_highlighted(self, message: PassList.PassHighlighted) -> None:
        self.select_pass(message.key, from_list=True)

    def select_pass(self, key: str, *, from_list: bool = False) -> None:
        if self.bundle_a is None:
            return
        if not from_list:
            self.ui(PassList).select(key)
        self.view = with_pass(self.view, key, from_list=from_list)

    def on_option_list_option_selected(self, message: OptionList.OptionSelected) -> None:
        self.ui(CodeView).focus()

    # ---- source mapping (irscope.tui.source_actions) ----------------------------------
    @while_shown
    def on_source_loaded(self, message: SourceLoaded) -> None:
        self.source.loaded(message)

    @while_shown
    def on_row_sources_computed(self, message: RowSourcesComputed) -> None:
        self.source.row_sources_computed(message)

    def on_code_view_cursor_moved(self, message: CodeView.CursorMoved) -> None:
        self.source.cursor_moved(message)

    def on_source_lines_line_selected(self, message: SourceLines.LineSelected) -> None:
        self.source.line_selected(message)

    @while_shown
    def on_follow_computed(self, message: FollowComputed) -> None:
        self.source.follow_computed(message)

    # ---- the search bar -------------------------------------------------------------------
    def on_input_changed(self, message: SearchBar.Changed) -> None:
        self.text_keys.search_changed(message.value)

    def on_input_submitted(self, message: SearchBar.Submitted) -> None:
        self.text_keys.search_submitted(message.value)

    def open_search(self) -> None:
        """Show the search bar (made and mounted the first time: it opens itself on mount)."""
        bars = self.screen_stack[0].query(SearchBar)
        if bars:
            bars.first().open()
        else:
            self.ui("#main").mount(SearchBar(id="search"))

    def on_search_bar_closed(self) -> None:
        self.ui(CodeView).focus()

    # ---- keys: every one of keys.py runs where its work is done; help and the palette are the app's
    def action_key(self, action: str) -> None:
        """A key's action of keys.py (`NAME` or `NAME(ARGS)`), as keys.textual_action routes it."""
        _, name, args = parse(action)
        self.key_actions[name](*args)

    def action_help(self) -> None:
        from irscope.tui.help_screen import HelpScreen

        a = self.bundle_a
        self.push_screen(HelpScreen(replay=a is not None and any(p.label for p in a.passes)))

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """The command palette's commands: Textual's, then every key's but help and quit."""
        yield from super().get_system_commands(screen)
        for k in keys.KEYS:
            if k.action and k.action not in keys.APP_ACTIONS:
                run = partial(self.run_action, keys.textual_action(k.action))
                yield SystemCommand(k.description.capitalize(), f"key: {k.display or k.keys}", run)


if TYPE_CHECKING:  # mypy checks that the app is what the palette takes it for (it casts Textual's app)

    def _picker(app: IrscopeApp) -> Picker:
        return app
