"""Tracing leaves the code as it is: a jitted function of the DSL's own called from a kernel
(`PipelineTmaAsync.create` in CUTLASS's tma_v2 tutorial) gave its operations the location of
irscope's wrapper, so the traced PTX named irscope/capture/trace/hooks.py and differed from its
rebuild (and from the program run untraced)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from tests.trace_support import bundles, irscope, trace_program

pytestmark = pytest.mark.slow


def test_nested_jit_calls_keep_the_programs_locations(tmp_path: Path) -> None:
    from irscope import bundle

    traced = trace_program(tmp_path, "nested_jit.py", "--no-sass")
    assert traced.proc.returncode == 0, traced.proc.stderr
    (label, path) = next(iter(bundles(traced.store).items()))
    ptx = bundle.load(path).ptx()
    files = [line.split('"')[1] for line in ptx.splitlines() if line.startswith("\t.file")]
    assert [Path(f).name for f in files] == ["nested_jit.py"], files
    proc = irscope("--store", str(tmp_path / "again"), "capture", "--from-trace", str(traced.store))
    assert proc.returncode == 0, proc.stderr
    assert bundle.load(bundles(tmp_path / "again")[label]).ptx() == ptx


_LOCATION_PROBE = """
import cutlass
from irscope.capture.trace import hooks as trace_hooks
trace_hooks._hide_own_frames_from_locations()
op = trace_hooks._location_module()
assert op is not None, "no DSL module defines cutlass.dsl_user_op"
assert op._is_framework_frame(trace_hooks.__file__), "irscope's frames still name an op's location"
assert not op._is_framework_frame("/tmp/prog.py"), "the program frames too"
print(op.__name__)
"""


def test_the_location_filter_is_found_in_the_installed_dsl() -> None:
    """The module choosing an op's location moved (cutlass.base_dsl._mlir_helpers.op up to 4.5,
    cutlass._mlir_helpers.op in 4.8): it is found from `cutlass.dsl_user_op`, whatever the
    release, and irscope's frames are the DSL's own there."""
    import subprocess
    import sys

    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    proc = subprocess.run([sys.executable, "-c", _LOCATION_PROBE], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip().endswith("_mlir_helpers.op"), proc.stdout
