"""`irscope show --kind` (the name `diff` uses) and a PTX that greps as text: on the committed bundle."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.conftest import DATA_REF
from tests.helpers import REPO


def show(store: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(store), "show", DATA_REF, *args], cwd=REPO, capture_output=True
    )


def test_kind_is_stage_and_ptx_has_no_nul(data_store: Path) -> None:
    by_kind, by_stage = show(data_store, "--kind", "ptx"), show(data_store, "--stage", "ptx")
    assert by_kind.returncode == 0 and by_kind.stdout == by_stage.stdout
    assert b"\0" not in by_kind.stdout and by_kind.stdout.endswith(b"\n")
    assert b".entry kernel_cutlass_copy_kernel" in by_kind.stdout
    grep = subprocess.run(["grep", "-c", "ld.global"], input=by_kind.stdout, capture_output=True)
    assert grep.stdout.strip().isdigit(), grep.stdout  # not "binary file matches"
    assert show(data_store, "--kind", "sass").stdout == show(data_store, "--stage", "sass").stdout


def test_passes_says_landmarks_not_seed(data_store: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(data_store), "passes", DATA_REF],
        cwd=REPO,
        capture_output=True,
        text=True,
    ).stdout
    assert "where the lowering stages (landmarks) run in this pipeline:" in out and "seed" not in out


def test_a_landmark_no_pass_plays_says_why(tmp_path: Path) -> None:
    """`show --pass convert-cute-algo-to-arch` on a kernel without CuTe algorithm ops (relu) said
    "no pass 'convert-cute-algo-to-arch' in this pipeline (passes here: ...)", as for a typo,
    where README says landmarks are accepted wherever a pass is."""
    import shutil

    relu = REPO / "tests" / "sourcemap" / "data" / "relu_f32_stored_map"
    shutil.copytree(relu, tmp_path / "relu" / "f32" / "sm_90a" / "20260101T000000.000000Z")
    r = subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(tmp_path), "show", "relu:f32@sm_90a"]
        + ["--pass", "convert-cute-algo-to-arch"],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    lines = r.stderr.strip().splitlines()
    assert r.returncode == 2 and len(lines) == 1, r.stderr
    assert "landmark 'convert-cute-algo-to-arch' is played by no pass here" in lines[0]
    assert "no CuTe algorithm ops" in lines[0] and "passes here" not in lines[0]
