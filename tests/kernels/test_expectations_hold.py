"""The checked-in snapshots/expectations.txt holds on the suite's captures, every line checked."""

from __future__ import annotations

from pathlib import Path

from irscope import bundle, store
from irscope.snapshots.expectations import check_expectations, read_expectations
from tests.kernels.conftest import REPO


def test_checked_in_expectations_hold(suite_store: Path) -> None:
    bundles = [bundle.load(p) for p in store.all_latest(suite_store)]
    results = check_expectations(read_expectations(REPO / "snapshots"), bundles)
    assert len(results) >= 19
    assert [line for r in results for line in r.lines()] == []
    assert all(r.checked for r in results), "every line names a case the suite captures"
