"""Analysis bounded in its input (issue 38): `irscope stats` of a bundle whose SASS has the
shape that makes a loop finder grow faster than the code (thousands of conditional branches in
a row, thousands of back-edges to one header), run under a memory limit."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.analysis import sass_listings

LIMIT_BYTES = 1536 * 2**20  # RLIMIT_AS of the command: 1.5 GB of address space
TIME_BOUND_S = 120  # generous: the listings below take well under 5 s


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (LIMIT_BYTES, LIMIT_BYTES))


def _stats_under_limit(bundle: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "irscope", "stats", str(bundle), *args],
        env={**os.environ, "COLUMNS": "200"},
        capture_output=True,
        text=True,
        timeout=TIME_BOUND_S,
        preexec_fn=_limited,
    )


SHAPES: dict[str, Callable[[], str]] = {
    "8000-conditional-blocks": lambda: sass_listings.conditional_chain(8000, name="relu_kernel"),
    "8000-back-edges-to-one-header": lambda: sass_listings.many_back_edges(8000, name="relu_kernel"),
}


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_stats_of_a_megabyte_sass_of_branches_stays_within_a_memory_limit(bundle_copy: Path, shape: str) -> None:
    """A 1.5 MB SASS of 8,000 blocks each ending in `@P0 BRA` (every block dominating all after
    it), or of 8,000 branches back to one label: `irscope stats` under RLIMIT_AS 1.5 GB finds
    its one loop and prints the table (dominators as an idom array, analysis/dominators.py; a
    loop's back-edges walked at once). (Failed on main: both made sets of dominators of 32
    million entries in all, `MemoryError` under the limit; the chain took 28 s and 5.9 GB
    without one.)"""
    (bundle_copy / "module.sass").write_text(SHAPES[shape]())
    run = _stats_under_limit(bundle_copy, "--json")
    assert "Traceback" not in run.stderr and "MemoryError" not in run.stderr, run.stderr[-2000:]
    assert run.returncode == 0, run.stderr[-2000:]
    assert '"wait_loops"' in run.stdout
