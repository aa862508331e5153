"""SASS listings written in nvdisasm's format with a shape chosen to stress the loop finder:
thousands of conditional branches in a row, deep nests, many back-edges to one header, and
random control flow (tests/analysis/test_loops_scale.py, benchmarks/sass_loops_scale.py)."""

from __future__ import annotations

import random

HEADER = '\t.section\t.text.{name},"ax",@progbits\n'
# What nvdisasm prints after each instruction: its encoding, ~60 bytes of the line.
_ENCODING = "/* 0x000fe20000000f00 */"


def _line(address: int, text: str) -> str:
    return f"        /*{address:04x}*/{text:>44} ;  {_ENCODING}\n"


def conditional_chain(blocks: int, name: str = "chain") -> str:
    """`blocks` blocks each ending in `@P0 BRA` to the next-but-one: every block dominates all
    those after it (the sets of dominators hold blocks^2 / 2 entries), and a branch back from
    the last to the first makes one loop of them all. 8,000 blocks are 1 MB of listing."""
    out = [HEADER.format(name=name)]
    address = 0
    for i in range(blocks):
        out.append(f".L_x_{i}:\n")
        out.append(_line(address, "ISETP.NE.AND P0, PT, R2, R3, PT"))
        out.append(_line(address + 0x10, f"@P0 BRA `(.L_x_{min(i + 2, blocks)})"))
        address += 0x20
    out.append(f".L_x_{blocks}:\n")
    out.append(_line(address, "@P1 BRA `(.L_x_0)"))
    out.append(_line(address + 0x10, "EXIT"))
    return "".join(out)


def nested_loops(depth: int, name: str = "nest") -> str:
    """`depth` loops, each inside the one before: one header each, one back-edge each."""
    out = [HEADER.format(name=name)]
    address = 0
    for i in range(depth):
        out.append(f".L_x_{i}:\n")
        out.append(_line(address, "HMMA.16816.F32 R4, R8, R12, R4"))
        address += 0x10
    for i in reversed(range(depth)):
        out.append(_line(address, f"@P0 BRA `(.L_x_{i})"))
        address += 0x10
    out.append(_line(address, "EXIT"))
    return "".join(out)


def many_back_edges(tails: int, name: str = "fan") -> str:
    """One header that `tails` conditional branches, one a block, jump back to."""
    out = [HEADER.format(name=name), ".L_x_0:\n"]
    address = 0
    for _ in range(tails):
        out.append(_line(address, "LDG.E.128 R4, desc[UR4][R2.64]"))
        out.append(_line(address + 0x10, "@P0 BRA `(.L_x_0)"))
        address += 0x20
    out.append(_line(address, "EXIT"))
    return "".join(out)


_BODY = (
    "IADD3 R2, R2, 0x1, RZ",
    "HGMMA.64x128x16.F32.BF16 R24, gdesc[UR8], R24",
    "SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [R5+URZ], R3",
    "NANOSLEEP.SYNCS 0x989680",
    "LDL R4, [R1]",
    "STG.E.128 desc[UR4][R2.64], R4",
    "@!PT LDG.E.64 R6, desc[UR4][R2.64]",
    "@!PT SYNCS.PHASECHK.TRANS64 P0, [R5+URZ], R3",
)
_BRANCHES = ("@P0 BRA", "@!P1 BRA", "BRA", "BRA.U UP0,", "BRA.U !UP0,")


def random_listing(rng: random.Random, blocks: int, name: str = "k") -> str:
    """Blocks of random instructions, each labelled, ending in a random branch (forward or
    back, conditional or not), an EXIT or nothing; some blocks unreachable."""
    out = [HEADER.format(name=name)]
    address = 0
    for i in range(blocks):
        if rng.random() < 0.8:
            out.append(f".L_x_{i}:\n")
        for _ in range(rng.randint(0, 3)):
            out.append(_line(address, rng.choice(_BODY)))
            address += 0x10
        end = rng.random()
        if end < 0.7:
            out.append(_line(address, f"{rng.choice(_BRANCHES)} `(.L_x_{rng.randrange(blocks)})"))
        elif end < 0.8:
            out.append(_line(address, "EXIT"))
        else:
            out.append(_line(address, "NOP"))
        address += 0x10
    out.append(_line(address, "EXIT"))
    return "".join(out)
