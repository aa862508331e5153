"""The location and line-table parsers on small texts written to hit their edge cases (the real
captures are covered in test_capture_lineinfo / test_explain)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from irscope.analysis.lineinfo import ptx_lines, sass_line_table, sass_lines
from irscope.analysis.locations import SourcePos, line_locations, op_name

K = "/w/k.py"


def positions(text: str) -> dict[int, tuple[str, ...]]:
    return {i: tuple(str(p) for p in ps) for i, ps in line_locations(text).by_line.items()}


def test_aliases_names_fused_and_callsites() -> None:
    text = "\n".join(
        [
            f'#loc = loc("{K}":67:0)',
            "module {",
            "  %0 = cute.copy(%a) : i32 loc(#loc3)",  # a name location, defined below
            '  %1 = arith.addi %0, %0 : i32 loc(fused<#di_subprogram>[#loc2, "/w/other.py":3:1])',
            f'  %2 = arith.muli %1, %1 : i32 loc(callsite("{K}":5:2 at "{K}":9:4))',
            "  %3 = arith.constant 1 : i32 loc(unknown)",
            f'  %4 = arith.constant 2 : i32 loc("{K}":7:1 to 7:9)',
            "}",
            f'#loc2 = loc("{K}":61:4)',
            '#loc3 = loc("cute.copy(a, b) \\22quoted\\22 loc(x)"(#loc2))',
        ]
    )
    assert positions(text) == {
        2: (f"{K}:61:4",),
        3: (f"{K}:61:4", "/w/other.py:3:1"),
        4: (f"{K}:5:2", f"{K}:9:4"),  # callee first
        6: (f"{K}:7:1",),
    }
    assert [op_name(x) for x in text.splitlines()[1:5]] == [None, "cute.copy", "arith.addi", "arith.muli"]


def test_an_op_with_regions_gets_the_location_after_its_last_brace() -> None:
    text = "\n".join(
        [
            "module {",
            "  scf.if %c {",
            f'    %0 = arith.constant 1 : i32 loc("{K}":2:1)',
            "  } else {",
            "    scf.yield",
            f'  }} loc("{K}":40:5)',
            f'}} loc("{K}":1:0)',
        ]
    )
    found = positions(text)
    assert found[1] == found[5] == (f"{K}:40:5",)
    assert found[0] == (f"{K}:1:0",)
    assert 4 not in found  # scf.yield has no location of its own here
    assert op_name(text.splitlines()[1]) == "scf.if" and op_name(text.splitlines()[5]) is None


def test_block_argument_locations_are_not_the_ops() -> None:
    text = f'func.func @f(%arg0: i32 loc("{K}":3:3)) {{\n  return\n}} loc("{K}":1:1)\n'
    assert positions(text) == {0: (f"{K}:1:1",), 2: (f"{K}:1:1",)}


def test_cyclic_or_missing_aliases_resolve_to_nothing() -> None:
    text = "%0 = a.b loc(#loc1)\n%1 = a.c loc(#loc9)\n#loc1 = loc(#loc2)\n#loc2 = loc(#loc1)\n"
    assert positions(text) == {}


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=list('#loc()"[]<>:,at fusedcallsite%=0123456789\\\n{}'), max_size=200))
def test_any_text_parses_without_raising(text: str) -> None:
    for ps in line_locations(text).by_line.values():
        assert all(isinstance(p, SourcePos) for p in ps)


PTX = """\
.visible .entry k0(
\t.param .u64 k0_param_0
)
{
\t.loc\t1 10 4
\tld.global.f32 \t%f1, [%rd1];
$L__BB0_2:
\t@%p1 bra \t$L__BB0_4;
\t.loc\t1 11 8
\tst.global.f32 \t[%rd1], %f1;
}
.visible .entry k1()
{
\tret;
}
\t.file\t1 "/w/k.py"
"""


def test_ptx_locs_hold_until_the_next_and_stop_at_a_function() -> None:
    found = {p.line: str(p.pos) for p in ptx_lines(PTX)}
    assert found == {6: f"{K}:10:4", 8: f"{K}:10:4", 10: f"{K}:11:8"}  # not k1's ret


SASS = """\
\t.section\t.text.k0,"ax",@progbits
        /*0000*/                   LDG.E R0, desc[UR4][R2.64] ;
        /*0010*/                   STG.E desc[UR4][R2.64], R0 ;
\t.section\t.text.k1,"ax",@progbits
        /*0000*/                   EXIT ;
\t.section\t.nv.info,"",@"SHT_CUDA_INFO"
        /*0000*/ \t.byte\t0x04, 0x2f
"""

ANNOTATED = """\
\t.section\t.text.k0,"ax",@progbits
\t//## File "/w/k.py", line 10
\t//## File ".nv_debug_ptx_txt", line 6
        /*0000*/                   LDG.E R0, desc[UR4][R2.64] ;
\t//## File "/w/k.py", line 11
\t//## File ".nv_debug_ptx_txt", line 10
        /*0010*/                   STG.E desc[UR4][R2.64], R0 ;
\t.section\t.text.k1,"ax",@progbits
\t//## File "/w/k.py", line 20
        /*0000*/                   EXIT ;
"""


def test_sass_joins_by_function_and_address_and_takes_columns_from_ptx() -> None:
    table = sass_line_table(ANNOTATED)
    assert table[("k1", 0)] == (SourcePos(K, 20), None)  # same address, other function; -gp state reset
    found = {(s.line, s.function): (str(s.pos), s.ptx_line) for s in sass_lines(SASS, ANNOTATED, PTX)}
    assert found == {
        (2, "k0"): (f"{K}:10:4", 6),
        (3, "k0"): (f"{K}:11:8", 10),
        (5, "k1"): (f"{K}:20:0", None),
    }


# A warpgroup MMA kernel as the DSL prints it (tests/analysis/fixtures/kinds/wgmma_8bit.py, e4m3):
# `cute.gemm` on line 50 issues two wgmma.mma_async from inline asm, and nvdisasm's rows give
# the first QGMMA the row of the wgmma.fence before it (line 57, PTX line 8) and the second the
# row of a mov (line 43, PTX line 19): explain read them as lines 57 and 43, line 50 as none.
WGMMA_PTX = """\
.visible .entry kern(
\t.param .u64 kern_param_0
)
{
\t.loc\t1 44 11
\tadd.s32 \t%r27, %r7, %r7;
\t.loc\t1 57 0
\twgmma.fence.sync.aligned;
\t.loc\t1 50 8
\tmov.b32 \t%r5, 0;
\t// begin inline asm
\t{
.reg .pred p;
setp.ne.b32 p, %r5, 0;
wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {%f1, %f2}, %rd5, %rd6, p, 1,  1;
}
\t// end inline asm
\t.loc\t1 43 11
\tmov.b64 \t%rd8, {%r26, %r25};
\t.loc\t1 50 8
\t// begin inline asm
\t{
.reg .pred p;
setp.ne.b32 p, %r6, 0;
wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {%f1, %f2}, %rd7, %rd8, p, 1,  1;
}
\t// end inline asm
\t.loc\t1 53 4
\twgmma.wait_group.sync.aligned \t0;
\tret;
}
\t.file\t1 "/w/k.py"
"""
WGMMA_SASS = """\
\t.section\t.text.kern,"ax",@progbits
        /*0300*/                   WARPGROUP.ARRIVE ;
        /*0310*/                   QGMMA.64x64x32.F32.E4M3.E4M3 R24, gdesc[UR4], RZ, !UPT ;
        /*0350*/                   UMOV UR7, 0x80000020 ;
        /*0360*/                   QGMMA.64x64x32.F32.E4M3.E4M3 R24, gdesc[UR4], R24, gsb0 ;
        /*0370*/                   WARPGROUP.DEPBAR.LE gsb0, 0x0 ;
"""


def _wgmma_annotated(first_row: int = 8) -> str:
    return f"""\
\t.section\t.text.kern,"ax",@progbits
\t//## File "/w/k.py", line 57
\t//## File ".nv_debug_ptx_txt", line {first_row}
        /*0300*/                   WARPGROUP.ARRIVE ;
        /*0310*/                   QGMMA.64x64x32.F32.E4M3.E4M3 R24, gdesc[UR4], RZ, !UPT ;
\t//## File "/w/k.py", line 43
\t//## File ".nv_debug_ptx_txt", line 19
        /*0350*/                   UMOV UR7, 0x80000020 ;
        /*0360*/                   QGMMA.64x64x32.F32.E4M3.E4M3 R24, gdesc[UR4], R24, gsb0 ;
\t//## File "/w/k.py", line 53
\t//## File ".nv_debug_ptx_txt", line 29
        /*0370*/                   WARPGROUP.DEPBAR.LE gsb0, 0x0 ;
"""


def test_mmas_take_the_line_of_their_ptx_instruction_in_order() -> None:
    """*Failed before*: the two QGMMAs read lines 57 and 43; line 50 had no MMA."""
    found = {s.line: (str(s.pos), s.ptx_line) for s in sass_lines(WGMMA_SASS, _wgmma_annotated(), WGMMA_PTX)}
    assert found == {
        2: (f"{K}:57:0", 8),  # WARPGROUP.ARRIVE: the fence's own row, kept
        3: (f"{K}:50:8", 15),  # the first wgmma.mma_async (PTX line 15)
        4: (f"{K}:43:11", 19),  # UMOV: the mov's row, kept
        5: (f"{K}:50:8", 25),  # the second wgmma.mma_async (PTX line 25)
        6: (f"{K}:53:4", 29),
    }


def test_mmas_keep_their_rows_where_the_pairing_does_not_hold() -> None:
    """Another count of MMAs on either side, or a row that names the other MMA's PTX line (the
    order did not hold): the rows stay as nvdisasm gave them."""
    one_ptx_mma = WGMMA_PTX.replace(
        "wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {%f1, %f2}, %rd7", "mov.b64 %rd9"
    )
    for ptx, annotated in ((one_ptx_mma, _wgmma_annotated()), (WGMMA_PTX, _wgmma_annotated(first_row=25))):
        rows = {s.line: s.ptx_line for s in sass_lines(WGMMA_SASS, annotated, ptx)}
        assert rows[5] == 19 and rows[3] == rows[2]


def test_code_comparison_reports_what_line_info_changed() -> None:
    from irscope.analysis.code_compare import CodeTexts, compare_code
    from irscope.pipeline_text import PassSpec

    plain = CodeTexts(PTX.replace('\t.file\t1 "/w/k.py"\n', ""), SASS)
    same = compare_code(plain, CodeTexts(PTX, SASS))
    assert same.code_identical and same.ptx_identical and same.sass_identical
    assert "did not change the code" in same.summary()
    wider = SASS.replace("LDG.E R0", "LDG.E.128 R0")
    changed = compare_code(plain, CodeTexts(PTX, wider))
    assert not changed.code_identical and changed.sass_identical is False
    assert changed.stats_differences == ("k0: LDG 128-bit 0 -> 1", "k0: LDG 32-bit 1 -> 0")
    assert "changed the code" in changed.summary()
    a = (PassSpec("cse", "", "builtin.module"), PassSpec("x", "o=1 ptx-options={-O3}", "builtin.module"))
    b = (PassSpec("cse", "", "builtin.module"), PassSpec("x", "o=1 ptx-options={-O3 -lineinfo}", "builtin.module"))
    b += (PassSpec("ensure-debug-info-scope-on-llvm-func", "", "builtin.module"),)
    assert compare_code(plain, plain, a, b).pipeline_changes == (
        "~ x without ptx-options={-O3}, with ptx-options={-O3 -lineinfo}",
        "+ ensure-debug-info-scope-on-llvm-func",
    )


def test_code_comparison_says_what_it_could_not_compare() -> None:
    from irscope.analysis.code_compare import CodeTexts, compare_code

    ptx_only = compare_code(CodeTexts(PTX, None), CodeTexts(PTX, SASS))
    assert ptx_only.sass_identical is None and ptx_only.code_identical
    assert "PTX (normalized)" in ptx_only.summary() and "SASS not compared" in ptx_only.summary()
    assert compare_code(CodeTexts(None, None), CodeTexts(PTX, SASS)).summary().startswith("not compared")


def test_a_blank_line_inside_inline_asm_is_no_code_change() -> None:
    """DSL 4.8.1's line-info PTX of copy_tma has a blank line inside an inline asm block (after a
    `.loc` there) that the plain compile has not: the code is the same, and so says the check."""
    from irscope.analysis.code_compare import CodeTexts, compare_code

    asm = "\t// begin inline asm\n\t{\n\tDONE: \n\t}\n\t// end inline asm\n"
    plain = PTX.replace('\t.file\t1 "/w/k.py"\n', "").replace("\tret;", asm + "\tret;")
    lineinfo = PTX.replace("\tret;", asm.replace("\t}\n", "\t}\n\n") + "\tret;")
    same = compare_code(CodeTexts(plain, SASS), CodeTexts(lineinfo, SASS))
    assert same.ptx_identical is True, same.summary()
    wider = lineinfo.replace("DONE: ", "DONE: \n\tbra.uni DONE;")
    assert compare_code(CodeTexts(plain, SASS), CodeTexts(wider, SASS)).ptx_identical is False
