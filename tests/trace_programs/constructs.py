"""A program that passes its kernels what real CuTe DSL programs pass (the CUTLASS examples'
constructs, irscope's own code), for the trace -> spec -> rebuild tests that run in CI:

- a class-based kernel configured in `__init__` with a cutlass dtype, the DSL's own enums
  (`OperandMajorMode`, `LayoutEnum`), an atom (`CopyUniversalOp`), an installed package's class
  (`cutlass.pipeline.NamedBarrier`), a frozen dataclass and a named tuple of its own, that sets
  attributes inside its jitted `__call__` (MLIR values included) and launches a `@cute.kernel`
  method;
- a function given a named tuple, an enum and a dict as Constexpr arguments;
- NumPy arrays through `from_dlpack` (a dynamic layout);
- runtime pointers (`cute.runtime.make_ptr`, as the Blackwell tutorials pass them) and a
  function of the standard library (`operator.add`, as elementwise_apply passes it), compiled
  twice at other addresses: one compile, the address being a run-time argument;
- with `apache-tvm-ffi` installed, the same function compiled with `--enable-tvm-ffi`;
- a kernel object that cannot be rebuilt (a lambda using a lock of the function around it, and a
  bound method, among its attributes).

It compiles only (fake tensors, NumPy), so it runs anywhere: `python constructs.py`.
"""

import enum
import importlib.util
import operator
import sys
import threading
from dataclasses import dataclass
from typing import NamedTuple

import cutlass
import cutlass.cute as cute
import numpy
from cutlass import pipeline, utils
from cutlass.cute.runtime import from_dlpack, make_fake_compact_tensor, make_ptr


class Mode(enum.Enum):
    COPY = "copy"
    NEGATE = "negate"


class Extent(NamedTuple):
    rows: int
    cols: int


@dataclass(frozen=True)
class Launch:
    threads: int
    mode: Mode


class ClassKernel:
    """Configured as the upstream GEMM classes are; `__call__` sets attributes as they do."""

    def __init__(self, launch: Launch, extent: Extent):
        self.launch = launch
        self.extent = extent
        self.acc_dtype = cutlass.Float32
        self.major = cute.nvgpu.OperandMajorMode.K
        self.layout_hint = utils.LayoutEnum.ROW_MAJOR
        self.copy_op = cute.nvgpu.CopyUniversalOp()
        self.barrier = pipeline.NamedBarrier(barrier_id=1, num_threads=launch.threads)
        self.layout = None
        self.tiled = None

    @cute.jit
    def __call__(self, src: cute.Tensor, dst: cute.Tensor):
        self.layout = utils.LayoutEnum.from_tensor(src)
        self.tiled = cute.tiled_divide(src, (1, self.extent.cols))  # an MLIR value on self
        self.kernel(src, dst).launch(grid=[1, 1, 1], block=[self.launch.threads, 1, 1])

    @cute.kernel
    def kernel(self, src: cute.Tensor, dst: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        if cutlass.const_expr(self.launch.mode is Mode.NEGATE):
            dst[tidx] = -src[tidx]
        else:
            dst[tidx] = src[tidx]


@cute.kernel
def _scale_kernel(src: cute.Tensor, dst: cute.Tensor, factor: cutlass.Constexpr[int]):
    tidx, _, _ = cute.arch.thread_idx()
    dst[tidx] = src[tidx] * src.element_type(factor)


@cute.jit
def scaled(
    src: cute.Tensor,
    dst: cute.Tensor,
    extent: cutlass.Constexpr,
    mode: cutlass.Constexpr,
    options: cutlass.Constexpr,
):
    factor = -options["factor"] if cutlass.const_expr(mode is Mode.NEGATE) else options["factor"]
    _scale_kernel(src, dst, factor).launch(grid=[1, 1, 1], block=[extent.cols, 1, 1])


@cute.jit
def scaled_plain(src: cute.Tensor, dst: cute.Tensor):
    _scale_kernel(src, dst, 2).launch(grid=[1, 1, 1], block=[32, 1, 1])


@cute.kernel
def _combine_kernel(src: cute.Tensor, dst: cute.Tensor, op: cutlass.Constexpr):
    tidx, _, _ = cute.arch.thread_idx()
    dst[tidx] = op(src[tidx], src[tidx])


@cute.jit
def from_pointers(src: cute.Pointer, dst: cute.Pointer, op: cutlass.Constexpr, rows: cutlass.Constexpr):
    layout = cute.make_layout(rows)
    _combine_kernel(cute.make_tensor(src, layout), cute.make_tensor(dst, layout), op).launch(
        grid=[1, 1, 1], block=[rows, 1, 1]
    )


def pointers(src: int, dst: int):
    """Two global-memory pointers at these addresses (never dereferenced: it only compiles)."""
    return [make_ptr(cutlass.Float16, a, cute.AddressSpace.gmem, assumed_align=16) for a in (src, dst)]


def fake(rows: int, cols: int):
    return make_fake_compact_tensor(cutlass.Float32, (rows, cols), stride_order=(1, 0), assumed_align=16)


def main() -> int:
    extent = Extent(rows=64, cols=32)
    cute.compile(ClassKernel(Launch(64, Mode.NEGATE), extent), fake(64, 32), fake(64, 32))
    print("class kernel: compiled")
    cute.compile(scaled, fake(64, 32), fake(64, 32), extent, Mode.COPY, {"factor": 3})
    print("named tuple, enum, dict: compiled")
    host = [from_dlpack(numpy.zeros((16, 8), dtype=numpy.float32), assumed_align=16) for _ in range(2)]
    cute.compile(scaled_plain, host[0].mark_layout_dynamic(), host[1].mark_layout_dynamic())
    print("NumPy arrays through from_dlpack: compiled")
    for src, dst in ((0x10000, 0x20000), (0x7F0000030000, 0x7F0000040000)):
        cute.compile(from_pointers, *pointers(src, dst), operator.add, 64)
        print(f"pointers at {src:#x}, {dst:#x}: compiled")
    if importlib.util.find_spec("tvm_ffi") is not None:
        cute.compile(scaled_plain, fake(64, 32), fake(64, 32), options="--enable-tvm-ffi")
        print("TVM FFI: compiled")
    odd = ClassKernel(Launch(32, Mode.COPY), extent)
    guard = threading.Lock()
    odd.epilogue = lambda x: x if guard is not None else x  # a lock, the lambda's variable, cannot be rebuilt
    odd.callback = odd.kernel  # nor can a bound method
    cute.compile(odd, fake(32, 32), fake(32, 32))
    print("unrebuildable kernel object: compiled")
    return 0


if __name__ == "__main__":
    sys.exit(main())
