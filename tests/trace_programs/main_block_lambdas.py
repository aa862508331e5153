"""Lambdas made in a loop of the script's main block, each using the loop variable, a global the
script binds only under `if __name__ == "__main__":` (which a rebuild does not run). It
compiles only (a fake tensor), so it runs anywhere: `python main_block_lambdas.py`."""

import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


@cute.kernel
def _apply_kernel(a: cute.Tensor, op: cutlass.Constexpr):
    tidx, _, _ = cute.arch.thread_idx()
    a[tidx] = op(a[tidx])


@cute.jit
def apply(a: cute.Tensor, op: cutlass.Constexpr):
    _apply_kernel(a, op).launch(grid=[1, 1, 1], block=[32, 1, 1])


if __name__ == "__main__":
    t = make_fake_compact_tensor(cutlass.Float32, (32,), assumed_align=16)
    for k in (1.0, 2.0):
        cute.compile(apply, t, lambda x: x + k)  # noqa: B023 - the construct: it reads k as it compiles
        print(f"k={k}: compiled")
    sys.exit(0)
