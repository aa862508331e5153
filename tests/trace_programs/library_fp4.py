"""Converts a tensor to fp4 with the DSL's own `cutlass.cute.testing.convert`, as the Blackwell
block-scaled GEMM examples prepare their operands (through `cutlass.torch.cute_tensor_like`):
a compile of the library's code whose fp4 conversion (`cvt_packfloat`) NVVM compiles only for
sm_100 and later. Its launch fails without a GPU; the program says so and ends normally."""

import cutlass
import cutlass.cute.testing as testing
import numpy
from cutlass.cute.runtime import from_dlpack

src = from_dlpack(numpy.ones((128, 64), dtype=numpy.float32), assumed_align=16)
dst = from_dlpack(numpy.zeros((128, 64), dtype=numpy.int8), assumed_align=16)
dst.element_type = cutlass.Float4E2M1FN  # one byte of storage per element, as cute_tensor_like
try:
    testing.convert(src, dst)
    print("converted")
except Exception as exc:  # noqa: BLE001 - no GPU: the launch after the compile fails
    print(f"convert: {type(exc).__name__}")
