"""What PTX memory, tensor-core and synchronization instructions are: one table, as for SASS.

Each row is a family of opcodes (those starting with its prefix), the op its instructions are
counted under, and how the shape key and the bits per thread are read from the opcode's parts
and operands. The first row whose prefix the opcode starts with decides, so a longer prefix
stands before a shorter one it would otherwise lose to (`cp.async.bulk.tensor` before
`cp.async.bulk` before `cp.async`). A new instruction is one row here (sass_families.py is the
SASS side's table). What each way of reading gives:

    VECTOR      `v4.b32`, 128: the vector and the type; bits = type bits x vector length
    ATOMIC      `add.f32`, `v2.add.f16x2`: the operation and type, without space, ordering or scope
    MATRIX      `m8n8.x4.b16`, 32 bits per matrix (ldmatrix/stmatrix .x1/.x2/.x4)
    IN_FLIGHT   `1`: wgmma.wait_group's operand, how many MMA batches it leaves in flight
    MMA_SHAPE   `m64n256k16`: the instruction shape
    MMA_KIND    `kind::f16`: tcgen05.mma's kind
    TMEM_SHAPE  `32x32b.x64`: tcgen05.ld/st/cp's shape and repetition
    TILE        `2d`, `2d.multicast`: a TMA copy's tile rank, and whether it multicasts
    CP_ASYNC    `ca.16`, 128: cp.async's cache mode and the bytes it copies
    BULK        `global->shared`, `shared->global.add`: a bulk copy's (or reduction's) direction
    WARP        `bfly.b32`, `ballot.b32`, `add.u32`: a warp-level exchange's mode and type
    NONE        `-`: fences, waits, commits, barriers
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

VECTOR = "vector"
ATOMIC = "atomic"
MATRIX = "matrix"
IN_FLIGHT = "in flight"
MMA_SHAPE = "mma shape"
MMA_KIND = "mma kind"
TMEM_SHAPE = "tmem shape"
TILE = "tile"
CP_ASYNC = "cp.async"
BULK = "bulk"
WARP = "warp"
NONE = "none"

#: The op named by the opcode's state space: `ld` is counted as `ld.global`, `ld.shared` ...
#: (`generic` where the opcode names none).
BY_SPACE = "by space"
#: The op named by the opcode itself (`_opcode_op`): `mbarrier`, `wgmma.fence`, `cp.async.wait_group`.
BY_OPCODE = "by opcode"
#: A TMA tile copy named by its direction: `cp.async.bulk.tensor.load` into shared memory, else `.store`.
BY_DIRECTION = "by direction"

SPACES = ("global", "shared", "local", "param", "const")


@dataclass(frozen=True)
class PtxFamily:
    """Opcodes starting with `prefix` (with `word`, `prefix` is whole dotted parts: `ld` takes
    `ld` and `ld.global.f32`, not `ldu` or `ldmatrix`)."""

    prefix: str
    op: str  # the op counted, or how it is named: BY_SPACE | BY_OPCODE | BY_DIRECTION
    read: str  # how the shape key and bits are read (the module docstring)
    word: bool = False


FAMILIES: tuple[PtxFamily, ...] = (
    PtxFamily("ld", BY_SPACE, VECTOR, word=True),
    PtxFamily("st", BY_SPACE, VECTOR, word=True),  # st.async too: a store to a peer CTA's shared memory
    PtxFamily("ldu", BY_SPACE, VECTOR, word=True),
    PtxFamily("atom", BY_SPACE, ATOMIC, word=True),
    PtxFamily("red", BY_SPACE, ATOMIC, word=True),  # red.async too
    PtxFamily("ldmatrix", "ldmatrix", MATRIX, word=True),
    PtxFamily("stmatrix", "stmatrix", MATRIX, word=True),
    # Keyed by its operand, before the fences and waits below that it would otherwise be one of.
    PtxFamily("wgmma.wait_group", "wgmma.wait_group", IN_FLIGHT),
    # Instructions that order or wait rather than move data.
    PtxFamily("cp.async.commit_group", BY_OPCODE, NONE),
    PtxFamily("cp.async.wait_group", BY_OPCODE, NONE),
    PtxFamily("cp.async.wait_all", BY_OPCODE, NONE),
    PtxFamily("cp.async.mbarrier", BY_OPCODE, NONE),
    PtxFamily("cp.async.bulk.commit_group", BY_OPCODE, NONE),
    PtxFamily("cp.async.bulk.wait_group", BY_OPCODE, NONE),
    PtxFamily("mbarrier", BY_OPCODE, NONE),
    PtxFamily("fence", BY_OPCODE, NONE),
    PtxFamily("membar", BY_OPCODE, NONE),
    PtxFamily("prefetch", BY_OPCODE, NONE),  # prefetchu too
    PtxFamily("wgmma.fence", BY_OPCODE, NONE),
    PtxFamily("wgmma.commit_group", BY_OPCODE, NONE),
    PtxFamily("tcgen05.alloc", BY_OPCODE, NONE),
    PtxFamily("tcgen05.dealloc", BY_OPCODE, NONE),
    PtxFamily("tcgen05.relinquish_alloc_permit", BY_OPCODE, NONE),
    PtxFamily("tcgen05.commit", BY_OPCODE, NONE),
    PtxFamily("tcgen05.fence", BY_OPCODE, NONE),
    PtxFamily("tcgen05.wait", BY_OPCODE, NONE),
    PtxFamily("tcgen05.shift", BY_OPCODE, NONE),
    # Warp-level exchanges through registers (SHFL, VOTE/VOTEU, REDUX, MATCH in SASS; ptxas
    # drops one whose result it can tell, such as a shuffle of a warp-uniform value).
    PtxFamily("shfl", "shfl.sync", WARP, word=True),
    PtxFamily("vote", "vote.sync", WARP, word=True),
    PtxFamily("redux", "redux.sync", WARP, word=True),
    PtxFamily("match", "match.sync", WARP, word=True),
    PtxFamily("activemask", "activemask", WARP, word=True),
    # Tensor cores and tensor memory.
    PtxFamily("mma", "mma.sync", MMA_SHAPE, word=True),  # warp-level (Ampere on): HMMA/IMMA/DMMA in SASS
    PtxFamily("wgmma.mma_async", "wgmma.mma_async", MMA_SHAPE),
    PtxFamily("tcgen05.mma", "tcgen05.mma", MMA_KIND),
    PtxFamily("tcgen05.ld", BY_OPCODE, TMEM_SHAPE),
    PtxFamily("tcgen05.st", BY_OPCODE, TMEM_SHAPE),
    PtxFamily("tcgen05.cp", BY_OPCODE, TMEM_SHAPE),
    # TMA and bulk copies, then cp.async, longest prefix first.
    PtxFamily("cp.async.bulk.tensor", BY_DIRECTION, TILE),
    PtxFamily("cp.reduce.async.bulk.tensor", "cp.async.bulk.tensor.reduce", TILE),
    PtxFamily("cp.async.bulk", "cp.async.bulk", BULK),
    PtxFamily("cp.reduce.async.bulk", "cp.async.bulk", BULK),
    PtxFamily("cp.async", "cp.async", CP_ASYNC),
)
# One match finds the first row: the alternatives are tried in the table's order, and the
# group that matched is its row. Most instructions start with no prefix at all, which one
# str.startswith of them all says first.
_FIRST_ROW = re.compile("|".join(f"({re.escape(f.prefix)}{'(?![^.])' if f.word else ''})" for f in FAMILIES))
_PREFIXES = tuple(f.prefix for f in FAMILIES)


def family(opcode: str) -> PtxFamily | None:
    """The table's first row whose prefix `opcode` starts with; None for any other instruction."""
    if not opcode.startswith(_PREFIXES):
        return None
    m = _FIRST_ROW.match(opcode)
    if m is None or m.lastindex is None:
        return None
    return FAMILIES[m.lastindex - 1]


def classify(opcode: str, operands: str) -> tuple[str, str, str] | None:
    """(op, shape key, bits) of a memory, tensor-core or synchronization instruction; None for
    anything else. Bits are per thread, `-` where none apply."""
    row = family(opcode)
    if row is None:
        return None
    parts = opcode.split(".")
    shape, bits = _READ[row.read](parts, operands)
    return _op(row, parts), shape, bits


def _op(row: PtxFamily, parts: list[str]) -> str:
    if row.op == BY_SPACE:
        return f"{parts[0]}.{_space(parts)}"
    if row.op == BY_OPCODE:
        return _opcode_op(parts)
    if row.op == BY_DIRECTION:
        return f"cp.async.bulk.tensor.{'load' if _to_shared(parts) else 'store'}"
    return row.op


def _space(parts: list[str]) -> str:
    """The opcode's state space. A synchronous load or store of a peer CTA's shared memory
    (`ld.shared::cluster`, `st.shared::cluster`) is `shared::cluster`: ptxas makes generic LD.E /
    ST.E of it (sm_90a, sm_100a), never LDS/STS. `st.async` (STAS on sm_100a) and atomics keep
    `shared`."""
    for p in parts[1:]:
        space = p.split("::")[0]
        if space in SPACES:
            peer = p == "shared::cluster" and parts[0] in ("ld", "st") and "async" not in parts
            return "shared::cluster" if peer else space
    return "generic"


def _opcode_op(parts: list[str]) -> str:
    if parts[0] in ("mbarrier", "fence", "membar", "prefetch", "prefetchu"):
        return parts[0]
    if parts[0] in ("wgmma", "tcgen05"):
        return ".".join(parts[:2])
    return ".".join(p for p in parts if p not in ("read",))


# ---- how each family's shape key and bits are read ------------------------------------------
_TYPE_BITS = re.compile(r"^(?:[bsu](8|16|32|64|128)|f(16|32|64)|bf(16)|tf(32)|(f16|bf16)x2|e[45]m[23]x2)$")
_VECTOR = re.compile(r"^v(2|4|8)$")
_MMA_SHAPE = re.compile(r"^m\d+n\d+k\d+$")
_TMEM_SHAPE = re.compile(r"^(?:\d+x\d+b(?:x\d+)?|x\d+)$")
_TILE_RANK = re.compile(r"[1-5]d")
_CP_ASYNC_BYTES = re.compile(r"\]\s*,\s*(\d+)")
#: What an atomic's shape key leaves out: memory ordering and scope.
_ORDERING_AND_SCOPE = ("relaxed", "acquire", "release", "acq_rel", "gpu", "cta", "sys", "cluster")


def _vector_shape(parts: list[str], operands: str = "") -> tuple[str, str]:
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


def _atomic_shape(parts: list[str], operands: str) -> tuple[str, str]:
    vec = next((p for p in parts if _VECTOR.match(p)), None)
    rest = [p for p in parts[1:] if p.split("::")[0] not in SPACES and "::" not in p and p != vec]
    rest = [p for p in rest if p not in _ORDERING_AND_SCOPE]
    return ".".join(([vec] if vec else []) + rest) or "-", _vector_shape(parts)[1]


def _matrix_shape(parts: list[str], operands: str) -> tuple[str, str]:
    count = next((int(p[1:]) for p in parts if p in ("x1", "x2", "x4")), 1)
    shape = ".".join(p for p in parts[1:] if p not in ("sync", "aligned", "shared") and "::" not in p)
    return shape, str(32 * count)


def _in_flight(parts: list[str], operands: str) -> tuple[str, str]:
    n = operands.strip().rstrip(";").strip()
    return n if n.isdigit() else "-", "-"


def _mma_shape(parts: list[str], operands: str) -> tuple[str, str]:
    return next((p for p in parts if _MMA_SHAPE.match(p)), "-"), "-"


def _mma_kind(parts: list[str], operands: str) -> tuple[str, str]:
    return next((p for p in parts if p.startswith("kind::")), "-"), "-"


def _tmem_shape(parts: list[str], operands: str) -> tuple[str, str]:
    return ".".join(p for p in parts[2:] if _TMEM_SHAPE.match(p)) or "-", "-"


def _tile(parts: list[str], operands: str) -> tuple[str, str]:
    rank = next((p for p in parts if _TILE_RANK.fullmatch(p)), "-")
    multicast = any(p.startswith("multicast") for p in parts)
    return f"{rank}.multicast" if multicast else rank, "-"


def _to_shared(parts: list[str]) -> bool:
    """Whether a TMA copy's destination (the part after its rank) is shared memory."""
    rank = next((p for p in parts if _TILE_RANK.fullmatch(p)), "-")
    after_rank = parts[parts.index(rank) + 1 :] if rank in parts else parts
    return bool(after_rank) and after_rank[0].startswith("shared")


def _cp_async_shape(parts: list[str], operands: str) -> tuple[str, str]:
    """`cp.async.ca.shared.global [d], [s], 16;` copies 16 bytes: shape `ca.16`, 128 bits."""
    cache = next((p for p in parts if p in ("ca", "cg")), "-")
    size = _CP_ASYNC_BYTES.search(operands.split(";")[0])
    if size is None:
        return cache, "-"
    return f"{cache}.{size[1]}", str(int(size[1]) * 8)


_REDUCTIONS = ("add", "min", "max", "inc", "dec", "and", "or", "xor")


def _bulk_direction(parts: list[str], operands: str) -> tuple[str, str]:
    """`cp.async.bulk.shared::cluster.global...` (destination first) copies `global->shared`;
    `cp.reduce.async.bulk.global.shared::cta...add.f32` reduces `shared->global.add`. A bulk
    copy moves a run of bytes its operand gives, not a vector: no bits. `-` where the opcode
    names no two spaces (`cp.async.bulk.prefetch.L2.global`)."""
    spaces = [p.split("::")[0] for p in parts[2:] if p.split("::")[0] in SPACES]
    if len(spaces) < 2:
        return "-", "-"
    direction = f"{spaces[1]}->{spaces[0]}"
    if parts[1] == "reduce":
        direction += next((f".{p}" for p in parts if p in _REDUCTIONS), "")
    return direction, "-"


def _warp_mode(parts: list[str], operands: str) -> tuple[str, str]:
    """`shfl.sync.bfly.b32` -> `bfly.b32`, `match.any.sync.b32` -> `any.b32`: the parts after
    the opcode's name but `sync` and `aligned`; registers, not memory: no bits."""
    return ".".join(p for p in parts[1:] if p not in ("sync", "aligned")) or "-", "-"


def _no_shape(parts: list[str], operands: str) -> tuple[str, str]:
    return "-", "-"


_READ: dict[str, Callable[[list[str], str], tuple[str, str]]] = {
    VECTOR: _vector_shape,
    ATOMIC: _atomic_shape,
    MATRIX: _matrix_shape,
    IN_FLIGHT: _in_flight,
    MMA_SHAPE: _mma_shape,
    MMA_KIND: _mma_kind,
    TMEM_SHAPE: _tmem_shape,
    TILE: _tile,
    CP_ASYNC: _cp_async_shape,
    BULK: _bulk_direction,
    WARP: _warp_mode,
    NONE: _no_shape,
}
