"""Which bundles `irscope tui` opens, and in what order, when given no target."""

from __future__ import annotations

import shutil
from pathlib import Path

from irscope.tui.session import resolve_targets


def _put(root: Path, bundle: Path, arch: str, stamp: str) -> Path:
    dest = root / "copy_inner_partition" / "bf16" / arch / stamp
    shutil.copytree(bundle, dest)
    return dest


def test_no_target_opens_the_most_recent_capture_first(tmp_path: Path, data_bundles: dict[str, Path]) -> None:
    older = _put(tmp_path, data_bundles["sm_80"], "sm_80", "20261120T100000.000000Z")
    newer = _put(tmp_path, data_bundles["sm_90a"], "sm_90a", "20261121T100000.000000Z")
    paths, errors = resolve_targets([], tmp_path)
    assert errors == []
    assert paths == [newer, older]  # alphabetical order would put sm_80 first


def test_no_target_in_an_empty_store_says_what_to_run(tmp_path: Path) -> None:
    paths, errors = resolve_targets([], tmp_path)
    assert paths == []
    assert errors == [f"no captures in {tmp_path}: run `irscope capture` first"]
