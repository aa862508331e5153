"""irscope's counts on kernels the suite does not have (tests/analysis/fixtures/kinds/): atomics
and a shuffle reduction, 8/16/64-bit loads, a shared-memory transpose, warpgroup MMAs on fp8
and int8, stmatrix and a TMA reduction, ldmatrix.trans, a CAS loop, a local array, bulk copies, cache hints and a peer CTA's shared memory.

Every expected number was counted by hand in the capture's module.sass and module.ptx (grep of
the opcodes, nvinfo words for registers and frame size) before it was written here, never
copied from irscope's output. One capture of the folder serves the module.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from irscope.analysis.stats import KernelStats, bundle_stats
from irscope.views.stats_words import global_words
from tests.analysis.conftest import load, run_capture

KINDS = Path(__file__).resolve().parent / "fixtures" / "kinds"
#: The DSL release whose captures the counts below were made by hand from: another release's
#: ptxas schedules and even selects other instructions (and DSL 4.8 refuses the cache-hint
#: kernel's IR), so there these hand counts do not apply.
HAND_COUNTED_UNDER = "4.5.3"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def kinds_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every case of the folder, for the archs each declares (13 captures)."""
    from irscope import installed

    if installed.dsl_version() != HAND_COUNTED_UNDER:
        pytest.skip(f"counted by hand on DSL {HAND_COUNTED_UNDER}'s code; this is {installed.dsl_version()}")
    return run_capture(tmp_path_factory.mktemp("kinds"), kernels_dir=KINDS, archs=())


def _kernel(store: Path, ref: str) -> KernelStats:
    (k,) = bundle_stats(load(store, ref)).functions
    return k


@pytest.mark.parametrize(("arch", "red"), [("sm_80", "RED"), ("sm_90a", "REDG")])
def test_atomics_with_and_without_a_result(kinds_store: Path, arch: str, red: str) -> None:
    """ATOMG for the f32 add whose old value is kept and for the CAS; RED (sm_80) / REDG (sm_90)
    for the i64 add and the i32 max whose results are unused (the max under ptxas's warp
    aggregation predicate); ATOMS.POPC.INC.32 for the shared counter."""
    k = _kernel(kinds_store, f"atomics:f32@{arch}")
    assert k.sass is not None and k.ptx is not None
    assert k.sass.counts["ATOMG"] == {"32": 2}
    assert k.sass.counts[red] == {"32": 1, "64": 1} and k.sass.predicated[red] == {"32": 1}
    assert k.sass.counts["ATOMS"] == {"32": 1}
    assert k.sass.counts["LDG"] == {"32": 1, "64": 1} and k.sass.counts["STG"] == {"32": 3}
    assert k.sass.counts["LDS"] == {"32": 1} and k.sass.counts["STS"] == {"32": 1}
    # The warp's butterfly reduction: log2(32) = 5 SHFL.BFLY; ptxas aggregates the unused max
    # over the warp first (REDUX.MAX.S32, under VOTEU.ANY).
    assert k.sass.counts["SHFL"] == {"-": 5}
    assert k.sass.counts["REDUX"] == {"-": 1} and k.sass.counts["VOTEU"] == {"-": 1}
    assert k.ptx.ops["shfl.sync"] == {"bfly.b32": 5}  # the PTX has no redux or vote: ptxas made them
    assert k.ptx.ops["atom.global"] == {"add.f32": 1, "add.u64": 1, "max.s32": 1, "cas.b32": 1}
    assert k.ptx.ops["atom.shared"] == {"add.u32": 1}
    assert k.disagreements == ()  # PTX 3 x 32 + 1 x 64 atomics, SASS ATOMG + RED(G) the same
    # Atomics are not counted as global data accesses: 4 + 8 B loaded, 3 x 4 B stored.
    assert k.sass.global_bytes == 24 and k.vectorized_global_fraction == 0.0
    assert k.dynamic_shared_bytes == 4 and k.spill_bytes == 0


def test_narrow_and_wide_scalar_loads(kinds_store: Path) -> None:
    k = _kernel(kinds_store, "narrow_wide:u8_s16_f64@sm_80")
    assert k.sass is not None and k.ptx is not None
    assert k.sass.counts["LDG"] == {"8": 1, "16": 1, "64": 1} and k.sass.counts["STG"] == {"64": 1}
    assert k.ptx.ops["ld.global"] == {"u8": 1, "u16": 1, "f64": 1}
    assert k.sass.global_bytes == 1 + 2 + 8 + 8 and k.vectorized_global_fraction == 0.0


def test_shared_transpose_loop(kinds_store: Path) -> None:
    """Four 128-bit accesses of each kind in a loop of 51 instructions (0x00e0-0x0400)."""
    k = _kernel(kinds_store, "smem_transpose:f32@sm_80")
    assert k.sass is not None
    for family in ("LDG", "STG", "LDS", "STS"):
        assert k.sass.counts[family] == {"128": 4}, family
    loop = k.main_loop
    assert loop is not None and loop.instructions == 51
    assert dict(loop.mix()) == {"LDG.128": 4, "STG.128": 4, "LDS.128": 4, "STS.128": 4, "BAR": 2}
    assert k.vectorized_global_fraction == 1.0 and k.dynamic_shared_bytes == 64 * 64 * 4
    assert k.occupancy is not None and k.occupancy.ctas_per_sm == 8  # 256 threads, 32 registers


@pytest.mark.parametrize(("case", "family"), [("e4m3", "QGMMA"), ("s8", "IGMMA")])
def test_8_bit_warpgroup_mma(kinds_store: Path, case: str, family: str) -> None:
    """Two 64x64x32 MMAs; the s8 case's launch is read from MLIR printed in generic form."""
    k = _kernel(kinds_store, f"wgmma_8bit:{case}@sm_90a")
    assert k.sass is not None and k.ptx is not None
    assert k.sass.counts[family] == {"64x64x32": 2}
    assert k.ptx.ops["wgmma.mma_async"] == {"m64n64k32": 2}
    assert k.sass.counts["LDGSTS"] == {"128": 4} and k.sass.counts["STG"] == {"64": 16}
    assert k.vectorized_global_fraction == pytest.approx(64 / (64 + 128))
    assert k.registers == 58 and k.dynamic_shared_bytes == 64 * 64 * 2 + 2048
    assert k.occupancy is not None and k.occupancy.ctas_per_sm == 8  # 58 -> 64 registers


def test_stmatrix_and_tma_reduction(kinds_store: Path) -> None:
    k = _kernel(kinds_store, "stmatrix_tma_reduce:bf16@sm_90a")
    assert k.sass is not None and k.ptx is not None
    assert k.sass.counts["STSM"] == {"128": 1} and k.ptx.ops["stmatrix"] == {"m8n8.x4.b16": 1}
    assert k.sass.counts["UTMAREDG"] == {"2D": 1} and k.ptx.ops["cp.async.bulk.tensor.reduce"] == {"2d": 1}
    assert k.sass.counts["HMMA"] == {"16x8x16": 2} and k.sass.counts["LDG"] == {"32": 8}
    assert k.tma_copies == {"UTMAREDG": 1} and k.dynamic_shared_bytes == 64 * 16 * 2 + 256
    assert global_words(k).startswith("global traffic by TMA: 1 UTMAREDG (tile copies, ")


def test_ldmatrix_transposed_and_a_predicated_cp_async(kinds_store: Path) -> None:
    k = _kernel(kinds_store, "ldmatrix_trans:f16@sm_80")
    assert k.sass is not None and k.ptx is not None
    assert k.sass.counts["LDGSTS"] == {"128": 2} and k.sass.predicated["LDGSTS"] == {"128": 1}
    assert k.sass.counts["LDSM"] == {"128": 4}  # 2 x LDSM.16.M88.4, 2 x LDSM.16.MT88.4
    assert k.ptx.ops["ldmatrix"] == {"m8n8.x4.b16": 2, "m8n8.x4.trans.b16": 2}
    assert k.sass.counts["HMMA"] == {"16x8x16": 4} and k.sass.counts["STG"] == {"32": 4}
    assert k.vectorized_global_fraction == pytest.approx(32 / (32 + 16))


def test_a_cas_retry_loop(kinds_store: Path) -> None:
    k = _kernel(kinds_store, "cas_loop:i64@sm_90a")
    assert k.sass is not None
    assert k.sass.counts["ATOMG"] == {"64": 2} and k.sass.counts["LDG"] == {"64": 1}
    loop = k.main_loop
    assert loop is not None and loop.instructions == 13 and dict(loop.mix()) == {"ATOMG.64": 1}


def test_a_local_array_is_not_a_spill(kinds_store: Path) -> None:
    """32 STL.128 and 1 LDL, exactly the PTX's st.local.v4.f32 and ld.local.f32, in a 528 B frame."""
    k = _kernel(kinds_store, "local_array:f32@sm_80")
    assert k.sass is not None
    assert k.sass.counts["STL"] == {"128": 32} and k.sass.counts["LDL"] == {"32": 1}
    assert k.sass.stack_frame_bytes == 528
    assert (k.local_array_store_bytes, k.local_array_load_bytes) == (512, 4)
    assert k.spill_bytes == 0


def test_bulk_copies_both_ways(kinds_store: Path) -> None:
    """UBLKCP.S.G and UBLKCP.G.S: cp.async.bulk global -> shared and back, no thread's access."""
    k = _kernel(kinds_store, "bulk_copy:f32@sm_90a")
    assert k.sass is not None and k.ptx is not None
    assert k.sass.counts["UBLKCP"] == {"bulk": 2} and k.tma_copies == {"UBLKCP": 2}
    assert k.ptx.ops["cp.async.bulk"] == {"global->shared": 1, "shared->global": 1}
    assert k.vectorized_global_fraction is None and k.dynamic_shared_bytes == 1024 * 4 + 256
    # a run of bytes, not a tile (the headline called them "tile copies")
    assert global_words(k) == "global traffic by TMA: 2 UBLKCP (bulk copies, wider than any vector access)"


@pytest.mark.parametrize("arch", ["sm_90a", "sm_100a"])
def test_cache_hints_and_a_peer_ctas_shared_memory(kinds_store: Path, arch: str) -> None:
    """LDG.E.LTC256B.128.STRONG.GPU (ld.global.cg.L2::256B.v4.u32): 128 bits, the L2 hint no
    width; STG.E.EF.128 (st.global.cs); ld/st.shared::cluster as generic LD.E / ST.E, no
    disagreement with the CTA's own LDS/STS."""
    k = _kernel(kinds_store, f"cache_hints:i32@{arch}")
    assert k.sass is not None and k.ptx is not None
    assert k.sass.counts["LDG"] == {"32": 1, "128": 1} and k.sass.counts["STG"] == {"32": 1, "128": 1}
    assert k.sass.counts["LD"] == {"32": 1} and k.sass.counts["ST"] == {"32": 1}
    assert k.sass.counts["STS"] == {"32": 1} and "LDS" not in k.sass.counts
    assert k.ptx.ops["ld.shared::cluster"] == {"u32": 1} and k.ptx.ops["st.shared::cluster"] == {"u32": 1}
    assert k.disagreements == ()
    assert k.vectorized_global_fraction == pytest.approx(32 / 40)
