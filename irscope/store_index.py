"""A store's captures listed quickly: each bundle is loaded (validated) once, and what `irscope
list --store` and the TUI's palette show of it is kept in `<store>/.cache/listing.json`.

Bundles are never written in place, so a row stays true while its bundle is the same: a row is
taken from the cache only while the bundle's manifest (inode, size, mtime) and the bundle's own
and its `ir/` folder's mtimes (a member removed or added) are as they were when it was loaded;
otherwise the bundle is loaded again. A bundle that does not load is never cached (its error is
found again each time). A cache that cannot be read, or whose rows are not what this module
writes, is ignored; one that cannot be written (a read-only store) is not written. A listing of a
store of 1,000 captures reads one JSON file and stats each bundle three times
(benchmarks/store_scale.py).
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from irscope import store
from irscope.store import Listed

CACHE = Path(".cache") / "listing.json"
_FORMAT = 1
_FIELDS = ("kernel", "case", "arch", "stamp", "status", "command")


def listing(root: Path) -> list[Listed]:
    """Every capture in a store, oldest first per (kernel, case, arch)."""
    cached = _read(root)
    fresh: dict[str, dict[str, Any]] = {}
    out: list[Listed] = []
    for path in _captures(root):
        rel = os.path.relpath(path, root)
        key = _key(path)
        entry = cached.get(rel)
        row = _row(entry, path) if entry is not None and entry.get("key") == key else None
        if row is None:
            row = store.listed(path)
        if key is not None and not row.status.startswith("unreadable"):
            fresh[rel] = {"key": key, "row": {f: getattr(row, f) for f in _FIELDS}}
        out.append(row)
    if fresh != cached:
        _write(root, fresh)
    return out


def latest_usable(root: Path) -> list[Path]:
    """Per (kernel, case, arch), the newest capture that did not fail, else the newest
    (`store.all_latest(skip_failed=True)`, from the listing)."""
    newest: dict[tuple[str, str, str], Listed] = {}
    for row in listing(root):
        key = (row.kernel, row.case, row.arch)
        if key not in newest or row.status != "failed" or newest[key].status == "failed":
            newest[key] = row
    return [row.path for row in newest.values()]


def _captures(root: Path) -> Iterator[Path]:
    for kernel_dir in store.kernel_dirs(root):
        for arch_dir in store.arch_dirs(root, store.KernelRef(kernel_dir.name, None, None)):
            yield from store.captures(arch_dir)


def _key(path: Path) -> list[int] | None:
    """What says the bundle at `path` is the one a row was made from; None where it cannot be read."""
    try:
        manifest = os.lstat(path / store.MANIFEST)
        folder = os.lstat(path)
    except OSError:
        return None
    try:
        ir = os.lstat(path / "ir").st_mtime_ns
    except OSError:
        ir = 0
    return [manifest.st_ino, manifest.st_size, manifest.st_mtime_ns, folder.st_mtime_ns, ir]


def _row(entry: dict[str, Any], path: Path) -> Listed | None:
    row = entry.get("row")
    if not isinstance(row, dict) or not all(isinstance(row.get(f), str) for f in _FIELDS):
        return None
    listed = Listed(**{f: row[f] for f in _FIELDS}, path=path)
    arch_dir = path.parent
    where = (arch_dir.parent.parent.name, arch_dir.parent.name, arch_dir.name, path.name)
    return listed if (listed.kernel, listed.case, listed.arch, listed.stamp) == where else None


def _read(root: Path) -> dict[str, dict[str, Any]]:
    from irscope.bundle_files import read_regular_file

    data = read_regular_file(root / CACHE)
    try:
        document = json.loads(data) if data else {}
    except ValueError:
        return {}
    if not isinstance(document, dict) or document.get("format") != _FORMAT:
        return {}
    rows = document.get("rows")
    return {k: v for k, v in rows.items() if isinstance(v, dict)} if isinstance(rows, dict) else {}


def _write(root: Path, rows: dict[str, dict[str, Any]]) -> None:
    if not store.owns(root):
        return  # a folder irscope did not make (`--store ~`) gets no cache of its own
    path = root / CACHE
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"format": _FORMAT, "rows": rows}))
        os.replace(tmp, path)
