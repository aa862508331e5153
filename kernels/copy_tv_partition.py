"""Copy S -> D through registers with a thread-value layout (seed 002, kernel 3).

make_layout_tv turns a (32, 8) row-major thread layout and a (4, 8) row-major value layout into
a (128, 64) CTA tiler and a TV layout; composing a CTA tile with the TV layout and slicing it at
the thread index gives each thread 4 rows of 8 contiguous bf16 values: 4 x LDG.E.128 and
4 x STG.E.128.
"""

import cutlass
import cutlass.cute as cute
from _common import copy_run_spec, divisible_by

from irscope.kernel import Case, fake_tensor, seed_contract

M, N = 8192, 8192
THREADS = (32, 8)
VALUES = (4, 8)


@cute.kernel
def copy_kernel(S: cute.Tensor, D: cute.Tensor, tv_layout: cute.Layout):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()

    tile_S, tile_D = S[(None, None), bidx], D[(None, None), bidx]
    # (thread, value) -> element of the tile; fixing the thread leaves its values.
    thr_S = cute.composition(tile_S, tv_layout)[tidx, None]
    thr_D = cute.composition(tile_D, tv_layout)[tidx, None]

    fragment = cute.make_fragment_like(thr_S)
    fragment.store(thr_S.load())
    thr_D.store(fragment.load())


@cute.jit
def copy_tv_partition(mS: cute.Tensor, mD: cute.Tensor, threads: cutlass.Constexpr, values: cutlass.Constexpr):
    thr_layout = cute.make_ordered_layout(threads, order=(1, 0))
    val_layout = cute.make_ordered_layout(values, order=(1, 0))
    tiler_mn, tv_layout = cute.make_layout_tv(thr_layout, val_layout)

    tiled_S = cute.zipped_divide(mS, tiler_mn)  # ((128, 64), (m', n'))
    tiled_D = cute.zipped_divide(mD, tiler_mn)
    copy_kernel(tiled_S, tiled_D, tv_layout).launch(
        grid=(cute.size(tiled_D, mode=[1]), 1, 1),
        block=(cute.size(tv_layout, mode=[0]), 1, 1),
    )


def _tile() -> tuple[int, int]:
    return (THREADS[0] * VALUES[0], THREADS[1] * VALUES[1])


CASES = [
    Case(
        "bf16",
        entry=copy_tv_partition,
        args=lambda: [fake_tensor(cutlass.BFloat16, (M, N)) for _ in range(2)] + [THREADS, VALUES],
        archs=("sm_80", "sm_90a"),
        description="seed 002 kernel 3: composition with a TV layout, 4 x LDG.E.128 + 4 x STG.E.128",
        run=copy_run_spec(
            copy_tv_partition,
            cutlass.BFloat16,
            (M, N),
            constexprs=(THREADS, VALUES),
            check=divisible_by(_tile(), "CTA tile"),
        ),
    ),
]

get_inputs, reference_fn, kernel_fn = seed_contract(CASES[0])
