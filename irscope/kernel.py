"""What a kernel module in kernels/ declares, and helpers that keep it compiling across DSL versions.

A kernel module is a plain Python file with CuTe DSL code and a module-level ``CASES`` list:

    CASES = [
        Case("f32", entry=elementwise_add,
             args=lambda: [fake_tensor(cutlass.Float32, (4096, 4096)) for _ in range(3)],
             archs=("sm_80", "sm_90a")),
    ]

``args`` builds compile-only arguments (fake tensors: no GPU, no torch). ``dsl`` restricts the
case to DSL versions where it compiles (a PEP 440 specifier such as ">=4.3").

A case that can also run on a GPU (`irscope run`) carries a :class:`RunSpec`: how to make random
inputs, the torch reference, and how to compile the kernel once for real tensors. Its callables
are only called by `irscope run`, so kernel modules stay importable without torch.

Importing this module does not import cutlass; the helpers import it when called.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

DEFAULT_ARCHS: tuple[str, ...] = ("sm_90a",)

#: What a kernel's name (its module's file name, less `.py`) and a case's name may be: each names
#: a directory of the store (KERNEL/CASE/ARCH), is written as KERNEL:CASE@ARCH, and a bundle's
#: manifest takes no other (its schema's `ident`); 200 characters at most, as a traced case's.
NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]{0,199}", re.ASCII)

Sizes = Mapping[str, int]


@dataclass(frozen=True)
class RunSpec:
    """How `irscope run` checks and times a case on a GPU, after seed 003's contract.

    ``get_inputs(sizes)`` returns fresh random CUDA tensors; ``reference_fn(*inputs)`` is the torch
    reference; ``make_kernel_fn(inputs)`` compiles the kernel once (``cute.compile`` on the real
    tensors) and returns ``kernel_fn(*inputs) -> output``, which only launches: its output buffer
    is allocated once and reused, so timing it times the kernel. ``bytes_moved`` counts each input
    read once and each output written once; ``flops`` is for matrix kernels. The output passes
    when it is finite where the reference is and ``|out - ref| <= atol + rtol * |ref|``.
    ``baseline_fn(*inputs)``, where given, is the library op the kernel competes with (e.g.
    torch.matmul); `irscope run` times it the same way and reports the kernel's share of its speed.
    """

    sizes: dict[str, int]
    get_inputs: Callable[[Sizes], Sequence[Any]]
    reference_fn: Callable[..., Any]
    make_kernel_fn: Callable[[Sequence[Any]], Callable[..., Any]]
    bytes_moved: Callable[[Sizes], int]
    flops: Callable[[Sizes], int] | None = None
    atol: float = 0.0
    rtol: float = 0.0
    baseline_fn: Callable[..., Any] | None = None


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
    run: RunSpec | None = None
    #: Why this case is expected to fail to compile (a known DSL limitation, a kernel not yet
    #: fixed): its failed capture is reported as xfail, not as a failure; a capture that succeeds
    #: is reported as XPASS and fails the run (strict, like pytest's xfail(strict=True)).
    xfail: str = ""

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


def dlpack_tensor(
    tensor: Any,
    *,
    align: int = 16,
    dynamic: bool = False,
    leading_dim: int | None = None,
    divisibility: int = 1,
) -> Any:
    """The run-time twin of :func:`fake_tensor`: a real (torch) tensor as a cute.Tensor.

    Static by default, like fake_tensor, so that `irscope run` at a case's default sizes compiles
    the kernel that `irscope capture` shows. ``dynamic`` keeps shape and strides as run-time
    values (the leading mode's extent declared divisible by ``divisibility``).
    """
    from cutlass.cute.runtime import from_dlpack

    result = from_dlpack(tensor, assumed_align=align)
    if dynamic:
        lead = leading_dim if leading_dim is not None else _leading_dim(tensor)
        result = result.mark_layout_dynamic(leading_dim=lead)
        if divisibility > 1:
            result = result.mark_compact_shape_dynamic(mode=lead, divisibility=divisibility)
    return result


def _leading_dim(tensor: Any) -> int:
    strides = tensor.stride()
    return min(range(len(strides)), key=lambda i: (strides[i], -i))


def seed_contract(case: Case) -> tuple[Callable[[], list[Any]], Callable[..., Any], Callable[..., Any]]:
    """Seed 003's module-level ``get_inputs()``, ``reference_fn(*inputs)``, ``kernel_fn(*inputs)``
    for one case, so that scripts written to that contract can drive a kernel module.

    ``kernel_fn`` compiles once per distinct input shapes and dtypes, on first call.
    """
    spec = case.run
    if spec is None:
        raise ValueError(f"case {case.name!r} declares no RunSpec")
    compiled: dict[tuple[Any, ...], Callable[..., Any]] = {}

    def get_inputs() -> list[Any]:
        return list(spec.get_inputs(spec.sizes))

    def kernel_fn(*inputs: Any) -> Any:
        key = tuple((tuple(t.shape), tuple(t.stride()), t.dtype) for t in inputs)
        if key not in compiled:
            compiled[key] = spec.make_kernel_fn(inputs)
        return compiled[key](*inputs)

    return get_inputs, spec.reference_fn, kernel_fn


def torch_dtype(dtype: Any) -> Any:
    """The torch dtype of a cutlass numeric type (cutlass.Float16 -> torch.float16)."""
    import torch

    names = {"Float32": "float32", "Float16": "float16", "BFloat16": "bfloat16", "Float64": "float64", "Int32": "int32"}
    return getattr(torch, names[dtype.__name__])


def compile_launcher(
    entry: Callable[..., Any],
    tensors: Sequence[Any],
    *,
    constexprs: Sequence[Any] = (),
    convert: Callable[[Any], Any] | Sequence[Callable[[Any], Any]] = dlpack_tensor,
    static_shapes: bool = True,
) -> Callable[..., None]:
    """``cute.compile`` ``entry`` once for these torch tensors; return ``launch(*tensors)``.

    ``entry`` takes the tensors first and its Constexpr arguments last: the compiled function
    is called with the tensors alone (the DSL drops Constexpr parameters from its signature).
    ``convert`` makes the cute.Tensor view of a tensor (one converter, or one per tensor).
    The views are rebuilt only when the tensors change, so a timing loop over the
    same tensors pays for the launch and nothing else. With ``static_shapes`` (views whose
    shapes are compile-time constants) other shapes are refused rather than silently misread.
    """
    import cutlass.cute as cute

    converters = list(convert) if isinstance(convert, Sequence) else [convert] * len(tensors)

    def views_of(current: Sequence[Any]) -> list[Any]:
        return [to_cute(t) for to_cute, t in zip(converters, current, strict=True)]

    views = views_of(tensors)
    compiled = cute.compile(entry, *views, *constexprs)
    signature = [key[1:] for key in _tensor_key(tensors)]
    cached = {"key": _tensor_key(tensors), "views": views}

    def launch(*current: Any) -> None:
        key = _tensor_key(current)
        if key != cached["key"]:
            # Static layouts are baked into the compiled kernel: other shapes need a new compile.
            if static_shapes and [k[1:] for k in key] != signature:
                raise ValueError(f"compiled for tensors {signature}, called with {[k[1:] for k in key]}")
            cached["key"], cached["views"] = key, views_of(current)
        compiled(*cached["views"])

    return launch


def _tensor_key(tensors: Sequence[Any]) -> tuple[Any, ...]:
    return tuple((t.data_ptr(), tuple(t.shape), tuple(t.stride()), t.dtype) for t in tensors)
