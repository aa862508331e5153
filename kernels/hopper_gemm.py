"""BF16 GEMM on Hopper (sm_90a): C = A @ B^T with TMA loads, WGMMA and an mbarrier pipeline.

A is (M, K) and B is (N, K), both K-major (torch: ``a @ b.t()``); C is (M, N) row-major bf16,
accumulated in f32. Shapes are dynamic (the TMA descriptors are built at launch); M must be a
multiple of the cluster's M tile and N of the CTA's N tile (the epilogue stores unpredicated),
K a multiple of 8 (16-byte rows for TMA; a partial last k-tile is zero-filled by TMA).

- G2S: one thread of warp 0 issues a TMA tile load of A and of B per k-tile (UTMALDG in SASS),
  completing on the stage's "full" mbarrier with the tile's byte count (expect-tx).
- Pipeline: ``STAGES`` smem buffers managed by cutlass.pipeline.PipelineTmaAsync: a full and an
  empty mbarrier per stage (SYNCS.* in SASS). Warp 0 refills a stage as soon as every consumer
  warp has released it, STAGES - 1 tiles ahead of the MMAs.
- MMA: warpgroup MMA (wgmma.mma_async, HGMMA in SASS) reading both operands from 128-byte
  swizzled smem, one warpgroup per 64 rows of the CTA tile; one batch of WGMMAs stays in flight
  while the next stage is waited for.
- Cluster (the second case): two CTAs along M share their B tile; each loads half of it and the
  TMA multicasts it into both CTAs' smem (UTMALDG.2D.MULTICAST), halving B's L2 traffic.
- Epilogue: f32 accumulators -> bf16 -> global memory straight from registers (STG).
- Raster: CTAs are walked in groups of GROUP_M clusters along M, so that a wave of CTAs shares
  A and B tiles in L2.
"""

import cutlass
import cutlass.cute as cute
import cutlass.pipeline as pipeline
import cutlass.utils as utils
import cutlass.utils.hopper_helpers as sm90_utils
from _common import gemm_run_spec
from cutlass.cute.nvgpu import cpasync, warpgroup

from irscope.kernel import Case, fake_tensor, seed_contract

TILE_M = 128
TILE_K = 64  # 128 bytes of bf16: one swizzle atom wide
WARPGROUP = 128
GROUP_M = 8  # clusters per raster group along M


@cute.kernel
def hopper_gemm_kernel(
    tiled_mma: cute.TiledMma,
    tma_atom_a: cute.CopyAtom,
    mA: cute.Tensor,
    tma_atom_b: cute.CopyAtom,
    mB: cute.Tensor,
    mC: cute.Tensor,
    sA_layout: cute.ComposedLayout,
    sB_layout: cute.ComposedLayout,
    cluster_layout: cute.Layout,
    tile_mnk: cutlass.Constexpr,
    stages: cutlass.Constexpr,
    threads: cutlass.Constexpr,
):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, bidy, _ = cute.arch.block_idx()
    gdimx, gdimy, _ = cute.arch.grid_dim()
    warp_idx = cute.arch.make_warp_uniform(cute.arch.warp_idx())
    cluster_m = cute.size(cluster_layout)

    if warp_idx == 0:
        cpasync.prefetch_descriptor(tma_atom_a)
        cpasync.prefetch_descriptor(tma_atom_b)

    # ---- which output tile: grouped raster over clusters ------------------------------------
    rank = cute.arch.make_warp_uniform(cute.arch.block_idx_in_cluster())
    clusters_m = gdimx // cluster_m
    linear = bidx // cluster_m + clusters_m * bidy
    per_group = GROUP_M * gdimy
    first_m = (linear // per_group) * GROUP_M
    group_m = cutlass.min(clusters_m - first_m, GROUP_M)
    in_group = linear % per_group
    tile_m = (first_m + in_group % group_m) * cluster_m + rank
    tile_n = in_group // group_m
    tile_coord = (tile_m, tile_n, None)

    # ---- shared memory: mbarriers, then the staged A and B tiles -----------------------------
    smem = cutlass.utils.SmemAllocator()
    barriers = smem.allocate_array(cutlass.Int64, 2 * stages, byte_alignment=8)
    sA = smem.allocate_tensor(cutlass.BFloat16, sA_layout.outer, 1024, swizzle=sA_layout.inner)
    sB = smem.allocate_tensor(cutlass.BFloat16, sB_layout.outer, 1024, swizzle=sB_layout.inner)

    stage_bytes = cute.size_in_bytes(cutlass.BFloat16, cute.slice_(sA_layout, (None, None, 0))) + cute.size_in_bytes(
        cutlass.BFloat16, cute.slice_(sB_layout, (None, None, 0))
    )
    # A stage is free once every consumer warp of every CTA that receives this CTA's multicast
    # has released it: the empty barrier counts one arrive per warp of the cluster's M column.
    ab_pipeline = pipeline.PipelineTmaAsync.create(
        barrier_storage=barriers,
        num_stages=stages,
        producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        consumer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, cluster_m * threads // 32),
        tx_count=stage_bytes,
        cta_layout_vmnk=cute.make_layout((1, *cluster_layout.shape)),
        defer_sync=True,
    )
    pipeline.pipeline_init_arrive(cluster_shape_mn=cluster_layout, is_relaxed=True)

    # ---- TMA partitions: (TMA box, k-tile) in gmem, (TMA box, stage) in smem -----------------
    gA = cute.local_tile(mA, tile_mnk, tile_coord, proj=(1, None, 1))  # (BM, BK, k)
    gB = cute.local_tile(mB, tile_mnk, tile_coord, proj=(None, 1, 1))  # (BN, BK, k)
    gC = cute.local_tile(mC, tile_mnk, tile_coord, proj=(1, 1, None))  # (BM, BN)
    tAsA, tAgA = cpasync.tma_partition(
        tma_atom_a, 0, cute.make_layout(1), cute.group_modes(sA, 0, 2), cute.group_modes(gA, 0, 2)
    )
    # B is split over the cluster's CTAs along M: each loads its slice and multicasts it.
    cluster_coord = cluster_layout.get_flat_coord(rank)
    tBsB, tBgB = cpasync.tma_partition(
        tma_atom_b,
        cluster_coord[0],
        cute.make_layout(cluster_m),
        cute.group_modes(sB, 0, 2),
        cute.group_modes(gB, 0, 2),
    )
    b_mcast_mask = cute.make_layout_image_mask(cluster_layout, cluster_coord, mode=0)

    # ---- WGMMA fragments: smem descriptors per warpgroup, accumulators per thread -------------
    warpgroup_idx = cute.arch.make_warp_uniform(tidx // WARPGROUP)
    wg_mma = tiled_mma.get_slice(warpgroup_idx * WARPGROUP)
    tCrA = tiled_mma.make_fragment_A(wg_mma.partition_A(sA))  # (MMA, MMA_M, MMA_K, stage)
    tCrB = tiled_mma.make_fragment_B(wg_mma.partition_B(sB))
    thr_mma = tiled_mma.get_slice(tidx)
    tCgC = thr_mma.partition_C(gC)
    acc = cute.make_rmem_tensor(tCgC.shape, cutlass.Float32)

    pipeline.pipeline_init_wait(cluster_shape_mn=cluster_layout)

    k_tiles = cute.size(gA, mode=[2])
    k_blocks = cute.size(tCrA, mode=[2])
    producer = pipeline.make_pipeline_state(pipeline.PipelineUserType.Producer, stages)
    consumer = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, stages)
    released = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, stages)

    # Prologue: fill every stage (or all k-tiles, if fewer).
    if warp_idx == 0:
        for _ in cutlass.range(cutlass.min(stages, k_tiles), unroll=1):
            _load_stage(ab_pipeline, producer, tma_atom_a, tAgA, tAsA, tma_atom_b, tBgB, tBsB, b_mcast_mask, cluster_m)
            producer.advance()

    # k-tile 0 on its own: its first MMA overwrites the accumulators (ACCUMULATE off), the
    # rest add to them. Setting the field is trace-time state, so it cannot flip inside the
    # run-time loop; zero-filling the accumulators instead made ptxas serialize every WGMMA.
    ab_pipeline.consumer_wait(consumer)
    warpgroup.fence()
    tiled_mma.set(warpgroup.Field.ACCUMULATE, False)
    for k_block in cutlass.range_constexpr(k_blocks):
        coord = (None, None, k_block, consumer.index)
        cute.gemm(tiled_mma, acc, tCrA[coord], tCrB[coord], acc)
        tiled_mma.set(warpgroup.Field.ACCUMULATE, True)
    warpgroup.commit_group()
    consumer.advance()

    for k_tile in cutlass.range(1, k_tiles, unroll=1):
        ab_pipeline.consumer_wait(consumer)
        warpgroup.fence()
        for k_block in cutlass.range_constexpr(k_blocks):
            coord = (None, None, k_block, consumer.index)
            cute.gemm(tiled_mma, acc, tCrA[coord], tCrB[coord], acc)
        warpgroup.commit_group()
        # The batch issued one k-tile ago has finished reading its stage: release it, and let
        # warp 0 refill that stage with the k-tile STAGES - 1 ahead of this one.
        warpgroup.wait_group(1)
        ab_pipeline.consumer_release(released)
        released.advance()
        if warp_idx == 0 and producer.count < k_tiles:
            _load_stage(ab_pipeline, producer, tma_atom_a, tAgA, tAsA, tma_atom_b, tBgB, tBsB, b_mcast_mask, cluster_m)
            producer.advance()
        consumer.advance()
    warpgroup.wait_group(0)

    # ---- epilogue: registers -> bf16 -> global ------------------------------------------------
    out = cute.make_rmem_tensor_like(acc, cutlass.BFloat16)
    out.store(acc.load().to(cutlass.BFloat16))
    cute.autovec_copy(out, tCgC)

    if cutlass.const_expr(cluster_m > 1):
        # Peers may still arrive on this CTA's barriers: leave the cluster together.
        cute.arch.cluster_arrive()
        cute.arch.cluster_wait()


def _load_stage(ab_pipeline, state, tma_atom_a, tAgA, tAsA, tma_atom_b, tBgB, tBsB, b_mcast_mask, cluster_m):
    """Wait for the stage to be empty, arm its full barrier and issue the two TMA loads.
    A plain helper, traced inline where it is called."""
    ab_pipeline.producer_acquire(state)
    full = ab_pipeline.producer_get_barrier(state)
    cute.copy(tma_atom_a, tAgA[None, state.count], tAsA[None, state.index], tma_bar_ptr=full)
    if cluster_m > 1:
        cute.copy(
            tma_atom_b, tBgB[None, state.count], tBsB[None, state.index], tma_bar_ptr=full, mcast_mask=b_mcast_mask
        )
    else:
        cute.copy(tma_atom_b, tBgB[None, state.count], tBsB[None, state.index], tma_bar_ptr=full)


@cute.jit
def hopper_gemm(
    mA: cute.Tensor,
    mB: cute.Tensor,
    mC: cute.Tensor,
    tile_n: cutlass.Constexpr,
    stages: cutlass.Constexpr,
    cluster_m: cutlass.Constexpr,
):
    bf16 = cutlass.BFloat16
    # One warpgroup per 64 rows when the N tile is wide (register budget), else one for all 128.
    warpgroups = 2 if tile_n > 128 else 1
    tiled_mma = sm90_utils.make_trivial_tiled_mma(
        bf16,
        bf16,
        utils.LayoutEnum.from_tensor(mA).sm90_mma_major_mode(),
        utils.LayoutEnum.from_tensor(mB).sm90_mma_major_mode(),
        cutlass.Float32,
        (warpgroups, 1, 1),
        tiler_mn=(64, tile_n),
    )
    tile_mnk = (TILE_M, tile_n, TILE_K)
    sA_layout = sm90_utils.make_smem_layout_a(utils.LayoutEnum.from_tensor(mA), tile_mnk, bf16, stages)
    sB_layout = sm90_utils.make_smem_layout_b(utils.LayoutEnum.from_tensor(mB), tile_mnk, bf16, stages)

    load_a, tma_a = cpasync.make_tiled_tma_atom(
        cpasync.CopyBulkTensorTileG2SOp(), mA, cute.slice_(sA_layout, (None, None, 0)), (TILE_M, TILE_K)
    )
    b_op = cpasync.CopyBulkTensorTileG2SMulticastOp() if cluster_m > 1 else cpasync.CopyBulkTensorTileG2SOp()
    load_b, tma_b = cpasync.make_tiled_tma_atom(
        b_op, mB, cute.slice_(sB_layout, (None, None, 0)), (tile_n, TILE_K), num_multicast=cluster_m
    )

    cluster_layout = cute.make_layout((cluster_m, 1, 1))
    tiles_m, tiles_n = cute.ceil_div(mC.shape, (TILE_M, tile_n))
    smem_bytes = cute.size_in_bytes(bf16, sA_layout) + cute.size_in_bytes(bf16, sB_layout) + 2048
    hopper_gemm_kernel(
        tiled_mma,
        load_a,
        tma_a,
        load_b,
        tma_b,
        mC,
        sA_layout,
        sB_layout,
        cluster_layout,
        tile_mnk,
        stages,
        WARPGROUP * warpgroups,
    ).launch(
        grid=(tiles_m, tiles_n, 1),
        block=(WARPGROUP * warpgroups, 1, 1),
        cluster=(cluster_m, 1, 1),
        smem=smem_bytes,
    )


def _fake_args():
    m, n, k = cute.sym_int(), cute.sym_int(divisibility=8), cute.sym_int(divisibility=8)
    return [
        fake_tensor(cutlass.BFloat16, (m, k)),  # A: K-major
        fake_tensor(cutlass.BFloat16, (n, k)),  # B as (N, K): K-major
        fake_tensor(cutlass.BFloat16, (m, n)),  # C: N-major
    ]


def _case(name, tile_n, stages, cluster_m, description):
    config = (tile_n, stages, cluster_m)
    return Case(
        name,
        entry=hopper_gemm,
        args=lambda: [*_fake_args(), *config],
        archs=("sm_90a",),
        dsl=">=4.3",  # cute.sym_int (run-time extents) arrived in 4.3
        description=description,
        run=gemm_run_spec(hopper_gemm, config, tile_mn=(TILE_M * cluster_m, tile_n)),
    )


CASES = [
    _case(
        "bf16_128x128_s6",
        128,
        6,
        1,
        "TMA + WGMMA, 128x128x64 CTA tile, one warpgroup, 6-stage mbarrier pipeline, no cluster",
    ),
    _case(
        "bf16_128x256_s4_mc2",
        256,
        4,
        2,
        "TMA + WGMMA, 128x256x64 CTA tile, two warpgroups, 4 stages, 2x1 cluster multicasting B",
    ),
]

get_inputs, reference_fn, kernel_fn = seed_contract(CASES[0])
