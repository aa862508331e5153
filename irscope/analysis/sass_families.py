"""What SASS memory opcodes are: their family, address space, and how to read their access width.

One table drives the SASS statistics, the PTX comparison and the CLI's grouping, so a new
opcode is one line here. Widths are per thread and in bits, read from the opcode's modifiers:
`LDG.E` 32, `LDG.E.U8` 8, `LDG.E.64` 64, `LDG.E.128.CONSTANT` 128, `LDGSTS.E.BYPASS.LTC128B.128`
128 (`LTC128B` is an L2 hint, not a width), `LDSM.16.M88.4` 4 x 32 = 128, `REDG.E.ADD.F32...` 32.
TMA and bulk copies move a tile, not a vector: their key is the tile's rank (`2D`) or `bulk`,
with `.MC` when the TMA multicasts it to several CTAs of a cluster (`UTMALDG.2D.MULTICAST`).
Tensor-core MMAs are keyed by their instruction shape where SASS spells it
(`HGMMA.64x256x16.F32.BF16` -> `64x256x16`, Ampere's `HMMA.16816.F32.BF16` -> `16x8x16`;
Blackwell's `UTCHMMA` takes it from a descriptor: `-`),
tensor-memory loads and stores by their repetition (`LDTM.x64` -> `x64`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

VECTOR = "vector"  # keyed by access width in bits
MATRIX = "matrix"  # ldmatrix/stmatrix: 32 bits per matrix per thread
TILE = "tile"  # TMA/bulk: keyed by tile rank
NONE = "none"  # synchronization and fences: keyed "-"
SHAPE = "shape"  # tensor-core MMA: keyed by instruction shape (64x256x16) or "-"
REPEAT = "repeat"  # tensor-memory ld/st: keyed by repetition (x64) or "-"


@dataclass(frozen=True)
class Family:
    name: str
    space: str  # global | shared | local | generic | constant | tma | atomic | sync | warp | texture | tmem | tensor
    direction: str  # load | store | copy | atomic | mma | other
    width: str  # VECTOR | MATRIX | TILE | NONE | SHAPE | REPEAT
    description: str


_TABLE = [
    Family("LDG", "global", "load", VECTOR, "global load"),
    Family("STG", "global", "store", VECTOR, "global store"),
    Family("LDGSTS", "shared", "copy", VECTOR, "async global->shared copy (cp.async)"),
    Family("LDS", "shared", "load", VECTOR, "shared load"),
    Family("STS", "shared", "store", VECTOR, "shared store"),
    # The peer CTA's shared memory of a cluster (st.async, which PTX counts as st.shared); seen
    # on sm_100a storing tcgen05.alloc's address for a CTA pair (st.shared::cluster and
    # ld.shared::cluster become generic ST.E / LD.E, on sm_90a and sm_100a). `[R8.64]`
    # is a 64-bit address: the data's width is the opcode's, as for STS.
    Family("STAS", "shared", "store", VECTOR, "distributed-shared store (st.async.shared::cluster)"),
    Family("LDSM", "shared", "load", MATRIX, "shared matrix load (ldmatrix)"),
    Family("STSM", "shared", "store", MATRIX, "shared matrix store (stmatrix)"),
    Family("LDL", "local", "load", VECTOR, "local load (spill or local array)"),
    Family("STL", "local", "store", VECTOR, "local store (spill or local array)"),
    Family("LD", "generic", "load", VECTOR, "generic-address load"),
    Family("ST", "generic", "store", VECTOR, "generic-address store"),
    Family("LDC", "constant", "load", VECTOR, "constant-bank load"),
    Family("ULDC", "constant", "load", VECTOR, "uniform constant-bank load"),
    Family("LDCU", "constant", "load", VECTOR, "uniform constant-bank load (sm_100)"),
    Family("UTMALDG", "tma", "copy", TILE, "TMA tile load global->shared"),
    Family("UTMASTG", "tma", "copy", TILE, "TMA tile store shared->global"),
    Family("UTMAREDG", "tma", "copy", TILE, "TMA tile reduction shared->global"),
    Family("UTMAPF", "tma", "other", TILE, "TMA prefetch"),
    Family("UTMACCTL", "tma", "other", NONE, "TMA descriptor cache control"),
    Family("UTMACMDFLUSH", "tma", "other", NONE, "TMA command flush"),
    Family("UBLKCP", "tma", "copy", TILE, "bulk copy (cp.async.bulk)"),
    Family("UBLKRED", "tma", "copy", TILE, "bulk reduction"),
    Family("UBLKPF", "tma", "other", TILE, "bulk prefetch"),
    Family("ATOM", "atomic", "atomic", VECTOR, "generic-address atomic"),
    Family("ATOMG", "atomic", "atomic", VECTOR, "global atomic"),
    Family("ATOMS", "atomic", "atomic", VECTOR, "shared atomic"),
    Family("RED", "atomic", "atomic", VECTOR, "reduction (atomic, no result)"),
    Family("REDG", "atomic", "atomic", VECTOR, "global reduction (atomic, no result)"),
    Family("REDAS", "atomic", "atomic", VECTOR, "distributed-shared reduction"),
    Family("SYNCS", "sync", "other", NONE, "mbarrier operation"),
    Family("MEMBAR", "sync", "other", NONE, "memory barrier"),
    Family("FENCE", "sync", "other", NONE, "memory fence"),
    Family("CCTL", "sync", "other", NONE, "cache control"),
    Family("CCTLL", "sync", "other", NONE, "cache control (L1)"),
    Family("ERRBAR", "sync", "other", NONE, "error barrier"),
    Family("CGAERRBAR", "sync", "other", NONE, "cluster (CGA) error barrier"),
    Family("DEPBAR", "sync", "other", NONE, "dependency barrier (wait for async copies)"),
    Family("LDGDEPBAR", "sync", "other", NONE, "cp.async commit group"),
    Family("ARRIVES", "sync", "other", NONE, "mbarrier arrive on async-copy completion"),
    Family("WARPGROUP", "sync", "other", NONE, "warpgroup MMA fence and wait (wgmma.fence, wgmma.wait_group)"),
    Family("UTCBAR", "sync", "other", NONE, "tcgen05.commit: mbarrier arrive when the issued MMAs are done"),
    Family("UCGABAR_ARV", "sync", "other", NONE, "cluster barrier arrive (barrier.cluster.arrive)"),
    Family("UCGABAR_WAIT", "sync", "other", NONE, "cluster barrier wait (barrier.cluster.wait)"),
    Family("BAR", "sync", "other", NONE, "CTA or named barrier (bar.sync / bar.arrive / bar.red)"),
    Family("ELECT", "sync", "other", NONE, "elect one thread of the warp (elect.sync)"),
    Family("USETMAXREG", "sync", "other", NONE, "register reallocation between warpgroups (setmaxnreg)"),
    # Warp-level exchanges between a warp's threads, through registers (the reductions of
    # softmax, norms and cross entropy): counted, keyed "-" as the barriers are.
    Family("SHFL", "warp", "other", NONE, "warp shuffle (shfl.sync: bfly, idx, up, down)"),
    Family("VOTE", "warp", "other", NONE, "warp vote (vote.sync: all, any, ballot; activemask)"),
    Family("VOTEU", "warp", "other", NONE, "warp vote into a uniform register (vote.sync)"),
    Family("REDUX", "warp", "other", NONE, "warp-wide register reduction (redux.sync)"),
    Family("MATCH", "warp", "other", NONE, "warp match (match.sync: any, all)"),
    Family("SULD", "texture", "load", NONE, "surface load"),
    Family("SUST", "texture", "store", NONE, "surface store"),
    Family("SURED", "texture", "atomic", NONE, "surface reduction"),
    Family("SUATOM", "texture", "atomic", NONE, "surface atomic"),
    Family("TEX", "texture", "load", NONE, "texture fetch"),
    Family("TLD", "texture", "load", NONE, "texture load"),
    Family("TLD4", "texture", "load", NONE, "texture gather"),
    Family("LDTM", "tmem", "load", REPEAT, "tensor-memory load (tcgen05.ld)"),
    Family("STTM", "tmem", "store", REPEAT, "tensor-memory store (tcgen05.st)"),
    Family("UTCCP", "tmem", "copy", NONE, "shared -> tensor-memory copy (tcgen05.cp)"),
    Family("UTCATOMSWS", "tmem", "other", NONE, "tensor-memory allocator (tcgen05.alloc/dealloc)"),
    Family("HGMMA", "tensor", "mma", SHAPE, "warpgroup MMA, f16/bf16 (wgmma.mma_async)"),
    Family("IGMMA", "tensor", "mma", SHAPE, "warpgroup MMA, int8 (wgmma.mma_async)"),
    Family("QGMMA", "tensor", "mma", SHAPE, "warpgroup MMA, fp8 (wgmma.mma_async)"),
    Family("BGMMA", "tensor", "mma", SHAPE, "warpgroup MMA, binary (wgmma.mma_async)"),
    Family("HMMA", "tensor", "mma", SHAPE, "warp MMA, f16/bf16/tf32 (mma.sync, Ampere on)"),
    Family("IMMA", "tensor", "mma", SHAPE, "warp MMA, int8/int4 (mma.sync)"),
    Family("DMMA", "tensor", "mma", SHAPE, "warp MMA, f64 (mma.sync)"),
    Family("UTCHMMA", "tensor", "mma", SHAPE, "tcgen05 MMA, f16/bf16 (tcgen05.mma)"),
    Family("UTCQMMA", "tensor", "mma", SHAPE, "tcgen05 MMA, fp8/fp6/fp4 (tcgen05.mma)"),
    Family("UTCIMMA", "tensor", "mma", SHAPE, "tcgen05 MMA, int8 (tcgen05.mma)"),
    Family("UTCOMMA", "tensor", "mma", SHAPE, "tcgen05 MMA, block-scaled (tcgen05.mma)"),
    Family("UTCMMA", "tensor", "mma", SHAPE, "tcgen05 MMA (tcgen05.mma)"),
]
FAMILIES: dict[str, Family] = {f.name: f for f in _TABLE}

#: Families every stats report lists, even when empty, so "no LDG.128" is visible as such.
REQUIRED_FAMILIES = ("LDG", "STG", "LDS", "STS", "LDGSTS")
#: Spaces a statistics table leaves out unless asked for (`irscope stats --all`): every kernel
#: loads its parameters from the constant bank (LDC, ULDC), so their rows say nothing of it.
QUIET_SPACES = ("constant",)


def listed(family: str, *, everything: bool = False) -> bool:
    """Whether a statistics table lists `family`: the one row selection of `irscope stats`, its
    A/B delta, the TUI's stats panel and the HTML page (`everything`: `stats --all`)."""
    return everything or family not in FAMILIES or FAMILIES[family].space not in QUIET_SPACES


# Widths: U8/S8, U16/S16, 64, 128, 256 (Blackwell), F32, F16x2, BF16x2 ... as whole modifiers.
_WIDTH = re.compile(r"^(?:[USFB]|BF)?(8|16|32|64|128|256)(?:[xX](\d+))?$")
_TILE_RANK = re.compile(r"^([1-5])D$")
_MMA_SHAPE = re.compile(r"^\d+x\d+x\d+$")
_REPEAT = re.compile(r"^x\d+$")
# Warp-level MMAs (mma.sync) spell their shape as digits: HMMA.16816 is m16n8k16, DMMA.884 m8n8k4.
_WARP_MMA_SHAPES = {
    "884": "8x8x4",
    "1684": "16x8x4",
    "1688": "16x8x8",
    "16816": "16x8x16",
    "16832": "16x8x32",
    "16864": "16x8x64",
    "88128": "8x8x128",
    "168128": "16x8x128",
    "168256": "16x8x256",
}


def _is_shape(modifier: str) -> bool:
    return bool(_MMA_SHAPE.match(modifier)) or modifier in _WARP_MMA_SHAPES


#: Families of the tensor cores, shown apart from the memory table.
TENSOR_SPACE = "tensor"

# Opcode names that look like data movement: an unknown one of these is reported, not ignored.
# (REDUX, a warp-wide register reduction, is not one.)
MEMORY_LIKE = re.compile(r"^(?:LD|ST|ATOM|RED(?!UX)|SU|UTMA|UBLK|UTC|TLD|TEX)")


def access_key(family: Family, modifiers: list[str]) -> str:
    """The per-family key of one instruction: width in bits, tile rank, or "-"."""
    if family.width == VECTOR:
        return str(vector_width(modifiers))
    if family.width == MATRIX:
        count = next((int(m) for m in reversed(modifiers) if m in ("1", "2", "4")), 1)
        return str(32 * count)
    if family.width == TILE:
        rank = next((m for m in modifiers if _TILE_RANK.match(m)), None) or "bulk"
        return f"{rank}.MC" if "MULTICAST" in modifiers else rank
    if family.width == SHAPE:
        return next((m if _MMA_SHAPE.match(m) else _WARP_MMA_SHAPES[m] for m in modifiers if _is_shape(m)), "-")
    if family.width == REPEAT:
        return next((m for m in modifiers if _REPEAT.match(m)), "-")
    return "-"


def vector_width(modifiers: list[str]) -> int:
    """Bits per thread; SASS leaves 32-bit accesses unmarked, so no width modifier means 32."""
    for m in modifiers:
        w = _WIDTH.match(m)
        if w:
            return int(w[1]) * int(w[2] or 1)
    return 32
