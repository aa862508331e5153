"""What killed snapshot runs left, removed by the next one, which says so in one line.

A SIGKILLed `check --update` or `pytest --irscope-update` leaves the temporary files of the
snapshots it was writing (`.<name>.irscope-<owner>.<hex>.tmp`, output_files); a killed `check`
leaves its temporary store (`irscope-snapshots-*` in the temp dir, a capture.leftovers.LockedDir),
a killed pytest-xdist run its run directory. Each carries its owner (a pid with its start time;
a directory's lock), and only those whose owner is gone are removed: never a file irscope did
not name, never what a run still going (another check, another pytest session) holds.
"""

from __future__ import annotations

from pathlib import Path


def sweep(snapshot_root: Path) -> str | None:
    """Remove the leftovers of killed runs under `snapshot_root` and in the temp dir; the line
    saying what went, or None where nothing did."""
    from irscope.capture.leftovers import sweep_workdirs
    from irscope.output_files import sweep_temporaries

    files = sweep_temporaries(snapshot_root) if snapshot_root.is_dir() and not snapshot_root.is_symlink() else []
    directories = sweep_workdirs()
    return removed_line(snapshot_root, files, directories)


def removed_line(snapshot_root: Path, files: list[Path], directories: list[Path]) -> str | None:
    parts = []
    if files:
        parts.append(f"{_count(len(files), 'temporary snapshot file')} of a killed update under {snapshot_root}")
    if directories:
        names = ", ".join(d.name for d in directories)
        counted = _count(len(directories), "temporary directory", "temporary directories")
        parts.append(f"{counted} of a killed run in {directories[0].parent} ({names})")
    return f"irscope: removed {' and '.join(parts)}" if parts else None


def _count(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else many or one + 's'}"
