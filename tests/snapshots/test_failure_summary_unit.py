"""The failure summary's parts without a capture: the stats line from two pinned stats.json
texts, and a whole diff that cannot be written (the message says so; the check still fails with
its diff, no traceback)."""

from __future__ import annotations

import json
from pathlib import Path

from irscope.snapshots.compare import CHANGED, SnapshotResult
from irscope.snapshots.failure_summary import explain_failures, stats_changes
from irscope.snapshots.layout import SnapshotId


def doc(ldg: dict[str, int], registers: int, ctas: int | None) -> str:
    fn = {"sass": {"LDG": ldg, "STG": {"128": 2}}, "registers": registers, "spill_bytes": 0, "shared_bytes": 0}
    fn["occupancy"] = {"ctas_per_sm": ctas}
    return json.dumps({"functions": [fn]})


def test_stats_line_names_widths_registers_and_occupancy() -> None:
    assert stats_changes(doc({"128": 1}, 40, 12), doc({"16": 8}, 38, 8)) == [
        "LDG 128-bit x1 -> 16-bit x8",
        "registers 40 -> 38",
        "occupancy 12 -> 8 CTAs/SM",
    ]
    assert stats_changes("{", doc({}, 1, 1)) == ["(a stats snapshot is not JSON)"]


def test_a_diff_file_that_cannot_be_written_is_said_not_raised(tmp_path: Path) -> None:
    blocked = tmp_path / "snapshot-diffs"
    blocked.write_text("a file where the directory should be")
    sid = SnapshotId("k", "c", "sm_90a", "ptx")
    expected = "".join(f"line {i}\n" for i in range(100))
    r = SnapshotResult(sid, CHANGED, expected.replace("line 5\n", "LINE 5\n"), expected, "module.ptx: +1 -1 lines")
    text = explain_failures([r], tmp_path / "snapshots", diff_dir=blocked, max_diff_lines=5)
    lines = text.splitlines()
    assert lines[0] == "k:c@sm_90a ptx: generated code changed"
    assert "--- snapshot k:c@sm_90a ptx" in text and "not written: " in lines[-1]
    assert blocked.read_text().startswith("a file")
