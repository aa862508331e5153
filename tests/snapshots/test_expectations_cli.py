"""`irscope check` with snapshots/expectations.txt, on the committed bundle (no capture): a
failing assertion is one line naming file, line, kernel and value; a bad line stops the check
with one error before anything is compared."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from irscope.analysis.count_assertions import AssertionSyntaxError, check_assertions, parse_assertion
from irscope.analysis.stats import bundle_stats
from irscope.bundle import load
from tests.conftest import DATA_BUNDLE, DATA_REF
from tests.helpers import REPO


def check(store: Path, snapshots: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "irscope", "check", "--from-store", str(store), "--snapshots", str(snapshots), *args],
        cwd=REPO,
        capture_output=True,
        text=True,
    )


@pytest.fixture()
def snapshots(tmp_path: Path) -> Path:
    """Snapshots of the committed bundle as they are in the repository (they match)."""
    root = tmp_path / "snapshots"
    shutil.copytree(
        REPO / "snapshots" / "copy_inner_partition" / "bf16" / "sm_90a",
        root / "copy_inner_partition" / "bf16" / "sm_90a",
    )
    return root


def test_expectations_hold_and_fail_by_line(data_store: Path, snapshots: Path) -> None:
    (snapshots / "expectations.txt").write_text(
        "# the seed's copy\n"
        f"{DATA_REF}  LDG.128 == 2\n"
        "copy_inner_partition  share(LDG,128) >= 100%\n"
        "copy_inner_partition  registers <= 8\n"
        "copy_inner_partition@sm_90a  ctas_per_sm >= 8\n"
    )
    proc = check(data_store, snapshots, "copy_inner_partition")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    failed = [line for line in proc.stdout.splitlines() if "failed:" in line]
    assert failed == [
        f"{snapshots}/expectations.txt:4: {DATA_REF} kernel_cutlass_copy_kernel~: registers <= 8 failed: registers is 18"
    ]
    assert "3 of 4 expectations hold" in proc.stdout
    doc = json.loads(check(data_store, snapshots, "copy_inner_partition", "--json").stdout)
    assert [e["ok"] for e in doc["expectations"]] == [True, True, False, True] and doc["ok"] is False


@pytest.mark.parametrize(
    "line, says",
    [
        ("copy_inner_partition  HGMMA >>= 8", "expected METRIC OP NUMBER"),
        ("copy_inner_partition  no_such_metric == 1", "unknown metric 'no_such_metric'"),
        ("copy_inner_partition", "expected 'KERNEL[:CASE][@ARCH] ASSERTION'"),
    ],
)
def test_a_bad_line_is_one_error_naming_it(data_store: Path, snapshots: Path, line: str, says: str) -> None:
    (snapshots / "expectations.txt").write_text(f"\n{line}\n")
    proc = check(data_store, snapshots)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith(f"irscope: error: {snapshots}/expectations.txt:2: ")
    assert says in proc.stderr


def test_metrics_on_the_committed_bundle() -> None:
    stats = bundle_stats(load(DATA_BUNDLE))

    def fails(text: str) -> list[str]:
        return [f.line() for f in check_assertions(stats, [parse_assertion(text)])]

    assert fails("LDG.128 == 2") == fails("STG >= 2") == fails("spill_bytes == 0") == []
    assert fails("share(LDG,128) >= 90%") == [] and fails("vectorized_global_fraction == 1") == []
    assert fails("ptx:ld.global == 2") == [] and fails("mbarrier == 0") == []
    # No loop in a copy kernel: a main-loop assertion cannot be checked, and says why.
    (line,) = fails("mainloop.LDG == 0")
    assert line.endswith("mainloop.LDG == 0 failed: no main loop in this kernel's SASS")
    # The share of something absent is no number: not a pass.
    (line,) = fails("share(LDS,128) >= 0")
    assert "failed: no such accesses" in line
    with pytest.raises(AssertionSyntaxError):
        parse_assertion("LDG == many")


def test_a_failing_expectation_in_junit_and_github(data_store: Path, snapshots: Path, tmp_path: Path) -> None:
    from junitparser import JUnitXml

    (snapshots / "expectations.txt").write_text(
        "copy_inner_partition  registers <= 8\ncopy_inner_partition  LDG.128 == 2\n"
    )
    report = tmp_path / "check.xml"
    assert check(data_store, snapshots, "copy_inner_partition", "--junit-xml", str(report)).returncode == 1
    cases = {c.name: c for suite in JUnitXml.fromfile(str(report)) for c in suite}
    assert "registers is 18" in cases["registers <= 8"].result[0].message and not cases["LDG.128 == 2"].result
    github = check(data_store, snapshots, "copy_inner_partition", "--format", "github").stdout
    assert (
        f"::error file={snapshots}/expectations.txt,line=1,title=irscope expectation copy_inner_partition registers <= 8::"
        in github
    )
    assert "1 of 2 expectations hold" in github


def test_an_expectation_for_a_case_not_in_this_run_is_kept_not_failed(data_store: Path, snapshots: Path) -> None:
    """A store (or a kernel filter) that holds other cases does not fail their expectations, as
    it does not fail their snapshots; a target that names no case of kernels/ is a typo."""
    (snapshots / "expectations.txt").write_text("copy_inner_partition  LDG.128 == 2\nhopper_gemm  HGMMA >= 8\n")
    proc = check(data_store, snapshots)
    assert proc.returncode == 0, proc.stdout
    assert "1 of 2 expectations hold, 1 not checked (no capture of their case in this run)" in proc.stdout
    # With kernels/ read (a capturing run), a target that names none of its cases fails.
    from irscope.snapshots.expectations import check_expectations, read_expectations

    (snapshots / "expectations.txt").write_text("copy_inner_partition  LDG.128 == 2\nhoper_gemm  HGMMA >= 8\n")
    declared = frozenset({("copy_inner_partition", "bf16"), ("hopper_gemm", "bf16_128x128_s6")})
    results = check_expectations(read_expectations(snapshots), [load(DATA_BUNDLE)], declared)
    assert [r.ok for r in results] == [True, False]
    assert results[1].lines() == [
        f"{snapshots}/expectations.txt:2: hoper_gemm names no kernel case in kernels/ (HGMMA >= 8)"
    ]
