"""`irscope explain` on real line-info captures: the seed's elementwise_add v1 gets its scalar
loads from the copy line, v2 gets 128-bit loads from the same line; and the pass-by-pass trail."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from irscope import store
from irscope.analysis.explain import explain
from irscope.analysis.follow import follow_line
from tests.helpers import invoke_irscope, run_irscope
from tests.sourcemap.helpers import COPY_A, COPY_C, line_of, load

V1 = "elementwise_add:v1_f32@sm_90a"
V2 = "elementwise_add:v2_f32@sm_90a"


def test_v1_copy_line_is_the_source_of_the_scalar_loads(lineinfo_store: Path) -> None:
    b, sm = load(lineinfo_store, V1)
    copy_a = line_of("elementwise_add", COPY_A, after="def add_kernel_v1")
    expl = explain(b, sm)
    loads = [(r.line, a) for r in expl.lines for a in r.accesses if a.family == "LDG"]
    # All 32 scalar loads come from the two copy lines (A, then B on the next line).
    assert {line for line, _ in loads} == {copy_a, copy_a + 1}
    report = expl.line(copy_a)
    assert report is not None and report.text == COPY_A
    (access,) = report.accesses
    assert (access.opcode, access.count, access.bits, access.verdict) == ("LDG.E", 16, 32, "not vectorized")
    # 16 scalar 32-bit loads: typed f32 by DSL 4.5's LLVM lowering, untyped b32 by 4.8's.
    ((op, count),) = report.ptx_ops
    assert op in ("ld.global.f32", "ld.global.b32") and count == 16, report.ptx_ops


def test_v2_same_line_shows_128_bit_loads(lineinfo_store: Path) -> None:
    b, sm = load(lineinfo_store, V2)
    copy_a = line_of("elementwise_add", COPY_A, after="def add_kernel_v2")
    report = explain(b, sm).line(copy_a)
    assert report is not None and report.text == COPY_A
    (access,) = report.accesses
    assert (access.opcode, access.bits, access.verdict) == ("LDG.E.128", 128, "vectorized")
    assert access.count == 4
    store_line = explain(b, sm).line(line_of("elementwise_add", COPY_C, after="def add_kernel_v2"))
    assert [a.opcode for a in store_line.accesses] == ["STG.E.128"]


def test_cli_names_the_line_as_the_issue_asks(lineinfo_store: Path) -> None:
    copy_a = line_of("elementwise_add", COPY_A, after="def add_kernel_v1")
    r = invoke_irscope("--store", str(lineinfo_store), "explain", V1, "--no-capture")
    assert r.returncode == 0, r.stderr
    assert f"line {copy_a} `{COPY_A}`: 16 x LDG.E (32-bit) — not vectorized" in r.stdout
    assert "line info did not change the code" in r.stdout
    r2 = invoke_irscope("--store", str(lineinfo_store), "explain", V2, "--no-capture")
    copy_a2 = line_of("elementwise_add", COPY_A, after="def add_kernel_v2")
    shown = next(text for text in r2.stdout.splitlines() if text.startswith(f"line {copy_a2} "))
    assert shown == f"line {copy_a2} `{COPY_A}`: 4 x LDG.E.128 (128-bit)"


def test_cli_line_detail_and_json(lineinfo_store: Path) -> None:
    copy_a = line_of("elementwise_add", COPY_A, after="def add_kernel_v1")
    r = invoke_irscope("--store", str(lineinfo_store), "explain", V1, "--line", str(copy_a), "--no-capture")
    assert r.returncode == 0, r.stderr
    assert r.stdout.count("LDG.E R") == 16  # every instruction of the line, as disassembled
    assert "cute-expand-ops#1" in r.stdout and "llvm.load" in r.stdout
    data = json.loads(invoke_irscope("--store", str(lineinfo_store), "explain", V1, "--json", "--no-capture").stdout)
    line = next(x for x in data["lines"] if x["line"] == copy_a)
    assert line["memory"] == [
        {
            "opcode": "LDG.E",
            "family": "LDG",
            "space": "global",
            "key": "32",
            "bits": 32,
            "count": 16,
            "predicated": 16,
            "verdict": "not vectorized",
        }
    ]


def test_shared_memory_and_tma_lines(lineinfo_store: Path) -> None:
    b, sm = load(lineinfo_store, "sgemm:f32@sm_90a")
    by_family: dict[str, set[int]] = {}
    for r in explain(b, sm).lines:
        for a in r.accesses:
            by_family.setdefault(a.family, set()).add(r.line)
    assert by_family["LDS"] and by_family["LDGSTS"] and by_family["STG"]
    autovec = line_of("sgemm", "cute.autovec_copy(tCsA_k", after="def ")
    lds = [a for a in explain(b, sm).line(autovec).accesses if a.family == "LDS"]
    assert lds and all(a.bits == 128 for a in lds)
    b, sm = load(lineinfo_store, "copy_tma:bf16@sm_90a")
    families = {a.family: r.text for r in explain(b, sm).lines for a in r.accesses}
    assert "UTMALDG" in families and "UTMASTG" in families
    assert families["UTMALDG"].startswith("cute.copy(")


def test_follow_the_copy_line_through_the_pipeline(lineinfo_store: Path) -> None:
    """cute.copy in the input; where cute-desugar splits it (DSL 4.5), slices, crd2idx and the
    copy atom call after it; loads under scf.if once cute-expand-ops lowered the copy (4.8 lowers
    cute.copy there directly); LLVM loads in the end."""
    b, sm = load(lineinfo_store, V1)
    copy_a = line_of("elementwise_add", COPY_A, after="def add_kernel_v1")
    trail = {t.pass_key: dict(t.ops) for t in follow_line(b, sm, sm.kernel_file.path, copy_a)}
    assert trail["input"].get("cute.copy") == 1
    desugared = trail["cute-desugar#1"]
    if "cute.copy" not in desugared:
        assert {"cute.slice", "cute.crd2idx", "cute.copy_atom_call"} <= set(desugared)
    expanded = trail["cute-expand-ops#1"]
    assert "cute.copy_atom_call" not in expanded and "cute.copy" not in expanded and expanded.get("scf.if") == 16
    final = [ops for key, ops in trail.items() if key.startswith("canonicalize")][-1]
    assert final.get("llvm.load", 0) >= 16


def test_plain_bundle_and_no_capture_are_one_line_errors(seed_store: Path, tmp_path: Path) -> None:
    plain = store.resolve_one(V1, seed_store)
    r = invoke_irscope("explain", str(plain))
    assert r.returncode == 2 and "captured without line info" in r.stderr and f"`irscope explain {V1}" in r.stderr
    empty = tmp_path / "empty"
    r = invoke_irscope("--store", str(empty), "explain", V1, "--no-capture")
    assert r.returncode == 2 and "no line-info capture" in r.stderr and "Traceback" not in r.stderr
    r = invoke_irscope("--store", str(empty), "explain", "elementwise_add", "--no-capture")
    assert r.returncode == 2


def test_explain_captures_on_demand_and_notices_a_changed_kernel(tmp_path: Path) -> None:
    """A store without a line-info capture gets one; editing the kernel makes it stale."""
    kernels = tmp_path / "kernels"
    shutil.copytree(Path(__file__).resolve().parents[2] / "kernels", kernels)
    root = tmp_path / "store"
    env = {"IRSCOPE_KERNELS": str(kernels)}
    r = run_irscope("--store", str(root), "explain", "relu:f32@sm_90a", env=env)
    assert r.returncode == 0, r.stderr
    assert "capturing relu:f32@sm_90a with line info" in r.stderr
    assert "LDG.E.128 (128-bit)" in r.stdout
    made = root / store.EXPLAIN_CAPTURES  # explain's own captures: never the case's newest capture
    assert not (root / "relu").exists()
    first = store.resolve_one("relu:f32@sm_90a", made)
    r = run_irscope("--store", str(root), "explain", "relu:f32@sm_90a", env=env)
    assert "capturing" not in r.stderr and store.resolve_one("relu:f32@sm_90a", made) == first
    (kernels / "relu.py").write_text((kernels / "relu.py").read_text() + "\n# edited\n")
    r = run_irscope("--store", str(root), "explain", "relu:f32@sm_90a", env=env)
    assert "capturing" in r.stderr and store.resolve_one("relu:f32@sm_90a", made) != first


def test_ambiguous_target_and_all_lines(lineinfo_store: Path) -> None:
    r = invoke_irscope("--store", str(lineinfo_store), "explain", "elementwise_add", "--no-capture")
    assert r.returncode == 2 and "matches 2 captures" in r.stderr and "KERNEL:CASE@ARCH" in r.stderr
    quiet = invoke_irscope("--store", str(lineinfo_store), "explain", V1, "--no-capture").stdout
    everything = invoke_irscope("--store", str(lineinfo_store), "explain", V1, "--no-capture", "--all").stdout
    assert "none accessing memory" in everything and "none accessing memory" not in quiet
    assert "--all lists them" in quiet
