"""The page's stats tables: per kernel function, SASS memory instructions by family and access
width, registers, spills, shared memory, the PTX ops and PTX-vs-SASS disagreements, as
`irscope stats` prints them (irscope.views.stats_table), as data for the page's template."""

from __future__ import annotations

from dataclasses import dataclass

from irscope.analysis.normalize import collapse_long_names
from irscope.analysis.ptx_stats import PtxFunctionStats
from irscope.analysis.sass_families import FAMILIES, REQUIRED_FAMILIES, listed
from irscope.analysis.sass_stats import SassFunctionStats
from irscope.analysis.stats import BundleStats, KernelStats, bundle_stats
from irscope.analysis.sync_kinds import CATEGORIES
from irscope.bundle import Bundle
from irscope.views.stats_words import (
    NOTHING_TO_COUNT,
    WIDTH_COLUMNS,
    loop_lines,
    occupancy_lines,
    summary_parts,
)


@dataclass(frozen=True)
class Cell:
    text: str
    css: str = ""  # "wide" (a >=128-bit access), "none" (zero)


@dataclass(frozen=True)
class FunctionTable:
    name: str
    kind: str
    summary: str
    header: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    notes: tuple[str, ...]  # PTX ops, unknown opcodes, disagreements
    facts: tuple[str, ...] = ()  # occupancy, the main loop
    sync_rows: tuple[tuple[str, str, str, str], ...] = ()  # category, kind, SASS, PTX


@dataclass(frozen=True)
class BundleTables:
    label: str
    dsl_version: str
    notes: tuple[str, ...]
    functions: tuple[FunctionTable, ...]


def stats_tables(b: Bundle) -> BundleTables:
    stats: BundleStats = bundle_stats(b)
    notes = []
    if stats.failure is not None:
        notes.append(f"{stats.failure.line()}: no statistics beyond what it left")
    elif not stats.device_code:
        notes.append(NOTHING_TO_COUNT)
    elif not stats.has_sass:
        notes.append("no SASS in this bundle (captured with --no-sass?): PTX only")
    if not stats.functions and stats.device_code and stats.failure is None:
        notes.append("no kernel functions found")
    return BundleTables(stats.label, stats.dsl_version, tuple(notes), tuple(_function(fn) for fn in stats.functions))


def _function(fn: KernelStats) -> FunctionTable:
    header, rows = _sass_table(fn.sass) if fn.sass is not None else ((), [])
    notes = _unknown_opcodes(fn.sass) if fn.sass is not None else []
    if fn.ptx is not None:
        notes.append(_ptx_note(fn.ptx))
    notes += [f"PTX/SASS {d.kind}: {d.message}" for d in fn.disagreements]
    return FunctionTable(
        collapse_long_names(fn.name),
        fn.kind,
        _summary(fn),
        header,
        tuple(rows),
        tuple(notes),
        tuple(line.strip() for line in occupancy_lines(fn) + loop_lines(fn)),
        _sync_rows(fn),
    )


def _sass_table(sass: SassFunctionStats) -> tuple[tuple[str, ...], list[tuple[Cell, ...]]]:
    """The header and a row per listed family (the required ones always): a column per access
    width, then any other key (2D, ...), then the predicated count."""
    counts = sass.counts
    names = [f for f in FAMILIES if (f in counts or f in REQUIRED_FAMILIES) and listed(f)]
    extra = sorted({k for f in names for k in counts.get(f, {}) if k not in WIDTH_COLUMNS})
    header = ("SASS", "space", *(f"{k}b" for k in WIDTH_COLUMNS), *extra, "predicated")
    return header, [_family_row(f, counts.get(f, {}), sass.predicated.get(f, {}), extra) for f in names]


def _family_row(family: str, by_key: dict[str, int], predicated: dict[str, int], extra: list[str]) -> tuple[Cell, ...]:
    cells = [_count(by_key.get(k, 0), wide=k in ("128", "256")) for k in (*WIDTH_COLUMNS, *extra)]
    pred = sum(predicated.values())
    return (Cell(family), Cell(FAMILIES[family].space), *cells, Cell(str(pred) if pred else ""))


def _unknown_opcodes(sass: SassFunctionStats) -> list[str]:
    if not sass.other:
        return []
    return ["unknown memory opcodes: " + ", ".join(f"{op} x{n}" for op, n in sorted(sass.other.items()))]


def _ptx_note(ptx: PtxFunctionStats) -> str:
    """The PTX's memory ops by shape (ld.param, every kernel's parameters, left out)."""
    shown = [op for op in sorted(ptx.ops) if op != "ld.param"]
    items = [f"{op} [{', '.join(f'{s} x{n}' for s, n in sorted(ptx.ops[op].items()))}]" for op in shown]
    return "PTX: " + ("; ".join(items) if items else "no memory instructions")


def _sync_rows(fn: KernelStats) -> tuple[tuple[str, str, str, str], ...]:
    sass = fn.sass.sync if fn.sass else {}
    ptx = fn.ptx.sync if fn.ptx else {}
    return tuple(
        (c, k, str(sass.get(c, {}).get(k, 0)), str(ptx.get(c, {}).get(k, 0)))
        for c in CATEGORIES
        for k in sorted(set(sass.get(c, {})) | set(ptx.get(c, {})))
    )


def _count(n: int, *, wide: bool) -> Cell:
    if not n:
        return Cell("-", "none")
    return Cell(str(n), "wide" if wide else "")


def _summary(fn: KernelStats) -> str:
    return " · ".join(summary_parts(fn))
