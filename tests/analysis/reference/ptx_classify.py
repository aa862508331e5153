# Frozen copy of irscope/analysis/ptx_stats.classify as of 13919d3, before the PTX
# families became a table (issue 41): the oracle tests/analysis/test_ptx_families.py compares the
# table-driven classifier with, on every PTX line of the committed fixtures and the captured suite.
# Do not edit.
"""PTX instruction classification as an if-chain: (op, shape key, bits) of a memory instruction."""

from __future__ import annotations

import re

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
