"""An epilogue defined inside the host function, using the host function's variables (a closure):
a scale factor, a tuple of biases and the accumulator's cutlass type, compiled with line info;
and one whose variable is a lock, which no trace can record."""

import sys
import threading

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


@cute.kernel
def _epilogue_kernel(acc: cute.Tensor, epilogue: cutlass.Constexpr):
    tidx, _, _ = cute.arch.thread_idx()
    acc[tidx] = epilogue(acc[tidx])


@cute.jit
def apply_epilogue(acc: cute.Tensor, epilogue: cutlass.Constexpr):
    _epilogue_kernel(acc, epilogue).launch(grid=[1, 1, 1], block=[64, 1, 1])


def host(scale: float, biases: tuple[float, float]) -> None:
    acc_type = cutlass.Float32
    acc = make_fake_compact_tensor(acc_type, (64,), assumed_align=16)

    def scaled(x):
        return x * scale + acc_type(biases[1])

    cute.compile(apply_epilogue, acc, scaled, options="--generate-line-info")
    print("scaled epilogue: compiled")

    lock = threading.Lock()

    def guarded(x):
        return x if lock is not None else x * scale

    cute.compile(apply_epilogue, acc, guarded)
    print("guarded epilogue: compiled")


if __name__ == "__main__":
    host(2.5, (0.5, 0.25))
    sys.exit(0)
