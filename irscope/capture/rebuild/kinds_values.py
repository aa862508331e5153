"""The kinds of plain values: Python scalars, the DSL's numbers and numeric types, enum members,
tuples, named tuples, dicts, streams, references back to an enclosing object, and what cannot be
recorded (opaque). Each records a value and makes it again (kind.py)."""

from __future__ import annotations

import enum
from typing import Any

from irscope.capture.rebuild import resolve
from irscope.capture.rebuild.class_refs import checked, class_ref, opaque_type, qualified
from irscope.capture.rebuild.kind import Describing, Kind, Named, Rebuilding
from irscope.capture.rebuild.snapshot import Cycle, is_numeric_type, is_stream


def nested(entry: dict[str, Any], items: list[dict[str, Any]]) -> dict[str, Any]:
    """`entry` rebuildable where every item in it is."""
    bad = [i for i, it in enumerate(items) if not it["rebuild"]]
    if not bad:
        return {**entry, "rebuild": True}
    return {**entry, "rebuild": False, "why": f"{len(bad)} item(s) cannot be rebuilt"}


class Scalar(Kind):
    """A Python bool, int, float, str or None: its type, value and whether it is Constexpr."""

    name = "scalar"

    def takes(self, value: Any) -> bool:
        return value is None or type(value) in (bool, int, float, str)

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        return {
            "kind": "scalar",
            "type": type(value).__name__,
            "value": value,
            "constexpr": at.constexpr,
            "rebuild": True,
        }

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        value, recorded = entry.get("value"), entry.get("type")
        if recorded == "float" and type(value) is int:  # JSON written by hand: 2 for 2.0
            return float(value)
        if type(value).__name__ != recorded:
            at.fail(f"a scalar recorded as {recorded} holds a {type(value).__name__}")
        return value


class Numeric(Kind):
    """A number of the DSL's (`cutlass.Int32(3)`): its type and the Python number it holds,
    rebuilt by calling that type, which must be the DSL's (resolve.NUMERIC_TYPE)."""

    name = "numeric"

    def takes(self, value: Any) -> bool:
        return is_numeric_type(type(value))

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        raw = getattr(value, "value", None)
        entry = {"kind": "numeric", "type": type(value).__name__, "class": class_ref(type(value))}
        if isinstance(raw, (bool, int, float)):
            return {**entry, "value": raw, "rebuild": True}
        why = "its value is computed at run time, not a Python number"
        return {**entry, "value": repr(value), "rebuild": False, "why": why}

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        value = entry.get("value")
        if type(value) not in (bool, int, float):
            at.fail(f"a number of the DSL recorded as {value!r}, not a Python number: it cannot be rebuilt")
        return numeric_type(entry, entry.get("type", ""), at)(value)

    def names(self, entry: dict[str, Any]) -> list[Named]:
        return [Named(entry["class"], resolve.NUMERIC_TYPE)] if isinstance(entry.get("class"), dict) else []


class Dtype(Kind):
    """A numeric type of the DSL (`cutlass.Float16`) passed as a value, by class."""

    name = "dtype"

    def takes(self, value: Any) -> bool:
        return isinstance(value, type) and is_numeric_type(value)

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        return {"kind": "dtype", "name": value.__name__, "class": class_ref(value), "rebuild": True}

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        return numeric_type(entry, entry.get("name", ""), at)

    def names(self, entry: dict[str, Any]) -> list[Named]:
        return [Named(entry["class"], resolve.NUMERIC_TYPE)] if isinstance(entry.get("class"), dict) else []


def numeric_type(entry: dict[str, Any], name: str, at: Rebuilding) -> Any:
    """The DSL numeric type an entry names: by its class, else by its name in `cutlass`."""
    if "class" in entry:
        return at.resolve(entry["class"], resolve.NUMERIC_TYPE)
    return resolve.dsl_type(name, at.where)


class Enum(Kind):
    """A member of any enum.Enum (the DSL's own LayoutEnum, OperandMajorMode, ...): its class and
    the member's name, read from the class's member table."""

    name = "enum"

    def takes(self, value: Any) -> bool:
        return isinstance(value, enum.Enum)  # asked before scalars: an IntEnum is an int too

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        return checked({"kind": "enum", "class": class_ref(type(value)), "member": value.name}, type(value))

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        return resolve.member(at.resolve(entry.get("class"), resolve.ENUM), str(entry.get("member")), at.where)

    def names(self, entry: dict[str, Any]) -> list[Named]:
        return [Named(entry["class"], resolve.ENUM)]


class Tuple(Kind):
    """A tuple or list of the others (shapes, tilers), rebuilt as the same."""

    name = "tuple"

    def takes(self, value: Any) -> bool:
        return isinstance(value, (tuple, list)) and not is_namedtuple(value)

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        items = [at.describe(v) for v in value]
        return nested({"kind": "tuple", "type": type(value).__name__, "items": items}, items)

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        items = [at.rebuild(v, f"{at.where}, item {i}") for i, v in enumerate(entry["items"])]
        return items if entry.get("type") == "list" else tuple(items)


class NamedTuple(Kind):
    """A named tuple: its class and items, made as a tuple of that class (`tuple.__new__`: none
    of the class's own code runs, and the class must be a named tuple's, resolve.NAMEDTUPLE)."""

    name = "namedtuple"

    def takes(self, value: Any) -> bool:
        return is_namedtuple(value)

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        items = [at.describe(v) for v in value]
        entry = checked({"kind": "namedtuple", "class": class_ref(type(value)), "items": items}, type(value))
        return nested(entry, items) if entry["rebuild"] else entry

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        cls = at.resolve(entry.get("class"), resolve.NAMEDTUPLE)
        items = [at.rebuild(v, f"{at.where}, item {i}") for i, v in enumerate(entry["items"])]
        if len(items) != len(cls._fields):
            at.fail(f"{len(items)} items for the {len(cls._fields)} fields of {qualified(cls)}")
        return tuple.__new__(cls, items)

    def names(self, entry: dict[str, Any]) -> list[Named]:
        return [Named(entry["class"], resolve.NAMEDTUPLE)]


def is_namedtuple(value: Any) -> bool:
    return isinstance(value, tuple) and hasattr(type(value), "_fields") and hasattr(type(value), "_make")


class Dict(Kind):
    """A dict with string keys."""

    name = "dict"

    def takes(self, value: Any) -> bool:
        return type(value) is dict and all(isinstance(k, str) for k in value)

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        items = {k: at.describe(v) for k, v in value.items()}
        return nested({"kind": "dict", "items": items}, list(items.values()))

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        return {k: at.rebuild(v, f"{at.where}, key {k!r}") for k, v in entry["items"].items()}


class Stream(Kind):
    """A CUDA stream: a run-time argument only, rebuilt as the DSL's fake stream."""

    name = "stream"

    def takes(self, value: Any) -> bool:
        return is_stream(value)

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        return {"kind": "stream", "type": qualified(type(value)), "runtime_only": True, "rebuild": True}

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        from cutlass.cute import runtime

        return runtime.make_fake_stream()


class Ref(Kind):
    """A reference back to an object that encloses it (`self.efc.gemm is self`): rebuilt as that
    object, which is made before its attributes are set. One to a list, tuple or dict that holds
    itself cannot be made (opaque)."""

    name = "ref"

    def takes(self, value: Any) -> bool:
        return isinstance(value, Cycle)

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        entry = {"kind": "ref", "type": qualified(value.cls)}
        if value.up:
            return {**entry, "up": value.up, "rebuild": True}
        why = "a list, tuple or dict that contains itself cannot be rebuilt"
        return {**entry, "kind": "opaque", "rebuild": False, "why": why}

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        up = entry.get("up")
        if not isinstance(up, int) or not 1 <= up <= len(at.outer):
            at.fail(f"a reference to the object {up} up, of {len(at.outer)} enclosing it")
        return at.outer[-up]


class Opaque(Kind):
    """Anything else, recorded by type with why it cannot be rebuilt; a rebuild refuses it."""

    name = "opaque"

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        import inspect

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
        return opaque_type(cls, why)
