"""`irscope cache`: the captures the capture cache holds, one row per (case, arch) entry."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.console import Console

from irscope.views.console import shown_path
from irscope.views.table import Column, TableSpec, print_table


@dataclass(frozen=True)
class CacheRow:
    label: str  # kernel:case@arch
    created: str  # UTC stamp
    size_bytes: int
    files: int  # local files the capture read
    stale: tuple[str, ...]  # of those, the ones changed since: the next capture compiles again
    key: str
    intact: bool = True  # its bundle holds what it recorded, each file as it was (else a miss too)


def print_cache_table(rows: Sequence[CacheRow], where: str, console: Console) -> None:
    cells = tuple(
        {
            "case": r.label,
            "created": _when(r.created),
            "size": f"{r.size_bytes / 1e6:.2f} MB",
            "files": str(r.files),
            "state": _state(r),
            "key": r.key[:12],
        }
        for r in rows
    )
    case, state = Column("case", "kernel:case@arch"), Column("state", "state", wrap=True)
    size, files = Column("size", "size", justify="right"), Column("files", "files", justify="right")
    # Entries of one case differ by when they were captured: every layout keeps that column, so
    # a stale entry and the reusable one never read as the same row.
    created = Column("created", "captured (UTC)")
    print_table(
        console,
        [
            TableSpec((case, created, size, files, Column("key", "key"), state), cells),
            TableSpec((case, created, size, state), cells),
            TableSpec((case, created, state), cells),
        ],
        title=f"capture cache in {shown_path(where)}",
    )
    total = sum(r.size_bytes for r in rows)
    stale = sum(bool(r.stale) or not r.intact for r in rows)
    console.print(
        f"{len(rows)} cached captures, {total / 1e6:.1f} MB on disk (shared with the store's bundles)"
        + (f"; {stale} stale" if stale else ""),
        soft_wrap=True,
    )


def _state(row: CacheRow) -> str:
    """Whether the next capture of the case reuses the entry, and if not, why: the lookup's two
    tests (capture/cache/entries.py), so the table never calls reusable what a capture misses."""
    if row.stale:
        return f"stale: {', '.join(map(_shown, row.stale))} changed"
    if not row.intact:
        return "stale: its bundle changed since it was kept"
    return "reusable"


def _when(stamp: str) -> str:
    """A bundle stamp (20261206T013543.653286Z) as a reader says it: 2026-12-06 01:35:43."""
    digits = stamp.replace("T", "").split(".")[0]
    if len(digits) != 14 or not digits.isdigit():
        return stamp
    return f"{digits[:4]}-{digits[4:6]}-{digits[6:8]} {digits[8:10]}:{digits[10:12]}:{digits[12:14]}"


def _shown(path: str) -> str:
    """A file as the reader's working directory names it, when it lies below it."""
    from pathlib import Path

    try:
        return str(Path(path).relative_to(Path.cwd()))
    except ValueError:
        return path
