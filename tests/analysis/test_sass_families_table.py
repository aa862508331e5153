"""The SASS family table: every opcode the statistics count is one row, found by its base name."""

from __future__ import annotations

from irscope.analysis.sass_stats import instruction, instruction_stats

#: Opcodes seen in real listings that the statistics passed over before they had a row: the
#: warp-level exchanges of reductions and ptxas's atomic aggregation, and the cluster error
#: barrier (listed as not counted in the stop notes of 2026-12-06).
LISTING = """\
        /*0100*/                   SHFL.BFLY PT, R3, R2, 0x10, 0x1f ;
        /*0110*/                   SHFL.IDX PT, R4, R2, RZ, 0x1f ;
        /*0120*/                   VOTE.ANY R5, PT, PT ;
        /*0130*/                   VOTEU.ANY UR4, UPT, PT ;
        /*0140*/              @P0  REDUX.MAX.S32 UR5, R6 ;
        /*0150*/                   MATCH.ANY R7, R8 ;
        /*0160*/                   CGAERRBAR ;
"""


def test_warp_exchanges_and_the_cluster_error_barrier_are_counted() -> None:
    lines = [i for i in map(instruction, LISTING.splitlines()) if i is not None]
    assert len(lines) == 7
    stats = instruction_stats("k", lines)
    assert stats.counts == {
        "SHFL": {"-": 2},
        "VOTE": {"-": 1},
        "VOTEU": {"-": 1},
        "REDUX": {"-": 1},
        "MATCH": {"-": 1},
        "CGAERRBAR": {"-": 1},
    }
    assert stats.predicated == {"REDUX": {"-": 1}}
    assert stats.other == {}
