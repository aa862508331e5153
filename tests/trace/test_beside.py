"""`pytest --irscope-trace` and `with irscope.trace()` finish the recorded compiles beside the
program, as `irscope trace` does: a thread of the traced process hands each compile, once its
call is over, to a finishing process it starts while the tests (or the block) still run; and
pytest-xdist's workers trace into their controller's staging folder, which finishes them all."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO
from tests.trace_support import ARCH, PROGRAMS, bundles, without_progress

pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True)
def _dsl() -> None:
    import importlib.util

    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")


#: Waits until this process has a child finishing traced compiles; prints whether it came.
FINISHING_CHILD = """
def finishing_child(within_s=60.0):
    import os, time
    from pathlib import Path
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        for proc in Path("/proc").iterdir():
            try:
                stat = (proc / "stat").read_text()
                cmdline = (proc / "cmdline").read_bytes()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == os.getpid() and b"trace.finish_worker" in cmdline:
                return True
        time.sleep(0.1)
    return False
"""


def _undigested(label: str) -> str:
    """kernel:case@arch without the case's digest."""
    return re.sub(r"-[0-9a-f]{8}@", "@", label)


def _run(cmd: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CUTE_DSL_ARCH": ARCH, "PYTHONPATH": str(REPO)}
    return subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=1200)


def test_pytest_option_finishes_compiles_while_the_session_runs(tmp_path: Path) -> None:
    """The second test runs after the first compiled: by then the session has started a process
    finishing that compile (on main the session finished everything after its last test)."""
    (tmp_path / "test_kernel.py").write_text(
        f"import sys\nsys.path.insert(0, {str(PROGRAMS)!r})\nimport one_kernel\n{FINISHING_CHILD}\n"
        "def test_compiles():\n    one_kernel.compile_negate('f16')\n\n"
        "def test_finishing_began_meanwhile():\n    assert finishing_child()\n"
    )
    store = tmp_path / "store"
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--irscope-trace={store}"]
    proc = _run(cmd, tmp_path)
    assert (proc.returncode, proc.stderr) == (0, ""), proc.stdout
    assert "irscope trace: 1 bundle from 1 Python process" in proc.stdout
    assert [_undigested(label) for label in bundles(store)] == ["one_kernel.negate:f16_32@sm_90a"]
    assert not (store / ".staging").exists()


def test_pytest_xdist_workers_trace_into_the_controllers_store(tmp_path: Path) -> None:
    """`pytest -n 2 --irscope-trace`: each worker's compile is recorded in the controller's staging
    folder and finished by it; one summary line counts them all (on main each worker kept a staging
    folder of its own, which nobody finished: 0 bundles)."""
    pytest.importorskip("xdist")
    (tmp_path / "test_kernels.py").write_text(
        f"import sys\nsys.path.insert(0, {str(PROGRAMS)!r})\nimport one_kernel\n\n"
        "def test_f16():\n    one_kernel.compile_negate('f16')\n\n"
        "def test_f32():\n    one_kernel.compile_negate('f32')\n"
    )
    store = tmp_path / "store"
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2", f"--irscope-trace={store}"]
    proc = _run(cmd, tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    summaries = [line for line in without_progress(proc.stdout) if line.startswith("irscope trace: ")]
    assert summaries == [f"irscope trace: 2 bundles from 3 Python processes in {store}: one_kernel.negate"]
    labels = sorted(_undigested(label) for label in bundles(store))
    assert labels == ["one_kernel.negate:f16_32@sm_90a", "one_kernel.negate:f32_32@sm_90a"]


def test_python_api_finishes_compiles_while_the_block_runs(tmp_path: Path) -> None:
    script = f"""
import json, sys
sys.path.insert(0, {str(PROGRAMS)!r})
import irscope, one_kernel
{FINISHING_CHILD}
with irscope.trace(store={str(tmp_path / "store")!r}, with_sass=False, quiet=True) as run:
    one_kernel.compile_negate("f32")
    began = finishing_child()
print(json.dumps([began, [b.label for b in run.summary.bundles]]))
"""
    proc = _run([sys.executable, "-c", script], tmp_path)
    assert (proc.returncode, proc.stderr) == (0, "")
    began, labels = json.loads(proc.stdout)
    assert began and [_undigested(label) for label in labels] == ["one_kernel.negate:f32_32@sm_90a"]


@pytest.mark.parametrize("how", ["irscope trace -- pytest -n 2", "pytest --irscope-trace"])
def test_a_suite_that_makes_pytest_warnings_errors_runs_traced(how: str, tmp_path: Path) -> None:
    """A project whose pytest turns its warnings into errors (`-W error`, `filterwarnings =
    ["error"]`) runs traced as it runs plain. (Failed on main under `irscope trace`: every traced
    process imports irscope before pytest loads irscope's plugin, and pytest's warning that it
    cannot rewrite the plugin's package, made an error, ended the session before its first test.)"""
    (tmp_path / "test_kernels.py").write_text(
        f"import sys\nsys.path.insert(0, {str(PROGRAMS)!r})\nimport one_kernel\n\n"
        "def test_f16():\n    one_kernel.compile_negate('f16')\n"
    )
    store = tmp_path / "store"
    pytest_cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-W", "error::pytest.PytestWarning"]
    if how.startswith("irscope trace"):
        pytest.importorskip("xdist")
        cmd = [sys.executable, "-m", "irscope", "--store", str(store), "trace", "--", *pytest_cmd, "-n", "2"]
    else:
        cmd = [*pytest_cmd, f"--irscope-trace={store}"]
    proc = _run(cmd, tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "1 passed" in proc.stdout and "Warning" not in proc.stdout + proc.stderr, proc.stdout + proc.stderr
    assert [_undigested(label) for label in bundles(store)] == ["one_kernel.negate:f16_32@sm_90a"]
