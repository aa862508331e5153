"""Tracing leaves the code as it is: a jitted function of the DSL's own called from a kernel
(`PipelineTmaAsync.create` in CUTLASS's tma_v2 tutorial) gave its operations the location of
irscope's wrapper, so the traced PTX named irscope/capture/trace/trace_hooks.py and differed from its
rebuild (and from the program run untraced)."""

from __future__ import annotations

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
