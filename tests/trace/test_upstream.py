"""Upstream CuTe DSL example programs, traced elsewhere, rebuilt here from committed trace data
(issue 28): for every tests/data/upstream-trace/KERNEL~CASE@ARCH/ (a portable spec and the
digests of the traced compile's PTX, cubin and SASS), `capture --from-trace` from the examples at
the tag matching the installed DSL must give the same PTX, cubin and SASS; and `explain` on a
traced upstream kernel names its source lines' loads with their widths.

The examples are read from the CUTLASS mirror (never committed here); without it, or without the
tag, the tests skip. `python benchmarks/upstream_traces.py` makes the data (trace, export) and
reports the figures; its docstring says how.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.helpers import REPO
from tests.trace_support import bundles, code_digests, irscope

pytestmark = pytest.mark.slow

DATA = REPO / "tests" / "data" / "upstream-trace"
MIRROR = Path("/work/.mirror/NVIDIA+cutlass/repo")
ENTRIES = sorted(p for p in DATA.glob("*@*") if (p / "spec.json").is_file())


@pytest.fixture(scope="module")
def examples(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The examples folder at the installed DSL's tag, extracted from the mirror: the traced
    programs ran from it (`python cute/hopper/kernel/dense_gemm/dense_gemm.py`)."""
    from irscope import installed

    version = installed.dsl_version()
    if version is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    if not MIRROR.is_dir():
        pytest.skip(f"no CUTLASS mirror at {MIRROR}: the upstream examples are read from it, never committed")
    root = tmp_path_factory.mktemp("cutlass")
    archive = subprocess.run(
        ["git", "-C", str(MIRROR), "archive", f"v{version}", "examples/python/CuTeDSL"], capture_output=True
    )
    if archive.returncode != 0:
        pytest.skip(f"the mirror has no tag v{version}")
    subprocess.run(["tar", "x", "-C", str(root)], input=archive.stdout, check=True)
    return root / "examples" / "python" / "CuTeDSL"  # where the traced programs ran (on the H100)


@pytest.fixture(scope="module")
def rebuilt(examples: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not ENTRIES:
        pytest.skip(f"no trace data in {DATA}")
    specs = tmp_path_factory.mktemp("specs")
    for entry in ENTRIES:
        shutil.copy(entry / "spec.json", specs / f"{entry.name}.json")
    store = tmp_path_factory.mktemp("rebuilt")
    proc = irscope("--store", str(store), "capture", "-j", "2", "--from-trace", str(specs), cwd=examples)
    assert "irscope: error:" not in proc.stderr, proc.stderr  # every spec rebuildable here
    return store


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.name for e in ENTRIES])
def test_rebuilt_with_identical_ptx_cubin_and_sass(examples: Path, rebuilt: Path, entry: Path) -> None:
    from irscope import bundle

    expected = json.loads((entry / "expected.json").read_text())
    expected.pop("traced_on")
    kernel, _, rest = entry.name.partition("~")
    b = bundle.load(bundles(rebuilt)[f"{kernel}:{rest}"])
    missing = _missing_module(b.error)
    if missing is not None:  # the example imports a package this environment lacks (torch in CI)
        pytest.skip(f"{entry.name}: the example imports {missing}, which is not installed here")
    assert b.ok == expected["ok"], b.error
    assert b.manifest.device_code == expected.pop("device_code", True)  # a function that launches no kernel
    assert code_digests(b, examples) == expected


def _missing_module(error: dict | None) -> str | None:
    """The top-level package a rebuild could not import because it is not installed here (and
    only then: a module of the examples that fails to import is a failure)."""
    import importlib.util
    import re

    # the program's own import, or a rebuild's of a module the spec names
    if not error or error.get("kind") not in ("KernelModuleError", "RebuildError"):
        return None
    found = re.search(r"No module named '([\w.]+)'", error.get("message", ""))
    if found is None:
        return None
    package = found.group(1).split(".")[0]
    return package if importlib.util.find_spec(package) is None else None


def test_explain_on_a_traced_upstream_kernel_names_its_loads(examples: Path, tmp_path: Path) -> None:
    """The upstream elementwise_add, rebuilt from its trace with line info: explain names the
    kernel's source lines and the width of each load and store."""
    (entry,) = [e for e in ENTRIES if e.name.startswith("elementwise_add.elementwise_add~")] or [None]
    if entry is None:
        pytest.skip("no trace of the upstream elementwise_add in the data")
    shutil.copy(entry / "spec.json", tmp_path / "spec.json")
    store = tmp_path / "store"
    proc = irscope(
        "--store", str(store), "capture", "--lineinfo", "--from-trace", str(tmp_path / "spec.json"), cwd=examples
    )
    assert proc.returncode == 0, proc.stderr
    (label,) = bundles(store)
    proc = irscope("--store", str(store), "explain", label, cwd=examples)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert any(line.startswith("line ") and "`" in line for line in lines), proc.stdout
    assert any("LDG" in line and "-bit)" in line for line in lines), proc.stdout


def test_the_efc_gemm_keeps_its_bundle_through_the_cpu_harness(examples: Path, tmp_path: Path) -> None:
    """cute/blackwell/efc/custom_epilogue_dense_gemm.py (sm_100a, on the harness's fake sm_90a
    GPU, as on the H100): its kernel object holds a cycle (self.efc.gemm is self) and, once
    compiled, `@cute.struct`s of `struct.MemRange[Int64, 5]` classes; the H100 trace lost the
    compile. Now it is a bundle, the cycle recorded as references, and its epilogue, a function
    defined inside `run` (once refused as such), recorded by its source. Needs torch."""
    pytest.importorskip("torch")
    import sys

    from irscope import bundle

    harness = [sys.executable, str(REPO / "tests" / "trace_programs" / "upstream_on_cpu.py"), "--gpu", "sm_90a"]
    program = "cute/blackwell/efc/custom_epilogue_dense_gemm.py"
    store = tmp_path / "store"
    proc = irscope(
        "trace", "--arch", "sm_100a", "--out", str(store), "--no-sass", "--", *harness, program, cwd=examples
    )
    summary = proc.stderr.splitlines()[-1]
    assert "not recorded" not in summary, summary
    (label, path), *_ = [(k, v) for k, v in bundles(store).items() if k.startswith("common_dense_gemm_efc.")]
    spec = bundle.load(path).trace()
    assert bundle.load(path).ok and spec is not None and label.endswith("@sm_100a")
    assert spec.call["params"][0]["state"]["efc"]["state"]["gemm"]["kind"] == "ref"
    assert not [line for line in spec.unrebuildable() if "inside a function" in line], spec.unrebuildable()
    sources = [e["lambda"]["source"] for e in _entries(spec.call) if e.get("kind") == "function" and "lambda" in e]
    assert any(source.startswith("def epilogue(") for source in sources), sources
    if spec.unrebuildable():  # what is left (the efc configuration's run-time state), named in the summary
        assert f"1 recorded, not rebuildable (capture --from-trace names why): {label}" in summary


def _entries(value: object) -> list[dict]:
    """Every argument entry in a spec's call, at any depth."""
    if isinstance(value, list):
        return [e for v in value for e in _entries(v)]
    if not isinstance(value, dict):
        return []
    return ([value] if "kind" in value else []) + [e for v in value.values() for e in _entries(v)]
