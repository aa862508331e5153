"""views/explain_text.render: the text of `irscope explain` for each mode (the lines with memory
instructions, --all, --line detail with and without the SASS text, a capture without SASS), on
a hand-made explanation: files changing, quiet lines, unmapped instructions, local memory."""

from __future__ import annotations

import pytest

from irscope.analysis.explain import Access, Explanation, LineReport
from irscope.analysis.follow import PassOps
from irscope.views.explain_text import render

K = "kernels/add.py"


def _line(line, text, accesses=(), sass=(), ptx=(), ptx_lines=(), shown=K):
    return LineReport(shown, shown, line, text, tuple(accesses), tuple(sass), tuple(ptx), tuple(ptx_lines))


LDG = Access("LDG.E", "LDG", "global", "32", 16, 16)
STG = Access("STG.E.128", "STG", "global", "128", 4, 0)
STL = Access("STL", "STL", "local", "32", 2, 0)
LINES = (
    _line(10, "a = b", [LDG], sass=range(1, 17), ptx=[("ld.global.f32", 16)], ptx_lines=range(1, 17)),
    _line(11, "i = 0", sass=[17, 18]),
    _line(12, "", [STG, STL], sass=[19, 20, 21, 22, 23, 24]),
    _line(40, "helper()", sass=[25], shown="kernels/helper.py"),
    _line(41, "c = d", [STG], sass=[26, 27, 28, 29], shown="kernels/helper.py"),
    _line(13, "", ptx=[("st.global.v4.f32", 1)], ptx_lines=[30]),
)
COMPARED = {"status": "compared", "summary": "line info did not change the code"}
EXPL = Explanation("add:v1@sm_90a", K, LINES, 3, COMPARED)
SASS = [f"  /*{i:04x}*/  INSTR{i} R{i} ;" for i in range(1, 40)]
EMPTY = Explanation("add:v2@sm_90a", K, (_line(11, "i = 0", sass=[1]),), 0, {"status": "skipped"}, has_sass=False)
PASSES = (
    PassOps("input", 0, "ir/input.mlir", (3, 4), (("cute.copy", 2),), False),
    PassOps("cute-expand-ops#1", 4, "ir/004.mlir", (7, 8, 9), (("cute.slice", 3), ("cute.copy", 2)), True),
    PassOps("convert-to-llvm#1", 21, "ir/021.mlir", (11,), (("llvm.load", 16),), True),
)
LONG = Explanation(
    "add:v1@sm_90a",
    K,
    (
        LineReport(K, K, 20, "big()", (LDG,), tuple(range(1, 53)), (), (), PASSES),
        LineReport(K, K, 21, "gone()", (), (), (), (), (PassOps("input", 0, "ir/input.mlir", (), (), False),)),
        LineReport(K, K, 22, "mlir_only()", (), (), (), (), PASSES[:1]),
        LineReport(
            K,
            K,
            23,
            "smem()",
            (Access("LDS.128", "LDS", "shared", "128", 1, 1), Access("STS.64", "STS", "shared", "64", 4, 2)),
            (53, 54, 55, 56, 57),
            (("ld.shared.v4.f32", 1), ("st.shared.v2.f32", 4)),
            (31, 32),
        ),
    ),
    0,
    COMPARED,
)
RENDERS = {
    "summary": lambda: render(EXPL),
    "everything": lambda: render(EXPL, everything=True),
    "detail": lambda: render(EXPL, detail=True, sass=SASS),
    "detail-without-sass-text": lambda: render(EXPL, detail=True),
    "nothing": lambda: render(EMPTY),
    "nothing-detail": lambda: render(EMPTY, detail=True),
    "no-reference-detail": lambda: render(Explanation("x", K, (), 0, {}), detail=True),
    "detail-passes-and-long": lambda: render(LONG, detail=True, sass=SASS),
    "summary-passes-and-long": lambda: render(LONG, everything=True),
}
EXPECTED = {
    "summary": "add:v1@sm_90a  kernels/add.py\nline info did not change the code\n\nline 10 `a = b`: 16 x LDG.E (32-bit) — not vectorized\n    all 16 LDG.E predicated; PTX 16 x ld.global.f32\nline 12:\n    4 x STG.E.128 (128-bit)\n    2 x STL (32-bit)\n\nkernels/helper.py:\nline 41 `c = d`: 4 x STG.E.128 (128-bit)\n\nkernels/add.py:\nline 13: PTX 1 x st.global.v4.f32\n\nno memory instructions from lines 11 (--all lists them)\n\n3 SASS instruction(s) have no source line\n\nlocal memory (spills, or arrays kept in local memory), by source line:\n  kernels/add.py:12: 2 x STL (8 B), 0 x LDL (0 B)\n",
    "everything": "add:v1@sm_90a  kernels/add.py\nline info did not change the code\n\nline 10 `a = b`: 16 x LDG.E (32-bit) — not vectorized\n    all 16 LDG.E predicated; PTX 16 x ld.global.f32\nline 11 `i = 0`: 2 SASS instruction(s), none accessing memory\nline 12:\n    4 x STG.E.128 (128-bit)\n    2 x STL (32-bit)\n\nkernels/helper.py:\nline 40 `helper()`: 1 SASS instruction(s), none accessing memory\nline 41 `c = d`: 4 x STG.E.128 (128-bit)\n\nkernels/add.py:\nline 13: PTX 1 x st.global.v4.f32\n\n3 SASS instruction(s) have no source line\n\nlocal memory (spills, or arrays kept in local memory), by source line:\n  kernels/add.py:12: 2 x STL (8 B), 0 x LDL (0 B)\n",
    "detail": "add:v1@sm_90a  kernels/add.py\nline info did not change the code\n\nline 10 `a = b`  (kernels/add.py:10)\n  SASS: 16 instruction(s) at module.sass lines 1-16\n    16 x LDG.E (32-bit) — not vectorized, 16 predicated\n      /*0001*/  INSTR1 R1 ;\n      /*0002*/  INSTR2 R2 ;\n      /*0003*/  INSTR3 R3 ;\n      /*0004*/  INSTR4 R4 ;\n      /*0005*/  INSTR5 R5 ;\n      /*0006*/  INSTR6 R6 ;\n      /*0007*/  INSTR7 R7 ;\n      /*0008*/  INSTR8 R8 ;\n      /*0009*/  INSTR9 R9 ;\n      /*000a*/  INSTR10 R10 ;\n      /*000b*/  INSTR11 R11 ;\n      /*000c*/  INSTR12 R12 ;\n      /*000d*/  INSTR13 R13 ;\n      /*000e*/  INSTR14 R14 ;\n      /*000f*/  INSTR15 R15 ;\n      /*0010*/  INSTR16 R16 ;\n  PTX: 16 instruction(s) under its .loc; 16 x ld.global.f32\nline 11 `i = 0`  (kernels/add.py:11)\n  SASS: 2 instruction(s) at module.sass lines 17-18\n      /*0011*/  INSTR17 R17 ;\n      /*0012*/  INSTR18 R18 ;\n  PTX: 0 instruction(s) under its .loc; no memory instructions\nline 12  (kernels/add.py:12)\n  SASS: 6 instruction(s) at module.sass lines 19-24\n    4 x STG.E.128 (128-bit)\n    2 x STL (32-bit)\n      /*0013*/  INSTR19 R19 ;\n      /*0014*/  INSTR20 R20 ;\n      /*0015*/  INSTR21 R21 ;\n      /*0016*/  INSTR22 R22 ;\n      /*0017*/  INSTR23 R23 ;\n      /*0018*/  INSTR24 R24 ;\n  PTX: 0 instruction(s) under its .loc; no memory instructions\n\nkernels/helper.py:\nline 40 `helper()`  (kernels/helper.py:40)\n  SASS: 1 instruction(s) at module.sass lines 25\n      /*0019*/  INSTR25 R25 ;\n  PTX: 0 instruction(s) under its .loc; no memory instructions\nline 41 `c = d`  (kernels/helper.py:41)\n  SASS: 4 instruction(s) at module.sass lines 26-29\n    4 x STG.E.128 (128-bit)\n      /*001a*/  INSTR26 R26 ;\n      /*001b*/  INSTR27 R27 ;\n      /*001c*/  INSTR28 R28 ;\n      /*001d*/  INSTR29 R29 ;\n  PTX: 0 instruction(s) under its .loc; no memory instructions\n\nkernels/add.py:\nline 13  (kernels/add.py:13)\n  SASS: 0 instruction(s)\n  PTX: 1 instruction(s) under its .loc; 1 x st.global.v4.f32\n\n3 SASS instruction(s) have no source line\n",
    "detail-without-sass-text": "add:v1@sm_90a  kernels/add.py\nline info did not change the code\n\nline 10 `a = b`  (kernels/add.py:10)\n  SASS: 16 instruction(s) at module.sass lines 1-16\n    16 x LDG.E (32-bit) — not vectorized, 16 predicated\n  PTX: 16 instruction(s) under its .loc; 16 x ld.global.f32\nline 11 `i = 0`  (kernels/add.py:11)\n  SASS: 2 instruction(s) at module.sass lines 17-18\n  PTX: 0 instruction(s) under its .loc; no memory instructions\nline 12  (kernels/add.py:12)\n  SASS: 6 instruction(s) at module.sass lines 19-24\n    4 x STG.E.128 (128-bit)\n    2 x STL (32-bit)\n  PTX: 0 instruction(s) under its .loc; no memory instructions\n\nkernels/helper.py:\nline 40 `helper()`  (kernels/helper.py:40)\n  SASS: 1 instruction(s) at module.sass lines 25\n  PTX: 0 instruction(s) under its .loc; no memory instructions\nline 41 `c = d`  (kernels/helper.py:41)\n  SASS: 4 instruction(s) at module.sass lines 26-29\n    4 x STG.E.128 (128-bit)\n  PTX: 0 instruction(s) under its .loc; no memory instructions\n\nkernels/add.py:\nline 13  (kernels/add.py:13)\n  SASS: 0 instruction(s)\n  PTX: 1 instruction(s) under its .loc; 1 x st.global.v4.f32\n\n3 SASS instruction(s) have no source line\n",
    "nothing": "add:v2@sm_90a  kernels/add.py\nline info: not compared with a plain compile (skipped)\nno SASS in this capture (captured with --no-sass): PTX only\n\nno memory instructions from lines 11 (--all lists them)\nno source line produced global or shared memory instructions\n",
    "nothing-detail": "add:v2@sm_90a  kernels/add.py\nline info: not compared with a plain compile (skipped)\nno SASS in this capture (captured with --no-sass): PTX only\n\nline 11 `i = 0`  (kernels/add.py:11)\n  SASS: 1 instruction(s) at module.sass lines 1\n  PTX: 0 instruction(s) under its .loc; no memory instructions\n",
    "no-reference-detail": "x  kernels/add.py\nline info: not compared with a plain compile (unknown)\n",
    "detail-passes-and-long": "add:v1@sm_90a  kernels/add.py\nline info did not change the code\n\nline 20 `big()`  (kernels/add.py:20)\n  SASS: 52 instruction(s) at module.sass lines 1-52\n    16 x LDG.E (32-bit) — not vectorized, 16 predicated\n      /*0001*/  INSTR1 R1 ;\n      /*0002*/  INSTR2 R2 ;\n      /*0003*/  INSTR3 R3 ;\n      /*0004*/  INSTR4 R4 ;\n      /*0005*/  INSTR5 R5 ;\n      /*0006*/  INSTR6 R6 ;\n      /*0007*/  INSTR7 R7 ;\n      /*0008*/  INSTR8 R8 ;\n      /*0009*/  INSTR9 R9 ;\n      /*000a*/  INSTR10 R10 ;\n      /*000b*/  INSTR11 R11 ;\n      /*000c*/  INSTR12 R12 ;\n      /*000d*/  INSTR13 R13 ;\n      /*000e*/  INSTR14 R14 ;\n      /*000f*/  INSTR15 R15 ;\n      /*0010*/  INSTR16 R16 ;\n      /*0011*/  INSTR17 R17 ;\n      /*0012*/  INSTR18 R18 ;\n      /*0013*/  INSTR19 R19 ;\n      /*0014*/  INSTR20 R20 ;\n      /*0015*/  INSTR21 R21 ;\n      /*0016*/  INSTR22 R22 ;\n      /*0017*/  INSTR23 R23 ;\n      /*0018*/  INSTR24 R24 ;\n      /*0019*/  INSTR25 R25 ;\n      /*001a*/  INSTR26 R26 ;\n      /*001b*/  INSTR27 R27 ;\n      /*001c*/  INSTR28 R28 ;\n      /*001d*/  INSTR29 R29 ;\n      /*001e*/  INSTR30 R30 ;\n      /*001f*/  INSTR31 R31 ;\n      /*0020*/  INSTR32 R32 ;\n      /*0021*/  INSTR33 R33 ;\n      /*0022*/  INSTR34 R34 ;\n      /*0023*/  INSTR35 R35 ;\n      /*0024*/  INSTR36 R36 ;\n      /*0025*/  INSTR37 R37 ;\n      /*0026*/  INSTR38 R38 ;\n      /*0027*/  INSTR39 R39 ;\n      ... 13 more\n  PTX: 0 instruction(s) under its .loc; no memory instructions\n  MLIR: the ops carrying this line, after each pass that changed them\n    input                 2 op(s)  cute.copy x2\n    cute-expand-ops#1     5 op(s)  new: cute.slice x3\n    convert-to-llvm#1    16 op(s)  new: llvm.load x16; gone: cute.slice, cute.copy\nline 21 `gone()`  (kernels/add.py:21)\n    nothing in this capture comes from this line\nline 22 `mlir_only()`  (kernels/add.py:22)\n  SASS: 0 instruction(s)\n  PTX: 0 instruction(s) under its .loc; no memory instructions\n  MLIR: the ops carrying this line, after each pass that changed them\n    input     2 op(s)  cute.copy x2\nline 23 `smem()`  (kernels/add.py:23)\n  SASS: 5 instruction(s) at module.sass lines 53-57\n    1 x LDS.128 (128-bit), 1 predicated\n    4 x STS.64 (64-bit) — partly vectorized, 2 predicated\n  PTX: 2 instruction(s) under its .loc; 1 x ld.shared.v4.f32, 4 x st.shared.v2.f32\n",
    "summary-passes-and-long": "add:v1@sm_90a  kernels/add.py\nline info did not change the code\n\nline 20 `big()`: 16 x LDG.E (32-bit) — not vectorized\n    all 16 LDG.E predicated\nline 21 `gone()`: 0 SASS instruction(s), none accessing memory\nline 22 `mlir_only()`: 0 SASS instruction(s), none accessing memory\nline 23 `smem()`:\n    1 x LDS.128 (128-bit)\n    4 x STS.64 (64-bit) — partly vectorized\n    1 LDS.128 predicated; 2 STS.64 predicated; PTX 1 x ld.shared.v4.f32, 4 x st.shared.v2.f32\n\nlocal memory: no line's SASS stores or loads local memory (no spills)\n",
}


@pytest.mark.parametrize("mode", list(RENDERS))
def test_the_text_of_each_mode(mode: str) -> None:
    assert RENDERS[mode]() == EXPECTED[mode]


@pytest.mark.parametrize("mode", list(RENDERS))
def test_no_mode_prints_a_run_of_blank_lines(mode: str) -> None:
    """One blank line parts the sections; an instruction the SASS text lacks prints nothing."""
    text = RENDERS[mode]()
    assert "\n\n\n" not in text and not any(line.isspace() for line in text.splitlines())


@pytest.mark.parametrize(
    ("ptx_ops", "verdict"),
    [
        ((("ld.global.u64", 1),), "not vectorized"),  # one 64-bit element (atomics.py's gBig[tidx])
        ((("ld.global.f64", 2),), "not vectorized"),
        ((("ld.global.v2.f32", 1),), "partly vectorized"),  # two f32 in one access
        ((("ld.global.v2.u32", 1), ("ld.global.u64", 1)), "partly vectorized"),
        ((), "partly vectorized"),  # no PTX on the line: the width is all there is
    ],
)
def test_a_64_bit_access_of_one_64_bit_element_is_not_vectorized(ptx_ops, verdict) -> None:
    """LDG.E.64 is what `ld.global.f64` and `ld.global.v2.f32` both become; only the second is
    (partly) vectorized. An i64 load read `partly vectorized` (*failed before*)."""
    from irscope.analysis.explain import _with_ptx_vectors

    (a,) = _with_ptx_vectors((Access("LDG.E.64", "LDG", "global", "64", 1, 0),), ptx_ops)
    assert a.verdict == verdict
