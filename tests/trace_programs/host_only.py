"""A `@cute.jit` function that launches no kernel (as the DSL's tutorials compile a function that
only prints a tensor's type, or converts a layout on the host): its compile makes no device code,
and that is its whole result, not a failed capture."""

import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


@cute.jit
def describe_layout(a: cute.Tensor):
    print(f"layout {a.layout}")


def main() -> int:
    tensor = make_fake_compact_tensor(cutlass.Float32, (16, 8), assumed_align=16)
    cute.compile(describe_layout, tensor)
    print("host only: compiled")
    return 0


if __name__ == "__main__":
    sys.exit(main())
