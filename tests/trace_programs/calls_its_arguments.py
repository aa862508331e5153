"""A kernel whose host function calls what it is given, as real programs call a dtype or an
epilogue they are passed (`dtype(value)`): the program for the tests that feed `capture
--from-trace` specs naming code where data belongs (tests/reliability/test_spec_payload_faults.py).
It compiles only (a fake tensor), so it runs anywhere: `python calls_its_arguments.py`."""

import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


@cute.kernel
def _fill_kernel(a: cute.Tensor, value: cutlass.Constexpr):
    tidx, _, _ = cute.arch.thread_idx()
    a[tidx] = value


@cute.jit
def fill(a: cute.Tensor, dtype: cutlass.Constexpr, value: cutlass.Constexpr):
    _fill_kernel(a, dtype(value)).launch(grid=[1, 1, 1], block=[32, 1, 1])


if __name__ == "__main__":
    cute.compile(fill, make_fake_compact_tensor(cutlass.Float32, (32,), assumed_align=16), cutlass.Float32, 1.5)
    print("fill: compiled")
    sys.exit(0)
