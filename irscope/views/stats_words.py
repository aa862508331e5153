"""What `irscope stats` says of a kernel function in words, for its rich tables
(views/stats_table.py) and the HTML page's (views/html/stats_view.py) alike: the summary line,
occupancy, the main loop, ptxas's figures. Plain strings, so the page is built without rich."""

from __future__ import annotations

from typing import Any

from irscope.analysis.sass_loops import Loop
from irscope.analysis.stats import KernelStats
from irscope.bundle.manifest import NO_DEVICE_CODE_EXPLAINED

#: The access widths of the tables' columns, in bits.
WIDTH_COLUMNS = ("8", "16", "32", "64", "128", "256")
#: What `stats` (and the HTML export) says of a compile that made no device code.
NOTHING_TO_COUNT = f"{NO_DEVICE_CODE_EXPLAINED}, so there is no PTX or SASS to count"


def summary_parts(fn: KernelStats) -> list[str]:
    """['registers 40', 'spill 0 B', 'shared 0 B', '0% of global bytes in >=128-bit accesses']:
    the summary line of a kernel function, for the CLI table and the HTML page alike."""

    def show(v: object) -> str:
        return "?" if v is None else str(v)

    shared = show(fn.shared_bytes)
    if fn.dynamic_shared_bytes is not None:
        shared += f" ({show(fn.static_shared_bytes)} static + {fn.dynamic_shared_bytes} dynamic)"
    return [
        f"registers {show(fn.registers)}",
        f"spill {show(fn.spill_bytes)} B",
        f"shared {shared} B",
        global_words(fn),
    ]


def global_words(fn: KernelStats) -> str:
    """How the kernel reaches global memory, in the headline: the share of LDG/STG/LDGSTS bytes
    in >=128-bit accesses, or, where TMA copies tiles, that: the widest accesses there are, whose
    bytes are in the tensor map (not in the SASS), so no share of bytes is claimed for them."""
    frac = fn.vectorized_global_fraction
    vectors = None if frac is None else f"{100 * frac:.0f}% of global bytes in >=128-bit accesses"
    tma = fn.tma_copies
    if not tma:
        return vectors or "no global accesses"
    copies = ", ".join(f"{n} {family}" for family, n in tma.items())
    bulk = sum(family.startswith("UBLK") for family in tma)  # cp.async.bulk: a run of bytes, no tile
    what = "bulk copies" if bulk == len(tma) else "tile and bulk copies" if bulk else "tile copies"
    head = f"global traffic by TMA: {copies} ({what}, wider than any vector access)"
    if frac is None:
        return head
    return f"{head}; LDG/STG: {100 * frac:.0f}% of their bytes in >=128-bit accesses"


def ptxas_line(fn: KernelStats, figures: Any) -> str:
    """ptxas's own figures beside the cubin's and the STL/LDL bytes."""
    if figures is None:
        return "ptxas: no report for this function"
    cubin = f"cubin: {fn.registers}" if fn.registers is not None else "cubin: ?"
    return (
        f"{figures.ptxas} on the PTX: {figures.registers} registers ({cubin}), "
        f"{figures.stack_frame_bytes} B stack frame, {figures.spill_store_bytes} B spill stores "
        f"(STL {_local(fn, 'store')} B), {figures.spill_load_bytes} B spill loads (LDL {_local(fn, 'load')} B)"
    )


def _local(fn: KernelStats, direction: str) -> str:
    """The SASS's STL (store) or LDL (load) bytes per thread, spills and local arrays alike."""
    if fn.sass is None:
        return "?"
    return str(fn.sass.spill_store_bytes if direction == "store" else fn.sass.spill_load_bytes)


def occupancy_lines(fn: KernelStats) -> list[str]:
    """['occupancy 1 CTA/SM (8 warps, 12% of 64): limited by registers, shared memory',
    '  256 threads (EIATTR_REQNTID (cubin)), 154 registers, 200704 B shared per CTA (1 KB reserved)']"""
    occ = fn.occupancy
    if occ is None:
        return []
    head = f"occupancy {occ.summary()}"
    if occ.ctas_per_sm is None:
        return [head]
    spill = ""
    if fn.spill_store_bytes or fn.spill_load_bytes:
        spill = f", spills: {fn.spill_store_bytes} B stored, {fn.spill_load_bytes} B loaded per thread"
    if (
        fn.sass
        and (fn.sass.spill_store_bytes or fn.sass.spill_load_bytes)
        and (fn.local_array_store_bytes or fn.local_array_load_bytes)
    ):
        spill += (
            f", local array (st.local/ld.local in the PTX, not spills): {fn.local_array_store_bytes} B stored,"
            f" {fn.local_array_load_bytes} B loaded per thread"
        )
    return [
        head,
        f"  {occ.threads} threads ({occ.threads_from}), {occ.registers} registers, "
        f"{occ.shared_bytes_per_cta} B shared per CTA (1 KB of it reserved){spill}",
    ]


def loop_lines(fn: KernelStats) -> list[str]:
    """The main loop's mix per iteration and its pipelining; in a warp-specialized kernel each
    role's own main loop (the producer's TMA loop); how many other loops there are; and the
    register budget after setmaxnreg."""
    main = fn.main_loop
    if main is None:
        return budget_lines(fn)
    budget = fn.budget
    named = [main] + [r.main_loop for r in (budget.roles if budget else ()) if r.main_loop not in (None, main)]
    others = len(fn.innermost_loops) - len(named)
    waits = sum(1 for loop in fn.loops if loop.wait)
    rest = [f"{others} other innermost loop{'s' if others != 1 else ''}"] if others else []
    rest += [f"{waits} wait loop{'s' if waits != 1 else ''}"] if waits else []
    tail = f" ({'; '.join(rest)})" if rest else ""
    lines = []
    for loop in named:
        role = next((r.name for r in (budget.roles if budget else ()) if r.main_loop is loop), None)
        what = "main loop" if loop is main else f"{role} loop"
        of = f" ({role} warpgroups)" if loop is main and role else ""
        lines.append(f"{what}{of} {loop.label} at {loop.span}: {loop.summary()}")
        depth = pipelining(loop, fn)
        if depth:
            lines.append(f"  {depth}")
    lines[0] += tail
    return lines + budget_lines(fn)


def pipelining(loop: Loop, fn: KernelStats) -> str:
    """`wgmma pipelined 1 deep: waits to <=1 batch in flight x2, to 0 x4 (PTX wgmma.wait_group 1 x1, 0 x1)`."""
    waits = loop.wgmma_waits
    if not waits:
        return ""
    depth = max(waits)
    said = ", ".join(f"to {'<=' if n else ''}{n} x{k}" for n, k in sorted(waits.items(), reverse=True))
    ptx = fn.ptx.ops.get("wgmma.wait_group", {}) if fn.ptx else {}
    in_ptx = ", ".join(f"{n} x{k}" for n, k in sorted(ptx.items(), reverse=True) if n != "-")
    how = f"wgmma pipelined {depth} deep" if depth else "wgmma not pipelined (each batch waited for)"
    return f"{how}: WARPGROUP.DEPBAR waits {said}" + (
        f" (PTX wgmma.wait_group {in_ptx} in the kernel)" if in_ptx else ""
    )


def budget_lines(fn: KernelStats) -> list[str]:
    """The register budget after setmaxnreg, what it leaves for occupancy, and whether each
    role's code fits it."""
    budget = fn.budget
    if budget is None:
        return []
    return [f"register budget after setmaxnreg: {budget.summary()}", f"  {budget.fit_line()}"]
