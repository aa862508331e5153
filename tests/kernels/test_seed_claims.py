"""What the seed documents say each kernel's SASS looks like, checked on real captures."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.kernels.sass_counts import memory_widths, opcodes

ARCHS = ("sm_80", "sm_90a")


def _widths(load_bundle, ref: str) -> dict[str, Counter[int]]:
    b = load_bundle(ref)
    assert b.ok, f"{ref}: capture failed: {b.error}"
    return memory_widths(b.sass())


@pytest.mark.parametrize("arch", ARCHS)
def test_copy_inner_partition_two_128bit_loads_and_stores(load_bundle, arch: str) -> None:
    # seed 002, kernel 1: tiled_divide by (1, 16) bf16 = 32 contiguous bytes per thread.
    w = _widths(load_bundle, f"copy_inner_partition:bf16@{arch}")
    assert w["LDG"] == Counter({128: 2}) and w["STG"] == Counter({128: 2})


@pytest.mark.parametrize("arch", ARCHS)
def test_copy_inner_outer_partition_has_no_128bit_access(load_bundle, arch: str) -> None:
    # seed 002, kernel 2: local_partition leaves each thread values 32 columns apart.
    w = _widths(load_bundle, f"copy_inner_outer_partition:bf16@{arch}")
    assert w["LDG"] and w["STG"]
    assert set(w["LDG"]) == {16} and set(w["STG"]) == {16}
    assert sum(w["LDG"].values()) == 32  # a (4, 8) sub-tile per thread, one load per element


@pytest.mark.parametrize("arch", ARCHS)
def test_copy_tv_partition_four_128bit_loads(load_bundle, arch: str) -> None:
    # seed 002, kernel 3: 4 rows x 8 contiguous bf16 per thread.
    w = _widths(load_bundle, f"copy_tv_partition:bf16@{arch}")
    assert w["LDG"] == Counter({128: 4}) and w["STG"] == Counter({128: 4})


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("dtype, scalar_bits", [("f32", 32), ("f16", 16), ("bf16", 16)])
def test_elementwise_add_v1_is_scalar(load_bundle, arch: str, dtype: str, scalar_bits: int) -> None:
    # seed 000 as written: per-element predicate, default-width copy atom.
    w = _widths(load_bundle, f"elementwise_add:v1_{dtype}@{arch}")
    assert set(w["LDG"]) == {scalar_bits} and set(w["STG"]) == {scalar_bits}
    # Each thread owns 4 rows of 128 bits: one load per element, two operands, one result.
    per_thread = 4 * 128 // scalar_bits
    assert sum(w["LDG"].values()) == 2 * per_thread and sum(w["STG"].values()) == per_thread


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("dtype", ["f32", "f16", "bf16"])
def test_elementwise_add_v2_is_128bit(load_bundle, arch: str, dtype: str) -> None:
    # Two operands x 4 rows of one 128-bit vector each; one result vector per row.
    w = _widths(load_bundle, f"elementwise_add:v2_{dtype}@{arch}")
    assert w["LDG"] == Counter({128: 8}) and w["STG"] == Counter({128: 4})


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("dtype", ["f16", "bf16", "f32"])
def test_relu_one_128bit_vector_per_thread(load_bundle, arch: str, dtype: str) -> None:
    w = _widths(load_bundle, f"relu:{dtype}@{arch}")
    assert w["LDG"] == Counter({128: 1}) and w["STG"] == Counter({128: 1})


@pytest.mark.parametrize("arch", ARCHS)
def test_sgemm_cp_async_pipeline_without_local_memory(load_bundle, arch: str) -> None:
    b = load_bundle(f"sgemm:f32@{arch}")
    w = memory_widths(b.sass())
    ops = opcodes(b.sass())
    # A: 4 scalar cp.async per k-tile, B: one 128-bit; issued in 2 prologue stages + the mainloop.
    assert w["LDGSTS"] == Counter({32: 12, 128: 3})
    assert "LDG" not in w  # every global load goes through cp.async
    assert w["LDS"][128] > 0 and set(w["LDS"]) == {128}  # 4-wide runs of A and B per thread
    assert "LDL" not in w and "STL" not in w  # accumulator and predicates stay in registers
    assert ops["FFMA"] >= 64 * 8  # an 8x8 accumulator block per thread, 8 k-steps per tile
    assert any(op.startswith("DEPBAR") for op in ops)  # cp.async.wait_group
    assert set(w["STG"]) == {32}  # the predicated epilogue stores element by element


def test_copy_tma_uses_the_copy_engine(load_bundle) -> None:
    b = load_bundle("copy_tma:bf16@sm_90a")
    ops = opcodes(b.sass())
    assert ops["UTMALDG.2D"] == 1 and ops["UTMASTG.2D"] == 1
    assert not memory_widths(b.sass()).get("LDG") and not memory_widths(b.sass()).get("STG")
    assert any(op.startswith("SYNCS") for op in ops)  # the mbarrier
    # One thread issues the store: without it each of the 32 threads would store the tile.
    ptx = b.ptx()
    store_line = next(
        i for i, line in enumerate(ptx.splitlines()) if "cp.async.bulk.tensor" in line and "global.shared" in line
    )
    before = "\n".join(ptx.splitlines()[max(0, store_line - 6) : store_line])
    assert "bra" in before
