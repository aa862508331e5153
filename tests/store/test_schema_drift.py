"""The documents that cross between processes, each a type and a hand-written JSON schema, must
not drift apart: for every field of the type (dataclass or TypedDict, and those nested in it)
the schema has the property, of the same JSON types, required exactly where the type requires
it (no default; a TypedDict's required keys); and every property of the schema is a field of
the type (or a constant tag such as a trace spec's `format`). A None is a null in the schema,
except where the type's own `to_json` leaves the key out for it. A drift is one line naming the
document's field and what differs.

What it does not see: constraints beyond JSON types (patterns, enums, lengths) and the inside
of fields typed as plain dicts (a trace spec's `call`), which the schema alone describes."""

from __future__ import annotations

import copy
import dataclasses
import json
import types
import typing
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from irscope.bundle.trace_spec import FunctionRef, TraceSpec
from irscope.capture.trace.process_record import ProcessRecord
from irscope.capture.worker_result import WorkerResult
from irscope.capture.worker_spec import WorkerSpec
from tests.helpers import REPO

#: One value of each document's type, from which `to_json` shows which fields it leaves out
#: when they are None (the others it writes as null).
DOCUMENTS = {
    "worker-spec.schema.json": WorkerSpec(Path("/k.py"), "k.py", "f32", "sm_90a", Path("/w")),
    "worker-result.schema.json": WorkerResult({}, (), None, {}, "4.5.3", {}),
    "trace.schema.json": TraceSpec(
        "k", "c", "0" * 64, "sm_90a", "cute.compile", FunctionRef("m", "f", "", False), {"params": [], "kwargs": {}}
    ),
}

#: Documents whose type is a TypedDict (written as the JSON holds it: no key left out for a None).
TYPED_DOCUMENTS: dict[str, Any] = {"trace-process.schema.json": ProcessRecord}

_SCALARS = {type(None): "null", str: "string", Path: "string", bool: "boolean", int: "integer", float: "number"}


def _schema(name: str) -> dict[str, Any]:
    return json.loads((REPO / "irscope" / "schema" / name).read_text())


def _members(tp: Any) -> list[Any]:
    """A union's members; anything else as itself."""
    return list(get_args(tp)) if get_origin(tp) in (Union, types.UnionType) else [tp]


def _record(tp: Any) -> bool:
    return is_typeddict(tp) or (isinstance(tp, type) and dataclasses.is_dataclass(tp))


def _type_json_types(tp: Any) -> set[str] | None:
    """The JSON types a value of annotation `tp` is written as; None where it says nothing (Any)."""
    found: set[str] = set()
    for member in _members(tp):
        origin = get_origin(member) or member
        if member is Any:
            return None
        if origin is Literal:
            found |= {_SCALARS[type(v)] for v in get_args(member)}
        elif member in _SCALARS:
            found.add(_SCALARS[member])
        elif _record(member) or (isinstance(origin, type) and issubclass(origin, Mapping)):
            found.add("object")
        elif isinstance(origin, type) and issubclass(origin, Sequence):
            found.add("array")
        else:
            raise TypeError(f"no JSON type for {member!r}")
    return found


def _resolve(node: dict[str, Any], root: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        target: Any = root
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = {**{k: v for k, v in node.items() if k != "$ref"}, **target}
    return node


def _schema_json_types(node: dict[str, Any], root: dict[str, Any]) -> set[str] | None:
    """The JSON types a (sub)schema admits; None where it does not say."""
    node = _resolve(node, root)
    if "oneOf" in node or "anyOf" in node:
        parts = [_schema_json_types(n, root) for n in node.get("oneOf", node.get("anyOf"))]
        return None if any(p is None for p in parts) else set().union(*parts)  # type: ignore[arg-type]
    if "const" in node or "enum" in node:
        values = [node["const"]] if "const" in node else node["enum"]
        return {_SCALARS[type(v)] for v in values}
    if "type" in node:
        return {node["type"]} if isinstance(node["type"], str) else set(node["type"])
    return None


def _object_branch(node: dict[str, Any], root: dict[str, Any]) -> dict[str, Any]:
    """The part of a property's schema that describes it as an object (past a null in a oneOf)."""
    node = _resolve(node, root)
    for branch in node.get("oneOf", node.get("anyOf", [])):
        if "null" not in (_schema_json_types(branch, root) or set()):
            return _resolve(branch, root)
    return node


def _fields(tp: Any) -> dict[str, tuple[Any, bool]]:
    """name -> (annotation, whether the document must hold it as far as the type says)."""
    hints = get_type_hints(tp)
    if is_typeddict(tp):
        return {name: (hints[name], name in tp.__required_keys__) for name in hints}
    missing = dataclasses.MISSING
    return {
        f.name: (hints[f.name], f.default is missing and f.default_factory is missing) for f in dataclasses.fields(tp)
    }


#: Fields the type requires that a document may leave out, because the reader fills them in: a
#: portable trace spec's function has no `file` (bundle.trace_spec.from_json reads it as "").
READER_DEFAULTS = {"FunctionRef.file"}


def omitted_when_none(sample: Any) -> set[str]:
    """The fields that `sample`'s type can hold as None and its `to_json` then leaves out."""
    hints = get_type_hints(type(sample))
    nullable = {f.name for f in dataclasses.fields(sample) if "null" in (_type_json_types(hints[f.name]) or ())}
    return nullable - set(dataclasses.replace(sample, **dict.fromkeys(nullable)).to_json())


def drift(
    tp: Any,
    schema: dict[str, Any],
    where: str = "#",
    root: dict[str, Any] | None = None,
    omitted: frozenset[str] | set[str] = frozenset(),
) -> list[str]:
    """Every difference between the record type `tp` and the object schema `schema`, one line
    each. `omitted`: the fields of `tp` written as no key at all when None (elsewhere a None is a
    null, as in a TypedDict)."""
    root = root if root is not None else schema
    schema = _object_branch(schema, root)
    props: dict[str, Any] = schema.get("properties", {})
    required = set(schema.get("required", []))
    fields = _fields(tp)
    found: list[str] = []
    for name, node in props.items():
        if name not in fields and not ("const" in _resolve(node, root) and name in required):
            found.append(f"{where}/{name}: in the schema, not a field of {tp.__name__}")
    for name, (annotation, must) in fields.items():
        if name not in props:
            found.append(f"{where}/{name}: a field of {tp.__name__}, not in the schema")
            continue
        must = must and f"{tp.__name__}.{name}" not in READER_DEFAULTS
        at = f"{where}/{name}"
        found += _field_drift(at, annotation, must, name in required, props[name], root, name in omitted)
    return found


def _field_drift(
    where: str, annotation: Any, must: bool, required: bool, node: Any, root: dict[str, Any], omitted: bool
) -> list[str]:
    found: list[str] = []
    if required and (not must or omitted):
        found.append(f"{where}: required by the schema, optional in the type")
    if must and not required:
        found.append(f"{where}: required in the type, optional in the schema")
    ours, theirs = _type_json_types(annotation), _schema_json_types(node, root)
    if ours is not None and omitted:
        ours = ours - {"null"}  # a None the writer leaves out is no null in the document
    if ours is not None and theirs is not None and ours != theirs:
        found.append(f"{where}: {sorted(ours)} in the type, {sorted(theirs)} in the schema")
    return found + _nested_drift(where, annotation, node, root)


def _nested_drift(where: str, annotation: Any, node: Any, root: dict[str, Any]) -> list[str]:
    """The records inside a field: itself, its items (a list or tuple), its values (a dict)."""
    found: list[str] = []
    for member in _members(annotation):
        args = [a for a in get_args(member) if a is not Ellipsis]
        origin = get_origin(member)
        if _record(member):
            found += drift(member, node, where, root)
        elif origin is not None and args and _record(args[-1]):
            inner = _object_branch(node, root)
            key = "items" if isinstance(origin, type) and issubclass(origin, Sequence) else "additionalProperties"
            found += drift(args[-1], inner.get(key, {}), f"{where}/{key}", root)
    return found


def _drift(name: str, schema: dict[str, Any] | None = None) -> list[str]:
    sample = DOCUMENTS[name]
    return drift(type(sample), schema or _schema(name), omitted=omitted_when_none(sample))


@pytest.mark.parametrize("name", sorted(DOCUMENTS))
def test_each_document_type_and_its_schema_hold_the_same_fields(name: str) -> None:
    assert _drift(name) == []


@pytest.mark.parametrize("name", sorted(TYPED_DOCUMENTS))
def test_each_typed_dict_document_and_its_schema_hold_the_same_fields(name: str) -> None:
    assert drift(TYPED_DOCUMENTS[name], _schema(name)) == []


def test_a_nested_typed_dict_field_the_schema_lacks_is_drift() -> None:
    schema = _broken("trace-process.schema.json", lambda s: s["properties"]["library_arch"]["properties"].pop("failed"))
    assert drift(ProcessRecord, schema) == ["#/library_arch/failed: a field of LibraryArchRecord, not in the schema"]


def test_which_fields_are_left_out_when_none_is_the_writers_word() -> None:
    assert omitted_when_none(DOCUMENTS["worker-spec.schema.json"]) == {"trace", "imports"}
    assert omitted_when_none(DOCUMENTS["worker-result.schema.json"]) == {"artifacts", "local_modules"}


def _broken(name: str, edit: typing.Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    schema = copy.deepcopy(_schema(name))
    edit(schema)
    return schema


def test_a_property_the_type_lacks_is_drift() -> None:
    schema = _broken("worker-spec.schema.json", lambda s: s["properties"].update(cache={"type": "boolean"}))
    assert _drift("worker-spec.schema.json", schema) == ["#/cache: in the schema, not a field of WorkerSpec"]


def test_a_field_the_schema_lacks_is_drift_in_a_nested_record() -> None:
    schema = _broken("worker-result.schema.json", lambda s: s["$defs"]["run"]["properties"].pop("expanded"))
    assert "#/runs/items/expanded: a field of RecordedRun, not in the schema" in _drift(
        "worker-result.schema.json", schema
    )


def test_a_json_type_that_differs_is_drift() -> None:
    schema = _broken("worker-spec.schema.json", lambda s: s["properties"]["lineinfo"].update(type="string"))
    assert _drift("worker-spec.schema.json", schema) == [
        "#/lineinfo: ['boolean'] in the type, ['string'] in the schema"
    ]


def test_a_field_written_as_null_needs_null_in_the_schema() -> None:
    schema = _broken("worker-spec.schema.json", lambda s: s["properties"]["nvdisasm"].update(type="string"))
    assert _drift("worker-spec.schema.json", schema) == [
        "#/nvdisasm: ['null', 'string'] in the type, ['string'] in the schema"
    ]
    schema = _broken("trace.schema.json", lambda s: s["properties"]["module_hash"].update(type="string"))
    schema["required"].append("module_hash")
    assert _drift("trace.schema.json", schema) == [
        "#/module_hash: required by the schema, optional in the type",
        "#/module_hash: ['null', 'string'] in the type, ['string'] in the schema",
    ]


def test_a_key_the_type_requires_is_required_in_the_schema() -> None:
    schema = _broken("worker-result.schema.json", lambda s: s["$defs"]["error"]["required"].remove("message"))
    assert _drift("worker-result.schema.json", schema) == [
        "#/error/message: required in the type, optional in the schema"
    ]
    schema = _broken("worker-spec.schema.json", lambda s: s["required"].remove("arch"))
    assert _drift("worker-spec.schema.json", schema) == ["#/arch: required in the type, optional in the schema"]
