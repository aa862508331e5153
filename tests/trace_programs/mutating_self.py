"""A kernel class whose jitted `__call__` changes its own configuration before it launches, as
FlashAttention-4's forward kernels do (`num_threads` 384 at entry, 512 compiled for a head dim
of 64): the trace records the entry state, which a rebuild starts from, and what the compile
used. It compiles only (fake tensors), so it runs anywhere: `python mutating_self.py`."""

import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


class GrowingKernel:
    def __init__(self, head_dim: int):
        self.head_dim = head_dim
        self.num_threads = 384
        self.use_wide_tiles = False

    @cute.jit
    def __call__(self, data: cute.Tensor):
        if cutlass.const_expr(self.head_dim == 64):
            self.num_threads = 512
            self.use_wide_tiles = True
        self.tile_shape = (self.num_threads, self.head_dim)
        self.kernel(data).launch(grid=[1, 1, 1], block=[self.num_threads, 1, 1])

    @cute.kernel
    def kernel(self, data: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        if tidx < self.num_threads:
            data[tidx] = data[tidx] + cutlass.Float32(self.head_dim)


if __name__ == "__main__":
    data = make_fake_compact_tensor(cutlass.Float32, (512,), assumed_align=16)
    cute.compile(GrowingKernel(64), data)
    print("head dim 64: compiled")
    sys.exit(0)
