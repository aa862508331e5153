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
counted by what it does (`sync_kinds.py`), in the same words as the SASS side.
The parser never raises; the DSL's PTX even ends with a NUL byte, which is ignored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from irscope.analysis.sync_kinds import ptx_sync_kind
from irscope.ptx_syntax import PTX_FUNCTION

_LABEL = re.compile(r"^\s*[\w$%]+:(?!:)\s*")
_PREDICATE = re.compile(r"^@!?%?\w+\s+")
_TYPE_BITS = re.compile(r"^(?:[bsu](8|16|32|64|128)|f(16|32|64)|bf(16)|tf(32)|(f16|bf16)x2|e[45]m[23]x2)$")
_VECTOR = re.compile(r"^v(2|4|8)$")
_SPACES = ("global", "shared", "local", "param", "const")
# Instructions that order or wait rather than move data: known, counted with key "-".
_SYNC_PREFIXES = (
    "cp.async.commit_group",
    "cp.async.wait_group",
    "cp.async.wait_all",
    "cp.async.mbarrier",
    "cp.async.bulk.commit_group",
    "cp.async.bulk.wait_group",
    "mbarrier",
    "fence",
    "membar",
    "prefetch",
    "prefetchu",
    "wgmma.fence",
    "wgmma.commit_group",
    "wgmma.wait_group",
    "tcgen05.alloc",
    "tcgen05.dealloc",
    "tcgen05.relinquish_alloc_permit",
    "tcgen05.commit",
    "tcgen05.fence",
    "tcgen05.wait",
    "tcgen05.shift",
)
_MMA_SHAPE = re.compile(r"^m\d+n\d+k\d+$")
_TMEM_SHAPE = re.compile(r"^(?:\d+x\d+b(?:x\d+)?|x\d+)$")

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
        opcode, _, operands = statement.partition(" ")
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


def classify(opcode: str, operands: str) -> tuple[str, str, str] | None:
    """(op, shape key, bits) of a memory instruction; None for anything else."""
    parts = opcode.split(".")
    head = parts[0]
    if head in ("ld", "st", "ldu"):
        space = next((p.split("::")[0] for p in parts[1:] if p.split("::")[0] in _SPACES), "generic")
        return f"{head}.{space}", *_vector_shape(parts)
    if head in ("atom", "red") or opcode.startswith(("st.async", "red.async")):
        space = next((p.split("::")[0] for p in parts[1:] if p.split("::")[0] in _SPACES), "generic")
        vec = next((p for p in parts if _VECTOR.match(p)), None)
        rest = [p for p in parts[1:] if p.split("::")[0] not in _SPACES and "::" not in p and p != vec]
        rest = [
            p for p in rest if p not in ("relaxed", "acquire", "release", "acq_rel", "gpu", "cta", "sys", "cluster")
        ]
        _, bits = _vector_shape(parts)
        return f"{head}.{space}", ".".join(([vec] if vec else []) + rest) or "-", bits
    if head in ("ldmatrix", "stmatrix"):
        count = next((int(p[1:]) for p in parts if p in ("x1", "x2", "x4")), 1)
        shape = ".".join(p for p in parts[1:] if p not in ("sync", "aligned", "shared") and "::" not in p)
        return head, shape, str(32 * count)
    if opcode.startswith("wgmma.wait_group"):  # keyed by N: how many MMA batches it leaves in flight
        n = operands.strip().rstrip(";").strip()
        return "wgmma.wait_group", n if n.isdigit() else "-", "-"
    if opcode.startswith(_SYNC_PREFIXES):
        return _sync_op(parts), "-", "-"
    if head == "mma":  # warp-level mma.sync (Ampere on): HMMA/IMMA/DMMA in SASS
        return "mma.sync", next((p for p in parts if _MMA_SHAPE.match(p)), "-"), "-"
    if opcode.startswith("wgmma.mma_async"):
        return "wgmma.mma_async", next((p for p in parts if _MMA_SHAPE.match(p)), "-"), "-"
    if opcode.startswith("tcgen05.mma"):
        return "tcgen05.mma", next((p for p in parts if p.startswith("kind::")), "-"), "-"
    if opcode.startswith(("tcgen05.ld", "tcgen05.st", "tcgen05.cp")):
        return ".".join(parts[:2]), ".".join(p for p in parts[2:] if _TMEM_SHAPE.match(p)) or "-", "-"
    if opcode.startswith(("cp.async.bulk.tensor", "cp.reduce.async.bulk.tensor")):
        rank = next((p for p in parts if re.fullmatch(r"[1-5]d", p)), "-")
        reduce = head == "cp.reduce" or opcode.startswith("cp.reduce")
        after_rank = parts[parts.index(rank) + 1 :] if rank in parts else parts
        to_shared = bool(after_rank) and after_rank[0].startswith("shared")
        kind = "reduce" if reduce else ("load" if to_shared else "store")
        multicast = any(p.startswith("multicast") for p in parts)
        return f"cp.async.bulk.tensor.{kind}", f"{rank}.multicast" if multicast else rank, "-"
    if opcode.startswith(("cp.async.bulk", "cp.reduce.async.bulk")):
        return "cp.async.bulk", "-", "-"
    if opcode.startswith("cp.async"):
        return "cp.async", *_cp_async_shape(parts, operands)
    return None


def _vector_shape(parts: list[str]) -> tuple[str, str]:
    vec = next((p for p in parts if _VECTOR.match(p)), None)
    typ = next((p for p in reversed(parts) if _TYPE_BITS.match(p)), None)
    if typ is None:
        return (vec or "-"), "-"
    bits = _type_bits(typ) * (int(vec[1:]) if vec else 1)
    return (f"{vec}.{typ}" if vec else typ), str(bits)


def _type_bits(typ: str) -> int:
    m = _TYPE_BITS.match(typ)
    if m is None:
        return 0
    if m[5] or typ.startswith("e"):
        return 32 if m[5] else 16
    return int(next(g for g in m.groups()[:4] if g))


def _cp_async_shape(parts: list[str], operands: str) -> tuple[str, str]:
    """`cp.async.ca.shared.global [d], [s], 16;` copies 16 bytes: shape `ca.16`, 128 bits."""
    cache = next((p for p in parts if p in ("ca", "cg")), "-")
    size = re.search(r"\]\s*,\s*(\d+)", operands.split(";")[0])
    if size is None:
        return cache, "-"
    return f"{cache}.{size[1]}", str(int(size[1]) * 8)


def _sync_op(parts: list[str]) -> str:
    if parts[0] in ("mbarrier", "fence", "membar", "prefetch", "prefetchu"):
        return parts[0]
    if parts[0] in ("wgmma", "tcgen05"):
        return ".".join(parts[:2])
    return ".".join(p for p in parts if p not in ("read",))


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
