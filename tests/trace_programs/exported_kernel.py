"""A program with a cache of its own, kept through the DSL's export API: `exported_kernel.py DIR`
compiles its kernel and exports it to DIR/negate.o on the first run, and on every later run loads
that object through the DSL's runtime (`cute.runtime.load_module`) instead of compiling.

This is how kernel libraries keep compiled kernels between runs (QuACK's `quack.cache` does
the same with `export_to_c` and `load_module`); the trace tests check that a run served from it
names the kernel it loaded (tests/trace/test_cache_loads.py)."""

import sys
from pathlib import Path

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


@cute.kernel
def _negate_kernel(a: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    a[tidx] = -a[tidx]


@cute.jit
def negate(a: cute.Tensor):
    _negate_kernel(a).launch(grid=[1, 1, 1], block=[32, 1, 1])


def negate_from_cache(directory: Path):
    obj = directory / "negate.o"
    if obj.is_file():
        print(f"negate: loaded {obj.name}")
        return cute.runtime.load_module(str(obj)).negate
    compiled = cute.compile(negate, make_fake_compact_tensor(cutlass.Float32, (32,), assumed_align=16))
    directory.mkdir(parents=True, exist_ok=True)
    compiled.export_to_c(str(directory), "negate", "negate")
    print(f"negate: compiled and exported {obj.name}")
    return compiled


if __name__ == "__main__":
    negate_from_cache(Path(sys.argv[1]))
