"""Line tables of the PTX and the SASS of a line-info capture (CUTE_DSL_LINEINFO=1).

PTX: ptxas input carries `.file 1 "/path/kernel.py"` and `.loc 1 61 4` before the instructions a
source position produced; a `.loc` holds until the next one in the same function.

SASS: nvdisasm prints line tables as comments before the first instruction of each run:

    nvdisasm -c -g -gp module.cubin
            //## File "/path/kernels/elementwise_add.py", line 61     (-g: .debug_line)
            //## File ".nv_debug_ptx_txt", line 62                    (-gp: the PTX line)
            /*0150*/              @!P0 LDG.E R32, desc[UR4][R18.64] ;

The PTX line numbers index the PTX exactly as the DSL dumped it (`.nv_debug_ptx_txt` is that
file with comments and `.loc` lines blanked), so a SASS instruction leads to its PTX line, and
from there to the column of its Python position. `module.sass` is kept as plain nvdisasm output
(what stats and snapshots read); the annotated listing is joined to it by (function, address).

Tensor-core MMAs are the exception. ptxas gives the first warpgroup MMA of a run the row of its
PTX line and most of the others the row of whatever it scheduled before them: in the suite's
Hopper GEMM the 16 HGMMAs of the 16 `wgmma.mma_async` of lines 147 and 157 (`cute.gemm`) were
read as coming from lines 119, 120, 147, 162, 163 and 195 (`@cute.jit`), and line 157 from none.
ptxas keeps MMAs in their program order (each reads the accumulators the one before wrote), so
where a function has as many SASS MMAs of a family as PTX instructions that become them
(`wgmma.mma_async` -> HGMMA/IGMMA/QGMMA/BGMMA, `tcgen05.mma` -> UTC*MMA, `mma.sync` ->
HMMA/IMMA/DMMA), the k-th SASS MMA (by address) takes the k-th PTX one's line and position.
Where a row already names one of those PTX lines, it must be its own k-th, or the rows are left
as nvdisasm gave them (the order did not hold).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from irscope.analysis.locations import SourcePos
from irscope.analysis.ptx_families import classify
from irscope.analysis.sass_stats import instruction
from irscope.ptx_syntax import PTX_FUNCTION, PTX_FUNCTION_START, opcode_and_operands, ptx_files, without_predicate

_PTX_LOC = re.compile(r"^\s*\.loc\s+(?P<id>\d+)\s+(?P<line>\d+)\s+(?P<col>\d+)")
_PTX_NOT_CODE = re.compile(r"^\s*(?:$|//|\.|\{|\}|\)|\(|[$\w]+:)")

_SASS_SECTION = re.compile(r"^\s*\.section\s+\"?(?P<name>[^\s,\"]+)")
_SASS_ADDRESS = re.compile(r"^\s*/\*(?P<addr>[0-9a-fA-F]{4,})\*/")
_SASS_LINE = re.compile(r'^\s*//##\s*File\s+"(?P<file>[^"]*)",\s*line\s+(?P<line>\d+)')
_PTX_TEXT = ".nv_debug_ptx_txt"
#: PTX MMA instructions and the SASS families each becomes, one for one and in program order.
MMA_PAIRS: dict[str, tuple[str, ...]] = {
    "wgmma.mma_async": ("HGMMA", "IGMMA", "QGMMA", "BGMMA"),
    "tcgen05.mma": ("UTCHMMA", "UTCQMMA", "UTCIMMA", "UTCOMMA", "UTCMMA"),
    "mma.sync": ("HMMA", "IMMA", "DMMA"),
}
_MMA_OP_OF_FAMILY = {family: op for op, families in MMA_PAIRS.items() for family in families}


@dataclass(frozen=True)
class PtxLine:
    """One PTX instruction line (1-based) and the source position its `.loc` gives it."""

    line: int
    pos: SourcePos


@dataclass(frozen=True)
class SassLine:
    """One instruction line of module.sass (1-based), where it came from in the source (-g)
    and in the PTX (-gp); either may be missing where nvdisasm printed none."""

    line: int
    function: str
    address: int
    pos: SourcePos | None
    ptx_line: int | None


def ptx_lines(text: str) -> tuple[PtxLine, ...]:
    """Every PTX instruction under a `.loc`, with its file:line:col."""
    files = ptx_files(text)
    out: list[PtxLine] = []
    current: SourcePos | None = None
    for i, line in enumerate(text.splitlines(), start=1):
        if ".loc" in line:
            m = _PTX_LOC.match(line)
            if m:
                path = files.get(m["id"])
                current = SourcePos(path, int(m["line"]), int(m["col"])) if path else None
                continue
        if PTX_FUNCTION_START.match(line):
            current = None  # a .loc never carries into the next function
            continue
        if current is not None and not _PTX_NOT_CODE.match(line):
            out.append(PtxLine(i, current))
    return tuple(out)


def sass_line_table(annotated: str) -> dict[tuple[str, int], tuple[SourcePos | None, int | None]]:
    """(function, address) -> (source position from -g, PTX line from -gp), from `nvdisasm -g -gp`."""
    table: dict[tuple[str, int], tuple[SourcePos | None, int | None]] = {}
    function = ""
    pos: SourcePos | None = None
    ptx_line: int | None = None
    for line in annotated.splitlines():
        m = _SASS_SECTION.match(line)
        if m:
            function = _function_of(m["name"])
            pos, ptx_line = None, None
            continue
        m = _SASS_LINE.match(line)
        if m:
            if m["file"] == _PTX_TEXT:
                ptx_line = int(m["line"])
            else:
                pos = SourcePos(m["file"], int(m["line"]))
            continue
        m = _SASS_ADDRESS.match(line)
        if m and function:
            table[(function, int(m["addr"], 16))] = (pos, ptx_line)
    return table


def sass_lines(sass: str, annotated: str, ptx: str | None = None) -> tuple[SassLine, ...]:
    """The instructions of module.sass with their line info. Where the PTX line's `.loc` names
    the same file and line as -g, its column is added (nvdisasm prints lines only). MMAs take
    their PTX instruction's line where the counts pair them (the module docstring)."""
    table = sass_line_table(annotated)
    columns = {p.line: p.pos for p in ptx_lines(ptx)} if ptx else {}
    mma_rows = _mma_rows(sass, table, ptx_mma_lines(ptx) if ptx else {})
    out: list[SassLine] = []
    for i, function, line in _code_lines(sass):
        m = _SASS_ADDRESS.match(line)
        if not m:
            continue
        address = int(m["addr"], 16)
        pos, ptx_line = table.get((function, address), (None, None))
        if i in mma_rows and mma_rows[i] != ptx_line and columns.get(mma_rows[i]) is not None:
            ptx_line = mma_rows[i]
            pos = columns[ptx_line]
        elif pos is not None and ptx_line is not None:
            at_ptx = columns.get(ptx_line)
            if at_ptx is not None and at_ptx.line == pos.line and at_ptx.file == pos.file:
                pos = at_ptx
        if pos is not None or ptx_line is not None:
            out.append(SassLine(i, function, address, pos, ptx_line))
    return tuple(out)


def ptx_mma_lines(text: str) -> dict[tuple[str, str], list[int]]:
    """(function, PTX MMA op of MMA_PAIRS) -> the lines (1-based) of its instructions, in order."""
    out: dict[tuple[str, str], list[int]] = {}
    function = ""
    for i, line in enumerate(text.splitlines(), start=1):
        m = PTX_FUNCTION.match(line)
        if m:
            function = m["name"]
            continue
        statement = line.split("//", 1)[0].strip()
        opcode, operands = opcode_and_operands(without_predicate(statement))
        if not opcode.startswith(("wgmma", "tcgen05", "mma")):
            continue
        found = classify(opcode, operands)
        if found is not None and found[0] in MMA_PAIRS and function:
            out.setdefault((function, found[0]), []).append(i)
    return out


def _mma_rows(
    sass: str,
    table: dict[tuple[str, int], tuple[SourcePos | None, int | None]],
    ptx_mma: dict[tuple[str, str], list[int]],
) -> dict[int, int]:
    """module.sass line of each MMA -> the PTX line it pairs with (the module docstring)."""
    if not ptx_mma:
        return {}
    # (function, PTX op) -> (module.sass line, the PTX line of its row) of each MMA, by address
    found: dict[tuple[str, str], list[tuple[int, int | None]]] = {}
    for i, function, line in _code_lines(sass):
        parsed = instruction(line)
        address = _SASS_ADDRESS.match(line)
        if parsed is None or address is None or parsed[0].replace(" ", "") == "@!PT":
            continue
        op = _MMA_OP_OF_FAMILY.get(parsed[1].split(".", 1)[0])
        if op is not None:
            row = table.get((function, int(address["addr"], 16)), (None, None))[1]
            found.setdefault((function, op), []).append((i, row))
    out: dict[int, int] = {}
    for key, sass_at in found.items():
        ptx_at = ptx_mma.get(key, [])
        if len(ptx_at) != len(sass_at):
            continue
        own = set(ptx_at)
        if all(row not in own or row == ptx for (_, row), ptx in zip(sass_at, ptx_at, strict=True)):
            out.update((i, ptx) for (i, _), ptx in zip(sass_at, ptx_at, strict=True))
    return out


def _code_lines(sass: str) -> Iterator[tuple[int, str, str]]:
    """(module.sass line, its kernel function, the line) of each line in a function's code section."""
    function = ""
    for i, line in enumerate(sass.splitlines(), start=1):
        m = _SASS_SECTION.match(line)
        if m:
            function = _function_of(m["name"])
        elif function:
            yield i, function, line


def _function_of(section: str) -> str:
    """`.text.kernel_x` -> "kernel_x"; data sections (.nv.info, .debug_line) -> "" (no code)."""
    return section[len(".text.") :] if section.startswith(".text.") else ""
