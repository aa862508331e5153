"""Two stores' captures of the same cases side by side: `irscope report STORE_A STORE_B`.

What a pull request that moves a project to another DSL release (or another irscope, another
machine) needs: every kernel case captured in both stores paired by kernel:case@arch, and for
each its statistics delta (`stats_delta`: registers, spills, instruction families and widths,
tensor-core MMAs, synchronization, occupancy, the main loop), how far its PTX and SASS moved
(normalized, kernel names paired), and how each store observed its pipeline. Cases in one
store only are listed. Pass-by-pass differences are left to `irscope report A B` on one case:
across releases the pipelines differ in their passes, and the code is what a reviewer judges.

Views render it (views/report_markdown.py); nothing here prints.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from irscope.analysis.compare_report import PassDelta, compared_texts_or_none, delta
from irscope.analysis.stats import bundle_stats
from irscope.analysis.stats_delta import StatsDelta, stats_delta
from irscope.bundle import Bundle


@dataclass(frozen=True)
class CasePair:
    """One kernel case in both stores."""

    label: str  # kernel:case@arch
    a: Bundle
    b: Bundle
    stats: StatsDelta | None  # None: a capture failed
    code: tuple[PassDelta, ...]  # ptx, sass: how far B's code is from A's

    @property
    def same_code(self) -> bool:
        return all(d.same for d in self.code) and len(self.code) == 2

    @property
    def differ(self) -> bool:
        return self.a.ok != self.b.ok or not self.same_code or (self.stats is not None and self.stats.differ)


@dataclass(frozen=True)
class StoresReport:
    a_store: str
    b_store: str
    pairs: tuple[CasePair, ...]
    only_in_a: tuple[str, ...]  # kernel:case@arch
    only_in_b: tuple[str, ...]

    @property
    def releases(self) -> tuple[str, str]:
        """The DSL releases of A's and B's captures ("4.5.3", or "4.5.3, 4.6.3" where they mix)."""
        return _releases(p.a for p in self.pairs), _releases(p.b for p in self.pairs)

    @property
    def differ(self) -> bool:
        return bool(self.only_in_a or self.only_in_b or any(p.differ for p in self.pairs))


def stores_report(a_store: str, a: list[Bundle], b_store: str, b: list[Bundle]) -> StoresReport:
    """`a`, `b`: the newest capture of each case in each store."""
    by_label = {x.label: x for x in b}
    pairs = tuple(_pair(x, by_label[x.label]) for x in sorted(a, key=lambda x: x.label) if x.label in by_label)
    in_a = {x.label for x in a}
    return StoresReport(
        a_store,
        b_store,
        pairs,
        tuple(sorted(in_a - set(by_label))),
        tuple(sorted(set(by_label) - in_a)),
    )


def _pair(a: Bundle, b: Bundle) -> CasePair:
    if not (a.ok and b.ok):
        return CasePair(a.label, a, b, None, ())
    code = []
    for kind in ("ptx", "sass"):
        texts = compared_texts_or_none(a, b, kind)
        if texts is not None:
            code.append(delta(kind, kind, kind, *texts))
    return CasePair(a.label, a, b, stats_delta(bundle_stats(a), bundle_stats(b)), tuple(code))


def _releases(bundles: Iterable[Bundle]) -> str:
    return ", ".join(sorted({x.dsl_version for x in bundles}))
