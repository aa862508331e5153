"""Capture under whichever DSL release is installed: the method follows the DSL's capabilities.

CI runs this module (with tests/capture/test_fidelity.py, which compares every capture's PTX, cubin and
SASS with a plain cute.compile) under nvidia-cutlass-dsl 4.2.1 and 4.8.1 as well as the default
pin. What the DSL can do is probed here independently of irscope's own probes: a one-pass
pipeline with MLIR's tree printer on, in a fresh process (tests/support/dsl_capabilities.py).
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from irscope import bundle, store
from irscope.landmarks import has_algo_ops
from irscope.pipeline_text import parse_pipeline
from tests.helpers import run_irscope
from tests.support.dsl_capabilities import dsl_capabilities

REFS = ("elementwise_add:v1_f32@sm_90a", "copy_inner_partition:bf16@sm_90a")


@pytest.fixture(scope="module")
def dsl() -> dict[str, bool]:
    return dsl_capabilities()


@pytest.fixture(scope="module", params=REFS)
def captured(request, seed_store) -> bundle.Bundle:
    b = bundle.load(store.resolve_one(request.param, seed_store))
    assert b.ok, b.error
    return b


def test_method_follows_the_printer_capability(captured, dsl):
    b = captured
    assert b.method == ("mlir-ir-printer" if dsl["printer"] else "pass-replay")
    # MLIR's pass timing of the real run where the DSL has it, else what the method itself gives
    untimed = "dump-interval" if dsl["printer"] else "replay"
    assert b.manifest.capture.pass_time_source == ("pass-timing" if dsl["timing"] else untimed)
    assert [p.name for p in b.passes if p.in_pipeline] == [s.name for s in parse_pipeline(b.manifest.pipeline_expanded)]
    if dsl["printer"]:
        assert all(p.observed == "single" and p.exact for p in b.passes)
        assert not b.groups


def test_replay_marks_groups_and_exactness_consistently(captured, dsl):
    b = captured
    if dsl["printer"]:
        pytest.skip("the IR printer works in this DSL: nothing is replayed")
    single = [p for p in b.passes if p.observed == "single"]
    assert single and all(p.exact and p.ir_member for p in single)
    assert b.groups, "4.6+ pipelines contain passes that cannot be replayed alone"
    for g in b.groups:
        members = b.passes[g.first - 1 : g.last]
        assert all(p.observed == "group" and p.group == g.group for p in members)
        *inner, last = members
        assert last.exact and last.ir_member, "a group's last pass carries the exact checkpoint IR"
        assert all(p.exact is False or p.ir_member is None for p in inner)
        assert all(p.changed is None for p in members)
    assert all((p.changed is not None) == (p.observed == "single") for p in b.passes)
    # Every pass named in method_detail's count is singly observed, and the replay checked itself.
    detail = b.method_detail
    assert f"{len(single)} of {len(b.passes)} passes observed singly (exact)" in detail
    replay = b.manifest.capture.replay
    assert replay["checkpoints"] and all(b.passes[c["after"] - 1].exact for c in replay["checkpoints"])
    assert "DIFFERS" not in detail and "replayed CUBIN identical to the real pipeline's" in detail


def test_artifacts_say_where_they_came_from(captured, dsl):
    b = captured
    prov = b.provenance
    assert prov["sass"] == "nvdisasm"
    assert (prov["ptx"], prov["cubin"]) in {("dsl-dump", "dsl-dump"), ("isa-side-run", "gpu-binary-op")}
    if prov["ptx"] == "isa-side-run":
        assert "format=isa} (checked on str(pm))" in b.method_detail
    if not dsl["driver"]:
        assert "no libcuda.so.1" in b.method_detail


def test_seed_stage_names_resolve_by_capability(captured):
    b = captured
    names = {p.name for p in b.passes}
    marks = {m.name: m for m in b.landmarks}
    algo = marks["convert-cute-algo-to-arch"]
    if "convert-cute-algo-to-arch" in names:
        assert algo.pass_key == "convert-cute-algo-to-arch#1" and algo.how.startswith("same name")
    llvm = marks["convert-to-llvm"]
    if "convert-to-llvm" in names:
        assert llvm.pass_key == "convert-to-llvm#1" and llvm.how.startswith("same name")
    else:
        assert llvm.pass_key == "one-shot-convert-to-llvm#1" and llvm.how.startswith("renamed")
    for m in marks.values():
        p = b.find_pass(m.pass_key) if m.pass_key else None
        if p is not None and p.observed == "group":
            assert f"group {p.group}" in m.how, m
    if not has_algo_ops(b.input_ir()):
        assert algo.pass_key is None or algo.how == "same name"  # nothing to lower
        return
    # The pass that plays convert-cute-algo-to-arch: the algorithm ops are there before it and
    # gone after it (exactly so when its IR is exact).
    p = b.find_pass("convert-cute-algo-to-arch")
    assert has_algo_ops(b.ir_before(p))
    assert not has_algo_ops(b.ir_after(p))
    assert p.exact or "approximate" in algo.how


def test_passes_command_says_how_many_passes_were_observed_singly(captured, seed_store):
    r = run_irscope("--store", str(seed_store), "passes", f"{captured.label}")
    assert r.returncode == 0, r.stderr
    single = sum(p.observed == "single" for p in captured.passes)
    assert f"{len(captured.passes)} passes, {single} observed singly" in r.stdout
    for g in captured.groups:
        assert f"{g.first}-{g.last}" in r.stdout


#: The fewest passes a pass replay must show exact (observed singly, a group's exact end, or a
#: no-op with evidence), per DSL minor release and kernel case (any arch): fewer means a DSL change
#: lost checkpoints or no-op evidence (docs/dsl-versions.md has the per-kernel table). Cases not
#: named keep the release's floor.
MIN_EXACT_REPLAY: dict[str, dict[str, int]] = {
    "4.8": {
        "": 23,  # every case: passes 1-10, 22-29, 41-45
        # No op to fold or rewrite before legalize-llvm-types and expand-strided-metadata: 30-38 too.
        **dict.fromkeys(
            [
                "blackwell_gemm:bf16_128x128_s6",
                "blackwell_gemm:bf16_128x256_s4",
                "copy_inner_outer_partition:bf16",
                "copy_tv_partition:bf16",
                "elementwise_add:v2_bf16",
                "elementwise_add:v2_f16",
                "elementwise_add:v2_f32",
                "relu:bf16",
                "relu:f16",
                "relu:f32",
            ],
            32,
        ),
    },
    # 4.6.3 / 4.7.1 (measured on one case per kernel; not in CI): 1-16 and 39-43 everywhere.
    **dict.fromkeys(
        ["4.6", "4.7"],
        {
            "": 21,
            "elementwise_add:v1_f32": 33,
            **dict.fromkeys(
                ["elementwise_add:v2_f32", "copy_inner_outer_partition:bf16", "copy_tv_partition:bf16"], 41
            ),
            **dict.fromkeys(
                [
                    "copy_inner_partition:bf16",
                    "copy_tma:bf16",
                    "relu:f32",
                    "hopper_gemm:bf16_128x128_s6",
                    "blackwell_gemm:bf16_128x256_s4",
                ],
                23,
            ),
        },
    ),
}
REPLAY_LABELS = {"exact", "no-op on this module (evidence)", "group end reproduced by replay", "approximate"}
NOOP = "no-op on this module (evidence)"


def _minimum_exact(b: bundle.Bundle) -> int | None:
    floors = MIN_EXACT_REPLAY.get(".".join(b.dsl_version.split(".")[:2]))
    if floors is None:
        return None
    return floors.get(b.label.split("@")[0], floors[""])


def test_replay_labels_every_pass_and_keeps_its_exact_states(captured, dsl):
    b = captured
    if dsl["printer"]:
        pytest.skip("the IR printer works in this DSL: nothing is replayed")
    assert all(p.label in REPLAY_LABELS and p.evidence for p in b.passes)
    assert all((p.label == "exact") == bool(p.exact) for p in b.passes if p.label != NOOP)
    llvm = b.find_pass("one-shot-convert-to-llvm#1")
    assert llvm is not None and llvm.label in {"exact", "group end reproduced by replay", "approximate"}
    assert (llvm.label == "exact") == (llvm.observed == "single")
    flatten = b.find_pass("flatten-locs#1")
    if flatten is not None and flatten.options.strip() == "output-json-path=":
        # Its evidence, checked on the installed library: the option that feeds it is documented so.
        assert flatten.label == NOOP
        if flatten.observed == "single":  # inside a group (4.6/4.7 kernels) the state before is not exact
            assert flatten.exact and flatten.changed is False
        assert _library_says(b"flatten-locs-output-json-path", b"Empty disables the pass.")


def test_every_kernel_keeps_its_exact_passes_and_its_no_op_claims_hold(seed_store, dsl):
    """Every case the session captured (the 4.8.1 CI captures the whole suite): at least its
    measured number of exact passes, and every no-op claim (a pass that could not run) checked
    downstream: the replay that continued from it reproduced the next exact checkpoint."""
    if dsl["printer"]:
        pytest.skip("the IR printer works in this DSL: nothing is replayed")
    seen = 0
    for path in sorted(seed_store.glob("*/*/*/*/manifest.json")):
        b = bundle.load(path.parent)
        if not b.ok or b.method != "pass-replay":
            continue
        seen += 1
        minimum = _minimum_exact(b)
        exact = sum(p.exact is True for p in b.passes)
        if minimum is not None:
            assert exact >= minimum, f"{b.label}: {exact} exact passes, expected at least {minimum}"
        after = sorted(c["after"] for c in b.manifest.capture.replay["checkpoints"])
        matched = {c["after"]: c["replay_matched"] for c in b.manifest.capture.replay["checkpoints"]}
        for p in b.passes:
            if p.label == NOOP and p.name != "flatten-locs":
                assert "greedy driver with no pattern enabled changes nothing" in p.evidence, p.key
                nxt = next(a for a in after if a > p.index)
                # Unless a pass in between is known to rewrite and could not run (arith-expand with
                # a floordivsi present), the replay past the no-op reproduced the next exact state.
                between = b.passes[p.index : nxt - 1]
                if not any("not shown to be a no-op: present in the state before it" in q.evidence for q in between):
                    assert matched[nxt] is True, f"{b.label}: the replay past {p.key} missed the state after {nxt}"
    assert seen, "no pass-replay capture in the session store"


_FOLD_ONLY_PROBE = r"""
import json
from cutlass._mlir import ir, passmanager
from irscope.capture.replay.noop import FOLD_ONLY
CASES = {
    # arith.addi x, 0 folds to x
    "folds": "func.func @f(%x: i32) -> i32 { %c0 = arith.constant 0 : i32\n %y = arith.addi %x, %c0 : i32\n return %y : i32 }",
    # (x + 1) + 2 is a canonicalization pattern, not a fold: it must stay
    "pattern only": "func.func @f(%x: i32) -> i32 { %c1 = arith.constant 1 : i32\n %c2 = arith.constant 2 : i32\n"
    " %y = arith.addi %x, %c1 : i32\n %z = arith.addi %y, %c2 : i32\n return %z : i32 }",
    "dead op": "func.func @f(%x: i32) -> i32 { %c1 = arith.constant 1 : i32\n %y = arith.muli %x, %x : i32\n return %x : i32 }",
}
out = {}
with ir.Context():
    for name, text in CASES.items():
        m = ir.Module.parse(text)
        before = str(m)
        pm = passmanager.PassManager.parse(FOLD_ONLY)
        pm.run(m.operation)
        out[name] = str(m) != before
print(json.dumps(out))
"""


def test_the_fold_only_check_sees_folds_and_dead_ops_but_runs_no_pattern():
    """The check behind every no-op claim, on this DSL's MLIR: it must see what any greedy
    driver does besides its patterns (a fold, a dead op), and must not apply canonicalization
    patterns (else it would refuse claims for the wrong reason)."""
    proc = subprocess.run([sys.executable, "-c", _FOLD_ONLY_PROBE], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-2000:]
    changed = json.loads(proc.stdout.strip().splitlines()[-1])
    assert changed == {"folds": True, "pattern only": False, "dead op": True}


def _library_says(*needles: bytes) -> bool:
    import importlib.util
    from pathlib import Path

    spec = importlib.util.find_spec("cutlass")  # found, not imported
    assert spec and spec.submodule_search_locations
    libs = [p for d in spec.submodule_search_locations for p in Path(d).glob("_mlir/_mlir_libs/_cutlass_ir*.so")]
    assert libs
    return any(all(n in lib.read_bytes() for n in needles) for lib in libs)


_VARIANT = r"""
import json, sys, tempfile
from cutlass._mlir import ir, passmanager
from irscope.capture.replay.walk import set_option
from irscope.pipeline_text import with_dump_paths
spec = json.load(open(sys.argv[1]))
text = with_dump_paths(spec["text"].replace("<dump>", "/nonexistent"), tempfile.mkdtemp())
for name, value in spec["options"].items():
    text = set_option(text, name, value)
with ir.Context():
    module = ir.Module.parse(spec["input"])
    pm = passmanager.PassManager.parse(text)
    pm.enable_verifier(False)
    try:
        pm.run(module.operation)
        error = ""
    except Exception as exc:
        error = str(exc)
    print(json.dumps({"ir": module.operation.get_asm().rstrip("\n") + "\n", "error": error}))
"""


def test_every_checkpoint_is_the_state_its_variant_pipeline_stops_at(captured, dsl, tmp_path):
    """Each checkpoint the replay used, re-derived here from scratch: the real pipeline text with
    the checkpoint's options, run on the pipeline input in a fresh process, must stop at exactly
    the IR the bundle shows after that pass. (The bundle's PTX, cubin and SASS are compared
    with a plain compile by tests/capture/test_fidelity.py.)"""
    b = captured
    if dsl["printer"]:
        pytest.skip("the IR printer works in this DSL: nothing is replayed")
    checkpoints = [c for c in b.manifest.capture.replay["checkpoints"] if c.get("options")]
    assert checkpoints, "a 4.6+ replay finds at least one checkpoint variant"
    for c in checkpoints:
        spec = tmp_path / "variant.json"
        spec.write_text(json.dumps({"text": b.manifest.pipeline_text, "options": c["options"], "input": b.input_ir()}))
        proc = subprocess.run([sys.executable, "-c", _VARIANT, str(spec)], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr[-2000:]
        out = json.loads(proc.stdout.strip().splitlines()[-1])
        p = b.passes[c["after"] - 1]
        assert p.exact and p.label == "exact", p.key
        assert b.ir_after(p) == out["ir"], f"{p.key}: the replay's state differs from where {c['options']} stops"
        if "cubin-chip" in c["options"]:
            assert "cuda-compute-target" in out["error"], out["error"][:500]
    if any("cubin-chip" in c["options"] for c in checkpoints) and b.find_pass("dump-iket-cfg"):
        # 4.8.1: the cut before dump-iket-cfg, which it steps over as a pass that leaves the IR alone.
        assert any("dump-iket-cfg still runs before the failure" in c["how"] for c in checkpoints)


_IDENTITY_PROBE = r"""
import io, json, sys, tempfile
from pathlib import Path
from cutlass._mlir import ir
from irscope.capture.replay.walk import ReplayInput, Steps, _Checkpoints
from irscope.pipeline_text import parse_pipeline
spec = json.load(open(sys.argv[1]))
with ir.Context():
    buffer = io.BytesIO()
    ir.Module.parse(spec["input"]).operation.write_bytecode(buffer)
    run = ReplayInput(spec["text"], spec["expanded"], buffer.getvalue(), None)
    scratch = Path(tempfile.mkdtemp())
    checkpoints = _Checkpoints(run, parse_pipeline(spec["expanded"]), str(scratch), Steps(scratch / "progress", ()))
    print(json.dumps({name: checkpoints._leaves_ir_unchanged(name) for name in spec["names"]}))
"""


def test_a_pass_is_stepped_over_only_if_it_leaves_the_ir_unchanged(captured, dsl, tmp_path):
    """The check that lets the failure cut step over dump-iket-cfg: run alone on the pipeline's
    input, dump-iket-cfg changes nothing; a pass that does change it (cute-expand-ops, standing in
    for a dump pass that would rewrite the IR) is refused."""
    b = captured
    names = [p.name for p in b.passes]
    if dsl["printer"] or "dump-iket-cfg" not in names:
        pytest.skip("no dump-iket-cfg in this DSL's pipeline, or nothing is replayed")
    spec = tmp_path / "spec.json"
    spec.write_text(
        json.dumps(
            {
                "text": b.manifest.pipeline_text,
                "expanded": b.manifest.pipeline_expanded,
                "input": b.input_ir(),
                "names": ["dump-iket-cfg", "cute-expand-ops"],
            }
        )
    )
    proc = subprocess.run([sys.executable, "-c", _IDENTITY_PROBE, str(spec)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == {"dump-iket-cfg": True, "cute-expand-ops": False}
