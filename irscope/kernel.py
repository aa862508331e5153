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

    DSL >= 4.3 has make_fake_compact_tensor. Older releases only take real tensors through
    DLPack, so there a NumPy array of the same size and element width stands in; its data is
    never read because nothing runs.
    """
    from cutlass.cute import runtime

    order = stride_order if stride_order is not None else tuple(reversed(range(len(shape))))
    if hasattr(runtime, "make_fake_compact_tensor"):
        return runtime.make_fake_compact_tensor(dtype, shape, stride_order=order, assumed_align=align)
    return _dlpack_stand_in(dtype, shape, order, align)


def _dlpack_stand_in(dtype: Any, shape: tuple[int, ...], order: tuple[int, ...], align: int) -> Any:
    import numpy as np
    from cutlass.cute import runtime

    width = dtype.width
    np_dtype = {8: np.int8, 16: np.int16, 32: np.int32, 64: np.int64}[width]
    if getattr(dtype, "is_float", False) and width in (32, 64):
        np_dtype = {32: np.float32, 64: np.float64}[width]
    # Allocate in the order the strides ask for, then view in logical order.
    physical = tuple(shape[i] for i in sorted(range(len(shape)), key=lambda i: -order[i]))
    base = np.zeros(physical, dtype=np_dtype)
    perm = [sorted(range(len(shape)), key=lambda i: -order[i]).index(i) for i in range(len(shape))]
    array = base.transpose(perm)
    tensor = runtime.from_dlpack(array, assumed_align=align)
    if np_dtype in (np.int16,) and getattr(dtype, "is_float", False):
        tensor.element_type = dtype
    return tensor.mark_layout_dynamic(leading_dim=order.index(0))


def rmem_tensor(shape: Any, dtype: Any) -> Any:
    """A register-memory tensor: make_rmem_tensor (4.3+) or make_fragment (up to 4.5)."""
    import cutlass.cute as cute

    make = getattr(cute, "make_rmem_tensor", None)
    if make is not None:
        return make(shape, dtype)
    return cute.make_fragment(shape, dtype)
