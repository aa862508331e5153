"""Elementwise C = A + B over a 2-D tensor, tiled by a thread-value layout (seed 000).

v1 is the seed's version: each thread builds a per-element predicate from an identity
(coordinate) tensor and copies with the universal copy atom at its default width. The
per-element predicate keeps the copy from proving that a whole 128-bit vector is in bounds,
so on sm_80/sm_90a it lowers to scalar 32-bit loads (LDG.E), not LDG.E.128.
"""

import cutlass
import cutlass.cute as cute

from irscope.kernel import Case, fake_tensor, rmem_tensor

M, N = 4096, 4096


@cute.kernel
def add_kernel_v1(
    gA: cute.Tensor,
    gB: cute.Tensor,
    gC: cute.Tensor,
    cC: cute.Tensor,
    shape: cute.Shape,
    tv_layout: cute.Layout,
    tiler_mn: cute.Shape,
):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()

    # This CTA's tile: the whole first mode of the zipped tensors, column bidx of the rest.
    tile = ((None, None), bidx)
    blkA, blkB, blkC, blkCrd = gA[tile], gB[tile], gC[tile], cC[tile]

    load_atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), gA.element_type)
    store_atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), gC.element_type)
    thr_load = cute.make_tiled_copy(load_atom, tv_layout, tiler_mn).get_slice(tidx)
    thr_store = cute.make_tiled_copy(store_atom, tv_layout, tiler_mn).get_slice(tidx)

    thrA = thr_load.partition_S(blkA)
    thrB = thr_load.partition_S(blkB)
    thrC = thr_store.partition_S(blkC)
    frgA = cute.make_fragment_like(thrA)
    frgB = cute.make_fragment_like(thrB)
    frgC = cute.make_fragment_like(thrC)

    # One predicate per element: is its coordinate inside the tensor?
    thrCrd = thr_store.partition_S(blkCrd)
    frgPred = rmem_tensor(thrCrd.shape, cutlass.Boolean)
    for i in cutlass.range(0, cute.size(frgPred), 1):
        frgPred[i] = cute.elem_less(thrCrd[i], shape)

    cute.copy(load_atom, thrA, frgA, pred=frgPred)
    cute.copy(load_atom, thrB, frgB, pred=frgPred)
    frgC.store(frgA.load() + frgB.load())
    cute.copy(store_atom, frgC, thrC, pred=frgPred)


@cute.jit
def elementwise_add_v1(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    # 4 x 32 threads; each owns 4 rows x one 128-bit vector of values.
    vector = 128 // mA.element_type.width
    thr_layout = cute.make_ordered_layout((4, 32), order=(1, 0))
    val_layout = cute.make_ordered_layout((4, vector), order=(1, 0))
    tiler_mn, tv_layout = cute.make_layout_tv(thr_layout, val_layout)

    gA = cute.zipped_divide(mA, tiler_mn)
    gB = cute.zipped_divide(mB, tiler_mn)
    gC = cute.zipped_divide(mC, tiler_mn)
    cC = cute.zipped_divide(cute.make_identity_tensor(mC.shape), tiler=tiler_mn)

    add_kernel_v1(gA, gB, gC, cC, mC.shape, tv_layout, tiler_mn).launch(
        grid=[cute.size(gC, mode=[1]), 1, 1],
        block=[cute.size(tv_layout, mode=[0]), 1, 1],
    )


def _fp32_args():
    return [fake_tensor(cutlass.Float32, (M, N)) for _ in range(3)]


CASES = [
    Case(
        "v1_f32",
        entry=elementwise_add_v1,
        args=_fp32_args,
        archs=("sm_80", "sm_90a"),
        description="seed 000 as written: per-element predicate, scalar LDG.E",
    ),
]
