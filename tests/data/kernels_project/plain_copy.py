"""One copy per thread: the project suite's second kernel (blackwell_only.py declares it for sm_100a)."""

import cutlass
import cutlass.cute as cute

from irscope.kernel import Case, fake_tensor


@cute.kernel
def copy_kernel(gX: cute.Tensor, gY: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    gY[tidx] = gX[tidx]


@cute.jit
def copy(mX: cute.Tensor, mY: cute.Tensor):
    copy_kernel(mX, mY).launch(grid=(1, 1, 1), block=(128, 1, 1))


CASES = [
    Case(
        "f32",
        entry=copy,
        args=lambda: [fake_tensor(cutlass.Float32, (128,)) for _ in range(2)],
        archs=("sm_80", "sm_90a"),
        description="project suite: a plain copy",
    )
]
