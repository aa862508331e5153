"""bundle_stats on real captures: the numbers the issue asks irscope to show, and the JSON schema."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import jsonschema
import pytest

from irscope.analysis.launch_config import parse_launch_configs
from irscope.analysis.ptx_stats import ptx_function_stats
from irscope.analysis.sass_stats import sass_function_stats
from irscope.analysis.stats import bundle_stats, compare_ptx_sass, stats_document
from tests.analysis.conftest import load

SCHEMA = json.loads(resources.files("irscope.schema").joinpath("stats.schema.json").read_text())


def _sass(body: str) -> str:
    return f'\t.section\t.text.k,"ax",@progbits\n{body}\n'


PTX_V4 = ".visible .entry k(\n)\n{\n\tld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1];\n\tret;\n}\n"


def test_split_vector_loads_are_flagged() -> None:
    sass = _sass(
        "\n".join(f"        /*00{i}0*/                   LDG.E R{i}, desc[UR4][R2.64+0x{4 * i:x}] ;" for i in range(4))
    )
    (d,) = compare_ptx_sass(ptx_function_stats(PTX_V4)[0], sass_function_stats(sass)[0])
    assert d.kind == "split" and d.ptx == {"128": 1} and d.sass == {"32": 4}
    assert d.message == (
        "PTX ld.global: 1 x 128-bit; SASS LDG: 4 x 32-bit: the 128-bit accesses were split into narrower ones"
    )


def test_agreeing_and_merged_and_recounted_accesses() -> None:
    ptx = ptx_function_stats(PTX_V4)[0]
    same = sass_function_stats(_sass("        /*0000*/                   LDG.E.128 R4, desc[UR4][R2.64] ;"))[0]
    assert compare_ptx_sass(ptx, same) == ()
    twice = sass_function_stats(
        _sass(
            "        /*0000*/   LDG.E.128 R4, desc[UR4][R2.64] ;\n        /*0010*/   LDG.E.128 R8, desc[UR4][R2.64] ;"
        )
    )[0]
    (d,) = compare_ptx_sass(ptx, twice)
    assert d.kind == "count"
    scalar = ptx_function_stats(".entry k(\n)\n{\n\tld.global.f32 %f1, [%rd1];\n\tld.global.f32 %f2, [%rd1+4];\n}\n")[0]
    merged = sass_function_stats(_sass("        /*0000*/                   LDG.E.64 R4, desc[UR4][R2.64] ;"))[0]
    (d,) = compare_ptx_sass(scalar, merged)
    assert d.kind == "merged"


def test_a_store_to_a_peer_ctas_shared_memory_is_a_shared_store() -> None:
    """`STAS [R8.64], R4` (mixed_input_fmha and mla_decode on sm_100a, after tcgen05.alloc of a CTA
    pair) was listed as an unknown memory opcode, and the PTX's st.async (counted as st.shared)
    had no SASS beside it (*failed before*). (A synchronous st.shared::cluster becomes ST.E: the
    test below.)"""
    ptx_store = "st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%r1], %r2, [%r3]"
    ptx = ptx_function_stats(f".entry k(\n)\n{{\n\t{ptx_store};\n}}\n")[0]
    (sass,) = sass_function_stats(_sass("        /*8650*/                   STAS [R8.64], R4 ;"))
    assert sass.counts["STAS"] == {"32": 1} and sass.other == {}
    assert ptx.widths["st.shared"] == {"32": 1}
    assert compare_ptx_sass(ptx, sass) == ()


def test_a_peer_ctas_shared_memory_through_generic_ld_and_st_is_no_disagreement() -> None:
    """On sm_90a and sm_100a ptxas makes ld.shared::cluster and st.shared::cluster generic `LD.E` /
    `ST.E` (tests/analysis/fixtures/kinds/cache_hints.py): they were counted as ld.shared / st.shared
    and reported as PTX/SASS count disagreements with LDS / STS, which have none of them
    (*failed before*), while the LD and ST stood beside nothing."""
    ptx = ptx_function_stats(
        ".entry k(\n)\n{\n\tst.shared.u32 [%r2], %r12;\n\tld.shared::cluster.u32 %r19, [%r1];\n"
        "\tst.shared::cluster.u32 [%r1], %r4;\n}\n"
    )[0]
    (sass,) = sass_function_stats(
        _sass(
            "        /*01b0*/                   STS [R9+UR4], R0 ;\n"
            "        /*0320*/                   LD.E R7, [R4] ;\n"
            "        /*0420*/                   ST.E [R4], R11 ;"
        )
    )
    assert compare_ptx_sass(ptx, sass) == ()
    assert ptx.ops["ld.shared::cluster"] == {"u32": 1} and ptx.ops["st.shared"] == {"u32": 1}
    # A generic PTX load ptxas resolved to a global one: said on both pairs.
    resolved = ptx_function_stats(".entry k(\n)\n{\n\tld.u32 %r1, [%rd1];\n}\n")[0]
    (ldg,) = sass_function_stats(_sass("        /*0000*/                   LDG.E R1, desc[UR4][R2.64] ;"))
    assert sorted(d.ptx_ops for d in compare_ptx_sass(resolved, ldg)) == [
        ("ld.generic", "ld.shared::cluster"),
        ("ld.global",),
    ]


PTX_LOCAL_ARRAY = """.visible .entry k(
)
{
\t.local .align 16 .b8 \t__local_depot0[32];
\tst.local.v4.f32 \t[%rd1], {%f1, %f2, %f3, %f4};
\tst.local.v4.f32 \t[%rd1+16], {%f5, %f6, %f7, %f8};
\tld.local.f32 \t%f9, [%rd2];
\tret;
}
"""


@pytest.mark.parametrize(
    ("extra", "spills"),
    [
        ("", (0, 0)),  # the local array alone: no spill
        # ptxas spills a register (4 B) and reloads it (4 B) beside the array
        (
            "        /*0050*/                   STL [R1+0x20], R7 ;\n"
            "        /*0060*/                   LDL R7, [R1+0x20] ;",
            (4, 4),
        ),
    ],
)
def test_a_local_array_in_the_ptx_is_not_a_spill(extra: str, spills: tuple[int, int]) -> None:
    """A register tensor read at a run-time index lives in local memory: the PTX declares it
    (`.local ... __local_depot0`) and stores and loads it itself (st.local/ld.local), which
    ptxas does not count as spills (tests/analysis/fixtures/kinds/local_array.py: 512 B stored,
    4 B loaded). irscope's headline read `spill 36 B` for this excerpt's array (*failed before*):
    spills are the STL/LDL bytes beyond the PTX's own local stores and loads."""
    from irscope.analysis.stats import KernelStats

    sass = sass_function_stats(
        _sass(
            "        /*0010*/                   STL.128 [R1], R4 ;\n"
            "        /*0020*/                   STL.128 [R1+0x10], R8 ;\n"
            "        /*0030*/                   LDL R9, [R2] ;\n" + extra
        )
    )[0]
    fn = KernelStats("k", "entry", sass, ptx_function_stats(PTX_LOCAL_ARRAY)[0], None, ())
    assert (fn.spill_store_bytes, fn.spill_load_bytes) == spills
    assert fn.spill_bytes == sum(spills)
    assert (fn.local_array_store_bytes, fn.local_array_load_bytes) == (32, 4)
    # Without PTX the SASS's local traffic is all that is known, and it is counted as before.
    alone = KernelStats("k", "entry", sass, None, None, ())
    assert alone.spill_bytes == sass.spill_store_bytes + sass.spill_load_bytes == 32 + 4 + sum(spills)


def test_dynamic_shared_is_read_from_the_launch() -> None:
    mlir = """
    %c4096_i64 = arith.constant 4096 : i64
    %c0_i64 = arith.constant 0 : i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c4096_i64, gridDim = (%a, %b, %c), stream = %0) : i32
    %2 = cuda.launch_ex @kernels::@kern_a<%1> (%v) : !cuda.launch_cfg<max_attrs = 3>
    %3 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%a, %b, %c), dynamicSmemBytes = %n, gridDim = (%a, %b, %c), stream = %0) : i32
    %4 = cuda.launch_ex @kernels::@kern_b<%3> (%v) : !cuda.launch_cfg<max_attrs = 3>
    """
    launches = parse_launch_configs(mlir)
    assert (launches["kern_a"].dynamic_shared_bytes, launches["kern_a"].block) == (4096, (128, 1, 1))
    # A run-time size (%n) and run-time block dims (%a...) are unknown, not guessed.
    assert (launches["kern_b"].dynamic_shared_bytes, launches["kern_b"].block) == (None, None)


def test_a_launch_in_generic_form_is_read() -> None:
    """MLIR prints a module that fails to verify in generic form: DSL 4.5.3 does so for an int8
    wgmma kernel on sm_90a from cute-expand-ops on (tests/analysis/fixtures/kinds/wgmma_8bit.py,
    case s8), the only passes whose launch holds the constant 10240 (8 KiB of A and B tiles +
    2 KiB). Its dynamic shared memory read `?` and its occupancy unknown (*failed before*)."""
    mlir = """
    %0 = "arith.constant"() <{value = 10240 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 128 : i32}> : () -> i32
    %10 = "cuda.launch_cfg.create"(%3, %2, %2, %0, %2, %2, %2, %9) <{maxNumAttrs = 3 : i32}> : (i32, i32, i32, i64, i32, i32, i32, !cuda.stream) -> !cuda.launch_cfg<max_attrs = 3>
    %11 = "cuda.launch_ex"(%10, %arg0, %8) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kern_s8}> : (!cuda.launch_cfg<max_attrs = 3>, !memref_gmem_i8_, !mma_) -> !cuda.result
    %20 = "cuda.launch_cfg.create"(%a, %2, %2, %n, %2, %2, %2, %9) <{maxNumAttrs = 3 : i32}> : (i32, i32, i32, i64, i32, i32, i32, !cuda.stream) -> !cuda.launch_cfg<max_attrs = 3>
    %21 = "cuda.launch_ex"(%20) <{callee = @kernels::@kern_dyn}> : (!cuda.launch_cfg<max_attrs = 3>) -> !cuda.result
    """
    launches = parse_launch_configs(mlir)
    assert (launches["kern_s8"].dynamic_shared_bytes, launches["kern_s8"].block) == (10240, (128, 1, 1))
    assert (launches["kern_dyn"].dynamic_shared_bytes, launches["kern_dyn"].block) == (None, None)


# ---- real captures ------------------------------------------------------------------------
@pytest.mark.slow
def test_seed_copy_moves_two_128_bit_loads_and_stores(seed_store: Path) -> None:
    s = bundle_stats(load(seed_store, "copy_inner_partition:bf16@sm_90a"))
    (k,) = s.functions
    assert k.kind == "entry" and "copy_kernel" in k.name
    assert k.sass.counts["LDG"] == {"128": 2} and k.sass.counts["STG"] == {"128": 2}
    assert k.ptx.ops["ld.global"] == {"v4.b32": 2}
    assert k.vectorized_global_fraction == 1.0 and k.disagreements == ()


@pytest.mark.slow
def test_seed_elementwise_add_loads_only_32_bits(seed_store: Path) -> None:
    s = bundle_stats(load(seed_store, "elementwise_add:v1_f32@sm_90a"))
    (k,) = s.functions
    assert set(k.sass.counts["LDG"]) == {"32"} and k.sass.count("LDG") > 0
    assert k.sass.predicated["LDG"] == k.sass.counts["LDG"]  # every load under its element's predicate
    assert k.vectorized_global_fraction == 0.0
    assert k.registers and k.registers > 0 and k.spill_bytes == 0


@pytest.mark.slow
@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
def test_the_vectorized_version_loads_128_bits(fixture_store: Path, arch: str) -> None:
    (k,) = bundle_stats(load(fixture_store, f"add_vectorized:f32@{arch}")).functions
    assert set(k.sass.counts["LDG"]) == {"128"} and set(k.sass.counts["STG"]) == {"128"}
    assert k.vectorized_global_fraction == 1.0


@pytest.mark.slow
@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
def test_shared_memory_routes(fixture_store: Path, arch: str) -> None:
    (k,) = bundle_stats(load(fixture_store, f"smem_staged:bf16@{arch}")).functions
    c = k.sass.counts
    assert c["LDGSTS"] == {"128": 1} and c["LDSM"] == {"128": 4}
    assert c["LDS"] == {"128": 2} and c["STS"] == {"128": 1} and c["STG"] == {"128": 1}
    assert sum(k.sass.count(f) for f in ("RED", "REDG", "ATOMG", "ATOM")) == 1
    assert k.dynamic_shared_bytes == 2 * 16 * 64 * 2  # two 16 x 64 bf16 tiles
    assert k.disagreements == () and k.sass.other == {}


@pytest.mark.slow
def test_tma_copy(fixture_store: Path) -> None:
    (k,) = bundle_stats(load(fixture_store, "tma_copy:f32@sm_90a")).functions
    assert k.sass.counts["UTMALDG"] == {"2D": 1} and k.sass.counts["UTMASTG"] == {"2D": 1}
    assert k.ptx.ops["cp.async.bulk.tensor.load"] == {"2d": 1}
    assert k.dynamic_shared_bytes == 64 * 64 * 4 + 8  # the tile and its mbarrier
    assert k.vectorized_global_fraction is None  # no LDG/STG at all
    assert k.disagreements == ()


@pytest.mark.slow
def test_json_follows_the_schema(seed_store: Path, fixture_store: Path) -> None:
    stats = [
        bundle_stats(load(seed_store, "elementwise_add:v1_f32@sm_90a")),
        bundle_stats(load(fixture_store, "tma_copy:f32@sm_90a")),
    ]
    doc = json.loads(json.dumps(stats_document(stats)))
    jsonschema.Draft202012Validator(SCHEMA).validate(doc)
    fn = doc["bundles"][0]["functions"][0]
    assert fn["sass"]["LDG"] == {"32": 32} and fn["sass"]["LDGSTS"] == {}
    assert list(fn["ptx"])[:5] == sorted(fn["ptx"])[:5]


def test_schema_rejects_a_function_without_the_required_families() -> None:
    fn_schema = {"$ref": "#/$defs/function", "$defs": SCHEMA["$defs"]}
    messages = [e.message for e in jsonschema.Draft202012Validator(fn_schema).iter_errors({"name": "k", "sass": {}})]
    assert any("'LDG' is a required property" in m for m in messages)


def test_bulk_and_tma_reductions_are_compared_by_count() -> None:
    """cp.async.bulk (UBLKCP) and cp.reduce.async.bulk.tensor (UTMAREDG) had no SASS beside them
    in the PTX/SASS comparison: a copy ptxas dropped or doubled went unsaid (*failed before*)."""
    ptx = ptx_function_stats(
        ".entry k(\n)\n{\n"
        "\tcp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r8], [%rd1], %r13, [%r11];\n"
        "\tcp.async.bulk.global.shared::cta.bulk_group [%rd2], [%r12], %r13;\n"
        "\tcp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%rd9, {%r38, %r38}], [%r40];\n"
        "}\n"
    )[0]
    same = sass_function_stats(
        _sass(
            "        /*0250*/                   UBLKCP.S.G [UR4], [UR6], UR8 ;\n"
            "        /*02e0*/                   UBLKCP.G.S [UR4], [UR6], UR7 ;\n"
            "        /*0330*/                   UTMAREDG.2D.ADD [UR4], [UR8], desc[URZ] ;"
        )
    )[0]
    assert compare_ptx_sass(ptx, same) == ()
    fewer = sass_function_stats(_sass("        /*0250*/                   UBLKCP.S.G [UR4], [UR6], UR8 ;"))[0]
    found = {d.sass_families[0]: (d.kind, d.ptx, d.sass) for d in compare_ptx_sass(ptx, fewer)}
    assert found == {"UBLKCP": ("count", {"all": 2}, {"all": 1}), "UTMAREDG": ("count", {"all": 1}, {})}
