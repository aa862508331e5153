"""Reading a bundle's sourcemap.json: its schema (irscope/schema/sourcemap.schema.json), the
indices its tables hold, and the source copies it names. Loading never executes code."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from irscope.bundle.members import member_path, read_member_object
from irscope.bundle.schema import check_schema
from irscope.errors import BundleError

_TABLES = ("locations", "ptx", "sass")
SAMPLE_ROWS = 64


@lru_cache(maxsize=16)
def load_sourcemap(root: Path, rel: str) -> dict[str, Any]:
    """The validated document `rel` of the bundle at `root`, read like every bundle file
    (irscope.bundle.members: regular files inside the bundle only). Bundles are immutable once
    renamed into place, so it is cached."""
    data = read_member_object(root, rel)
    path = root / rel
    check_document(data, path)
    for f in data["files"]:
        if f.get("copy"):
            member_path(root, f["copy"], referrer=path)  # a regular file inside the bundle, or BundleError
    return data


def check_document(data: Any, path: Path) -> None:
    """Raise BundleError unless `data` is a valid source map document (its copies unchecked)."""
    # jsonschema takes half a second over the ~40,000 rows of a large kernel's map, so it checks
    # the document with each table cut short, and _check_rows checks every row (indices too,
    # which a schema cannot).
    check_schema(_sample(data), "sourcemap.schema.json", "source map", str(path))
    _check_rows(data, path)


def _sample(data: Any) -> Any:
    if not isinstance(data, dict):
        return data
    out = dict(data)
    for key in _TABLES:
        if isinstance(out.get(key), list):
            out[key] = out[key][:SAMPLE_ROWS]
    if isinstance(out.get("mlir"), dict):
        out["mlir"] = {k: v[:SAMPLE_ROWS] if isinstance(v, list) else v for k, v in out["mlir"].items()}
    return out


def _check_rows(data: dict[str, Any], path: Path) -> None:
    files, locations = len(data["files"]), len(data["locations"])

    def bad(where: str, row: Any) -> BundleError:
        return BundleError(f"{path}: invalid source map at {where}: {row!r}")

    for i, row in enumerate(data["locations"]):
        if not (_ints(row, 3) and row[0] < files and min(row) >= 0):
            raise bad(f"locations/{i}", row)
    for rel, rows in data["mlir"].items():
        for i, row in enumerate(rows):
            if not (isinstance(row, list) and len(row) >= 2 and _ints(row, len(row)) and row[0] >= 1):
                raise bad(f"mlir/{rel}/{i}", row)
            if not all(0 <= k < locations for k in row[1:]):
                raise bad(f"mlir/{rel}/{i}", row)
    for i, row in enumerate(data["ptx"]):
        if not (_ints(row, 2) and row[0] >= 1 and 0 <= row[1] < locations):
            raise bad(f"ptx/{i}", row)
    for i, row in enumerate(data["sass"]):
        ok = isinstance(row, list) and len(row) == 3 and _int(row[0]) and row[0] >= 1
        ok = ok and (row[1] is None or (_int(row[1]) and 0 <= row[1] < locations))
        if not (ok and (row[2] is None or (_int(row[2]) and row[2] >= 1))):
            raise bad(f"sass/{i}", row)


def _int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _ints(row: Any, n: int) -> bool:
    return isinstance(row, list) and len(row) == n and all(_int(x) for x in row)
