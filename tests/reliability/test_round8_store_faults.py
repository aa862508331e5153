"""Round 8: a store whose <kernel>/<case>/<arch> levels hold a symlink. A capture writes a bundle
only below real directories of the store (store.writable_arch_directory, output_files.check_tree):
a link there is one line naming it, never written through, as the snapshot tree is kept."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO
from tests.reliability.capture_support import needs_dsl, stderr_lines
from tests.reliability.conftest import tree_bytes


@needs_dsl
@pytest.mark.parametrize("linked", ["relu", "relu/f32/sm_90a"], ids=["kernel-folder", "arch-folder"])
@pytest.mark.parametrize("fresh", [True, False], ids=["compiled", "cache-hit"])
def test_a_capture_never_writes_through_a_link_in_the_store(
    store: Path, tmp_path: Path, linked: str, fresh: bool
) -> None:
    """`relu/` (or `relu/f32/sm_90a/`) moved elsewhere and a symlink left in its place, then
    `irscope capture relu:f32 --arch sm_90a`, compiled (`--fresh`) or a cache hit: exit 2,
    `irscope: error: <store>/<linked>: cannot write the bundle of relu:f32@sm_90a there: is a
    symlink, where <store> needs a directory (irscope follows no links)`, and the folder the link names byte for byte as it was (*failed on main*:
    the new bundle written through the link into the other folder, exit 0)."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    moved = elsewhere / Path(linked).name
    os.rename(store / linked, moved)
    (store / linked).symlink_to(moved)
    before = tree_bytes(moved)
    args = ["--store", str(store), "capture", "relu:f32", "--arch", "sm_90a", "--no-sass"]
    env = {**os.environ, "COLUMNS": "200", "TMPDIR": str(tmp_path)}
    r = subprocess.run(
        [sys.executable, "-m", "irscope", *args, *(["--fresh"] if fresh else [])],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 2, r.stdout + r.stderr
    assert stderr_lines(r.stderr) == [
        f"irscope: error: {store / linked}: cannot write the bundle of relu:f32@sm_90a there: is a symlink, where"
        f" {store} needs a directory (irscope follows no links)"
    ]
    assert tree_bytes(moved) == before


def test_a_merge_never_writes_through_a_link_in_its_output(store: Path, tmp_path: Path) -> None:
    """`irscope merge -o OUT S` where OUT (a store) holds `relu/f32 -> a folder elsewhere`: exit 2,
    one line naming the link, nothing written there (*failed on main*: `merged 1 store(s): 1
    bundle(s)`, the bundle written into the other folder)."""
    out, elsewhere = tmp_path / "out", tmp_path / "elsewhere"
    (out / "relu").mkdir(parents=True)
    (out / ".irscope-store").write_text("an irscope store\n")
    elsewhere.mkdir()
    (out / "relu" / "f32").symlink_to(elsewhere)
    r = subprocess.run(
        [sys.executable, "-m", "irscope", "merge", "-o", str(out), str(store)],
        cwd=REPO,
        env={**os.environ, "COLUMNS": "200"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 2, r.stdout + r.stderr
    assert stderr_lines(r.stderr) == [
        f"irscope: error: {out / 'relu' / 'f32'}: cannot write the bundle of relu:f32@sm_90a there: is a symlink,"
        f" where {out} needs a directory (irscope follows no links)"
    ]
    assert list(elsewhere.iterdir()) == []
