"""Occupancy by the CUDA occupancy rules, on figures worked out by hand (docs/stats.md)."""

from __future__ import annotations

import pytest

from irscope.analysis.occupancy import occupancy


def occ(arch="sm_90a", threads=256, registers=32, static=0, dynamic=0):
    return occupancy(
        arch, threads=threads, threads_from="test", registers=registers, static_shared=static, dynamic_shared=dynamic
    )


def test_registers_are_allocated_per_warp_in_units_of_256() -> None:
    # 32 registers: 1,024 per warp, 16 warps per 16K sub-partition, 64 per SM: 8 CTAs of 8 warps,
    # which the 64-warp limit allows too.
    o = occ(registers=32)
    assert o.limits["registers"] == 8 and o.ctas_per_sm == 8 and set(o.limited_by) == {"registers", "warps"}
    # 33 registers round up to 40: 1,280 per warp, 12 per sub-partition, 48 per SM: 6 CTAs.
    assert occ(registers=33).limits["registers"] == 6
    # 255: 8,160 rounds up to 8,192 per warp, 2 per sub-partition, 8 per SM: 1 CTA of 8 warps.
    assert occ(registers=255).ctas_per_sm == 1
    # More than 255 registers per thread cannot launch at all.
    assert occ(registers=256).ctas_per_sm == 0


def test_shared_memory_counts_the_reserved_kilobyte_and_the_carveout() -> None:
    # 100 KB dynamic + 1 KB reserved per CTA: two fit in sm_90's 228 KB, one in sm_80's 164 KB.
    assert occ(dynamic=100 * 1024, registers=16).limits["shared memory"] == 2
    assert occ(arch="sm_80", dynamic=100 * 1024, registers=16).limits["shared memory"] == 1
    # 113.5 KB + 1 KB reserved = 114.5 KB: two would need 229 KB, one more than sm_90 has.
    assert occ(dynamic=113 * 1024 + 512, registers=16).limits["shared memory"] == 1
    # Above the per-CTA opt-in maximum (227 KB on sm_90): it cannot launch.
    assert occ(dynamic=227 * 1024 + 1, registers=16).ctas_per_sm == 0
    # No shared memory: the CTA limit (32) applies.
    small = occ(threads=32, registers=16)
    assert small.ctas_per_sm == 32 and small.limited_by == ("CTAs",)


def test_warps_limit_and_block_size() -> None:
    o = occ(threads=1024, registers=16)
    assert o.limits["warps"] == 2 and o.warps_per_sm == 64 and o.fraction == 1.0
    assert occ(threads=1025).ctas_per_sm == 0
    assert occ(threads=100, registers=16).warps_per_cta == 4  # a partial warp is a whole warp


@pytest.mark.parametrize(
    "change, why",
    [
        ({"threads": None}, "block size not known"),
        ({"dynamic": None}, "dynamic shared memory not known"),
        ({"registers": None}, "registers not known"),
        ({"arch": "sm_86"}, "no occupancy table for sm_86"),
    ],
)
def test_what_is_not_known_is_said_not_guessed(change: dict, why: str) -> None:
    o = occ(**change)
    assert o.ctas_per_sm is None and o.warps_per_sm is None and why in o.unknown
    assert o.summary().startswith("unknown: ") and o.to_json()["ctas_per_sm"] is None


def test_summary_names_the_limit() -> None:
    assert occ(registers=154, dynamic=198656, static=1024).summary() == (
        "1 CTA/SM (8 warps, 12% of 64): limited by registers, shared memory"
    )
