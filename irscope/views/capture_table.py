"""`irscope list --store S`: what a store holds, one row per capture."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.console import Console

from irscope.store import Listed
from irscope.views.table import Column, TableSpec, print_table


def print_capture_table(listed: Sequence[Listed], root: Path, console: Console) -> None:
    rows = tuple(
        {
            "capture": f"{c.kernel}:{c.case}@{c.arch}",
            "stamp": c.stamp,
            "status": c.status,
            "command": c.command or "(irscope capture)",
        }
        for c in listed
    )
    capture, stamp = Column("capture", "kernel:case@arch"), Column("stamp", "stamp")
    status, command = Column("status", "status", wrap=True), Column("command", "traced command", wrap=True)
    print_table(
        console,
        [
            TableSpec((capture, stamp, status, command), rows),
            TableSpec((capture, status, command), rows),
        ],
        title=f"{len(rows)} capture(s) in {root}",
    )
