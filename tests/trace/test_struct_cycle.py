"""A traced compile always keeps its bundle (the Blackwell "efc" GEMMs at v4.5.3 lost theirs):
tests/trace_programs/struct_cycle.py compiles a kernel object whose helper holds it back (a cycle
through `self`, rebuilt as such) and one that also holds a `@cute.struct` of classes the DSL makes
at run time (`struct.MemRange[Int64, 4]`) and an enum member whose name the spec's schema refuses.
Both become bundles; what cannot be written as a valid spec is recorded as not rebuildable, one
line per path, which `capture --from-trace` names and the trace summary counts."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from irscope.bundle.trace_spec import from_json
from irscope.capture.trace import record as trace_record
from irscope.capture.trace import signature
from tests.trace.test_spec import _scalar, _spec
from tests.trace_support import bundles, irscope, trace_program

pytestmark = pytest.mark.slow

CYCLE = "struct_cycle.Cycle:f32_32.x2-"
STORAGE = "struct_cycle.Cycle:f32_64.x2-"
NAMED = [
    "argument 'self', attribute 'odd' (__main__.Odd): recorded as enum, which is not a valid spec: "
    "'a-b' does not match '^[A-Za-z_][A-Za-z0-9_]*$'",
    *(
        f"argument 'self', attribute 'shared_storage', attribute '_annotations', key '{key}' "
        "(cutlass.cute.core.struct.MemRange[Int64, 4]): a class made at run time, named "
        "'struct.MemRange[Int64, 4]' (as a subscript such as cute.struct.MemRange[Int64, 5] makes one "
        "on each use): it cannot be imported by name"
        for key in ("full", "empty")
    ),
]


@pytest.fixture(scope="module")
def traced(tmp_path_factory: pytest.TempPathFactory):  # -> tests.trace_support.Traced
    return trace_program(tmp_path_factory.mktemp("struct_cycle"), "struct_cycle.py", "--specs")


def _one(labels, prefix: str) -> str:  # noqa: ANN001
    (label,) = [label for label in labels if label.startswith(prefix)]
    return label


def test_every_compile_keeps_its_bundle_and_the_summary_counts_what_cannot_be_rebuilt(traced) -> None:  # noqa: ANN001
    from irscope import bundle

    assert traced.proc.returncode == 0, traced.proc.stderr
    found = bundles(traced.store)
    assert len(found) == 2 and all(bundle.load(p).ok for p in found.values())
    summary = traced.proc.stderr.splitlines()[-1]
    assert "not recorded" not in summary and "tracer faults" not in summary
    storage = _one(found, STORAGE)
    assert (
        f"; 1 recorded, not rebuildable (capture --from-trace names why): {storage}: {NAMED[0]} (and 2 more)" in summary
    )


def test_the_spec_is_valid_and_names_every_path_that_cannot_be_rebuilt(traced) -> None:  # noqa: ANN001
    from irscope import bundle

    found = bundles(traced.store)
    spec = bundle.load(found[_one(found, STORAGE)]).trace()  # read through the schema
    assert spec is not None and spec.unrebuildable() == NAMED
    helper = spec.call["params"][0]["state"]["helper"]
    assert helper["state"]["owner"] == {"kind": "ref", "type": "__main__.WithStorage", "up": 2, "rebuild": True}
    cycle = bundle.load(found[_one(found, CYCLE)]).trace()
    assert cycle is not None and cycle.unrebuildable() == []


def test_the_cycle_is_rebuilt_and_the_rest_refused_naming_each_path(traced, tmp_path: Path) -> None:  # noqa: ANN001
    from irscope import bundle

    proc = irscope("--store", str(tmp_path), "capture", "--from-trace", str(traced.store))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    errors = [line for line in proc.stderr.splitlines() if line.startswith("irscope: error: ")]
    storage = _one(bundles(traced.store), STORAGE)
    document = bundles(traced.store)[storage] / "trace.json"
    assert errors == [f"irscope: error: {document}: {storage}: {line}" for line in NAMED]
    (label,) = bundles(tmp_path)
    assert label.startswith(CYCLE)
    a, b = bundle.load(bundles(traced.store)[label]), bundle.load(bundles(tmp_path)[label])
    assert b.ok and a.ptx() == b.ptx() and a.ptx()


def test_a_list_that_holds_itself_ends_the_walk() -> None:
    loop: list = [1]
    loop.append(loop)
    entry = signature.describe(signature.snapshot(loop))
    assert entry["rebuild"] is False and entry["items"][1]["kind"] == "opaque"
    assert "contains itself" in entry["items"][1]["why"]


def test_what_the_schema_refuses_becomes_an_opaque_entry_and_the_rest_stays() -> None:
    from irscope.bundle.trace_spec import with_valid_call

    bad_member = {"kind": "enum", "class": {"module": "m", "qualname": "E"}, "member": "a-b", "rebuild": True}
    state = {"ok": _scalar(3), "odd": bad_member}
    obj = {"kind": "object", "class": {"module": "m", "qualname": "K"}, "state": state, "rebuild": True}
    spec = from_json(_spec(), "test")
    repaired = with_valid_call(replace(spec, call={"params": [{"name": "self", **obj}], "kwargs": {}}))
    from_json(repaired.to_json(), "repaired")  # valid now
    assert repaired.call["params"][0]["rebuild"] is False
    assert repaired.call["params"][0]["state"]["ok"] == _scalar(3)
    (line,) = repaired.unrebuildable()
    assert line.startswith(
        "argument 'self', attribute 'odd' (enum): recorded as enum, which is not a valid spec: 'a-b'"
    )


def test_a_fault_describing_the_arguments_still_gives_a_spec(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(signature, "describe_call", broken)
    spec = trace_record.spec_of(_spec, (), {}, "cute.compile", "sm_90a")
    from_json(json.loads(json.dumps(spec.to_json())), "faulted")
    assert spec.unrebuildable() == [
        "argument '*' (opaque): irscope could not record the arguments (RuntimeError: boom)"
    ]
