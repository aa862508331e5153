"""Assertions on generated code beyond exact snapshots: vector widths, spills (FileCheck:
filecheck_run).

Each returns None on success and raises AssertionError naming the kernel, arch and stage.
"""

from __future__ import annotations

from irscope.analysis.stats import bundle_stats
from irscope.bundle import Bundle


def _family_widths(b: Bundle, family: str) -> dict[int, int]:
    """Access count by width in bits, summed over the bundle's kernel functions."""
    widths: dict[int, int] = {}
    for fn in bundle_stats(b).functions:
        for width, count in (fn.sass.counts.get(family, {}) if fn.sass else {}).items():
            if width.isdigit():
                widths[int(width)] = widths.get(int(width), 0) + count
    return widths


def _describe(widths: dict[int, int], family: str) -> str:
    if not widths:
        return f"no {family}"
    return ", ".join(f"{n} x {family}.{w}" for w, n in sorted(widths.items()))


def assert_vector_width(b: Bundle, family: str = "LDG", min_bits: int = 128, fraction: float = 1.0) -> None:
    """At least `fraction` of the bytes moved by `family` go through accesses >= min_bits wide."""
    __tracebackhide__ = True  # pytest shows the test's line that failed, not these frames
    widths = _family_widths(b, family)
    total = sum(w * n for w, n in widths.items())
    wide = sum(w * n for w, n in widths.items() if w >= min_bits)
    if total == 0:
        raise AssertionError(f"{b.label}: no {family} instructions in the SASS (expected {min_bits}-bit ones)")
    if wide < fraction * total:
        raise AssertionError(
            f"{b.label}: {family} is not vectorized to {min_bits} bits: {_describe(widths, family)} "
            f"({wide / total:.0%} of {family} bytes in >= {min_bits}-bit accesses, expected >= {fraction:.0%})"
        )


def assert_max_vector_width(b: Bundle, family: str = "LDG", max_bits: int = 32) -> None:
    """No `family` access is wider than max_bits (e.g. the seed's scalar elementwise_add)."""
    __tracebackhide__ = True  # pytest shows the test's line that failed, not these frames
    widths = _family_widths(b, family)
    wider = {w: n for w, n in widths.items() if w > max_bits}
    if wider:
        raise AssertionError(
            f"{b.label}: expected {family} no wider than {max_bits} bits, found {_describe(wider, family)}"
        )


def assert_no_spills(b: Bundle) -> None:
    __tracebackhide__ = True  # pytest shows the test's line that failed, not these frames
    spilled = [(fn.name, fn.spill_bytes) for fn in bundle_stats(b).functions if fn.spill_bytes]
    if spilled:
        details = ", ".join(f"{name}: {n} bytes" for name, n in spilled)
        raise AssertionError(f"{b.label}: register spills ({details})")
