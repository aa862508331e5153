"""Tracing beyond one process: forks and Python subprocesses, the `irscope.trace()` API and the
pytest option `--irscope-trace`, each on one small kernel (tests/trace_programs/one_kernel.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from irscope import bundle
from tests.helpers import REPO

PROGRAMS = REPO / "tests" / "trace_programs"

pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True)
def _dsl() -> None:
    import importlib.util

    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")


def _run(cmd: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CUTE_DSL_ARCH": "sm_90a", "PYTHONPATH": str(REPO)}
    return subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)


def _labels(store: Path) -> list[str]:
    from irscope import bundle
    from irscope import store as store_mod

    return sorted(bundle.load(p).label.rsplit("-", 1)[0] for p in store_mod.all_latest(store))


def test_forks_and_python_subprocesses_are_traced(tmp_path: Path) -> None:
    store = tmp_path / "store"
    cmd = [sys.executable, "-m", "irscope", "trace", "--no-sass", "--out", str(store), "--"]
    proc = _run([*cmd, sys.executable, str(PROGRAMS / "spawner.py")], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["negate: compiled", "spawner: done"]
    assert "from 3 Python processes" in proc.stderr.splitlines()[-1]
    assert _labels(store) == ["one_kernel.negate:f16_32", "one_kernel.negate:f32_32"]


def test_quiet_leaves_the_output_alone(tmp_path: Path) -> None:
    cmd = [sys.executable, "-m", "irscope", "trace", "-q", "--no-sass", "--out", str(tmp_path / "s"), "--"]
    proc = _run([*cmd, sys.executable, str(PROGRAMS / "one_kernel.py")], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "negate: compiled\n", "")


def test_python_api_keeps_the_programs_own_dumps(tmp_path: Path) -> None:
    script = f"""
import json, sys
sys.path.insert(0, {str(PROGRAMS)!r})
import irscope, one_kernel
with irscope.trace(store={str(tmp_path / "store")!r}, with_sass=False, quiet=True) as run:
    one_kernel.compile_negate("f32", options="--keep-ptx --dump-dir {tmp_path / "mine"}")
print(json.dumps([str(b.path) for b in run.summary.bundles]))
"""
    (tmp_path / "mine").mkdir()
    proc = _run([sys.executable, "-c", script], tmp_path)
    assert (proc.returncode, proc.stderr) == (0, "")
    (path,) = json.loads(proc.stdout)
    (mine,) = (tmp_path / "mine").glob("*.ptx")  # still where the program asked for it
    assert bundle.load(Path(path)).ptx() == mine.read_text()


def test_pytest_option_traces_a_test_session(tmp_path: Path) -> None:
    (tmp_path / "test_kernel.py").write_text(
        f"import sys\nsys.path.insert(0, {str(PROGRAMS)!r})\nimport one_kernel\n\n"
        "def test_compiles():\n    one_kernel.compile_negate('f16')\n"
    )
    store = tmp_path / "store"
    proc = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--irscope-trace={store}"], tmp_path)
    assert (proc.returncode, proc.stderr) == (0, ""), proc.stdout
    assert "irscope trace: 1 bundle from 1 Python process" in proc.stdout
    assert _labels(store) == ["one_kernel.negate:f16_32"]


def test_a_tracer_fault_leaves_the_compile_to_the_program(tmp_path: Path) -> None:
    """A fault inside irscope's hooks (here: describing the arguments raises) must not change the
    program: its compile succeeds, and keeps its bundle, whose spec names the fault as an
    argument that cannot be rebuilt (the summary counts it so)."""
    script = f"""
import json, sys
sys.path.insert(0, {str(PROGRAMS)!r})
import irscope, one_kernel
from irscope.capture.trace import signature

def boom(*args, **kwargs):
    raise RuntimeError("injected tracer fault")

signature.describe_call = boom
with irscope.trace(store={str(tmp_path / "store")!r}, with_sass=False, quiet=True) as run:
    compiled = one_kernel.compile_negate("f32")
summary = run.summary
print(json.dumps([type(compiled).__name__, len(summary.bundles), list(summary.internal_errors), summary.not_rebuildable]))
"""
    proc = _run([sys.executable, "-c", script], tmp_path)
    assert (proc.returncode, proc.stderr) == (0, "")
    kind, bundles, faults, unrebuildable = json.loads(proc.stdout)
    assert kind.endswith("JitCompiledFunction") and bundles == 1 and faults == []
    (line,) = unrebuildable
    assert line.endswith(
        ": argument '*' (opaque): irscope could not record the arguments (RuntimeError: injected tracer fault)"
    )


def test_pytest_arch_option_sets_the_sessions_arch(tmp_path: Path) -> None:
    (tmp_path / "test_kernel.py").write_text(
        f"import sys\nsys.path.insert(0, {str(PROGRAMS)!r})\nimport one_kernel\n\n"
        "def test_compiles():\n    one_kernel.compile_negate('f32')\n"
    )
    store = tmp_path / "store"
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--irscope-trace={store}"]
    proc = _run([*cmd, "--irscope-arch", "sm_80"], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert _labels(store) == ["one_kernel.negate:f32_32"]
    assert [p.name for p in store.glob("one_kernel.negate/*/*")] == ["sm_80"]


def test_pytest_warns_when_no_gpu_is_visible_and_no_arch_is_set(tmp_path: Path) -> None:
    """Without --irscope-arch, IRSCOPE_ARCH or CUTE_DSL_ARCH, on a machine with no GPU in sight, the
    DSL would compile for its own default arch, silently: the plugin warns."""
    (tmp_path / "test_nothing.py").write_text("def test_nothing():\n    pass\n")
    env = {k: v for k, v in os.environ.items() if k not in ("CUTE_DSL_ARCH", "IRSCOPE_ARCH")}
    env.update(CUDA_VISIBLE_DEVICES="", PYTHONPATH=str(REPO))
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--irscope-trace={tmp_path / 'store'}"]
    proc = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "irscope: no GPU is visible and no arch is set" in proc.stdout
    quiet = subprocess.run([*cmd, "--irscope-arch", "sm_90a"], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert quiet.returncode == 0 and "no GPU is visible" not in quiet.stdout
