"""One small kernel for the trace tests of forks, subprocesses, the API and the pytest option."""

import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor

DTYPES = {"f32": cutlass.Float32, "f16": cutlass.Float16}


@cute.kernel
def _negate_kernel(a: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    a[tidx] = -a[tidx]


@cute.jit
def negate(a: cute.Tensor):
    _negate_kernel(a).launch(grid=[1, 1, 1], block=[32, 1, 1])


def compile_negate(dtype: str = "f32", options: str = ""):
    tensor = make_fake_compact_tensor(DTYPES[dtype], (32,), assumed_align=16)
    return cute.compile(negate, tensor, options=options) if options else cute.compile(negate, tensor)


if __name__ == "__main__":
    compile_negate(sys.argv[1] if len(sys.argv) > 1 else "f32")
    print("negate: compiled")
