"""A direct call of a `@cute.jit` function, which the DSL keeps in its file cache (CUTE_DSL_CACHE_DIR):
the first run compiles it and writes the cache, a later run loads the compiled module from it and
runs no pass pipeline. Without a GPU the launch fails after the compile (or the load), as in
several.py; the program reports it and exits 0. tests/trace/test_cache_loads.py traces it twice."""

import cutlass.cute as cute
import numpy
from cutlass.cute.runtime import from_dlpack


@cute.kernel
def _scale_kernel(a: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    a[tidx] = a[tidx] * 2.0


@cute.jit
def scale(a: cute.Tensor):
    _scale_kernel(a).launch(grid=[1, 1, 1], block=[32, 1, 1])


if __name__ == "__main__":
    try:
        scale(from_dlpack(numpy.zeros(32, dtype=numpy.float32), assumed_align=16))
        print("scale: ran")
    except Exception as exc:  # noqa: BLE001 - without a GPU the launch fails after the compile
        print(f"scale: {type(exc).__name__}")
