"""What a pull request's reviewer needs about two captures, as data: `irscope report A B`.

- the statistics delta (`stats_delta`), every kernel function paired;
- the first divergence (`diff.first_divergent_pass`): where the pipelines first disagree;
- the passes that treated A and B differently: walking the pipeline by NAME#k, the passes after
  which the A-vs-B difference of the IR (normalized, kernel names paired) grew or shrank, with
  that difference's +/- lines, and the PTX and SASS differences at the end.

Views render it (views/report_markdown.py); nothing here prints.
"""

from __future__ import annotations

from dataclasses import dataclass

from irscope.analysis.comparison import first_divergence, stage_pair, text_diff
from irscope.analysis.diff import Divergence
from irscope.analysis.stats import bundle_stats
from irscope.analysis.stats_delta import StatsDelta, stats_delta
from irscope.bundle import Bundle
from irscope.errors import StageUnavailable


@dataclass(frozen=True)
class PassDelta:
    """How far apart A and B are right after one pass (or in the PTX / SASS)."""

    key: str  # NAME#k, or "ptx", "sass"
    phase: str  # the pass's phase (cute, core, llvm, binary), or the kind
    added: int  # lines of B not in A
    removed: int  # lines of A not in B

    @property
    def same(self) -> bool:
        return not (self.added or self.removed)


@dataclass(frozen=True)
class CompareReport:
    a: Bundle
    b: Bundle
    stats: StatsDelta
    divergence: Divergence | None
    passes: tuple[PassDelta, ...]  # the input IR, every pass observed in both (A's order), ptx, sass

    @property
    def changed_passes(self) -> tuple[PassDelta, ...]:
        """The passes after which A and B differ by something else than before them."""
        out, before = [], (0, 0)
        for p in self.passes:
            now = (p.added, p.removed)
            if now != before or (p.key in ("ptx", "sass") and not p.same):
                out.append(p)
            before = now if p.key not in ("ptx", "sass") else before
        return tuple(out)

    @property
    def differ(self) -> bool:
        return self.divergence is not None or self.stats.differ


def compare_report(a: Bundle, b: Bundle) -> CompareReport:
    return CompareReport(
        a,
        b,
        stats_delta(bundle_stats(a), bundle_stats(b)),
        first_divergence(a, b),
        tuple(_pass_deltas(a, b)),
    )


def _pass_deltas(a: Bundle, b: Bundle) -> list[PassDelta]:
    b_keys = {p.key for p in b.passes}
    out = []
    texts = compared_texts_or_none(a, b, "mlir", "input")
    if texts is not None:
        out.append(delta("input", "input", "mlir", *texts))
    for p in a.passes:
        if p.key not in b_keys or p.ir_member is None:
            continue
        texts = compared_texts_or_none(a, b, "mlir", p.key)
        if texts is not None:
            out.append(delta(p.key, p.phase, "mlir", *texts))
    for kind in ("ptx", "sass"):
        texts = compared_texts_or_none(a, b, kind)
        if texts is not None:
            out.append(delta(kind, kind, kind, *texts))
    return out


def compared_texts_or_none(a: Bundle, b: Bundle, kind: str, pass_ref: str | None = None) -> tuple[str, str] | None:
    """Both texts, normalized with the kernels' names paired; None when either is missing."""
    try:
        return stage_pair(a, b, kind, pass_ref)
    except StageUnavailable:
        return None


def delta(key: str, phase: str, kind: str, left: str, right: str) -> PassDelta:
    """Counted as every view counts (analysis.comparison): lines that differ only in renumbered
    SSA values or registers are the same line."""
    d = text_diff(left, right, kind, True, context=0)
    return PassDelta(key, phase, d.added, d.removed)
