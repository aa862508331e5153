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
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from irscope.analysis.locations import SourcePos
from irscope.ptx_syntax import PTX_FUNCTION_START, ptx_files

_PTX_LOC = re.compile(r"^\s*\.loc\s+(?P<id>\d+)\s+(?P<line>\d+)\s+(?P<col>\d+)")
_PTX_NOT_CODE = re.compile(r"^\s*(?:$|//|\.|\{|\}|\)|\(|[$\w]+:)")

_SASS_SECTION = re.compile(r"^\s*\.section\s+\"?(?P<name>[^\s,\"]+)")
_SASS_ADDRESS = re.compile(r"^\s*/\*(?P<addr>[0-9a-fA-F]{4,})\*/")
_SASS_LINE = re.compile(r'^\s*//##\s*File\s+"(?P<file>[^"]*)",\s*line\s+(?P<line>\d+)')
_PTX_TEXT = ".nv_debug_ptx_txt"


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
    the same file and line as -g, its column is added (nvdisasm prints lines only)."""
    table = sass_line_table(annotated)
    columns = {p.line: p.pos for p in ptx_lines(ptx)} if ptx else {}
    out: list[SassLine] = []
    function = ""
    for i, line in enumerate(sass.splitlines(), start=1):
        m = _SASS_SECTION.match(line)
        if m:
            function = _function_of(m["name"])
            continue
        m = _SASS_ADDRESS.match(line)
        if not m or not function:
            continue
        address = int(m["addr"], 16)
        pos, ptx_line = table.get((function, address), (None, None))
        if pos is not None and ptx_line is not None:
            at_ptx = columns.get(ptx_line)
            if at_ptx is not None and at_ptx.line == pos.line and at_ptx.file == pos.file:
                pos = at_ptx
        if pos is not None or ptx_line is not None:
            out.append(SassLine(i, function, address, pos, ptx_line))
    return tuple(out)


def _function_of(section: str) -> str:
    """`.text.kernel_x` -> "kernel_x"; data sections (.nv.info, .debug_line) -> "" (no code)."""
    return section[len(".text.") :] if section.startswith(".text.") else ""
