"""`irscope check`: the same comparison without pytest; exit 0/1/2, --json, atomic updates."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from irscope.snapshots import layout
from tests.helpers import KERNELS, REPO, assert_fitted, run_irscope, run_irscope_in_a_terminal


@pytest.fixture
def project(tmp_path) -> Path:
    (tmp_path / "kernels").mkdir()
    shutil.copy(KERNELS / "_common.py", tmp_path / "kernels" / "_common.py")
    src = (KERNELS / "copy_inner_partition.py").read_text()
    (tmp_path / "kernels" / "copy_inner_partition.py").write_text(
        src.replace('archs=("sm_80", "sm_90a")', 'archs=("sm_90a",)')
    )
    return tmp_path


def _check(project: Path, *args: str):
    return run_irscope(
        "check", "--kernels", str(project / "kernels"), "--snapshots", str(project / "snapshots"), *args, cwd=REPO
    )


def test_check_new_update_match_change(project):
    r = _check(project, "--json")
    assert r.returncode == 1, r.stderr
    data = json.loads(r.stdout)
    assert not data["ok"] and {s["status"] for s in data["snapshots"]} == {"new"}
    assert not (project / "snapshots").exists()

    r = _check(project, "--update")
    assert r.returncode == 0, r.stdout + r.stderr
    r = _check(project, "--json")
    assert r.returncode == 0
    assert {s["status"] for s in json.loads(r.stdout)["snapshots"]} == {"match"}

    kernel = project / "kernels" / "copy_inner_partition.py"
    kernel.write_text(kernel.read_text().replace("BLOCK_SHAPE = (1, 16)", "BLOCK_SHAPE = (1, 8)"))
    r = _check(project)
    assert r.returncode == 1
    assert "changed" in r.stdout and "copy_inner_partition:bf16@sm_90a" in r.stdout
    assert "--- snapshot copy_inner_partition:bf16@sm_90a" in r.stdout


def test_check_reports_unused_and_deletes_only_when_updating(project):
    assert _check(project, "--update").returncode == 0
    stale = project / "snapshots" / "gone_kernel" / "f32" / "sm_90a" / "module.ptx"
    stale.parent.mkdir(parents=True)
    stale.write_text("old")
    r = _check(project, "--json")
    assert r.returncode == 0
    assert str(stale) in json.loads(r.stdout)["unused"]
    assert stale.exists()
    r = _check(project, "--update", "--json")
    assert str(stale) in json.loads(r.stdout)["deleted"]
    assert not stale.exists() and not (project / "snapshots" / "gone_kernel").exists()


def test_check_fits_an_80_column_terminal(project):
    """The lines under check's table (an unused snapshot, the counts) wrap at spaces on a terminal;
    in a pipe each stays one line."""
    assert _check(project, "--update").returncode == 0
    stale = project / "snapshots" / "gone_kernel" / "f32" / "sm_90a" / "module.ptx"
    stale.parent.mkdir(parents=True)
    stale.write_text("old")
    args = ["check", "--kernels", str(project / "kernels"), "--snapshots", str(project / "snapshots")]
    shown = run_irscope_in_a_terminal(args, REPO, 80)
    assert_fitted(shown, _check(project).stdout, 80)


def test_check_usage_errors_exit_2(project):
    r = _check(project, "no_such_kernel")
    assert r.returncode == 2 and "unknown kernel" in r.stderr and "Traceback" not in r.stderr
    (project / "blocker").write_text("x")
    r = run_irscope("check", "--kernels", str(project / "kernels"), "--snapshots", str(project / "blocker"))
    assert r.returncode == 2 and "blocker" in r.stderr and "is a file" in r.stderr


def test_snapshot_write_is_atomic(tmp_path, monkeypatch):
    sid = layout.SnapshotId("k", "c", "sm_90a", "ptx")
    layout.write_snapshot(tmp_path, sid, "old snapshot\n")

    def interrupted(src, dst):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        layout.write_snapshot(tmp_path, sid, "new snapshot\n")
    assert sid.path(tmp_path).read_text() == "old snapshot\n"
    assert [p.name for p in sid.path(tmp_path).parent.iterdir()] == ["module.ptx"], "no temporary file left"


def test_capturing_twice_gives_identical_snapshots(project):
    assert _check(project, "--update").returncode == 0
    first = {p: p.read_bytes() for p in (project / "snapshots").rglob("*") if p.is_file()}
    shutil.rmtree(project / "snapshots")
    assert _check(project, "--update").returncode == 0
    second = {p: p.read_bytes() for p in (project / "snapshots").rglob("*") if p.is_file()}
    assert first == second
