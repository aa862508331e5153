"""Rendering `irscope run` results as a rich table."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table


def print_run_table(device: Any, results: list[Any], console: Console | None = None) -> None:
    console = console or Console()
    title = (
        f"{device.name} ({device.arch}), {device.date}: torch {device.torch}, CUDA {device.cuda}, "
        f"nvidia-cutlass-dsl {device.dsl}; device copy {device.copy_bandwidth_gbs:,.0f} GB/s"
    )
    table = Table(title=title, title_justify="left")
    for column, justify in (
        ("kernel:case", "left"),
        ("sizes", "left"),
        ("correct", "left"),
        ("max abs err", "right"),
        ("max rel err", "right"),
        ("time ms", "right"),
        ("GB/s", "right"),
        ("% of copy", "right"),
        ("TFLOP/s", "right"),
        ("% of baseline", "right"),
    ):
        table.add_column(column, justify=justify)
    for r in results:
        sizes = " ".join(f"{k}={v}" for k, v in r.sizes.items())
        if r.skipped or r.error:
            table.add_row(
                r.label, sizes, "skipped" if r.skipped else "[red]failed[/]", r.skipped or r.error, "", "", "", "", "", ""
            )
            continue
        worst_abs = max(c.max_abs_err for c in r.checks)
        worst_rel = max(c.max_rel_err for c in r.checks)
        table.add_row(
            r.label,
            sizes,
            "yes" if r.ok else "[red]NO[/]",
            f"{worst_abs:.3g}",
            f"{worst_rel:.3g}",
            f"{r.time_ms:.4f}" + (" [yellow](launch-bound)[/]" if r.launch_bound else ""),
            f"{r.bandwidth_gbs:,.0f}",
            f"{100 * r.copy_fraction:.1f}",
            f"{r.tflops:.2f}" if r.tflops is not None else "",
            f"{100 * r.baseline_fraction:.1f}" if r.baseline_fraction is not None else "",
        )
    console.print(table)
