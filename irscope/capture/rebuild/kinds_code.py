"""The kinds that name code: a class passed as a value, a function (by name, or by its source and
the values of its closure), and a class instance (its class and attributes). What each name may
lead to is resolve.py's rule; an instance is made without running any code of its class."""

from __future__ import annotations

import inspect
import keyword
from typing import Any

from irscope.capture.rebuild import resolve
from irscope.capture.rebuild.class_refs import checked, class_ref, importable_name, opaque_type
from irscope.capture.rebuild.kind import Describing, Kind, Named, Rebuilding
from irscope.capture.rebuild.lambda_source import (
    closure_cells,
    lambda_source,
    main_block_globals,
    rebuild_lambda,
    unwrapped,
)
from irscope.capture.rebuild.snapshot import MAX_DEPTH, Snapshot, attributes, is_numeric_type, is_plain_object


class Class(Kind):
    """A class passed as a value (not a numeric type of the DSL: dtype), by module and name."""

    name = "class"

    def takes(self, value: Any) -> bool:
        return isinstance(value, type) and not is_numeric_type(value)

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        return checked({"kind": "class", "class": class_ref(value)}, value)

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        return at.resolve(entry.get("class"), resolve.CLASS)

    def names(self, entry: dict[str, Any]) -> list[Named]:
        return [Named(entry["class"], resolve.CLASS)]


class Function(Kind):
    """A function defined at a module's top level, by module and qualified name; a lambda or a
    function defined inside a function (decorated or not), by its source (`lambda`) and the values
    of the variables it uses from around it (`closure`, recorded even where the source is not
    found: they decide the code, and so the compile's digest)."""

    name = "function"

    def takes(self, value: Any) -> bool:
        return inspect.isfunction(value) or inspect.isbuiltin(value)

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        qualname = getattr(value, "__qualname__", "")
        if inspect.isfunction(value) and ("<lambda>" in qualname or "<locals>" in qualname):
            return _source_function(value, at)
        entry = checked({"kind": "function", "class": class_ref(value)}, value)
        if entry["rebuild"] and getattr(value, "__module__", None) == "builtins":
            why = "a function of Python's builtins: a rebuild takes no callable from builtins"
            return {**entry, "rebuild": False, "why": why}
        return entry

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        ref = entry.get("class")
        if "lambda" not in entry:
            return at.resolve(ref, resolve.FUNCTION)
        if not isinstance(ref, dict):
            at.fail("its class is not named by a module and a qualified name")
        closure = entry.get("closure", {})
        values = {k: at.rebuild(v, f"{at.where}, variable {k!r}") for k, v in closure.items()}
        module = resolve.source_module(at.importer, ref, at.where)
        return rebuild_lambda(entry["lambda"], module, ref["qualname"], values)

    def names(self, entry: dict[str, Any]) -> list[Named]:
        return [Named(entry["class"], resolve.SOURCE if "lambda" in entry else resolve.FUNCTION)]


def _source_function(value: Any, at: Describing) -> dict[str, Any]:
    """A lambda or a function defined inside a function, by its source (rebuild.lambda_source) and the
    values of the variables it uses from the function around it, each recorded as an argument
    is; refused, naming the variable, where one cannot be rebuilt."""
    entry: dict[str, Any] = {"kind": "function", "class": class_ref(value)}
    if not importable_name(value):
        return checked(entry, value)
    entry["type"] = f"{value.__module__}.{value.__qualname__}"
    if at.depth >= MAX_DEPTH:
        return {**entry, "rebuild": False, "why": f"nested more than {MAX_DEPTH} objects deep"}
    inner = unwrapped(value)
    cells = closure_cells(inner, value)
    if isinstance(cells, str):
        return {**entry, "rebuild": False, "why": cells}
    cells = {**main_block_globals(inner), **cells}
    if cells:
        entry["closure"] = {name: at.describe_plain(v) for name, v in cells.items()}
    recorded = lambda_source(inner)
    if isinstance(recorded, str):
        return {**entry, "rebuild": False, "why": recorded}
    if inner is not value and not recorded.get("decorators"):
        why = "made by calling a decorator on it, not by decorating its def: define it at module level"
        return {**entry, "rebuild": False, "why": why}
    entry["lambda"] = recorded
    bad = [name for name, e in entry.get("closure", {}).items() if not e["rebuild"]]
    if bad:
        why = f"variable(s) of the function around it that cannot be rebuilt: {', '.join(bad)}"
        return {**entry, "rebuild": False, "why": why}
    return {**entry, "rebuild": True}


class Object(Kind):
    """A class instance, dataclasses and the DSL's atoms included: its class and its attributes
    as they were when the jitted call began (snapshot.Snapshot). Made again without running any
    code of its class: `object.__new__` (or a built-in type's), the attributes set where they are
    kept (the instance's dictionary, a slot), never through a property or `__setattr__`; a class
    for which that cannot hold is refused (resolve.INSTANCE, resolve.settable)."""

    name = "object"

    def takes(self, value: Any) -> bool:
        return isinstance(value, Snapshot) or is_plain_object(value)

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        cls, state = (value.cls, value.state) if isinstance(value, Snapshot) else (type(value), attributes(value))
        if at.depth >= MAX_DEPTH:
            return opaque_type(cls, f"nested more than {MAX_DEPTH} objects deep")
        bad_names = [k for k in state if not k.isidentifier() or keyword.iskeyword(k)]
        if bad_names:
            return opaque_type(cls, f"attribute names that are not identifiers: {', '.join(map(repr, bad_names))}")
        described = {k: at.describe_plain(v) for k, v in sorted(state.items())}
        entry = checked({"kind": "object", "class": class_ref(cls), "state": described}, cls)
        made = resolve.instantiable_class(cls) if entry["rebuild"] else None
        if made is not None:  # what the rebuild would refuse (functools.partial), said as it is recorded
            return {**entry, "rebuild": False, "why": made}
        bad = [k for k, v in described.items() if not v["rebuild"]]
        if entry["rebuild"] and bad:
            return {**entry, "rebuild": False, "why": f"attribute(s) that cannot be rebuilt: {', '.join(bad)}"}
        return entry

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        cls = at.resolve(entry.get("class"), resolve.INSTANCE)
        state = entry.get("state")
        if not isinstance(state, dict):
            at.fail("an object recorded without its attributes")
        for key in state:
            why = resolve.settable(cls, key)
            if why is not None:
                at.fail(f"attribute {key!r}: {why}")
        owner = next(c for c in cls.__mro__ if "__new__" in vars(c))
        obj = owner.__new__(cls)
        for key, value in state.items():
            object.__setattr__(obj, key, at.rebuild(value, f"{at.where}, attribute {key!r}", enclosing=obj))
        return obj

    def names(self, entry: dict[str, Any]) -> list[Named]:
        return [Named(entry["class"], resolve.INSTANCE)]
