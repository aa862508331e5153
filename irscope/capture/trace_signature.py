"""A traced compile's arguments as data: the declarative spec `capture --from-trace` rebuilds.

Runs inside the traced program (it reads cutlass objects, so it lives in the capture layer), and
only on a compile, never on a launch that hits the DSL's cache. Each argument becomes one JSON
object with a `kind`:

    tensor   dtype, shape, stride, dynamic modes, assumed alignment, memory space, and the exact
             MLIR type the DSL compiled it as (`mlir_type`), against which a rebuild is checked
    scalar   a Python bool/int/float/str/None: its type, value and whether it is Constexpr
    numeric  a cutlass numeric value (cutlass.Int32(3)): type name and value
    dtype    a cutlass numeric type passed as an argument (cutlass.Float16)
    tuple    a tuple or list of the above (shapes, tilers)
    stream   a CUDA stream: runtime-only, rebuilt as the DSL's fake stream
    object   a class instance (the `self` of a `@cute.jit` __call__): its class and attributes
    opaque   anything else: recorded by type, with why it cannot be rebuilt

Every entry says whether it can be rebuilt (`rebuild`) and, when not, why. The case label and
digest are computed from the parts of the spec that decide the compiled code.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import re
from pathlib import Path
from typing import Any

#: Attribute depth for class instances; deeper state is reported as not rebuildable.
MAX_DEPTH = 4
_IDENT_BAD = re.compile(r"[^A-Za-z0-9_.-]+")
_LABEL_LIMIT = 48


def describe_call(func: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, Any]:
    """{"params": [...], "kwargs": {...}} for a call of the jitted function `func`."""
    try:
        sig = inspect.signature(func)
        bound = sig.bind_partial(*args, **kwargs)
        names = list(bound.arguments)
        params = sig.parameters
    except (TypeError, ValueError):
        names, params = [f"arg{i}" for i in range(len(args))], {}
    described: list[dict[str, Any]] = []
    for i, value in enumerate(args):
        name = names[i] if i < len(names) else f"arg{i}"
        param = params.get(name)
        if param is not None and param.kind is inspect.Parameter.VAR_POSITIONAL:
            name = f"{name}[{i - names.index(name)}]"
        described.append({"name": name, **describe(value, _is_constexpr(param))})
    extra = {k: {"name": k, **describe(v, _is_constexpr(params.get(k)))} for k, v in kwargs.items()}
    return {"params": described, "kwargs": extra}


def _is_constexpr(param: inspect.Parameter | None) -> bool:
    if param is None or param.annotation is inspect.Parameter.empty:
        return False
    text = param.annotation if isinstance(param.annotation, str) else repr(param.annotation)
    return "Constexpr" in text


def describe(value: Any, constexpr: bool = False, depth: int = 0) -> dict[str, Any]:
    if value is None or isinstance(value, (bool, int, float, str)):
        return {"kind": "scalar", "type": type(value).__name__, "value": value, "constexpr": constexpr, "rebuild": True}
    if _is_tensor(value):
        return _tensor(value)
    if isinstance(value, type) and _is_numeric_type(value):
        return {"kind": "dtype", "name": value.__name__, "rebuild": True}
    if _is_numeric_type(type(value)):
        raw = getattr(value, "value", None)
        ok = isinstance(raw, (bool, int, float))
        entry = {"kind": "numeric", "type": type(value).__name__, "value": raw if ok else repr(value), "rebuild": ok}
        return entry if ok else {**entry, "why": "its value is not a Python number (a value computed at run time)"}
    if isinstance(value, (tuple, list)):
        items = [describe(v, constexpr, depth + 1) for v in value]
        bad = next((i for i, it in enumerate(items) if not it["rebuild"]), None)
        entry = {"kind": "tuple", "type": type(value).__name__, "items": items, "rebuild": bad is None}
        return entry if bad is None else {**entry, "why": f"item {bad}: {items[bad]['why']}"}
    if _is_stream(value):
        return {"kind": "stream", "type": _qualified(type(value)), "runtime_only": True, "rebuild": True}
    if (
        depth < MAX_DEPTH
        and hasattr(value, "__dict__")
        and not inspect.isroutine(value)
        and not inspect.ismodule(value)
    ):
        return _object(value, depth)
    return {"kind": "opaque", "type": _qualified(type(value)), "rebuild": False, "why": _opaque_why(value)}


def _is_tensor(value: Any) -> bool:
    # On the type: the properties themselves need an MLIR context (and _Tensor fakes __class__).
    return not isinstance(value, type) and all(
        hasattr(type(value), a) for a in ("mlir_type", "element_type", "dynamic_shapes_mask")
    )


def _is_numeric_type(cls: type) -> bool:
    try:
        from cutlass.base_dsl.typing import Numeric
    except ImportError:  # pragma: no cover - every supported release has it
        return False
    return isinstance(cls, type) and issubclass(cls, Numeric)


def _is_stream(value: Any) -> bool:
    name = type(value).__name__
    return name in ("CUstream", "_FakeStream", "Stream", "ExternalStream") or name.endswith("Stream")


def _qualified(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


def _opaque_why(value: Any) -> str:
    if type(value).__module__.startswith("torch"):
        return (
            f"a {_qualified(type(value))} passed directly: the DSL converts it itself at run time; "
            "pass cute.runtime.from_dlpack(...) to make the compile rebuildable"
        )
    return f"{_qualified(type(value))} is not a tensor, number, type, tuple, stream or plain object"


def _tensor(value: Any) -> dict[str, Any]:
    """A cute tensor (from_dlpack or fake). The MLIR type is the compile's own view of it."""
    from cutlass._mlir import ir

    shape, stride = tuple(value.shape), tuple(value.stride)
    with ir.Context():
        mlir_type = str(value.mlir_type)
    entry: dict[str, Any] = {
        "kind": "tensor",
        "dtype": value.element_type.__name__,
        "shape": [_extent(s) for s in shape],
        "stride": [_extent(s) for s in stride],
        "dynamic_shape": [bool(m) for m in value.dynamic_shapes_mask],
        "dynamic_stride": [bool(m) for m in value.dynamic_strides_mask],
        "assumed_align": getattr(value, "_assumed_align", None),
        "memspace": "",
        "mlir_type": mlir_type,
        "rebuild": True,
    }
    from irscope.capture.trace_rebuild import parse_memref

    try:
        entry["memspace"] = parse_memref(mlir_type)[2]
    except ValueError as exc:
        entry.update(rebuild=False, why=str(exc))
    return entry


def _extent(value: Any) -> int | str:
    return value if isinstance(value, int) else str(value)


def _object(value: Any, depth: int) -> dict[str, Any]:
    cls = type(value)
    state = {k: describe(v, False, depth + 1) for k, v in sorted(vars(value).items())}
    entry = {
        "kind": "object",
        "class": _qualified(cls),
        "module": cls.__module__,
        "qualname": cls.__qualname__,
        "file": _source_file(cls),
        "state": state,
        "rebuild": True,
    }
    if "<locals>" in cls.__qualname__:
        return {**entry, "rebuild": False, "why": f"class {cls.__qualname__} is defined inside a function"}
    bad = next((k for k, v in state.items() if not v["rebuild"]), None)
    if bad is not None:
        return {**entry, "rebuild": False, "why": f"attribute {bad!r}: {state[bad]['why']}"}
    return entry


def _source_file(obj: Any) -> str:
    try:
        return str(Path(inspect.getsourcefile(obj) or "").resolve())
    except (TypeError, OSError):
        return ""


# ---- names --------------------------------------------------------------------------------------


def kernel_name(func: Any, module_name: str) -> str:
    """module.qualname of the jitted function; the class for a `__call__`."""
    qualname = getattr(func, "__qualname__", getattr(func, "__name__", "kernel"))
    if qualname.endswith(".__call__"):
        qualname = qualname[: -len(".__call__")]
    return identifier(f"{module_name}.{qualname}")


def identifier(text: str) -> str:
    """A store-safe identifier (the manifest's `ident`): other characters become `_`."""
    cleaned = _IDENT_BAD.sub("_", text).strip("_.-") or "kernel"
    return cleaned if cleaned[0].isalpha() or cleaned[0] == "_" else f"_{cleaned}"


def digest(call: dict[str, Any]) -> str:
    """sha256 of what decides the compiled code, stable across runs and machines."""
    key = [_key(p) for p in call["params"]] + [[k, _key(v)] for k, v in sorted(call["kwargs"].items())]
    return hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()


def _key(entry: dict[str, Any]) -> Any:
    kind = entry["kind"]
    if kind == "tensor":
        return ["tensor", entry["dtype"], entry["mlir_type"]]
    if kind == "scalar":
        return ["scalar", entry["type"], entry["value"]]
    if kind == "tuple":
        return ["tuple", [_key(i) for i in entry["items"]]]
    if kind == "object":
        return ["object", entry["class"], {k: _key(v) for k, v in entry["state"].items()}]
    if kind == "stream":
        return ["stream"]
    return [kind, {k: v for k, v in entry.items() if k not in ("name", "rebuild", "why")}]


def case_label(call: dict[str, Any]) -> str:
    """A short readable label (dtypes, static shapes, constexpr values) plus an 8-hex digest."""
    parts: list[str] = []
    for p in [*call["params"], *call["kwargs"].values()]:
        part = _label_part(p)
        if part:
            parts.append(part)
    compact: list[str] = []
    for part in parts:  # runs of equal parts: f32_64x32.x3
        if compact and compact[-1].split(".x")[0] == part:
            head, _, n = compact[-1].partition(".x")
            compact[-1] = f"{head}.x{int(n or 1) + 1}"
        else:
            compact.append(part)
    text = "_".join(compact)[:_LABEL_LIMIT].rstrip("_.-") or "noargs"
    return identifier(f"{text}-{digest(call)[:8]}")


def _label_part(entry: dict[str, Any]) -> str:
    kind = entry["kind"]
    if kind == "tensor":
        short = entry["mlir_type"].split("<", 1)[-1].split(",", 1)[0].strip().lower()
        dims = "x".join(
            str(s) if not dyn else "d" for s, dyn in zip(entry["shape"], entry["dynamic_shape"], strict=False)
        )
        return f"{short}_{dims}"
    if kind == "scalar" and entry["constexpr"] and entry["value"] is not None:
        return f"{entry['name']}{entry['value']}"
    if kind == "dtype":
        return entry["name"].lower()
    return ""
