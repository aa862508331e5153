"""The trace spec as data, without compiling: its schema and typed reader (irscope/bundle/trace_spec.py),
format 1 read as format 2, every unrebuildable leaf named, the portable form a project commits,
the memref and pointer types a fake tensor or pointer rebuilds, and what the import policy lets a
rebuild import."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from irscope.bundle import load_spec
from irscope.bundle.trace_spec import from_json, read_spec, spec_file, write_spec
from irscope.capture.rebuild import resolve
from irscope.capture.rebuild.build import parse_memref, parse_ptr, referenced_modules
from irscope.capture.rebuild.imports import Importer, ImportPolicy, RebuildError
from irscope.capture.trace.recapture import import_problems
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


def test_a_spec_without_its_call_is_refused_naming_it() -> None:
    """Upgrading an older spec must not invent a `call` the document lacks (None, refused as a
    wrong type rather than as the missing property)."""
    data = _spec()
    del data["call"]
    with pytest.raises(BundleError, match=r"x\.json: .*'call' is a required property"):
        from_json(data, "x.json")


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
    assert "not a file of the project" in importer.check("sidefx", "")
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
    assert [(where, module) for where, module, _, _ in referenced_modules(spec)] == [
        ("the traced function", "__main__"),
        ("argument 'self'", "__main__"),
        ("argument 'self', attribute 'mask'", "helpers.fmha"),
    ]


def test_the_standard_library_is_imported_by_name_but_not_the_modules_that_act_when_imported(tmp_path: Path) -> None:
    """elementwise_apply passes `operator.add` (module `_operator`): a rebuild takes it by name.
    A module that acts when imported (a browser, a test run, pip installed) is not imported."""
    importer = _importer(tmp_path)
    for module in ("_operator", "operator", "json", "collections.abc", "enum"):
        assert importer.check(module, "") is None, module
    for module in ("antigravity", "this", "idlelib.idle", "unittest.__main__", "ensurepip.__main__"):
        assert "not a file of the project" in importer.check(module, ""), module
    assert _importer(tmp_path, "antigravity").check("antigravity", "") is None  # the user's choice


def test_no_standard_library_instance_or_callable_is_taken_from_recorded_data(tmp_path: Path) -> None:
    """tempfile's file closer, made from a spec's state, would delete the path it names when
    collected; a function of the standard library (`operator.add`, as elementwise_apply passes it)
    is a callable the spec chose: a spec holding either is refused before any worker starts,
    naming the module to allow."""
    closer = {
        "name": "cfg",
        "kind": "object",
        "class": {"module": "tempfile", "qualname": "_TemporaryFileCloser"},
        "state": {"name": _scalar("/home/me/thesis.tex"), "delete": _scalar(True)},
        "rebuild": True,
    }
    op = {"name": "op", "kind": "function", "class": {"module": "_operator", "qualname": "add"}, "rebuild": True}
    (tmp_path / "prog.py").write_text("")
    function = {"module": "__main__", "qualname": "f", "file": str(tmp_path / "prog.py"), "bound": False}
    spec = from_json(_spec(function=function, call={"params": [closer, op], "kwargs": {}}), "s.json")
    policy = ImportPolicy(tmp_path.resolve())
    assert import_problems(spec, policy) == [
        "argument 'cfg': an instance of a class of the standard library's tempfile is not made from recorded "
        "state (its methods would act on the spec's data): allow it with --allow-import tempfile",
        "argument 'op': a function of the standard library's _operator is not called from recorded data: "
        "allow it with --allow-import _operator",
    ]
    assert import_problems(spec, ImportPolicy(tmp_path.resolve(), ("tempfile", "_operator"))) == []
    for module in ("cutlass.pipeline", "prog"):
        assert resolve.refusal(module, resolve.INSTANCE, policy) is None


def test_a_runtime_pointer_is_data_and_one_recorded_as_an_object_reads_as_a_pointer() -> None:
    """Before pointers were a kind, a `cute.runtime.make_ptr` argument was recorded as an object
    with its address and a ctypes descriptor (nvfp4_gemm_0's traces from the H100): it reads as
    a pointer, without the address."""
    assert parse_ptr("!cute.ptr<f8E4M3FN, gmem, align<32>>") == ("gmem", 32)
    assert parse_ptr("!cute.ptr<f32, smem>") == ("smem", None)
    with pytest.raises(ValueError, match="not a !cute.ptr"):
        parse_ptr('!cute.memref<f16, gmem, "(3):(1)">')
    address = _scalar(140338470140320)
    old = {
        "name": "a_ptr",
        "kind": "object",
        "class": {"module": "cutlass.cute.runtime", "qualname": "_Pointer"},
        "state": {
            "_addr_space": {
                "kind": "enum",
                "class": {"module": "cutlass._mlir.dialects._cute_nvgpu_enum_gen", "qualname": "AddressSpace"},
                "member": "gmem",
                "rebuild": True,
            },
            "_assumed_align": _scalar(32),
            "_c_pointer": address,
            "_desc": {
                "kind": "object",
                "class": {"module": "ctypes", "qualname": "c_void_p"},
                "state": {},
                "rebuild": True,
            },
            "_dtype": {"kind": "dtype", "name": "Float4E2M1FN", "rebuild": True},
            "_pointer": address,
        },
        "rebuild": True,
    }
    holder = {
        "name": "buf",
        "kind": "object",
        "class": {"module": "m", "qualname": "B"},
        "state": {"ptr": {k: v for k, v in old.items() if k != "name"}},
        "rebuild": True,
    }
    spec = from_json(_spec(call={"params": [old, holder], "kwargs": {}}), "s.json")
    pointer = {
        "kind": "pointer",
        "dtype": "Float4E2M1FN",
        "memspace": "gmem",
        "assumed_align": 32,
        "type": "cutlass.cute.runtime._Pointer",
        "rebuild": True,
    }
    assert spec.call["params"][0] == {"name": "a_ptr", **pointer}
    assert spec.call["params"][1]["state"]["ptr"] == pointer
    assert spec.case == "f16_dxd-0123abcd" and spec.unrebuildable() == []
    assert ("argument 'a_ptr'", "ctypes") not in [(w, m) for w, m, _, _ in referenced_modules(spec)]
    # Blackwell fmha's pointers hold their memory space as the enum's int (gmem is 1)
    by_int = {**old, "state": {**old["state"], "_addr_space": _scalar(1)}}
    spec = from_json(_spec(call={"params": [by_int], "kwargs": {}}), "s.json")
    assert spec.call["params"][0] == {"name": "a_ptr", **pointer}
    unknown = {**old, "state": {**old["state"], "_addr_space": _scalar(2)}}
    (refused,) = from_json(_spec(call={"params": [unknown], "kwargs": {}}), "s.json").call["params"]
    assert refused["rebuild"] is False and "without its dtype, memory space" in refused["why"]


def test_a_module_the_program_imports_by_a_dotted_path_from_its_own_tree(tmp_path: Path) -> None:
    """nvfp4_gemm_0 puts its examples root on sys.path and imports
    `cute.blackwell.tutorial.tutorial_gemm.utils` (folders without __init__.py); the trace records
    that name and the file on the tracing machine. A rebuild from the same tree elsewhere finds
    the file by the recorded path relative to the program's directory and imports it by that name."""
    project = tmp_path / "examples"
    folder = project / "ns_demo_28" / "blackwell" / "tutorial"
    folder.mkdir(parents=True)
    (folder / "utils.py").write_text("def cvt(x):\n    return x\n")
    name, traced_at = "ns_demo_28.blackwell.tutorial.utils", "/tmp/cutlass-v4.5.3/examples"
    importer = Importer(ImportPolicy(project.resolve()), program_cwd=traced_at)
    recorded = f"{traced_at}/ns_demo_28/blackwell/tutorial/utils.py"
    try:
        assert importer.check(name, recorded) is None
        cvt = resolve.resolve(importer, {"module": name, "qualname": "cvt", "file": recorded}, resolve.FUNCTION, "f")
        assert Path(cvt.__code__.co_filename).resolve() == (folder / "utils.py").resolve()
    finally:
        for loaded in [m for m in sys.modules if m.startswith("ns_demo_28")]:
            del sys.modules[loaded]


def test_a_function_defined_in_the_scripts_main_block_is_named_as_such(tmp_path: Path) -> None:
    """dynamic_smem_size jits functions inside `if __name__ == "__main__":`: traced, they are
    absent from the script a rebuild imports (its main block does not run)."""
    project = tmp_path / "proj"
    project.mkdir()
    script = project / "prog.py"
    script.write_text(
        "def top():\n    pass\n\n\n"
        'if __name__ == "__main__":\n\n    def launch_kernel_static():\n        pass\n\n'
        "    launch_kernel_static()\n"
    )
    importer = _importer(project)

    def function(qualname: str) -> object:
        ref = {"module": "__main__", "qualname": qualname, "file": str(script)}
        return resolve.resolve(importer, ref, resolve.FUNCTION, "the traced function")

    assert function("top").__name__ == "top"
    with pytest.raises(
        RebuildError, match=r'prog\.py: defines launch_kernel_static under `if __name__ == "__main__":`'
    ):
        function("launch_kernel_static")
    with pytest.raises(RebuildError, match=r"prog\.py: has no gone \(changed since the trace\?\)"):
        function("gone")


def _trace_schema() -> dict:
    return json.loads((REPO / "irscope" / "schema" / "trace.schema.json").read_text())


def _undescribed(node: object, where: str) -> list[str]:
    """Every property declared under `node` (at any depth) without a description; an `if` only
    selects a kind, it declares no field."""
    if isinstance(node, list):
        return [w for i, v in enumerate(node) for w in _undescribed(v, f"{where}/{i}")]
    if not isinstance(node, dict):
        return []
    found = [f"{where}/properties/{k}" for k, v in node.get("properties", {}).items() if "description" not in v]
    return found + [w for k, v in node.items() if k != "if" for w in _undescribed(v, f"{where}/{k}")]


def test_every_field_of_the_trace_schema_is_described() -> None:
    """A spec is what a project commits and reviews: each field it can hold says what it is."""
    assert _undescribed(_trace_schema(), "#") == []


def _fields_of(kind: str, schema: dict) -> dict[str, dict]:
    """The properties an argument entry of `kind` is declared with: the common ones and its kind's."""
    argument = schema["$defs"]["argument"]
    fields = dict(argument["properties"])
    for rule in argument["allOf"]:
        selects = rule["if"]["properties"].get("kind", {})
        if kind == selects.get("const") or kind in selects.get("enum", ()):
            fields.update(rule["then"].get("properties", {}))
    return fields


def _entries(value: object) -> list[dict]:
    if isinstance(value, list):
        return [e for v in value for e in _entries(v)]
    if not isinstance(value, dict):
        return []
    own = [value] if "kind" in value and "rebuild" in value else []
    return own + [e for v in value.values() for e in _entries(v)]


def test_every_field_the_recorder_writes_is_declared_and_described() -> None:
    """The committed traces (H100 and CPU, format 1 upgraded) hold no argument field that the
    schema leaves undeclared for its kind (shape, converted_from, lambda, ... were)."""
    schema = _trace_schema()
    documents = sorted((REPO / "tests" / "data").glob("*-trace/*/*.json"))
    specs = [d for d in documents if json.loads(d.read_text()).get("format") == "irscope-trace"]
    assert len(specs) > 20
    undeclared = set()
    for path in specs:
        for entry in _entries(read_spec(path).to_json()["call"]):
            fields = _fields_of(entry["kind"], schema)
            undeclared |= {f"{entry['kind']}.{k}" for k in entry if "description" not in fields.get(k, {})}
    assert sorted(undeclared) == []
