"""A compile-only program for the trace tests: several kernels, a class-based kernel, one kernel
at two signatures, a repeated compile, a failing compile mid-run and a direct JIT call.

Prints what it did; `--ptx-dir DIR` also writes each compile's PTX there, through the DSL's own
keep-ptx/keep-cubin options, so that a test can compare an untraced run's code with a traced run's bundles.
"""

import argparse
import sys

import cutlass
import cutlass.cute as cute
import numpy
from cutlass.cute.runtime import from_dlpack, make_fake_compact_tensor


@cute.kernel
def _add_one_kernel(a: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    a[tidx] = a[tidx] + a.element_type(1)


@cute.jit
def add_one(a: cute.Tensor):
    _add_one_kernel(a).launch(grid=[1, 1, 1], block=[32, 1, 1])


@cute.kernel
def _scale_kernel(a: cute.Tensor, b: cute.Tensor, factor: cutlass.Constexpr[int]):
    tidx, _, _ = cute.arch.thread_idx()
    b[tidx] = a[tidx] * a.element_type(factor)


@cute.jit
def scale(a: cute.Tensor, b: cute.Tensor, factor: cutlass.Constexpr[int] = 2):
    _scale_kernel(a, b, factor).launch(grid=[1, 1, 1], block=[32, 1, 1])


class Doubler:
    """A class-based kernel, as GEMMs are written: configuration in __init__, `@cute.jit __call__`."""

    def __init__(self, threads: int = 32):
        self.threads = threads

    @cute.jit
    def __call__(self, a: cute.Tensor, b: cute.Tensor):
        _scale_kernel(a, b, 2).launch(grid=[1, 1, 1], block=[self.threads, 1, 1])


@cute.jit
def broken(a: cute.Tensor):
    _add_one_kernel(a, a).launch(grid=[1, 1, 1], block=[32, 1, 1])  # one argument too many


def fake(dtype, shape):
    return make_fake_compact_tensor(dtype, shape, stride_order=tuple(reversed(range(len(shape)))), assumed_align=16)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--ptx-dir", default="")
    opts = parser.parse_args()
    keep = f"--keep-ptx --keep-cubin --dump-dir {opts.ptx_dir}" if opts.ptx_dir else ""

    def compile_(fn, *args):
        return cute.compile(fn, *args, options=keep) if keep else cute.compile(fn, *args)

    f32 = fake(cutlass.Float32, (64, 32))
    f16 = fake(cutlass.Float16, (128,))
    compile_(add_one, f32)
    print("add_one f32: compiled")
    compile_(add_one, f16)
    print("add_one f16: compiled")
    compile_(add_one, fake(cutlass.Float32, (64, 32)))
    print("add_one f32 again: compiled")
    compile_(scale, f32, fake(cutlass.Float32, (64, 32)), 3)
    print("scale x3: compiled")
    compile_(Doubler(64), f32, f32)
    print("Doubler: compiled")
    try:
        compile_(broken, f32)
    except Exception as exc:  # noqa: BLE001 - the program reports and goes on
        print(f"broken: {type(exc).__name__}", file=sys.stderr)
    host = from_dlpack(numpy.zeros((16, 8), dtype=numpy.float32), assumed_align=16)
    for _ in range(2):  # a direct call compiles on the first call only
        try:
            add_one(host)
            print("direct call: ran")
        except Exception as exc:  # noqa: BLE001 - without a GPU the launch fails after the compile
            print(f"direct call: {type(exc).__name__}")
    return 3


if __name__ == "__main__":
    sys.exit(main())
