"""A traced compile's arguments as data: the declarative spec `capture --from-trace` rebuilds.

Runs inside the traced program (it reads cutlass objects, so it lives in the capture layer), and
only on a compile, never on a launch that hits the DSL's cache. Each argument becomes one JSON
object with a `kind`, recorded by the kind that takes it (capture/rebuild/kinds.py, which also
rebuilds it): a tensor, a pointer, a scalar, a number or numeric type of the DSL, a tuple, named
tuple or dict of the others, a stream, an enum member, a class, a function (by name, or a lambda
or inner function by its source and closure), an instance (its class and attributes as they were
when the jitted call began: `snapshot`), a reference back to an enclosing object, or opaque.

Classes and functions are named by the module they are imported from, never by a file path (a
script run as `__main__` also records its file). Every entry says whether it can be rebuilt
(`rebuild`) and, when not, why; bundle.trace_spec.problems names every such leaf at once.
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping
from typing import Any

from irscope.capture.rebuild.class_refs import class_ref, defining_file
from irscope.capture.rebuild.kinds import KINDS, Describing
from irscope.capture.rebuild.snapshot import MAX_DEPTH, Cycle, Snapshot, class_of, snapshot

__all__ = [
    "MAX_DEPTH",
    "Cycle",
    "Snapshot",
    "class_of",
    "class_ref",
    "defining_file",
    "describe",
    "describe_call",
    "snapshot",
]


def describe_call(func: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, Any]:
    """{"params": [...], "kwargs": {...}} for a call of the jitted function `func`."""
    params: Mapping[str, inspect.Parameter]
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
    """One value as an argument entry, by the first kind that takes it."""
    return KINDS.describe(value, Describing(KINDS, constexpr, depth))
