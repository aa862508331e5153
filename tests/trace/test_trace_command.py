"""`irscope trace` and `capture --from-trace` on a compile-only program (tests/trace_programs/).

The program compiles several kernels, a class-based kernel, one kernel at two signatures, a
repeated compile, a compile that fails mid-run and a direct JIT call. It runs once untraced
(keeping its own PTX/cubin through the DSL's options) and once under `irscope trace`; the traced
bundles are then recompiled from their specs. Each run happens once per session.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO, run_irscope
from tests.trace_support import without_progress

PROGRAM = REPO / "tests" / "trace_programs" / "several.py"
ARCH = "sm_90a"

pytestmark = pytest.mark.slow


def _needs_dsl() -> None:
    import importlib.util

    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")


def _run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, "CUTE_DSL_ARCH": ARCH, **(env or {})}
    return subprocess.run(cmd, cwd=cwd, env=full_env, capture_output=True, text=True, timeout=900)


@pytest.fixture(scope="session")
def untraced(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess[str], Path]:
    _needs_dsl()
    keep = tmp_path_factory.mktemp("untraced-dumps")
    return _run([sys.executable, str(PROGRAM), "--ptx-dir", str(keep)], keep), keep


@pytest.fixture(scope="session")
def traced(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess[str], Path]:
    _needs_dsl()
    work = tmp_path_factory.mktemp("traced")
    store = work / "store"
    cmd = [sys.executable, "-m", "irscope", "trace", "--out", str(store), "--", sys.executable, str(PROGRAM)]
    return _run(cmd, work, env={"CUTE_DSL_ARCH": ARCH}), store


def _bundles(store: Path) -> dict[str, Path]:
    from irscope import bundle
    from irscope import store as store_mod

    return {bundle.load(p).label: p for p in store_mod.all_latest(store)}


def test_output_and_exit_status_are_the_programs(untraced, traced) -> None:
    plain, _ = untraced
    proc, _ = traced
    assert proc.returncode == plain.returncode == 3
    assert proc.stdout == plain.stdout
    *program_err, summary = without_progress(proc.stderr)
    assert program_err == plain.stderr.splitlines()
    assert summary.startswith("irscope trace: 6 bundles (1 failed compile) from 1 Python process")


def test_one_bundle_per_distinct_compile(traced) -> None:
    from irscope import bundle

    _, store = traced
    found = _bundles(store)
    kernels = sorted(label.split(":")[0] for label in found)
    assert kernels == [
        "several.Doubler",
        "several.add_one",
        "several.add_one",
        "several.add_one",
        "several.broken",
        "several.scale",
    ]
    traces = {label: bundle.load(p).trace() for label, p in found.items()}
    cases = {label.split(":")[1].rsplit("-", 1)[0] for label in found}
    assert {"f32_64x32", "f16_128", "f32_16x8", "f32_64x32.x2_factor3", "f32_64x32.x2"} <= cases
    how = {t.kernel + ":" + t.case.rsplit("-", 1)[0]: t.how for t in traces.values()}
    assert how["several.add_one:f32_16x8"] == "jit-call"
    assert how["several.add_one:f32_64x32"] == "cute.compile"
    doubler = next(t for t in traces.values() if t.kernel == "several.Doubler")
    assert doubler.function.bound is True
    assert doubler.call["params"][0]["state"]["threads"]["value"] == 64


def test_a_failed_compile_is_a_failed_bundle(traced) -> None:
    from irscope import bundle

    _, store = traced
    (path,) = [p for label, p in _bundles(store).items() if label.startswith("several.broken:")]
    b = bundle.load(path)
    assert not b.ok
    # The DSL's own error class: DSLRuntimeError on 4.5, DSLUserCodeError on 4.8.
    assert b.error["kind"].startswith("DSL") and b.error["kind"].endswith("Error"), b.error["kind"]
    assert (
        b.error["source_line"]
        == PROGRAM.read_text()
        .splitlines()
        .index(next(ln for ln in PROGRAM.read_text().splitlines() if "one argument too many" in ln))
        + 1
    )


def test_traced_code_is_byte_identical_to_the_untraced_compile(untraced, traced) -> None:
    from irscope import bundle

    _, keep = untraced
    _, store = traced
    plain_ptx = {p.read_text() for p in keep.glob("*.ptx")}
    plain_cubin = {p.read_bytes() for p in keep.glob("*.cubin")}
    compared = 0
    for label, path in _bundles(store).items():
        b = bundle.load(path)
        if not b.ok or b.trace().how != "cute.compile":  # the program keeps code of its cute.compile calls
            continue
        assert b.ptx() in plain_ptx, label
        assert b.artifact_path("cubin").read_bytes() in plain_cubin, label
        compared += 1
    assert compared == 4


def test_from_trace_reproduces_ptx_and_sass_stats(traced, tmp_path_factory) -> None:
    from irscope import bundle
    from irscope.analysis.stats import bundle_stats

    _, store = traced
    again = tmp_path_factory.mktemp("from-trace")
    result = run_irscope("--store", str(again), "capture", "--from-trace", str(store))
    # The failing compile fails again, from its spec: that is a reproduction too.
    assert result.returncode == 1, result.stderr
    original, rebuilt = _bundles(store), _bundles(again)
    assert sorted(original) == sorted(rebuilt)
    for label, path in original.items():
        a, b = bundle.load(path), bundle.load(rebuilt[label])
        assert a.ok == b.ok, label
        if a.ok:
            assert a.ptx() == b.ptx(), label
            assert a.sass() and bundle_stats(a).functions == bundle_stats(b).functions, label
    assert "broken" in result.stdout + result.stderr


def test_from_trace_names_each_argument_it_cannot_rebuild(traced, tmp_path: Path) -> None:
    import shutil

    from irscope import bundle

    _, store = traced
    (path,) = [p for label, p in _bundles(store).items() if label.startswith("several.Doubler:")]
    copy = tmp_path / "store" / path.relative_to(store)
    shutil.copytree(path, copy)
    spec_path = copy / bundle.load(copy).manifest.artifacts["trace"]
    spec = json.loads(spec_path.read_text())
    spec["call"]["params"][1].update(rebuild=False, why="a stand-in reason")
    spec_path.write_text(json.dumps(spec))
    result = run_irscope("--store", str(tmp_path / "again"), "capture", "--from-trace", str(copy))
    assert result.returncode == 1
    # the spec file, then the compile, then the argument
    assert f"irscope: error: {spec_path}: several.Doubler:" in result.stderr
    assert "argument 'a' (tensor): a stand-in reason" in result.stderr
    assert "Traceback" not in result.stderr


def test_explain_recaptures_a_traced_kernel_with_line_info(traced, tmp_path: Path) -> None:
    import shutil

    from irscope import bundle

    _, store = traced
    (path,) = [p for label, p in _bundles(store).items() if label.startswith("several.scale:")]
    shutil.copytree(path, tmp_path / "store" / path.relative_to(store))
    label = bundle.load(path).label
    result = run_irscope("--store", str(tmp_path / "store"), "explain", label)
    assert result.returncode == 0, result.stderr
    assert "`b[tidx] = a[tidx] * a.element_type(factor)`" in result.stdout
    assert "1 x LDG.E (32-bit)" in result.stdout
