"""The kinds of device data: a cute tensor (rebuilt as a fake tensor whose MLIR type must be the
one the traced compile used) and a DSL runtime pointer (rebuilt with `make_ptr` at address 0)."""

from __future__ import annotations

import contextlib
import os
import re
from typing import Any

from irscope.capture.rebuild import resolve
from irscope.capture.rebuild.class_refs import qualified
from irscope.capture.rebuild.kind import Describing, Kind, Rebuilding
from irscope.capture.rebuild.snapshot import converted_tensor, is_pointer, is_tensor

_MEMREF = re.compile(
    r'^!cute\.memref<(?P<elem>[^,]+),\s*(?P<space>\w+),\s*(?:align<(?P<align>\d+)>,\s*)?"(?P<layout>[^"]*)">$'
)
_PTR = re.compile(r"^!cute\.ptr<(?P<elem>[^,]+),\s*(?P<space>\w+)(?:,\s*align<(?P<align>\d+)>)?>$")
_DYNAMIC = re.compile(r"^\?(?:\{(?:i(?P<width>\d+))?\s*(?:div=(?P<div>\d+))?\})?$")


def parse_memref(text: str) -> tuple[list[int | tuple[int, int]], list[int | tuple[int, int]], str, int | None]:
    """(shape, stride, memspace, align) of a flat `!cute.memref` type; a dynamic extent is
    (width, divisibility). Raises ValueError for what a fake tensor cannot express."""
    m = _MEMREF.match(text.strip())
    if not m:
        raise ValueError(f"tensor type {text} is not a flat !cute.memref a fake tensor can express")
    layout = m["layout"]
    if layout.count("(") > 2 or ":" not in layout:
        raise ValueError(f"tensor layout {layout} is nested; fake tensors are flat")
    shape_text, stride_text = layout.split(":", 1)
    # A dynamic extent's width is printed unless it is i32 (`?{i64 div=8}`, `?{div=8}`, `?`).
    shape = [_extent(e) for e in _items(shape_text)]
    stride = [_extent(e) for e in _items(stride_text)]
    return shape, stride, m["space"], int(m["align"]) if m["align"] else None


def parse_ptr(text: str) -> tuple[str, int | None]:
    """(memspace, align) of a `!cute.ptr` type; ValueError for another type."""
    m = _PTR.match(text.strip())
    if not m:
        raise ValueError(f"pointer type {text} is not a !cute.ptr a fake pointer can express")
    return m["space"], int(m["align"]) if m["align"] else None


def _items(text: str) -> list[str]:
    text = text.strip()
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1]
    return [t.strip() for t in text.split(",")] if text else []


def _extent(text: str, default_width: int = 32) -> int | tuple[int, int]:
    if text.lstrip("-").isdigit():
        return int(text)
    m = _DYNAMIC.match(text)
    if not m:
        raise ValueError(f"extent {text!r} is neither static nor a plain dynamic value")
    return (int(m["width"] or default_width), int(m["div"] or 1))


def _address_space(name: str, where: str) -> Any:
    from cutlass.cute.typing import AddressSpace

    return resolve.member(AddressSpace, name, where)


class Tensor(Kind):
    """A cute tensor (from_dlpack or fake; a torch tensor or NumPy array passed directly: what
    the DSL's argument adapter made of it): dtype, shape, stride, dynamic modes, alignment,
    memory space and the exact MLIR type the DSL compiled it as."""

    name = "tensor"

    def takes(self, value: Any) -> bool:
        return is_tensor(value) or converted_tensor(value) is not None

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        if is_tensor(value):
            return _tensor(value)
        return {**_tensor(converted_tensor(value)), "converted_from": qualified(type(value))}

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        from cutlass.cute import runtime
        from cutlass.cute.typing import SymInt

        try:
            shape, stride, space, align = parse_memref(entry["mlir_type"])
        except ValueError as exc:
            at.fail(str(exc))

        def value(e: int | tuple[int, int]) -> Any:
            return e if isinstance(e, int) else SymInt(e[0], divisibility=e[1])

        return runtime.make_fake_tensor(
            resolve.dsl_type(entry["dtype"], at.where),
            tuple(value(e) for e in shape),
            tuple(value(e) for e in stride),
            memspace=_address_space(space, at.where),
            assumed_align=align,
        )


def _tensor(value: Any) -> dict[str, Any]:
    """A cute tensor. The MLIR type is the compile's own view of it."""
    shape, stride = tuple(value.shape), tuple(value.stride)
    with _type_context():
        mlir_type = str(value.mlir_type)
    entry: dict[str, Any] = {
        "kind": "tensor",
        "dtype": value.element_type.__name__,
        "shape": [_recorded_extent(s) for s in shape],
        "stride": [_recorded_extent(s) for s in stride],
        "dynamic_shape": [bool(m) for m in value.dynamic_shapes_mask],
        "dynamic_stride": [bool(m) for m in value.dynamic_strides_mask],
        "assumed_align": getattr(value, "_assumed_align", None),
        "memspace": "",
        "mlir_type": mlir_type,
        "rebuild": True,
    }
    try:
        entry["memspace"] = parse_memref(mlir_type)[2]
    except ValueError as exc:
        entry.update(rebuild=False, why=str(exc))
    return entry


def _recorded_extent(value: Any) -> int | str:
    return value if isinstance(value, int) else str(value)


def _type_context() -> Any:
    """Where an argument's MLIR type is made to be printed: the compile's own context where one
    is current (the DSL made the same type there), else one context kept by this process. A new
    `ir.Context` registers all the DSL's dialects (~9 ms), and a GEMM's compile has three tensors."""
    from cutlass._mlir import ir

    if ir.Context.current is not None:
        return contextlib.nullcontext()
    if _CONTEXT.get("pid") != os.getpid():  # a forked child makes its own
        _CONTEXT.update(pid=os.getpid(), context=ir.Context())
    return _CONTEXT["context"]


_CONTEXT: dict[str, Any] = {}


class Pointer(Kind):
    """A DSL runtime pointer (`cute.runtime.make_ptr`) by what the compile sees of it: its MLIR
    type. The address is left out: the DSL passes it at launch, and the same function compiled
    for two addresses has the same module hash (one IR)."""

    name = "pointer"

    def takes(self, value: Any) -> bool:
        return is_pointer(value)

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        with _type_context():
            mlir_type = str(value.mlir_type)
        entry: dict[str, Any] = {
            "kind": "pointer",
            "dtype": value.dtype.__name__,
            "mlir_type": mlir_type,
            "rebuild": True,
        }
        try:
            memspace, align = parse_ptr(mlir_type)
        except ValueError as exc:
            return {**entry, "rebuild": False, "why": str(exc)}
        return {**entry, "memspace": memspace, "assumed_align": align}

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        """`make_ptr` at address 0: aligned to anything, and the address is no part of the IR."""
        from cutlass._mlir import ir
        from cutlass.cute import runtime

        pointer = runtime.make_ptr(
            resolve.dsl_type(entry["dtype"], at.where),
            0,
            _address_space(str(entry.get("memspace")), at.where),
            assumed_align=entry.get("assumed_align"),
        )
        with ir.Context():
            got = str(pointer.mlir_type)
        if entry.get("mlir_type") not in (None, got):
            at.fail(f"rebuilt as {got}, traced as {entry['mlir_type']}")
        return pointer
