"""`irscope report STORE_A STORE_B`: two environments' captures of the same cases side by side,
the report of a DSL upgrade (no compile: the committed bundle, B's copy edited as another
release's capture would differ)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from irscope import store
from tests.conftest import DATA_BUNDLE
from tests.helpers import invoke_irscope

CASE = Path("copy_inner_partition", "bf16", "sm_90a", "20260101T000000.000000Z")


def _store(root: Path, *, release: str | None = None, narrower: bool = False) -> Path:
    store.create(root)
    dest = root / CASE
    shutil.copytree(DATA_BUNDLE, dest)
    if release:
        manifest = json.loads((dest / "manifest.json").read_text())
        manifest["dsl"]["version"] = release
        (dest / "manifest.json").write_text(json.dumps(manifest))
    if narrower:  # one 128-bit load became a 64-bit one
        sass = dest / "module.sass"
        sass.write_text(sass.read_text().replace("LDG.E.128", "LDG.E.64", 1))
    return root


def test_two_stores_side_by_side(tmp_path: Path) -> None:
    a = _store(tmp_path / "old")
    b = _store(tmp_path / "new", release="4.8.1", narrower=True)
    r = invoke_irscope("report", str(a), str(b))
    assert r.returncode == 1, r.stdout + r.stderr
    assert r.stdout.startswith("## irscope: DSL 4.5.3 -> 4.8.1\n"), r.stdout
    assert "**1 case(s) in both: SASS the same in 0, statistics changed in 1.**" in r.stdout, r.stdout
    row = next(line for line in r.stdout.splitlines() if line.startswith("| `copy_inner_partition:bf16@sm_90a`"))
    assert "| +1 -1 | same |" in row and "LDG.64 0 -> 1" in row and "LDG.128 2 -> 1" in row, row

    data = json.loads(invoke_irscope("report", str(a), str(b), "--format", "json").stdout)
    assert data["a"] == {"store": str(a), "dsl": "4.5.3"} and data["b"]["dsl"] == "4.8.1"
    (case,) = data["cases"]
    assert case["case"] == "copy_inner_partition:bf16@sm_90a" and case["code"]["sass"] == {"added": 1, "removed": 1}
    assert case["stats"]["differ"] is True


def test_the_same_captures_in_two_stores_are_the_same(tmp_path: Path) -> None:
    r = invoke_irscope("report", str(_store(tmp_path / "a")), str(_store(tmp_path / "b")))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "SASS the same in 1, statistics changed in 0" in r.stdout


def test_a_store_and_a_capture_are_refused_in_one_line(tmp_path: Path) -> None:
    a = _store(tmp_path / "a")
    r = invoke_irscope("report", str(a), str(a / CASE))
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
    assert r.stderr.startswith("irscope: error: ") and "is a store" in r.stderr and len(r.stderr.splitlines()) == 1
    empty = tmp_path / "empty"
    store.create(empty)
    r = invoke_irscope("report", str(a), str(empty))
    assert r.returncode == 2 and "no kernel case in common" in r.stderr, r.stderr
