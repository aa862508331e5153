"""Two kernel objects as the Blackwell "efc" GEMM builds them (cute/blackwell/efc at v4.5.3), for
the trace tests: compiles only (fake tensors), so it runs anywhere: `python struct_cycle.py`.

- `Cycle`: its helper holds the kernel object back (`self.helper.owner is self`, as the efc
  GEMM's `self.efc.gemm`): a cycle through `self`, which a rebuild makes again;
- `WithStorage`: also holds a `@cute.struct` shared storage whose annotations are classes the DSL
  makes at run time by a subscript (`cute.struct.MemRange[cutlass.Int64, 4]`, named
  `struct.MemRange[Int64, 4]`), which no module defines, and a member of an enum whose name is
  not a Python name (`Odd["a-b"]`), which the spec's schema refuses: recorded, and named as not
  rebuildable.
"""

import enum
import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


@cute.struct
class SharedStorage:
    full: cute.struct.MemRange[cutlass.Int64, 4]
    empty: cute.struct.MemRange[cutlass.Int64, 4]


Odd = enum.Enum("Odd", {"a-b": 1, "plain": 2})


class Helper:
    def __init__(self, owner: "Cycle"):
        self.owner = owner
        self.scale = 2


class Cycle:
    def __init__(self, threads: int):
        self.threads = threads
        self.helper = Helper(self)

    @cute.jit
    def __call__(self, src: cute.Tensor, dst: cute.Tensor):
        self.kernel(src, dst).launch(grid=[1, 1, 1], block=[self.threads, 1, 1])

    @cute.kernel
    def kernel(self, src: cute.Tensor, dst: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        dst[tidx] = src[tidx] * src.element_type(self.helper.owner.helper.scale)


class WithStorage(Cycle):
    def __init__(self, threads: int):
        super().__init__(threads)
        self.shared_storage = SharedStorage
        self.odd = Odd["a-b"]


def fake(rows: int):
    return make_fake_compact_tensor(cutlass.Float32, (rows,), assumed_align=16)


def main() -> int:
    cute.compile(Cycle(32), fake(32), fake(32))
    print("cycle through self: compiled")
    cute.compile(WithStorage(64), fake(64), fake(64))
    print("struct of run-time classes: compiled")
    return 0


if __name__ == "__main__":
    sys.exit(main())
