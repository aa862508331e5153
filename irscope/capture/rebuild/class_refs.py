"""A class or function recorded by name: the module it is imported from, its qualified name, and
the program's own file that defines it; and why a name would not give it back (a class made at
run time, a lambda). Used at trace time by the kinds that name classes and functions.
"""

from __future__ import annotations

import inspect
import re
import sys
from pathlib import Path
from typing import Any

#: A dotted Python name (what a module or qualified name must be to be imported by it).
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")

_ABSENT = object()


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


def checked(entry: dict[str, Any], obj: Any) -> dict[str, Any]:
    """`entry` for a class or function, refused where it cannot be imported by name."""
    why = _not_importable(obj)
    named = obj if isinstance(obj, type) or inspect.isroutine(obj) else type(obj)
    entry = {**entry, "type": f"{named.__module__}.{named.__qualname__}", "rebuild": why is None}
    if why is not None and not importable_name(named):  # no valid class reference: named only
        return opaque_type(named, why)
    return entry if why is None else {**entry, "why": why}


def importable_name(obj: Any) -> bool:
    """Are the module and qualified name of `obj` dotted Python names (`<locals>` allowed)?"""
    qualname = getattr(obj, "__qualname__", "").replace("<locals>", "locals").replace("<lambda>", "lambda")
    return bool(_NAME.match(getattr(obj, "__module__", None) or "") and _NAME.match(qualname))


def _not_importable(obj: Any) -> str | None:
    qualname = getattr(obj, "__qualname__", "")
    if not getattr(obj, "__module__", None) or not qualname:
        return "it has no module and qualified name to import it by"
    if not importable_name(obj):
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
    found: object = sys.modules.get(module)
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
    # A name that leads to another object is left to the rebuild, which takes an object only
    # where it is defined (resolve.py) and says so.
    return None


def qualified(cls: Any) -> str:
    return f"{getattr(cls, '__module__', None)}.{getattr(cls, '__qualname__', type(cls).__qualname__)}"


def opaque_type(cls: Any, why: str) -> dict[str, Any]:
    return {"kind": "opaque", "type": qualified(cls), "rebuild": False, "why": why}


def defining_file(obj: Any) -> str:
    """The file that defines a function or class, from its code (for a class, its methods'), or
    the pseudo-file of code compiled from a string (`<ipython-input-1-...>`), or "":
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
        found = inspect.getsourcefile(obj) or ""
    except (TypeError, OSError, ValueError):
        return ""
    # Code compiled from a string registered in linecache (a notebook cell) names a pseudo-file,
    # kept as it is: resolved, it would name a file of the working directory that is not there.
    return str(Path(found).resolve()) if found and not found.startswith("<") else found
