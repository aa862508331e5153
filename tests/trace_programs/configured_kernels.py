"""One kernel class compiled in three configurations that the case names do not tell apart: its
tensors are the same each time, and what changes is an attribute of `self` (`tile_n`, 64 or 128)
or a `Constexpr` flag of its `__call__` (`negate`). The trace names each compile by those values
(tests/trace/test_names.py).

Run as a script (`python configured_kernels.py`) it compiles the three; run by pytest
(`pytest configured_kernels.py`) each test compiles one. It compiles only (fake tensors), so it
runs anywhere.
"""

import cutlass
import cutlass.cute as cute
import pytest
from cutlass.cute.runtime import make_fake_compact_tensor


class TiledScale:
    def __init__(self, tile_n: int, scale: float = 2.0):
        self.tile_n = tile_n
        self.scale = scale
        self.threads = 64

    @cute.jit
    def __call__(self, src: cute.Tensor, dst: cute.Tensor, negate: cutlass.Constexpr[bool]):
        self.kernel(src, dst, negate).launch(grid=[1, 1, 1], block=[self.threads, 1, 1])

    @cute.kernel
    def kernel(self, src: cute.Tensor, dst: cute.Tensor, negate: cutlass.Constexpr[bool]):
        tidx, _, _ = cute.arch.thread_idx()
        for i in cutlass.range_constexpr(self.tile_n // self.threads):
            index = tidx + i * self.threads
            value = src[index] * src.element_type(self.scale)
            if cutlass.const_expr(negate):
                value = -value
            dst[index] = value


CONFIGURATIONS = [(64, False), (128, False), (128, True)]


def compile_one(tile_n: int, negate: bool) -> None:
    src = make_fake_compact_tensor(cutlass.Float32, (128,), assumed_align=16)
    dst = make_fake_compact_tensor(cutlass.Float32, (128,), assumed_align=16)
    cute.compile(TiledScale(tile_n), src, dst, negate)


@pytest.mark.parametrize(("tile_n", "negate"), CONFIGURATIONS)
def test_compiles(tile_n: int, negate: bool) -> None:
    compile_one(tile_n, negate)


def main() -> None:
    for tile_n, negate in CONFIGURATIONS:
        compile_one(tile_n, negate)
        print(f"tile_n={tile_n} negate={negate}: compiled")


if __name__ == "__main__":
    main()
