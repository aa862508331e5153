"""Fixtures for the TUI tests: real bundles, two ways.

- `captured_store`: the session's one capture of kernels/ (the root conftest's `seed_store`;
  needs nvidia-cutlass-dsl and nvdisasm, skipped without them). Behaviour tests use it, so they
  assert on what the installed compiler really produces.
- `data_bundles`: two captures of copy_inner_partition (sm_80, sm_90a) committed under
  tests/tui/data/bundles. SVG snapshots use them, because a snapshot pins exact text and pass
  times that a fresh capture changes on every run (and whenever kernels/ or the DSL changes).
"""

from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DATA = Path(__file__).parent / "data" / "bundles"


@pytest.fixture(scope="session")
def captured_store(request: pytest.FixtureRequest) -> Path:
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed: cannot capture real bundles")
    return request.getfixturevalue("seed_store")


@pytest.fixture(scope="session")
def captured_bundles(captured_store: Path) -> list[Path]:
    from irscope import store

    found = store.all_latest(captured_store)
    assert found, f"capture wrote no bundles into {captured_store}"
    return found


@pytest.fixture(scope="session")
def data_bundles() -> dict[str, Path]:
    """arch -> committed bundle directory of copy_inner_partition:bf16."""
    return {d.name.rsplit("_", 2)[-2] + "_" + d.name.rsplit("_", 1)[-1]: d for d in sorted(DATA.iterdir())}


@pytest.fixture()
def grouped_bundle(tmp_path: Path, data_bundles: dict[str, Path]) -> Path:
    """The sm_90a data bundle rewritten the way DSL 4.6+ records it: passes 2-4 observed only as
    a group (IR after the last of them), and pass 8 without any IR dump."""
    dest = tmp_path / "grouped"
    shutil.copytree(data_bundles["sm_90a"], dest)
    manifest_path = dest / "manifest.json"
    manifest = json.loads(manifest_path.read_text())
    passes = manifest["passes"]
    for p in passes[1:4]:
        p["observed"], p["group"], p["changed"] = "group", 1, None
    for p in passes[1:3]:
        p["ir"] = None
    passes[7].update(observed="none", group=None, changed=None, ir=None)
    manifest_path.write_text(json.dumps(manifest, indent=1))
    return dest


@pytest.fixture()
def corrupt_bundle(tmp_path: Path, data_bundles: dict[str, Path]) -> Path:
    dest = tmp_path / "corrupt"
    shutil.copytree(data_bundles["sm_80"], dest)
    (dest / "manifest.json").write_text('{"format": "irscope-bundle", "passes": [')
    return dest


@pytest.fixture()
def replay_bundle(tmp_path: Path, data_bundles: dict[str, Path]) -> Path:
    """The sm_90a data bundle labelled the way a pass replay (DSL 4.6+) labels its passes, as a
    4.8.1 capture of elementwise_add recorded them: passes 2-5 a group (2 approximate without IR,
    3 approximate, 4 reproduced by the replay, 5 the group's exact end), 8 (which changed nothing)
    a no-op with evidence, the others exact. Written through bundle.PassRecord, as capture writes manifests."""
    from dataclasses import replace

    from irscope.bundle import PassRecord

    dest = tmp_path / "replayed"
    shutil.copytree(data_bundles["sm_90a"], dest)
    manifest_path = dest / "manifest.json"
    manifest = json.loads(manifest_path.read_text())
    records = [PassRecord.from_json(p) for p in manifest["passes"]]
    exact = {"label": "exact", "evidence": "replayed alone on the exact state before it", "exact": True}
    labelled = {
        2: {"label": "approximate", "evidence": "no IR: it cannot be replayed alone", "exact": None, "ir_member": None},
        3: {"label": "approximate", "evidence": "replayed without the passes of its group that cannot run alone"},
        4: {
            "label": "group end reproduced by replay",
            "evidence": "the replay reproduced the exact state after pass 5",
        },
        5: {**exact, "evidence": "checkpoint: llvm-only=true stops after this pass"},
        8: {"label": "no-op on this module (evidence)", "evidence": "flatten-locs with an empty path is disabled"},
    }
    out = []
    for r in records:
        change = labelled.get(r.index, exact)
        if r.index in (2, 3, 4, 5):
            r = replace(r, observed="group", group=1, changed=None)
        if r.index in (3, 4):
            r = replace(r, exact=False)
        out.append(replace(r, **change).to_json())
    manifest["passes"] = out
    manifest_path.write_text(json.dumps(manifest, indent=1))
    return dest
