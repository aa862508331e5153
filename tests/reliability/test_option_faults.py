"""Option values far out of range: refused with one line before any work starts."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.helpers import REPO

_SIZES = ["100000x100000", "1001x45", "0x0", "-1x5", "\uff15x\uff15"]  # the last in full-width digits


@pytest.mark.parametrize("size", _SIZES, ids=["huge", "over-1000", "zero", "negative", "fullwidth"])
def test_a_screenshot_size_out_of_range_is_refused_at_once(tmp_path: Path, size: str) -> None:
    """`tui --screenshot --size 100000x100000` (a typo's extra zeros) rendered a screen of 10^10
    cells: past 15 GB of memory within a minute, and on (*failed before*); `0x0`, `-1x5` and
    full-width digits were taken and a screenshot written, exit 0. Now one line, exit 2, before
    the store is read or the app starts."""
    store = tmp_path / "store"
    store.mkdir()
    started = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(store), "tui", "--screenshot", str(tmp_path / "s.svg")]
        + ["--size", size],
        cwd=REPO,
        env={**os.environ, "COLUMNS": "200"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert time.monotonic() - started < 30
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.strip() == (
        f"irscope: error: --size {size!r}: expected WIDTHxHEIGHT, each 1 to 1000 cells, e.g. 160x45"
    )
    assert not (tmp_path / "s.svg").exists()
