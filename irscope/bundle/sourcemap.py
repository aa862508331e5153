"""Reading a bundle's sourcemap.json: its schema (irscope/schema/sourcemap.schema.json), the
indices its tables hold, and the source copies it names. Loading never executes code."""

from __future__ import annotations

from collections.abc import Callable
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


#: (rows, files, locations) -> the index of the first bad row, None if all are good.
_RowCheck = Callable[[list[Any], int, int], int | None]


def _check_rows(data: dict[str, Any], path: Path) -> None:
    """Raise BundleError naming the first bad row, in table order, of the document's tables."""
    files, locations = len(data["files"]), len(data["locations"])
    tables: list[tuple[str, list[Any], _RowCheck]] = [("locations", data["locations"], _bad_location)]
    tables += [(f"mlir/{rel}", rows, _bad_mlir_row) for rel, rows in data["mlir"].items()]
    tables += [("ptx", data["ptx"], _bad_ptx_row), ("sass", data["sass"], _bad_sass_row)]
    for where, rows, first_bad in tables:
        i = first_bad(rows, files, locations)
        if i is not None:
            raise BundleError(f"{path}: invalid source map at {where}/{i}: {rows[i]!r}")


def _bad_location(rows: list[Any], files: int, locations: int) -> int | None:
    """[file, line, column]: a file of `files`, no negative number."""
    for i, row in enumerate(rows):
        if not (_ints(row, 3) and row[0] < files and min(row) >= 0):
            return i
    return None


def _bad_mlir_row(rows: list[Any], files: int, locations: int) -> int | None:
    """[line, location, ...]: a line from 1, at least one location, each one of `locations`."""
    for i, row in enumerate(rows):
        if not (isinstance(row, list) and len(row) >= 2 and _ints(row, len(row)) and row[0] >= 1):
            return i
        if not all(0 <= k < locations for k in row[1:]):
            return i
    return None


def _bad_ptx_row(rows: list[Any], files: int, locations: int) -> int | None:
    """[line, location]: a line from 1, one of `locations`."""
    for i, row in enumerate(rows):
        if not (_ints(row, 2) and row[0] >= 1 and 0 <= row[1] < locations):
            return i
    return None


def _bad_sass_row(rows: list[Any], files: int, locations: int) -> int | None:
    """[line, location or None, PTX line or None]: lines from 1, a location of `locations`."""
    for i, row in enumerate(rows):
        if not (isinstance(row, list) and len(row) == 3 and _int(row[0]) and row[0] >= 1):
            return i
        if not (_optional_below(row[1], locations) and (row[2] is None or (_int(row[2]) and row[2] >= 1))):
            return i
    return None


def _optional_below(x: Any, n: int) -> bool:
    """None, or an int in [0, n)."""
    return x is None or (_int(x) and 0 <= x < n)


def _int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _ints(row: Any, n: int) -> bool:
    return isinstance(row, list) and len(row) == n and all(_int(x) for x in row)
