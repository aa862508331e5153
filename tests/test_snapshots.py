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
