"""Data is never code: a spec (a bundle's trace.json, a spec file someone committed) that names code
where data belongs runs none of it, through any command that reads it (docs/reliability.md,
"Specs that name code").

One real trace of tests/trace_programs/calls_its_arguments.py (its host function calls the dtype
it is given: `dtype(value)`) is made per module; each test copies its store and spec folder into
a project directory that also holds `gadgets.py`, classes whose own code (`__new__`, a property's
setter, `__del__`, a metaclass that makes classes, ...) leaves a file in the canary folder when
it runs, and `canarymod.py`, which does so when imported. The payload is written into the spec
file and the bundle's trace.json alike, then fed to `capture --from-trace SPECS`, `--from-trace
STORE`, `--from-trace BUNDLE`, `explain KERNEL:CASE@ARCH` (which rebuilds a line-info capture from
the trace) and `list --store`. Nothing may run (no canary file, no process spawned); each
rebuilding command exits non-zero with one line naming the spec document and the argument, and
`list` only reads.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.helpers import REPO

PROGRAM = REPO / "tests" / "trace_programs" / "calls_its_arguments.py"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(importlib.util.find_spec("cutlass") is None, reason="nvidia-cutlass-dsl not installed"),
]

GADGETS = """
from pathlib import Path

CANARIES = Path({canaries!r})


def touch(name):
    (CANARIES / name).write_text("ran")


class NotAnEnum:
    def __class_getitem__(cls, item):
        touch("class_getitem")


class FakeNamedTuple:
    _fields = ("a",)

    @classmethod
    def _make(cls, items):
        touch("make")


class NewRuns:
    def __new__(cls, *args, **kwargs):
        touch("new")
        return super().__new__(cls)


class Touching:
    def __set_name__(self, owner, name):
        touch("set_name")

    def __get__(self, obj, owner=None):
        return None

    def __set__(self, obj, value):
        touch("descriptor_set")


class SetRuns:
    value = property(lambda self: None, lambda self, v: touch("property_set"))


class SetattrRuns:
    def __setattr__(self, name, value):
        touch("setattr")


class Base:
    def __init_subclass__(cls, **kwargs):
        touch("init_subclass")


class MakesClasses(type):
    def __new__(mcs, name="Made", bases=None, namespace=None):
        return super().__new__(mcs, name, (Base,), {{"field": Touching()}})


class Finalized:
    def __del__(self):
        touch("del")
"""


def _irscope(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "200", "CUTE_DSL_ARCH": "sm_90a"}
    return subprocess.run(
        [sys.executable, "-m", "irscope", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=600
    )


@pytest.fixture(scope="module")
def traced(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store and a spec folder holding one traced compile: fill(a, dtype=Float32, value=1.5)."""
    work = tmp_path_factory.mktemp("traced")
    shutil.copy(PROGRAM, work / PROGRAM.name)
    cmd = ["trace", "--no-sass", "--arch", "sm_90a", "--out", "store", "--specs", "specs", "--"]
    proc = _irscope(*cmd, sys.executable, PROGRAM.name, cwd=work)
    assert proc.returncode == 0, proc.stderr
    return work


@pytest.fixture
def project(traced: Path, tmp_path: Path) -> Path:
    shutil.copy(traced / PROGRAM.name, tmp_path / PROGRAM.name)
    shutil.copytree(traced / "store", tmp_path / "store")
    shutil.copytree(traced / "specs", tmp_path / "specs")
    canaries = tmp_path / "canaries"
    canaries.mkdir()
    (tmp_path / "gadgets.py").write_text(GADGETS.format(canaries=str(canaries)))
    (tmp_path / "canarymod.py").write_text(f"open({str(canaries / 'imported')!r}, 'w').write('ran')\n")
    script = tmp_path / "spawned.sh"
    script.write_text(f"#!/bin/sh\necho ran > {canaries / 'spawned'}\n")
    script.chmod(0o755)
    return tmp_path


def _numeric(module: str, qualname: str, value: object) -> dict:
    return {"kind": "numeric", "rebuild": True, "type": "Int32", "value": value, "class": _ref(module, qualname)}


def _ref(module: str, qualname: str) -> dict:
    return {"module": module, "qualname": qualname}


def _named(name: str, kind: str, module: str, qualname: str, **fields: object) -> dict:
    return {"name": name, "kind": kind, "rebuild": True, "class": _ref(module, qualname), **fields}


def _scalar(name: str, value: object) -> dict:
    return {
        "name": name,
        "kind": "scalar",
        "type": type(value).__name__,
        "value": value,
        "constexpr": True,
        "rebuild": True,
    }


def _as_kwarg(entry: dict) -> tuple[Callable[[dict, Path], None], str]:
    """The issue's repro: an argument `x` added to the call's keyword arguments."""

    def change(spec: dict, project: Path) -> None:
        text = json.dumps(entry).replace("PROJECT", str(project))
        spec["call"]["kwargs"]["x"] = {**json.loads(text), "name": "x"}

    return change, "x"


def _called(entry: dict, value: object) -> tuple[Callable[[dict, Path], None], str]:
    """`dtype` replaced by `entry` and `value` by what the program then calls it with."""

    def change(spec: dict, project: Path) -> None:
        text = str(value).replace("PROJECT", str(project))
        spec["call"]["params"][1:] = [{**entry, "name": "dtype"}, _scalar("value", text)]

    return change, "dtype"


def _object(qualname: str, state: dict | None = None) -> dict:
    return _named("x", "object", "gadgets", qualname, state=state or {}, file="gadgets.py")


#: id -> (the change, the argument it is in).
PAYLOADS: dict[str, tuple[Callable[[dict, Path], None], str]] = {
    # the DSL's numeric types: called with a recorded number, so only the DSL's own
    "numeric-builtins-exec": _as_kwarg(_numeric("builtins", "exec", "open('PROJECT/canaries/exec', 'w')")),
    "numeric-builtins-eval": _as_kwarg(_numeric("builtins", "eval", "open('PROJECT/canaries/eval', 'w')")),
    "numeric-os-system": _as_kwarg(_numeric("os", "system", "touch PROJECT/canaries/system")),
    "numeric-subprocess-popen": _as_kwarg(_numeric("subprocess", "Popen", "PROJECT/spawned.sh")),
    "numeric-importlib": _as_kwarg(_numeric("importlib", "import_module", "canarymod")),
    "numeric-cutlass-os": _as_kwarg(_numeric("cutlass.base_dsl.dsl", "os.system", "touch PROJECT/canaries/cutlass_os")),
    "dtype-os-system": _called(
        {"kind": "dtype", "name": "Float32", "rebuild": True, "class": _ref("os", "system")},
        "touch PROJECT/canaries/dtype",
    ),
    # callables the program calls: never from builtins or the standard library, never through a module
    "function-builtins-eval": _called(
        {"kind": "function", "rebuild": True, "class": _ref("builtins", "eval")}, "open('PROJECT/canaries/f_eval', 'w')"
    ),
    "function-os-system": _called(
        {"kind": "function", "rebuild": True, "class": _ref("os", "system")}, "touch PROJECT/canaries/f_system"
    ),
    "function-importlib": _called(
        {"kind": "function", "rebuild": True, "class": _ref("importlib", "import_module")}, "canarymod"
    ),
    "function-cutlass-os": _called(
        {"kind": "function", "rebuild": True, "class": _ref("cutlass.base_dsl.dsl", "os.system")},
        "touch PROJECT/canaries/f_cutlass_os",
    ),
    "class-subprocess-popen": _called(
        {"kind": "class", "rebuild": True, "class": _ref("subprocess", "Popen")}, "PROJECT/spawned.sh"
    ),
    # kinds whose class is not of the kind: the rebuild would call the class's own code
    "enum-not-an-enum": _as_kwarg({**_named("x", "enum", "gadgets", "NotAnEnum", file="gadgets.py"), "member": "A"}),
    "namedtuple-not-a-namedtuple": _as_kwarg(
        _named("x", "namedtuple", "gadgets", "FakeNamedTuple", items=[], file="gadgets.py")
    ),
    "object-new": _as_kwarg(_object("NewRuns")),
    "object-property-setter": _as_kwarg(_object("SetRuns", {"value": _scalar("value", 1)})),
    "object-metaclass": _as_kwarg(_object("MakesClasses")),
    "object-del": _as_kwarg(_object("Finalized", {"path": _scalar("path", "/home")})),
    "object-builtins-type": _as_kwarg(_named("x", "object", "builtins", "type", state={})),
}


def _edit(project: Path, change: Callable[[dict, Path], None]) -> tuple[Path, Path]:
    """The payload written into the spec file and the bundle's trace.json; (spec, trace.json)."""
    (spec_file,) = (project / "specs").glob("*/*.json")
    (trace_file,) = (project / "store").glob("*/*/*/*/trace.json")
    for path in (spec_file, trace_file):
        data = json.loads(path.read_text())
        change(data, project)
        path.write_text(json.dumps(data))
    return spec_file, trace_file


def _nothing_ran(project: Path, what: str) -> None:
    ran = sorted(p.name for p in (project / "canaries").iterdir())
    assert not ran, f"{what}: the spec's payload ran ({', '.join(ran)})"


def _one_line(proc: subprocess.CompletedProcess[str], documents: tuple[str, ...], argument: str, what: str) -> None:
    """Exit non-zero, no traceback, and one line naming the spec document and the argument."""
    output = proc.stdout + proc.stderr
    assert proc.returncode != 0, f"{what}: exit 0\n{output}"
    assert "Traceback" not in output, f"{what}\n{output}"
    named = [
        line
        for line in output.splitlines()
        if any(d in line for d in documents) and (f"argument {argument!r}" in line or f"/{argument}/" in line)
    ]
    assert len(named) == 1, f"{what}: not one line naming {documents[0]} and argument {argument!r}\n{output}"


@pytest.mark.parametrize("payload", list(PAYLOADS))
def test_a_spec_that_names_code_runs_none_of_it(project: Path, payload: str) -> None:
    change, argument = PAYLOADS[payload]
    spec_file, trace_file = _edit(project, change)
    bundle_dir = trace_file.parent
    label = f"{bundle_dir.parent.parent.parent.name}:{bundle_dir.parent.parent.name}@sm_90a"
    runs = {
        "capture --from-trace SPECS": (("capture", "--no-sass", "--from-trace", "specs"), spec_file),
        "capture --from-trace STORE": (("capture", "--no-sass", "--from-trace", "store"), trace_file),
        "capture --from-trace BUNDLE": (("capture", "--no-sass", "--from-trace", str(bundle_dir)), trace_file),
        "explain KERNEL:CASE@ARCH": (("explain", label), trace_file),
    }
    for i, (what, (args, document)) in enumerate(runs.items()):
        store = ("--store", "store") if what.startswith("explain") else ("--store", f"out{i}")
        proc = _irscope(*store, *args, cwd=project)
        _nothing_ran(project, what)
        _one_line(proc, (str(document), str(document.relative_to(project))), argument, what)
    listed = _irscope("list", "--store", "store", cwd=project)  # a reader: it only reads the spec
    _nothing_ran(project, "list --store")
    assert listed.returncode == 0 and "Traceback" not in listed.stderr, listed.stderr
    assert "calls_its_arguments.fill" in listed.stdout, listed.stdout


def test_an_instance_is_made_without_running_its_setattr(project: Path) -> None:
    """A class with a `__setattr__` of its own: the instance is made with its recorded attributes
    set where they are kept, its `__setattr__` never runs (held on main too); the compile then
    fails only because `x` is no parameter of `fill`."""
    change, _ = _as_kwarg(_object("SetattrRuns", {"value": _scalar("value", 1)}))
    _edit(project, change)
    proc = _irscope("--store", "out", "capture", "--no-sass", "--from-trace", "specs", cwd=project)
    _nothing_ran(project, "capture --from-trace SPECS")
    output = proc.stdout + proc.stderr
    assert proc.returncode == 1, output
    # The DSL's whole message, as the failed capture recorded it: 4.8 puts the binding error
    # below a first line of its own ("The compiler hit an internal DSL problem").
    from irscope import bundle, store

    (failed,) = [bundle.load(p) for p in store.all_latest(project / "out")]
    assert "Failed to bind arguments to function `fill`" in (failed.error or {}).get("message", ""), output


def test_the_unedited_trace_rebuilds_in_that_project(project: Path) -> None:
    """The control: the same project, spec and store without a payload rebuild and compile."""
    proc = _irscope("--store", "out", "capture", "--no-sass", "--from-trace", "specs", cwd=project)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    _nothing_ran(project, "capture --from-trace SPECS")
