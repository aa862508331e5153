"""A program whose kernels come from a zip archive on sys.path (zipimport), as an application
ships its modules: it writes the archive (kernels.zip, a package `zipped_square`) into the
working directory, puts it on sys.path by a relative entry, imports the package and compiles.
It compiles only (a fake tensor), so it runs anywhere: `python zipped_kernels.py`."""

import sys
import zipfile

PACKAGE = """
import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


@cute.kernel
def _square_kernel(a: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    a[tidx] = a[tidx] * a[tidx]


@cute.jit
def square(a: cute.Tensor):
    _square_kernel(a).launch(grid=[1, 1, 1], block=[32, 1, 1])


def build():
    return cute.compile(square, make_fake_compact_tensor(cutlass.Float32, (32,), assumed_align=16))
"""

if __name__ == "__main__":
    with zipfile.ZipFile("kernels.zip", "w") as archive:
        archive.writestr("zipped_square/__init__.py", PACKAGE)
    sys.path.insert(0, "kernels.zip")
    import zipped_square

    zipped_square.build()
    print("zipped: compiled")
