"""Calls one of the DSL's own jitted functions, as the CUTLASS examples do when they convert
tensors (`cutlass.cute.testing.convert`): a compile of the library's code, not the program's.
Its launch fails without a GPU; the program says so and ends normally (with `--uncaught`, it
lets the exception end it: Python prints the program's traceback)."""

import sys

import cutlass.cute.testing as testing
import numpy
from cutlass.cute.runtime import from_dlpack

src = from_dlpack(numpy.ones((128, 64), dtype=numpy.float32), assumed_align=16)
dst = from_dlpack(numpy.zeros((128, 64), dtype=numpy.float16), assumed_align=16)
if "--uncaught" in sys.argv:
    testing.convert(src, dst)
try:
    testing.convert(src, dst)
    print("converted")
except Exception as exc:  # noqa: BLE001 - no GPU: the launch after the compile fails
    print(f"convert compiled, then {type(exc).__name__}")
