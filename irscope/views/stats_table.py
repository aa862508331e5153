"""`irscope stats`: one table per kernel function, memory-instruction family x access width."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Console
from rich.text import Text

from irscope.analysis.normalize import collapse_long_names
from irscope.analysis.sass_families import FAMILIES, REQUIRED_FAMILIES, TENSOR_SPACE, listed
from irscope.analysis.stats import BundleStats, KernelStats
from irscope.analysis.sync_kinds import CATEGORIES
from irscope.views.console import shown_path
from irscope.views.stats_words import (
    NOTHING_TO_COUNT,
    WIDTH_COLUMNS,
    loop_lines,
    occupancy_lines,
    ptxas_line,
    summary_parts,
)
from irscope.views.table import Cell, Column, TableSpec, print_fitted, print_table


def print_bundle_stats(
    stats: BundleStats, console: Console, *, show_all: bool = False, ptxas: Mapping[str, Any] | None = None
) -> None:
    """`ptxas`: function -> ptxas's own figures (analysis/ptxas_report.py), from `stats --ptxas`."""
    print_fitted(console, Text(f"{stats.label}  DSL {stats.dsl_version}  ({shown_path(stats.path)})", style="bold"))
    if stats.failure is not None:
        console.print(Text(f"  {stats.failure.line()}: no statistics beyond what it left", style="red"), soft_wrap=True)
    elif not stats.device_code:
        console.print(Text(f"  {NOTHING_TO_COUNT}", style="dim"))
        return
    if not stats.has_sass and stats.failure is None:
        console.print(Text("  no SASS in this bundle (captured with --no-sass?): PTX only", style="yellow"))
    if not stats.functions and stats.failure is None:
        console.print(Text("  no kernel functions found", style="dim"))
    for fn in stats.functions:
        print_function(fn, console, show_all=show_all, ptxas=ptxas)


def print_function(
    fn: KernelStats, console: Console, *, show_all: bool = False, ptxas: Mapping[str, Any] | None = None
) -> None:
    def line(text: Text) -> None:
        console.print(text, soft_wrap=True)

    line(Text(f"\n{collapse_long_names(fn.name)}  ({fn.kind})", style="cyan"))
    print_fitted(console, _summary(fn))
    if ptxas is not None:
        print_fitted(console, Text("  " + ptxas_line(fn, ptxas.get(fn.name))))
    for text in occupancy_lines(fn) + loop_lines(fn):
        print_fitted(console, Text("  " + text))
    if fn.sass is not None:
        print_table(console, _sass_tables(fn, show_all))
        if any(FAMILIES[f].space == TENSOR_SPACE for f in fn.sass.counts if f in FAMILIES):
            print_table(console, _tensor_table(fn))
        if fn.sass.other:
            listed = ", ".join(f"{op} x{n}" for op, n in sorted(fn.sass.other.items()))
            line(Text(f"  unknown memory opcodes (other): {listed}", style="yellow"))
        if fn.sass.dead:
            line(Text(f"  {fn.sass.dead} instruction(s) under @!PT never execute (not counted)", style="dim"))
    if (fn.sass and fn.sass.sync) or (fn.ptx and fn.ptx.sync):
        # A function of the PTX that the SASS lacks still has its PTX column ("?" for SASS).
        print_table(console, [_sync_table(fn)])
    if fn.ptx is not None:
        line(_ptx_lines(fn))
    for d in fn.disagreements:
        line(Text(f"  PTX/SASS {d.kind}: {d.message}", style="red"))


def _sync_table(fn: KernelStats) -> TableSpec:
    """Synchronization by what it does, SASS beside PTX (sync_kinds.py)."""
    sass = fn.sass.sync if fn.sass else {}
    ptx = fn.ptx.sync if fn.ptx else {}
    rows: list[dict[str, Cell]] = []
    for category in CATEGORIES:
        kinds = sorted(set(sass.get(category, {})) | set(ptx.get(category, {})))
        for kind in kinds:
            n_sass, n_ptx = sass.get(category, {}).get(kind, 0), ptx.get(category, {}).get(kind, 0)
            rows.append(
                {
                    "category": category,
                    "kind": kind,
                    "sass": _cell(n_sass, wide=False) if fn.sass else "?",
                    "ptx": _cell(n_ptx, wide=False) if fn.ptx else "?",
                }
            )
    columns = (
        Column("category", "sync"),
        Column("kind", "kind"),
        Column("sass", "SASS", justify="right"),
        Column("ptx", "PTX", justify="right"),
    )
    return TableSpec(columns, tuple(rows), indent=2)


def _summary(fn: KernelStats) -> Text:
    return Text("  " + "   ".join(summary_parts(fn)), style="")


def _sass_tables(fn: KernelStats, show_all: bool) -> list[TableSpec]:
    """Every width column; then only the widths present; then without the space column."""
    assert fn.sass is not None
    counts, predicated = fn.sass.counts, fn.sass.predicated
    names = [
        f
        for f in FAMILIES
        if (f in counts or f in REQUIRED_FAMILIES)
        and FAMILIES[f].space != TENSOR_SPACE
        and listed(f, everything=show_all)
    ]
    extra_keys = sorted({k for f in names for k in counts.get(f, {}) if k not in WIDTH_COLUMNS})
    keys = (*WIDTH_COLUMNS, *extra_keys)
    rows: list[dict[str, Cell]] = []
    for f in names:
        by_key = counts.get(f, {})
        pred = sum(predicated.get(f, {}).values())
        cells = {k: _cell(by_key.get(k, 0), wide=k in ("128", "256")) for k in keys}
        rows.append(
            {"family": f, "space": Text(FAMILIES[f].space, style="dim"), **cells, "predicated": str(pred or "")}
        )
    used = [k for k in keys if any(counts.get(f, {}).get(k) for f in names)]

    def spec(width_keys: Sequence[str], *, space: bool) -> TableSpec:
        columns = (
            Column("family", "SASS"),
            *([Column("space", "space")] if space else []),
            *(Column(k, f"{k}b" if k in WIDTH_COLUMNS else k, justify="right") for k in width_keys),
            Column("predicated", "predicated", justify="right"),
        )
        return TableSpec(columns, tuple(rows), indent=2)

    return [spec(keys, space=True), spec(used, space=True), spec(used, space=False)]


def _tensor_table(fn: KernelStats) -> TableSpec:
    """The tensor-core MMAs, by instruction shape: a table of their own, so that their shape
    columns do not widen the memory table."""
    assert fn.sass is not None
    counts, predicated = fn.sass.counts, fn.sass.predicated
    names = [f for f in FAMILIES if f in counts and FAMILIES[f].space == TENSOR_SPACE]
    shapes = sorted({k for f in names for k in counts[f]})
    rows: list[dict[str, Cell]] = []
    for f in names:
        pred = sum(predicated.get(f, {}).values())
        cells = {k: _cell(counts[f].get(k, 0), wide=False) for k in shapes}
        rows.append(
            {"family": f, "space": Text(FAMILIES[f].space, style="dim"), **cells, "predicated": str(pred or "")}
        )
    columns = (
        Column("family", "MMA"),
        Column("space", "space"),
        *(Column(k, k, justify="right") for k in shapes),
        Column("predicated", "predicated", justify="right"),
    )
    return TableSpec(columns, tuple(rows), indent=2)


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
