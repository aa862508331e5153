"""Per Python line of a kernel: the memory and tensor-core instructions it became, with their widths.

`explain(b, sm)` reads a line-info bundle and its source map and returns, for every source line
that produced SASS, the global/shared/local memory instructions grouped by opcode and access
width ("line 61 `cute.copy(...)`: 16 x LDG.E (32-bit), not vectorized"), the PTX memory ops and,
for one line, the ops of every pass that carry it (irscope.analysis.follow). Frozen dataclasses;
irscope.views.explain_text renders them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from irscope.analysis.explain_loops import LocalMemoryLine, MainLoopSource, main_loop_source
from irscope.analysis.follow import PassOps, changes, follow_line
from irscope.analysis.line_info_capture import plain_comparison
from irscope.analysis.ptx_families import classify
from irscope.analysis.sass_families import FAMILIES, NONE, VECTOR, access_key
from irscope.analysis.sass_stats import instruction
from irscope.analysis.sourcemap import SourceMap
from irscope.bundle import Bundle
from irscope.ptx_syntax import opcode_and_operands, without_predicate

#: Address spaces reported per line, and the tensor cores (HGMMA, UTCHMMA, HMMA: the line whose
#: MMA they are); constant-bank loads and barriers are left out (every line has some, and they
#: say nothing about how the kernel moves its data).
SPACES = ("global", "shared", "local", "generic", "tma", "atomic", "texture", "tmem", "tensor")


@dataclass(frozen=True)
class Access:
    """Memory instructions of one opcode (with modifiers) from one source line."""

    opcode: str  # LDG.E.128
    family: str  # LDG
    space: str
    key: str  # bits per thread ("32", "128"), a tile rank ("2D"), or "-"
    count: int
    predicated: int
    #: Whether the line's PTX moves this many bits as a vector (`ld.global.v2.f32`: True) or
    #: only as one element (`ld.global.f64`: False); None where the PTX does not say.
    ptx_vector: bool | None = None

    @property
    def bits(self) -> int | None:
        return int(self.key) if self.key.isdigit() else None

    @property
    def verdict(self) -> str:
        """Vector width in words, for the data-moving families whose width the code chooses. A
        64-bit access is partly vectorized unless the PTX moves one 64-bit element (f64, u64)."""
        fam = FAMILIES[self.family]
        if fam.width != VECTOR or fam.space not in ("global", "shared", "generic") or self.bits is None:
            return ""
        if self.bits >= 128:
            return "vectorized"
        if self.bits <= 32 or self.ptx_vector is False:
            return "not vectorized"
        return "partly vectorized"

    def describe(self) -> str:
        if self.bits is not None:
            return f"{self.count} x {self.opcode} ({self.key}-bit)"
        if self.space == "tensor":  # a tensor-core MMA, keyed by its shape
            return f"{self.count} x {self.opcode}" + (f" (MMA {self.key})" if self.key != "-" else " (MMA)")
        tile = f" ({self.key} tile)" if self.key[:1].isdigit() else f" ({self.key})" if self.key != "-" else ""
        return f"{self.count} x {self.opcode}{tile}"


@dataclass(frozen=True)
class LineReport:
    path: str
    shown: str  # the file as a person names it
    line: int
    text: str  # the source line, stripped ("" when the file was not copied)
    accesses: tuple[Access, ...]
    sass_lines: tuple[int, ...]  # every instruction of module.sass from this line (1-based)
    ptx_ops: tuple[tuple[str, int], ...]  # PTX memory op with shape (ld.global.f32) -> count
    ptx_lines: tuple[int, ...]
    passes: tuple[PassOps, ...] = ()  # filled for one line: where its ops change, pass by pass

    @property
    def instructions(self) -> int:
        return len(self.sass_lines)

    @property
    def memory(self) -> bool:
        return bool(self.accesses or (self.ptx_ops and not self.sass_lines))  # PTX: a capture without SASS


@dataclass(frozen=True)
class Explanation:
    label: str
    kernel: str  # the kernel module as shown
    lines: tuple[LineReport, ...]
    unmapped: int  # SASS instructions nvdisasm gave no source line for
    reference: dict[str, Any]  # the manifest's capture.lineinfo.reference
    has_sass: bool = True
    main_loop: MainLoopSource | None = None  # where the main loop's SASS comes from

    @property
    def local_memory(self) -> tuple[LocalMemoryLine, ...]:
        """The lines whose SASS touches local memory (STL, LDL): spills or local arrays."""
        out = []
        for r in self.lines:
            stl = [a for a in r.accesses if a.family == "STL"]
            ldl = [a for a in r.accesses if a.family == "LDL"]
            if stl or ldl:
                out.append(
                    LocalMemoryLine(
                        r.shown,
                        r.line,
                        r.text,
                        sum(a.count for a in stl),
                        sum(a.count for a in ldl),
                        sum((a.bits or 0) // 8 * a.count for a in stl),
                        sum((a.bits or 0) // 8 * a.count for a in ldl),
                    )
                )
        return tuple(out)

    def line(self, number: int, path: str | None = None) -> LineReport | None:
        return next((r for r in self.lines if r.line == number and (path is None or r.path == path)), None)


def explain(b: Bundle, sm: SourceMap, *, line: int | None = None) -> Explanation:
    """Every source line with SASS (kernel module first); with `line`, only that line of the
    kernel module, with the passes its ops went through."""
    sass = (b.sass() or "").splitlines()
    ptx = (b.ptx() or "").splitlines()
    by_line: dict[tuple[str, int], list[int]] = {}
    unmapped = 0
    for n, ref in sorted(sm.sass.items()):
        if ref.position is None:
            unmapped += 1
            continue
        by_line.setdefault((ref.position.file, ref.position.line), []).append(n)
    ptx_by_line: dict[tuple[str, int], list[int]] = {}
    for n, pos in sorted(sm.ptx.items()):
        ptx_by_line.setdefault((pos.file, pos.line), []).append(n)
    kernel = sm.kernel_file
    kernel_path = kernel.path if kernel else ""
    wanted = sorted(set(by_line) | set(ptx_by_line), key=lambda k: (k[0] != kernel_path, k[0], k[1]))
    if line is not None:
        wanted = [(kernel_path, line)]
    sources = _SourceTexts(b, sm)
    reports = []
    for path, number in wanted:
        sass_lines = tuple(by_line.get((path, number), ()))
        ptx_lines = tuple(ptx_by_line.get((path, number), ()))
        f = sm.file(path)
        reports.append(
            LineReport(
                path=path,
                shown=f.shown if f else path,
                line=number,
                text=sources.line(path, number),
                accesses=_with_ptx_vectors(_accesses(sass, sass_lines), _ptx_ops(ptx, ptx_lines)),
                sass_lines=sass_lines,
                ptx_ops=_ptx_ops(ptx, ptx_lines),
                ptx_lines=ptx_lines,
                passes=changes(follow_line(b, sm, path, number)) if line is not None else (),
            )
        )
    reference = plain_comparison(b) or {}
    texts = {(r.path, r.line): r.text for r in reports}
    loop = main_loop_source(b.sass() or "", sm, texts) if line is None else None
    kernel_shown = kernel.shown if kernel else ""
    return Explanation(b.label, kernel_shown, tuple(reports), unmapped, reference, bool(sass), loop)


def _accesses(sass: list[str], lines: tuple[int, ...]) -> tuple[Access, ...]:
    groups: dict[str, list[int]] = {}  # opcode -> [count, predicated]
    info: dict[str, tuple[str, str, str]] = {}
    for n in lines:
        parsed = instruction(sass[n - 1]) if 0 < n <= len(sass) else None
        if parsed is None:
            continue
        pred, opcode, _ = parsed
        if pred.replace(" ", "") == "@!PT":  # never executes (ptxas padding)
            continue
        base, *mods = opcode.split(".")
        fam = FAMILIES.get(base)
        if fam is None or fam.space not in SPACES or (fam.width == NONE and fam.direction == "other"):
            continue  # not memory, or ordering rather than moving data (UTMACMDFLUSH)
        counts = groups.setdefault(opcode, [0, 0])
        counts[0] += 1
        counts[1] += bool(pred) and pred.replace(" ", "") != "@PT"
        info[opcode] = (base, fam.space, access_key(fam, mods))
    return tuple(Access(op, *info[op], count, predicated) for op, (count, predicated) in groups.items())


#: The PTX op of each SASS family whose accesses' vector shape the PTX spells out.
_PTX_OP = {
    "LDG": "ld.global",
    "STG": "st.global",
    "LDS": "ld.shared",
    "STS": "st.shared",
    "LD": "ld.generic",
    "ST": "st.generic",
}


def _with_ptx_vectors(accesses: tuple[Access, ...], ptx_ops: tuple[tuple[str, int], ...]) -> tuple[Access, ...]:
    """Each 64-bit access told whether its line's PTX moves 64 bits as a vector or as one
    element: `ld.global.v2.f32` and `ld.global.f64` both become LDG.E.64."""
    out = []
    for a in accesses:
        op = _PTX_OP.get(a.family)
        if op is not None and a.bits == 64:
            shapes = [name[len(op) + 1 :] for name, _ in ptx_ops if name.startswith(op + ".")]
            vectors = [sh for sh in shapes if sh.startswith("v")]
            scalars = [sh for sh in shapes if not sh.startswith("v") and sh[-2:] == "64"]
            if vectors or scalars:
                a = replace(a, ptx_vector=bool(vectors))
        out.append(a)
    return tuple(out)


def _ptx_ops(ptx: list[str], lines: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    counts: dict[str, int] = {}
    for n in lines:
        statement = ptx[n - 1].split("//", 1)[0].strip().rstrip(";").strip() if 0 < n <= len(ptx) else ""
        opcode, operands = opcode_and_operands(without_predicate(statement))
        found = classify(opcode, operands) if opcode else None
        if found is None or (found[1] == "-" and found[2] == "-" and found[0] != "cp.async.bulk"):
            continue  # not memory, or a fence / wait / commit
        if found[0].endswith((".param", ".const")):
            continue  # kernel arguments and constants, as SASS's LDC is left out
        name = f"{found[0]}.{found[1]}" if found[1] != "-" else found[0]
        counts[name] = counts.get(name, 0) + 1
    return tuple(counts.items())


class _SourceTexts:
    """Source lines from the copies kept in the bundle (never the file on disk, which may have
    changed since the capture)."""

    def __init__(self, b: Bundle, sm: SourceMap) -> None:
        self.b = b
        self.sm = sm
        self.cache: dict[str, list[str]] = {}

    def line(self, path: str, number: int) -> str:
        if path not in self.cache:
            f = self.sm.file(path)
            self.cache[path] = self.b.read_text(f.copy).splitlines() if f and f.copy else []
        lines = self.cache[path]
        return lines[number - 1].strip() if 0 < number <= len(lines) else ""
