"""Per-kernel-function statistics of a bundle: SASS and PTX memory instructions side by side.

`bundle_stats(b)` joins the SASS and PTX views of each function by name, adds the dynamic
shared memory the host code launches it with (from the MLIR), and flags where PTX and SASS
disagree on memory accesses (e.g. PTX has 128-bit ld.global.v4 but SASS split them into 32-bit
LDGs). `BundleStats.to_json()` produces the documented schema (docs/stats.md,
irscope/schema/stats.schema.json).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from irscope.analysis.launch_config import LaunchConfig, launch_configs
from irscope.analysis.occupancy import Occupancy, occupancy
from irscope.analysis.ptx_stats import REQUIRED_OPS, PtxFunctionStats, ptx_function_stats
from irscope.analysis.sass_families import FAMILIES, REQUIRED_FAMILIES
from irscope.analysis.sass_loops import Loop, main_loop, sass_flow
from irscope.analysis.sass_stats import SassFunctionStats, sass_function_stats
from irscope.analysis.warp_roles import RegisterBudget, register_budget
from irscope.bundle import Bundle
from irscope.capture_error import CaptureError

SCHEMA_NAME = "irscope-stats"
SCHEMA_VERSION = 1


@dataclass(frozen=True)
class Mirror:
    """PTX ops and the SASS families they become; compared on per-thread access widths."""

    ptx_ops: tuple[str, ...]
    sass_families: tuple[str, ...]
    by: str = "width"  # "width": compare histograms of bits; "count": compare totals (tiles)


MIRRORS = (
    Mirror(("ld.global",), ("LDG",)),
    Mirror(("st.global",), ("STG",)),
    Mirror(("ld.shared",), ("LDS",)),
    Mirror(("st.shared",), ("STS", "STAS")),  # st.async (a peer CTA's shared memory) counts as st.shared
    # A peer CTA's shared memory by ld/st.shared::cluster becomes generic LD.E / ST.E (sm_90a,
    # sm_100a), beside the generic loads and stores that stayed generic.
    Mirror(("ld.generic", "ld.shared::cluster"), ("LD",)),
    Mirror(("st.generic", "st.shared::cluster"), ("ST",)),
    Mirror(("cp.async",), ("LDGSTS",)),
    Mirror(("ldmatrix",), ("LDSM",)),
    Mirror(("stmatrix",), ("STSM",)),
    Mirror(("atom.global", "red.global", "atom.generic", "red.generic"), ("ATOM", "ATOMG", "RED", "REDG")),
    Mirror(("atom.shared", "red.shared"), ("ATOMS",)),
    Mirror(("cp.async.bulk.tensor.load",), ("UTMALDG",), by="count"),
    Mirror(("cp.async.bulk.tensor.store",), ("UTMASTG",), by="count"),
    Mirror(("cp.async.bulk.tensor.reduce",), ("UTMAREDG",), by="count"),
    # bulk copies, reductions and prefetches (cp.async.bulk.prefetch.tensor too: UTMAPF)
    Mirror(("cp.async.bulk",), ("UBLKCP", "UBLKRED", "UBLKPF", "UTMAPF"), by="count"),
    Mirror(("mma.sync",), ("HMMA", "IMMA", "DMMA"), by="count"),
    Mirror(("wgmma.mma_async",), ("HGMMA", "IGMMA", "QGMMA", "BGMMA"), by="count"),
    Mirror(("tcgen05.mma",), ("UTCHMMA", "UTCQMMA", "UTCIMMA", "UTCOMMA", "UTCMMA"), by="count"),
    Mirror(("tcgen05.ld",), ("LDTM",), by="count"),
    Mirror(("tcgen05.st",), ("STTM",), by="count"),
)


@dataclass(frozen=True)
class Disagreement:
    ptx_ops: tuple[str, ...]
    sass_families: tuple[str, ...]
    ptx: dict[str, int]  # bits (or "all") -> instructions
    sass: dict[str, int]
    kind: str  # "split" | "merged" | "count"
    message: str

    def to_json(self) -> dict[str, Any]:
        return {
            "ptx_ops": list(self.ptx_ops),
            "sass_families": list(self.sass_families),
            "ptx": self.ptx,
            "sass": self.sass,
            "kind": self.kind,
            "message": self.message,
        }


@dataclass(frozen=True)
class KernelStats:
    """One kernel (or device) function: what its SASS and PTX do with memory."""

    name: str
    kind: str
    sass: SassFunctionStats | None
    ptx: PtxFunctionStats | None
    dynamic_shared_bytes: int | None
    disagreements: tuple[Disagreement, ...]
    launch: LaunchConfig | None = None
    occupancy: Occupancy | None = None
    loops: tuple[Loop, ...] = ()  # every loop of its SASS, wait loops included (sass_loops.py)
    budget: RegisterBudget | None = None  # registers per role after setmaxnreg (warp_roles.py)

    @property
    def main_loop(self) -> Loop | None:
        return main_loop(self.loops)

    @property
    def innermost_loops(self) -> tuple[Loop, ...]:
        return tuple(loop for loop in self.loops if loop.innermost)

    @property
    def tma_copies(self) -> dict[str, int]:
        """TMA and bulk copies of global memory by family (UTMALDG, UTMASTG, UTMAREDG, UBLKCP,
        UBLKRED): tiles whose bytes the tensor map says, not the SASS."""
        counts = self.sass.counts if self.sass else {}
        return {
            family: n
            for family in counts
            if family in FAMILIES and FAMILIES[family].space == "tma" and FAMILIES[family].direction == "copy"
            if (n := sum(counts[family].values()))
        }

    @property
    def registers(self) -> int | None:
        return self.sass.registers if self.sass else None

    @property
    def local_array_store_bytes(self) -> int:
        """Bytes per thread the PTX itself stores to local memory (`st.local`: a local array, or
        an object the code keeps on the stack), which ptxas does not count as spills."""
        return _bytes(self.ptx.widths.get("st.local", {})) if self.ptx else 0

    @property
    def local_array_load_bytes(self) -> int:
        """Bytes per thread the PTX itself loads from local memory (`ld.local`)."""
        return _bytes(self.ptx.widths.get("ld.local", {})) if self.ptx else 0

    @property
    def spill_store_bytes(self) -> int | None:
        """STL bytes per thread beyond the PTX's own local stores: what ptxas added (spills)."""
        return max(0, self.sass.spill_store_bytes - self.local_array_store_bytes) if self.sass else None

    @property
    def spill_load_bytes(self) -> int | None:
        """LDL bytes per thread beyond the PTX's own local loads."""
        return max(0, self.sass.spill_load_bytes - self.local_array_load_bytes) if self.sass else None

    @property
    def spill_bytes(self) -> int | None:
        """Bytes per thread of spill stores and loads: the SASS's local-memory traffic (STL + LDL)
        beyond what the PTX itself stores to and loads from local memory (docs/stats.md)."""
        stores, loads = self.spill_store_bytes, self.spill_load_bytes
        return None if stores is None or loads is None else stores + loads

    @property
    def static_shared_bytes(self) -> int | None:
        return self.sass.static_shared_bytes if self.sass else None

    @property
    def shared_bytes(self) -> int | None:
        """Static shared memory plus the dynamic amount it is launched with, where known."""
        parts = [p for p in (self.static_shared_bytes, self.dynamic_shared_bytes) if p is not None]
        return sum(parts) if parts else None

    @property
    def vectorized_global_fraction(self) -> float | None:
        return self.sass.vectorized_global_fraction if self.sass else None

    def to_json(self) -> dict[str, Any]:
        sass, ptx = self.sass, self.ptx
        return {
            "name": self.name,
            "kind": self.kind,
            "sass": _families_json(sass.counts if sass else {}),
            "sass_predicated": _families_json(sass.predicated if sass else {}, required=False),
            "sass_other": dict(sorted(sass.other.items())) if sass else {},
            "sass_dead": sass.dead if sass else 0,
            "ptx": _ops_json(ptx.ops if ptx else {}),
            "ptx_widths": _ops_json(ptx.widths if ptx else {}),
            "ptx_other": dict(sorted(ptx.other.items())) if ptx else {},
            "registers": self.registers,
            "spill_bytes": self.spill_bytes,
            "spill_store_bytes": self.spill_store_bytes,
            "spill_load_bytes": self.spill_load_bytes,
            "stack_frame_bytes": sass.stack_frame_bytes if sass else None,
            "static_shared_bytes": self.static_shared_bytes,
            "dynamic_shared_bytes": self.dynamic_shared_bytes,
            "shared_bytes": self.shared_bytes,
            "global_bytes": sass.global_bytes if sass else None,
            "vectorized_global_fraction": self.vectorized_global_fraction,
            "disagreements": [d.to_json() for d in self.disagreements],
            "sass_sync": _sync_json(sass.sync if sass else {}),
            "ptx_sync": _sync_json(ptx.sync if ptx else {}),
            "occupancy": self.occupancy.to_json() if self.occupancy else None,
            "loops": [loop.to_json() for loop in self.innermost_loops],
            **({"register_budget": self.budget.to_json()} if self.budget else {}),
            "wait_loops": sum(1 for loop in self.loops if loop.wait),
        }


@dataclass(frozen=True)
class BundleStats:
    path: Path
    label: str
    kernel: str
    case: str
    arch: str
    dsl_version: str
    ok: bool
    has_sass: bool
    has_ptx: bool
    functions: tuple[KernelStats, ...]
    device_code: bool = True  # False: the function launches no kernel; there is nothing to count
    failure: CaptureError | None = None  # why the capture failed (its counts are what it left)

    def function(self, name_part: str) -> KernelStats:
        """The one function whose name contains `name_part` (kernel names are long and mangled)."""
        found = [f for f in self.functions if name_part in f.name]
        if len(found) != 1:
            raise KeyError(f"{len(found)} functions match {name_part!r} in {self.label}")
        return found[0]

    def to_json(self) -> dict[str, Any]:
        # device_code only where there is none: the stats snapshots of every kernel stay as they were
        return {
            **({} if self.device_code else {"device_code": False}),
            "bundle": str(self.path),
            "label": self.label,
            "kernel": self.kernel,
            "case": self.case,
            "arch": self.arch,
            "dsl_version": self.dsl_version,
            "ok": self.ok,
            "has_sass": self.has_sass,
            "has_ptx": self.has_ptx,
            "functions": [f.to_json() for f in self.functions],
        }


def stats_document(stats: list[BundleStats] | tuple[BundleStats, ...]) -> dict[str, Any]:
    """The top-level JSON document `irscope stats --json` prints."""
    return {"schema": SCHEMA_NAME, "schema_version": SCHEMA_VERSION, "bundles": [s.to_json() for s in stats]}


def bundle_stats(b: Bundle) -> BundleStats:
    sass_text, ptx_text = b.sass(), b.ptx()
    sass = {s.name: s for s in sass_function_stats(sass_text)} if sass_text else {}
    flows = sass_flow(sass_text) if sass_text else {}
    ptx = {p.name: p for p in ptx_function_stats(ptx_text)} if ptx_text else {}
    launches = launch_configs(b)
    names = list(sass) + [n for n in ptx if n not in sass]
    functions = []
    for name in names:
        s, p = sass.get(name), ptx.get(name)
        kind = s.kind if s else (p.kind if p else "function")
        found = compare_ptx_sass(p, s) if s and p else ()
        launch = launches.get(name)
        dynamic = launch.dynamic_shared_bytes if launch else None
        occ = kernel_occupancy(b.arch, s, launch) if kind == "entry" else None
        flow = flows.get(name)
        loops = flow.loops if flow else ()
        budget = register_budget(flow, occ.threads if occ else None, s.registers if s else None) if flow else None
        functions.append(KernelStats(name, kind, s, p, dynamic, found, launch, occ, loops, budget))
    return BundleStats(
        b.path,
        b.label,
        b.kernel,
        b.case,
        b.arch,
        b.dsl_version,
        b.ok,
        bool(sass_text),
        bool(ptx_text),
        tuple(functions),
        b.manifest.device_code,
        b.failure,
    )


def kernel_occupancy(arch: str, sass: SassFunctionStats | None, launch: LaunchConfig | None) -> Occupancy:
    """The block size ptxas compiled for (.reqntid) where the cubin records it, else the launch's."""
    if sass is not None and sass.threads is not None:
        x, y, z = sass.threads
        threads, source = x * y * z, f"{sass.threads_attribute} (cubin)"
    elif launch is not None and launch.threads is not None:
        threads, source = launch.threads, "cuda.launch_cfg.create blockDim (MLIR)"
    else:
        threads, source = None, "unknown"
    return occupancy(
        arch,
        threads=threads,
        threads_from=source,
        registers=sass.registers if sass else None,
        static_shared=sass.static_shared_bytes if sass else None,
        dynamic_shared=launch.dynamic_shared_bytes if launch else None,
    )


# ---- PTX vs SASS --------------------------------------------------------------------------
def compare_ptx_sass(ptx: PtxFunctionStats, sass: SassFunctionStats) -> tuple[Disagreement, ...]:
    out = []
    for m in MIRRORS:
        if m.by == "count":
            p = {"all": sum(ptx.count(op) for op in m.ptx_ops)}
            s = {"all": sum(sass.count(f) for f in m.sass_families)}
        else:
            p = _merge(ptx.widths.get(op, {}) for op in m.ptx_ops)
            s = _merge(sass.counts.get(f, {}) for f in m.sass_families)
        if _nonzero(p) != _nonzero(s):
            out.append(_disagreement(m, _nonzero(p), _nonzero(s)))
    return tuple(out)


def _bytes(widths: dict[str, int]) -> int:
    """Bytes per thread of a bits -> instructions histogram (keys that are not bits left out)."""
    return sum(int(bits) // 8 * n for bits, n in widths.items() if bits.isdigit())


def _merge(tables: Any) -> dict[str, int]:
    out: dict[str, int] = {}
    for table in tables:
        for k, n in table.items():
            out[k] = out.get(k, 0) + n
    return out


def _nonzero(table: dict[str, int]) -> dict[str, int]:
    return {k: n for k, n in sorted(table.items(), key=lambda kv: _key_order(kv[0])) if n}


def _disagreement(m: Mirror, p: dict[str, int], s: dict[str, int]) -> Disagreement:
    widest_p = max((int(k) for k in p if k.isdigit()), default=0)
    widest_s = max((int(k) for k in s if k.isdigit()), default=0)
    if p and s and widest_s < widest_p:
        kind, what = "split", f"the {widest_p}-bit accesses were split into narrower ones"
    elif p and s and widest_s > widest_p:
        kind, what = "merged", f"ptxas merged accesses into {widest_s}-bit ones"
    else:
        kind, what = "count", "the instruction counts differ (unrolling, duplication or removal by ptxas)"
    message = f"PTX {'/'.join(m.ptx_ops)}: {_describe(p)}; SASS {'/'.join(m.sass_families)}: {_describe(s)}: {what}"
    return Disagreement(m.ptx_ops, m.sass_families, p, s, kind, message)


def _describe(table: dict[str, int]) -> str:
    if not table:
        return "none"
    return ", ".join(f"{n} x {k}-bit" if k.isdigit() else f"{n} x {k}" for k, n in table.items())


def _key_order(key: str) -> tuple[int, int, str]:
    return (0, int(key), "") if key.isdigit() else (1, 0, key)


# ---- JSON shapes --------------------------------------------------------------------------
_FAMILY_ORDER = {name: i for i, name in enumerate(FAMILIES)}


def _families_json(counts: dict[str, dict[str, int]], *, required: bool = True) -> dict[str, dict[str, int]]:
    names = set(counts) | (set(REQUIRED_FAMILIES) if required else set())
    ordered = sorted(names, key=lambda f: (_FAMILY_ORDER.get(f, len(_FAMILY_ORDER)), f))
    return {f: _sorted_keys(counts.get(f, {})) for f in ordered}


def _ops_json(ops: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    names = sorted(set(ops) | set(REQUIRED_OPS))
    return {op: _sorted_keys(ops.get(op, {})) for op in names}


def _sync_json(sync: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    return {c: dict(sorted(kinds.items())) for c, kinds in sorted(sync.items())}


def _sorted_keys(table: dict[str, int]) -> dict[str, int]:
    return dict(sorted(table.items(), key=lambda kv: _key_order(kv[0])))
