"""`irscope init` in a project where something is in the way: it writes the three files as every
file a user names is written (irscope/output_files.py), after checking all three."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO


def _fifo_pyproject(project: Path, outside: Path) -> str:
    os.mkfifo(project / "pyproject.toml")
    return "pyproject.toml: is a FIFO"


def _symlinked_pyproject(project: Path, outside: Path) -> str:
    (outside / "pyproject.toml").write_text("[project]\n")
    (project / "pyproject.toml").symlink_to(outside / "pyproject.toml")
    return "pyproject.toml: is a symlink"


def _tests_a_file(project: Path, outside: Path) -> str:
    (project / "pyproject.toml").write_text('[project]\nname = "k"\n')
    (project / "tests").write_text("")
    return "tests: is a regular file, where . needs a directory"


def _workflows_a_link_out(project: Path, outside: Path) -> str:
    (project / ".github").mkdir()
    (project / ".github" / "workflows").symlink_to(outside)
    return ".github/workflows: is a symlink, where . needs a directory"


def _dangling_test_link(project: Path, outside: Path) -> str:
    (project / "tests").mkdir()
    (project / "tests" / "test_irscope_snapshots.py").symlink_to(outside / "made.py")
    return "tests/test_irscope_snapshots.py: is a symlink"


SETUPS = {
    "fifo-pyproject": _fifo_pyproject,
    "symlinked-pyproject": _symlinked_pyproject,
    "tests-a-file": _tests_a_file,
    "workflows-a-link-out": _workflows_a_link_out,
    "dangling-test-link": _dangling_test_link,
}


def _tree(root: Path) -> dict[str, bytes | str]:
    out: dict[str, bytes | str] = {}
    for path in sorted(root.rglob("*")):
        rel = str(path.relative_to(root))
        if path.is_symlink():
            out[rel] = f"-> {os.readlink(path)}"
        elif path.is_file():
            out[rel] = path.read_bytes()
        else:
            out[rel] = "fifo" if path.exists() and not path.is_dir() else "dir"
    return out


@pytest.mark.parametrize("setup", SETUPS.values(), ids=SETUPS.keys())
def test_init_writes_nothing_when_a_target_is_in_the_way(tmp_path: Path, setup) -> None:  # noqa: ANN001
    """Before: init wrote with its own rename, unchecked: it replaced a FIFO, a symlinked
    pyproject.toml and a dangling link to the test with regular files, wrote irscope.yml
    through `.github/workflows -> elsewhere` into that directory, and with `tests` a file it
    wrote pyproject.toml's table first and then failed (`tests/test_irscope_snapshots.py:
    cannot write: File exists`), half done (*failed before*). Now every target is checked
    first: exit 2, one line naming it, nothing written here or elsewhere."""
    project, outside = tmp_path / "project", tmp_path / "outside"
    project.mkdir()
    outside.mkdir()
    said = setup(project, outside)
    before, before_outside = _tree(project), _tree(outside)
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "init"],
        cwd=project,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"irscope: error: {said}"), proc.stderr
    assert _tree(project) == before
    assert _tree(outside) == before_outside
