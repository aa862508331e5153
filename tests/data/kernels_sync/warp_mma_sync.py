"""Test kernel for the synchronization and warp-MMA counts (not part of the kernel suite).

One warpgroup: every warp multiplies one 16x16 bf16 tile by one 8x16 tile with Ampere's
mma.sync (HMMA.16816 in SASS), around the instructions `irscope stats` names: register
reallocation (setmaxnreg dec/inc), a named barrier (id 1, 128 threads) besides the CTA barrier,
an arrive on a named barrier, fences by kind, and an elected thread. It is compiled, never run.
"""

import cutlass
import cutlass.cute as cute

from irscope.kernel import Case, fake_tensor

THREADS = 128


@cute.kernel
def warp_mma_sync_kernel(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor, tiled_mma: cute.TiledMma):
    tidx, _, _ = cute.arch.thread_idx()
    warp = tidx // 32
    cute.arch.setmaxregister_decrease(40)
    cute.arch.barrier(barrier_id=1, number_of_threads=THREADS)
    cute.arch.setmaxregister_increase(232)
    lane = tidx % 32
    thr_mma = tiled_mma.get_slice(lane)
    tCgA = thr_mma.partition_A(mA)
    tCgB = thr_mma.partition_B(mB)
    tCgC = thr_mma.partition_C(mC)
    tCrA = tiled_mma.make_fragment_A(tCgA)
    tCrB = tiled_mma.make_fragment_B(tCgB)
    tCrC = tiled_mma.make_fragment_C(tCgC)
    cute.autovec_copy(tCgA, tCrA)
    cute.autovec_copy(tCgB, tCrB)
    tCrC.fill(0.0)
    cute.gemm(tiled_mma, tCrC, tCrA, tCrB, tCrC)
    cute.arch.fence_acq_rel_cta()
    cute.arch.fence_proxy("async.shared", space="cta")
    if warp == 0:
        cute.autovec_copy(tCrC, tCgC)
    with cute.arch.elect_one():
        cute.arch.fence_acq_rel_gpu()
    cute.arch.barrier_arrive(barrier_id=2, number_of_threads=THREADS)
    cute.arch.sync_threads()


@cute.jit
def warp_mma_sync(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    op = cute.nvgpu.warp.MmaF16BF16Op(cutlass.BFloat16, cutlass.Float32, (16, 8, 16))
    tiled_mma = cute.make_tiled_mma(op)
    warp_mma_sync_kernel(mA, mB, mC, tiled_mma).launch(grid=(1, 1, 1), block=(THREADS, 1, 1))


CASES = [
    Case(
        "bf16",
        entry=warp_mma_sync,
        args=lambda: [
            fake_tensor(cutlass.BFloat16, (16, 16)),
            fake_tensor(cutlass.BFloat16, (8, 16)),
            fake_tensor(cutlass.Float32, (16, 8)),
        ],
        archs=("sm_90a",),
        dsl=">=4.3",
    ),
]
