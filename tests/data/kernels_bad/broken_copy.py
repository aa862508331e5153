"""A kernel with a DSL error: it copies between tensors of different sizes.

Used to check that a failed compile yields a failed bundle carrying the DSL's diagnostic and
the kernel source line, while the good case next to it is still captured.
"""

import cutlass
import cutlass.cute as cute

from irscope.kernel import Case, fake_tensor


@cute.kernel
def mismatched_kernel(S: cute.Tensor, D: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    src = cute.local_tile(S, (1, 8), (tidx, 0))
    dst = cute.local_tile(D, (1, 4), (tidx, 0))
    frag = cute.make_fragment_like(src)
    frag.store(src.load())
    dst.store(frag.load())  # 8 values into a 4-element tile: the DSL rejects this


@cute.jit
def mismatched_copy(mS: cute.Tensor, mD: cute.Tensor):
    mismatched_kernel(mS, mD).launch(grid=(1, 1, 1), block=(32, 1, 1))


@cute.kernel
def fine_kernel(S: cute.Tensor, D: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    src = cute.local_tile(S, (1, 8), (tidx, 0))
    dst = cute.local_tile(D, (1, 8), (tidx, 0))
    frag = cute.make_fragment_like(src)
    frag.store(src.load())
    dst.store(frag.load())


@cute.jit
def fine_copy(mS: cute.Tensor, mD: cute.Tensor):
    fine_kernel(mS, mD).launch(grid=(1, 1, 1), block=(32, 1, 1))


def _args():
    return [fake_tensor(cutlass.Float32, (32, 8)) for _ in range(2)]


CASES = [
    Case("mismatched", entry=mismatched_copy, args=_args, archs=("sm_90a",)),
    Case("fine", entry=fine_copy, args=_args, archs=("sm_90a",)),
]
