"""A compile that fails, caught by the program, which prints its own traceback's frames (for
the test that irscope's wrappers never show in a traced program's tracebacks)."""

import sys
import traceback

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


@cute.kernel
def _kernel(a: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    a[tidx] = a[tidx]


@cute.jit
def launches_wrongly(a: cute.Tensor):
    _kernel(a, a).launch(grid=[1, 1, 1], block=[32, 1, 1])  # one argument too many


if __name__ == "__main__":
    try:
        cute.compile(launches_wrongly, make_fake_compact_tensor(cutlass.Float32, (32,), assumed_align=16))
    except Exception as exc:  # noqa: BLE001 - the program reports what it caught
        for frame in traceback.extract_tb(exc.__traceback__):
            print(f"{frame.filename}:{frame.name}")
        sys.exit(0)
    sys.exit("the compile did not fail")
