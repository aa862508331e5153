"""Messages workers post when slow work is done; handlers on the app only update widgets.

Named in the past tense: each reports a fact, never asks for something.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Literal

from textual.message import Message
from textual.strip import Strip

from irscope.bundle import Bundle
from irscope.compile_values import CompileName
from irscope.tui.builder import Selection
from irscope.tui.documents import Document
from irscope.tui.first_rows import RowSpec
from irscope.tui.metrics import CompareMetrics, PassMetrics

# Types only: the source-mapping modules load when the pane is first opened (start-up is measured).
if TYPE_CHECKING:
    from rich.console import RenderableType

    from irscope.analysis.follow import PassOps
    from irscope.tui.source_rows import RowSources, SourceState
    from irscope.tui.view_state import SourceFocus


class BundlesLoaded(Message):
    def __init__(
        self,
        bundles: list[Bundle],
        errors: list[str],
        compare: Bundle | None = None,
        *,
        then: Literal["open", "compare"] | None = None,
    ) -> None:
        self.bundles = bundles
        self.errors = errors
        self.compare = compare  # the --compare bundle, when one was asked for and loaded
        self.then = then  # loaded on the user's demand: open the first bundle, or compare with it
        super().__init__()


class DocumentBuilt(Message):
    def __init__(self, selection: Selection, document: Document, seconds: float) -> None:
        self.selection = selection
        self.document = document
        self.seconds = seconds
        super().__init__()


class RowsRendered(Message):
    """Rows of prefetched documents' first screens, rendered ahead (first_rows.py)."""

    def __init__(self, rows: dict[tuple, Strip], spec: RowSpec) -> None:
        self.rows = rows
        self.spec = spec  # the view's geometry and styles they were rendered for
        super().__init__()


class MetricsComputed(Message):
    def __init__(self, bundle: Path, normalized: bool, metrics: dict[str, PassMetrics]) -> None:
        self.bundle = bundle
        self.normalized = normalized
        self.metrics = metrics
        super().__init__()


class ComparisonComputed(Message):
    """Per-pass A-vs-B metrics and the first divergent pass (key, reason) of a bundle pair."""

    def __init__(
        self,
        a: Path,
        b: Path,
        normalized: bool,
        metrics: dict[str, CompareMetrics],
        divergence: tuple[str, str] | None,
    ) -> None:
        self.a = a
        self.b = b
        self.normalized = normalized
        self.metrics = metrics
        self.divergence = divergence
        super().__init__()


class NamesComputed(Message):
    """What sets each bundle apart from its kernel's other compiles (irscope.compile_names)."""

    def __init__(self, names: dict[Path, CompileName]) -> None:
        self.names = names
        super().__init__()


class StatsComputed(Message):
    def __init__(self, bundle: Path, stats: RenderableType) -> None:
        self.bundle = bundle
        self.stats = stats
        super().__init__()


class SourceLoaded(Message):
    """A bundle's source map and kernel text (irscope.tui.source_rows), or why it has none."""

    def __init__(self, bundle: Path, state: SourceState | str) -> None:
        self.bundle = bundle
        self.state = state  # a str says why there is none
        super().__init__()


class RowSourcesComputed(Message):
    def __init__(self, selection: Selection, rows: RowSources | None) -> None:
        self.selection = selection
        self.rows = rows
        super().__init__()


class FollowComputed(Message):
    """Pass by pass, the ops carrying what was followed (irscope.analysis.follow)."""

    def __init__(self, bundle: Path, what: str, trail: tuple[PassOps, ...], focus: SourceFocus) -> None:
        self.bundle = bundle
        self.what = what
        self.trail = trail
        self.focus = focus  # the SourceFocus to light up in the IR picked
        super().__init__()


class WorkFailed(Message):
    """Slow work raised: the app shows `error` as a notification and carries on."""

    def __init__(self, what: str, error: str, selection: Selection | None = None) -> None:
        self.what = what
        self.error = error
        self.selection = selection  # set when building a view failed: the view explains instead
        super().__init__()
