"""Compiles two variants of one kernel from the threads of a ThreadPoolExecutor, one at a time
(the DSL does not build two modules at once: without a lock, DSL 4.5 and 4.8 abort the process,
traced or not). The tracer's state of a compile is per thread. It compiles only (fake tensors):
`python thread_pool.py`."""

import sys
import threading
from concurrent.futures import ThreadPoolExecutor

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


@cute.kernel
def _axpy_kernel(x: cute.Tensor, y: cute.Tensor, alpha: cutlass.Constexpr[float]):
    tidx, _, _ = cute.arch.thread_idx()
    y[tidx] = x[tidx] * x.element_type(alpha) + y[tidx]


@cute.jit
def axpy(x: cute.Tensor, y: cute.Tensor, alpha: cutlass.Constexpr[float]):
    _axpy_kernel(x, y, alpha).launch(grid=[1, 1, 1], block=[64, 1, 1])


_LOCK = threading.Lock()


def build(variant):
    dtype, alpha = variant
    x = make_fake_compact_tensor(dtype, (64,), assumed_align=16)
    y = make_fake_compact_tensor(dtype, (64,), assumed_align=16)
    with _LOCK:
        cute.compile(axpy, x, y, alpha)
    return f"{dtype.__name__} {alpha}"


if __name__ == "__main__":
    variants = [(cutlass.Float32, 2.0), (cutlass.Float16, 0.5)]
    with ThreadPoolExecutor(max_workers=2) as pool:
        for done in pool.map(build, variants):
            print("compiled", done)
    sys.exit(0)
