"""Follow source positions through the pipeline: pass by pass, the ops that carry them.

MLIR passes give the ops they create the location of the op they replace, so the ops carrying
one file:line:col after each pass are what that Python expression has become: `cute.copy` at
line 61 is a `cute.copy` in the input, get_layout/slice/crd2idx/... after cute-desugar and
cute-expand-ops, llvm.load/extractvalue/... after convert-to-llvm. The limits are MLIR's: every
op created by one Python expression shares its position (the DSL does not tell apart the ops of
one `cute.copy` call), passes may give merged ops a fused location (they then carry both), and
ops a pass creates without a location (`loc(unknown)`) fall out of the trail.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from irscope.analysis.locations import SourcePos
from irscope.analysis.mlir_ops import op_name
from irscope.analysis.sourcemap import SourceMap
from irscope.bundle import Bundle

INPUT = "input"


@dataclass(frozen=True)
class PassOps:
    """The ops of one observed IR that carry the followed positions."""

    pass_key: str  # "input", or the pass after which this IR was observed (NAME#k)
    index: int  # pass index (0 for the input)
    ir: str  # bundle-relative IR file
    lines: tuple[int, ...]  # 1-based raw lines of those ops in the IR file
    ops: tuple[tuple[str, int], ...]  # op name -> how many, in order of first appearance
    changed: bool  # the ops differ from those after the previous observed pass

    @property
    def total(self) -> int:
        return sum(n for _, n in self.ops)

    def describe(self, limit: int = 8) -> str:
        if not self.ops:
            return "(none)"
        shown = [f"{name} x{n}" if n > 1 else name for name, n in self.ops[:limit]]
        more = len(self.ops) - limit
        return ", ".join(shown) + (f", ... {more} more" if more > 0 else "")


def follow(b: Bundle, sm: SourceMap, wanted: Callable[[tuple[SourcePos, ...]], bool]) -> tuple[PassOps, ...]:
    """Every observed IR from the input on (a pass that changed nothing shares its
    predecessor's file and is listed once, under the first pass that produced it)."""
    out: list[PassOps] = []
    steps: list[tuple[str, int, str]] = []
    input_rel = b.manifest.artifacts.get("input_ir")
    if input_rel:
        steps.append((INPUT, 0, input_rel))
    seen: set[str] = {input_rel} if input_rel else set()
    for p in b.passes:
        if p.ir_member and p.ir_member not in seen:
            seen.add(p.ir_member)
            steps.append((p.key, p.index, p.ir_member))
    previous: tuple[tuple[str, int], ...] | None = None
    for key, index, rel in steps:
        table = sm.mlir.get(rel, {})
        lines = tuple(n for n, ps in table.items() if wanted(ps))
        ops = _count_ops(b.read_text(rel), lines) if lines else ()
        out.append(PassOps(key, index, rel, lines, ops, previous is not None and ops != previous))
        previous = ops
    return tuple(out)


def follow_position(b: Bundle, sm: SourceMap, positions: tuple[SourcePos, ...]) -> tuple[PassOps, ...]:
    """The ops carrying any of these exact positions (an op picked in one pass)."""
    wanted = set(positions)
    return follow(b, sm, lambda ps: any(p in wanted for p in ps))


def follow_line(b: Bundle, sm: SourceMap, path: str, line: int) -> tuple[PassOps, ...]:
    """The ops from any column of one source line."""
    return follow(b, sm, lambda ps: any(p.line == line and p.file == path for p in ps))


def describe_change(previous: PassOps | None, current: PassOps, limit: int = 8) -> str:
    """What a pass did to the followed ops: `new: cute.slice x3, ...; gone: cute.copy`, or the
    counts that moved when no kind of op came or went (the input: its ops)."""
    if previous is None:
        return current.describe(limit)
    before, after = dict(previous.ops), dict(current.ops)
    new = [f"{name} x{n}" if n > 1 else name for name, n in current.ops if name not in before]
    gone = [name for name, _ in previous.ops if name not in after]
    if not new and not gone:
        moved = [f"{name} {before.get(name, 0)}->{n}" for name, n in current.ops if before.get(name) != n]
        return "counts: " + _first(moved, limit) if moved else "same ops, other operands or order"
    parts = [f"new: {_first(new, limit)}"] if new else []
    parts += [f"gone: {_first(gone, limit)}"] if gone else []
    return "; ".join(parts)


def _first(items: list[str], limit: int) -> str:
    return ", ".join(items[:limit]) + (f", ... {len(items) - limit} more" if len(items) > limit else "")


def changes(trail: tuple[PassOps, ...]) -> tuple[PassOps, ...]:
    """The input and every pass after which the followed ops changed."""
    return tuple(t for i, t in enumerate(trail) if i == 0 or t.changed)


def _count_ops(text: str, lines: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    all_lines = text.splitlines()
    counts: dict[str, int] = {}
    for n in lines:
        name = op_name(all_lines[n - 1]) if 0 < n <= len(all_lines) else None
        if name:
            counts[name] = counts.get(name, 0) + 1
    return tuple(counts.items())
