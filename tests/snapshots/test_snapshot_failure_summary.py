"""A kernel that loses its 128-bit loads, seen by a snapshot test and by count assertions:
the failure leads with the fact (what changed, the stats delta), then a bounded diff whose
whole text is in a file the message names; count assertions fail with one line each."""

from __future__ import annotations

import re
import shutil

import pytest

from tests.helpers import KERNELS

pytest_plugins = ["pytester"]

REF = "copy_inner_partition:bf16@sm_90a"
TEST_FILE = f"""
REF = {REF!r}

def test_pinned(irscope_snapshot):
    irscope_snapshot.assert_matches(REF)

def test_counts(irscope_snapshot):
    irscope_snapshot.assert_counts(REF, "share(LDG,128) >= 100%", "registers <= 64", "spill_bytes == 0")

def test_expectations(irscope_snapshot):
    irscope_snapshot.assert_expectations(REF)
"""
EXPECTATIONS = """# what the copy must keep
copy_inner_partition@sm_90a  LDG.128 == 2
copy_inner_partition         vectorized_global_fraction >= 100%
"""


def _run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    return pytester.runpytest_subprocess("-p", "no:cacheprovider", "-q", *args)


def test_lost_vectorization_fails_with_the_fact_first(pytester: pytest.Pytester) -> None:
    kdir = pytester.path / "kernels"
    kdir.mkdir()
    shutil.copy(KERNELS / "_common.py", kdir / "_common.py")
    kernel = kdir / "copy_inner_partition.py"
    kernel.write_text(
        (KERNELS / "copy_inner_partition.py").read_text().replace('archs=("sm_80", "sm_90a")', 'archs=("sm_90a",)')
    )
    pytester.makepyfile(test_copy=TEST_FILE)
    (pytester.path / "snapshots").mkdir()
    (pytester.path / "snapshots" / "expectations.txt").write_text(EXPECTATIONS)
    _run(pytester, "--irscope-update").assert_outcomes(passed=3)

    kernel.write_text(kernel.read_text().replace("BLOCK_SHAPE = (1, 16)", "BLOCK_SHAPE = (1, 4)"))
    result = _run(pytester)
    result.assert_outcomes(failed=3)
    out = result.stdout.lines

    # The traceback shows the test's own line, not the plugin's frames.
    assert not [line for line in out if "irscope/snapshots/" in line], [
        line for line in out if "irscope/snapshots/" in line
    ]
    # The snapshot test: the headline and the stats delta come before any diff line.
    first = next(i for i, line in enumerate(out) if "generated code changed in" in line)
    assert re.match(rf"E +AssertionError: {re.escape(REF)} cute-expand-ops#1, ", out[first]), out[first]
    assert out[first].endswith(", stats: generated code changed in 5 snapshots")
    assert re.search(r"stats: LDG 128-bit x2 -> 64-bit x\d+; STG 128-bit x2 -> 64-bit x\d+", out[first + 1]), out[
        first + 1
    ]
    diff_start = next(i for i, line in enumerate(out) if i > first and "--- snapshot" in line)
    assert diff_start - first < 60
    cut = [line for line in out if "more diff lines; the whole diff: " in line]
    assert cut, "the IR diff is longer than the bound: it must be cut, naming the file"
    path = pytester.path / cut[0].rsplit("the whole diff: ", 1)[1].strip()
    whole = path.read_text()
    assert whole.startswith("--- snapshot ") and whole.count("\n") > 40

    # Count assertions: one readable line per failed assertion, naming kernel and value.
    # (pytest's short summary repeats the message on a `FAILED` line, cut or not by the terminal's
    # width: only the traceback's `E` lines are counted.)
    counts = [line for line in out if line.startswith("E ") and "share(LDG,128) >= 100% failed" in line]
    assert len(counts) == 1 and "share(LDG,128) is 0" in counts[0] and REF in counts[0]
    assert not any("registers <= 64 failed" in line for line in out)
    # The expectations file: the line number and the value.
    assert any(re.search(r"expectations\.txt:2: .*LDG\.128 == 2 failed: LDG\.128 is 0", line) for line in out)
    assert any(re.search(r"expectations\.txt:3: .*failed: vectorized_global_fraction is 0", line) for line in out)
