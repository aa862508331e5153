"""Memory-instruction statistics per `.entry`/`.func` of a PTX text, mirroring the SASS view.

Each memory instruction is counted under an op (`ld.global`, `st.shared`, `cp.async`,
`ldmatrix`, `atom.global`, `cp.async.bulk.tensor.load` ...) and a shape key as PTX spells it:
`v4.b32`, `f32`, `ca.16` (cp.async: cache mode and bytes), `m8n8.x4.b16`, `add.f32`, `2d`. The
same counts are also kept by access width in bits per thread (`v4.b32` -> 128, `cp.async` 16
bytes -> 128, ldmatrix .x4 -> 128), which is what SASS can be compared on. Static counts, like
the SASS ones. An unknown instruction with a memory operand (`[...]`) is counted in `other`.
Tensor-core and tensor-memory instructions are counted too: `mma.sync` and `wgmma.mma_async` by shape
(`m64n256k16`), `tcgen05.mma` by kind (`kind::f16`), `tcgen05.ld`/`tcgen05.st` by shape and
repetition (`32x32b.x64`); their fences, commits, waits and TMEM allocation with key `-`. A TMA
load that multicasts to the CTAs of a cluster is keyed `2d.multicast`. Synchronization is also
counted by what it does (`sync_kinds.py`), in the same words as the SASS side. Which
instructions count, under which op and how their shape is read: the table of `ptx_families.py`.
The parser never raises; the DSL's PTX even ends with a NUL byte, which is ignored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from irscope.analysis.ptx_families import classify
from irscope.analysis.sync_kinds import ptx_sync_kind
from irscope.ptx_syntax import PTX_FUNCTION, opcode_and_operands

_LABEL = re.compile(r"^\s*[\w$%]+:(?!:)\s*")
_PREDICATE = re.compile(r"^@!?%?\w+\s+")
#: Ops every report lists, even when empty.
REQUIRED_OPS = ("ld.global", "st.global", "ld.shared", "st.shared", "cp.async")


@dataclass(frozen=True)
class PtxFunctionStats:
    """One PTX function's memory instructions. Mappings are read-only by convention."""

    name: str
    kind: str  # "entry" | "function"
    ops: dict[str, dict[str, int]]  # op -> shape key -> instructions
    widths: dict[str, dict[str, int]]  # op -> bits per thread ("-" where none applies) -> instructions
    predicated: dict[str, dict[str, int]]  # op -> shape key -> instructions under @%p
    other: dict[str, int]  # unknown opcode with a memory operand -> instructions
    instructions: int
    sync: dict[str, dict[str, int]] = field(default_factory=dict)  # category -> kind (sync_kinds.py) -> n

    def count(self, op: str, shape: str | None = None) -> int:
        by_shape = self.ops.get(op, {})
        return sum(by_shape.values()) if shape is None else by_shape.get(shape, 0)


@dataclass
class _PtxStatsBuilder:
    name: str
    kind: str
    ops: dict[str, dict[str, int]] = field(default_factory=dict)
    widths: dict[str, dict[str, int]] = field(default_factory=dict)
    predicated: dict[str, dict[str, int]] = field(default_factory=dict)
    other: dict[str, int] = field(default_factory=dict)
    instructions: int = 0
    sync: dict[str, dict[str, int]] = field(default_factory=dict)

    def add(self, statement: str) -> None:
        statement = _LABEL.sub("", statement).strip()
        if not statement or statement.startswith((".", "{", "}")):
            return
        predicate = _PREDICATE.match(statement)
        if predicate:
            statement = statement[predicate.end() :]
        opcode, operands = opcode_and_operands(statement)
        self.instructions += 1
        sync = ptx_sync_kind(opcode, operands)
        if sync is not None:
            _bump(self.sync, *sync)
        found = classify(opcode, operands)
        if found is None:
            if "[" in operands:
                self.other[opcode] = self.other.get(opcode, 0) + 1
            return
        op, shape, bits = found
        _bump(self.ops, op, shape)
        _bump(self.widths, op, bits)
        if predicate:
            _bump(self.predicated, op, shape)


def _bump(table: dict[str, dict[str, int]], op: str, key: str) -> None:
    by_key = table.setdefault(op, {})
    by_key[key] = by_key.get(key, 0) + 1


def ptx_function_stats(ptx_text: str) -> tuple[PtxFunctionStats, ...]:
    """Statistics for every function with a body, in order of appearance."""
    out: list[_PtxStatsBuilder] = []
    current: _PtxStatsBuilder | None = None
    pending: _PtxStatsBuilder | None = None  # seen `.entry name(` but not its `{` yet
    depth = 0
    for raw in ptx_text.replace("\0", "").splitlines():
        line = raw.split("//", 1)[0].strip()
        if current is None:
            m = PTX_FUNCTION.match(line)
            if m:
                pending = _PtxStatsBuilder(m["name"], "entry" if m["kind"] == "entry" else "function")
            if pending is None:
                continue
            if "{" not in line:
                if line.endswith(";"):  # a prototype (.extern .func f(...);): no body
                    pending = None
                continue
            current, pending, depth = pending, None, 0
            out.append(current)
            line = line[line.index("{") :]
        # Block braces open and close lines ({ ... } of the body and of inline asm); braces
        # inside a statement are vector operands ({%r1, %r2}) and end with the statement's `;`.
        while line.startswith("{"):
            depth += 1
            line = line[1:].lstrip()
        closes = 0
        while line.endswith("}"):
            closes += 1
            line = line[:-1].rstrip()
        for statement in line.split(";"):
            current.add(statement)
        depth -= closes
        if depth <= 0:
            current = None
    return tuple(_freeze(b) for b in out)


def _freeze(b: _PtxStatsBuilder) -> PtxFunctionStats:
    return PtxFunctionStats(b.name, b.kind, b.ops, b.widths, b.predicated, b.other, b.instructions, b.sync)
