"""Assertions on a kernel's counts, written as one line: `HGMMA >= 8`, `registers <= 168`.

`METRIC OP NUMBER`, OP one of `== != <= >= < >`, NUMBER an integer, a decimal or a percentage
(`90%` is 0.9). METRIC is one of:

| metric | value |
|---|---|
| `FAMILY`, `FAMILY.KEY` | SASS instructions of a family (`HGMMA`), or of one key (`LDG.128`, `HGMMA.64x256x16`, `UTMALDG.2D.MC`) |
| `mainloop.FAMILY[.KEY]`, `mainloop.instructions`, `mainloop.spills` | the same, in one iteration of the main loop |
| `mbarrier[.KIND]`, `named_barrier[.KIND]`, `fence[.KIND]`, `elect`, `setmaxnreg[.KIND]` | SASS synchronization by kind (`mbarrier.try_wait`, `named_barrier.sync.1`) |
| `ptx:OP` | PTX instructions of an op (`ptx:wgmma.mma_async`, `ptx:ld.global`) |
| `registers`, `spill_bytes`, `spill_store_bytes`, `spill_load_bytes`, `stack_frame_bytes` | per thread |
| `shared_bytes`, `static_shared_bytes`, `dynamic_shared_bytes` | per CTA |
| `ctas_per_sm` (also `occupancy`), `warps_per_sm` | static occupancy |
| `vectorized_global_fraction` | share of global bytes in >=128-bit accesses |
| `share(FAMILY,BITS)` | share of a family's bytes in accesses of at least BITS bits (`share(LDG,128) >= 90%`) |

An assertion applies to every kernel (entry) function of the bundle. A metric irscope cannot
know for a kernel (no SASS, an unknown occupancy) fails the assertion with that reason: a check
that cannot be made is not a pass.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from dataclasses import dataclass

from irscope.analysis.normalize import collapse_long_names
from irscope.analysis.sass_stats import SassFunctionStats
from irscope.analysis.stats import BundleStats, KernelStats
from irscope.analysis.sync_kinds import CATEGORIES
from irscope.errors import IrscopeError

_OPS: dict[str, Callable[[float, float], bool]] = {
    "==": operator.eq,
    "!=": operator.ne,
    "<=": operator.le,
    ">=": operator.ge,
    "<": operator.lt,
    ">": operator.gt,
}
_ASSERTION = re.compile(r"^\s*(?P<metric>\S+?)\s*(?P<op>==|!=|<=|>=|<|>)\s*(?P<value>-?\d+(?:\.\d+)?)(?P<pct>%?)\s*$")
_SHARE = re.compile(r"^share\((?P<family>[A-Z][A-Z0-9_]*),\s*(?P<bits>\d+)\)$")
_SCALARS = (
    "registers",
    "spill_bytes",
    "spill_store_bytes",
    "spill_load_bytes",
    "shared_bytes",
    "static_shared_bytes",
    "dynamic_shared_bytes",
    "vectorized_global_fraction",
)


class AssertionSyntaxError(IrscopeError):
    """A count assertion that does not parse, or names no metric irscope has."""


@dataclass(frozen=True)
class CountAssertion:
    text: str
    metric: str
    op: str
    value: float

    def holds(self, actual: float) -> bool:
        return _OPS[self.op](actual, self.value)


@dataclass(frozen=True)
class AssertionFailure:
    label: str  # KERNEL:CASE@ARCH
    function: str
    assertion: CountAssertion
    actual: float | None
    why: str = ""  # when the value is not known
    present: str = ""  # what the kernel has instead: "LDG.64 x1", "no LDG"

    def line(self) -> str:
        """One readable line: 'hopper_gemm:...@sm_90a kernel~: HGMMA >= 16 failed: HGMMA is 8
        (HGMMA.64x128x16 x8)'."""
        got = self.why or f"{self.assertion.metric} is {_show(self.actual)}"
        there = f" ({self.present})" if self.present else ""
        return f"{self.label} {collapse_long_names(self.function)}: {self.assertion.text} failed: {got}{there}"


def parse_assertion(text: str) -> CountAssertion:
    m = _ASSERTION.match(text)
    if m is None:
        raise AssertionSyntaxError(f"count assertion {text.strip()!r}: expected METRIC OP NUMBER, e.g. 'HGMMA >= 8'")
    metric = m["metric"]
    if not _known_metric(metric):
        raise AssertionSyntaxError(
            f"count assertion {text.strip()!r}: unknown metric {metric!r} "
            "(a SASS family such as LDG or HGMMA.64x256x16, registers, spill_bytes, ctas_per_sm, ... see docs/stats.md)"
        )
    value = float(m["value"]) / (100 if m["pct"] else 1)
    return CountAssertion(" ".join(text.split()), metric, m["op"], value)


def check_assertions(stats: BundleStats, assertions: list[CountAssertion]) -> list[AssertionFailure]:
    """Every (kernel function, assertion) that does not hold."""
    kernels = [f for f in stats.functions if f.kind == "entry"] or list(stats.functions)
    failures = []
    for a in assertions:
        if not kernels:
            failures.append(AssertionFailure(stats.label, "(no kernel functions)", a, None, "no kernel in this bundle"))
        for fn in kernels:
            actual, why = metric_value(fn, a.metric)
            if actual is None:
                failures.append(AssertionFailure(stats.label, fn.name, a, None, why, what_is_there(fn, a.metric)))
            elif not a.holds(actual):
                failures.append(AssertionFailure(stats.label, fn.name, a, actual, "", what_is_there(fn, a.metric)))
    return failures


def what_is_there(fn: KernelStats, metric: str, limit: int = 6) -> str:
    """For a metric counting instructions of a family (or a synchronization category), what the
    kernel has of that family, by key: `LDG.64 x1`, `no LDG`; "" for other metrics."""
    share = _SHARE.match(metric)
    name = share["family"] if share else metric.removeprefix("mainloop.")
    family = name.split(".")[0]
    if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", family) or fn.sass is None:
        return ""
    in_loop = metric.startswith("mainloop.")
    by_key = _present(fn, fn.sass, family, in_loop=in_loop)
    if by_key is None:
        return ""
    if not by_key:
        return f"no {family}" + (" in the main loop" if in_loop else "")
    shown = [f"{family}.{k} x{n}" if k != "-" else f"{family} x{n}" for k, n in sorted(by_key.items(), key=_by_key)]
    return ", ".join(shown[:limit]) + (f", ... ({len(shown) - limit} more)" if len(shown) > limit else "")


def _present(fn: KernelStats, sass: SassFunctionStats, family: str, *, in_loop: bool) -> dict[str, int] | None:
    """What the kernel (or its main loop) has of a synchronization category or a SASS family, by
    key; None where that is not a question (a main loop it lacks, a name that is neither)."""
    if family in CATEGORIES and not in_loop:
        return sass.sync.get(family, {})
    if not family.isupper():
        return None
    if not in_loop:
        return sass.counts.get(family, {})
    return fn.main_loop.stats.counts.get(family, {}) if fn.main_loop is not None else None


def _by_key(item: tuple[str, int]) -> tuple[int, int, str]:
    key = item[0]
    return (0, int(key), "") if key.isdigit() else (1, 0, key)


def metric_value(fn: KernelStats, metric: str) -> tuple[float | None, str]:
    """(value, "") or (None, why it is not known)."""
    if metric.startswith("mainloop."):
        return _main_loop_value(fn, metric[len("mainloop.") :])
    if metric.startswith("ptx:"):
        return _ptx_value(fn, metric[4:])
    named = _NAMED_METRICS.get(metric)
    if named is not None:
        return named(fn, metric)
    if fn.sass is None:
        return None, "no SASS for this kernel"
    return _sass_value(fn.sass, metric)


def _main_loop_value(fn: KernelStats, rest: str) -> tuple[float | None, str]:
    loop = fn.main_loop
    if loop is None:
        return None, "no main loop in this kernel's SASS"
    if rest == "instructions":
        return loop.instructions, ""
    if rest == "spills":
        return loop.spills, ""
    return _family_count(loop.stats.counts, rest), ""


def _ptx_value(fn: KernelStats, op: str) -> tuple[float | None, str]:
    if fn.ptx is None:
        return None, "no PTX for this kernel"
    return fn.ptx.count(op), ""


def _occupancy_value(fn: KernelStats, metric: str) -> tuple[float | None, str]:
    occ = fn.occupancy
    if occ is None or occ.ctas_per_sm is None:
        return None, f"occupancy unknown: {occ.unknown if occ else 'not a kernel'}"
    return (occ.warps_per_sm if metric == "warps_per_sm" else occ.ctas_per_sm), ""


def _stack_frame_value(fn: KernelStats, metric: str) -> tuple[float | None, str]:
    value = fn.sass.stack_frame_bytes if fn.sass else None
    return (value, "") if value is not None else (None, "no SASS for this kernel")


def _scalar_value(fn: KernelStats, metric: str) -> tuple[float | None, str]:
    value = getattr(fn, metric)
    if value is None:
        return None, f"{metric} unknown for this kernel" + ("" if fn.sass else " (no SASS)")
    return value, ""


#: The metrics named in full (the others: a prefix, a share, a category or a SASS family).
_NAMED_METRICS: dict[str, Callable[[KernelStats, str], tuple[float | None, str]]] = {
    "ctas_per_sm": _occupancy_value,
    "occupancy": _occupancy_value,
    "warps_per_sm": _occupancy_value,
    "stack_frame_bytes": _stack_frame_value,
    **dict.fromkeys(_SCALARS, _scalar_value),
}


def _sass_value(sass: SassFunctionStats, metric: str) -> tuple[float | None, str]:
    """A share of a family's accesses, a synchronization category (or one kind of it), or a
    SASS family (or one key of it)."""
    share = _SHARE.match(metric)
    if share:
        return _share(sass.counts.get(share["family"], {}), int(share["bits"]))
    category = metric.split(".")[0]
    if category in CATEGORIES:
        kinds = sass.sync.get(category, {})
        kind = metric[len(category) + 1 :]
        return (kinds.get(kind, 0) if kind else sum(kinds.values())), ""
    return _family_count(sass.counts, metric), ""


def _family_count(counts: dict[str, dict[str, int]], metric: str) -> int:
    family, _, key = metric.partition(".")
    by_key = counts.get(family, {})
    return by_key.get(key, 0) if key else sum(by_key.values())


def _share(by_key: dict[str, int], bits: int) -> tuple[float | None, str]:
    total = sum(int(k) * n for k, n in by_key.items() if k.isdigit())
    if not total:
        return None, "no such accesses (the share of nothing is not a number)"
    return sum(int(k) * n for k, n in by_key.items() if k.isdigit() and int(k) >= bits) / total, ""


def _known_metric(metric: str) -> bool:
    if metric in (*_SCALARS, "stack_frame_bytes", "ctas_per_sm", "occupancy", "warps_per_sm"):
        return True
    if metric.startswith("ptx:") and len(metric) > 4:
        return True
    if _SHARE.match(metric) or metric.split(".")[0] in CATEGORIES:
        return True
    rest = metric.removeprefix("mainloop.")
    if metric.startswith("mainloop.") and rest in ("instructions", "spills"):
        return True
    return bool(re.fullmatch(r"[A-Z][A-Z0-9_]*(?:\.[\w.]+)?", rest))


def _show(v: float | None) -> str:
    if v is None:
        return "?"
    if isinstance(v, float) and not v.is_integer():
        return f"{100 * v:.1f}%" if 0 <= v <= 1 else f"{v:g}"
    return str(int(v))
