"""What the TUI's workers computed, kept for as long as the app runs, each table keyed by exactly
what it was computed from: switching back to a bundle, a normalization or a view costs a lookup.

Only the app writes here, on the UI thread, when a worker's message arrives.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from irscope.bundle import Bundle
from irscope.compile_values import CompileName
from irscope.tui.builder import DocumentCache, Selection
from irscope.tui.metrics import CompareMetrics, PassMetrics

# Types only: the source-mapping modules load when the pane is first opened (start-up is measured).
if TYPE_CHECKING:
    from irscope.tui.source_rows import RowSources, SourceState


@dataclass
class Results:
    bundles: dict[Path, Bundle] = field(default_factory=dict)
    # (bundle, normalized) -> pass key -> lines added/removed, op-count change
    metrics: dict[tuple[Path, bool], dict[str, PassMetrics]] = field(default_factory=dict)
    # (A, B, normalized) -> pass key -> A vs B
    comparisons: dict[tuple[Path, Path, bool], dict[str, CompareMetrics]] = field(default_factory=dict)
    documents: DocumentCache = field(default_factory=DocumentCache)  # thread-safe: workers fill it
    # line-info bundles: the source map and kernel text, or (a str) why there is none
    source_states: dict[Path, SourceState | str] = field(default_factory=dict)
    row_sources: dict[Selection, RowSources | None] = field(default_factory=dict)  # where rows came from
    names: dict[Path, CompileName] = field(default_factory=dict)  # a traced compile's values, what made it

    def bundle(self, path: Path | None) -> Bundle | None:
        return self.bundles.get(path) if path is not None else None
