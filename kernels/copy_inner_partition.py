"""Copy S -> D through registers with a pure inner partition (seed 002, first kernel).

tiled_divide by a (1, 16) block gives each thread one 16-element bf16 row piece: 32 contiguous,
16-byte-aligned bytes, which lower to 2 x LDG.E.128 and 2 x STG.E.128.
"""

import cutlass
import cutlass.cute as cute
from _common import copy_run_spec

from irscope.kernel import Case, fake_tensor, seed_contract

M, N = 8192, 8192
BLOCK_SHAPE = (1, 16)
THREADS = 256


@cute.kernel
def copy_kernel(S: cute.Tensor, D: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    bdimx, _, _ = cute.arch.block_dim()

    # One block tile per thread: linear thread id -> (row tile, column tile).
    columns = cute.size(S, mode=[2])
    linear = bidx * bdimx + tidx
    tile = ((None, None), linear // columns, linear % columns)
    tile_S, tile_D = S[tile], D[tile]

    fragment = cute.make_fragment_like(tile_S)
    fragment.store(tile_S.load())
    tile_D.store(fragment.load())


@cute.jit
def copy_inner_partition(mS: cute.Tensor, mD: cute.Tensor, block_shape: cutlass.Constexpr, threads: cutlass.Constexpr):
    tiled_S = cute.tiled_divide(mS, block_shape)  # ((1,16), m', n')
    tiled_D = cute.tiled_divide(mD, block_shape)
    tiles = cute.size(tiled_D, mode=[1]) * cute.size(tiled_D, mode=[2])
    copy_kernel(tiled_S, tiled_D).launch(grid=(tiles // threads, 1, 1), block=(threads, 1, 1))


def _check(shape: tuple[int, ...]) -> None:
    # One thread per (1, 16) block and the grid rounds down: every block must be whole and
    # the block count a multiple of the CTA size, or elements go uncopied or out of bounds.
    m, n = shape
    if n % BLOCK_SHAPE[1] or (m * n // BLOCK_SHAPE[1]) % THREADS:
        raise ValueError(
            f"shape {shape}: N must be a multiple of {BLOCK_SHAPE[1]} and M*N/{BLOCK_SHAPE[1]} of {THREADS}"
        )


CASES = [
    Case(
        "bf16",
        entry=copy_inner_partition,
        args=lambda: [fake_tensor(cutlass.BFloat16, (M, N)) for _ in range(2)] + [BLOCK_SHAPE, THREADS],
        archs=("sm_80", "sm_90a"),
        description="seed 002 kernel 1: tiled_divide by (1,16), 2 x LDG.E.128 + 2 x STG.E.128",
        run=copy_run_spec(
            copy_inner_partition, cutlass.BFloat16, (M, N), constexprs=(BLOCK_SHAPE, THREADS), check=_check
        ),
    ),
]

get_inputs, reference_fn, kernel_fn = seed_contract(CASES[0])
