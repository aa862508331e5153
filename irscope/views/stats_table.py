"""`irscope stats`: one table per kernel function, memory-instruction family x access width."""

from __future__ import annotations

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from irscope.analysis.normalize import collapse_long_names
from irscope.analysis.sass_families import FAMILIES, REQUIRED_FAMILIES, TENSOR_SPACE
from irscope.analysis.stats import BundleStats, KernelStats

WIDTH_COLUMNS = ("8", "16", "32", "64", "128", "256")
#: Families left out of the table unless asked for: every kernel loads its parameters.
QUIET_SPACES = ("constant",)


def print_bundle_stats(stats: BundleStats, console: Console, *, show_all: bool = False) -> None:
    console.print(Text(f"{stats.label}  DSL {stats.dsl_version}  ({stats.path})", style="bold"))
    if not stats.ok:
        console.print(Text("  capture failed: no statistics beyond what it left", style="red"))
    if not stats.has_sass:
        console.print(Text("  no SASS in this bundle (captured with --no-sass?): PTX only", style="yellow"))
    if not stats.functions:
        console.print(Text("  no kernel functions found", style="dim"))
    for fn in stats.functions:
        console.print(function_view(fn, show_all=show_all))


def function_view(fn: KernelStats, *, show_all: bool = False) -> Group:
    parts: list[Text | Table] = [Text(f"\n{collapse_long_names(fn.name)}  ({fn.kind})", style="cyan"), _summary(fn)]
    if fn.sass is not None:
        parts.append(_sass_table(fn, show_all))
        if any(FAMILIES[f].space == TENSOR_SPACE for f in fn.sass.counts if f in FAMILIES):
            parts.append(_tensor_table(fn))
        if fn.sass.other:
            listed = ", ".join(f"{op} x{n}" for op, n in sorted(fn.sass.other.items()))
            parts.append(Text(f"  unknown memory opcodes (other): {listed}", style="yellow"))
        if fn.sass.dead:
            parts.append(Text(f"  {fn.sass.dead} instruction(s) under @!PT never execute (not counted)", style="dim"))
    if fn.ptx is not None:
        parts.append(_ptx_lines(fn))
    for d in fn.disagreements:
        parts.append(Text(f"  PTX/SASS {d.kind}: {d.message}", style="red"))
    return Group(*parts)


def _summary(fn: KernelStats) -> Text:
    def show(v: object) -> str:
        return "?" if v is None else str(v)

    frac = fn.vectorized_global_fraction
    vec = "no global accesses" if frac is None else f"{100 * frac:.0f}% of global bytes in >=128-bit accesses"
    shared = show(fn.shared_bytes)
    if fn.dynamic_shared_bytes is not None:
        shared += f" ({show(fn.static_shared_bytes)} static + {fn.dynamic_shared_bytes} dynamic)"
    return Text(
        f"  registers {show(fn.registers)}   spill {show(fn.spill_bytes)} B   shared {shared} B   {vec}",
        style="",
    )


def _sass_table(fn: KernelStats, show_all: bool) -> Table:
    assert fn.sass is not None
    counts, predicated = fn.sass.counts, fn.sass.predicated
    names = [f for f in FAMILIES if (f in counts or f in REQUIRED_FAMILIES) and FAMILIES[f].space != TENSOR_SPACE]
    if not show_all:
        names = [f for f in names if FAMILIES[f].space not in QUIET_SPACES]
    extra_keys = sorted({k for f in names for k in counts.get(f, {}) if k not in WIDTH_COLUMNS})
    table = Table(box=None, pad_edge=False, header_style="bold")
    table.add_column("  SASS")
    table.add_column("space", style="dim")
    for key in WIDTH_COLUMNS:
        table.add_column(f"{key}b", justify="right")
    for key in extra_keys:
        table.add_column(key, justify="right")
    table.add_column("predicated", justify="right", style="dim")
    for f in names:
        by_key = counts.get(f, {})
        cells = [_cell(by_key.get(k, 0), wide=k in ("128", "256")) for k in (*WIDTH_COLUMNS, *extra_keys)]
        pred = sum(predicated.get(f, {}).values())
        table.add_row(f"  {f}", FAMILIES[f].space, *cells, str(pred) if pred else "")
    return table


def _tensor_table(fn: KernelStats) -> Table:
    """The tensor-core MMAs, by instruction shape: a table of their own, so that their shape
    columns do not widen the memory table."""
    assert fn.sass is not None
    counts, predicated = fn.sass.counts, fn.sass.predicated
    names = [f for f in FAMILIES if f in counts and FAMILIES[f].space == TENSOR_SPACE]
    shapes = sorted({k for f in names for k in counts[f]})
    table = Table(box=None, pad_edge=False, header_style="bold")
    table.add_column("  MMA")
    table.add_column("space", style="dim")
    for shape in shapes:
        table.add_column(shape, justify="right")
    table.add_column("predicated", justify="right", style="dim")
    for f in names:
        pred = sum(predicated.get(f, {}).values())
        cells = [_cell(counts[f].get(k, 0), wide=False) for k in shapes]
        table.add_row(f"  {f}", FAMILIES[f].space, *cells, str(pred) if pred else "")
    return table


def _cell(n: int, *, wide: bool) -> Text:
    if not n:
        return Text("-", style="dim")
    return Text(str(n), style="green" if wide else "")


def _ptx_lines(fn: KernelStats) -> Text:
    assert fn.ptx is not None
    shown = [op for op in sorted(fn.ptx.ops) if op not in ("ld.param",) and not all(k == "-" for k in fn.ptx.ops[op])]
    if not shown:
        return Text("  PTX: no memory instructions", style="dim")
    items = []
    for op in shown:
        shapes = ", ".join(f"{shape} x{n}" for shape, n in sorted(fn.ptx.ops[op].items()))
        items.append(f"{op} [{shapes}]")
    text = Text("  PTX: " + "; ".join(items), style="")
    if fn.ptx.other:
        text.append("  unknown: " + ", ".join(f"{op} x{n}" for op, n in sorted(fn.ptx.other.items())), style="yellow")
    return text
