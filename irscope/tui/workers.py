"""The app's slow work, in thread workers that call plain functions and post past-tense messages.

Nothing here touches a widget: handlers on the app do that when the message arrives, on the UI
thread. Every worker catches its own errors and posts WorkFailed, so a corrupt bundle or a
missing stage becomes a notification, never a crash.
"""

from __future__ import annotations

import time
import traceback
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import work

from irscope.bundle import Bundle
from irscope.tui.builder import Selection, build_document
from irscope.tui.messages import (
    BundlesLoaded,
    ComparisonComputed,
    DocumentBuilt,
    FollowComputed,
    MetricsComputed,
    RowSourcesComputed,
    SourceLoaded,
    StatsComputed,
    WorkFailed,
)
from irscope.tui.render import warm

if TYPE_CHECKING:
    from irscope.analysis.sourcemap import SourceMap
    from irscope.tui.builder import DocumentCache
    from irscope.tui.documents import Document
    from irscope.tui.source_actions import SourceFocus


def _describe(exc: BaseException) -> str:
    from irscope.errors import IrscopeError

    if isinstance(exc, IrscopeError):
        return str(exc)
    # Not a user mistake: keep the place it happened, for the bug report.
    frame = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
    where = f" ({Path(frame.filename).name}:{frame.lineno})" if frame else ""
    return f"{type(exc).__name__}: {exc}{where}"


class Workers:
    """Mixed into IrscopeApp; `self` is the app."""

    if TYPE_CHECKING:
        bundles: dict[Path, Bundle]
        cache: DocumentCache
        a: Path | None
        b: Path | None
        normalized: bool

        def post_message(self, message: Any) -> bool: ...
        def call_from_thread(self, callback: Any, *args: Any) -> Any: ...

    @work(thread=True, exclusive=True, group="load", exit_on_error=False)
    def load_bundles(self, targets: list[str], root: Path, compare: str | None) -> None:
        from irscope.tui.session import load_targets

        try:
            loaded = load_targets(targets, root)
            other = load_targets([compare], root) if compare else None
        except Exception as exc:  # noqa: BLE001
            self.post_message(BundlesLoaded([], [_describe(exc)]))
            return
        if other is not None and len(other.bundles) > 1:
            labels = ", ".join(b.label for b in other.bundles[:4])
            other.errors.append(
                f"--compare {compare}: matches {len(other.bundles)} captures ({labels}); using the first"
            )
        errors = loaded.errors + (other.errors if other else [])
        partner = other.bundles[0] if other and other.bundles else None
        self.post_message(BundlesLoaded(loaded.bundles, errors, partner))

    @work(thread=True, group="load-more", exit_on_error=False)
    def load_more(self, paths: list[Path], then: str) -> None:
        from irscope.tui.session import load_paths

        loaded = load_paths(paths)
        self.post_message(BundlesLoaded(loaded.bundles, loaded.errors))
        if loaded.bundles:
            target = loaded.bundles[0].path
            action = self.open_bundle if then == "open" else self.start_compare  # type: ignore[attr-defined]
            self.call_from_thread(action, target)

    @work(thread=True, exclusive=True, group="build", exit_on_error=False)
    def build(self, sel: Selection) -> None:
        start = time.perf_counter()
        try:
            doc = self.cache.get_or_build(sel, partial(build_document, sel, self.bundles))
            warm(doc)
        except Exception as exc:  # noqa: BLE001
            self.post_message(WorkFailed(f"view of {sel.pass_key or sel.text}", _describe(exc), sel))
            return
        self.post_message(DocumentBuilt(sel, doc, time.perf_counter() - start))

    @work(thread=True, exclusive=True, group="prefetch", exit_on_error=False)
    def prefetch(self, selections: list[Selection]) -> None:
        # Quietly: a neighbour that fails will report when the user actually goes there.
        for sel in selections:
            try:
                warm(self.cache.get_or_build(sel, partial(build_document, sel, self.bundles)))
            except Exception:  # noqa: BLE001, S112
                continue

    @work(thread=True, group="metrics", exit_on_error=False)
    def compute_metrics(self, b: Bundle, normalized: bool) -> None:
        from irscope.tui.metrics import pass_metrics

        try:
            self.post_message(MetricsComputed(b.path, normalized, pass_metrics(b, normalized)))
        except Exception as exc:  # noqa: BLE001
            self.post_message(WorkFailed(f"pass metrics of {b.label}", _describe(exc)))

    @work(thread=True, exclusive=True, group="compare", exit_on_error=False)
    def compute_comparison(self, a: Bundle, b: Bundle, normalized: bool) -> None:
        from irscope.analysis.diff import first_divergent_pass
        from irscope.tui.metrics import compare_metrics

        try:
            metrics = compare_metrics(a, b, normalized)
            found = first_divergent_pass(a, b, normalized=normalized)
        except Exception as exc:  # noqa: BLE001
            self.post_message(WorkFailed(f"comparing {a.label} with {b.label}", _describe(exc)))
            return
        divergence = (found.pass_key, found.reason) if found is not None else None
        self.post_message(ComparisonComputed(a.path, b.path, normalized, metrics, divergence))

    @work(thread=True, exclusive=True, group="stats", exit_on_error=False)
    def compute_stats(self) -> None:
        from irscope.analysis.stats import bundle_stats
        from irscope.tui.stats_panel import compare_table, single_table

        a, b = self.bundles.get(self.a) if self.a else None, self.bundles.get(self.b) if self.b else None
        if a is None:
            return
        try:
            if b is None:
                renderable = single_table(bundle_stats(a))
            else:
                renderable = compare_table(bundle_stats(a), bundle_stats(b), a.label, b.label)
        except Exception as exc:  # noqa: BLE001
            from rich.text import Text

            self.post_message(StatsComputed(a.path, Text(f"no stats: {_describe(exc)}", style="yellow")))
            return
        self.post_message(StatsComputed(a.path, renderable))

    # ---- source mapping (line-info bundles) -----------------------------------------------
    @work(thread=True, group="source", exit_on_error=False)
    def load_source(self, b: Bundle) -> None:
        from irscope.tui.source_rows import load_source_state

        try:
            state = load_source_state(b)
        except Exception as exc:  # noqa: BLE001
            state = f"no source map: {_describe(exc)}"
        self.post_message(SourceLoaded(b.path, state))

    @work(thread=True, exclusive=True, group="rows", exit_on_error=False)
    def compute_row_sources(self, sel: Selection, doc: Document, b: Bundle, sm: SourceMap) -> None:
        from irscope.tui.source_rows import row_sources

        try:
            rows = row_sources(doc, sel, b, sm)
        except Exception as exc:  # noqa: BLE001
            self.post_message(WorkFailed("source lines of this view", _describe(exc)))
            rows = None
        self.post_message(RowSourcesComputed(sel, rows))

    @work(thread=True, exclusive=True, group="follow", exit_on_error=False)
    def compute_follow(self, b: Bundle, sm: SourceMap, what: str, focus: SourceFocus) -> None:
        from irscope.analysis.follow import follow_line, follow_position

        try:
            if focus.positions:
                trail = follow_position(b, sm, tuple(focus.positions))
            else:
                trail = follow_line(b, sm, focus.path, focus.line)
        except Exception as exc:  # noqa: BLE001
            self.post_message(WorkFailed(f"following {what}", _describe(exc)))
            return
        self.post_message(FollowComputed(b.path, what, trail, focus))
