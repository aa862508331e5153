"""A kernel given its epilogue as a lambda constexpr (as CUTLASS's GEMM examples pass
`epilogue_op=lambda x: x`): two lambdas on one line, the second compiled with line info, and one
that uses a variable of the function around it (a closure: rebuilt with the variable's value)."""

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


def main() -> int:
    tensor = make_fake_compact_tensor(cutlass.Float32, (32,), assumed_align=16)
    ops = (lambda x: x * 2.0, lambda x: x + x * x)
    cute.compile(apply, tensor, ops[1], options="--generate-line-info")
    print("lambda: compiled")
    scale = 3.0
    cute.compile(apply, tensor, lambda x: x * scale)
    print("closure: compiled")
    return 0


if __name__ == "__main__":
    sys.exit(main())
