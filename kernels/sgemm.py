"""FP32 SIMT GEMM, C = A @ B, with a 3-stage cp.async pipeline (seed 004's SGEMM, written anew).

Layouts are torch's: A is (M, K) row-major (K-major), B is (K, N) row-major, seen by the kernel
as an (N, K) N-major tensor, C is (M, N) row-major. Shapes are dynamic; M, N, K need not be
multiples of the 128 x 128 x 8 CTA tile (N must be a multiple of 4, for 16-byte B rows).

- G2S: cp.async. B is N-major like its smem tile, so each thread moves 4 floats at once
  (LDGSTS.E.128); A is K-major but stored M-major in smem (the MMA reads along M), so it is
  transposed on the way in, one float per cp.async (LDGSTS.E), and its smem rows are padded by
  4 floats to spread the transposing writes over the banks.
- Pipeline: STAGES smem buffers; tile k + STAGES - 1 is in flight while tile k is multiplied.
- MMA: MmaUniversalOp (one FFMA per atom), 16 x 16 threads, each owning an 8 x 8 block of C
  built from 4-wide runs, so smem -> register copies are 128-bit (LDS.128).
- Bounds: the K remainder is the first k-tile (shifted to start at a negative k), loaded under
  M/N/K predicates; the other tiles need only M/N predicates; the epilogue predicates each store.
"""

import cutlass
import cutlass.cute as cute
from _common import empty, random_inputs

from irscope.kernel import Case, RunSpec, compile_launcher, dlpack_tensor, fake_tensor, rmem_tensor, seed_contract

BM, BN, BK = 128, 128, 8
STAGES = 3
THREADS = 256
PAD_A = 4  # floats of padding per smem row of A
VEC_B = 4  # floats per cp.async of B (128 bits)
DEFAULT_SIZES = {"M": 4096, "N": 4096, "K": 4096}


@cute.kernel
def sgemm_kernel(
    mA: cute.Tensor,
    mB: cute.Tensor,
    mC: cute.Tensor,
    sA_layout: cute.Layout,
    sB_layout: cute.Layout,
    copy_A: cute.TiledCopy,
    copy_B: cute.TiledCopy,
    tiled_mma: cute.TiledMma,
):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, bidy, _ = cute.arch.block_idx()
    tile_coord = (bidx, bidy, None)

    # CTA tiles: gA (BM, BK, k), gB (BN, BK, k), gC (BM, BN).
    gA = cute.local_tile(mA, tiler=(BM, BN, BK), coord=tile_coord, proj=(1, None, 1))
    gB = cute.local_tile(mB, tiler=(BM, BN, BK), coord=tile_coord, proj=(None, 1, 1))
    gC = cute.local_tile(mC, tiler=(BM, BN, BK), coord=tile_coord, proj=(1, 1, None))
    # Coordinates of the same tiles, for the bounds checks.
    cA = cute.local_tile(cute.make_identity_tensor(mA.shape), tiler=(BM, BN, BK), coord=tile_coord, proj=(1, None, 1))
    cB = cute.local_tile(cute.make_identity_tensor(mB.shape), tiler=(BM, BN, BK), coord=tile_coord, proj=(None, 1, 1))

    # Shift k so that the partial k-tile is the first one: the mainloop then needs no K check.
    residue_k = mA.shape[1] - BK * cute.size(gA, mode=[2])  # in (-BK, 0]
    gA = cute.domain_offset((0, residue_k, 0), gA)
    gB = cute.domain_offset((0, residue_k, 0), gB)
    cA = cute.domain_offset((0, residue_k, 0), cA)
    cB = cute.domain_offset((0, residue_k, 0), cB)

    smem = cutlass.utils.SmemAllocator()
    sA = smem.allocate_tensor(cutlass.Float32, sA_layout, 16)
    sB = smem.allocate_tensor(cutlass.Float32, sB_layout, 16)

    thr_copy_A = copy_A.get_slice(tidx)
    thr_copy_B = copy_B.get_slice(tidx)
    tAgA, tAsA, tAcA = thr_copy_A.partition_S(gA), thr_copy_A.partition_D(sA), thr_copy_A.partition_S(cA)
    tBgB, tBsB, tBcB = thr_copy_B.partition_S(gB), thr_copy_B.partition_D(sB), thr_copy_B.partition_S(cB)

    # Predicates, one per copy instruction: (rest of the copy's value mode, CPY_M/N, CPY_K).
    # The full-tile ones test M (or N) only; the residue ones also test k >= 0.
    tApA = rmem_tensor(_pred_layout(tAsA), cutlass.Boolean)
    tApA_k = rmem_tensor(_pred_layout(tAsA), cutlass.Boolean)
    tBpB = rmem_tensor(_pred_layout(tBsB), cutlass.Boolean)
    tBpB_k = rmem_tensor(_pred_layout(tBsB), cutlass.Boolean)
    _fill_predicates(tApA, tApA_k, tAcA, mA.shape[0])
    _fill_predicates(tBpB, tBpB_k, tBcB, mB.shape[0])

    k_tiles = cute.size(tAgA, mode=[3])

    # Prologue: tiles 0 .. STAGES-2 into stages 0 .. STAGES-2, one commit group each.
    # cp.async zero-fills what a false predicate skips, so the padding of the residue tile is 0.
    cute.copy(copy_A, tAgA[None, None, None, 0], tAsA[None, None, None, 0], pred=tApA_k)
    cute.copy(copy_B, tBgB[None, None, None, 0], tBsB[None, None, None, 0], pred=tBpB_k)
    cute.arch.cp_async_commit_group()
    for stage in cutlass.range_constexpr(1, STAGES - 1):
        if stage < k_tiles:
            cute.copy(copy_A, tAgA[None, None, None, stage], tAsA[None, None, None, stage], pred=tApA)
            cute.copy(copy_B, tBgB[None, None, None, stage], tBsB[None, None, None, stage], pred=tBpB)
        cute.arch.cp_async_commit_group()

    thr_mma = tiled_mma.get_slice(tidx)
    tCsA = thr_mma.partition_A(sA)
    tCsB = thr_mma.partition_B(sB)
    tCgC = thr_mma.partition_C(gC)
    tCrA = tiled_mma.make_fragment_A(tCsA[None, None, None, 0])
    tCrB = tiled_mma.make_fragment_B(tCsB[None, None, None, 0])
    tCrC = tiled_mma.make_fragment_C(tCgC)
    tCrC.fill(0.0)

    for k_tile in cutlass.range(k_tiles, unroll=1):
        # Tile k_tile has landed once at most STAGES-2 newer groups are pending; the barrier
        # also tells every thread that the stage read in the previous iteration is free.
        cute.arch.cp_async_wait_group(STAGES - 2)
        cute.arch.barrier()

        # Refill the stage freed last iteration with tile k_tile + STAGES - 1. An empty group
        # is still committed at the end, so the wait count above stays right.
        next_tile = k_tile + (STAGES - 1)
        write_stage = next_tile % STAGES
        if next_tile < k_tiles:
            cute.copy(copy_A, tAgA[None, None, None, next_tile], tAsA[None, None, None, write_stage], pred=tApA)
            cute.copy(copy_B, tBgB[None, None, None, next_tile], tBsB[None, None, None, write_stage], pred=tBpB)
        cute.arch.cp_async_commit_group()

        read_stage = k_tile % STAGES
        tCsA_k = tCsA[None, None, None, read_stage]
        tCsB_k = tCsB[None, None, None, read_stage]
        for k_block in cutlass.range_constexpr(cute.size(tCrA, mode=[2])):
            cute.autovec_copy(tCsA_k[None, None, k_block], tCrA[None, None, k_block])
            cute.autovec_copy(tCsB_k[None, None, k_block], tCrB[None, None, k_block])
            cute.gemm(tiled_mma, tCrC, tCrA[None, None, k_block], tCrB[None, None, k_block], tCrC)

    cute.arch.cp_async_wait_group(0)

    # Epilogue: registers -> C, each store under its own bounds check (partial tiles at the
    # M/N edges). A fully unrolled loop indexes the accumulator with constants, which keeps it
    # in registers; a predicated cute.copy from it put the accumulator and predicates in local
    # memory (STL/LDL in SASS).
    tCcC = thr_mma.partition_C(cute.make_identity_tensor(gC.shape))
    residue = (mC.shape[0] - BM * bidx, mC.shape[1] - BN * bidy)
    for i in cutlass.range(cute.size(tCrC), unroll_full=True):
        if cute.elem_less(tCcC[i], residue):
            tCgC[i] = tCrC[i]


def _pred_layout(tXsX):
    """(rest_v, CPY_MN, CPY_K) with stride 0 along K: one predicate per copy instruction."""
    rest_v, mn, k = tXsX.shape[0][1], cute.size(tXsX, mode=[1]), cute.size(tXsX, mode=[2])
    return cute.make_layout((rest_v, mn, k), stride=(mn * k, k, 1))


def _fill_predicates(pred, pred_k, coords, extent_mn):
    # A plain helper, traced inline: its Python loops unroll at trace time.
    for v in range(cute.size(pred, mode=[0])):
        for i in range(cute.size(pred, mode=[1])):
            for k in range(cute.size(pred, mode=[2])):
                coord = coords[(0, v), i, k, 0]
                pred[v, i, k] = cute.elem_less(coord[0], extent_mn)
                pred_k[v, i, k] = cute.elem_less((coord[0], -1), (extent_mn, coord[1]))


@cute.jit
def sgemm(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    # smem tiles are M-major (A) and N-major (B), the order the MMA reads them in.
    sA_layout = cute.make_layout((BM, BK, STAGES), stride=(1, BM + PAD_A, BK * (BM + PAD_A)))
    sB_layout = cute.make_layout((BN, BK, STAGES), stride=(1, BN, BK * BN))

    # A (K-major in gmem): threads run along K, one float each -> coalesced 32-byte rows.
    copy_A = cute.make_tiled_copy_tv(
        cute.make_copy_atom(cute.nvgpu.cpasync.CopyG2SOp(), cutlass.Float32, num_bits_per_copy=32),
        cute.make_layout((THREADS // BK, BK), stride=(BK, 1)),
        cute.make_layout((1, 1)),
    )
    # B (N-major in gmem): threads run along N, 4 floats each.
    copy_B = cute.make_tiled_copy_tv(
        cute.make_copy_atom(cute.nvgpu.cpasync.CopyG2SOp(), cutlass.Float32, num_bits_per_copy=32 * VEC_B),
        cute.make_layout((BN // VEC_B, THREADS // (BN // VEC_B)), stride=(1, BN // VEC_B)),
        cute.make_layout((VEC_B, 1)),
    )

    # 16 x 16 threads, N fastest (C is row-major); the permutations give each thread runs of 4
    # consecutive M and N values, so its smem reads of A and B are 128-bit.
    atoms = cute.make_layout((THREADS // 16, 16, 1), stride=(16, 1, 0))
    tiled_mma = cute.make_tiled_mma(
        cute.nvgpu.MmaUniversalOp(cutlass.Float32),
        atoms,
        permutation_mnk=(
            cute.make_layout((atoms.shape[0], 4), stride=(4, 1)),
            cute.make_layout((atoms.shape[1], 4), stride=(4, 1)),
            None,
        ),
    )

    smem_bytes = cute.size_in_bytes(cutlass.Float32, sA_layout) + cute.size_in_bytes(cutlass.Float32, sB_layout)
    grid = (*cute.ceil_div(mC.shape, (BM, BN)), 1)
    sgemm_kernel(mA, mB, mC, sA_layout, sB_layout, copy_A, copy_B, tiled_mma).launch(
        grid=grid, block=(THREADS, 1, 1), smem=smem_bytes
    )


def _fake_args():
    m, n, k = cute.sym_int(), cute.sym_int(divisibility=VEC_B), cute.sym_int()
    return [
        fake_tensor(cutlass.Float32, (m, k)),  # A: K-major
        fake_tensor(cutlass.Float32, (n, k), stride_order=(0, 1)),  # B as (N, K): N-major
        fake_tensor(cutlass.Float32, (m, n)),  # C: N-major
    ]


# ---- GPU run ------------------------------------------------------------------------------------
def _get_inputs(sizes):
    m, n, k = sizes["M"], sizes["N"], sizes["K"]
    return random_inputs(cutlass.Float32, (m, k), (k, n))


def _reference(a, b):
    # In float64: the tolerance is for the kernel's fp32 rounding alone.
    return (a.double() @ b.double()).float()


def _make_kernel_fn(inputs):
    a, b = inputs
    if b.shape[1] % VEC_B:
        raise ValueError(f"sgemm needs N divisible by {VEC_B} (16-byte rows of B), got N={b.shape[1]}")
    c = empty((a.shape[0], b.shape[1]), like=a)
    # The same layouts as _fake_args: dynamic shapes, N declared a multiple of VEC_B.
    convert = (
        lambda t: dlpack_tensor(t, dynamic=True, leading_dim=1),
        lambda t: dlpack_tensor(t, dynamic=True, leading_dim=0, divisibility=VEC_B),
        lambda t: dlpack_tensor(t, dynamic=True, leading_dim=1, divisibility=VEC_B),
    )
    launch = compile_launcher(sgemm, (a, b.t(), c), convert=convert, static_shapes=False)

    def kernel_fn(a, b):
        launch(a, b.t(), c)  # B as (N, K), N-major: a view, no copy
        return c

    return kernel_fn


CASES = [
    Case(
        "f32",
        entry=sgemm,
        args=_fake_args,
        archs=("sm_80", "sm_90a"),
        dsl=">=4.3",  # cute.sym_int (run-time extents) arrived in 4.3
        description="seed 004 SGEMM: cp.async 3-stage pipeline, padded smem A, MmaUniversalOp FFMA, predicated edges",
        run=RunSpec(
            sizes=dict(DEFAULT_SIZES),
            get_inputs=_get_inputs,
            reference_fn=_reference,
            make_kernel_fn=_make_kernel_fn,
            bytes_moved=lambda s: 4 * (s["M"] * s["K"] + s["K"] * s["N"] + s["M"] * s["N"]),
            flops=lambda s: 2 * s["M"] * s["N"] * s["K"],
            atol=2e-3,
            rtol=1e-4,
        ),
    ),
]

get_inputs, reference_fn, kernel_fn = seed_contract(CASES[0])
