"""Synchronization kinds and loops on small listings written in nvdisasm's format.

The real bundles are checked in tests/kernels/test_sync_counts.py; these pin the rules where
the suite's kernels have no example (USETMAXREG, BRA.U, a loop over a wait loop).
"""

from __future__ import annotations

from irscope.analysis.sass_loops import sass_loops
from irscope.analysis.sync_kinds import ptx_sync_kind, sass_sync_kind


def test_sass_kinds() -> None:
    assert sass_sync_kind("SYNCS.EXCH.64", " URZ, [UR7], UR4 ") == ("mbarrier", "init")
    assert sass_sync_kind("SYNCS.ARRIVE.TRANS64", " RZ, [UR21], R2 ") == ("mbarrier", "arrive.expect_tx")
    assert sass_sync_kind("SYNCS.ARRIVE.TRANS64.A1T0", " RZ, [UR4], RZ ") == ("mbarrier", "arrive")
    assert sass_sync_kind("SYNCS.ARRIVE.TRANS64.RED.ART0", " RZ, [R2], R5 ") == ("mbarrier", "arrive.remote")
    assert sass_sync_kind("SYNCS.PHASECHK.TRANS64.TRYWAIT", " P0, [R5], R3 ") == ("mbarrier", "try_wait")
    assert sass_sync_kind("SYNCS.PHASECHK.TRANS64", " P0, [R5], R3 ") == ("mbarrier", "test_wait")
    assert sass_sync_kind("BAR.SYNC.DEFER_BLOCKING", " 0x1, 0x80 ") == ("named_barrier", "sync.1")
    assert sass_sync_kind("BAR.ARV", " 0x2, 0x80 ") == ("named_barrier", "arrive.2")
    assert sass_sync_kind("BAR.SYNC", " R4, R5 ") == ("named_barrier", "sync.R")
    assert sass_sync_kind("FENCE.VIEW.ASYNC.S", " ") == ("fence", "view.async.s")
    assert sass_sync_kind("MEMBAR.ALL.GPU", " ") == ("fence", "membar.all.gpu")
    # As nvdisasm prints them in a traced upstream Hopper grouped GEMM (setmaxnreg dec 40, inc 232).
    assert sass_sync_kind("USETMAXREG.TRY_ALLOC.CTAPOOL", " UP0, 0xe8 ") == ("setmaxnreg", "inc.232")
    assert sass_sync_kind("USETMAXREG.DEALLOC.CTAPOOL", " 0x28 ") == ("setmaxnreg", "dec.40")
    assert sass_sync_kind("ELECT", " P0, URZ, PT ") == ("elect", "-")
    assert sass_sync_kind("LDG.E.128", " R4, desc[UR4][R2.64] ") is None


def test_ptx_kinds() -> None:
    assert ptx_sync_kind("mbarrier.init.shared.b64", "[%r1], %r2;") == ("mbarrier", "init")
    assert ptx_sync_kind("mbarrier.arrive.expect_tx.release.cta.shared::cta.b64", "_, [%r1], %r2") == (
        "mbarrier",
        "arrive.expect_tx",
    )
    assert ptx_sync_kind("mbarrier.arrive.release.cta.shared::cluster.b64", "_, [%r1]") == ("mbarrier", "arrive.remote")
    assert ptx_sync_kind("mbarrier.try_wait.parity.shared.b64", "P1, [%r1], %r2") == ("mbarrier", "try_wait")
    assert ptx_sync_kind("bar.sync", "0") == ("named_barrier", "sync.0")
    assert ptx_sync_kind("barrier.sync.aligned", "1, 128") == ("named_barrier", "sync.1")
    assert ptx_sync_kind("bar.arrive", "%r18, %r19") == ("named_barrier", "arrive.R")
    assert ptx_sync_kind("barrier.cluster.arrive", "") is None  # the cluster barrier is UCGABAR_*
    assert ptx_sync_kind("fence.proxy.async.shared::cta", "") == ("fence", "proxy.async.shared::cta")
    assert ptx_sync_kind("membar.gl", "") == ("fence", "membar.gl")
    assert ptx_sync_kind("setmaxnreg.inc.sync.aligned.u32", "232") == ("setmaxnreg", "inc.232")
    assert ptx_sync_kind("elect.sync", "%r1|%p1, -1") == ("elect", "-")


def _listing(body: str) -> str:
    return '\t.section\t.text.k,"ax",@progbits\n' + body


LOOP_OVER_A_WAIT = _listing(
    """        /*0000*/                   MOV R1, RZ ;
.L_x_1:
        /*0010*/                   IADD3 R1, R1, 0x1, RZ ;
.L_x_2:
        /*0020*/                   SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [R5+URZ], R3 ;
        /*0030*/              @!P0 NANOSLEEP.SYNCS 0x989680 ;
        /*0040*/              @!P0 BRA `(.L_x_2) ;
        /*0050*/                   HGMMA.64x128x16.F32.BF16 R24, gdesc[UR8], R24 ;
        /*0060*/                   LDL R4, [R1] ;
        /*0070*/                   ISETP.NE.AND P1, PT, R1, 0x10, PT ;
        /*0080*/                   BRA.U UP0, `(.L_x_1) ;
        /*0090*/                   EXIT ;
.L_x_3:
        /*00a0*/                   BRA `(.L_x_3);
"""
)


def test_main_loop_is_the_innermost_working_loop() -> None:
    (loops,) = sass_loops(LOOP_OVER_A_WAIT).values()
    waits = [loop for loop in loops if loop.wait]
    (main,) = [loop for loop in loops if loop.main]
    # The wait loop does no work; the trap after EXIT (a branch to itself) is never reached.
    assert [loop.label for loop in waits] == [".L_x_2"] and len(loops) == 2
    assert (main.label, main.start, main.end, main.instructions) == (".L_x_1", 0x10, 0x80, 8)
    assert main.innermost and main.mma == 1 and main.spills == 1
    assert main.summary() == "1 HGMMA.64x128x16, 1 SYNCS, 1 spills (8 instructions)"


def test_an_out_of_line_retry_block_belongs_to_its_loop() -> None:
    """ptxas moves a wait's retry after the function's EXIT: the loop still holds it."""
    text = _listing(
        """        /*0000*/                   MOV R1, RZ ;
.L_x_1:
        /*0010*/                   SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [R5+URZ], R3 ;
        /*0020*/              @!P0 BRA `(.L_x_9) ;
.L_x_2:
        /*0030*/                   UTCHMMA gdesc[UR4], gdesc[UR6], tmem[UR8], tmem[UR10], idesc[UR11], UPT ;
        /*0040*/              @P1 BRA `(.L_x_1) ;
        /*0050*/                   EXIT ;
.L_x_9:
        /*0060*/                   SYNCS.PHASECHK.TRANS64 P0, [R5+URZ], R3 ;
        /*0070*/              @!P0 BRA `(.L_x_9) ;
        /*0080*/                   BRA `(.L_x_2) ;
"""
    )
    (loops,) = sass_loops(text).values()
    (main,) = [loop for loop in loops if loop.main]
    assert main.label == ".L_x_1" and main.instructions == 7
    # its extent is its blocks: the header's run, the retry block apart (not 0010-0080, EXIT inside)
    assert (main.start, main.end, main.ranges) == (0x10, 0x40, ((0x10, 0x40), (0x60, 0x80)))
    assert main.span == "0010-0040 (+ 0060-0080 out of line)"
    assert not any("EXIT" in line for line in main.lines)


def test_no_loop_no_main_loop() -> None:
    (loops,) = sass_loops(_listing("        /*0000*/                   EXIT ;\n")).values()
    assert loops == ()
