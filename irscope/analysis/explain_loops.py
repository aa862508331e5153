"""For `irscope explain`: the Python lines behind the main loop and behind local memory.

- **The main loop** (analysis/sass_loops.py): which source lines its SASS instructions come
  from, with how many instructions each, and the loop's mix per iteration.
- **Local memory**: the lines whose SASS stores to or loads from local memory (STL, LDL: spills,
  or arrays the compiler could not keep in registers), with counts and bytes per thread.
"""

from __future__ import annotations

from dataclasses import dataclass

from irscope.analysis.sass_loops import ADDRESS, SECTION, main_loop, sass_loops
from irscope.analysis.sourcemap import SourceMap


@dataclass(frozen=True)
class SourceShare:
    shown: str  # the file as a person names it
    line: int
    text: str
    instructions: int


@dataclass(frozen=True)
class MainLoopSource:
    function: str
    label: str
    span: str  # addresses, 0fb0-17b0
    summary: str  # the mix per iteration
    sources: tuple[SourceShare, ...]  # most instructions first
    unmapped: int  # its instructions without a source line


@dataclass(frozen=True)
class LocalMemoryLine:
    shown: str
    line: int
    text: str
    stores: int  # STL instructions
    loads: int  # LDL instructions
    store_bytes: int  # per thread
    load_bytes: int


def main_loop_source(sass: str, sm: SourceMap, line_text: dict[tuple[str, int], str]) -> MainLoopSource | None:
    """The main loop of the first kernel that has one, and the source lines of its SASS."""
    for function, loops in sass_loops(sass).items():
        loop = main_loop(loops)
        if loop is None:
            continue
        addresses = {int(m["addr"], 16) for m in (ADDRESS.match(line) for line in loop.lines) if m}
        numbers = _line_numbers(sass, function, addresses)
        counts: dict[tuple[str, int], int] = {}
        unmapped = 0
        for n in numbers:
            ref = sm.sass.get(n)
            if ref is None or ref.position is None:
                unmapped += 1
                continue
            key = (ref.position.file, ref.position.line)
            counts[key] = counts.get(key, 0) + 1
        shares = tuple(
            SourceShare(_shown(sm, path), line, line_text.get((path, line), ""), n)
            for (path, line), n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
        )
        return MainLoopSource(function, loop.label, loop.span, loop.summary(), shares, unmapped)
    return None


def _line_numbers(sass: str, function: str, addresses: set[int]) -> list[int]:
    """module.sass line numbers (1-based) of the function's instructions at these addresses."""
    out, inside = [], False
    for n, line in enumerate(sass.splitlines(), start=1):
        m = SECTION.match(line)
        if m:
            inside = m["name"] == f".text.{function}"
            continue
        a = ADDRESS.match(line) if inside else None
        if a and int(a["addr"], 16) in addresses:
            out.append(n)
    return out


def _shown(sm: SourceMap, path: str) -> str:
    f = sm.file(path)
    return f.shown if f else path
