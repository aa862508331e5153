"""A kind of traced argument as one class: how a value of it is recorded (at trace time, inside
the traced program) and how it is made again (at capture time, in a worker), as click keeps one
kind of parameter in one `ParamType` with its `convert` and `fail`.

`Kinds` is the registry: describing asks each kind in order whether it takes a value (the first
that does records it); rebuilding looks the recorded `kind` up by name, and a kind it does not
know is refused with one line naming the argument. Both walk nested entries (items, attributes,
closure variables) through the contexts here, which carry the registry, so that a kind never
imports another.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar, NoReturn

from irscope.bundle.trace_spec import nested_entries
from irscope.capture.rebuild import resolve
from irscope.capture.rebuild.imports import Importer, ImportPolicy, RebuildError


@dataclass(frozen=True)
class Named:
    """A class or function an entry names itself, and what the name must lead to."""

    ref: dict[str, Any]  # {"module", "qualname", "file"?}
    expect: resolve.Expect


class Kind:
    """One kind of argument. Subclasses set `name` and override what applies to them."""

    name: ClassVar[str]

    def takes(self, value: Any) -> bool:
        """Is `value` of this kind (asked in the registry's order, at trace time)?"""
        return False

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        raise NotImplementedError

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        at.fail(entry.get("why") or f"a {self.name} is not rebuilt")

    def names(self, entry: dict[str, Any]) -> list[Named]:
        """The classes and functions this entry itself names (nested entries name their own)."""
        return []


@dataclass(frozen=True)
class Kinds:
    """The registry: every kind, in the order describing asks them."""

    order: tuple[Kind, ...]
    fallback: Kind  # what takes a value no kind takes (opaque)

    def named(self, name: object) -> Kind | None:
        return next((k for k in (*self.order, self.fallback) if k.name == name), None)

    def describe(self, value: Any, at: Describing) -> dict[str, Any]:
        kind = next((k for k in self.order if k.takes(value)), self.fallback)
        return kind.describe(value, at)

    def rebuild(self, entry: dict[str, Any], at: Rebuilding) -> Any:
        kind = self.named(entry.get("kind")) if isinstance(entry, dict) else None
        if kind is None:
            what = entry.get("kind") if isinstance(entry, dict) else type(entry).__name__
            at.fail(f"a kind of argument irscope does not know ({what!r}): it cannot be rebuilt")
        return kind.rebuild(entry, at)

    def refusals(self, entry: dict[str, Any], where: str, importer: Importer) -> list[str]:
        """One line per name in `entry` (at any depth) that a rebuild would refuse, found without
        importing anything: what `capture --from-trace` says before any worker starts."""
        kind = self.named(entry.get("kind"))
        if kind is None:
            return [f"{where}: a kind of argument irscope does not know ({entry.get('kind')!r})"]
        found = []
        for named in kind.names(entry):
            ref = named.ref
            why = resolve.refusal(ref["module"], named.expect, importer.policy, ref["qualname"])
            why = why or importer.check(ref["module"], ref.get("file", ""))
            if why is not None:
                found.append(f"{where}: {why}")
        for inner, nested in nested_entries(entry, where):
            found += self.refusals(nested, inner, importer)
        return found

    def references(self, entry: dict[str, Any], where: str) -> list[tuple[str, Named]]:
        """(where, name) of every class and function `entry` names, at any depth."""
        kind = self.named(entry.get("kind"))
        found = [(where, named) for named in kind.names(entry)] if kind is not None else []
        for inner, nested in nested_entries(entry, where):
            found += self.references(nested, inner)
        return found


@dataclass(frozen=True)
class Describing:
    """Where a value being recorded stands: how deep in objects, under a Constexpr parameter."""

    kinds: Kinds
    constexpr: bool = False
    depth: int = 0

    def describe(self, value: Any) -> dict[str, Any]:
        """An inner value (an item, an attribute, a closure variable), one level deeper."""
        return self.kinds.describe(value, replace(self, depth=self.depth + 1))

    def describe_plain(self, value: Any) -> dict[str, Any]:
        """An inner value at the next depth, outside any Constexpr parameter (an attribute)."""
        return self.kinds.describe(value, replace(self, constexpr=False, depth=self.depth + 1))


@dataclass(frozen=True)
class Rebuilding:
    """Where an entry being rebuilt stands: what names it in messages, the objects enclosing it
    (innermost last, what a `ref` refers back to), and the importer of the spec's policy."""

    kinds: Kinds
    importer: Importer
    where: str
    outer: tuple[Any, ...] = ()

    @property
    def policy(self) -> ImportPolicy:
        return self.importer.policy

    def rebuild(self, entry: dict[str, Any], where: str, enclosing: Any = None) -> Any:
        """A nested entry; `enclosing`: the object whose attribute it is."""
        outer = self.outer if enclosing is None else (*self.outer, enclosing)
        return self.kinds.rebuild(entry, replace(self, where=where, outer=outer))

    def resolve(self, ref: Any, expect: resolve.Expect) -> Any:
        if not isinstance(ref, dict) or not all(isinstance(ref.get(k), str) for k in ("module", "qualname")):
            self.fail("its class is not named by a module and a qualified name")
        return resolve.resolve(self.importer, ref, expect, self.where)

    def fail(self, why: str) -> NoReturn:
        raise RebuildError(f"{self.where}: {why}")
