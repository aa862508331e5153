"""GPU architectures the CuTe DSL targets (CUTE_DSL_ARCH values), checked before any compile."""

from __future__ import annotations

import re

from irscope.errors import IrscopeError

KNOWN_ARCHS: tuple[str, ...] = (
    "sm_80", "sm_86", "sm_87", "sm_89",
    "sm_90", "sm_90a",
    "sm_100", "sm_100a", "sm_100f", "sm_101", "sm_101a", "sm_101f", "sm_103", "sm_103a", "sm_103f",
    "sm_110", "sm_110a", "sm_110f",
    "sm_120", "sm_120a", "sm_120f", "sm_121", "sm_121a", "sm_121f",
)  # fmt: skip

_FORM = re.compile(r"^sm_\d{2,3}[af]?$")


def check_arch(arch: str) -> str:
    if not _FORM.match(arch):
        raise IrscopeError(f"bad arch {arch!r}: expected the form sm_90a (known: {', '.join(KNOWN_ARCHS)})")
    if arch not in KNOWN_ARCHS:
        raise IrscopeError(f"unknown arch {arch!r}: the CuTe DSL targets {', '.join(KNOWN_ARCHS)}")
    return arch
