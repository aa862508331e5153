"""Rendering `irscope run` results as a table (kernel:case whole at any width)."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.text import Text

from irscope.views.console import make_console
from irscope.views.table import Column, TableSpec, print_table


def occupancy_cell(checks: Any) -> Text:
    """'1 / 1' per kernel: irscope's static CTAs/SM and the driver's; red with '!=' when they differ."""
    parts, differ = [], False
    for c in checks:
        static = "?" if c.static_ctas_per_sm is None else str(c.static_ctas_per_sm)
        driver = "?" if c.driver_ctas_per_sm is None else str(c.driver_ctas_per_sm)
        differ = differ or c.agree is False
        parts.append(f"{static} {'!=' if c.agree is False else '/'} {driver}")
    return Text(", ".join(parts), style="red" if differ else "")


def print_run_table(device: Any, results: list[Any], console: Console | None = None) -> None:
    console = console or make_console()
    title = (
        f"{device.name} ({device.arch}), {device.date}: torch {device.torch}, CUDA {device.cuda}, "
        f"nvidia-cutlass-dsl {device.dsl}; device copy {device.copy_bandwidth_gbs:,.0f} GB/s"
    )
    rows, problems = [], []
    for r in results:
        sizes = " ".join(f"{k}={v}" for k, v in r.sizes.items())
        if r.skipped or r.error:
            correct = Text("skipped") if r.skipped else Text("failed", style="red")
            rows.append({"case": r.label, "sizes": sizes, "correct": correct, "why": r.skipped or r.error})
            problems.append(f"{r.label}: {r.skipped or r.error}")
            continue
        rows.append(
            {
                "case": r.label,
                "sizes": sizes,
                "correct": Text("yes") if r.ok else Text("NO", style="red"),
                "abs": f"{max(c.max_abs_err for c in r.checks):.3g}",
                "rel": f"{max(c.max_rel_err for c in r.checks):.3g}",
                "ms": f"{r.time_ms:.4f}" + (" (launch-bound)" if r.launch_bound else ""),
                "gbs": f"{r.bandwidth_gbs:,.0f}",
                "copy": f"{100 * r.copy_fraction:.1f}",
                "tflops": f"{r.tflops:.2f}" if r.tflops is not None else "",
                "baseline": f"{100 * r.baseline_fraction:.1f}" if r.baseline_fraction is not None else "",
                "occupancy": occupancy_cell(r.occupancy),
            }
        )
        problems += [f"{r.label}: occupancy: {c.note}" for c in r.occupancy if c.note]
    case_c, sizes_c, correct_c = (
        Column("case", "kernel:case"),
        Column("sizes", "sizes", wrap=True),
        Column("correct", "correct"),
    )
    ms, copy = Column("ms", "time ms", justify="right", wrap=True), Column("copy", "% of copy", justify="right")
    gbs, tflops = Column("gbs", "GB/s", justify="right"), Column("tflops", "TFLOP/s", justify="right")
    baseline = Column("baseline", "% of baseline", justify="right")
    occ = Column("occupancy", "CTAs/SM static/driver", justify="right")
    errors = (Column("abs", "max abs err", justify="right"), Column("rel", "max rel err", justify="right"))
    rows_t = tuple(rows)
    why = tuple(problems)
    print_table(
        console,
        [
            TableSpec(
                (
                    case_c,
                    sizes_c,
                    correct_c,
                    *errors,
                    ms,
                    gbs,
                    copy,
                    tflops,
                    baseline,
                    occ,
                    Column("why", "note", wrap=True),
                ),
                rows_t,
            ),
            TableSpec((case_c, sizes_c, correct_c, *errors, ms, gbs, copy, tflops, baseline, occ), rows_t, after=why),
            TableSpec((case_c, correct_c, ms, gbs, copy, baseline, occ), rows_t, after=why),
            TableSpec((case_c, correct_c, ms, occ), rows_t, after=why),
        ],
        title=title,
    )
