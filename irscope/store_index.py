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
from irscope.bounded_read import parse_json
from irscope.bundle.members import MANIFEST
from irscope.compile_values import Values
from irscope.errors import IrscopeError
from irscope.store import Listed

CACHE = store.LISTING_CACHE
_FORMAT = 3  # 2: a traced compile's values and trigger beside its row; 3: its compile options among them
_FIELDS = ("kernel", "case", "arch", "stamp", "status", "command")


def listing(root: Path, kernel: str | None = None) -> list[Listed]:
    """Every capture in a store (of one kernel only, given its name), oldest first per (kernel,
    case, arch)."""
    cached = _read(root)
    # One kernel's listing keeps the other kernels' rows as they were.
    fresh = {k: v for k, v in cached.items() if not k.startswith(f"{kernel}/")} if kernel is not None else {}
    out: list[Listed] = []
    for rel, names, key in _captures(root, kernel):
        path = root / rel
        entry = cached.get(rel)
        row = _row(entry, names, path) if entry is not None and entry.get("key") == key else None
        if row is not None and entry is not None:
            if key is not None:
                fresh[rel] = entry  # as it was: compared with the cache by identity
        else:
            row = store.listed(path)
            if key is not None and not row.status.startswith("unreadable"):
                fresh[rel] = {"key": key, "row": [getattr(row, f) for f in _FIELDS]}
                if row.values or row.trigger:
                    words, always = row.values.packed()
                    fresh[rel].update(values=words, always=always, trigger=row.trigger)
        out.append(row)
    if fresh != cached:
        _write(root, fresh)
    return out


def latest_usable(root: Path) -> list[Path]:
    """Per (kernel, case, arch), the newest capture that did not fail, else the newest
    (`store.all_latest(skip_failed=True)`, from the listing)."""
    return [row.path for row in latest_usable_rows(listing(root))]


def latest_usable_rows(rows: list[Listed]) -> list[Listed]:
    """Of a listing's rows, per (kernel, case, arch), the newest that did not fail, else the newest."""
    newest: dict[tuple[str, str, str], Listed] = {}
    for row in rows:
        key = (row.kernel, row.case, row.arch)
        if key not in newest or row.status != "failed" or newest[key].status == "failed":
            newest[key] = row
    return list(newest.values())


def _captures(root: Path, only: str | None = None) -> Iterator[tuple[str, tuple[str, ...], list[int] | None]]:
    """(path relative to the store, its four names, its key) of each capture (of kernel `only`),
    in listing order: the captures `store.captures` finds under each KERNEL/CASE/ARCH, read with
    one scandir per folder (no stat where the folder's entry says what it is)."""
    kernels = _folders(str(root))
    for kernel in kernels if only is None else [k for k in kernels if k == only]:
        for case in _folders(os.path.join(root, kernel)):
            for arch in _folders(os.path.join(root, kernel, case)):
                arch_dir = os.path.join(root, kernel, case, arch)
                stamps = [s for s in _folders(arch_dir) if os.path.isfile(os.path.join(arch_dir, s, MANIFEST))]
                for stamp in sorted(stamps, key=store.capture_order):
                    rel = f"{kernel}/{case}/{arch}/{stamp}"
                    yield rel, (kernel, case, arch, stamp), _key(os.path.join(arch_dir, stamp))


def _folders(path: str) -> list[str]:
    """The folders in `path` (not links, not hidden), sorted; none where it cannot be read."""
    try:
        with os.scandir(path) as entries:
            return sorted(e.name for e in entries if not e.name.startswith(".") and e.is_dir(follow_symlinks=False))
    except OSError:
        return []


def _key(path: str) -> list[int] | None:
    """What says the bundle at `path` is the one a row was made from; None where it cannot be read."""
    try:
        manifest = os.lstat(os.path.join(path, MANIFEST))
        folder = os.lstat(path)
    except OSError:
        return None
    try:
        ir = os.lstat(os.path.join(path, "ir")).st_mtime_ns
    except OSError:
        ir = 0
    return [manifest.st_ino, manifest.st_size, manifest.st_mtime_ns, folder.st_mtime_ns, ir]


def _row(entry: dict[str, Any], names: tuple[str, ...], path: Path) -> Listed | None:
    row = entry.get("row")
    if not isinstance(row, list) or len(row) != len(_FIELDS) or not all(isinstance(v, str) for v in row):
        return None
    words, always, trigger = entry.get("values", ""), entry.get("always", ""), entry.get("trigger", "")
    if not (isinstance(words, str) and isinstance(always, str) and isinstance(trigger, str)):
        return None
    values = Values.unpacked(words, always)
    kernel, case, arch, stamp, status, command = row
    if tuple(row[:4]) != names:
        return None
    return Listed(kernel, case, arch, stamp, status, command, path=path, values=values, trigger=trigger)


def _read(root: Path) -> dict[str, dict[str, Any]]:
    from irscope.bundle.members import read_regular_file

    data = read_regular_file(root / CACHE)
    try:
        document = parse_json(data, str(root / CACHE)) if data else {}
    except IrscopeError:
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
