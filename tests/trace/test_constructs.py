"""What real programs pass their kernels, traced and rebuilt in CI (issue 28): tests/trace_programs/
constructs.py compiles a class-based kernel configured with the DSL's enums, an atom,
`pipeline.NamedBarrier`, a frozen dataclass and a named tuple, which sets attributes (MLIR values
too) in its jitted `__call__`; a function given a named tuple, an enum and a dict; NumPy arrays
through from_dlpack; runtime pointers and `operator.add`, compiled at two sets of addresses; with
apache-tvm-ffi, a `--enable-tvm-ffi` compile; and one kernel object that cannot be rebuilt. The trace is made once per session (tests/conftest.py), from the store
and from the spec files it wrote.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.trace_support import PROGRAMS, bundles, irscope, trace_program

pytestmark = pytest.mark.slow

UNREBUILDABLE = "constructs.ClassKernel:f32_32x32.x2"


def _rebuildable(labels) -> list[str]:  # noqa: ANN001
    return sorted(label for label in labels if not label.startswith(UNREBUILDABLE))


@pytest.fixture(scope="module")
def rebuilt(constructs_trace, tmp_path_factory: pytest.TempPathFactory):  # noqa: ANN001
    store = tmp_path_factory.mktemp("rebuilt")
    # `operator.add` (from_pointers' op) is a callable of the standard library: taken only where allowed.
    allow = ("--allow-import", "_operator")
    return irscope("--store", str(store), "capture", *allow, "--from-trace", str(constructs_trace.store)), store


def test_the_program_runs_as_untraced_and_every_compile_is_recorded(constructs_trace) -> None:  # noqa: ANN001
    proc = constructs_trace.proc
    assert proc.returncode == 0, proc.stderr
    tvm = importlib.util.find_spec("tvm_ffi") is not None
    assert proc.stdout.count("compiled") == 6 + tvm
    kernels = sorted(label.split(":")[0] for label in bundles(constructs_trace.store))
    assert kernels == sorted(
        ["constructs.ClassKernel"] * 2
        + ["constructs.from_pointers", "constructs.scaled"]
        + ["constructs.scaled_plain"] * (1 + tvm)
    )


def test_runtime_pointers_are_recorded_without_their_address(constructs_trace) -> None:  # noqa: ANN001
    """The same function compiled with pointers at other addresses is one compile (the address is
    a run-time argument, not part of the IR): one bundle, one case name, no address in the spec."""
    (label,) = [label for label in bundles(constructs_trace.store) if label.startswith("constructs.from_pointers:")]
    assert label.split(":")[1].startswith("f16_ptr.x2_rows64-")
    assert "1 repeated compile not recorded again" in constructs_trace.proc.stderr
    (spec,) = (constructs_trace.specs / "constructs.from_pointers").glob("*.json")
    src, dst, op, _ = json.loads(spec.read_text())["call"]["params"]
    assert src == {**dst, "name": "src"} and src["mlir_type"] == "!cute.ptr<f16, gmem, align<16>>"
    assert set(src) == {"name", "kind", "dtype", "memspace", "assumed_align", "mlir_type", "rebuild"}
    assert op["class"] == {"module": "_operator", "qualname": "add"}  # the standard library, by name


def test_every_rebuildable_compile_gives_identical_ptx_and_sass(constructs_trace, rebuilt) -> None:  # noqa: ANN001
    from irscope import bundle

    proc, store = rebuilt
    assert proc.returncode == 1  # the one that cannot be rebuilt, refused
    traced, again = bundles(constructs_trace.store), bundles(store)
    assert sorted(again) == _rebuildable(traced)
    for label, path in again.items():
        a, b = bundle.load(traced[label]), bundle.load(path)
        assert b.ok, (label, b.error)
        assert a.ptx() == b.ptx() and a.sass() == b.sass(), label


def test_every_argument_that_cannot_be_rebuilt_is_named_at_once(rebuilt) -> None:  # noqa: ANN001
    proc, _ = rebuilt
    assert "Traceback" not in proc.stderr
    refused = sorted(line for line in proc.stderr.splitlines() if line.startswith("irscope: error: "))
    assert len(refused) == 2, proc.stderr
    callback, epilogue = refused
    assert "argument 'self', attribute 'callback' (builtins.method): a bound method" in callback
    assert "argument 'self', attribute 'epilogue', variable 'guard' (_thread.lock): not a tensor" in epilogue


def test_spec_files_rebuild_like_the_store(constructs_trace, rebuilt, tmp_path: Path) -> None:  # noqa: ANN001
    """The specs name the program relative to the directory it ran in (the repository): a copy
    of them anywhere rebuilds the same code from the same project."""
    from irscope import bundle

    specs = tmp_path / "committed-specs"
    shutil.copytree(constructs_trace.specs, specs)
    files = sorted(specs.glob("*/*.json"))
    assert [f.parent.name for f in files] == sorted(label.split(":")[0] for label in bundles(constructs_trace.store))
    assert {json.loads(f.read_text())["function"]["file"] for f in files} == {"tests/trace_programs/constructs.py"}
    proc = irscope("--store", str(tmp_path / "from-specs"), "capture", "--from-trace", str(specs))
    assert proc.returncode == 1
    refused = [line for line in proc.stderr.splitlines() if "constructs.from_pointers" in line]
    assert len(refused) == 1 and refused[0].endswith(
        "argument 'op': a function of the standard library's _operator is not called from recorded data: "
        "allow it with --allow-import _operator"
    ), proc.stderr
    proc = irscope(
        "--store", str(tmp_path / "from-specs"), "capture", "--allow-import", "_operator", "--from-trace", str(specs)
    )
    assert proc.returncode == 1
    from_specs, from_store = bundles(tmp_path / "from-specs"), bundles(rebuilt[1])
    assert sorted(from_specs) == sorted(from_store)
    for label, path in from_specs.items():
        assert bundle.load(path).ptx() == bundle.load(from_store[label]).ptx(), label


def test_explain_says_why_a_traced_kernel_cannot_be_rebuilt(constructs_trace, tmp_path: Path) -> None:  # noqa: ANN001
    """explain on a traced kernel with no line-info capture rebuilds it from its trace; where it
    cannot, it says the real reason (it used to say 'this names 0 (none for this DSL)')."""
    (label,) = [label for label in bundles(constructs_trace.store) if label.startswith(UNREBUILDABLE)]
    proc = irscope("--store", str(constructs_trace.store), "explain", label)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    (line,) = proc.stderr.splitlines()
    assert line.startswith(f"irscope: error: {label}: no line-info capture, and its trace cannot be rebuilt")
    assert "attribute 'epilogue', variable 'guard' (_thread.lock)" in line and "a bound method" in line


def test_list_shows_a_trace_store_with_the_traced_command(constructs_trace) -> None:  # noqa: ANN001
    proc = irscope("list", "--store", str(constructs_trace.store))
    assert proc.returncode == 0, proc.stderr
    rows = [line for line in proc.stdout.splitlines() if line.startswith("constructs.")]
    assert len(rows) == len(bundles(constructs_trace.store))
    assert all(row.rstrip().endswith(" ok") for row in rows), proc.stdout
    # the command the store was traced in, named once (issue 42: it wrapped under every row)
    assert proc.stdout.count(f"python {PROGRAMS / 'constructs.py'}") == 1, proc.stdout
    assert proc.stdout.splitlines()[-1].startswith(f"traced command: python {PROGRAMS / 'constructs.py'}")


@pytest.mark.parametrize("include", [False, True], ids=["default", "include-library"])
def test_the_dsls_own_compiles_are_left_out_unless_asked_for(tmp_path: Path, include: bool) -> None:
    options = ("--include-library",) if include else ()
    traced = trace_program(tmp_path, "library_convert.py", "--no-sass", *options)
    summary = traced.proc.stderr.splitlines()[-1]
    if include:
        assert list(bundles(traced.store)) == [label for label in bundles(traced.store) if "_convert" in label]
        assert summary.startswith("irscope trace: 1 bundle") and "left out" not in summary
    else:
        assert bundles(traced.store) == {}
        assert summary.startswith("irscope trace: 0 bundles")
        assert "compiles of the DSL's own functions left out (--include-library records them)" in summary
        assert summary.endswith("cutlass.cute.testing._convert")


def test_a_failing_library_compile_shows_the_programs_traceback(tmp_path: Path) -> None:
    """The DSL's own helper failing (its launch, here without a GPU: on the H100 the probe of
    `HardwareInfo`) ends the program with the traceback it has untraced: no irscope frame in it."""
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    program = [sys.executable, str(PROGRAMS / "library_convert.py"), "--uncaught"]
    proc = irscope("trace", "--arch", "sm_90a", "--out", str(tmp_path / "store"), "--no-sass", "--", *program)
    env = {**os.environ, "CUTE_DSL_ARCH": "sm_90a"}
    plain = subprocess.run(program, capture_output=True, text=True, env=env, timeout=600)

    def frames(stderr: str) -> list[str]:
        return [line.strip() for line in stderr.splitlines() if line.lstrip().startswith('File "')]

    # Untraced, DSL 4.5 ends it with Python's traceback; 4.8's own excepthook prints its
    # diagnostic without frames. Traced, the same: no frame of irscope's in it.
    assert proc.returncode == plain.returncode != 0, (proc.stderr, plain.stderr)
    assert frames(proc.stderr) == frames(plain.stderr), proc.stderr
    assert not frames(plain.stderr) or "library_convert.py" in frames(plain.stderr)[0]
    assert proc.stderr.splitlines()[-1].startswith("irscope trace: 0 bundles")
