"""What a recorded name may become: the one rule by which a rebuild turns the class and function
references of a spec into objects. Data is never code.

A spec (a bundle's trace.json, a committed spec file) is data from someone else. Each kind of
argument that names a class or a function (kinds.py) says what the name must lead to, as an
`Expect`: a numeric type of the DSL, an `enum.Enum` class, a named tuple class, a class whose
instances can be made without running its code, a function. A rebuild then:

- refuses, before importing anything (`refusal`, which `capture --from-trace` asks of every
  name before a worker starts), a name in `builtins`; a name in the standard library where the
  kind does not take one from there and the user did not allow the module (`--allow-import`); and
  for the DSL's numeric types, a name outside the DSL's own modules;
- imports the module under trace_imports' policy, and follows the qualified name through the
  dictionaries of that module and of the classes in it only: never through another module
  (`cutlass.base_dsl.dsl` + `os.system` walks through `os`), never through a module's
  `__getattr__`, a property or any other descriptor, so that looking a name up runs nothing;
- takes the object only where it is defined there (its `__module__` and `__qualname__` are the
  recorded ones) and is of the kind's type; otherwise RebuildError, naming the argument.

Nothing is called here. What a kind then does with what it got (calls a numeric type of the DSL
with a recorded number; makes an instance with `object.__new__` and sets its attributes without
running the class's code) is what its type check allows.
"""

from __future__ import annotations

import enum
import inspect
import types
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from irscope.capture.rebuild.imports import Importer, ImportPolicy, RebuildError, standard_library

#: The DSL's package: its numeric types and enums are taken from here by name.
DSL = "cutlass"


@dataclass(frozen=True)
class Expect:
    """What a recorded name must lead to for one kind of argument."""

    what: str  # for messages: "a numeric type of the DSL"
    check: Callable[[Any], str | None]  # why the object found is not one, or None
    dsl_only: bool = False  # only from the DSL's own modules
    stdlib: bool = False  # taken from the standard library without --allow-import
    #: Why one from the standard library is not taken (unless allowed); {module} is filled in.
    from_stdlib: str = "the standard library's {module} is not where a rebuild takes it from recorded data"


def refusal(module: str, expect: Expect, policy: ImportPolicy, qualname: str = "") -> str | None:
    """Why `module` may not hold what a kind names (checked without importing), or None."""
    top = module.split(".")[0]
    if top == "builtins":
        return f"{module}.{qualname}: a rebuild takes nothing from builtins (it would be {expect.what})"
    if expect.dsl_only and top != DSL:
        return f"{module}.{qualname} is not {expect.what}: those are taken from the DSL's own modules ({DSL})"
    if expect.dsl_only and "." in qualname:
        return f"{module}.{qualname} is not {expect.what}: the DSL defines those at its modules' top level"
    if standard_library(module) and not expect.stdlib and not policy.allows(module):
        return f"{expect.from_stdlib.format(module=module)}: allow it with --allow-import {top}"
    return None


def resolve(importer: Importer, ref: dict[str, Any], expect: Expect, where: str) -> Any:
    """The object `ref` names, imported under the policy, found without running anything, and of
    the kind's type; RebuildError naming `where` otherwise."""
    module_name, qualname = ref["module"], ref["qualname"]
    why = refusal(module_name, expect, importer.policy, qualname)
    if why is not None:
        raise RebuildError(f"{where}: {why}")
    module = importer.module(module_name, ref.get("file", ""))
    found = lookup(module, qualname, where, lambda: importer.missing(module, module_name, qualname))
    defined = (getattr(found, "__module__", None), getattr(found, "__qualname__", None))
    if defined[0] not in (module_name, module.__name__) or defined[1] != qualname:
        raise RebuildError(
            f"{where}: {module_name}.{qualname} is not defined there (it is "
            f"{defined[0]}.{defined[1]}): a rebuild takes an object only where it is defined"
        )
    why = expect.check(found)
    if why is not None:
        raise RebuildError(f"{where}: {module_name}.{qualname} is not {expect.what}: {why}")
    return found


def source_module(importer: Importer, ref: dict[str, Any], where: str) -> types.ModuleType:
    """The module a lambda or a function defined inside a function is rebuilt from (its source
    text is then taken from that module's file, rebuild.lambda_source.rebuild_lambda)."""
    why = refusal(ref["module"], SOURCE, importer.policy, ref["qualname"])
    if why is not None:
        raise RebuildError(f"{where}: {why}")
    return importer.module(ref["module"], ref.get("file", ""))


def lookup(module: types.ModuleType, qualname: str, where: str, missing: Callable[[], str]) -> Any:
    """`module.qualname` through the dictionaries of the module and its classes only; `missing`
    says why, where a name is not there."""
    found: Any = module
    for i, part in enumerate(qualname.split(".")):
        if i and not isinstance(found, type):
            raise RebuildError(
                f"{where}: {module.__name__}.{qualname} goes through {'.'.join(qualname.split('.')[:i])}, "
                "which is not a class: a rebuild follows a name through classes only"
            )
        namespace = vars(found)
        if part not in namespace:
            raise RebuildError(f"{where}: {missing()}")
        found = namespace[part]
        if isinstance(found, staticmethod):  # a function kept in a class as a static method
            found = found.__func__
    if isinstance(found, types.ModuleType):
        raise RebuildError(f"{where}: {module.__name__}.{qualname} is a module, not a value a compile takes")
    return found


def dsl_type(name: str, where: str) -> Any:
    """The DSL's numeric type by its name (a tensor's `dtype: Float16`), from `cutlass` itself."""
    import cutlass

    found = vars(cutlass).get(name)
    why = numeric_type(found) if found is not None else "the DSL has no such numeric type"
    if why is not None:
        raise RebuildError(f"{where}: {name!r} is not a numeric type of the DSL: {why}")
    return found


def member(cls: type[enum.Enum], name: str, where: str) -> Any:
    """The member `name` of an enum class, read from its member table (no `__getitem__` runs)."""
    members = vars(cls).get("_member_map_", {})
    if name not in members:
        raise RebuildError(
            f"{where}: {cls.__module__}.{cls.__qualname__} has no member {name} (changed since the trace?)"
        )
    return members[name]


# What each kind takes: the checks of `Expect`, each saying why an object is not one.


def numeric_type(obj: Any) -> str | None:
    from cutlass.base_dsl.typing import Numeric

    if not isinstance(obj, type) or not issubclass(obj, Numeric):
        return "not a subclass of the DSL's Numeric"
    return None


def enum_class(obj: Any) -> str | None:
    return None if isinstance(obj, type) and issubclass(obj, enum.Enum) else "not an enum.Enum class"


def namedtuple_class(obj: Any) -> str | None:
    fields = inspect.getattr_static(obj, "_fields", None) if isinstance(obj, type) else None
    if not isinstance(obj, type) or not issubclass(obj, tuple):
        return "not a subclass of tuple"
    if not isinstance(fields, tuple) or not all(isinstance(f, str) for f in fields):
        return "it has no _fields of names"
    return None


def plain_class(obj: Any) -> str | None:
    return None if isinstance(obj, type) and not issubclass(obj, type) else "not a class (or a metaclass)"


def instantiable_class(obj: Any) -> str | None:
    """A class whose instance is made from recorded state without running any of its code: no
    metaclass, no `__new__` of its own (object's or a built-in type's), no `__del__` that would
    act on that state when the instance is collected."""
    if not isinstance(obj, type) or issubclass(obj, (type, enum.Enum, types.ModuleType)):
        return "not a class whose instances hold attributes"
    owner = next(c for c in obj.__mro__ if "__new__" in vars(c))
    if owner is not object and owner.__module__ != "builtins":
        return f"{owner.__qualname__} defines __new__, which making the instance would run"
    finalizer = next((c for c in obj.__mro__ if "__del__" in vars(c)), None)
    if finalizer is not None:
        return f"{finalizer.__qualname__} defines __del__, which would act on the recorded state"
    return None


def settable(cls: type, name: str) -> str | None:
    """Why setting attribute `name` on an instance of `cls` would run code (a property, a
    descriptor with `__set__`), or None: a slot or the instance's own dictionary."""
    found = inspect.getattr_static(cls, name, None)
    if found is None or not hasattr(type(found), "__set__"):
        return None
    if isinstance(found, types.MemberDescriptorType):  # a __slots__ entry
        return None
    return f"{cls.__qualname__}.{name} is a {type(found).__name__}, which setting it would run"


def function(obj: Any) -> str | None:
    return None if inspect.isfunction(obj) or inspect.isbuiltin(obj) else "not a function"


NUMERIC_TYPE = Expect("a numeric type of the DSL", numeric_type, dsl_only=True)
ENUM = Expect("an enum.Enum class", enum_class, stdlib=True)
NAMEDTUPLE = Expect("a named tuple class", namedtuple_class, stdlib=True)
INSTANCE = Expect(
    "a class whose instance can be made without running its code",
    instantiable_class,
    from_stdlib="an instance of a class of the standard library's {module} is not made from recorded state "
    "(its methods would act on the spec's data)",
)
CLASS = Expect(
    "a class", plain_class, from_stdlib="a class of the standard library's {module} is not taken from recorded data"
)
FUNCTION = Expect(
    "a function",
    function,
    from_stdlib="a function of the standard library's {module} is not called from recorded data",
)
#: A lambda or a function defined inside a function: its module's source, compiled again.
SOURCE = Expect(
    "a function rebuilt from its source",
    lambda module: None,
    from_stdlib="a function of the standard library's {module} is not rebuilt from recorded data",
)
