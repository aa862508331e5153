"""Round 8: a command that ends in an error leaves no directory it made behind (irscope/made_dirs.py,
taken back by cli.group when the exit status is not 0), while everything a command wrote that is
data (a bundle, a failed capture's bundle) stays.

Each test runs `python -m irscope` in a project folder of its own (a copy of kernels/relu.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from irscope import store
from tests.helpers import KERNELS, REPO
from tests.reliability.capture_support import needs_dsl, stderr_lines


def _project(tmp_path: Path) -> Path:
    project = tmp_path / "project"
    (project / "kernels").mkdir(parents=True)
    for name in ("relu.py", "_common.py"):
        shutil.copy(KERNELS / name, project / "kernels" / name)
    return project


def _irscope(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("IRSCOPE_")}
    env.update(COLUMNS="200", TMPDIR=str(project.parent), PYTHONPATH=str(REPO))
    return subprocess.run(
        [sys.executable, "-m", "irscope", *args], cwd=project, env=env, capture_output=True, text=True, timeout=300
    )


def _entries(project: Path) -> list[str]:
    return sorted(p.name for p in project.iterdir())


@needs_dsl
@pytest.mark.parametrize(
    "args",
    [
        ("capture", "nosuchkernel"),
        ("capture", "relu:nosuchcase"),
        ("capture", "--out", "a/b/c", "nosuchkernel"),
        ("capture", "--from-trace", "kernels"),
    ],
    ids=["unknown-kernel", "unknown-case", "unknown-kernel-into-a-deep-out", "from-trace-of-no-trace"],
)
def test_a_capture_of_an_unknown_kernel_leaves_no_store(tmp_path: Path, args: tuple[str, ...]) -> None:
    """`irscope capture nosuchkernel` in a project: exit 2, one line naming the kernel, and no
    `.irscope/` (nor `a/`) made (*failed on main*: the store and its marker were made before the
    kernel was found unknown, and a later command adopted the empty store)."""
    project = _project(tmp_path)
    r = _irscope(project, *args)
    assert r.returncode == 2, r.stderr
    (line,) = stderr_lines(r.stderr)
    assert line.startswith("irscope: error: ") and ("nosuch" in line or "kernels" in line), line
    assert _entries(project) == ["kernels"]


def test_a_traced_program_that_fails_before_any_compile_leaves_no_store(tmp_path: Path) -> None:
    """`irscope trace -- python -c 'raise SystemExit(3)'`: exit 3, the program's, and no
    `.irscope/` (*failed on main*: an empty store with its marker left behind)."""
    project = _project(tmp_path)
    r = _irscope(project, "trace", "--", sys.executable, "-c", "raise SystemExit(3)")
    assert r.returncode == 3, r.stderr
    assert _entries(project) == ["kernels"]


@needs_dsl
def test_a_capture_that_fails_to_compile_keeps_its_store(tmp_path: Path) -> None:
    """The rule takes back only what holds nothing but irscope's bookkeeping: a capture whose
    compile fails (exit 1) keeps the store it made, with the failed capture's bundle in it."""
    project = _project(tmp_path)
    bad = project / "kernels" / "relu.py"
    bad.write_text(bad.read_text().replace("    def build():\n", "    def build():\n        1 / 0\n"))
    r = _irscope(project, "capture", "relu:f32", "--arch", "sm_90a", "--no-sass")
    assert r.returncode == 1, r.stderr
    assert (project / store.DEFAULT_STORE / store.MARKER).is_file()
    assert list((project / store.DEFAULT_STORE).glob("relu/f32/sm_90a/*/manifest.json"))


def test_a_store_that_was_there_is_never_taken_back(tmp_path: Path) -> None:
    """A store that existed before the command (even empty, even holding only its marker) stays
    when the command fails: only what this command made is taken back."""
    project = _project(tmp_path)
    existing = project / "mine"
    existing.mkdir()
    (existing / store.MARKER).write_text("an irscope store\n")
    r = _irscope(project, "--store", "mine", "capture", "nosuchkernel")
    assert r.returncode == 2
    assert (existing / store.MARKER).is_file()


def test_a_list_that_fails_leaves_no_store(tmp_path: Path) -> None:
    """`irscope list` whose kernel module fails at import: exit 2, and no `.irscope/` (the kernel
    discovery cache is written only after a discovery that succeeded)."""
    project = _project(tmp_path)
    (project / "kernels" / "broken.py").write_text("raise ImportError('no such helper')\n")
    r = _irscope(project, "list")
    assert r.returncode == 2
    assert _entries(project) == ["kernels"]


def test_a_store_another_capture_writes_into_while_it_is_taken_back_keeps_that_and_its_marker(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two commands start on a new store at once: one fails (a kernel name it does not know) and
    takes back the store it made; the other has adopted it and writes its bundle after the first
    looked and found only bookkeeping. Nothing the second wrote is removed, and the store keeps
    its marker (before: the whole tree was removed, or its marker was and the bundle stayed)."""
    from irscope import made_dirs

    monkeypatch.setattr(made_dirs, "_made", [])  # what this test's command made, only
    root = tmp_path / ".irscope"
    made_dirs.make(root)
    store.create(root)
    marker = (root / store.MARKER).read_bytes()
    bundle = root / "relu" / "f32" / "sm_90a" / "20261206T000000Z" / "manifest.json"

    def looked_then_the_other_wrote(top: Path, bookkeeping: object) -> bool:
        bundle.parent.mkdir(parents=True)
        bundle.write_text("{}")
        return True  # what the look found, before the other command's write

    monkeypatch.setattr(made_dirs, "_only_bookkeeping", looked_then_the_other_wrote)
    assert made_dirs.take_back({store.MARKER}) == []
    assert bundle.read_text() == "{}" and (root / store.MARKER).read_bytes() == marker


def test_a_failed_command_takes_back_only_what_it_made_itself(tmp_path: Path) -> None:
    """A store made before the command, in the same process (a session fixture's, a program that
    uses irscope's modules before it runs a command), holding only its marker, stays when the
    command fails: only what this command made is taken back."""
    from irscope import made_dirs
    from tests.helpers import invoke_irscope

    earlier = tmp_path / "earlier-store"
    store.create(earlier)  # made through made_dirs, before any command
    project = _project(tmp_path)
    result = invoke_irscope("capture", "nosuchkernel", cwd=project)
    assert result.returncode == 2, result.stderr
    assert (earlier / store.MARKER).is_file() and not (project / ".irscope").exists()
    made_dirs.forget()
