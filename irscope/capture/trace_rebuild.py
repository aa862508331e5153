"""Rebuild a traced compile from its spec (trace.json): the function, and fake arguments.

Runs in a capture worker (`irscope capture --from-trace`): no GPU, no torch. Tensors become
`make_fake_tensor`s whose MLIR type must equal the one the traced compile used (checked; a
mismatch is an error naming the argument); streams become the DSL's fake stream; class
instances are made with `cls.__new__` and given the recorded attributes, without running
`__init__` (which may allocate or query the device). Anything that cannot be rebuilt is
reported per argument, with why.
"""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path
from typing import Any

from irscope.errors import IrscopeError

_MEMREF = re.compile(
    r'^!cute\.memref<(?P<elem>[^,]+),\s*(?P<space>\w+),\s*(?:align<(?P<align>\d+)>,\s*)?"(?P<layout>[^"]*)">$'
)
_DYNAMIC = re.compile(r"^\?(?:\{(?:i(?P<width>\d+))?\s*(?:div=(?P<div>\d+))?\})?$")


class RebuildError(IrscopeError):
    """A traced compile that cannot be rebuilt; the message names every argument at fault."""


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
    shape = [_extent(e, 32) for e in _items(shape_text)]
    stride = [_extent(e, 64) for e in _items(stride_text)]
    return shape, stride, m["space"], int(m["align"]) if m["align"] else None


def _items(text: str) -> list[str]:
    text = text.strip()
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1]
    return [t.strip() for t in text.split(",")] if text else []


def _extent(text: str, default_width: int) -> int | tuple[int, int]:
    if text.lstrip("-").isdigit():
        return int(text)
    m = _DYNAMIC.match(text)
    if not m:
        raise ValueError(f"extent {text!r} is neither static nor a plain dynamic value")
    return (int(m["width"] or default_width), int(m["div"] or 1))


def build_call(trace: dict[str, Any]) -> tuple[Any, list[Any], dict[str, Any]]:
    """(what to hand cute.compile, positional args, keyword args) for a traced compile."""
    problems = unrebuildable(trace)
    if problems:
        raise RebuildError(f"{trace['kernel']}:{trace['case']}: " + "; ".join(problems))
    func = resolve_function({**trace["function"], "program_cwd": trace["program"]["cwd"]})
    params = trace["call"]["params"]
    cwd = trace["program"]["cwd"]
    args = [rebuild(p, cwd) for p in params]
    kwargs = {k: rebuild(v, cwd) for k, v in trace["call"]["kwargs"].items()}
    _check_tensor_types(trace, args, kwargs)
    if trace["function"].get("bound") and args:  # a method / __call__: the instance comes first
        return getattr(args[0], func.__name__), args[1:], kwargs
    return func, args, kwargs


def unrebuildable(trace: dict[str, Any]) -> list[str]:
    """One phrase per argument that cannot be rebuilt: which (name and position) and why."""
    found = []
    entries = [(i, p) for i, p in enumerate(trace["call"]["params"])]
    entries += [(k, v) for k, v in trace["call"]["kwargs"].items()]
    for where, entry in entries:
        if not entry.get("rebuild", False):
            found.append(f"argument {entry.get('name', where)!r} (#{where}) cannot be rebuilt: {entry.get('why', '?')}")
    if "<locals>" in trace["function"]["qualname"]:
        found.append(f"{trace['function']['qualname']} is defined inside a function and cannot be imported")
    return found


def resolve_function(function: dict[str, Any]) -> Any:
    """The @cute.jit function a trace names: by module name where importable, else from its file."""
    module = _import(function)
    target: Any = module
    for part in function["qualname"].split("."):
        try:
            target = getattr(target, part)
        except AttributeError:
            raise RebuildError(
                f"{function['file']}: has no {function['qualname']} (changed since the trace?)"
            ) from None
    return target


#: Modules loaded from a file, by path: a program's kernels and classes come from one module object.
_LOADED: dict[str, Any] = {}


def _import(function: dict[str, Any]) -> Any:
    name, file = function["module"], _locate(function)
    if str(file) in _LOADED:
        return _LOADED[str(file)]
    if name != "__main__" and file.is_file():
        sys.path.insert(0, str(_package_root(file, name)))
        try:
            _LOADED[str(file)] = importlib.import_module(name)
            return _LOADED[str(file)]
        except Exception:  # noqa: BLE001 - fall back to the file itself
            pass
        finally:
            sys.path.pop(0)
    if not file.is_file():
        raise RebuildError(f"{file}: the traced program's source file is gone")
    from irscope.capture.kernel_loader import import_kernel_module

    _LOADED[str(file)] = import_kernel_module(file)
    return _LOADED[str(file)]


def _locate(function: dict[str, Any]) -> Path:
    """The traced source file here: where it was, else at the same place relative to the current
    directory as it was to the traced program's (a trace taken in a checkout on a GPU machine,
    rebuilt in a checkout of the same project elsewhere)."""
    file = Path(function["file"])
    if file.is_file() or not function.get("program_cwd"):
        return file
    try:
        moved = Path.cwd() / file.relative_to(function["program_cwd"])
    except ValueError:
        return file
    return moved if moved.is_file() else file


def _package_root(file: Path, module: str) -> Path:
    root = file.resolve().parent
    for _ in range(module.count(".")):
        root = root.parent
    return root


def rebuild(entry: dict[str, Any], program_cwd: str = "") -> Any:
    kind = entry["kind"]
    if kind == "scalar":
        return entry["value"]
    if kind == "tensor":
        return _fake_tensor(entry)
    import cutlass

    if kind == "dtype":
        return getattr(cutlass, entry["name"])
    if kind == "numeric":
        return getattr(cutlass, entry["type"])(entry["value"])
    if kind == "tuple":
        items = [rebuild(i, program_cwd) for i in entry["items"]]
        return items if entry["type"] == "list" else tuple(items)
    if kind == "stream":
        from cutlass.cute import runtime

        return runtime.make_fake_stream()
    if kind == "object":
        cls = resolve_function(
            {
                "module": entry["module"],
                "qualname": entry["qualname"],
                "file": entry["file"],
                "program_cwd": program_cwd,
            }
        )
        obj = cls.__new__(cls)
        for key, value in entry["state"].items():
            setattr(obj, key, rebuild(value, program_cwd))
        return obj
    raise RebuildError(f"argument {entry.get('name')!r}: {entry.get('why', kind)}")


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


def _check_tensor_types(trace: dict[str, Any], args: list[Any], kwargs: dict[str, Any]) -> None:
    from cutlass._mlir import ir

    pairs = list(zip(trace["call"]["params"], args, strict=True)) + [
        (trace["call"]["kwargs"][k], v) for k, v in kwargs.items()
    ]
    with ir.Context():
        for entry, value in pairs:
            if entry["kind"] != "tensor":
                continue
            got = str(value.mlir_type)
            if got != entry["mlir_type"]:
                raise RebuildError(
                    f"{trace['kernel']}:{trace['case']}: argument {entry['name']!r}: rebuilt as {got}, "
                    f"traced as {entry['mlir_type']}"
                )
