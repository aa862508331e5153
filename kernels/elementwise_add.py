"""Elementwise C = A + B over a 2-D tensor, tiled by a thread-value layout (seed 000), in two versions.

Both versions give each of 4 x 32 threads 4 rows of one 128-bit vector (a 16 x 128-element CTA
tile for f32, 16 x 256 for 16-bit types) and both check bounds against an identity tensor.

v1 is the seed's version: the universal copy atom at its default width (one element) under one
predicate per element. Each element is then its own conditional load, which the compiler does
not merge, so v1 lowers to scalar loads and stores (LDG.E for f32, LDG.E.U16 for f16/bf16).
Measured with DSL 4.5.3: the same copies without the predicate do merge, into LDG.E.128.

v2 copies with a 128-bit universal copy atom and one predicate per vector (its first element's
coordinate: rows are whole vectors, so a vector is all in or all out), which lowers to
LDG.E.128 / STG.E.128. `irscope run` refuses v2 for a row length that is not a whole number of
vectors, where 16-byte accesses would be misaligned.
"""

import cutlass
import cutlass.cute as cute
from _common import empty, random_inputs

from irscope.kernel import Case, RunSpec, compile_launcher, fake_tensor, rmem_tensor, seed_contract

M, N = 8192, 8192  # 128-256 MiB per operand: far past L2, and launches long enough (>100 us) to time


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


@cute.kernel
def add_kernel_v2(
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

    tile = ((None, None), bidx)
    blkA, blkB, blkC, blkCrd = gA[tile], gB[tile], gC[tile], cC[tile]

    # One copy instruction moves a whole 128-bit vector, so bounds are checked per vector.
    load_atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), gA.element_type, num_bits_per_copy=128)
    store_atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), gC.element_type, num_bits_per_copy=128)
    thr_load = cute.make_tiled_copy(load_atom, tv_layout, tiler_mn).get_slice(tidx)
    thr_store = cute.make_tiled_copy(store_atom, tv_layout, tiler_mn).get_slice(tidx)

    thrA = thr_load.partition_S(blkA)
    thrB = thr_load.partition_S(blkB)
    thrC = thr_store.partition_D(blkC)
    thrCrd = thr_store.partition_D(blkCrd)
    frgA = cute.make_fragment_like(thrA)
    frgB = cute.make_fragment_like(thrB)
    frgC = cute.make_fragment_like(thrC)

    pred_layout = cute.make_layout((thrA.shape[0][1], cute.size(thrA, mode=[1]), cute.size(thrA, mode=[2])))
    frgPred = rmem_tensor(pred_layout, cutlass.Boolean)
    for v in range(cute.size(frgPred, mode=[0])):
        for m in range(cute.size(frgPred, mode=[1])):
            for n in range(cute.size(frgPred, mode=[2])):
                frgPred[v, m, n] = cute.elem_less(thrCrd[(0, v), m, n], shape)

    cute.copy(load_atom, thrA, frgA, pred=frgPred)
    cute.copy(load_atom, thrB, frgB, pred=frgPred)
    frgC.store(frgA.load() + frgB.load())
    cute.copy(store_atom, frgC, thrC, pred=frgPred)


@cute.jit
def elementwise_add_v2(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor):
    vector = 128 // mA.element_type.width
    thr_layout = cute.make_ordered_layout((4, 32), order=(1, 0))
    val_layout = cute.make_ordered_layout((4, vector), order=(1, 0))
    tiler_mn, tv_layout = cute.make_layout_tv(thr_layout, val_layout)

    gA = cute.zipped_divide(mA, tiler_mn)
    gB = cute.zipped_divide(mB, tiler_mn)
    gC = cute.zipped_divide(mC, tiler_mn)
    cC = cute.zipped_divide(cute.make_identity_tensor(mC.shape), tiler=tiler_mn)

    add_kernel_v2(gA, gB, gC, cC, mC.shape, tv_layout, tiler_mn).launch(
        grid=[cute.size(gC, mode=[1]), 1, 1],
        block=[cute.size(tv_layout, mode=[0]), 1, 1],
    )


# ---- cases --------------------------------------------------------------------------------------
# torch.testing's default tolerances per dtype: the kernel adds in the element type, as torch does.
TOLERANCES = {cutlass.Float32: (1e-5, 1.3e-6), cutlass.Float16: (1e-5, 1e-3), cutlass.BFloat16: (1e-5, 1.6e-2)}


def _fake_args(dtype):
    return lambda: [fake_tensor(dtype, (M, N)) for _ in range(3)]


def _run_spec(entry, dtype) -> RunSpec:
    atol, rtol = TOLERANCES[dtype]
    vector = 128 // dtype.width

    def get_inputs(sizes):
        shape = (sizes["M"], sizes["N"])
        return random_inputs(dtype, shape, shape)

    def make_kernel_fn(inputs):
        a, b = inputs
        if entry is elementwise_add_v2 and a.shape[1] % vector:
            # Each thread moves whole 128-bit vectors; a row that is not a whole number of
            # vectors would leave the next row's vectors misaligned.
            raise ValueError(f"v2 needs N divisible by {vector} for {dtype.__name__} (got N={a.shape[1]})")
        c = empty(tuple(a.shape), like=a)
        launch = compile_launcher(entry, (a, b, c))

        def kernel_fn(a, b):
            launch(a, b, c)
            return c

        return kernel_fn

    return RunSpec(
        sizes={"M": M, "N": N},
        get_inputs=get_inputs,
        reference_fn=lambda a, b: a + b,
        make_kernel_fn=make_kernel_fn,
        bytes_moved=lambda s: 3 * s["M"] * s["N"] * dtype.width // 8,
        atol=atol,
        rtol=rtol,
    )


_DTYPES = {"f32": cutlass.Float32, "f16": cutlass.Float16, "bf16": cutlass.BFloat16}
_VERSIONS = {
    "v1": (elementwise_add_v1, "seed 000 as written: per-element predicate, scalar LDG.E"),
    "v2": (elementwise_add_v2, "128-bit copy atom, one predicate per vector: LDG.E.128"),
}

CASES = [
    Case(
        f"{version}_{suffix}",
        entry=entry,
        args=_fake_args(dtype),
        archs=("sm_80", "sm_90a"),
        description=f"{description} ({dtype.__name__})",
        run=_run_spec(entry, dtype),
    )
    for suffix, dtype in _DTYPES.items()
    for version, (entry, description) in _VERSIONS.items()
]

get_inputs, reference_fn, kernel_fn = seed_contract(CASES[0])
