"""The diff engine on real captures: the same kernel twice is equal; a one-line edit is a small diff."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from irscope import bundle
from irscope.analysis.diff import compare, first_divergent_pass, pass_diff
from irscope.analysis.texts import stage_text
from irscope.errors import PassNotFound, StageUnavailable
from tests.analysis.conftest import load

pytestmark = pytest.mark.slow


def test_same_kernel_captured_twice_diffs_empty_at_every_stage(seed_store: Path, seed_store_again: Path) -> None:
    a = load(seed_store, "elementwise_add:v1_f32@sm_90a")
    b = load(seed_store_again, "elementwise_add:v1_f32@sm_90a")
    assert a.path != b.path
    for stage in ("ptx", "sass"):
        assert not compare(a, b, kind=stage).changed, stage
    assert [p.key for p in a.passes] == [p.key for p in b.passes]
    for p in a.passes:
        if p.ir_member:
            d = compare(a, b, pass_ref=p.key)
            assert not d.changed, f"{p.key}: +{d.added} -{d.removed}"
    assert not compare(a, b, pass_ref="input").changed
    assert first_divergent_pass(a, b) is None


def test_one_line_edit_is_a_small_diff(fixture_store: Path, edited_store: Path) -> None:
    a = load(fixture_store, "add_vectorized:f32@sm_90a")
    b = load(edited_store, "add_vectorized:f32@sm_90a")
    for ref in ("cute-expand-ops", "convert-to-llvm"):
        d = compare(a, b, pass_ref=ref)
        raw = compare(a, b, pass_ref=ref, normalized=False)
        # The edit adds a constant and a multiply and feeds the add: a handful of lines, where
        # the raw text renumbers everything after the new ops.
        assert d.changed and d.added + d.removed <= 6, (ref, d.added, d.removed)
        assert raw.added + raw.removed > 5 * (d.added + d.removed), (ref, raw.added, raw.removed)
        changed = [x.text for h in d.hunks for x in h.lines if x.tag != "equal"]
        assert any("mul" in t for t in changed), changed
    div = first_divergent_pass(a, b)
    assert div is not None and div.pass_key == "input" and div.stage == "input"
    assert div.diff is not None and div.diff.added + div.diff.removed <= 6
    sass = compare(a, b, kind="sass")
    # ptxas turns x * 2 into x + x: twice the FADDs.
    assert sum("FADD" in x.text for h in sass.hunks for x in h.lines if x.tag == "insert") >= 16


def test_pass_diff_is_empty_exactly_for_passes_that_left_the_ir_alone(seed_store: Path) -> None:
    b = load(seed_store, "elementwise_add:v1_f32@sm_90a")
    observed = [p for p in b.passes if p.ir_member]
    assert observed
    for p in observed:
        d = pass_diff(b, p)
        if p.changed is False:
            assert not d.changed and d.hunks == (), p.key
        raw = pass_diff(b, p, normalized=False)
        if p.changed is not None:  # None: not known (a replay group), never read as unchanged
            assert raw.changed == p.changed, p.key
    expand = pass_diff(b, b.find_pass("cute-expand-ops"))
    assert expand.changed and expand.left_label.endswith("before cute-expand-ops#1")


def test_divergence_between_different_kernels_is_at_the_input(seed_store: Path) -> None:
    a = load(seed_store, "elementwise_add:v1_f32@sm_90a")
    b = load(seed_store, "copy_inner_partition:bf16@sm_90a")
    div = first_divergent_pass(a, b)
    assert div is not None and div.pass_key == "input"


def test_stage_text_errors_name_what_is_missing(seed_store: Path) -> None:
    b = load(seed_store, "elementwise_add:v1_f32@sm_90a")
    with pytest.raises(PassNotFound):
        stage_text(b, "mlir", "no-such-pass")
    with pytest.raises(StageUnavailable, match="selects MLIR"):
        stage_text(b, "ptx", "cse")
    with pytest.raises(StageUnavailable, match="unknown stage"):
        stage_text(b, "llvm")
    assert stage_text(b, "mlir") == stage_text(b, "mlir", "final")
    assert ".version" in stage_text(b, "ptx", normalized=False)
    assert ".version" not in stage_text(b, "ptx")


def _without_pass(src: Path, dest: Path, name: str) -> Path:
    """A copy of a bundle whose pipeline lacks one pass (as another DSL version's might)."""
    shutil.copytree(src, dest)
    manifest = json.loads((dest / "manifest.json").read_text())
    passes = [p for p in manifest["passes"] if p["name"] != name]
    seen: dict[str, int] = {}
    for index, p in enumerate(passes, start=1):
        seen[p["name"]] = seen.get(p["name"], 0) + 1
        p["index"], p["occurrence"] = index, seen[p["name"]]
    manifest["passes"] = passes
    manifest["landmarks"] = [m for m in manifest["landmarks"] if not (m["pass"] or "").startswith(name + "#")]
    (dest / "manifest.json").write_text(json.dumps(manifest))
    return dest


def test_a_pass_that_runs_in_one_pipeline_only(seed_store: Path, tmp_path: Path) -> None:
    a = load(seed_store, "elementwise_add:v1_f32@sm_90a")
    assert a.find_pass("cute-fold-static").changed and not a.find_pass("loop-vectorize").changed
    # A pass that changed nothing and is missing from the other pipeline is no divergence...
    quiet = bundle.load(_without_pass(a.path, tmp_path / "quiet", "loop-vectorize"))
    assert first_divergent_pass(a, quiet) is None
    # ...one that changed the IR is.
    b = bundle.load(_without_pass(a.path, tmp_path / "b", "cute-fold-static"))
    div = first_divergent_pass(a, b)
    assert div is not None and div.pass_key == "cute-fold-static#1"
    assert div.a_pass is not None and div.b_pass is None and "runs only in A" in div.reason
