"""Counting memory instructions in captured SASS, by opcode and access width.

Local to the kernel-suite tests until the analysis layer's SASS stats replace it.
"""

from __future__ import annotations

import re
from collections import Counter

# "        /*0160*/                   LDG.E.128 R8, desc[UR4][R16.64] ;"  (optionally "@P0 " / "@!P0 ")
_INSTRUCTION = re.compile(
    r"^\s*/\*[0-9a-f]{4,}\*/\s+(?:@(?P<neg>!?)(?P<pred>U?P\w+)\s+)?(?P<op>[A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)*)"
)
MEMORY_OPS = ("LDG", "STG", "LDS", "STS", "LDGSTS", "LDL", "STL")


def opcodes(sass: str) -> Counter[str]:
    """Full opcodes (LDG.E.128) of the instructions that can run: ptxas pads with `@!PT LDS RZ, [RZ]`,
    an instruction under the never-true predicate, which is not a load."""
    counts: Counter[str] = Counter()
    for line in sass.splitlines():
        m = _INSTRUCTION.match(line)
        if m and not (m["neg"] and m["pred"] == "PT"):
            counts[m["op"]] += 1
    return counts


def width_bits(opcode: str) -> int:
    """Access width of a memory opcode: .128/.64 suffixes, .U8/.S8/.U16/.S16, else 32 bits."""
    for suffix, bits in ((".128", 128), (".64", 64), (".U16", 16), (".S16", 16), (".U8", 8), (".S8", 8)):
        if suffix in opcode:
            return bits
    return 32


def memory_widths(sass: str) -> dict[str, Counter[int]]:
    """{"LDG": Counter({128: 8}), "STG": ...}: how many instructions of each width per memory op."""
    out: dict[str, Counter[int]] = {}
    for op, n in opcodes(sass).items():
        base = op.split(".")[0]
        if base in MEMORY_OPS:
            out.setdefault(base, Counter())[width_bits(op)] += n
    return out


def vectorized_fraction(sass: str, ops: tuple[str, ...] = ("LDG", "STG", "LDGSTS")) -> float | None:
    """128-bit global accesses over all global accesses (static instruction counts)."""
    widths = memory_widths(sass)
    total = sum(sum(widths.get(op, Counter()).values()) for op in ops)
    wide = sum(widths.get(op, Counter())[128] for op in ops)
    return wide / total if total else None
