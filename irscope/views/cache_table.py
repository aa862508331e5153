"""`irscope cache`: the captures the capture cache holds, one row per (case, arch) entry."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.console import Console

from irscope.views.table import Column, TableSpec, print_table


@dataclass(frozen=True)
class CacheRow:
    label: str  # kernel:case@arch
    created: str  # UTC stamp
    size_bytes: int
    files: int  # local files the capture read
    stale: tuple[str, ...]  # of those, the ones changed since: the next capture compiles again
    key: str


def print_cache_table(rows: Sequence[CacheRow], where: str, console: Console) -> None:
    cells = tuple(
        {
            "case": r.label,
            "created": r.created,
            "size": f"{r.size_bytes / 1e6:.2f} MB",
            "files": str(r.files),
            "state": f"stale: {', '.join(r.stale)}" if r.stale else "reusable",
            "key": r.key[:12],
        }
        for r in rows
    )
    case, state = Column("case", "kernel:case@arch"), Column("state", "state", wrap=True)
    size, files = Column("size", "size", justify="right"), Column("files", "files", justify="right")
    print_table(
        console,
        [
            TableSpec((case, Column("created", "captured (UTC)"), size, files, Column("key", "key"), state), cells),
            TableSpec((case, size, files, state), cells),
            TableSpec((case, state), cells),
        ],
        title=f"capture cache in {where}",
    )
    total = sum(r.size_bytes for r in rows)
    stale = sum(bool(r.stale) for r in rows)
    console.print(
        f"{len(rows)} cached captures, {total / 1e6:.1f} MB on disk (shared with the store's bundles)"
        + (f"; {stale} stale" if stale else ""),
        soft_wrap=True,
    )
