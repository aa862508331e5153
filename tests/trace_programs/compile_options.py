"""One kernel compiled with the option strings `cute.compile` takes: an opt level, line info,
and another arch through the `--gpu-arch` option (the same function for two archs in one
program). Its arguments are the same each time: the options alone tell the compiles apart.
It compiles only (a fake tensor), so it runs anywhere: `python compile_options.py`."""

import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


@cute.kernel
def _scale_kernel(a: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    a[tidx] = a[tidx] * a.element_type(3.0) + a[(tidx + 1) % 64]


@cute.jit
def scale(a: cute.Tensor):
    _scale_kernel(a).launch(grid=[1, 1, 1], block=[64, 1, 1])


OPTIONS = ("", "--opt-level 1", "--generate-line-info", "--gpu-arch sm_80")

if __name__ == "__main__":
    tensor = make_fake_compact_tensor(cutlass.Float32, (64,), assumed_align=16)
    for options in OPTIONS:
        cute.compile(scale, tensor, options=options)
        print(f"compiled [{options}]")
    sys.exit(0)
