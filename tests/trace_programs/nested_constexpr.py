"""A kernel class whose kernel calls `@cute.jit` functions that call each other with other
constexpr arguments (`times(times(x, 2), k)`), with a `cutlass.Constexpr` class annotation, a list
and a dict among its attributes; compiled for two widths. It compiles only (fake tensors):
`python nested_constexpr.py`."""

import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


@cute.jit
def times(x, k: cutlass.Constexpr[int]):
    return x * k


@cute.jit
def twice_then(x, k: cutlass.Constexpr[int], add: cutlass.Constexpr[float]):
    return times(times(x, 2), k) + add


class Stencil:
    width: cutlass.Constexpr[int]

    def __init__(self, width: int, threads: int = 32):
        self.width = width
        self.threads = threads
        self.history = [width, threads]  # a list attribute
        self.weights = {"center": 2, "side": 1}

    @cute.kernel
    def kernel(self, a: cute.Tensor, b: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        acc = a[tidx] * a.element_type(self.weights["center"])
        for i in cutlass.range_constexpr(1, self.width):
            acc = acc + twice_then(a[tidx + i], i, 0.5)
        b[tidx] = times(acc, self.weights["side"])

    @cute.jit
    def __call__(self, a: cute.Tensor, b: cute.Tensor):
        self.kernel(a, b).launch(grid=[1, 1, 1], block=[self.threads, 1, 1])


if __name__ == "__main__":
    a = make_fake_compact_tensor(cutlass.Float32, (64,), assumed_align=16)
    b = make_fake_compact_tensor(cutlass.Float32, (64,), assumed_align=16)
    for width in (2, 3):
        cute.compile(Stencil(width), a, b)
        print(f"width {width}: compiled")
    sys.exit(0)
