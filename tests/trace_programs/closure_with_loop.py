"""An epilogue made by a factory (as FlashAttention-4 makes its score_mods): a `@cute.jit`
function defined inside the factory whose body calls functions of a module the program imports
(`cutlass.range_constexpr`, `cutlass.const_expr`), capturing the factory's arguments. It compiles
only (a fake tensor), so it runs anywhere: `python closure_with_loop.py`."""

import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


def make_epilogue(steps: int, negate: bool):
    @cute.jit
    def epilogue(x):
        for _ in cutlass.range_constexpr(steps):
            x = x * 0.5 + 1.0
        if cutlass.const_expr(negate):
            x = -x
        return x

    return epilogue


@cute.kernel
def _apply_kernel(a: cute.Tensor, epilogue: cutlass.Constexpr):
    tidx, _, _ = cute.arch.thread_idx()
    a[tidx] = epilogue(a[tidx])


@cute.jit
def apply(a: cute.Tensor, epilogue: cutlass.Constexpr):
    _apply_kernel(a, epilogue).launch(grid=[1, 1, 1], block=[32, 1, 1])


if __name__ == "__main__":
    tensor = make_fake_compact_tensor(cutlass.Float32, (32,), assumed_align=16)
    cute.compile(apply, tensor, make_epilogue(3, True))
    print("epilogue: compiled")
    sys.exit(0)
