"""`irscope list --store S`: what a store holds, one row per capture, each traced compile with its
name (the values that set it apart and the test or line that first made it), and the commands
the captures were traced in, each named once (a trace store's captures share one or a few)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from rich.console import Console
from rich.text import Text

from irscope.compile_values import CompileName
from irscope.store import Listed
from irscope.views.console import safe_cell, shown_path
from irscope.views.table import Column, TableSpec, print_table

NOT_TRACED = "(irscope capture)"


def print_capture_table(
    listed: Sequence[Listed],
    root: Path,
    console: Console,
    names: Mapping[Path, CompileName] | None = None,
    *,
    title: str | None = None,
) -> None:
    """The table, widest layout that fits; a traced compile's name on a line under its row,
    indented (never cut, never wrapped inside a word; the row itself reads as before)."""
    names = names or {}
    commands = list(dict.fromkeys(c.command or NOT_TRACED for c in listed))
    keyed = len(commands) > 1  # rows name their command by its number; one command is said once
    rows = tuple(_row(c, names.get(c.path) or CompileName(), commands, keyed) for c in listed)
    capture, stamp = Column("capture", "kernel:case@arch"), Column("stamp", "stamp")
    status, command = Column("status", "status", wrap=True), Column("command", "command")
    own = (command,) if keyed else ()
    print_table(
        console,
        [TableSpec((capture, stamp, status, *own), rows), TableSpec((capture, status, *own), rows)],
        title=title or f"{len(rows)} capture(s) in {shown_path(root)}",
    )
    # A command is an identifier of sorts: one line each, never wrapped (a pipe keeps it whole).
    for n, text in enumerate(commands, start=1):
        said = (
            f"[{n}] {text}" if keyed else f"traced command: {text}" if text != NOT_TRACED else "made by irscope capture"
        )
        console.print(Text(safe_cell(said)), soft_wrap=True)


def _row(c: Listed, name: CompileName, commands: list[str], keyed: bool) -> dict[str, str | Text]:
    label, detail = f"{c.kernel}:{c.case}@{c.arch}", name.text()
    return {
        "capture": Text(safe_cell(label) + (f"\n  {safe_cell(detail)}" if detail else "")),
        "stamp": c.stamp,
        "status": c.status,
        "command": f"[{commands.index(c.command or NOT_TRACED) + 1}]" if keyed else "",
    }
