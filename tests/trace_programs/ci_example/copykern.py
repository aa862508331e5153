"""A copy kernel written as a class, the way the CUTLASS examples write GEMMs: configuration in
`__init__` (a dataclass, an enum), attributes set inside the jitted `__call__`, the device code a
`@cute.kernel` method. Each thread copies one row piece of `tile.cols` elements; with 8 bf16
elements (16 bytes, 16-byte aligned) that is one 128-bit load and one 128-bit store.

This is docs/tracing.md's worked CI example (tests/trace/test_ci_loop.py runs it).
"""

import enum
from dataclasses import dataclass

import cutlass.cute as cute
from cutlass import utils


class Order(enum.Enum):
    ROWS = "rows"
    COLUMNS = "columns"


@dataclass(frozen=True)
class Tile:
    cols: int  # elements per thread
    threads: int  # threads per block


class TileCopy:
    def __init__(self, tile: Tile, order: Order = Order.ROWS):
        self.tile = tile
        self.order = order
        self.layout = None  # set by __call__, from the tensor it is given

    @cute.jit
    def __call__(self, src: cute.Tensor, dst: cute.Tensor):
        self.layout = utils.LayoutEnum.from_tensor(src)
        tiled_src = cute.tiled_divide(src, (1, self.tile.cols))
        tiled_dst = cute.tiled_divide(dst, (1, self.tile.cols))
        tiles = cute.size(tiled_dst, mode=[1]) * cute.size(tiled_dst, mode=[2])
        self.kernel(tiled_src, tiled_dst).launch(
            grid=(tiles // self.tile.threads, 1, 1), block=(self.tile.threads, 1, 1)
        )

    @cute.kernel
    def kernel(self, src: cute.Tensor, dst: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        bidx, _, _ = cute.arch.block_idx()
        columns = cute.size(src, mode=[2])
        linear = bidx * self.tile.threads + tidx
        piece = ((None, None), linear // columns, linear % columns)
        fragment = cute.make_fragment_like(src[piece])
        fragment.store(src[piece].load())
        dst[piece].store(fragment.load())
