"""`irscope stats A B`: the A / B / delta table and JSON of two real captures, through the CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from irscope.analysis.stats import bundle_stats
from irscope.analysis.stats_delta import stats_delta
from tests.kernels.conftest import REPO

A, B = "hopper_gemm:bf16_128x128_s6@sm_90a", "hopper_gemm:bf16_128x256_s4_mc2@sm_90a"


def irscope(store: Path, *args: str, columns: int = 80) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": str(columns)}
    return subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(store), *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        env=env,
    )


def table_rows(out: str) -> dict[tuple[str, str], list[str]]:
    """(section, what) -> [A, B, delta] of the plain-text table."""
    rows, section = {}, ""
    for line in out.splitlines():
        if not line.startswith("  ") or line.split()[0] == "what":
            continue
        if not line.startswith("   "):  # a section name in the first column
            section = line[2:].split("  ")[0]
        cells = line.split()
        values = cells[-3:] if cells[-1].startswith(("+", "-")) or cells[-1] == "changed" else [*cells[-2:], ""]
        what = line[13:].strip().rsplit("  ", 1)[0].split("  ")[0] if len(line) > 13 else ""
        rows[(section, what)] = values
    return rows


def test_two_hopper_gemms_differ_row_by_row(suite_store: Path, load_bundle) -> None:
    proc = irscope(suite_store, "stats", A, B)
    assert proc.returncode == 1, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].startswith(f"A  {A}") and lines[1].startswith(f"B  {B}")
    row = table_rows(proc.stdout)
    # Read off the listings: 16 HGMMA.64x128x16 against 8 HGMMA.64x256x16, the B tile multicast.
    assert row[("SASS", "HGMMA.64x128x16")] == ["16", "0", "-16"]
    assert row[("SASS", "UTMALDG.2D.MC")] == ["0", "2", "+2"]
    assert row[("main loop", "HGMMA.64x256x16")] == ["0", "4", "+4"]
    assert lines[-1] == "A and B differ"
    doc = json.loads(irscope(suite_store, "stats", A, B, "--json").stdout)
    assert doc["schema"] == "irscope-stats-delta" and doc["differ"] is True
    (fn,) = doc["functions"]
    rows = {(r["section"], r["what"]): r for r in fn["rows"]}
    assert rows[("SASS", "HGMMA.64x256x16")] == {
        "section": "SASS",
        "what": "HGMMA.64x256x16",
        "a": 0,
        "b": 8,
        "delta": "+8",
    }
    assert (rows[("occupancy", "threads")]["a"], rows[("occupancy", "threads")]["b"]) == (128, 256)
    assert rows[("main loop", "HGMMA.64x256x16")]["b"] == 4
    # The same numbers as the analysis gives from Python.
    d = stats_delta(bundle_stats(load_bundle(A)), bundle_stats(load_bundle(B)))
    assert [r.to_json() for r in d.functions[0].rows] == fn["rows"]


def test_the_same_capture_twice_is_exit_0(suite_store: Path) -> None:
    proc = irscope(suite_store, "stats", A, A)
    assert proc.returncode == 0 and proc.stdout.splitlines()[-1] == "A and B have the same statistics"
    assert "no difference" in proc.stdout


def test_lost_vectorization_shows_as_width_rows(suite_store: Path) -> None:
    """v2 (128-bit copies) against v1 (the seed's scalar loads): LDG.128 -> LDG.32 in the table."""
    proc = irscope(
        suite_store, "stats", "elementwise_add:v2_f32@sm_90a", "elementwise_add:v1_f32@sm_90a", "--changed-only"
    )
    assert proc.returncode == 1
    row = table_rows(proc.stdout)
    assert row[("SASS", "LDG.128")][1] == "0" and row[("SASS", "LDG.32")][0] == "0"
    assert int(row[("SASS", "LDG.32")][1]) > 0
    assert "global bytes in >=128-bit" in proc.stdout and "-100 pt" in proc.stdout


def test_two_targets_naming_several_captures_are_listed_each(suite_store: Path) -> None:
    proc = irscope(suite_store, "stats", "hopper_gemm", "copy_tma")
    assert proc.returncode == 0 and proc.stdout.count("hopper_gemm:") == 2 and not proc.stdout.startswith("A  ")
    each = irscope(suite_store, "stats", A, B, "--each")
    assert each.returncode == 0 and A in each.stdout and "delta" not in each.stdout
