"""Which files key a capture in the capture cache (capture/worker/local_modules.py), without compiling."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from irscope.capture.worker.local_modules import local_module_files


def _module(monkeypatch: pytest.MonkeyPatch, name: str, file: str) -> None:
    mod = types.ModuleType(name)
    mod.__file__ = file
    monkeypatch.setitem(sys.modules, name, mod)


def test_a_relative_module_file_names_no_local_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # torch._classes says __file__ == "_classes.py": resolved against the working directory it
    # became a "local file" of whatever project the capture ran in, keying its cache on nothing real.
    monkeypatch.chdir(tmp_path)
    _module(monkeypatch, "fake_relative_module", "_classes.py")
    kernel = tmp_path / "kernels" / "scale.py"
    kernel.parent.mkdir()
    kernel.write_text("")
    _module(monkeypatch, "fake_local_kernel", str(kernel))
    found = local_module_files()
    assert str(kernel.resolve()) in found
    assert str(tmp_path / "_classes.py") not in found


def test_links_are_followed_as_path_resolve_follows_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A module under an installed root is the project's when a link leads there (a file or a
    package linked into site-packages, `..` in a path); a plain file there is not. Directories
    are resolved once each: every form of a path must still resolve whole."""
    from irscope.capture.worker import local_modules

    site_packages, project = tmp_path / "site-packages", tmp_path / "project"
    (project / "pkg").mkdir(parents=True)
    site_packages.mkdir()
    for rel in ("real.py", "pkg/mod.py", "beside.py"):
        (project / rel).write_text("")
    (site_packages / "installed.py").write_text("")
    (site_packages / "linked.py").symlink_to(project / "real.py")
    (site_packages / "pkg").symlink_to(project / "pkg", target_is_directory=True)
    (site_packages / "inner.py").symlink_to(site_packages / "installed.py")  # a link that stays inside
    monkeypatch.setattr(local_modules, "_not_local_roots", lambda: [site_packages.resolve()])
    files = {
        "fake_installed": site_packages / "installed.py",
        "fake_linked_file": site_packages / "linked.py",
        "fake_linked_package": site_packages / "pkg" / "mod.py",
        "fake_inner_link": site_packages / "inner.py",
        "fake_dotdot": site_packages / ".." / "project" / "beside.py",
    }
    for name, file in files.items():
        _module(monkeypatch, name, str(file))
    found = set(local_module_files())
    expected = {str((project / rel).resolve()) for rel in ("real.py", "pkg/mod.py", "beside.py")}
    assert expected <= found
    assert not {str(site_packages.resolve() / n) for n in ("installed.py", "linked.py", "inner.py")} & found
    # Whatever else the test process has loaded: the same answer as resolving each path whole.
    for path in found:
        assert path == str(Path(path).resolve())
