"""check_schema's fast path: jsonschema-rs says yes or no, jsonschema has the last word and the message.

Writing and loading a bundle validates its manifest; importing jsonschema alone costs ~0.1 s, a
quarter of a capture's own CPU time on the Hopper GEMM, so a valid document is passed by
jsonschema-rs and only an invalid one reaches jsonschema. These tests check that the two agree
on documents one edit away from real manifests, and that the messages are jsonschema's.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from irscope import bundle
from irscope.bundle import schema
from irscope.errors import BundleError
from tests.helpers import REPO, modules_loaded

BUNDLES = sorted((REPO / "tests" / "tui" / "data" / "bundles").iterdir())
OTHER_VALUES: tuple[Any, ...] = (None, True, 0, -1, 1.5, "", "x", "../up", [], {}, ["x"], {"x": 1})


def _small_manifest(path) -> dict[str, Any]:
    """A real manifest with its lists cut to two entries (jsonschema is slow on the full one)."""
    doc = json.loads((path / bundle.MANIFEST).read_text())
    for key in ("passes", "landmarks", "functions"):
        doc[key] = doc[key][:2]
    return doc


def _paths(node: Any, at: tuple = ()) -> Iterator[tuple]:
    yield at
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*at, k))
    elif isinstance(node, list) and node:
        yield from _paths(node[0], (*at, 0))


def _one_edit_away(doc: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Each key dropped, each value swapped for values of every JSON type, an unknown key added."""
    for path in _paths(doc):
        if not path:
            continue
        parent_path, last = path[:-1], path[-1]
        for value in (*OTHER_VALUES, "<drop>", "<extra>"):
            edited = copy.deepcopy(doc)
            parent = edited
            for k in parent_path:
                parent = parent[k]
            if value == "<drop>":
                if not isinstance(parent, dict):
                    continue
                del parent[last]
            elif value == "<extra>":
                if not isinstance(parent[last], dict):
                    continue
                parent[last]["unexpected_key"] = 1
            else:
                parent[last] = value
            yield edited


@pytest.mark.parametrize("path", BUNDLES[:2], ids=lambda p: p.name)
def test_fast_path_accepts_only_what_jsonschema_accepts(path):
    pytest.importorskip("jsonschema_rs")
    fast = schema.fast_validator("manifest.schema.json")
    slow = jsonschema.Draft202012Validator(schema.schema_of("manifest.schema.json"))
    docs = list(_one_edit_away(_small_manifest(path)))
    verdicts = [(fast.is_valid(d), slow.is_valid(d)) for d in docs]
    lenient = [d for d, (f, s) in zip(docs, verdicts, strict=True) if f and not s]
    assert not lenient, f"jsonschema-rs passed {len(lenient)} documents jsonschema rejects"
    assert sum(not s for _, s in verdicts) > 100  # the edits did produce invalid documents
    assert sum(f == s for f, s in verdicts) == len(docs)  # and the two agree on every one


def test_messages_are_jsonschemas_with_or_without_the_fast_path(monkeypatch):
    doc = _small_manifest(BUNDLES[0])
    doc["passes"][1]["observed"] = "maybe"

    def message() -> str:
        with pytest.raises(BundleError) as exc:
            bundle.check_schema(doc, "manifest.schema.json", "manifest", "m.json")
        return str(exc.value)

    with_fast = message()
    monkeypatch.setattr(schema, "fast_validator", lambda name: None)
    assert message() == with_fast
    assert with_fast.startswith("m.json: invalid manifest at passes/1/observed: 'maybe' is not one of")


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d["kernel"].update(source=Path("kernels/x.py")),  # not a JSON value
        lambda d: d["capture"].update(env={1: "x"}),  # a key JSON has no form for
        lambda d: d["kernel"].update(name=b"x"),
    ],
)
def test_values_json_cannot_hold_get_jsonschemas_verdict(monkeypatch, edit):
    """jsonschema-rs raises on them; jsonschema's verdict (and one-line message) stands."""
    doc = _small_manifest(BUNDLES[0])
    edit(doc)

    def verdict() -> str:
        try:
            bundle.check_schema(doc, "manifest.schema.json", "manifest", "m.json")
        except BundleError as exc:
            return str(exc)
        return "valid"

    with_fast = verdict()
    monkeypatch.setattr(schema, "fast_validator", lambda name: None)
    assert verdict() == with_fast


def test_a_valid_manifest_is_checked_without_importing_jsonschema():
    """The capture path (BundleWriter.commit) and every bundle load validate a manifest: a valid
    one must not pay for importing jsonschema."""
    pytest.importorskip("jsonschema_rs")
    code = (
        "import json, sys; from pathlib import Path; from irscope import bundle;"
        f"doc = json.loads(Path({str(BUNDLES[0] / bundle.MANIFEST)!r}).read_text());"
        "bundle.validate_manifest(doc, 'm.json'); bundle.load(Path(sys.argv[1]))"
    )
    assert modules_loaded(code, ("jsonschema",), str(BUNDLES[1])) == []
