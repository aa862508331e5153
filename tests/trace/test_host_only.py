"""A traced compile that makes no device code (a `@cute.jit` function that launches no kernel,
tests/trace_programs/host_only.py) is an ok capture saying so, not a failed `missing-ptx` one: in
its manifest, the trace's summary, `list`, `stats`, `show`, the rebuild from its trace, and the
snapshots `check` pins (no PTX stage)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.trace_support import bundles, irscope, trace_program

pytestmark = pytest.mark.slow


def test_a_compile_without_device_code_is_ok_and_says_so(tmp_path: Path) -> None:
    from irscope import bundle

    traced = trace_program(tmp_path, "host_only.py", "--no-sass")
    assert traced.proc.returncode == 0, traced.proc.stderr
    summary = traced.proc.stderr.splitlines()[-1]
    assert summary.startswith("irscope trace: 1 bundle (1 with no device code) from"), summary
    ((label, path),) = bundles(traced.store).items()
    b = bundle.load(path)
    assert b.ok and b.error is None and not b.manifest.device_code and b.ptx() is None
    assert "no device code: the function launches no kernel (its IR has no gpu.module)" in b.method_detail
    assert "no PTX" not in b.method_detail  # the side run the worker could not make is no news here

    listed = irscope("list", "--store", str(traced.store))
    (row,) = [line for line in listed.stdout.splitlines() if line.startswith("host_only.")]
    assert row.rstrip().endswith(" ok (no device code)"), listed.stdout
    stats = irscope("--store", str(traced.store), "stats", label)
    assert stats.returncode == 0 and "no device code: the function launches no kernel" in stats.stdout
    show = irscope("--store", str(traced.store), "show", label, "--stage", "ptx")
    assert show.returncode == 2
    assert show.stderr.strip().endswith("has no ptx (no device code: the function launches no kernel)")

    rebuilt = irscope("--store", str(tmp_path / "ci"), "capture", "--no-sass", "--from-trace", str(traced.store))
    assert rebuilt.returncode == 0, rebuilt.stderr
    assert rebuilt.stdout.splitlines()[-1].startswith("1 captured ->"), rebuilt.stdout
    assert "no device code: the function launches no kernel" in rebuilt.stdout
    (again,) = bundles(tmp_path / "ci").values()
    assert bundle.load(again).ok and not bundle.load(again).manifest.device_code

    snapshots = str(tmp_path / "snapshots")
    written = irscope("check", "--from-store", str(tmp_path / "ci"), "--snapshots", snapshots, "--update")
    assert written.returncode == 0, written.stdout + written.stderr
    checked = irscope("check", "--from-store", str(tmp_path / "ci"), "--snapshots", snapshots)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "unavailable" not in checked.stdout and " ptx " not in checked.stdout


def test_a_kernel_compiles_ir_holds_device_code_from_its_input_on() -> None:
    """What tells the two apart: a kernel compile's IR holds its gpu.module at the pipeline's
    input (at the end the cubin is LLVM data, no gpu op), so a kernel compile that gives no PTX
    still fails as missing-ptx."""
    from irscope import bundle
    from irscope.capture.assemble.device_code import has_device_code
    from tests.helpers import REPO

    b = bundle.load(REPO / "tests" / "tui" / "data" / "bundles" / "copy_inner_partition_bf16_sm_90a")
    assert has_device_code(b.input_ir(), None)
    host = "module attributes {gpu.container_module} {\n  func.func @f() {\n    return\n  }\n}\n"
    assert not has_device_code(host, None)
