"""Warp-specialized kernels (issue 42, item 14 and what a FlashAttention engineer expected): each
role's main loop named (the MMA loop and the producer's TMA loop, not "other innermost loops"),
loop extents as their blocks (the header's run, the out-of-line retry blocks apart: not one span
from the first address to the last), the wgmma pipelining depth, the register budget after
setmaxnreg per warpgroup, with occupancy from it and a check that each role's code fits.

The kernels are upstream CUTLASS's FMHA forward and persistent GEMM for Hopper, rebuilt from
H100 traces (tests/analysis/data/README.md); the counts were read off their listings by hand:
`USETMAXREG.DEALLOC.CTAPOOL 0x18` at 0470 and `USETMAXREG.TRY_ALLOC.CTAPOOL UP0, 0xf0` at 1cf0,
4 UTMALDG.4D in the producer's loop at 16e0, 16 HGMMA.64x128x16 in the MMA loop at 44b0.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from irscope.analysis.sass_loops import sass_flow, wgmma_waits
from irscope.analysis.warp_roles import highest_register, register_budget

DATA = Path(__file__).parent / "data"


def _flow(name: str):  # -> FunctionFlow
    (flow,) = sass_flow(gzip.decompress((DATA / name).read_bytes()).decode()).values()
    return flow


@pytest.fixture(scope="module")
def fmha():  # -> FunctionFlow
    return _flow("fmha_hopper_forward_f16_sm_90a.sass.gz")


def test_loop_extents_are_their_blocks(fmha) -> None:
    work = [loop for loop in fmha.loops if not loop.wait]
    assert [(loop.label, loop.span) for loop in work] == [
        (".L_x_17", "16e0-1ca0 (+ 8990-8a20 out of line)"),
        (".L_x_34", "44b0-71e0 (+ 8b80-8c10 out of line)"),
    ]
    main = next(loop for loop in work if loop.main)
    assert (main.start, main.end, main.ranges) == (0x44B0, 0x71E0, ((0x44B0, 0x71E0), (0x8B80, 0x8C10)))
    assert main.holds(0x8B90) and not main.holds(0x8000)  # between its runs lies other code


def test_a_setmaxnreg_retry_is_a_wait_loop(fmha) -> None:
    retry = next(loop for loop in fmha.loops if loop.label == ".L_x_18")
    assert retry.wait and not retry.innermost and any("USETMAXREG.TRY_ALLOC" in line for line in retry.lines)


def test_roles_their_loops_and_the_register_budget(fmha) -> None:
    budget = register_budget(fmha, threads=384, launch_registers=168)
    assert budget is not None
    producer, mma = budget.roles
    assert (producer.name, producer.setmaxnreg, producer.registers, producer.warpgroups) == (
        "producer",
        "dec.24",
        24,
        1,
    )
    assert (mma.name, mma.setmaxnreg, mma.registers, mma.warpgroups) == ("MMA", "inc.240", 240, 2)
    assert producer.main_loop.label == ".L_x_17" and producer.main_loop.stats.count("UTMALDG") == 4
    assert mma.main_loop.label == ".L_x_34" and mma.main_loop.main
    assert budget.per_cta == 64_512 and budget.ctas_per_sm == 1 and budget.fits
    assert budget.summary() == (
        "1 warpgroup x 24 (producer) + 2 x 240 (MMA) = 64,512 of 65,536 registers per CTA: 1 CTA/SM by registers"
    )
    assert producer.highest_register < 24 and mma.highest_register < 240


def test_a_budget_the_code_does_not_fit_is_said(fmha) -> None:
    """The same kernel, its producer given back to 8 registers: its code names more."""
    tight = fmha.__class__(
        fmha.blocks,
        fmha.successors,
        {a: line.replace("DEALLOC.CTAPOOL 0x18", "DEALLOC.CTAPOOL 0x8") for a, line in fmha.lines.items()},
        fmha.loops,
    )
    budget = register_budget(tight, threads=384, launch_registers=168)
    assert not budget.fits and budget.fit_line().startswith("OVER BUDGET: producer")


def test_as_many_roles_as_warpgroups_take_one_each() -> None:
    budget = register_budget(_flow("dense_gemm_persistent_f16_sm_90a.sass.gz"), threads=256, launch_registers=232)
    assert [(r.name, r.registers, r.warpgroups) for r in budget.roles] == [("producer", 40, 1), ("MMA", 232, 1)]
    assert budget.per_cta == 34_816 and budget.launch_pool == 59_392 and budget.ctas_per_sm == 1
    assert "its launch allocates 59,392: 232 x 256" in budget.summary()


def test_a_kernel_without_setmaxnreg_has_no_budget() -> None:
    text = (DATA / "copy_inner_partition_bf16_sm_90a.sass").read_text()
    (flow,) = sass_flow(text).values()
    assert register_budget(flow, 256, 18) is None


def test_wgmma_waits_and_the_registers_an_instruction_spans() -> None:
    lines = [
        "        /*0100*/                   WARPGROUP.DEPBAR.LE gsb0, 0x1 ;",
        "        /*0110*/                   WARPGROUP.DEPBAR.LE gsb0, 0x1 ;",
        "        /*0120*/                   WARPGROUP.DEPBAR.LE gsb0, 0x0 ;",
        "        /*0130*/              @!PT WARPGROUP.DEPBAR.LE gsb0, 0x0 ;",
    ]
    assert wgmma_waits(lines) == {1: 2, 0: 1}
    assert highest_register("        /*0000*/                   HGMMA.64x128x16.F32 R24, gdesc[UR16], R24 ;") == 87
    assert highest_register("        /*0000*/                   LDG.E.128 R8, desc[UR4][R2.64] ;") == 11
    assert highest_register("        /*0000*/               @P0 STG.E desc[UR4][R2.64], R7 ;") == 7
    assert highest_register("        /*0000*/                   S2R R6, SR_TID.X ;") == 6
    assert highest_register("        /*0000*/                   UMOV UR4, 0x400 ;") is None


def test_stats_words_name_each_roles_loop_the_pipelining_and_tma() -> None:
    """What `irscope stats` (and the export, and the TUI's panel) says of the FMHA: the producer's
    loop by name (on main: "2 other innermost loops"), the budget, and a headline that counts
    TMA's traffic (on main: "0% of global bytes in >=128-bit accesses")."""
    from irscope.analysis.sass_stats import sass_function_stats
    from irscope.analysis.stats import KernelStats
    from irscope.views.stats_words import loop_lines, summary_parts

    text = gzip.decompress((DATA / "fmha_hopper_forward_f16_sm_90a.sass.gz").read_bytes()).decode()
    (sass,) = sass_function_stats(text)
    (flow,) = sass_flow(text).values()
    fn = KernelStats(sass.name, "entry", sass, None, None, (), loops=flow.loops, budget=register_budget(flow, 384, 168))
    headline = summary_parts(fn)[-1]
    assert headline.startswith("global traffic by TMA: 12 UTMALDG, 4 UTMASTG") and "0% of global bytes" not in headline
    lines = loop_lines(fn)
    assert lines[0].startswith("main loop (MMA warpgroups) .L_x_34 at 44b0-71e0 (+ 8b80-8c10 out of line): 16 HGMMA")
    assert lines[1] == "  wgmma not pipelined (each batch waited for): WARPGROUP.DEPBAR waits to 0 x2"
    assert lines[2].startswith("producer loop .L_x_17 at 16e0-1ca0 (+ 8990-8a20 out of line): 4 UTMALDG.4D")
    assert "other innermost" not in "\n".join(lines)
    assert lines[3] == (
        "register budget after setmaxnreg: 1 warpgroup x 24 (producer) + 2 x 240 (MMA) = 64,512 of 65,536 "
        "registers per CTA: 1 CTA/SM by registers"
    )
    assert lines[4].startswith("  each role's code fits its budget (producer names up to R")


def test_explain_attributes_tensor_core_mmas_to_their_lines() -> None:
    """explain's per-line instructions include the MMAs a line became (on main: memory only)."""
    from irscope.analysis.explain import _accesses

    sass = [
        "        /*0000*/                   HGMMA.64x128x16.F32 R24, gdesc[UR16], RZ, !UPT ;",
        "        /*0010*/                   HGMMA.64x128x16.F32 R24, gdesc[UR16], R24, gsb0 ;",
        "        /*0020*/                   UTMALDG.4D [UR8], [UR14], desc[URZ] ;",
    ]
    accesses = {a.family: a for a in _accesses(sass, (1, 2, 3))}
    assert set(accesses) == {"HGMMA", "UTMALDG"}
    assert accesses["HGMMA"].describe() == "2 x HGMMA.64x128x16.F32 (MMA 64x128x16)"


def test_ptx_wait_groups_are_keyed_by_what_they_leave_in_flight() -> None:
    from irscope.analysis.ptx_stats import ptx_function_stats

    ptx = "\n".join(
        [
            ".visible .entry k()",
            "{",
            "\twgmma.wait_group.sync.aligned 1;",
            "\twgmma.wait_group.sync.aligned 0;",
            "\twgmma.wait_group.sync.aligned 1;",
            "\tret;",
            "}",
        ]
    )
    (fn,) = ptx_function_stats(ptx)
    assert fn.ops["wgmma.wait_group"] == {"1": 2, "0": 1}


def test_the_tuis_stats_panel_counts_tma_too() -> None:
    """The TUI's panel said "vectorized global 0%" of a kernel whose loads are all TMA."""
    from types import SimpleNamespace

    from rich.console import Console

    from irscope.analysis.sass_stats import sass_function_stats
    from irscope.analysis.stats import KernelStats
    from irscope.tui.stats_panel import single_table

    text = gzip.decompress((DATA / "fmha_hopper_forward_f16_sm_90a.sass.gz").read_bytes()).decode()
    (sass,) = sass_function_stats(text)
    fn = KernelStats(sass.name, "entry", sass, None, None, ())
    console = Console(width=120, record=True)
    console.print(single_table(SimpleNamespace(functions=[fn])))
    shown = console.export_text()
    assert "global by TMA" in shown and "12 UTMALDG, 4 UTMASTG" in shown and "vectorized global" not in shown
