"""A project as users lay it out (issue 38): `irscope init` where one place cannot be written
does all or nothing, and a rerun works; a case added by a helper module that a kernel module
imports is seen, however the discovery was cached."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO, run_patched_irscope
from tests.reliability.capture_support import needs_dsl, stderr_lines

INIT_TARGETS = ("pyproject.toml", "tests/test_irscope_snapshots.py", ".github/workflows/irscope.yml")
PYPROJECT = '[project]\nname = "kernels"\nversion = "1"\n'

# Any file made under the project's tests/ fails as in a read-only directory (EACCES; run as root
# in CI, a chmod would not stop the write).
TESTS_READ_ONLY = """
import errno, os
_open = os.open
def _read_only_tests(path, flags, *args, **kwargs):
    if "/tests/" in os.fspath(path) and flags & os.O_CREAT:
        raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
    return _open(path, flags, *args, **kwargs)
os.open = _read_only_tests
"""

# The last rename (the workflow) fails: every target before it was already replaced.
LAST_RENAME_FAILS = """
import errno, os
_replace = os.replace
def _full_disk_at_the_end(src, dst, *args, **kwargs):
    if os.fspath(dst).endswith("irscope.yml"):
        raise OSError(errno.EIO, "Input/output error", os.fspath(dst))
    return _replace(src, dst, *args, **kwargs)
os.replace = _full_disk_at_the_end
"""


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("fault", ["tests-read-only", "last-rename-fails"])
def test_init_that_fails_part_way_writes_nothing_and_a_rerun_works(tmp_path: Path, fault: str) -> None:
    """`irscope init` where `tests/` cannot be written (or the last file cannot be put in
    place): exit 2, one line naming the file, the project exactly as before (pyproject.toml
    byte for byte, no directory made, no temporary); the rerun then writes all three. (Failed on
    main: [tool.irscope] was appended to pyproject.toml before the failure, and the rerun
    refused: `pyproject.toml ([tool.irscope]) already exist(s)`.)"""
    project = tmp_path / "project"
    (project / "tests").mkdir(parents=True)
    (project / "pyproject.toml").write_text(PYPROJECT)
    before = _tree(project)
    patch = TESTS_READ_ONLY if fault == "tests-read-only" else LAST_RENAME_FAILS
    failed = run_patched_irscope(patch, "init", str(project), env={})
    assert failed.returncode == 2, failed.stderr
    assert _tree(project) == before
    assert sorted(p.name for p in project.iterdir()) == ["pyproject.toml", "tests"]
    (line,) = stderr_lines(failed.stderr)
    named = "tests/test_irscope_snapshots.py" if fault == "tests-read-only" else ".github/workflows/irscope.yml"
    assert line.startswith("irscope: error: ") and named in line and "nothing was written" in line, line
    rerun = subprocess.run(
        [sys.executable, "-m", "irscope", "init", str(project)], capture_output=True, text=True, timeout=60, cwd=REPO
    )
    assert rerun.returncode == 0, rerun.stderr
    assert all((project / t).is_file() for t in INIT_TARGETS)
    assert (project / "pyproject.toml").read_text().startswith(PYPROJECT) and "[tool.irscope]" in (
        project / "pyproject.toml"
    ).read_text()


@pytest.mark.skipif(os.getuid() == 0, reason="root writes into a read-only directory")
def test_init_with_a_really_read_only_tests_directory_writes_nothing(tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / "tests").mkdir(parents=True)
    (project / "pyproject.toml").write_text(PYPROJECT)
    before = _tree(project)
    (project / "tests").chmod(0o555)
    try:
        failed = subprocess.run(
            [sys.executable, "-m", "irscope", "init", str(project)], capture_output=True, text=True, timeout=60
        )
    finally:
        (project / "tests").chmod(0o755)
    assert failed.returncode == 2 and "nothing was written" in failed.stderr, failed.stderr
    assert _tree(project) == before


KERNEL = (REPO / "tests" / "data" / "kernels_faults" / "tiny.py").read_text()
# The kernel module's cases come from a helper package of the project: the names list there.
KERNEL_FROM_HELPER = KERNEL.replace(
    'CASES = [Case("f32",',
    "from casebook import NAMES\n\nCASES = [Case(name,",
).replace('description="fault suite: one copy per thread")]', 'description="from the casebook") for name in NAMES]')


@needs_dsl
def test_a_case_a_helper_module_adds_is_seen_past_the_discovery_cache(tmp_path: Path) -> None:
    """`kernels/tiny.py` takes its case names from `kernels/casebook/` (a package beside it, not
    a kernel module); a name added there is listed and captured at once, the kernel module
    untouched. (Failed on main: the discovery cache was keyed on the kernel modules (and
    `_*.py` beside them) only: `irscope capture tiny:f16` said `tiny has no case f16`.)"""
    assert "for name in NAMES" in KERNEL_FROM_HELPER, "tests/data/kernels_faults/tiny.py changed its CASES line"
    kernels = tmp_path / "kernels"
    (kernels / "casebook").mkdir(parents=True)
    (kernels / "tiny.py").write_text(KERNEL_FROM_HELPER)
    (kernels / "casebook" / "__init__.py").write_text('NAMES = ["f32"]\n')
    store = tmp_path / "store"

    def irscope(*args: str) -> subprocess.CompletedProcess[str]:
        cmd = [sys.executable, "-m", "irscope", "--store", str(store), *args, "--kernels", str(kernels)]
        return subprocess.run(cmd, capture_output=True, text=True, timeout=600, cwd=tmp_path)

    listed = irscope("list")
    assert listed.returncode == 0 and "tiny:f32" in listed.stdout and "tiny:f16" not in listed.stdout, listed
    (kernels / "casebook" / "__init__.py").write_text('NAMES = ["f32", "f16"]\n')
    listed = irscope("list")
    assert "tiny:f16" in listed.stdout, listed.stdout + listed.stderr
    captured = irscope("capture", "tiny:f16", "--arch", "sm_90a")
    assert captured.returncode == 0, captured.stderr
    assert (store / "tiny" / "f16" / "sm_90a").is_dir()
    shutil.rmtree(kernels / "casebook")  # the helper gone: the cached answer no longer holds
    listed = irscope("list")
    assert listed.returncode == 2 and "casebook" in listed.stderr, listed.stderr
