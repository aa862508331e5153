"""Line-info captures: what they record, and that line info changes no generated code, checked
twice: by the comparison built from what the capture keeps and against the session's plain captures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from irscope import bundle, store
from irscope.analysis.code_compare import ptx_code
from irscope.analysis.line_info_capture import plain_comparison, sourcemap_document
from irscope.analysis.normalize import normalize_sass
from irscope.analysis.stats import bundle_stats
from tests.conftest import LINEINFO_CASES
from tests.sourcemap.helpers import load

REFS = [f"{case}@sm_90a" for case in LINEINFO_CASES]


@pytest.mark.parametrize("ref", REFS)
def test_capture_records_that_line_info_changed_no_code(lineinfo_store: Path, ref: str) -> None:
    b = bundle.load(store.resolve_one(ref, lineinfo_store))
    assert b.ok and b.manifest.capture.env["CUTE_DSL_LINEINFO"] == "1"
    assert b.manifest.capture.lineinfo["reference"] == {"status": "kept"}  # compared on read
    ref_ = plain_comparison(b)
    assert ref_["status"] == "compared", ref_
    assert ref_["ptx_identical"] is True and ref_["sass_identical"] is True
    assert ref_["stats_differences"] == []
    # What line info does change is the pipeline, and it says so: debug info kept (DSL 4.5 drops
    # the gpu.module's strip-debuginfo; 4.8 has none and passes -lineinfo to cuda-to-binary).
    changes = ref_["pipeline_changes"]
    assert "+ ensure-debug-info-scope-on-llvm-func" in changes
    kept = "- gpu.module(strip-debuginfo)" in changes
    assert kept or any(c.startswith("~ cuda-to-binary") and "-lineinfo" in c for c in changes), changes
    # Every SASS instruction has a source line (measured on every kernel in kernels/).
    doc = sourcemap_document(b)
    assert doc["sass"] and all(pos is not None for _, pos, _ in doc["sass"])
    assert doc["ptx"] and any(doc["mlir"].values())


@pytest.mark.parametrize("ref", REFS)
def test_line_info_capture_matches_the_plain_capture(lineinfo_store: Path, seed_store: Path, ref: str) -> None:
    """Independently of what the capture recorded: the session's plain capture of the same case."""
    li = bundle.load(store.resolve_one(ref, lineinfo_store))
    plain = bundle.load(store.resolve_one(ref, seed_store))
    assert normalize_sass(li.sass()) == normalize_sass(plain.sass())
    assert ptx_code(li.ptx()) == ptx_code(plain.ptx())
    a, b = bundle_stats(li).to_json(), bundle_stats(plain).to_json()
    for doc in (a, b):
        doc.pop("bundle")
    assert a == b
    # The raw texts do differ: .loc lines in the PTX, line tables in the cubin.
    assert ".loc" in li.ptx() and ".loc" not in plain.ptx()
    assert ".debug_line" in li.sass() and ".debug_line" not in plain.sass()


def test_default_capture_has_no_line_info(seed_store: Path) -> None:
    """The default capture stays as it was: no line info asked for, no locations printed."""
    b = bundle.load(store.resolve_one("elementwise_add:v1_f32@sm_90a", seed_store))
    assert "CUTE_DSL_LINEINFO" not in b.manifest.capture.env
    assert b.manifest.capture.lineinfo is None and "sourcemap" not in b.manifest.artifacts
    assert b.sourcemap_document() is None and sourcemap_document(b) is None and plain_comparison(b) is None
    assert "loc(" not in b.input_ir() and all("loc(" not in b.ir_after(p) for p in b.passes if p.ir_member)
    assert "preserve-line-info=false" in b.manifest.pipeline_text


def test_ir_of_a_line_info_capture_carries_locations(lineinfo_store: Path) -> None:
    b, sm = load(lineinfo_store, "elementwise_add:v1_f32@sm_90a")
    assert "preserve-line-info=true" in b.manifest.pipeline_text
    assert 'loc("' in b.input_ir()
    # Every IR text with ops is in the map, and the kernel module is copied into the bundle.
    observed = {p.ir_member for p in b.passes if p.ir_member} | {b.manifest.artifacts["input_ir"]}
    assert observed <= set(sm.mlir)
    kernel = sm.kernel_file
    assert kernel is not None and kernel.shown == b.manifest.kernel.source
    assert b.read_text(kernel.copy) == Path(kernel.path).read_text()


def test_sass_lines_lead_to_the_ptx_instruction_they_came_from(lineinfo_store: Path) -> None:
    """nvdisasm -gp gives each SASS instruction its PTX line: a load comes from a PTX load."""
    b, sm = load(lineinfo_store, "elementwise_add:v2_f32@sm_90a")
    sass, ptx = b.sass().splitlines(), b.ptx().splitlines()
    checked = 0
    for n, ref in sm.sass.items():
        text = sass[n - 1]
        if " LDG." in text or " STG." in text:
            assert ref.ptx_line is not None
            target = ptx[ref.ptx_line - 1].strip()
            assert target.startswith("ld.global" if "LDG" in text else "st.global"), (text, target)
            assert ref.position is not None and sm.ptx[ref.ptx_line] == ref.position
            checked += 1
    assert checked == 12  # 4 x LDG.E.128 for A, for B, 4 x STG.E.128 for C


def test_capture_says_whether_line_info_changed_the_code(lineinfo_store: Path) -> None:
    from irscope.views.capture_summary import capture_summary as _summary

    b = bundle.load(store.resolve_one("elementwise_add:v1_f32@sm_90a", lineinfo_store))
    assert _summary(b).endswith("; line info: same code as a plain compile")
    changed = json.loads(json.dumps(b.manifest.to_json()))
    changed["capture"]["lineinfo"]["reference"] = {
        **plain_comparison(b),
        "sass_identical": False,
        "summary": "line info changed the code: x",
    }
    assert "LINE INFO CHANGED THE CODE: line info changed the code: x" in _summary(
        bundle.Bundle(b.path, bundle.Manifest.from_json(changed))
    )
