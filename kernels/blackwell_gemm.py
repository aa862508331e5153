"""BF16 GEMM on Blackwell (sm_100a): C = A @ B^T with TMA loads, tcgen05 MMA and TMEM.

Compile-only in this suite: no Blackwell device is lent, so no RunSpec (`irscope run` skips it).
A is (M, K) and B is (N, K), both K-major; C is (M, N) row-major bf16, accumulated in f32 in
tensor memory. Shapes are dynamic; M and N must be multiples of the CTA tile.

- G2S: warp 0 issues a TMA tile load of A and of B per k-tile (UTMALDG), completing on the
  stage's full mbarrier; ``STAGES`` buffers in a cutlass.pipeline.PipelineTmaUmma.
- MMA: one thread issues tcgen05.mma (UTCHMMA in SASS), 128 x TILE_N x 16 per instruction, reading
  A and B from swizzled smem and accumulating into TMEM; a tcgen05.commit per k-tile arrives on
  the stage's empty mbarrier once the MMAs reading it are done, and one after the last k-tile
  tells the epilogue (through a PipelineUmmaAsync) that the accumulator is complete.
- TMEM: warp 0 allocates TILE_N columns (tcgen05.alloc) and frees them at the end.
- Epilogue: every thread owns one row of the 128-row tile: tcgen05.ld (LDTM) 64 f32 columns
  at a time into registers, converts them to bf16 and stores them to global memory.
"""

import cutlass
import cutlass.cute as cute
import cutlass.pipeline as pipeline
import cutlass.utils as utils
import cutlass.utils.blackwell_helpers as sm100_utils
from cutlass.cute.nvgpu import cpasync, tcgen05

from irscope.kernel import Case, fake_tensor

TILE_M = 128
TILE_K = 64
THREADS = 128
EPI_COLUMNS = 64  # TMEM columns per tcgen05.ld in the epilogue


@cute.kernel
def blackwell_gemm_kernel(
    tiled_mma: cute.TiledMma,
    tma_atom_a: cute.CopyAtom,
    mA: cute.Tensor,
    tma_atom_b: cute.CopyAtom,
    mB: cute.Tensor,
    mC: cute.Tensor,
    sA_layout: cute.ComposedLayout,
    sB_layout: cute.ComposedLayout,
    tile_mnk: cutlass.Constexpr,
    stages: cutlass.Constexpr,
):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, bidy, _ = cute.arch.block_idx()
    warp_idx = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    tile_coord = (bidx, bidy, None)

    if warp_idx == 0:
        cpasync.prefetch_descriptor(tma_atom_a)
        cpasync.prefetch_descriptor(tma_atom_b)

    smem = cutlass.utils.SmemAllocator()
    ab_barriers = smem.allocate_array(cutlass.Int64, 2 * stages, byte_alignment=8)
    acc_barriers = smem.allocate_array(cutlass.Int64, 2, byte_alignment=8)
    tmem_address = smem.allocate_array(cutlass.Int32, 1, byte_alignment=4)
    sA = smem.allocate_tensor(cutlass.BFloat16, sA_layout.outer, 1024, swizzle=sA_layout.inner)
    sB = smem.allocate_tensor(cutlass.BFloat16, sB_layout.outer, 1024, swizzle=sB_layout.inner)

    # ---- tensor memory for the accumulator ---------------------------------------------------
    tmem = utils.TmemAllocator(
        tmem_address, barrier_for_retrieve=pipeline.NamedBarrier(barrier_id=1, num_threads=THREADS)
    )
    tmem.allocate(tile_mnk[1])

    # ---- pipelines: TMA -> MMA over the smem stages, MMA -> epilogue over the accumulator ----
    stage_bytes = cute.size_in_bytes(cutlass.BFloat16, cute.select(sA_layout, mode=[0, 1, 2])) + cute.size_in_bytes(
        cutlass.BFloat16, cute.select(sB_layout, mode=[0, 1, 2])
    )
    ab_pipeline = pipeline.PipelineTmaUmma.create(
        num_stages=stages,
        producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        consumer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        tx_count=stage_bytes,
        barrier_storage=ab_barriers,
    )
    acc_pipeline = pipeline.PipelineUmmaAsync.create(
        num_stages=1,
        producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        consumer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, THREADS),
        barrier_storage=acc_barriers,
    )

    # ---- MMA and TMA partitions ---------------------------------------------------------------
    gA = cute.local_tile(mA, tile_mnk, tile_coord, proj=(1, None, 1))  # (BM, BK, k)
    gB = cute.local_tile(mB, tile_mnk, tile_coord, proj=(None, 1, 1))  # (BN, BK, k)
    gC = cute.local_tile(mC, tile_mnk, tile_coord, proj=(1, 1, None))  # (BM, BN)
    cta_mma = tiled_mma.get_slice(0)  # one CTA issues the whole MMA
    tCgA = cta_mma.partition_A(gA)
    tCgB = cta_mma.partition_B(gB)
    tCgC = cta_mma.partition_C(gC)
    tCrA = tiled_mma.make_fragment_A(sA)  # smem descriptors: (MMA, MMA_M, MMA_K, stage)
    tCrB = tiled_mma.make_fragment_B(sB)
    tAsA, tAgA = cpasync.tma_partition(
        tma_atom_a, 0, cute.make_layout(1), cute.group_modes(sA, 0, 3), cute.group_modes(tCgA, 0, 3)
    )
    tBsB, tBgB = cpasync.tma_partition(
        tma_atom_b, 0, cute.make_layout(1), cute.group_modes(sB, 0, 3), cute.group_modes(tCgB, 0, 3)
    )

    tmem.wait_for_alloc()
    acc_layout = tiled_mma.make_fragment_C(tiled_mma.partition_shape_C(tile_mnk[:2])).layout
    tCtAcc = cute.make_tensor(tmem.retrieve_ptr(cutlass.Float32), acc_layout)

    # ---- mainloop: warp 0 loads and issues the MMAs -------------------------------------------
    k_tiles = cute.size(gA, mode=[2])
    k_blocks = cute.size(tCrA, mode=[2])
    if warp_idx == 0:
        producer = pipeline.make_pipeline_state(pipeline.PipelineUserType.Producer, stages)
        consumer = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, stages)
        acc_producer = pipeline.make_pipeline_state(pipeline.PipelineUserType.Producer, 1)
        for _ in cutlass.range(cutlass.min(stages, k_tiles), unroll=1):
            _load_stage(ab_pipeline, producer, tma_atom_a, tAgA, tAsA, tma_atom_b, tBgB, tBsB)
            producer.advance()

        tiled_mma.set(tcgen05.Field.ACCUMULATE, False)  # the first MMA overwrites TMEM
        for k_tile in cutlass.range(k_tiles, unroll=1):
            ab_pipeline.consumer_wait(consumer)
            for k_block in cutlass.range_constexpr(k_blocks):
                coord = (None, None, k_block, consumer.index)
                cute.gemm(tiled_mma, tCtAcc, tCrA[coord], tCrB[coord], tCtAcc)
                tiled_mma.set(tcgen05.Field.ACCUMULATE, True)
            ab_pipeline.consumer_release(consumer)  # tcgen05.commit: frees the stage when done
            consumer.advance()
            # Refill the stage released one k-tile ago, so the MMAs just issued keep the
            # tensor core busy while this thread waits for the older ones.
            if k_tile > 0 and producer.count < k_tiles:
                _load_stage(ab_pipeline, producer, tma_atom_a, tAgA, tAsA, tma_atom_b, tBgB, tBsB)
                producer.advance()
        acc_pipeline.producer_commit(acc_producer)

    # ---- epilogue: TMEM -> registers -> bf16 -> global, 64 columns at a time -----------------
    tmem.relinquish_alloc_permit()
    acc_consumer = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, 1)
    acc_pipeline.consumer_wait(acc_consumer)

    chunk = ((cute.size(tCtAcc, mode=[0, 0]), EPI_COLUMNS),)
    tCtAcc_chunks = cute.zipped_divide(tCtAcc, chunk)  # (chunk, chunks)
    gC_chunks = cute.zipped_divide(tCgC, chunk)
    tmem_load = tcgen05.make_tmem_copy(
        cute.make_copy_atom(tcgen05.Ld32x32bOp(tcgen05.Repetition.x64), cutlass.Float32), tCtAcc_chunks[None, 0]
    )
    thr_load = tmem_load.get_slice(tidx)
    tTtAcc = thr_load.partition_S(tCtAcc_chunks)
    tTgC = thr_load.partition_D(gC_chunks)
    acc_regs = cute.make_rmem_tensor(tTgC[None, None, 0].shape, cutlass.Float32)
    out_regs = cute.make_rmem_tensor(tTgC[None, None, 0].shape, cutlass.BFloat16)
    for i in cutlass.range_constexpr(cute.size(tTtAcc, mode=[2])):
        cute.copy(tmem_load, tTtAcc[None, None, i], acc_regs)
        out_regs.store(acc_regs.load().to(cutlass.BFloat16))
        cute.autovec_copy(out_regs, tTgC[None, None, i])

    # Every thread has read its rows of TMEM: give the columns back.
    pipeline.sync(barrier_id=1)
    tmem.free(tCtAcc.iterator)


def _load_stage(ab_pipeline, state, tma_atom_a, tAgA, tAsA, tma_atom_b, tBgB, tBsB):
    """Wait for the stage to be empty, arm its full barrier, issue the two TMA loads.
    A plain helper, traced inline where it is called."""
    ab_pipeline.producer_acquire(state)
    full = ab_pipeline.producer_get_barrier(state)
    cute.copy(tma_atom_a, tAgA[None, state.count], tAsA[None, state.index], tma_bar_ptr=full)
    cute.copy(tma_atom_b, tBgB[None, state.count], tBsB[None, state.index], tma_bar_ptr=full)


@cute.jit
def blackwell_gemm(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor, tile_n: cutlass.Constexpr, stages: cutlass.Constexpr):
    bf16 = cutlass.BFloat16
    tiled_mma = cute.make_tiled_mma(
        tcgen05.MmaF16BF16Op(
            bf16,
            cutlass.Float32,
            (TILE_M, tile_n, 16),
            tcgen05.CtaGroup.ONE,
            tcgen05.OperandSource.SMEM,
            tcgen05.OperandMajorMode.K,
            tcgen05.OperandMajorMode.K,
        )
    )
    tile_mnk = (TILE_M, tile_n, TILE_K)
    sA_layout = sm100_utils.make_smem_layout_a(tiled_mma, tile_mnk, bf16, stages)
    sB_layout = sm100_utils.make_smem_layout_b(tiled_mma, tile_mnk, bf16, stages)
    tma_op = cpasync.CopyBulkTensorTileG2SOp(tcgen05.CtaGroup.ONE)
    load_a, tma_a = cute.nvgpu.make_tiled_tma_atom_A(
        tma_op, mA, cute.select(sA_layout, mode=[0, 1, 2]), tile_mnk, tiled_mma
    )
    load_b, tma_b = cute.nvgpu.make_tiled_tma_atom_B(
        tma_op, mB, cute.select(sB_layout, mode=[0, 1, 2]), tile_mnk, tiled_mma
    )
    tiles_m, tiles_n = cute.ceil_div(mC.shape, (TILE_M, tile_n))
    smem_bytes = cute.size_in_bytes(bf16, sA_layout) + cute.size_in_bytes(bf16, sB_layout) + 2048
    blackwell_gemm_kernel(tiled_mma, load_a, tma_a, load_b, tma_b, mC, sA_layout, sB_layout, tile_mnk, stages).launch(
        grid=(tiles_m, tiles_n, 1), block=(THREADS, 1, 1), smem=smem_bytes
    )


def _args(tile_n, stages):
    m, n, k = cute.sym_int(), cute.sym_int(divisibility=8), cute.sym_int(divisibility=8)
    return [
        fake_tensor(cutlass.BFloat16, (m, k)),  # A: K-major
        fake_tensor(cutlass.BFloat16, (n, k)),  # B as (N, K): K-major
        fake_tensor(cutlass.BFloat16, (m, n)),  # C: N-major
        tile_n,
        stages,
    ]


CASES = [
    Case(
        "bf16_128x256_s4",
        entry=blackwell_gemm,
        args=lambda: _args(256, 4),
        archs=("sm_100a",),
        dsl=">=4.3",
        tags=("compile-only",),
        description="compile-only: TMA + tcgen05.mma 128x256x16 into TMEM, 4 stages, tcgen05.ld epilogue",
    ),
    Case(
        "bf16_128x128_s6",
        entry=blackwell_gemm,
        args=lambda: _args(128, 6),
        archs=("sm_100a",),
        dsl=">=4.3",
        tags=("compile-only",),
        description="compile-only: TMA + tcgen05.mma 128x128x16 into TMEM, 6 stages, tcgen05.ld epilogue",
    ),
]
