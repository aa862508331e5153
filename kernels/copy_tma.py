"""Copy S -> D through shared memory with the Tensor Memory Accelerator (Hopper, sm_90a).

Each CTA moves one (64, 128) tile: one thread issues a TMA load (cp.async.bulk.tensor,
UTMALDG in SASS) that lands in shared memory and completes on an mbarrier (SYNCS.* in SASS);
once the barrier flips, one thread issues the TMA store of the same buffer back out (UTMASTG) and waits for the
bulk group to finish reading shared memory before the CTA exits. No thread touches the data:
addresses, bounds and the 128-byte transactions are the copy engine's. The tensor maps are
built on the host at launch, so shapes are dynamic; TMA clips the edge tiles itself, so no
predicate appears (rows must be a multiple of 16 bytes, a TMA rule for global strides).
"""

import cutlass
import cutlass.cute as cute
from _common import copy_run_spec
from cutlass.cute.nvgpu import cpasync

from irscope.kernel import Case, dlpack_tensor, fake_tensor, seed_contract

TILE = (64, 128)  # 16 KiB of bf16 per CTA: up to 13 CTAs in flight per SM
THREADS = 32


@cute.kernel
def copy_tma_kernel(
    load_atom: cute.CopyAtom,
    tma_S: cute.Tensor,
    store_atom: cute.CopyAtom,
    tma_D: cute.Tensor,
    smem_layout: cute.Layout,
    dtype: cutlass.Constexpr,
):
    bidx, bidy, _ = cute.arch.block_idx()
    tidx, _, _ = cute.arch.thread_idx()

    smem = cutlass.utils.SmemAllocator()
    buffer = smem.allocate_tensor(dtype, smem_layout, 128)
    full = smem.allocate_array(cutlass.Int64, 1, byte_alignment=8)

    if tidx == 0:
        cute.arch.mbarrier_init(full, 1)
    cute.arch.mbarrier_init_fence()
    cute.arch.barrier()

    # (TILE, tiles_m, tiles_n) views of the TMA coordinate tensors, partitioned for one CTA.
    gS = cute.local_tile(tma_S, TILE, (None, None))
    gD = cute.local_tile(tma_D, TILE, (None, None))
    sS, tSgS = cpasync.tma_partition(
        load_atom, 0, cute.make_layout(1), cute.group_modes(buffer, 0, 2), cute.group_modes(gS, 0, 2)
    )
    sD, tDgD = cpasync.tma_partition(
        store_atom, 0, cute.make_layout(1), cute.group_modes(buffer, 0, 2), cute.group_modes(gD, 0, 2)
    )

    # Edge tiles still count whole boxes: TMA fills the out-of-bounds part with zeros.
    if tidx == 0:
        cute.arch.mbarrier_arrive_and_expect_tx(full, cute.size_in_bytes(dtype, smem_layout))
    cute.copy(load_atom, tSgS[None, bidx, bidy], sS, tma_bar_ptr=full)
    cute.arch.mbarrier_wait(full, 0)

    # The DSL elects one thread for the TMA load, not for the store: every thread that runs
    # this copy issues its own store of the whole tile, so one thread must do it. That thread
    # then waits for its bulk group to finish reading shared memory before the CTA may exit.
    if tidx == 0:
        cute.copy(store_atom, sD, tDgD[None, bidx, bidy])
        cute.arch.cp_async_bulk_commit_group()
        cute.arch.cp_async_bulk_wait_group(0, read=True)


@cute.jit
def copy_tma(mS: cute.Tensor, mD: cute.Tensor):
    smem_layout = cute.make_ordered_layout(TILE, order=(1, 0))  # row-major, as in gmem
    load_atom, tma_S = cpasync.make_tiled_tma_atom(cpasync.CopyBulkTensorTileG2SOp(), mS, smem_layout, TILE)
    store_atom, tma_D = cpasync.make_tiled_tma_atom(cpasync.CopyBulkTensorTileS2GOp(), mD, smem_layout, TILE)
    tiles_m, tiles_n = cute.ceil_div(mS.shape, TILE)
    copy_tma_kernel(load_atom, tma_S, store_atom, tma_D, smem_layout, mS.element_type).launch(
        grid=(tiles_m, tiles_n, 1),
        block=(THREADS, 1, 1),
        smem=cute.size_in_bytes(mS.element_type, smem_layout) + 256,
    )


def _fake_args():
    shape = (cute.sym_int(), cute.sym_int(divisibility=8))  # rows of whole 16-byte units
    return [fake_tensor(cutlass.BFloat16, shape) for _ in range(2)]


def _as_cute(tensor):
    return dlpack_tensor(tensor, dynamic=True, leading_dim=1, divisibility=8)


CASES = [
    Case(
        "bf16",
        entry=copy_tma,
        args=_fake_args,
        archs=("sm_90a",),
        dsl=">=4.3",  # cute.sym_int (run-time extents) arrived in 4.3
        description="TMA tile load -> smem -> TMA tile store, mbarrier completion (UTMALDG/UTMASTG)",
        run=copy_run_spec(copy_tma, cutlass.BFloat16, (8192, 8192), convert=_as_cute, static_shapes=False),
    ),
]

get_inputs, reference_fn, kernel_fn = seed_contract(CASES[0])
