"""A traced compile's arguments as data: the declarative spec `capture --from-trace` rebuilds.

Runs inside the traced program (it reads cutlass objects, so it lives in the capture layer), and
only on a compile, never on a launch that hits the DSL's cache. Each argument becomes one JSON
object with a `kind`:

    tensor      dtype, shape, stride, dynamic modes, assumed alignment, memory space, and the
                exact MLIR type the DSL compiled it as (`mlir_type`), against which a rebuild is checked
    pointer     a DSL runtime pointer (`cute.runtime.make_ptr`): dtype, memory space, assumed
                alignment and its MLIR type; never its address, which is a run-time argument of
                the compiled function and no part of its IR
    scalar      a Python bool/int/float/str/None: its type, value and whether it is Constexpr
    numeric     a cutlass numeric value (cutlass.Int32(3)): its type and value
    dtype       a cutlass numeric type (cutlass.Float16), by class
    tuple       a tuple or list of the others (shapes, tilers)
    namedtuple  a named tuple: its class and items (rebuilt through the class)
    dict        a dict with string keys
    stream      a CUDA stream: runtime-only, rebuilt as the DSL's fake stream
    enum        a member of any enum.Enum (the DSL's own LayoutEnum, OperandMajorMode, ...): its
                class and the member's name
    class       any other class, by module and qualified name
    function    a function defined at a module's top level, by module and qualified name; a
                lambda or a function defined inside a function, by its source (`lambda`) and
                the values of the variables it uses from around it (`closure`, trace_lambda)
    object      a class instance, dataclasses and the DSL's atoms included: its class and its
                attributes as they were when the jitted call began (`snapshot`), before its body
                set any (a kernel class's `__call__` stores layouts and MLIR values on `self`)
    opaque      anything else, recorded by type, with why it cannot be rebuilt

Classes and functions are named by the module they are imported from, never by a file path (a
script run as `__main__` also records its file). Every entry says whether it can be rebuilt
(`rebuild`) and, when not, why; bundle_trace.problems names every such leaf at once.
"""

from __future__ import annotations

import contextlib
import enum
import inspect
import keyword
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from irscope.capture.rebuild.trace_lambda import closure_cells, lambda_source

#: Attribute depth for class instances; deeper state is reported as not rebuildable.
MAX_DEPTH = 6


#: Values that are their own snapshot (most attributes: sizes, flags, names).
_ATOMS = frozenset({bool, int, float, str, bytes, type(None)})


@dataclass(frozen=True)
class Snapshot:
    """A class instance as it was when the jitted call began: its class and attributes (nested
    instances snapshotted too), taken before the call's body could change them."""

    cls: type
    state: dict[str, Any]


@dataclass(frozen=True)
class Cycle:
    """A reference back to a value that encloses it (`self.efc.gemm is self`): `up` counts the
    enclosing objects from the innermost (1: the object whose attribute it is); 0 where what it
    refers to is a list, tuple or dict, which cannot be referred to while it is being rebuilt."""

    cls: type
    up: int


def snapshot(value: Any, depth: int = 0, path: tuple[tuple[int, bool], ...] = ()) -> Any:
    """`value` with every plain object in it (at any depth) replaced by its Snapshot, and every
    reference back to an enclosing value by a Cycle; tensors, numbers and everything else stay
    the same references. Cheap: a walk over attributes."""
    if type(value) in _ATOMS or depth > MAX_DEPTH:
        return value
    enclosing = [i for i, is_object in path if is_object]
    if id(value) in enclosing:
        return Cycle(type(value), len(enclosing) - enclosing.index(id(value)))
    if any(i == id(value) for i, _ in path):
        return Cycle(type(value), 0)
    plain = _is_plain_object(value)
    inner = (*path, (id(value), plain))
    if type(value) in (list, tuple):
        return type(value)(snapshot(v, depth + 1, inner) for v in value)
    if _is_namedtuple(value):
        return type(value)._make(snapshot(v, depth + 1, inner) for v in value)
    if type(value) is dict:
        return {k: snapshot(v, depth + 1, inner) for k, v in value.items()}
    if plain:
        return Snapshot(type(value), {k: snapshot(v, depth + 1, inner) for k, v in _attributes(value).items()})
    return value


def class_of(value: Any) -> type:
    return value.cls if isinstance(value, Snapshot) else type(value)


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
    if isinstance(value, Snapshot):
        return _object(value.cls, value.state, depth)
    if isinstance(value, Cycle):
        return _cycle(value)
    if isinstance(value, enum.Enum):  # before scalars: an IntEnum is an int too
        return _enum(value)
    if value is None or type(value) in (bool, int, float, str):
        return {"kind": "scalar", "type": type(value).__name__, "value": value, "constexpr": constexpr, "rebuild": True}
    if _is_tensor(value):
        return _tensor(value)
    if _is_pointer(value):
        return _pointer(value)
    if isinstance(value, type):
        return _type(value)
    if _is_numeric_type(type(value)):
        return _numeric(value)
    if _is_namedtuple(value):
        items = [describe(v, constexpr, depth + 1) for v in value]
        return _checked({"kind": "namedtuple", "class": class_ref(type(value)), "items": items}, type(value))
    if isinstance(value, (tuple, list)):
        items = [describe(v, constexpr, depth + 1) for v in value]
        return _nested({"kind": "tuple", "type": type(value).__name__, "items": items}, items)
    if type(value) is dict and all(isinstance(k, str) for k in value):
        items = {k: describe(v, constexpr, depth + 1) for k, v in value.items()}
        return _nested({"kind": "dict", "items": items}, list(items.values()))
    if _is_stream(value):
        return {"kind": "stream", "type": _qualified(type(value)), "runtime_only": True, "rebuild": True}
    converted = _converted_tensor(value)
    if converted is not None:  # a torch tensor or array passed directly: what the DSL made of it
        return {**_tensor(converted), "converted_from": _qualified(type(value))}
    if inspect.isfunction(value) and _in_source_only(value):
        return _source_function(value, depth)
    if inspect.isfunction(value) or inspect.isbuiltin(value):
        return _checked({"kind": "function", "class": class_ref(value)}, value)
    if _is_plain_object(value):
        return _object(type(value), _attributes(value), depth)
    return _opaque(value)


def _in_source_only(func: Any) -> bool:
    """A lambda, or a function defined inside a function: no name imports it."""
    qualname = getattr(func, "__qualname__", "")
    return "<lambda>" in qualname or "<locals>" in qualname


def _source_function(value: Any, depth: int) -> dict[str, Any]:
    """A lambda or a function defined inside a function, by its source (trace_lambda) and the
    values of the variables it uses from the function around it (`closure`), each recorded as an
    argument is; refused, naming the variable, where one cannot be rebuilt."""
    entry: dict[str, Any] = {"kind": "function", "class": class_ref(value)}
    if not _importable_name(value):
        return _checked(entry, value)
    entry["type"] = f"{value.__module__}.{value.__qualname__}"
    if depth >= MAX_DEPTH:
        return {**entry, "rebuild": False, "why": f"nested more than {MAX_DEPTH} objects deep"}
    recorded = lambda_source(value)
    if isinstance(recorded, str):
        return {**entry, "rebuild": False, "why": recorded}
    entry["lambda"] = recorded
    cells = closure_cells(value)
    if isinstance(cells, str):
        return {**entry, "rebuild": False, "why": cells}
    if not cells:
        return {**entry, "rebuild": True}
    entry["closure"] = {name: describe(v, False, depth + 1) for name, v in cells.items()}
    bad = [name for name, e in entry["closure"].items() if not e["rebuild"]]
    if bad:
        why = f"variable(s) of the function around it that cannot be rebuilt: {', '.join(bad)}"
        return {**entry, "rebuild": False, "why": why}
    return {**entry, "rebuild": True}


def class_ref(obj: Any) -> dict[str, str]:
    """A class (or function) by the module it is imported from, and the file that defines it
    where that is the program's own (not an installed package's or Python's): a rebuild looks for
    the module there, relative to the project, and imports installed ones by name only."""
    ref = {"module": getattr(obj, "__module__", None) or "", "qualname": getattr(obj, "__qualname__", "")}
    file = defining_file(obj) if not _installed(ref["module"]) else ""
    if file and not _installed_file(file):
        ref["file"] = file
    return ref


def _installed(module: str) -> bool:
    top = module.split(".")[0]
    return top in ("cutlass", "builtins") or top in sys.stdlib_module_names


def _installed_file(file: str) -> bool:
    parts = Path(file).parts
    return "site-packages" in parts or "dist-packages" in parts or file.startswith(sys.base_prefix)


def _checked(entry: dict[str, Any], obj: Any) -> dict[str, Any]:
    """`entry` for a class or function, refused where it cannot be imported by name."""
    why = _not_importable(obj)
    named = obj if isinstance(obj, type) or inspect.isroutine(obj) else type(obj)
    entry = {**entry, "type": f"{named.__module__}.{named.__qualname__}", "rebuild": why is None}
    if why is None and entry.get("items") is not None:
        return _nested(entry, entry["items"])
    if why is not None and not _importable_name(named):  # no valid class reference: named only
        return _opaque_type(named, why)
    return entry if why is None else {**entry, "why": why}


def _importable_name(obj: Any) -> bool:
    """Are the module and qualified name of `obj` dotted Python names (`<locals>` allowed)?"""
    qualname = getattr(obj, "__qualname__", "").replace("<locals>", "locals").replace("<lambda>", "lambda")
    return bool(_NAME.match(getattr(obj, "__module__", None) or "") and _NAME.match(qualname))


def _not_importable(obj: Any) -> str | None:
    qualname = getattr(obj, "__qualname__", "")
    if not getattr(obj, "__module__", None) or not qualname:
        return "it has no module and qualified name to import it by"
    if not _importable_name(obj):
        return (
            f"a class made at run time, named {qualname!r} (as a subscript such as "
            "cute.struct.MemRange[Int64, 5] makes one on each use): it cannot be imported by name"
        )
    if "<lambda>" in qualname:
        return "a lambda cannot be imported by name: define it as a function at module level"
    if "<locals>" in qualname:
        return f"{qualname.split('.<locals>')[0]} defines it inside a function: it cannot be imported by name"
    return _not_found_by_name(obj)


def _not_found_by_name(obj: Any) -> str | None:
    """Why importing `obj` by its module and qualified name would not give it back, checked where
    the module is loaded: a class made at run time (dataclasses.make_dataclass, type(), a
    namedtuple factory) takes the module and a qualified name of its maker's choosing without
    being there, and the rebuild would fail on it."""
    module, qualname = obj.__module__, obj.__qualname__
    found = sys.modules.get(module)
    if found is None:
        return None  # not imported in the traced process: the rebuild's import decides
    for part in qualname.split("."):
        try:
            found = getattr(found, part)
        except Exception:  # noqa: BLE001 - a module's own __getattr__ may raise anything
            found = _ABSENT
        if found is _ABSENT:
            return (
                f"a class made at run time (by a function such as dataclasses.make_dataclass): "
                f"{module} has no {qualname} to import it by"
            )
    # A name that leads to another object is left to the rebuild: a decorator such as @cute.struct
    # puts its own class under the name of the one it was given, and the rebuild takes that.
    return None


_ABSENT = object()


#: A dotted Python name (what a module or qualified name must be to be imported by it).
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")


def _cycle(value: Cycle) -> dict[str, Any]:
    """A reference back to an enclosing object: rebuilt as that object (trace_rebuild), which
    is made before its attributes are set."""
    entry = {"kind": "ref", "type": _qualified(value.cls)}
    if value.up:
        return {**entry, "up": value.up, "rebuild": True}
    why = "a list, tuple or dict that contains itself cannot be rebuilt"
    return {**entry, "kind": "opaque", "rebuild": False, "why": why}


def _nested(entry: dict[str, Any], items: list[dict[str, Any]]) -> dict[str, Any]:
    bad = [i for i, it in enumerate(items) if not it["rebuild"]]
    return (
        {**entry, "rebuild": True}
        if not bad
        else {**entry, "rebuild": False, "why": f"{len(bad)} item(s) cannot be rebuilt"}
    )


def _type(cls: type) -> dict[str, Any]:
    if _is_numeric_type(cls):
        return {"kind": "dtype", "name": cls.__name__, "class": class_ref(cls), "rebuild": True}
    return _checked({"kind": "class", "class": class_ref(cls)}, cls)


def _numeric(value: Any) -> dict[str, Any]:
    raw = getattr(value, "value", None)
    ok = isinstance(raw, (bool, int, float))
    entry = {"kind": "numeric", "type": type(value).__name__, "class": class_ref(type(value))}
    if ok:
        return {**entry, "value": raw, "rebuild": True}
    return {
        **entry,
        "value": repr(value),
        "rebuild": False,
        "why": "its value is computed at run time, not a Python number",
    }


def _enum(value: enum.Enum) -> dict[str, Any]:
    return _checked({"kind": "enum", "class": class_ref(type(value)), "member": value.name}, type(value))


def _object(cls: type, state: dict[str, Any], depth: int) -> dict[str, Any]:
    if depth >= MAX_DEPTH:
        return _opaque_type(cls, f"nested more than {MAX_DEPTH} objects deep")
    bad_names = [k for k in state if not k.isidentifier() or keyword.iskeyword(k)]
    if bad_names:
        return _opaque_type(cls, f"attribute names that are not identifiers: {', '.join(map(repr, bad_names))}")
    described = {k: describe(v, False, depth + 1) for k, v in sorted(state.items())}
    entry = _checked({"kind": "object", "class": class_ref(cls), "state": described}, cls)
    bad = [k for k, v in described.items() if not v["rebuild"]]
    if entry["rebuild"] and bad:
        return {**entry, "rebuild": False, "why": f"attribute(s) that cannot be rebuilt: {', '.join(bad)}"}
    return entry


def _attributes(value: Any) -> dict[str, Any]:
    """Instance attributes: `__dict__` and every `__slots__` entry that is set."""
    found = dict(vars(value)) if hasattr(value, "__dict__") else {}
    for cls in type(value).__mro__:
        for name in getattr(cls, "__slots__", ()) if not isinstance(getattr(cls, "__slots__", ()), str) else ():
            if name not in ("__dict__", "__weakref__") and hasattr(value, name):
                found.setdefault(name, getattr(value, name))
    return found


def _is_plain_object(value: Any) -> bool:
    cls = type(value)
    if isinstance(value, (type, enum.Enum)) or inspect.isroutine(value) or inspect.ismodule(value):
        return False
    if _is_stream(value) or _adapter(value) is not None:
        return False
    if cls.__module__.startswith("torch") or _is_tensor(value) or _is_pointer(value) or _is_numeric_type(cls):
        return False
    return hasattr(value, "__dict__") or any(getattr(c, "__slots__", None) for c in cls.__mro__[:-1])


def _is_namedtuple(value: Any) -> bool:
    return isinstance(value, tuple) and hasattr(type(value), "_fields") and hasattr(type(value), "_make")


def _is_tensor(value: Any) -> bool:
    # On the type: the properties themselves need an MLIR context (and _Tensor fakes __class__).
    return not isinstance(value, type) and all(
        _class_has(type(value), a) for a in ("mlir_type", "element_type", "dynamic_shapes_mask")
    )


def _class_has(cls: type, name: str) -> bool:
    """`hasattr(cls, name)`, False where looking raises: the DSL's numeric classes (`Int32`)
    answer `mlir_type` through their metaclass, and it needs an MLIR context (RuntimeError
    outside a compile; the whole snapshot of a call's arguments failed on a `cutlass.Int32(0)`)."""
    try:
        return hasattr(cls, name)
    except Exception:  # noqa: BLE001 - any fault of a class's own property: not that attribute
        return False


def _is_pointer(value: Any) -> bool:
    """A DSL runtime pointer (`cute.runtime.make_ptr`): a JIT argument typed `!cute.ptr<...>`."""
    cls = type(value)
    return (
        not isinstance(value, type)
        and not _is_tensor(value)
        and all(_class_has(cls, a) for a in ("__c_pointers__", "mlir_type", "dtype", "memspace"))
    )


def _converted_tensor(value: Any) -> Any:
    """The cute tensor the DSL makes of an argument it converts itself (a torch tensor or NumPy
    array passed directly: its registered JIT argument adapter), or None."""
    adapter = _adapter(value)
    if adapter is None:
        return None
    converted = getattr(adapter(value), "_arg", None)
    return converted if _is_tensor(converted) else None


def _adapter(value: Any) -> Any:
    try:
        from cutlass.base_dsl.runtime.jit_arg_adapters import JitArgAdapterRegistry
    except ImportError:  # pragma: no cover - every supported release has it
        return None
    return JitArgAdapterRegistry.jit_arg_adapter_registry.get(type(value))


def _is_numeric_type(cls: Any) -> bool:
    try:
        from cutlass.base_dsl.typing import Numeric
    except ImportError:  # pragma: no cover - every supported release has it
        return False
    return isinstance(cls, type) and issubclass(cls, Numeric)


def _is_stream(value: Any) -> bool:
    name = type(value).__name__
    return name in ("CUstream", "_FakeStream", "Stream", "ExternalStream") or name.endswith("Stream")


def _qualified(cls: Any) -> str:
    return f"{getattr(cls, '__module__', None)}.{getattr(cls, '__qualname__', type(cls).__qualname__)}"


def _opaque(value: Any) -> dict[str, Any]:
    cls = type(value)
    if cls.__module__.startswith("torch"):
        why = (
            "passed directly, the DSL converts it itself at run time; "
            "pass cute.runtime.from_dlpack(...) to make the compile rebuildable"
        )
    elif inspect.ismethod(value):
        why = "a bound method: pass the instance, or a function defined at module level"
    elif inspect.ismodule(value):
        why = "a module is not a value a compile can be rebuilt from"
    elif cls.__module__.startswith("cutlass._mlir") or "mlir" in cls.__module__:
        why = "an MLIR object exists only inside a compile; it cannot be rebuilt from data"
    else:
        why = "not a tensor, number, type, enum, tuple, dict, stream, function or object with attributes"
    return _opaque_type(cls, why)


def _opaque_type(cls: Any, why: str) -> dict[str, Any]:
    return {"kind": "opaque", "type": _qualified(cls), "rebuild": False, "why": why}


def _tensor(value: Any) -> dict[str, Any]:
    """A cute tensor (from_dlpack or fake). The MLIR type is the compile's own view of it."""
    shape, stride = tuple(value.shape), tuple(value.stride)
    with _type_context():
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
    from irscope.capture.rebuild.trace_rebuild import parse_memref

    try:
        entry["memspace"] = parse_memref(mlir_type)[2]
    except ValueError as exc:
        entry.update(rebuild=False, why=str(exc))
    return entry


def _pointer(value: Any) -> dict[str, Any]:
    """A runtime pointer by what the compile sees of it: its MLIR type. The address is left out:
    the DSL passes it at launch, and the same function compiled for two addresses has the same
    module hash (one IR)."""
    from irscope.capture.rebuild.trace_rebuild import parse_ptr

    with _type_context():
        mlir_type = str(value.mlir_type)
    entry: dict[str, Any] = {"kind": "pointer", "dtype": value.dtype.__name__, "mlir_type": mlir_type, "rebuild": True}
    try:
        memspace, align = parse_ptr(mlir_type)
    except ValueError as exc:
        return {**entry, "rebuild": False, "why": str(exc)}
    return {**entry, "memspace": memspace, "assumed_align": align}


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


def _extent(value: Any) -> int | str:
    return value if isinstance(value, int) else str(value)


def defining_file(obj: Any) -> str:
    """The file that defines a function or class, from its code (for a class, its methods'):
    `inspect.getsourcefile` asks `sys.modules["__main__"]` for a class, which is not the script
    when the script was run through runpy or a wrapper."""
    candidates = [obj] if not isinstance(obj, type) else list(vars(obj).values())
    own = f"{getattr(obj, '__qualname__', '')}." if isinstance(obj, type) else ""
    for candidate in candidates:
        function = inspect.unwrap(candidate) if callable(candidate) else None
        code = getattr(function, "__code__", None)
        if code is None or not getattr(function, "__qualname__", "").startswith(own):
            continue
        if isinstance(obj, type) and getattr(function, "__module__", None) != obj.__module__:
            continue  # made by a library for the class (a named tuple's _replace)
        if code.co_filename and not code.co_filename.startswith("<"):
            return str(Path(code.co_filename).resolve())
    try:
        return str(Path(inspect.getsourcefile(obj) or "").resolve())
    except (TypeError, OSError, ValueError):
        return ""
