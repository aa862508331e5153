"""What a kernel module in kernels/ declares, and helpers that keep it compiling across DSL versions.

A kernel module is a plain Python file with CuTe DSL code and a module-level ``CASES`` list:

    CASES = [
        Case("f32", entry=elementwise_add,
             args=lambda: [fake_tensor(cutlass.Float32, (4096, 4096)) for _ in range(3)],
             archs=("sm_80", "sm_90a")),
    ]

``args`` builds compile-only arguments (fake tensors: no GPU, no torch). ``dsl`` restricts the
case to DSL versions where it compiles (a PEP 440 specifier such as ">=4.3").

Importing this module does not import cutlass; the helpers import it when called.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

DEFAULT_ARCHS: tuple[str, ...] = ("sm_90a",)


@dataclass(frozen=True)
class Case:
    """One compilation of a kernel: an entry point, its compile-only arguments, the archs to target."""

    name: str
    entry: Callable[..., Any]
    args: Callable[[], Sequence[Any]]
    archs: tuple[str, ...] = DEFAULT_ARCHS
    kwargs: Callable[[], dict[str, Any]] | None = None
    dsl: str = ""
    description: str = ""
    tags: tuple[str, ...] = field(default=())

    def build_args(self) -> tuple[tuple[Any, ...], dict[str, Any]]:
        return tuple(self.args()), dict(self.kwargs() if self.kwargs else {})


def fake_tensor(
    dtype: Any,
    shape: tuple[int, ...],
    *,
    stride_order: tuple[int, ...] | None = None,
    align: int = 16,
) -> Any:
    """A compile-only tensor argument (row-major by default), on any supported DSL version.

    Where the DSL has make_fake_compact_tensor (4.3+) that is used. Older releases only take
    real tensors through DLPack, so there a NumPy array of the same size and element width
    stands in, with the same static layout; its data is never read because nothing runs.
    """
    from cutlass.cute import runtime

    order = stride_order if stride_order is not None else tuple(reversed(range(len(shape))))
    if hasattr(runtime, "make_fake_compact_tensor"):
        return runtime.make_fake_compact_tensor(dtype, shape, stride_order=order, assumed_align=align)
    return _dlpack_stand_in(dtype, shape, order, align)


#: NumPy arrays behind DLPack stand-ins: the DSL keeps only a capsule, the array must outlive it.
_STORAGE: list[Any] = []


def _dlpack_stand_in(dtype: Any, shape: tuple[int, ...], order: tuple[int, ...], align: int) -> Any:
    """A NumPy-backed tensor with the same element width, static shape and static strides as
    make_fake_compact_tensor gives (from_dlpack's default; marking it dynamic would change the
    kernel's IR). NumPy has no bfloat16, so 16-bit floats (and any type NumPy spells differently)
    are stored as unsigned integers of that width and retyped with `element_type`."""
    import numpy as np
    from cutlass.cute import runtime

    width = dtype.width
    if getattr(dtype, "is_float", False) and width in (32, 64):
        np_dtype: Any = {32: np.float32, 64: np.float64}[width]
    elif width in (8, 16, 32, 64):
        np_dtype = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}[width]
    else:
        from irscope.errors import IrscopeError

        raise IrscopeError(
            f"fake_tensor: {dtype} ({width}-bit) needs make_fake_compact_tensor, which this DSL release lacks"
        )
    # Allocate in the order the strides ask for, then view in logical order. np.empty never
    # touches the pages: nothing reads them, since nothing runs.
    physical = sorted(range(len(shape)), key=lambda i: -order[i])
    base = np.empty(tuple(shape[i] for i in physical), dtype=np_dtype)
    array = base.transpose([physical.index(i) for i in range(len(shape))])
    _STORAGE.append(base)
    tensor = runtime.from_dlpack(array, assumed_align=align)
    if tensor.element_type != dtype:
        tensor.element_type = dtype
    return tensor


def rmem_tensor(shape: Any, dtype: Any) -> Any:
    """A register-memory tensor: make_rmem_tensor (4.3+) or make_fragment (up to 4.5)."""
    import cutlass.cute as cute

    make = getattr(cute, "make_rmem_tensor", None)
    if make is not None:
        return make(shape, dtype)
    return cute.make_fragment(shape, dtype)
