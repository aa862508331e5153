"""Every row of a source map's tables is checked on read (irscope.bundle.sourcemap), past the rows
the schema sees: each bad row is named by its table, index and value, the first one in table order."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from irscope import bundle
from irscope.bundle.sourcemap import SAMPLE_ROWS, check_document
from irscope.errors import BundleError
from tests.sourcemap.data_pair import STORED

PATH = Path("b/sourcemap.json")
MLIR = "ir/input.mlir.gz"


@pytest.fixture(scope="module")
def document() -> dict[str, Any]:
    """The stored map's document, each table longer than the schema's sample (its first row repeated)."""
    doc = json.loads((STORED / bundle.SOURCEMAP).read_text())
    for rows in (doc["locations"], doc["ptx"], doc["sass"], doc["mlir"][MLIR]):
        rows += [rows[0]] * SAMPLE_ROWS
    check_document(doc, PATH)
    return doc


def _with(document: dict[str, Any], table: str, row: Any) -> tuple[dict[str, Any], str]:
    """The document with `row` appended to `table`, and where that row is."""
    doc = copy.deepcopy(document)
    rows = doc["mlir"][MLIR] if table == "mlir" else doc[table]
    rows.append(row)
    return doc, f"{table}/{MLIR}/{len(rows) - 1}" if table == "mlir" else f"{table}/{len(rows) - 1}"


FILES, LOCATIONS = 2, 25 + SAMPLE_ROWS
BAD = [
    ("locations", [FILES, 1, 1]),
    ("locations", [0, -1, 0]),
    ("locations", [0, 1]),
    ("locations", [0, True, 1]),
    ("locations", "0 1 1"),
    ("mlir", [1]),
    ("mlir", [0, 0]),
    ("mlir", [1, LOCATIONS]),
    ("mlir", [1, 0, -1]),
    ("mlir", [1, 0.0]),
    ("mlir", [True, 0]),
    ("mlir", {"line": 1}),
    ("ptx", [0, 0]),
    ("ptx", [1, LOCATIONS]),
    ("ptx", [1, -1]),
    ("ptx", [1, 0, 0]),
    ("ptx", [1, False]),
    ("sass", [0, None, None]),
    ("sass", [1, LOCATIONS, None]),
    ("sass", [1, -1, None]),
    ("sass", [1, None, 0]),
    ("sass", [1, False, None]),
    ("sass", [1, None, True]),
    ("sass", [1, "0", None]),
    ("sass", [1, None]),
    ("sass", [None, None, None]),
    ("sass", (1, None, None)),
]
GOOD = [
    ("locations", [FILES - 1, 0, 0]),
    ("mlir", [1, 0, LOCATIONS - 1, 3]),
    ("ptx", [1, LOCATIONS - 1]),
    ("sass", [1, None, None]),
    ("sass", [1, 0, 1]),
    ("sass", [1, LOCATIONS - 1, None]),
]


@pytest.mark.parametrize(("table", "row"), BAD, ids=[f"{t}-{r!r}" for t, r in BAD])
def test_a_bad_row_is_named(document: dict[str, Any], table: str, row: Any) -> None:
    doc, where = _with(document, table, row)
    with pytest.raises(BundleError) as exc:
        check_document(doc, PATH)
    assert str(exc.value) == f"{PATH}: invalid source map at {where}: {row!r}"


@pytest.mark.parametrize(("table", "row"), GOOD, ids=[f"{t}-{r!r}" for t, r in GOOD])
def test_a_good_row_passes(document: dict[str, Any], table: str, row: Any) -> None:
    check_document(_with(document, table, row)[0], PATH)


def test_the_first_bad_row_in_table_order_is_named(document: dict[str, Any]) -> None:
    doc, _ = _with(document, "sass", [0, None, None])
    doc, _ = _with(doc, "ptx", [0, 0])
    doc, _ = _with(doc, "mlir", [0, 0])
    doc["mlir"][MLIR].append([0, 1])
    with pytest.raises(BundleError, match=rf"at mlir/{MLIR}/{len(document['mlir'][MLIR])}: \[0, 0\]$"):
        check_document(doc, PATH)
    doc, _ = _with(doc, "locations", [0, -1, 0])
    with pytest.raises(BundleError, match=r"at locations/\d+: \[0, -1, 0\]$"):
        check_document(doc, PATH)
