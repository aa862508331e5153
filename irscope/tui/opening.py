"""Opening bundles in the TUI, a collaborator of the app: the command line's targets as they arrive
(and what of them could not be shown), another bundle opened or compared with, and the slow work
about the bundles shown (the pass list's numbers, A against B, the stats, what names each).

Like the key actions it keeps no view state: it replaces the app's ViewState through the
view_state functions and starts workers; the app routes BundlesLoaded here.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Literal, Protocol, TypeVar

from textual.widget import Widget

from irscope.bundle import Bundle
from irscope.tui import workers
from irscope.tui.code_view import CodeView
from irscope.tui.documents import message_document
from irscope.tui.messages import BundlesLoaded
from irscope.tui.results import Results
from irscope.tui.view_state import ViewState, compared, opened
from irscope.tui.workers import Background

if TYPE_CHECKING:
    from textual.notifications import SeverityLevel

W = TypeVar("W", bound=Widget)


class OpeningHost(Protocol):
    """What opening bundles needs from the app."""

    view: ViewState
    results: Results
    background: Background

    def ui(self, selector: type[W]) -> W: ...
    def notify(
        self, message: str, *, title: str = ..., severity: SeverityLevel = ..., timeout: float | None = ...
    ) -> None: ...
    def when_shown(self, work: list[Callable[[], object]]) -> None: ...


class Opening:
    def __init__(self, host: OpeningHost, initial_pass: str | None) -> None:
        self.host = host
        self.initial_pass = initial_pass  # --pass: applied to the first bundle shown
        self.loaded = False  # the command line's targets arrived (opened or not)
        #: What the command line asked for and the app could not show (a target or --compare that
        #: does not open, a --pass that names nothing): `tui --screenshot` fails with the first.
        self.refused: list[str] = []

    @property
    def bundle_a(self) -> Bundle | None:
        return self.host.results.bundle(self.host.view.a)

    @property
    def bundle_b(self) -> Bundle | None:
        return self.host.results.bundle(self.host.view.b)

    # ---- bundles arrive -----------------------------------------------------------------
    def arrived(self, message: BundlesLoaded) -> None:
        host = self.host
        if message.then is None:  # the command line's targets (not ones opened later by a key)
            self.refused += message.errors
        for error in message.errors:
            host.notify(error, title="cannot open", severity="error", timeout=12)
        for b in [*message.bundles, *([message.compare] if message.compare else [])]:
            host.results.bundles[b.path] = b
        self.loaded = True
        if message.then is not None:
            if message.bundles:
                then = self.open_bundle if message.then == "open" else self.start_compare
                then(message.bundles[0].path)
        elif host.view.a is None:
            self._show_first(message)

    def _show_first(self, message: BundlesLoaded) -> None:
        """The command line's first bundle (compared with --compare's), or why there is none."""
        if not message.bundles:
            # Asked for captures that could not be opened: say why here too, not only in the
            # notifications (a --screenshot or a later look may miss them).
            why = "\n".join(message.errors) or "Capture some with `irscope capture`."
            self.host.ui(CodeView).show(message_document("no bundle", f"No bundle to show.\n{why}"))
            return
        self.set_bundle(message.bundles[0].path)
        if message.compare is not None:
            self.start_compare(message.compare.path)

    def _load_more(self, path: Path, then: Literal["open", "compare"]) -> None:
        self.host.background.run("load-more", partial(workers.load_more, [path], then), exclusive=False)

    # ---- A, and B in compare mode -------------------------------------------------------
    def set_bundle(self, path: Path) -> None:
        host = self.host
        b = host.results.bundles[path]
        wanted, self.initial_pass = self.initial_pass, None
        if wanted:
            try:
                wanted = b.find_pass(wanted).key
            except Exception as exc:  # noqa: BLE001 - a bad --pass is a notification
                self.refused.append(f"--pass {wanted}: {exc}")
                host.notify(str(exc), severity="warning")
                wanted = None
        host.view = opened(host.view, b, wanted)  # the pass list's width follows the longest name
        # The pass list's numbers and the stats start once the first diff is on screen: run
        # beside it, they would slow down the one thing the user is waiting for. (The first view
        # may have gone to the screen above, before this list was made: then it starts here.)
        host.when_shown(
            [partial(self.compute_metrics, b, host.view.normalized), self.compute_stats, self.compute_names]
        )

    def open_bundle(self, path: Path) -> None:
        if path in self.host.results.bundles:
            self.set_bundle(path)
        else:
            self._load_more(path, "open")

    def start_compare(self, path: Path) -> None:
        if path not in self.host.results.bundles:
            self._load_more(path, "compare")
            return
        if path == self.host.view.a:
            self.host.notify("pick a bundle other than the one shown", severity="warning")
            return
        self.set_compared(path)

    def set_compared(self, b: Path | None) -> None:
        """Compare with bundle `b` (None: compare mode off) and redo what depends on it."""
        self.host.view = compared(self.host.view, b)
        self.compute_comparison()  # does nothing without a B
        self.compute_stats()
        self.compute_names()

    # ---- starting slow work -------------------------------------------------------------
    def compute_metrics(self, b: Bundle, normalized: bool) -> None:
        self.host.background.run("metrics", partial(workers.compute_metrics, b, normalized), exclusive=False)

    def compute_comparison(self) -> None:
        a, b = self.bundle_a, self.bundle_b
        if a is not None and b is not None:
            work = partial(workers.compute_comparison, a, b, self.host.view.normalized)
            self.host.background.run("compare", work)

    def compute_stats(self) -> None:
        a = self.bundle_a
        if a is not None:
            self.host.background.run("stats", partial(workers.compute_stats, a, self.bundle_b))

    def compute_names(self) -> None:
        """What sets the loaded bundles apart (the header, the palette); those not named yet."""
        results = self.host.results
        todo = [b for path, b in results.bundles.items() if path not in results.names]
        if todo:
            self.host.background.run("names", partial(workers.compute_names, todo), exclusive=False)
