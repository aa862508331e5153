"""A traced call's arguments as they were when it began, and what kind of DSL object a value is.

`snapshot` runs at the jitted call's entry, before its body can set attributes on `self` (a
kernel class's `__call__` stores layouts and MLIR values there): every plain object becomes a
`Snapshot` of its class and attributes, every reference back to an enclosing value a `Cycle`.
The predicates (`is_tensor`, `is_pointer`, ...) look at the value's class only: the DSL's
properties need an MLIR context.
"""

from __future__ import annotations

import enum
import inspect
from dataclasses import dataclass
from typing import Any

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
    plain = is_plain_object(value)
    inner = (*path, (id(value), plain))
    if type(value) in (list, tuple):
        return type(value)(snapshot(v, depth + 1, inner) for v in value)
    if isinstance(value, tuple) and hasattr(type(value), "_fields") and hasattr(type(value), "_make"):
        named: Any = type(value)  # a namedtuple's class
        return named._make(snapshot(v, depth + 1, inner) for v in value)
    if type(value) is dict:
        return {k: snapshot(v, depth + 1, inner) for k, v in value.items()}
    if plain:
        return Snapshot(type(value), {k: snapshot(v, depth + 1, inner) for k, v in attributes(value).items()})
    return value


def class_of(value: Any) -> type:
    return value.cls if isinstance(value, Snapshot) else type(value)


def attributes(value: Any) -> dict[str, Any]:
    """Instance attributes: `__dict__` and every `__slots__` entry that is set."""
    found = dict(vars(value)) if hasattr(value, "__dict__") else {}
    for cls in type(value).__mro__:
        for name in getattr(cls, "__slots__", ()) if not isinstance(getattr(cls, "__slots__", ()), str) else ():
            if name not in ("__dict__", "__weakref__") and hasattr(value, name):
                found.setdefault(name, getattr(value, name))
    return found


def is_plain_object(value: Any) -> bool:
    cls = type(value)
    if isinstance(value, (type, enum.Enum)) or inspect.isroutine(value) or inspect.ismodule(value):
        return False
    if is_stream(value) or adapter(value) is not None:
        return False
    if cls.__module__.startswith("torch") or is_tensor(value) or is_pointer(value) or is_numeric_type(cls):
        return False
    return hasattr(value, "__dict__") or any(getattr(c, "__slots__", None) for c in cls.__mro__[:-1])


def is_tensor(value: Any) -> bool:
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


def is_pointer(value: Any) -> bool:
    """A DSL runtime pointer (`cute.runtime.make_ptr`): a JIT argument typed `!cute.ptr<...>`."""
    cls = type(value)
    return (
        not isinstance(value, type)
        and not is_tensor(value)
        and all(_class_has(cls, a) for a in ("__c_pointers__", "mlir_type", "dtype", "memspace"))
    )


def converted_tensor(value: Any) -> Any:
    """The cute tensor the DSL makes of an argument it converts itself (a torch tensor or NumPy
    array passed directly: its registered JIT argument adapter), or None."""
    found = adapter(value)
    if found is None:
        return None
    converted = getattr(found(value), "_arg", None)
    return converted if is_tensor(converted) else None


def adapter(value: Any) -> Any:
    try:
        from cutlass.base_dsl.runtime.jit_arg_adapters import JitArgAdapterRegistry
    except ImportError:  # pragma: no cover - every supported release has it
        return None
    return JitArgAdapterRegistry.jit_arg_adapter_registry.get(type(value))


def is_numeric_type(cls: Any) -> bool:
    try:
        from cutlass.base_dsl.typing import Numeric
    except ImportError:  # pragma: no cover - every supported release has it
        return False
    return isinstance(cls, type) and issubclass(cls, Numeric)


def is_stream(value: Any) -> bool:
    name = type(value).__name__
    return name in ("CUstream", "_FakeStream", "Stream", "ExternalStream") or name.endswith("Stream")
