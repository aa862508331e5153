"""Copy S -> D through registers: inner partition by CTA tile, outer partition by thread (seed 002, kernel 2).

zipped_divide cuts the tensor into (32, 256) CTA tiles; local_partition then deals each tile out
to an (8, 32) row-major thread layout. A thread gets a (4, 8) sub-tile whose elements are 32
columns apart, so no two of its values are adjacent in memory: the copy stays element-wise
(16-bit LDG.E.U16 / STG.E.U16) and coalescing across the warp is all that keeps it fast.
"""

import cutlass
import cutlass.cute as cute
from _common import copy_run_spec, divisible_by

from irscope.kernel import Case, fake_tensor, seed_contract

M, N = 8192, 8192
TILE = (32, 256)
THREADS = (8, 32)


@cute.kernel
def copy_kernel(S: cute.Tensor, D: cute.Tensor, thread_layout: cute.Layout):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()

    tile_S, tile_D = S[(None, None), bidx], D[(None, None), bidx]
    thr_S = cute.local_partition(tile_S, thread_layout, tidx)
    thr_D = cute.local_partition(tile_D, thread_layout, tidx)

    fragment = cute.make_fragment_like(thr_S)
    fragment.store(thr_S.load())
    thr_D.store(fragment.load())


@cute.jit
def copy_inner_outer_partition(mS: cute.Tensor, mD: cute.Tensor, tile: cutlass.Constexpr, threads: cutlass.Constexpr):
    tiled_S = cute.zipped_divide(mS, tile)  # ((32, 256), (m', n'))
    tiled_D = cute.zipped_divide(mD, tile)
    thread_layout = cute.make_ordered_layout(threads, order=(1, 0))  # row-major, like the tensors
    copy_kernel(tiled_S, tiled_D, thread_layout).launch(
        grid=(cute.size(tiled_D, mode=[1]), 1, 1),
        block=(cute.size(thread_layout), 1, 1),
    )


CASES = [
    Case(
        "bf16",
        entry=copy_inner_outer_partition,
        args=lambda: [fake_tensor(cutlass.BFloat16, (M, N)) for _ in range(2)] + [TILE, THREADS],
        archs=("sm_80", "sm_90a"),
        description="seed 002 kernel 2: zipped_divide + local_partition, strided values: no 128-bit access",
        run=copy_run_spec(
            copy_inner_outer_partition,
            cutlass.BFloat16,
            (M, N),
            constexprs=(TILE, THREADS),
            check=divisible_by(TILE, "CTA tile"),
        ),
    ),
]

get_inputs, reference_fn, kernel_fn = seed_contract(CASES[0])
