"""The smallest kernel the fault suite captures (one copy per thread), with a fault switch.

IRSCOPE_TEST_STALL=SECONDS makes building the compile-only arguments sleep that long in the
worker: a compile that is surely running when the test interrupts it. Discovery never calls
`args`, so it is not slowed.
"""

import os
import time

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


def _args():
    stall = float(os.environ.get("IRSCOPE_TEST_STALL", "0"))
    if stall:
        time.sleep(stall)
    return [fake_tensor(cutlass.Float32, (128,)) for _ in range(2)]


CASES = [Case("f32", entry=copy, args=_args, archs=("sm_80", "sm_90a"), description="fault suite: one copy per thread")]
