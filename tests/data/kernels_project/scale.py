"""A one-copy-per-thread kernel whose vector width comes from a local module it imports
(tiling/widths.py): editing that module must recompile this kernel's cases, and only theirs."""

import cutlass
import cutlass.cute as cute
from tiling.widths import ELEMENTS_PER_THREAD

from irscope.kernel import Case, fake_tensor


@cute.kernel
def scale_kernel(gX: cute.Tensor, gY: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    for i in cutlass.range_constexpr(ELEMENTS_PER_THREAD):
        gY[tidx * ELEMENTS_PER_THREAD + i] = gX[tidx * ELEMENTS_PER_THREAD + i] * 2.0


@cute.jit
def scale(mX: cute.Tensor, mY: cute.Tensor):
    scale_kernel(mX, mY).launch(grid=(1, 1, 1), block=(128, 1, 1))


CASES = [
    Case(
        "f32",
        entry=scale,
        args=lambda: [fake_tensor(cutlass.Float32, (128 * ELEMENTS_PER_THREAD,)) for _ in range(2)],
        archs=("sm_80", "sm_90a"),
        description="project suite: a kernel importing a local module",
    )
]
