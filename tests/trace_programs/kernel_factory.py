"""Kernels defined inside a function: a factory returns a `@cute.jit` host function whose
`@cute.kernel` is defined beside it, specialized by the factory's arguments (a frozen dataclass,
an enum member, a float) through their closures, and the kernel loops with
`cutlass.range_constexpr`. Compiled twice, with the same tensor: only the closures differ. It
compiles only (a fake tensor), so it runs anywhere: `python kernel_factory.py`."""

import enum
import sys
from dataclasses import dataclass

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


class Act(enum.Enum):
    IDENTITY = 1
    NEGATE = 2


@dataclass(frozen=True)
class Tile:
    threads: int
    unroll: int


def make_kernel(tile: Tile, act: Act, gain: float):
    @cute.kernel
    def kernel(a: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        for i in cutlass.range_constexpr(tile.unroll):
            v = a[tidx * tile.unroll + i] * a.element_type(gain)
            if cutlass.const_expr(act == Act.NEGATE):
                v = -v
            a[tidx * tile.unroll + i] = v

    @cute.jit
    def launch(a: cute.Tensor):
        kernel(a).launch(grid=[1, 1, 1], block=[tile.threads, 1, 1])

    return launch


if __name__ == "__main__":
    t = make_fake_compact_tensor(cutlass.Float32, (128,), assumed_align=16)
    cute.compile(make_kernel(Tile(32, 4), Act.NEGATE, 3.0), t)
    print("negate: compiled")
    cute.compile(make_kernel(Tile(64, 2), Act.IDENTITY, 0.5), t)
    print("identity: compiled")
    sys.exit(0)
