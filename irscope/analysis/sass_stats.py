"""Memory-instruction statistics per kernel function, from nvdisasm (or cuobjdump -sass) text.

Counts are static: one per instruction in the code, per thread (a loop body counts once, and an
LDG.E.128 moves 16 bytes per thread). What is counted, per function:

- every memory opcode by family and access key (`sass_families.py`), and separately those under
  a predicate (`@P0`, `@!UP1`; `@PT` is no predicate);
- instructions under `@!PT`, which never execute (ptxas pads with `@!PT LDS RZ, [RZ]`), as `dead`,
  outside every other count;
- an opcode the table does not know but that addresses memory (a `[...]` operand other than a
  constant bank `c[..][..]`) or is named like one (LD*, ST*, ATOM*, RED*...) in `other`, by full
  opcode, so nothing is silently dropped;
- synchronization by what it does (`sync_kinds.py`: mbarrier init/arrive/try_wait..., named
  barriers by id, fences by kind, ELECT, setmaxnreg);
- registers, stack frame and the block size ptxas was told (`.reqntid`/`.maxntid`) from the
  `.nv.info` attributes, static shared memory from the function's `.nv.shared.*` section. Where
  the cubin has a `.nv.shared.reserved.*` section (sm_90 on), the function's section starts with
  the CTA's 1 KB system-reserved window, which is not the kernel's: ptxas -v and the driver
  (`CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES`, measured on an H100) count the section less 1 KB
  (a 1024-aligned dynamic buffer alone: section 1024 B, static 0; plus 256 B of static arrays:
  1280 B with `.align 16`, ptxas 256; see docs/stats.md).

The parser never raises on any text; what it cannot read, it does not count.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from irscope.analysis.sass_families import FAMILIES, MEMORY_LIKE, access_key
from irscope.analysis.sync_kinds import sass_sync_kind

# `/*0150*/  @!P0 LDG.E R32, desc[UR4][R18.64] ;` (nvdisasm) or the same plus `/* 0x... */` (cuobjdump).
_INSTRUCTION = re.compile(
    r"^\s*/\*[0-9a-fA-F]{4,}\*/\s*\{?\s*(?P<pred>@!?U?P(?:T|\d+)\s+)?(?P<op>[A-Z][A-Z0-9_]*(?:\.[A-Za-z0-9_]+)*)(?P<rest>[^;]*)"
)
_SECTION = re.compile(r"^\s*\.section\s+\"?(?P<name>[^\s,\"]+)")
_CUOBJDUMP_FUNCTION = re.compile(r"^\s*Function\s*:\s*(?P<name>\S+)")
_ENTRY_MARK = re.compile(r"^\s*\.other\s+(?P<name>[^,\s]+),\s*@\"STO_CUDA_ENTRY")
_NVINFO_ATTR = re.compile(r"//-+\s*nvinfo\s*:\s*(?P<attr>EIATTR_\w+)")
_INDEX_OF = re.compile(r"index@\((?P<name>[^)\s]+)\)")
_WORD = re.compile(r"^\s*(?:/\*[0-9a-fA-F]+\*/)?\s*\.word\s+(?P<value>0x[0-9a-fA-F]+|\d+)\s*$")
#: the system-reserved shared memory at the start of a CTA's window that the function's
#: `.nv.shared.<fn>` section includes where the cubin has `.nv.shared.reserved.*` (sm_90 on)
RESERVED_WINDOW_BYTES = 1024
_ZERO = re.compile(r"^\s*\.zero\s+(?P<n>\d+)")
# An address operand: [R2+0x10], desc[UR4][R18.64], [UR8]; but not a constant bank c[0x0][0x28].
_ADDRESS = re.compile(r"\[[^\]]*\]")
_CONSTANT_BANK = re.compile(r"\bc\[[^\]]*\]\[[^\]]*\]")


@dataclass(frozen=True)
class SassFunctionStats:
    """One function's memory instructions. Mappings are read-only by convention."""

    name: str
    kind: str  # "entry" (a kernel) | "function" (a device function)
    counts: dict[str, dict[str, int]]  # family -> key (bits, "2D", "-") -> instructions
    predicated: dict[str, dict[str, int]]  # the part of `counts` under a predicate
    other: dict[str, int]  # unknown memory-like opcode -> instructions
    dead: int  # instructions under @!PT, never executed, not counted elsewhere
    instructions: int
    registers: int | None = None
    stack_frame_bytes: int | None = None
    static_shared_bytes: int = 0
    sync: dict[str, dict[str, int]] = field(default_factory=dict)  # category -> kind (sync_kinds.py) -> n
    threads: tuple[int, int, int] | None = None  # EIATTR_REQNTID (.reqntid), else EIATTR_MAX_THREADS
    threads_attribute: str | None = None  # which of the two it came from

    def count(self, family: str, key: str | int | None = None) -> int:
        by_key = self.counts.get(family, {})
        return sum(by_key.values()) if key is None else by_key.get(str(key), 0)

    def bytes_moved(self, family: str) -> int:
        """Bytes per thread over all of a family's instructions (vector families only)."""
        return sum(int(k) // 8 * n for k, n in self.counts.get(family, {}).items() if k.isdigit())

    @property
    def spill_store_bytes(self) -> int:
        return self.bytes_moved("STL")

    @property
    def spill_load_bytes(self) -> int:
        return self.bytes_moved("LDL")

    @property
    def global_bytes(self) -> int:
        """Bytes per thread of global-memory data accesses: LDG, STG and the global side of LDGSTS."""
        return sum(self.bytes_moved(f) for f in GLOBAL_DATA_FAMILIES)

    @property
    def vectorized_global_fraction(self) -> float | None:
        """Bytes moved by accesses of 128 bits or more over all global bytes; None without any."""
        total = self.global_bytes
        if total == 0:
            return None
        wide = sum(
            int(k) // 8 * n
            for f in GLOBAL_DATA_FAMILIES
            for k, n in self.counts.get(f, {}).items()
            if k.isdigit() and int(k) >= 128
        )
        return wide / total


GLOBAL_DATA_FAMILIES = ("LDG", "STG", "LDGSTS")


@dataclass
class _SassStatsBuilder:
    name: str
    kind: str = "function"
    counts: dict[str, dict[str, int]] = field(default_factory=dict)
    predicated: dict[str, dict[str, int]] = field(default_factory=dict)
    other: dict[str, int] = field(default_factory=dict)
    dead: int = 0
    instructions: int = 0
    sync: dict[str, dict[str, int]] = field(default_factory=dict)

    def add(self, pred: str, opcode: str, operands: str) -> None:
        self.instructions += 1
        if pred.replace(" ", "") == "@!PT":
            self.dead += 1
            return
        base, *mods = opcode.split(".")
        sync = sass_sync_kind(opcode, operands)
        if sync is not None:
            _bump(self.sync, *sync)
        family = FAMILIES.get(base)
        if family is None:
            if MEMORY_LIKE.match(base) or _ADDRESS.search(_CONSTANT_BANK.sub("", operands)):
                self.other[opcode] = self.other.get(opcode, 0) + 1
            return
        key = access_key(family, mods)
        _bump(self.counts, base, key)
        if pred and pred.replace(" ", "") != "@PT":
            _bump(self.predicated, base, key)


def _bump(table: dict[str, dict[str, int]], family: str, key: str) -> None:
    by_key = table.setdefault(family, {})
    by_key[key] = by_key.get(key, 0) + 1


def instruction_stats(name: str, instructions: list[tuple[str, str, str]]) -> SassFunctionStats:
    """The counts of a run of (predicate, opcode, operands), e.g. the body of a loop."""
    b = _SassStatsBuilder(name)
    for pred, opcode, operands in instructions:
        b.add(pred, opcode, operands)
    return _finish(b, set(), {}, {})


def instruction(line: str) -> tuple[str, str, str] | None:
    """(predicate, opcode, operands) of one instruction line of a listing; None for other lines."""
    m = _INSTRUCTION.match(line)
    return (m["pred"] or "", m["op"], m["rest"]) if m else None


def sass_function_stats(sass_text: str) -> tuple[SassFunctionStats, ...]:
    """Statistics for every function with code in the text, in order of appearance."""
    builders: dict[str, _SassStatsBuilder] = {}
    entries: set[str] = set()
    attrs: dict[tuple[str, str], list[int]] = {}
    shared: dict[str, int] = {}
    current: _SassStatsBuilder | None = None
    section = ""
    attr = attr_fn = None
    reserved_window = False
    for line in sass_text.splitlines():
        m = _SECTION.match(line)
        if m:
            section = m["name"]
            reserved_window = reserved_window or section.startswith(".nv.shared.reserved")
            attr = attr_fn = None
            current = None
            if section.startswith(".text."):
                current = builders.setdefault(section[6:], _SassStatsBuilder(section[6:]))
            continue
        m = _CUOBJDUMP_FUNCTION.match(line)
        if m:
            current = builders.setdefault(m["name"], _SassStatsBuilder(m["name"], kind="entry"))
            continue
        if current is not None:
            m = _INSTRUCTION.match(line)
            if m:
                current.add(m["pred"] or "", m["op"], m["rest"])
                continue
        m = _ENTRY_MARK.match(line)
        if m:
            entries.add(m["name"])
        elif section.startswith(".nv.info"):
            attr, attr_fn = _read_nvinfo(line, section, attr, attr_fn, attrs)
        elif section.startswith(".nv.shared.") and not section.startswith(".nv.shared.reserved"):
            z = _ZERO.match(line)
            if z:
                fn = section[len(".nv.shared.") :]
                shared[fn] = shared.get(fn, 0) + int(z["n"])
    if reserved_window:
        shared = {fn: max(0, n - RESERVED_WINDOW_BYTES) for fn, n in shared.items()}
    return tuple(_finish(b, entries, attrs, shared) for b in builders.values())


def _read_nvinfo(
    line: str, section: str, attr: str | None, attr_fn: str | None, attrs: dict[tuple[str, str], list[int]]
) -> tuple[str | None, str | None]:
    """Track `//----- nvinfo : EIATTR_X`, its `index@(fn)` and the value `.word`s that follow
    (one for EIATTR_REGCOUNT, three for EIATTR_REQNTID's x, y, z)."""
    m = _NVINFO_ATTR.search(line)
    if m:
        # In `.nv.info.<fn>` the function is the section's; in `.nv.info` an index@() names it.
        own = section[len(".nv.info.") :] if section.startswith(".nv.info.") else None
        return m["attr"], own
    if attr is None:
        return attr, attr_fn
    m = _INDEX_OF.search(line)
    if m:
        return attr, m["name"]
    m = _WORD.match(line)
    if m and attr_fn:
        attrs.setdefault((attr_fn, attr), []).append(int(m["value"], 0))
    return attr, attr_fn


_THREAD_ATTRIBUTES = ("EIATTR_REQNTID", "EIATTR_MAX_THREADS")


def _finish(
    b: _SassStatsBuilder, entries: set[str], attrs: dict[tuple[str, str], list[int]], shared: dict[str, int]
) -> SassFunctionStats:
    def first(attr: str) -> int | None:
        words = attrs.get((b.name, attr))
        return words[0] if words else None

    threads_attribute = next((a for a in _THREAD_ATTRIBUTES if len(attrs.get((b.name, a), ())) == 3), None)
    threads = tuple(attrs[(b.name, threads_attribute)]) if threads_attribute else None
    return SassFunctionStats(
        name=b.name,
        kind="entry" if b.name in entries or b.kind == "entry" else "function",
        counts=b.counts,
        predicated=b.predicated,
        other=b.other,
        dead=b.dead,
        instructions=b.instructions,
        registers=first("EIATTR_REGCOUNT"),
        stack_frame_bytes=first("EIATTR_FRAME_SIZE"),
        static_shared_bytes=shared.get(b.name, 0),
        sync=b.sync,
        threads=threads,  # type: ignore[arg-type]
        threads_attribute=threads_attribute,
    )
