"""docs/reliability.md stays true: every row of its fault tables names a test that exists, and
each section's counts ("N tried, M held") match its rows."""

from __future__ import annotations

import ast
import re

from tests.helpers import REPO

DOC = REPO / "docs" / "reliability.md"
_TEST_REF = re.compile(r"`(tests/[\w/]+\.py)::(\w+)`")
_COUNTS = re.compile(r"(\d+) tried, (\d+) held")


def _sections() -> dict[str, str]:
    parts = re.split(r"^## (.+)$", DOC.read_text(), flags=re.M)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def _rows(section: str) -> list[str]:
    return [ln for ln in section.splitlines() if ln.startswith("| ") and not ln.startswith(("| fault", "|---"))]


def _test_names(path: str) -> set[str]:
    tree = ast.parse((REPO / path).read_text())
    return {n.name for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")}


def test_every_row_names_an_existing_test() -> None:
    rows = [row for section in _sections().values() for row in _rows(section)]
    assert rows, "the doc has fault tables"
    for row in rows:
        refs = _TEST_REF.findall(row)
        assert refs, f"a row without a test: {row[:100]}"
        for path, name in refs:
            assert (REPO / path).is_file(), f"{path} does not exist ({row[:60]})"
            assert name in _test_names(path), f"{path}::{name} does not exist"


def test_counts_match_the_rows() -> None:
    counted = 0
    for title, body in _sections().items():
        m = _COUNTS.search(body)
        if not m:
            continue
        rows = _rows(body)
        held = [r for r in rows if "not held" not in r.lower()]
        assert (int(m[1]), int(m[2])) == (len(rows), len(held)), f"section {title!r}"
        counted += 1
    assert counted, "at least one section states its counts"
