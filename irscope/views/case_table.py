"""`irscope list`: the kernel cases that the kernel modules declare."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.console import Console

from irscope.registry import CaseInfo
from irscope.views.console import shown_path
from irscope.views.table import Column, TableSpec, print_table


def print_case_table(infos: Sequence[CaseInfo], directory: Path, console: Console) -> None:
    rows = tuple(
        {
            "case": i.label,
            "entry": i.entry,
            "archs": " ".join(i.archs),
            "dsl": i.dsl or "any",
            "description": i.description,
        }
        for i in infos
    )
    case, archs, description = (
        Column("case", "kernel:case"),
        Column("archs", "archs"),
        Column("description", "description", wrap=True),
    )
    print_table(
        console,
        [
            TableSpec((case, Column("entry", "entry"), archs, Column("dsl", "dsl"), description), rows),
            TableSpec((case, archs, Column("dsl", "dsl"), description), rows),
            TableSpec((case, archs, description), rows),
            TableSpec((case, archs), rows),
        ],
        title=f"kernel cases in {shown_path(directory)}",
    )
