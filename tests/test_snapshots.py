"""Pin the generated code of every kernel in kernels/ and assert the vectorization facts.

Regenerate after an intended change with `pytest --irscope-update` (or `irscope check --update`)
and review the diff under snapshots/ like any other code change.
"""

from __future__ import annotations

import pytest

from tests.helpers import kernel_cases


@pytest.mark.parametrize("ref", [f"{k}:{c}@{a}" for k, c, a in kernel_cases()])
def test_generated_code_matches_snapshots(irscope_snapshot, ref):
    irscope_snapshot.assert_matches(ref)


@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
def test_seed_elementwise_add_is_scalar(irscope_snapshot, arch):
    ref = f"elementwise_add:v1_f32@{arch}"
    irscope_snapshot.assert_max_vector_width(ref, family="LDG", max_bits=32)
    irscope_snapshot.filecheck(
        ref,
        """
        CHECK-NOT: LDG.E.128
        CHECK: LDG.E R
        """,
    )


@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
def test_inner_partition_copy_is_128_bit(irscope_snapshot, arch):
    ref = f"copy_inner_partition:bf16@{arch}"
    irscope_snapshot.assert_vector_width(ref, family="LDG", min_bits=128)
    irscope_snapshot.assert_vector_width(ref, family="STG", min_bits=128)
    irscope_snapshot.filecheck(
        ref,
        """
        CHECK-COUNT-2: LDG.E.128
        CHECK-NOT: LDG
        CHECK-COUNT-2: STG.E.128
        """,
    )
    irscope_snapshot.assert_no_spills(ref)


def test_hopper_gemm_mainloop_is_tma_and_wgmma(irscope_snapshot):
    """Loads come from the copy engine (UTMALDG, no LDG), the mainloop issues warpgroup MMAs
    (the first k-tile peeled: it overwrites the accumulators), and the wide case multicasts B
    over its 2x1 cluster."""
    small, wide = "hopper_gemm:bf16_128x128_s6@sm_90a", "hopper_gemm:bf16_128x256_s4_mc2@sm_90a"
    irscope_snapshot.filecheck(
        small,
        """
        CHECK: UTMALDG.2D [
        CHECK: WARPGROUP.ARRIVE
        CHECK: HGMMA.64x128x16.F32.BF16 {{R[0-9]+}}, gdesc[{{UR[0-9]+}}], RZ, !UPT
        CHECK-COUNT-7: HGMMA.64x128x16.F32.BF16
        CHECK: WARPGROUP.ARRIVE
        CHECK-COUNT-8: HGMMA.64x128x16.F32.BF16
        CHECK: UTMALDG.2D [
        CHECK: STG.E
        """,
    )
    irscope_snapshot.filecheck(
        wide,
        """
        CHECK: UTMALDG.2D [
        CHECK: UTMALDG.2D.MULTICAST
        CHECK: WARPGROUP.ARRIVE
        CHECK-COUNT-4: HGMMA.64x256x16.F32.BF16
        CHECK: WARPGROUP.ARRIVE
        CHECK-COUNT-4: HGMMA.64x256x16.F32.BF16
        CHECK: UTMALDG.2D.MULTICAST
        CHECK: UCGABAR_WAIT
        """,
    )
    irscope_snapshot.filecheck(wide, "CHECK: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16", stage="ptx")
    for ref in (small, wide):
        # ptxas kept the WGMMAs asynchronous: one wait for "all but the last batch" in the
        # mainloop and one for all after it. Zero-filled accumulators had made it wait
        # (DEPBAR.LE gsb0, 0x0) after every HGMMA.
        irscope_snapshot.filecheck(
            ref,
            """
            CHECK: WARPGROUP.ARRIVE
            CHECK-NOT: WARPGROUP.DEPBAR.LE gsb0, 0x0
            CHECK: WARPGROUP.DEPBAR.LE gsb0, 0x1
            CHECK: WARPGROUP.DEPBAR.LE gsb0, 0x0
            CHECK-NOT: WARPGROUP.DEPBAR
            """,
        )
        irscope_snapshot.filecheck(ref, "CHECK-NOT: {{ (LDG|LDGSTS|LDS|LDSM)[. ]}}")
        irscope_snapshot.assert_no_spills(ref)


@pytest.mark.parametrize("case", ["bf16_128x256_s4", "bf16_128x128_s6"])
def test_blackwell_gemm_accumulates_in_tensor_memory(irscope_snapshot, case):
    """tcgen05: one thread issues UTCHMMA into TMEM, commits with UTCBAR, the epilogue reads
    TMEM with LDTM and stores 128-bit vectors; no LDG anywhere."""
    ref = f"blackwell_gemm:{case}@sm_100a"
    irscope_snapshot.filecheck(
        ref,
        """
        CHECK: UTCATOMSWS
        CHECK: UTMALDG.2D [
        CHECK-COUNT-4: UTCHMMA
        CHECK: UTCBAR
        CHECK: LDTM.x64
        CHECK: STG.E.128
        """,
    )
    irscope_snapshot.filecheck(ref, "CHECK: tcgen05.mma.cta_group::1.kind::f16", stage="ptx")
    irscope_snapshot.filecheck(ref, "CHECK-NOT: {{ (LDG|LDGSTS)[. ]}}")
    irscope_snapshot.assert_vector_width(ref, family="STG", min_bits=128)
    irscope_snapshot.assert_no_spills(ref)
