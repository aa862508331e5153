"""The app's slow work: plain functions that compute one thing and return the past-tense message
reporting it, and Background, which runs them in thread workers and posts what they return.

Nothing here touches a widget or the app's state: every input is an argument, and the app's
handlers update the widgets when the message arrives, on the UI thread. Every function catches
its own errors and returns WorkFailed, so a corrupt bundle or a missing stage becomes a
notification, never a crash.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from textual.app import App
from textual.message import Message

from irscope.bundle import Bundle
from irscope.tui.builder import DocumentCache, Selection, build_document
from irscope.tui.first_rows import RowSpec, render_first_rows
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
from irscope.tui.render import warm

if TYPE_CHECKING:
    from textual.strip import Strip

    from irscope.analysis.sourcemap import SourceMap
    from irscope.tui.documents import Document
    from irscope.tui.session import Loaded
    from irscope.tui.view_state import SourceFocus


def _describe(exc: BaseException) -> str:
    from irscope.errors import IrscopeError

    if isinstance(exc, IrscopeError):
        return str(exc)
    # Not a user mistake: keep the place it happened, for the bug report.
    frame = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
    where = f" ({Path(frame.filename).name}:{frame.lineno})" if frame else ""
    return f"{type(exc).__name__}: {exc}{where}"


# ---- the work: plain functions, one message each --------------------------------------------
def load_bundles(targets: list[str], root: Path, compare: str | None, loaded: Loaded | None = None) -> BundlesLoaded:
    """The targets (and --compare's) loaded; `loaded`: the targets already loaded elsewhere (the
    first document's child)."""
    from irscope.tui.session import load_targets

    try:
        loaded = loaded or load_targets(targets, root)
        other = load_targets([compare], root) if compare else None
    except Exception as exc:  # noqa: BLE001
        return BundlesLoaded([], [_describe(exc)])
    if other is not None and len(other.bundles) > 1:
        from irscope.store_refs import several

        other.errors.append(
            f"--compare {several(compare or '', [b.label for b in other.bundles])}\n(comparing with the first)"
        )
    errors = loaded.errors + (other.errors if other else [])
    partner = other.bundles[0] if other and other.bundles else None
    return BundlesLoaded(loaded.bundles, errors, partner)


def load_more(paths: list[Path], then: Literal["open", "compare"]) -> BundlesLoaded:
    from irscope.tui.session import load_paths

    loaded = load_paths(paths)
    return BundlesLoaded(loaded.bundles, loaded.errors, then=then)


def compute_names(bundles: list[Bundle]) -> NamesComputed | WorkFailed:
    """What sets each bundle apart from the other compiles of its kernel in its store."""
    from irscope.compile_names import of_bundles

    try:
        return NamesComputed(of_bundles(bundles))
    except Exception as exc:  # noqa: BLE001
        return WorkFailed("compile names", _describe(exc))


def build(sel: Selection, bundles: dict[Path, Bundle], cache: DocumentCache) -> DocumentBuilt | WorkFailed:
    start = time.perf_counter()
    try:
        doc = cache.get_or_build(sel, partial(build_document, sel, bundles))
        warm(doc)
    except Exception as exc:  # noqa: BLE001
        return WorkFailed(f"view of {sel.pass_key or sel.kind}", _describe(exc), sel)
    return DocumentBuilt(sel, doc, time.perf_counter() - start)


def prefetch(
    selections: list[Selection], bundles: dict[Path, Bundle], cache: DocumentCache, rows: RowSpec | None = None
) -> RowsRendered | None:
    """Build (or find) each selection's document and warm its highlighting; with `rows`, also
    render its first screen of rows (first_rows.py), for the view's row cache."""
    rendered: dict[tuple[Any, ...], Strip] = {}
    # Quietly: a neighbour that fails will report when the user actually goes there.
    for sel in selections:
        try:
            doc = cache.get_or_build(sel, partial(build_document, sel, bundles))
            warm(doc)
            if rows is not None:
                rendered.update(render_first_rows(doc, rows))
        except Exception:  # noqa: BLE001, S112
            continue
    return RowsRendered(rendered, rows) if rendered and rows is not None else None


def compute_metrics(b: Bundle, normalized: bool) -> MetricsComputed | WorkFailed:
    from irscope.tui.metrics import pass_metrics

    try:
        return MetricsComputed(b.path, normalized, pass_metrics(b, normalized))
    except Exception as exc:  # noqa: BLE001
        return WorkFailed(f"pass metrics of {b.label}", _describe(exc))


def compute_comparison(a: Bundle, b: Bundle, normalized: bool) -> ComparisonComputed | WorkFailed:
    from irscope.analysis.comparison import first_divergence
    from irscope.tui.metrics import compare_metrics

    try:
        metrics = compare_metrics(a, b, normalized)
        found = first_divergence(a, b, normalized=normalized)
    except Exception as exc:  # noqa: BLE001
        return WorkFailed(f"comparing {a.label} with {b.label}", _describe(exc))
    divergence = (found.pass_key, found.reason) if found is not None else None
    return ComparisonComputed(a.path, b.path, normalized, metrics, divergence)


def compute_stats(a: Bundle, b: Bundle | None) -> StatsComputed:
    from irscope.analysis.stats import bundle_stats
    from irscope.tui.stats_panel import compare_table, single_table

    try:
        for x in (a, b):
            if x is not None and not x.ok:  # its counts would read as zeros: say why there are none
                from irscope.bundle import failure_line
                from irscope.errors import CaptureFailed

                raise CaptureFailed(failure_line(x))
        if b is None:
            return StatsComputed(a.path, single_table(bundle_stats(a)))
        return StatsComputed(a.path, compare_table(bundle_stats(a), bundle_stats(b), a.label, b.label))
    except Exception as exc:  # noqa: BLE001
        from rich.text import Text

        return StatsComputed(a.path, Text(f"no stats: {_describe(exc)}", style="yellow"))


def load_source(b: Bundle) -> SourceLoaded:
    from irscope.tui.source_rows import SourceState, load_source_state

    try:
        state: SourceState | str = load_source_state(b)
    except Exception as exc:  # noqa: BLE001
        state = f"no source map: {_describe(exc)}"
    return SourceLoaded(b.path, state)


def compute_row_sources(sel: Selection, doc: Document, b: Bundle, sm: SourceMap) -> list[Message]:
    from irscope.tui.source_rows import row_sources

    try:
        return [RowSourcesComputed(sel, row_sources(doc, sel, b, sm))]
    except Exception as exc:  # noqa: BLE001
        return [WorkFailed("source lines of this view", _describe(exc)), RowSourcesComputed(sel, None)]


def compute_follow(b: Bundle, sm: SourceMap, what: str, focus: SourceFocus) -> FollowComputed | WorkFailed:
    from irscope.analysis.follow import follow_line, follow_position

    try:
        if focus.positions:
            trail = follow_position(b, sm, tuple(focus.positions))
        else:
            trail = follow_line(b, sm, focus.path, focus.line)
    except Exception as exc:  # noqa: BLE001
        return WorkFailed(f"following {what}", _describe(exc))
    return FollowComputed(b.path, what, trail, focus)


# ---- running it -------------------------------------------------------------------------------
class Background:
    """Runs the work above in thread workers of `app` and posts the messages it returns.

    `exclusive`: a new run cancels the group's previous worker. A thread cannot be stopped, so
    an earlier run may still post its message: handlers check a message against the current
    view state before they show it."""

    def __init__(self, app: App[None]) -> None:
        self.app = app

    def run(self, group: str, work: Callable[[], Message | list[Message] | None], *, exclusive: bool = True) -> None:
        def in_thread() -> None:
            result = work()
            for message in result if isinstance(result, list) else [result] if result else []:
                self.app.post_message(message)

        self.app.run_worker(in_thread, name=group, group=group, exclusive=exclusive, thread=True, exit_on_error=False)
