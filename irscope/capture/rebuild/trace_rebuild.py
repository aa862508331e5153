"""Rebuild a traced compile from its spec: the function, and fake arguments.

Runs in a capture worker (`irscope capture --from-trace`): no GPU, no torch. Tensors become
`make_fake_tensor`s whose MLIR type must equal the one the traced compile used (checked; a
mismatch is an error naming the argument); streams become the DSL's fake stream; enums, classes
and functions are looked up by module and qualified name; named tuples go through their class;
other instances (dataclasses and the DSL's atoms included) are made with `cls.__new__` and given
the recorded attributes, without running `__init__` (which may allocate or query the device).
Every module is imported through trace_imports' policy: the project's own files and the modules
allowed by name, nothing else.
"""

from __future__ import annotations

import re
from typing import Any

from irscope.bundle_trace import TraceSpec
from irscope.capture.rebuild.trace_imports import Importer, ImportPolicy, RebuildError
from irscope.capture.rebuild.trace_lambda import rebuild_lambda

_MEMREF = re.compile(
    r'^!cute\.memref<(?P<elem>[^,]+),\s*(?P<space>\w+),\s*(?:align<(?P<align>\d+)>,\s*)?"(?P<layout>[^"]*)">$'
)
_PTR = re.compile(r"^!cute\.ptr<(?P<elem>[^,]+),\s*(?P<space>\w+)(?:,\s*align<(?P<align>\d+)>)?>$")
_DYNAMIC = re.compile(r"^\?(?:\{(?:i(?P<width>\d+))?\s*(?:div=(?P<div>\d+))?\})?$")

__all__ = ["RebuildError", "build_call", "parse_memref", "parse_ptr", "referenced_modules"]


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


def referenced_modules(spec: TraceSpec) -> list[tuple[str, str, str, str]]:
    """(where, module, file, kind) of every module the spec would import: the function's and
    every class, enum, function and object among the arguments (kind: the argument's)."""
    found = [("the traced function", spec.function.module, spec.function.file, "function")]
    for i, entry in enumerate(spec.call["params"]):
        found += _references(entry, f"argument {entry.get('name', f'#{i}')!r}")
    for key, entry in spec.call["kwargs"].items():
        found += _references(entry, f"argument {key!r}")
    return found


def _references(entry: dict[str, Any], where: str) -> list[tuple[str, str, str, str]]:
    found = []
    if isinstance(entry.get("class"), dict):
        ref = entry["class"]
        found.append((where, ref["module"], ref.get("file", ""), entry["kind"]))
    nested = {"object": "state", "dict": "items"}.get(entry["kind"])
    if nested is not None:
        word = "attribute" if entry["kind"] == "object" else "key"
        found += [r for k, v in entry[nested].items() for r in _references(v, f"{where}, {word} {k!r}")]
    if entry["kind"] in ("tuple", "namedtuple"):
        found += [r for i, v in enumerate(entry["items"]) for r in _references(v, f"{where}, item {i}")]
    if entry["kind"] == "function":
        cells = entry.get("closure", {}).items()
        found += [r for k, v in cells for r in _references(v, f"{where}, variable {k!r}")]
    return found


def build_call(spec: TraceSpec, policy: ImportPolicy) -> tuple[Any, list[Any], dict[str, Any]]:
    """(what to hand cute.compile, positional args, keyword args) for a traced compile."""
    problems = spec.unrebuildable()
    if problems:
        raise RebuildError(f"{spec.kernel}:{spec.case}: " + "; ".join(problems))
    importer = Importer(policy, spec.program_cwd)
    importer.add_program_path(spec.program_path)
    func = importer.resolve(spec.function.module, spec.function.qualname, spec.function.file)
    args = [_rebuild(p, importer) for p in spec.call["params"]]
    kwargs = {k: _rebuild(v, importer) for k, v in spec.call["kwargs"].items()}
    _check_tensor_types(spec, args, kwargs)
    if spec.function.bound and args:  # a method / __call__: the instance comes first
        return getattr(args[0], func.__name__), args[1:], kwargs
    return func, args, kwargs


def _rebuild(entry: dict[str, Any], importer: Importer, outer: tuple[Any, ...] = ()) -> Any:
    """The value of one argument spec; `outer`: the objects being rebuilt that enclose it,
    innermost last (what a `ref` refers back to)."""
    kind = entry["kind"]
    if kind == "ref":
        if not 1 <= entry["up"] <= len(outer):
            raise RebuildError(f"a reference to the object {entry['up']} up, of {len(outer)} enclosing it")
        return outer[-entry["up"]]
    if kind == "scalar":
        return entry["value"]
    if kind == "tensor":
        return _fake_tensor(entry)
    if kind == "pointer":
        return _fake_pointer(entry)
    if kind == "stream":
        from cutlass.cute import runtime

        return runtime.make_fake_stream()
    if kind == "tuple":
        items = [_rebuild(i, importer, outer) for i in entry["items"]]
        return items if entry.get("type") == "list" else tuple(items)
    if kind == "dict":
        return {k: _rebuild(v, importer, outer) for k, v in entry["items"].items()}
    if kind in ("dtype", "numeric"):
        return _numeric(entry, importer)
    ref = entry.get("class") or {}
    if kind not in ("enum", "class", "function", "namedtuple", "object"):
        raise RebuildError(f"argument {entry.get('name')!r}: {entry.get('why', kind)}")
    if kind == "function" and "lambda" in entry:
        closure = {k: _rebuild(v, importer, outer) for k, v in entry.get("closure", {}).items()}
        module = importer.module(ref["module"], ref.get("file", ""))
        return rebuild_lambda(entry["lambda"], module, ref["qualname"], closure)
    target = importer.resolve(ref["module"], ref["qualname"], ref.get("file", ""))
    if kind == "enum":
        return _member(target, entry["member"])
    if kind in ("class", "function"):
        return target
    if kind == "namedtuple":
        return target._make(_rebuild(i, importer, outer) for i in entry["items"])
    refusal = importer.policy.instance_refusal(ref["module"])
    if refusal is not None:
        raise RebuildError(f"argument {entry.get('name')!r}: {refusal}")
    obj = target.__new__(target)
    for key, value in entry["state"].items():
        object.__setattr__(obj, key, _rebuild(value, importer, (*outer, obj)))  # frozen dataclasses too
    return obj


def _member(cls: Any, name: str) -> Any:
    try:
        return cls[name]
    except (KeyError, TypeError):
        raise RebuildError(
            f"{cls.__module__}.{cls.__qualname__} has no member {name} (changed since the trace?)"
        ) from None


def _numeric(entry: dict[str, Any], importer: Importer) -> Any:
    import cutlass

    ref = entry.get("class")
    name = entry["name"] if entry["kind"] == "dtype" else entry["type"]
    cls = importer.resolve(ref["module"], ref["qualname"]) if ref else getattr(cutlass, name)
    return cls if entry["kind"] == "dtype" else cls(entry["value"])


def _fake_tensor(entry: dict[str, Any]) -> Any:
    import cutlass
    from cutlass.cute import runtime
    from cutlass.cute.typing import AddressSpace, SymInt

    shape, stride, space, align = parse_memref(entry["mlir_type"])

    def value(e: int | tuple[int, int]) -> Any:
        return e if isinstance(e, int) else SymInt(e[0], divisibility=e[1])

    return runtime.make_fake_tensor(
        getattr(cutlass, entry["dtype"]),
        tuple(value(e) for e in shape),
        tuple(value(e) for e in stride),
        memspace=getattr(AddressSpace, space),
        assumed_align=align,
    )


def _fake_pointer(entry: dict[str, Any]) -> Any:
    """`make_ptr` at address 0: aligned to anything, and the address is no part of the IR."""
    import cutlass
    from cutlass._mlir import ir
    from cutlass.cute import runtime
    from cutlass.cute.typing import AddressSpace

    pointer = runtime.make_ptr(
        getattr(cutlass, entry["dtype"]),
        0,
        getattr(AddressSpace, entry["memspace"]),
        assumed_align=entry.get("assumed_align"),
    )
    with ir.Context():
        got = str(pointer.mlir_type)
    if entry.get("mlir_type") not in (None, got):
        where = f"argument {entry['name']!r}" if "name" in entry else "a pointer"
        raise RebuildError(f"{where}: rebuilt as {got}, traced as {entry['mlir_type']}")
    return pointer


def _check_tensor_types(spec: TraceSpec, args: list[Any], kwargs: dict[str, Any]) -> None:
    from cutlass._mlir import ir

    pairs = list(zip(spec.call["params"], args, strict=True)) + [(spec.call["kwargs"][k], v) for k, v in kwargs.items()]
    with ir.Context():
        for entry, value in pairs:
            if entry["kind"] != "tensor":
                continue
            got = str(value.mlir_type)
            if got != entry["mlir_type"]:
                raise RebuildError(
                    f"{spec.kernel}:{spec.case}: argument {entry['name']!r}: rebuilt as {got}, "
                    f"traced as {entry['mlir_type']}"
                )
