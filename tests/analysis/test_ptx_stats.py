"""PTX statistics on hand-written PTX and on pinned real PTX."""

from __future__ import annotations

from pathlib import Path

from irscope.analysis.ptx_stats import ptx_function_stats

DATA = Path(__file__).resolve().parent / "data"

PTX = """
.version 8.8
.target sm_90a
.address_size 64

.extern .func (.param .b32 r) helper(.param .b32 a);

.visible .entry k(
	.param .u64 k_param_0
)
.reqntid 128, 1, 1
{
	.reg .pred 	%p<3>;
	.reg .b32 	%r<40>;
	ld.param.u64 	%rd1, [k_param_0];
	ld.global.nc.v4.f32 	{%f1, %f2, %f3, %f4}, [%rd1];
	ld.global.L1::no_allocate.v2.u32 	{%r1, %r2}, [%rd1+16];
	@%p1 ld.global.u8 	%rs1, [%rd1+32];
	ld.f32 	%f9, [%rd2];
	st.global.v4.b32 	[%rd2], {%r3, %r4, %r5, %r6};
	cp.async.cg.shared.global.L2::128B [%r7], [%rd1], 16;
	cp.async.ca.shared.global [%r8], [%rd1], 4, 4;
	cp.async.commit_group;
	cp.async.wait_group 0;
	ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%r9, %r10}, [%r11];
	ld.shared::cta.v2.b64 	{%rd3, %rd4}, [%r12];
	atom.global.add.f32 	%f5, [%rd1], %f6;
	red.relaxed.gpu.global.add.f32 	[%rd1], %f6;
	// begin inline asm
	{
	.reg .pred P1;
	LAB_WAIT:
	mbarrier.try_wait.parity.shared.b64 P1, [%r12], 0, 10000000;
	@P1 bra DONE;
	bra LAB_WAIT;
	DONE:
	}
	// end inline asm
	cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%r11], [%rd4, {%r3, %r2}], [%r12], %rd5;
	cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [%rd7, {%r3, %r2, %r1}], [%r11];
	tcgen05.ld.sync.aligned.32x32b.x4.b32 {%r20, %r21, %r22, %r23}, [%r24];
	multimem.ld_reduce.relaxed.sys.global.add.f32 %f9, [%rd9];
$L__BB0_2:
	st.global.f32 	[%rd3], %f7;
	ret;

}

.func (.param .b32 func_retval0) dev(
	.param .b32 dev_param_0
)
{
	ld.local.v2.f32 	{%f1, %f2}, [%rd1];
	ret;
}
\x00"""


def test_ops_shapes_widths_and_other() -> None:
    k, dev = ptx_function_stats(PTX)
    assert (k.name, k.kind, dev.name, dev.kind) == ("k", "entry", "dev", "function")
    assert k.ops["ld.global"] == {"v4.f32": 1, "v2.u32": 1, "u8": 1}
    assert k.widths["ld.global"] == {"128": 1, "64": 1, "8": 1}
    assert k.predicated["ld.global"] == {"u8": 1}
    assert k.ops["ld.generic"] == {"f32": 1}
    assert k.ops["st.global"] == {"v4.b32": 1, "f32": 1}
    assert k.ops["cp.async"] == {"cg.16": 1, "ca.4": 1}
    assert k.widths["cp.async"] == {"128": 1, "32": 1}
    assert k.ops["ldmatrix"] == {"m8n8.x2.trans.b16": 1} and k.widths["ldmatrix"] == {"64": 1}
    assert k.ops["ld.shared"] == {"v2.b64": 1} and k.widths["ld.shared"] == {"128": 1}
    assert k.ops["atom.global"] == {"add.f32": 1} and k.ops["red.global"] == {"add.f32": 1}
    assert k.ops["cp.async.bulk.tensor.load"] == {"2d": 1}
    assert k.ops["cp.async.bulk.tensor.store"] == {"3d": 1}
    assert k.ops["mbarrier"] == {"-": 1}
    assert k.ops["cp.async.commit_group"] == {"-": 1}
    assert k.ops["tcgen05.ld"] == {"32x32b.x4": 1}
    assert k.other == {"multimem.ld_reduce.relaxed.sys.global.add.f32": 1}
    assert dev.ops == {"ld.local": {"v2.f32": 1}}


def test_pinned_real_ptx() -> None:
    (add,) = ptx_function_stats((DATA / "elementwise_add_v1_sm_90a.ptx").read_text())
    assert add.ops["ld.global"] == {"f32": 32} and add.ops["st.global"] == {"f32": 16}
    (copy,) = ptx_function_stats((DATA / "copy_inner_partition_bf16_sm_90a.ptx").read_text())
    assert copy.ops["ld.global"] == {"v4.b32": 2} and copy.widths["st.global"] == {"128": 2}
    assert copy.other == {} and add.other == {}


def test_text_without_functions() -> None:
    assert ptx_function_stats("") == ()
    assert ptx_function_stats(".visible .entry k(") == ()
