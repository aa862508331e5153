"""No-op claims for passes the replay cannot run alone (pure logic; the fold-only check itself
runs under the DSL in tests/capture/test_dsl_smoke.py)."""

from __future__ import annotations

from irscope.capture.replay.noop import claim, non_llvm_float_types, rewritten_ops
from irscope.pipeline_text import parse_pipeline

# The passes as DSL 4.8.1's cute-to-nvvm prints them.
[INT_RANGE, VECTOR_TO_SCF, ARITH_EXPAND, MATH_TO_FUNCS, LEGALIZE, STRIDED, OPTIMIZE] = parse_pipeline(
    "builtin.module(int-range-optimizations,convert-vector-to-scf{full-unroll=false lower-scalable=false"
    " lower-tensors=false target-rank=1},arith-expand{include-bf16=false include-f4e2m1=false include-f8e8m0=false},"
    "convert-math-to-funcs{convert-ctlz=false min-width-of-fpowi-exponent=1},legalize-llvm-types,"
    "expand-strided-metadata,gpu.module(optimize-llvm-for-backend))"
)
CLEAN = {
    "builtin.module",
    "func.func",
    "arith.addi",
    "arith.remsi",
    "arith.divsi",
    "scf.for",
    "llvm.load",
    "llvm.store",
}


def test_a_pass_with_nothing_to_rewrite_and_nothing_to_fold_is_a_no_op():
    for spec in (VECTOR_TO_SCF, ARITH_EXPAND, MATH_TO_FUNCS, LEGALIZE, STRIDED):
        evidence, why_not = claim(spec, CLEAN, set(), fold_only_unchanged=True)
        assert evidence and not why_not, spec.name
        assert "greedy driver with no pattern enabled changes nothing" in evidence


def test_an_op_the_pass_rewrites_refuses_the_claim():
    # The copy kernel's state before arith-expand holds arith.floordivsi (DSL 4.8.1).
    evidence, why_not = claim(ARITH_EXPAND, CLEAN | {"arith.floordivsi"}, set(), True)
    assert evidence is None and why_not == "present in the state before it: arith.floordivsi"
    assert claim(MATH_TO_FUNCS, CLEAN | {"math.fpowi"}, set(), True)[0] is None
    assert claim(VECTOR_TO_SCF, CLEAN | {"vector.transfer_read"}, set(), True)[0] is None
    assert claim(VECTOR_TO_SCF, CLEAN | {"vector.print"}, set(), True)[0] is None
    # Vector ops its patterns are not rooted at (the copy kernels' vector.extract) do not refuse it.
    assert claim(VECTOR_TO_SCF, CLEAN | {"vector.extract", "vector.to_elements"}, set(), True)[0]
    assert claim(STRIDED, CLEAN | {"memref.subview"}, set(), True)[0] is None
    assert claim(LEGALIZE, CLEAN, {"f8E4M3FN"}, True)[0] is None


def test_options_widen_what_the_pass_rewrites():
    [with_bf16, with_ctlz] = parse_pipeline(
        "builtin.module(arith-expand{include-bf16=true},convert-math-to-funcs{convert-ctlz=true})"
    )
    assert rewritten_ops(ARITH_EXPAND, {"arith.extf"}, ()) == (True, "")
    assert rewritten_ops(with_bf16, {"arith.extf"}, ()) == (True, "arith.extf")
    assert rewritten_ops(MATH_TO_FUNCS, {"math.ctlz"}, ()) == (True, "")
    assert rewritten_ops(with_ctlz, {"math.ctlz"}, ()) == (True, "math.ctlz")


def test_what_the_greedy_driver_would_fold_refuses_the_claim():
    evidence, why_not = claim(ARITH_EXPAND, CLEAN, set(), fold_only_unchanged=False)
    assert evidence is None and "changes this module" in why_not


def test_range_rewrites_and_unknown_patterns_are_never_claimed():
    assert claim(INT_RANGE, CLEAN, set(), True)[0] is None
    assert "range analysis" in claim(INT_RANGE, CLEAN, set(), True)[1]
    # Where its greedy driver alone changes the module (every 4.8.1 kernel), it is no no-op at all.
    assert claim(INT_RANGE, CLEAN, set(), False)[1].startswith("not a no-op: the greedy driver it runs")
    assert claim(OPTIMIZE, CLEAN, set(), True) == (None, "what it rewrites is not known")


def test_float_types_llvm_cannot_hold():
    text = "%a = llvm.load %p : !llvm.ptr -> vector<4xf8E4M3FN>\n%b = arith.extf %x : bf16 to f32 // f16 tf32 f4E2M1FN"
    assert non_llvm_float_types(text) == {"f8E4M3FN", "tf32", "f4E2M1FN"}
    assert non_llvm_float_types("bf16 f16 f32 f64 !cute.memref<f16>") == set()
