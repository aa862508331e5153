"""Text for `irscope explain`: per source line, the memory and tensor-core instructions it became.

    line 61 `cute.copy(load_atom, thrA, frgA, pred=frgPred)`: 16 x LDG.E (32-bit) — not vectorized
        16 predicated; PTX 16 x ld.global.f32

Plain text (tests and pipes read it as it is); `to_json` gives the same content as data.
"""

from __future__ import annotations

from typing import Any

from irscope.analysis.explain import Access, Explanation, LineReport
from irscope.analysis.follow import PassOps, describe_change
from irscope.analysis.normalize import collapse_long_names

SHOWN_INSTRUCTIONS = 48  # per line in --line detail; the rest is counted
SHOWN_LOOP_LINES = 10  # source lines of the main loop, most instructions first


def render(expl: Explanation, *, detail: bool = False, sass: list[str] | None = None, everything: bool = False) -> str:
    every_line = detail or everything
    lines = expl.lines if every_line else tuple(r for r in expl.lines if r.memory)
    out = _heading(expl) + _by_file(expl.kernel, lines, sass or [], detail=detail)
    if not every_line:
        out += _quiet(expl)
    out += _after_lines(expl, detail=detail, none_shown=not lines)
    # Parts open with a blank line to stand apart; where one part is empty, one blank is enough.
    out = [line for i, line in enumerate(out) if line or i == 0 or out[i - 1]]
    return "\n".join(out).rstrip() + "\n"


def _heading(expl: Explanation) -> list[str]:
    out = [f"{expl.label}  {expl.kernel}", _reference(expl.reference), ""]
    if not expl.has_sass:
        out[-1:] = ["no SASS in this capture (captured with --no-sass): PTX only", ""]
    return out


def _by_file(kernel: str, lines: tuple[LineReport, ...], sass: list[str], *, detail: bool) -> list[str]:
    """Each line's text, under its file's name where the file changes (the kernel's own first)."""
    out: list[str] = []
    current_file = kernel
    for r in lines:
        if r.shown != current_file:
            out += ["", f"{r.shown}:"]
            current_file = r.shown
        out += _detail(r, sass) if detail else _summary(r)
    return out


def _quiet(expl: Explanation) -> list[str]:
    """The kernel's lines whose instructions touch no memory (--all lists them)."""
    quiet = [str(r.line) for r in expl.lines if not r.memory and r.instructions and r.shown == expl.kernel]
    return ["", f"no memory instructions from lines {', '.join(quiet)} (--all lists them)"] if quiet else []


def _after_lines(expl: Explanation, *, detail: bool, none_shown: bool) -> list[str]:
    """What follows the lines: that none had memory instructions, the instructions of no line,
    and (not in --line detail) local memory and the main loop."""
    out = []
    if none_shown and not detail:
        out.append("no source line produced global or shared memory instructions")  # in SASS, or PTX without it
    if expl.unmapped:
        out += ["", f"{expl.unmapped} SASS instruction(s) have no source line"]
    if not detail:
        out += _local_memory(expl) + _main_loop(expl)
    return out


def _local_memory(expl: Explanation) -> list[str]:
    found = expl.local_memory
    if not found:
        return ["", "local memory: no line's SASS stores or loads local memory (no spills)"] if expl.has_sass else []
    out = ["", "local memory (spills, or arrays kept in local memory), by source line:"]
    for m in found:
        text = f" `{m.text}`" if m.text else ""
        out.append(
            f"  {m.shown}:{m.line}{text}: {m.stores} x STL ({m.store_bytes} B), {m.loads} x LDL ({m.load_bytes} B)"
        )
    return out


def _main_loop(expl: Explanation) -> list[str]:
    loop = expl.main_loop
    if loop is None:
        return []
    out = ["", f"main loop {loop.label} at {loop.span}: {loop.summary}", "  its instructions come from:"]
    for s in loop.sources[:SHOWN_LOOP_LINES]:
        text = f" `{s.text}`" if s.text else ""
        out.append(f"    {s.shown}:{s.line}{text}: {s.instructions}")
    rest = loop.sources[SHOWN_LOOP_LINES:]
    if rest:
        out.append(f"    {len(rest)} more line(s): {sum(s.instructions for s in rest)} (--json lists them)")
    if loop.unmapped:
        out.append(f"    (no source line): {loop.unmapped}")
    return out


def _reference(ref: dict[str, Any]) -> str:
    if ref.get("status") == "compared":
        return ref.get("summary", "line info: compared with a plain compile")
    return f"line info: not compared with a plain compile ({ref.get('detail', ref.get('status', 'unknown'))})"


def _head(r: LineReport) -> str:
    text = f" `{r.text}`" if r.text else ""
    return f"line {r.line}{text}"


def describe(a: Access) -> str:
    verdict = f" — {a.verdict}" if a.verdict and a.verdict != "vectorized" else ""
    return a.describe() + verdict


def _summary(r: LineReport) -> list[str]:
    if not r.accesses:
        return [_without_access(r)]
    first, *rest = r.accesses
    out = (
        [f"{_head(r)}: {describe(first)}"]
        if not rest
        else [f"{_head(r)}:"] + [f"    {describe(a)}" for a in r.accesses]
    )
    notes = [_predicated(a) for a in r.accesses if a.predicated]
    if r.ptx_ops:
        notes.append("PTX " + _ptx_counts(r.ptx_ops))
    if notes:
        out.append("    " + "; ".join(notes))
    return out


def _without_access(r: LineReport) -> str:
    """A line whose SASS accesses no memory: its PTX's memory ops where it has no SASS, else its
    instruction count."""
    if r.ptx_ops and not r.sass_lines:
        return f"{_head(r)}: PTX " + _ptx_counts(r.ptx_ops)
    return f"{_head(r)}: {r.instructions} SASS instruction(s), none accessing memory"


def _ptx_counts(ops: tuple[tuple[str, int], ...]) -> str:
    return ", ".join(f"{n} x {op}" for op, n in ops)


def _predicated(a: Access) -> str:
    return f"{'all ' if a.predicated == a.count > 1 else ''}{a.predicated} {a.opcode} predicated"


def _detail(r: LineReport, sass: list[str]) -> list[str]:
    out = [f"{_head(r)}  ({r.shown}:{r.line})"]
    if not r.sass_lines and not r.ptx_lines and not any(p.lines for p in r.passes):
        return [*out, "    nothing in this capture comes from this line"]
    out += _sass_detail(r, sass)
    out.append(
        f"  PTX: {len(r.ptx_lines)} instruction(s) under its .loc; {_ptx_counts(r.ptx_ops) or 'no memory instructions'}"
    )
    return out + _passes_detail(r.passes)


def _sass_detail(r: LineReport, sass: list[str]) -> list[str]:
    """The line's SASS: its count and span, its accesses, and its first instructions as listed."""
    out = [
        f"  SASS: {r.instructions} instruction(s)"
        + (f" at module.sass lines {_span(r.sass_lines)}" if r.sass_lines else "")
    ]
    out += [f"    {describe(a)}" + (f", {a.predicated} predicated" if a.predicated else "") for a in r.accesses]
    # Only lines the SASS text holds: none where it was not read, never a blank line for one.
    shown = [collapse_long_names(sass[n - 1].strip()) for n in r.sass_lines[:SHOWN_INSTRUCTIONS] if 0 < n <= len(sass)]
    out += ["      " + text for text in shown]
    if shown and len(r.sass_lines) > len(shown):
        out.append(f"      ... {len(r.sass_lines) - len(shown)} more")
    return out


def _passes_detail(passes: tuple[PassOps, ...]) -> list[str]:
    """The ops carrying the line after each pass that changed them, and what changed."""
    if not passes:
        return []
    out = ["  MLIR: the ops carrying this line, after each pass that changed them"]
    width = max(len(p.pass_key) for p in passes)
    for i, p in enumerate(passes):
        change = describe_change(passes[i - 1] if i else None, p)
        out.append(f"    {p.pass_key:<{width}}  {p.total:>4} op(s)  {change}")
    return out


def _span(lines: tuple[int, ...]) -> str:
    return f"{lines[0]}-{lines[-1]}" if len(lines) > 1 else str(lines[0])


def to_json(expl: Explanation) -> dict[str, Any]:
    return {
        "bundle": expl.label,
        "kernel": expl.kernel,
        "reference": expl.reference,
        "unmapped_sass": expl.unmapped,
        "lines": [
            {
                "file": r.shown,
                "line": r.line,
                "text": r.text,
                "sass_instructions": r.instructions,
                "sass_lines": list(r.sass_lines),
                "memory": [
                    {
                        "opcode": a.opcode,
                        "family": a.family,
                        "space": a.space,
                        "key": a.key,
                        "bits": a.bits,
                        "count": a.count,
                        "predicated": a.predicated,
                        "verdict": a.verdict,
                    }
                    for a in r.accesses
                ],
                "ptx": [{"op": op, "count": n} for op, n in r.ptx_ops],
                "ptx_lines": list(r.ptx_lines),
                "passes": [{"pass": p.pass_key, "ir": p.ir, "ops": dict(p.ops)} for p in r.passes],
            }
            for r in expl.lines
        ],
        "local_memory": [
            {
                "file": m.shown,
                "line": m.line,
                "stores": m.stores,
                "loads": m.loads,
                "store_bytes": m.store_bytes,
                "load_bytes": m.load_bytes,
            }
            for m in expl.local_memory
        ],
        "main_loop": None
        if expl.main_loop is None
        else {
            "label": expl.main_loop.label,
            "span": expl.main_loop.span,
            "summary": expl.main_loop.summary,
            "sources": [
                {"file": s.shown, "line": s.line, "instructions": s.instructions} for s in expl.main_loop.sources
            ],
            "unmapped": expl.main_loop.unmapped,
        },
    }
