"""The stats panel: memory instructions by family and width, vectorized fraction, registers, spills,
occupancy, the main loop and synchronization by kind, from irscope.analysis.stats; in compare mode both bundles side by side with the deltas lit up
("LDG.128: 0 → 4")."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static


def _width_key(width: str) -> tuple[int, str]:
    digits = "".join(c for c in width if c.isdigit())
    return (int(digits) if digits else 0, width)


def instruction_counts(functions: Iterable[Any]) -> dict[str, int]:
    """'LDG.128' -> count, summed over the functions given, for the families a stats table lists
    (analysis.sass_families.listed)."""
    out: dict[str, int] = {}
    from irscope.analysis.sass_families import listed  # with the stats, after the first view

    for f in functions:
        for family, widths in _family_counts(f).items():
            if not listed(family):  # the rows `irscope stats` lists (not LDC, ULDC: every kernel has them)
                continue
            for width, count in widths.items():
                if not count:
                    continue
                label = f"{family}.{width}" if width and width != "-" else family
                out[label] = out.get(label, 0) + count
    return out


def _family_counts(f: Any) -> dict[str, dict[str, int]]:
    """family -> width key -> instructions, from a KernelStats (None when it has no SASS)."""
    sass = f.sass
    if sass is None:
        return {}
    return sass.counts if hasattr(sass, "counts") else dict(sass)


def _sort_labels(labels: Iterable[str]) -> list[str]:
    def key(label: str) -> tuple[str, tuple[int, str]]:
        family, _, width = label.partition(".")
        return family, _width_key(width)

    return sorted(labels, key=key)


def _fraction(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.0%}"


def single_table(stats: Any) -> RenderableType:
    from irscope.analysis.normalize import collapse_long_names  # with the stats, after the first view

    parts: list[RenderableType] = []
    for f in stats.functions:
        # Named as `irscope stats` names it (a kernel class's method keeps its class); wraps, never cut.
        name = Text(collapse_long_names(f.name), style="bold", overflow="fold")
        table = Table(box=None, pad_edge=False)
        table.add_column("instr.width", style="cyan")
        table.add_column("count", justify="right")
        counts = instruction_counts([f])
        for label in _sort_labels(counts):
            table.add_row(label, str(counts[label]))
        if not counts:
            table.add_row(Text("no global/shared/local memory instructions", style="dim"), "")
        table.add_row("", "")
        tma = getattr(f, "tma_copies", {})
        if tma:  # TMA copies tiles: the widest accesses, their bytes in the tensor map, not the SASS
            table.add_row("global by TMA", ", ".join(f"{n} {family}" for family, n in tma.items()))
        table.add_row("vectorized global" if not tma else "LDG/STG >=128-bit", _fraction(f.vectorized_global_fraction))
        table.add_row("registers", str(f.registers) if f.registers is not None else "n/a")
        table.add_row("spill bytes", _spill(f.spill_bytes))
        shared = getattr(f, "shared_bytes", None)
        if shared:
            table.add_row("shared bytes", str(shared))
        for category, kinds in sorted((f.sass.sync if f.sass else {}).items()):
            for kind, n in sorted(kinds.items()):
                table.add_row(category if kind == "-" else f"{category} {kind}", str(n))
        parts.extend([name, table])
        # Prose under the table, so that its columns stay as narrow as their numbers.
        occ = getattr(f, "occupancy", None)
        if occ is not None:
            parts.append(Text(f"occupancy: {occ.summary()}", overflow="fold"))
        loop = getattr(f, "main_loop", None)
        if loop is not None:
            parts.append(Text(f"main loop {loop.label}: {loop.summary()} (6 shows it)", overflow="fold"))
        for d in getattr(f, "disagreements", ()):
            parts.append(Text(f"PTX vs SASS: {d.message}", style="yellow"))
        parts.append(Text(""))
    if not parts:
        parts.append(Text("no kernel functions in this bundle's SASS", style="dim"))
    return Group(*parts)


def _spill(value: Any) -> Text:
    if value is None:
        return Text("n/a")
    return Text(str(value), style="bold red" if value else "")


def compare_table(a: Any, b: Any, a_label: str, b_label: str) -> RenderableType:
    """Both bundles' stats summed over their kernel functions, with the delta of every row."""
    table = Table(box=None, pad_edge=False, title=Text("A → B (all kernels)", style="bold"), title_justify="left")
    table.add_column("", style="cyan")
    table.add_column("A", justify="right")
    table.add_column("B", justify="right")
    table.add_column("Δ", justify="right")
    ca, cb = instruction_counts(a.functions), instruction_counts(b.functions)
    for label in _sort_labels(set(ca) | set(cb)):
        x, y = ca.get(label, 0), cb.get(label, 0)
        table.add_row(label, str(x), str(y), _delta(x, y))
    table.add_row("", "", "", "")
    ra, rb = _total(a, "registers", max), _total(b, "registers", max)
    table.add_row("registers", _opt(ra), _opt(rb), _delta(ra, rb))
    sa, sb = _total(a, "spill_bytes", sum), _total(b, "spill_bytes", sum)
    table.add_row("spill bytes", _opt(sa), _opt(sb), _delta(sa, sb))
    oa, ob = _total(a, "ctas_per_sm", min), _total(b, "ctas_per_sm", min)
    table.add_row("CTAs/SM", _opt(oa), _opt(ob), _delta(oa, ob))
    la, lb = _total(a, "main_loop_instructions", sum), _total(b, "main_loop_instructions", sum)
    table.add_row("loop instr.", _opt(la), _opt(lb), _delta(la, lb))
    fa, fb = _mean_fraction(a), _mean_fraction(b)
    changed = fa is not None and fb is not None and abs(fa - fb) > 1e-9
    table.add_row("vectorized", _fraction(fa), _fraction(fb), Text("changed", style="bold yellow") if changed else "")
    legend = Text.assemble(("A ", "bold"), a_label, "\n", ("B ", "bold"), b_label, style="dim")
    return Group(table, Text(""), legend)


def _total(stats: Any, attr: str, how: Any) -> int | None:
    values = [v for v in (_value(f, attr) for f in stats.functions) if v is not None]
    return how(values) if values else None


def _value(f: Any, attr: str) -> int | None:
    if attr == "ctas_per_sm":
        occ = getattr(f, "occupancy", None)
        return occ.ctas_per_sm if occ is not None else None
    if attr == "main_loop_instructions":
        loop = getattr(f, "main_loop", None)
        return loop.instructions if loop is not None else None
    return getattr(f, attr)


def _mean_fraction(stats: Any) -> float | None:
    values = [f.vectorized_global_fraction for f in stats.functions if f.vectorized_global_fraction is not None]
    return sum(values) / len(values) if values else None


def _opt(value: int | None) -> str:
    return "n/a" if value is None else str(value)


def _delta(x: int | None, y: int | None) -> Text:
    if x is None or y is None or x == y:
        return Text("")
    return Text(f"{y - x:+d}", style="bold yellow")  # a change, not a verdict: more LDG.128 may be the point


class StatsPanel(VerticalScroll):
    """Shows whatever the app hands it: a stats table, or why there is none."""

    def compose(self):  # noqa: ANN201
        yield Static(Text("stats: computing…", style="dim"), id="stats-body")

    def show(self, renderable: RenderableType) -> None:
        self.query_one("#stats-body", Static).update(renderable)
