"""Two captures' statistics side by side: A, B and the change, per kernel function.

`stats_delta(a, b)` pairs the kernel functions of two bundles (by name; the entry functions in
order where names differ, as two versions of a kernel do) and lists, for each pair, the rows a
reviewer reads: SASS instructions by family and key (`LDG.128`, `HGMMA.64x256x16`,
`UTMALDG.2D.MC`), synchronization by kind, registers, spills, shared memory, the 128-bit share
of global bytes, occupancy, and the main loop's mix per iteration. Constant-bank loads (LDC,
ULDC), which every kernel has, are left out. Pure: it never prints (views/stats_delta_table.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from irscope.analysis.sass_families import FAMILIES, listed
from irscope.analysis.stats import BundleStats, KernelStats

Value = int | float | str | None

SCHEMA_NAME = "irscope-stats-delta"
SCHEMA_VERSION = 1


@dataclass(frozen=True)
class DeltaRow:
    section: str  # SASS | sync | resources | occupancy | main loop
    what: str  # LDG.128, registers, ctas_per_sm, ...
    a: Value
    b: Value

    @property
    def changed(self) -> bool:
        return self.a != self.b

    @property
    def delta(self) -> str:
        """'+7', '-1', '-87 pt' for fractions, 'changed' for words; '' when equal."""
        if not self.changed:
            return ""
        if isinstance(self.a, float) or isinstance(self.b, float):
            if self.a is None or self.b is None:
                return "changed"
            return f"{100 * (float(self.b) - float(self.a)):+.0f} pt"
        if isinstance(self.a, int) and isinstance(self.b, int):
            return f"{self.b - self.a:+d}"
        return "changed"

    def to_json(self) -> dict[str, Any]:
        return {"section": self.section, "what": self.what, "a": self.a, "b": self.b, "delta": self.delta}


@dataclass(frozen=True)
class FunctionDelta:
    a: str  # function names
    b: str
    rows: tuple[DeltaRow, ...]

    @property
    def changed(self) -> tuple[DeltaRow, ...]:
        return tuple(r for r in self.rows if r.changed)

    def to_json(self) -> dict[str, Any]:
        return {"a": self.a, "b": self.b, "rows": [r.to_json() for r in self.rows]}


@dataclass(frozen=True)
class StatsDelta:
    a: BundleStats
    b: BundleStats
    functions: tuple[FunctionDelta, ...]
    only_in_a: tuple[str, ...]
    only_in_b: tuple[str, ...]

    @property
    def differ(self) -> bool:
        return bool(self.only_in_a or self.only_in_b or any(f.changed for f in self.functions))

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA_NAME,
            "schema_version": SCHEMA_VERSION,
            "a": {"label": self.a.label, "bundle": str(self.a.path)},
            "b": {"label": self.b.label, "bundle": str(self.b.path)},
            "differ": self.differ,
            "functions": [f.to_json() for f in self.functions],
            "only_in_a": list(self.only_in_a),
            "only_in_b": list(self.only_in_b),
        }


def stats_delta(a: BundleStats, b: BundleStats) -> StatsDelta:
    pairs, only_a, only_b = pair_functions(a.functions, b.functions)
    return StatsDelta(
        a,
        b,
        tuple(FunctionDelta(fa.name, fb.name, function_rows(fa, fb)) for fa, fb in pairs),
        tuple(f.name for f in only_a),
        tuple(f.name for f in only_b),
    )


def pair_functions(
    a: tuple[KernelStats, ...], b: tuple[KernelStats, ...]
) -> tuple[list[tuple[KernelStats, KernelStats]], list[KernelStats], list[KernelStats]]:
    """Same names first; then the remaining entry functions in order, when both sides have as
    many (two versions of a kernel have different mangled names)."""
    by_name = {f.name: f for f in b}
    pairs = [(f, by_name[f.name]) for f in a if f.name in by_name]
    paired = {f.name for f, _ in pairs}
    rest_a = [f for f in a if f.name not in paired]
    rest_b = [f for f in b if f.name not in paired]
    entries_a = [f for f in rest_a if f.kind == "entry"]
    entries_b = [f for f in rest_b if f.kind == "entry"]
    if entries_a and len(entries_a) == len(entries_b):
        pairs += list(zip(entries_a, entries_b, strict=True))
        rest_a = [f for f in rest_a if f.kind != "entry"]
        rest_b = [f for f in rest_b if f.kind != "entry"]
    return pairs, rest_a, rest_b


def function_rows(a: KernelStats, b: KernelStats) -> tuple[DeltaRow, ...]:
    rows = [*_sass_rows(a, b), *_sync_rows(a, b), *_resource_rows(a, b), *_occupancy_rows(a, b), *_loop_rows(a, b)]
    return tuple(rows)


def _sass_rows(a: KernelStats, b: KernelStats) -> list[DeltaRow]:
    ca = a.sass.counts if a.sass else {}
    cb = b.sass.counts if b.sass else {}
    order = {name: i for i, name in enumerate(FAMILIES)}
    rows = []
    for family in sorted(set(ca) | set(cb), key=lambda f: (order.get(f, len(order)), f)):
        if not listed(family):
            continue
        keys = set(ca.get(family, {})) | set(cb.get(family, {}))
        for key in sorted(keys, key=_key_order):
            what = family if key == "-" else f"{family}.{key}"
            rows.append(DeltaRow("SASS", what, ca.get(family, {}).get(key, 0), cb.get(family, {}).get(key, 0)))
    return rows


def _sync_rows(a: KernelStats, b: KernelStats) -> list[DeltaRow]:
    sa = a.sass.sync if a.sass else {}
    sb = b.sass.sync if b.sass else {}
    rows = []
    for category in sorted(set(sa) | set(sb)):
        for kind in sorted(set(sa.get(category, {})) | set(sb.get(category, {}))):
            what = category if kind == "-" else f"{category} {kind}"
            rows.append(DeltaRow("sync", what, sa.get(category, {}).get(kind, 0), sb.get(category, {}).get(kind, 0)))
    return rows


def _resource_rows(a: KernelStats, b: KernelStats) -> list[DeltaRow]:
    def pick(k: KernelStats) -> dict[str, Value]:
        return {
            "registers": k.registers,
            "spill stores (B)": k.spill_store_bytes,
            "spill loads (B)": k.spill_load_bytes,
            "stack frame (B)": k.sass.stack_frame_bytes if k.sass else None,
            "shared static (B)": k.static_shared_bytes,
            "shared dynamic (B)": k.dynamic_shared_bytes,
            "global bytes in >=128-bit": k.vectorized_global_fraction,
        }

    pa, pb = pick(a), pick(b)
    return [DeltaRow("resources", what, pa[what], pb[what]) for what in pa]


def _occupancy_rows(a: KernelStats, b: KernelStats) -> list[DeltaRow]:
    oa, ob = a.occupancy, b.occupancy
    if oa is None and ob is None:
        return []

    def pick(o: Any) -> dict[str, Value]:
        if o is None:
            return {"threads": None, "CTAs/SM": None, "warps/SM": None, "limited by": None}
        limited = ", ".join(o.limited_by) if o.ctas_per_sm is not None else "unknown"
        return {"threads": o.threads, "CTAs/SM": o.ctas_per_sm, "warps/SM": o.warps_per_sm, "limited by": limited}

    pa, pb = pick(oa), pick(ob)
    return [DeltaRow("occupancy", what, pa[what], pb[what]) for what in pa]


def _loop_rows(a: KernelStats, b: KernelStats) -> list[DeltaRow]:
    la, lb = a.main_loop, b.main_loop
    if la is None and lb is None:
        return []
    mix_a = dict(la.mix()) if la else {}
    mix_b = dict(lb.mix()) if lb else {}
    rows = [DeltaRow("main loop", "instructions", la.instructions if la else None, lb.instructions if lb else None)]
    for what in dict.fromkeys([*mix_a, *mix_b]):
        if what.split(".")[0] in ("LDL", "STL"):
            continue
        rows.append(DeltaRow("main loop", what, mix_a.get(what, 0), mix_b.get(what, 0)))
    rows.append(DeltaRow("main loop", "spills", la.spills if la else None, lb.spills if lb else None))
    return rows


def _key_order(key: str) -> tuple[int, int, str]:
    return (0, int(key), "") if key.isdigit() else (1, 0, key)
