"""A pass list row keeps its numbers on one line, whatever their size: the trial's GEMM had
passes of +3,638 -1,536 lines whose `ms` wrapped onto a row of its own."""

from __future__ import annotations

from pathlib import Path

import pytest

from irscope import bundle
from irscope.tui.metrics import CompareMetrics, PassMetrics, PassRow
from irscope.tui.pass_list import FIXED, format_row

NAME_WIDTH = 24


@pytest.mark.parametrize("n", [0, 7, 999, 1000, 3638, 9999, 10_000, 99_999, 100_000, 4_109_000, 99_999_999])
def test_numbers_fit_the_fixed_columns(data_bundles: dict[str, Path], n: int) -> None:
    b = bundle.load(data_bundles["sm_90a"])
    p = next(q for q in b.passes if q.changed and q.time_ms is not None)
    for row in (
        PassRow(p, (), metrics=PassMetrics(n, n, -n)),
        PassRow(p, (), compare=CompareMetrics("differs", n, n, n)),
    ):
        text = format_row(row, NAME_WIDTH).plain
        assert "\n" not in text and len(text) <= NAME_WIDTH + FIXED, text
        assert text.rstrip().endswith(f"{p.time_ms:.1f}" if p.time_ms < 100 else f"{p.time_ms:.0f}")
