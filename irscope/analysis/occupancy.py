"""Resident CTAs and warps per SM, from a kernel's threads, registers and shared memory.

The rules are the CUDA occupancy calculator's (`cuda_occupancy.h`, the driver's
`cuOccupancyMaxActiveBlocksPerMultiprocessor`), with the limits of NVIDIA's CUDA C++
Programming Guide, "Technical Specifications per Compute Capability" (docs/stats.md):

- **warps**: a CTA of T threads takes ceil(T / 32) warps; an SM holds at most `max_warps`.
- **registers**: each warp is allocated ceil(R x 32 / 256) x 256 registers (R per thread, at
  most 255); the 64K-register file is split into 4 sub-partitions of 16K, each holding
  floor(16K / per-warp) warps, and a CTA needs all its warps resident.
- **shared memory**: a CTA takes static + dynamic + 1 KB reserved by the system (sm_80 on),
  rounded up to 128 bytes, out of the SM's largest carveout (what the driver picks when the
  kernel states no preference); above the per-CTA opt-in limit it cannot launch at all.
- **CTAs**: at most `max_ctas` per SM.

The result names the resource that limits (every one that ties). What the bundle does not know
(the block size of a kernel launched with a run-time size, a run-time dynamic shared size, an
arch outside the table) makes the figure None with the reason, never a guess.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

WARP = 32


@dataclass(frozen=True)
class ArchLimits:
    arch: str
    max_warps: int
    max_ctas: int
    shared_per_sm: int  # bytes, the largest carveout
    shared_per_cta: int  # bytes, the opt-in maximum of one CTA
    registers: int = 64 * 1024
    register_partitions: int = 4
    max_registers_per_thread: int = 255
    register_unit: int = 256  # registers are allocated per warp in units of this many
    reserved_shared_per_cta: int = 1024
    shared_unit: int = 128
    max_threads_per_cta: int = 1024


KIB = 1024
LIMITS = {
    "sm_80": ArchLimits("sm_80", max_warps=64, max_ctas=32, shared_per_sm=164 * KIB, shared_per_cta=163 * KIB),
    "sm_90": ArchLimits("sm_90", max_warps=64, max_ctas=32, shared_per_sm=228 * KIB, shared_per_cta=227 * KIB),
    "sm_100": ArchLimits("sm_100", max_warps=64, max_ctas=32, shared_per_sm=228 * KIB, shared_per_cta=227 * KIB),
}

WARPS, REGISTERS, SHARED, CTAS = "warps", "registers", "shared memory", "CTAs"


def arch_limits(arch: str) -> ArchLimits | None:
    """sm_90a and sm_90 share the limits of sm_90 (the suffix selects instructions, not resources)."""
    return LIMITS.get(arch.rstrip("af"))


@dataclass(frozen=True)
class Occupancy:
    """What fits on one SM; `ctas_per_sm` is None when something it needs is unknown (`unknown`)."""

    arch: str
    threads: int | None
    threads_from: str  # where the block size came from: ".reqntid (cubin)", "launch (MLIR)", "unknown"
    registers: int | None
    shared_bytes_per_cta: int | None  # static + dynamic + reserved, before rounding
    ctas_per_sm: int | None
    limits: dict[str, int]  # resource -> CTAs per SM it allows
    unknown: str = ""  # why ctas_per_sm is None

    @property
    def warps_per_cta(self) -> int | None:
        return None if self.threads is None else -(-self.threads // WARP)

    @property
    def warps_per_sm(self) -> int | None:
        if self.ctas_per_sm is None or self.warps_per_cta is None:
            return None
        return self.ctas_per_sm * self.warps_per_cta

    @property
    def limited_by(self) -> tuple[str, ...]:
        if self.ctas_per_sm is None:
            return ()
        return tuple(r for r, n in self.limits.items() if n == self.ctas_per_sm)

    @property
    def fraction(self) -> float | None:
        """Resident warps over the SM's maximum."""
        limits = arch_limits(self.arch)
        warps = self.warps_per_sm
        return None if warps is None or limits is None else warps / limits.max_warps

    def summary(self) -> str:
        """'1 CTA/SM (8 warps, 12% of 64): limited by registers', or 'unknown: ...'."""
        if self.ctas_per_sm is None:
            return f"unknown: {self.unknown}"
        limits = arch_limits(self.arch)
        of = f", {100 * self.fraction:.0f}% of {limits.max_warps}" if limits and self.fraction is not None else ""
        cta = "CTA" if self.ctas_per_sm == 1 else "CTAs"
        return f"{self.ctas_per_sm} {cta}/SM ({self.warps_per_sm} warps{of}): limited by {', '.join(self.limited_by)}"

    def to_json(self) -> dict[str, object]:
        return {
            "ctas_per_sm": self.ctas_per_sm,
            "warps_per_sm": self.warps_per_sm,
            "threads_per_cta": self.threads,
            "threads_from": self.threads_from,
            "registers_per_thread": self.registers,
            "shared_bytes_per_cta": self.shared_bytes_per_cta,
            "limits": dict(self.limits),
            "limited_by": list(self.limited_by),
            "unknown": self.unknown or None,
        }


def occupancy(
    arch: str,
    *,
    threads: int | None,
    threads_from: str,
    registers: int | None,
    static_shared: int | None,
    dynamic_shared: int | None,
) -> Occupancy:
    limits = arch_limits(arch)
    shared = None if static_shared is None or dynamic_shared is None else static_shared + dynamic_shared
    reserved = limits.reserved_shared_per_cta if limits else 0
    made = partial(
        Occupancy,
        arch=arch,
        threads=threads,
        threads_from=threads_from,
        registers=registers,
        shared_bytes_per_cta=None if shared is None else shared + reserved,
    )
    missing = [
        why
        for why, absent in (
            (f"no occupancy table for {arch} (known: {', '.join(LIMITS)})", limits is None),
            ("block size not known (launched with a run-time size, no .reqntid)", threads is None),
            ("registers not known (no SASS)", registers is None),
            ("dynamic shared memory not known (a run-time size)", dynamic_shared is None),
            ("static shared memory not known (no SASS)", static_shared is None),
        )
        if absent
    ]
    if missing:
        return made(ctas_per_sm=None, limits={}, unknown="; ".join(missing))
    assert limits is not None and threads is not None and registers is not None and shared is not None
    per_resource = {
        WARPS: _by_warps(limits, threads),
        REGISTERS: _by_registers(limits, threads, registers),
        SHARED: _by_shared(limits, shared),
        CTAS: limits.max_ctas,
    }
    return made(ctas_per_sm=min(per_resource.values()), limits=per_resource)


def _by_warps(limits: ArchLimits, threads: int) -> int:
    if threads > limits.max_threads_per_cta or threads <= 0:
        return 0
    return limits.max_warps // -(-threads // WARP)


def _by_registers(limits: ArchLimits, threads: int, registers: int) -> int:
    if registers > limits.max_registers_per_thread:
        return 0
    warps = -(-threads // WARP)
    per_warp = _round_up(max(registers, 1) * WARP, limits.register_unit)
    per_partition = limits.registers // limits.register_partitions
    resident_warps = (per_partition // per_warp) * limits.register_partitions
    return resident_warps // warps


def _by_shared(limits: ArchLimits, shared: int) -> int:
    if shared > limits.shared_per_cta:
        return 0
    per_cta = _round_up(shared + limits.reserved_shared_per_cta, limits.shared_unit)
    return limits.shared_per_sm // per_cta


def _round_up(n: int, unit: int) -> int:
    return -(-n // unit) * unit
