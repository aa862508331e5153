"""A class made at run time takes a module and a qualified name it is not found under
(`dataclasses.make_dataclass("Parameter", ...)`): the trace records it as not rebuildable, saying
so, instead of a class reference the rebuild cannot import. The Blackwell efc GEMMs at v4.5.3 hold such a class in
their kernel object; their rebuild failed with "common_efc.py: has no Parameter"."""

from __future__ import annotations

import dataclasses
import sys

from irscope.capture.trace import signature


class Holder:
    """A plain object the recorder describes attribute by attribute."""


def _described(value: object) -> dict:
    return signature.describe(signature.snapshot(value))


def _find(entry: object, key: str) -> dict:
    """The entry of attribute `key` somewhere in a described object."""
    if isinstance(entry, dict):
        if key in entry.get("state", {}):
            return entry["state"][key]
        for value in entry.values():
            found = _find(value, key)
            if found:
                return found
    return {}


def test_a_class_made_by_make_dataclass_is_recorded_as_not_rebuildable() -> None:
    made = dataclasses.make_dataclass("Parameter", [("a", int)])
    made.__module__ = __name__  # as Python 3.12 does for its caller's module
    holder = Holder()
    holder.kind = made
    holder.arg = made(a=3)
    entry = _described(holder)
    for key in ("kind", "arg"):
        found = _find(entry, key)
        assert found["rebuild"] is False, found
        assert f"{__name__} has no Parameter to import it by" in found["why"], found
        assert "made at run time" in found["why"]


def test_a_class_found_under_its_name_stays_rebuildable() -> None:
    holder = Holder()
    holder.kind = Holder
    holder.nested = dataclasses.Field
    entry = _described(holder)
    assert entry["rebuild"] is True, entry
    assert _find(entry, "kind")["rebuild"] is True and _find(entry, "nested")["rebuild"] is True
    assert sys.modules[__name__].Holder is Holder
