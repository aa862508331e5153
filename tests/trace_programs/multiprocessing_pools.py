"""Compiles in multiprocessing pools started by spawn and by fork: a spawned worker loads this
script again as `__mp_main__`, a forked one keeps it as `__main__`."""

import multiprocessing
import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


class Shift:
    def __init__(self, by: int):
        self.by = by

    @cute.kernel
    def kernel(self, a: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        a[tidx] = a[(tidx + self.by) % 32]

    @cute.jit
    def __call__(self, a: cute.Tensor):
        self.kernel(a).launch(grid=[1, 1, 1], block=[32, 1, 1])


def build(by):
    cute.compile(Shift(by), make_fake_compact_tensor(cutlass.Float32, (32,), assumed_align=16))
    return by


if __name__ == "__main__":
    for method, values in (("spawn", [1, 2]), ("fork", [3])):
        with multiprocessing.get_context(method).Pool(2) as pool:
            print(method, sorted(pool.map(build, values)))
    sys.exit(0)
