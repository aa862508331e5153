"""The numbers in the pass list: lines added/removed and op-count change per pass, or per pass
between two bundles in compare mode. Plain functions over bundles, run in a worker after load.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from irscope.bundle import Bundle, PassRecord


@lru_cache(maxsize=256)
def count_ops(text: str) -> int:
    """Op lines of one text (irscope.analysis.mlir_ops), cached: a pass's "after" is the next one's "before"."""
    from irscope.analysis import mlir_ops

    return mlir_ops.count_ops(text)


@dataclass(frozen=True)
class PassMetrics:
    added: int
    removed: int
    ops_delta: int


@dataclass(frozen=True)
class CompareMetrics:
    state: str  # "same" | "differs" | "absent" (not in B's pipeline) | "no-ir"
    added: int = 0
    removed: int = 0
    ops_delta: int = 0


def pass_metrics(b: Bundle, normalize: bool = True) -> dict[str, PassMetrics]:
    """key -> metrics of the diff each pass made. A group's diff is counted once, on its last pass
    (the others of the group are absent, as are passes without IR): repeating it on every member
    would read as if each of them had made it."""
    from irscope.analysis import diff
    from irscope.analysis.texts import Missing, pass_before_after

    out: dict[str, PassMetrics] = {}
    for p in b.passes:
        if p.changed is False:
            out[p.key] = PassMetrics(0, 0, 0)
            continue
        pair = pass_before_after(b, p, normalize)
        if isinstance(pair, Missing) or pair[2].last.key != p.key:
            continue
        before, after, _ = pair
        d = diff.diff_texts(before, after, context=0, kind="mlir" if normalize else None) if before != after else None
        if d is None or not d.changed:  # identical, or differs only by renumbering
            out[p.key] = PassMetrics(0, 0, 0)
            continue
        out[p.key] = PassMetrics(d.added, d.removed, count_ops(after) - count_ops(before))
    return out


def compare_metrics(a: Bundle, b: Bundle, normalize: bool = True) -> dict[str, CompareMetrics]:
    """key -> how the IR after that pass differs between bundle A and bundle B, counted as every
    view counts it (irscope.analysis.comparison)."""
    from irscope.analysis import comparison
    from irscope.analysis.texts import Missing

    b_keys = {q.key for q in b.passes}
    out: dict[str, CompareMetrics] = {}
    for p in a.passes:
        if p.key not in b_keys:
            out[p.key] = CompareMetrics("absent")
            continue
        pair = comparison.view_pair(a, b, "mlir", p.key, normalize)
        if isinstance(pair, Missing):
            out[p.key] = CompareMetrics("no-ir")
            continue
        left, right = pair
        d = comparison.text_diff(left, right, "mlir", normalize, context=0)
        if not d.changed:  # the same, or differs only by renaming
            out[p.key] = CompareMetrics("same")
            continue
        out[p.key] = CompareMetrics("differs", d.added, d.removed, count_ops(right) - count_ops(left))
    return out


@dataclass(frozen=True)
class PassRow:
    """Everything the pass list shows about one pass."""

    record: PassRecord
    landmarks: tuple[str, ...]
    metrics: PassMetrics | None = None
    compare: CompareMetrics | None = None
    divergence: bool = False  # the first pass where A and B diverge

    @property
    def key(self) -> str:
        return self.record.key

    @property
    def interesting(self) -> bool:
        """Kept when hiding unchanged passes: changed, or observed only in a group (may have)."""
        if self.compare is not None:
            return self.compare.state != "same"
        if self.record.observed == "none":  # ran on no operation: cannot have changed anything
            return False
        return self.record.changed is not False


def pass_rows(
    a: Bundle,
    metrics: dict[str, PassMetrics] | None = None,
    compare: dict[str, CompareMetrics] | None = None,
    divergence_key: str | None = None,
) -> list[PassRow]:
    marks: dict[str, list[str]] = {}
    for m in a.landmarks:
        if m.pass_key:
            marks.setdefault(m.pass_key, []).append(m.name)
    return [
        PassRow(
            record=p,
            landmarks=tuple(marks.get(p.key, ())),
            metrics=(metrics or {}).get(p.key),
            compare=(compare or {}).get(p.key),
            divergence=p.key == divergence_key,
        )
        for p in a.passes
    ]
