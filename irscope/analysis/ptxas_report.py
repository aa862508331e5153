"""ptxas's own resource figures (`ptxas -v`), per function, read from its report.

    ptxas info    : Function properties for kernel_...
        0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
    ptxas info    : Used 154 registers, used 1 barriers

`irscope stats --ptxas` runs a ptxas on the bundle's PTX (the bundle has no such report: the
DSL's built-in ptxas prints none) and shows these beside the cubin's figures and the STL/LDL
counts: ptxas counts spill stores and loads apart from local arrays, which STL/LDL do not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_PROPERTIES = re.compile(r"Function properties for (?P<name>\S+)")
_FRAME = re.compile(
    r"(?P<stack>\d+) bytes stack frame, (?P<stores>\d+) bytes spill stores, (?P<loads>\d+) bytes spill loads"
)
_USED = re.compile(r"(?:Compiling entry function '(?P<entry>[^']+)'|Used (?P<regs>\d+) registers)")


@dataclass(frozen=True)
class PtxasFigures:
    function: str
    stack_frame_bytes: int
    spill_store_bytes: int
    spill_load_bytes: int
    registers: int | None
    ptxas: str  # its version line: "Cuda compilation tools, release 13.0, V13.0.88"

    def to_json(self) -> dict[str, object]:
        return {
            "ptxas": self.ptxas,
            "registers": self.registers,
            "stack_frame_bytes": self.stack_frame_bytes,
            "spill_store_bytes": self.spill_store_bytes,
            "spill_load_bytes": self.spill_load_bytes,
        }


def parse_ptxas_report(text: str, version: str) -> dict[str, PtxasFigures]:
    """Function -> its figures. `Used N registers` follows the properties of the function whose
    `Compiling entry function` (or properties) line came last."""
    frames: dict[str, tuple[int, int, int]] = {}
    registers: dict[str, int] = {}
    current = None
    for line in text.splitlines():
        m = _PROPERTIES.search(line)
        if m:
            current = m["name"]
            continue
        f = _FRAME.search(line)
        if f and current:
            frames[current] = (int(f["stack"]), int(f["stores"]), int(f["loads"]))
            continue
        u = _USED.search(line)
        if u and u["entry"]:
            current = u["entry"]
        elif u and current:
            registers[current] = int(u["regs"])
    return {name: PtxasFigures(name, *frame, registers.get(name), version) for name, frame in frames.items()}
