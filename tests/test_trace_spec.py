"""The trace spec as data, without compiling: its schema and typed reader (irscope/bundle_trace.py),
format 1 read as format 2, every unrebuildable leaf named, the portable form a project commits,
the memref types a fake tensor rebuilds, and what the import policy lets a rebuild import."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from irscope.bundle_trace import from_json, load_spec, read_spec, spec_file, write_spec
from irscope.capture.trace_imports import Importer, ImportPolicy
from irscope.capture.trace_rebuild import parse_memref, referenced_modules
from irscope.errors import BundleError
from tests.helpers import REPO

GPU_TRACES = REPO / "tests" / "data" / "gpu-trace"


def _scalar(value: object) -> dict:
    return {"kind": "scalar", "type": type(value).__name__, "value": value, "constexpr": False, "rebuild": True}


def _spec(**overrides: object) -> dict:
    data = {
        "format": "irscope-trace",
        "format_version": 2,
        "kernel": "prog.Gemm",
        "case": "f16_dxd-0123abcd",
        "digest": "0" * 64,
        "arch": "sm_90a",
        "how": "cute.compile",
        "function": {"module": "__main__", "qualname": "Gemm.__call__", "file": "/home/me/proj/prog.py", "bound": True},
        "call": {"params": [], "kwargs": {}},
        "program": {"argv": ["/usr/bin/python3", "prog.py", "--n", "8"], "cwd": "/home/me/proj", "pid": 7},
    }
    data.update(overrides)
    return data


def test_format_1_documents_read_as_format_2() -> None:
    """The traces committed before this format (tests/data/gpu-trace, format 1) still read."""
    for path in sorted(GPU_TRACES.glob("*/trace.json")):
        spec = read_spec(path)
        assert spec.call["params"][0]["kind"] == "tensor" and spec.arch == "sm_90a"
    old_object = {
        "name": "self",
        "kind": "object",
        "class": "__main__.Doubler",
        "module": "__main__",
        "qualname": "Doubler",
        "file": "/w/prog.py",
        "state": {"threads": _scalar(64)},
        "rebuild": True,
    }
    spec = from_json({**_spec(format_version=1), "call": {"params": [old_object], "kwargs": {}}}, "old.json")
    assert spec.call["params"][0]["class"] == {"module": "__main__", "qualname": "Doubler", "file": "/w/prog.py"}


def test_unrebuildable_names_every_leaf_with_its_type_and_why() -> None:
    lam = {"kind": "function", "class": {"module": "m", "qualname": "f.<locals>.<lambda>"}, "type": "m.<lambda>"}
    self_entry = {
        "name": "self",
        "kind": "object",
        "class": {"module": "m", "qualname": "K"},
        "state": {
            "epilogue": {**lam, "rebuild": False, "why": "a lambda"},
            "tile": {
                "kind": "tuple",
                "type": "tuple",
                "items": [_scalar(1), {"kind": "opaque", "type": "x.Y", "rebuild": False, "why": "opaque"}],
                "rebuild": False,
                "why": "1 item(s)",
            },
            "ok": _scalar(3),
        },
        "rebuild": False,
        "why": "attribute(s) that cannot be rebuilt: epilogue, tile",
    }
    spec = from_json(_spec(call={"params": [self_entry], "kwargs": {}}), "s.json")
    assert spec.unrebuildable() == [
        "argument 'self', attribute 'epilogue' (m.<lambda>): a lambda",
        "argument 'self', attribute 'tile', item 1 (x.Y): opaque",
    ]


def test_the_portable_spec_names_no_machine(tmp_path: Path) -> None:
    ref = {"module": "__main__", "qualname": "Tile", "file": "/home/me/proj/prog.py"}
    arg = {"name": "t", "kind": "enum", "class": ref, "member": "A", "type": "__main__.Tile", "rebuild": True}
    spec = from_json(_spec(call={"params": [arg], "kwargs": {}}, module_hash="abc"), "s.json")
    path = spec_file(tmp_path / "specs", spec)
    write_spec(path, spec)
    assert path == tmp_path / "specs" / "prog.Gemm" / "f16_dxd-0123abcd@sm_90a.json"
    written = json.loads(path.read_text())
    assert written["function"]["file"] == "prog.py"
    assert written["call"]["params"][0]["class"]["file"] == "prog.py"
    assert written["program"] == {"argv": ["python3", "prog.py", "--n", "8"], "path": []}
    assert "module_hash" not in written and "/home/me" not in path.read_text()
    assert load_spec(path).portable() == written


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"case": "../x"}, "case"),
        ({"kernel": "a/b"}, "kernel"),
        ({"arch": "sm_90a/../../x"}, "arch"),
        ({"function": {"module": "os; rm", "qualname": "f", "bound": False}}, "function/module"),
    ],
)
def test_the_schema_refuses_names_that_could_leave_the_store(change: dict, field: str) -> None:
    with pytest.raises(BundleError, match=f"invalid trace spec at {field}"):
        from_json(_spec(**change), "s.json")


def test_a_symlinked_spec_file_is_refused(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text(json.dumps(_spec()))
    (tmp_path / "link.json").symlink_to(real)
    with pytest.raises(BundleError, match="a symlink"):
        read_spec(tmp_path / "link.json")


def test_memref_widths_as_the_dsl_prints_them() -> None:
    """A dynamic extent prints its width unless it is i32, strides too (`sym_int32` strides were
    read as i64, and the rebuilt tensor's type did not match)."""
    shape, stride, space, align = parse_memref('!cute.memref<f16, gmem, align<16>, "(3,?):(?{div=8},1)">')
    assert (shape, stride, space, align) == ([3, (32, 1)], [(32, 8), 1], "gmem", 16)
    _, stride, _, _ = parse_memref('!cute.memref<f16, gmem, "(?,?{div=4}):(?{i64 div=4},1)">')
    assert stride == [(64, 4), 1]


def _importer(project: Path, *allowed: str, data: tuple[Path, ...] = ()) -> Importer:
    return Importer(ImportPolicy(project.resolve(), allowed, tuple(d.resolve() for d in data)))


def test_the_import_policy(tmp_path: Path) -> None:
    project = tmp_path / "proj"
    (project / "pkg").mkdir(parents=True)
    (project / "pkg" / "__init__.py").write_text("")
    (project / "pkg" / "kern.py").write_text("")
    (project / "store" / "k" / "c" / "sm_90a" / "s").mkdir(parents=True)
    (project / "store" / "k" / "c" / "sm_90a" / "s" / "manifest.json").write_text("{}")
    (project / "store" / "k" / "c" / "sm_90a" / "s" / "evil.py").write_text("")
    (tmp_path / "outside.py").write_text("")
    (project / "link.py").symlink_to(tmp_path / "outside.py")
    importer = _importer(project, "mylib")
    assert importer.check("pkg.kern", str(project / "pkg" / "kern.py")) is None
    assert importer.check("pkg.kern", "") is None  # found by its name under the project
    assert importer.check("cutlass.utils.layout", "/anywhere/site-packages/cutlass/utils/layout.py") is None
    assert importer.check("mylib.sub", "") is None  # allowed by the user
    assert "not a file of the project" in importer.check("json", "")
    assert "not a file of the project" in importer.check("outside", str(tmp_path / "outside.py"))
    assert "not a file of the project" in importer.check("link", str(project / "link.py"))  # resolved
    assert "inside the bundle" in importer.check("__main__", str(project / "store/k/c/sm_90a/s/evil.py"))
    held = _importer(project, data=(project / "store",))
    assert "holds data, not code" in held.check("__main__", str(project / "store/k/c/sm_90a/s/evil.py"))
    assert "does not name the file" in importer.check("pkg.other", str(project / "pkg" / "kern.py"))


def test_every_module_a_spec_names_is_checked() -> None:
    ref = {"module": "helpers.fmha", "qualname": "MaskEnum", "file": "examples/helpers/fmha.py"}
    mask = {"kind": "enum", "class": ref, "member": "WINDOW", "rebuild": True}
    self_entry = {
        "name": "self",
        "kind": "object",
        "class": {"module": "__main__", "qualname": "Fmha"},
        "state": {"mask": mask},
        "rebuild": True,
    }
    spec = from_json(_spec(call={"params": [self_entry], "kwargs": {}}), "s.json")
    assert [(where, module) for where, module, _ in referenced_modules(spec)] == [
        ("the traced function", "__main__"),
        ("argument 'self'", "__main__"),
        ("argument 'self', attribute 'mask'", "helpers.fmha"),
    ]
