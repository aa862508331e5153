"""`irscope list --store S`: what a store holds, one row per capture, and the commands its
captures were traced in, each named once (a trace store's captures share one or a few)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.console import Console
from rich.text import Text

from irscope.store import Listed
from irscope.views.table import Column, TableSpec, print_table

NOT_TRACED = "(irscope capture)"


def print_capture_table(listed: Sequence[Listed], root: Path, console: Console) -> None:
    commands = list(dict.fromkeys(c.command or NOT_TRACED for c in listed))
    keyed = len(commands) > 1  # rows name their command by its number; one command is said once
    rows = tuple(
        {
            "capture": f"{c.kernel}:{c.case}@{c.arch}",
            "stamp": c.stamp,
            "status": c.status,
            "command": f"[{commands.index(c.command or NOT_TRACED) + 1}]",
        }
        for c in listed
    )
    capture, stamp = Column("capture", "kernel:case@arch"), Column("stamp", "stamp")
    status, command = Column("status", "status", wrap=True), Column("command", "command")
    columns = (capture, stamp, status, *([command] if keyed else ()))
    narrow = (capture, status, *([command] if keyed else ()))
    print_table(
        console,
        [TableSpec(columns, rows), TableSpec(narrow, rows)],
        title=f"{len(rows)} capture(s) in {root}",
    )
    # A command is an identifier of sorts: one line each, never wrapped (a pipe keeps it whole).
    for n, text in enumerate(commands, start=1):
        said = (
            f"[{n}] {text}" if keyed else f"traced command: {text}" if text != NOT_TRACED else f"made by {text[1:-1]}"
        )
        console.print(Text(said), soft_wrap=True)
