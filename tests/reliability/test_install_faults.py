"""An install where the compiled text core was not built (issue 38): a machine without a C
compiler, a slim container image. irscope must run its pure-Python analysis there, whatever
else lies where the extension would be (irscope/analysis/compiled.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO
from tests.reliability.conftest import only_bundle


def _package_without_core(tmp_path: Path) -> Path:
    """irscope's package as an install without a C compiler leaves it: every file but a built
    extension. Run with PYTHONPATH set to the returned folder, it is the irscope imported."""
    site = tmp_path / "site"
    skip = shutil.ignore_patterns("*.so", "*.pyd", "__pycache__")
    shutil.copytree(REPO / "irscope", site / "irscope", ignore=skip)
    return site


def _python(site: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(site), "COLUMNS": "200", "IRSCOPE_PURE_PYTHON": ""}
    return subprocess.run([sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def _every_kind_of_command(site: Path, store: Path, tmp_path: Path) -> None:
    """passes, show, stats, diff (two captures, one pass), report, export: each runs to its end."""
    bundle = str(only_bundle(store))
    commands = [
        ("passes", bundle),
        ("show", bundle, "--kind", "ptx"),
        ("stats", bundle),
        ("diff", bundle, bundle, "--kind", "sass"),
        ("diff", bundle, "--pass", "convert-to-llvm"),
        ("report", bundle, bundle),
        ("export", bundle, "-o", str(tmp_path / "page.html")),
    ]
    for command in commands:
        run = _python(site, "-m", "irscope", "--store", str(store), *command, cwd=tmp_path)
        assert "Traceback" not in run.stderr, (command, run.stderr[-3000:])
        assert run.returncode in (0, 1), (command, run.returncode, run.stderr[-3000:])
    assert (tmp_path / "page.html").stat().st_size > 0


def _core_seen(site: Path, tmp_path: Path) -> str:
    probe = "from irscope.analysis import compiled; print(compiled.core)"
    run = _python(site, "-c", probe, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    return run.stdout.strip()


def test_an_install_without_the_built_core_runs_every_command_in_pure_python(store: Path, tmp_path: Path) -> None:
    """What `pip install -e .` leaves without gcc: no `_textcore*.so`. (Failed on main: the C
    sources' folder `irscope/analysis/_textcore/` was imported as a namespace package, taken for
    the core, and every command that normalizes ended in `AttributeError: module
    'irscope.analysis._textcore' has no attribute 'str_tuple'`.)"""
    site = _package_without_core(tmp_path)
    _every_kind_of_command(site, store, tmp_path)
    assert _core_seen(site, tmp_path) == "None"


@pytest.mark.parametrize("stray", ["folder", "module"])
def test_something_else_by_the_cores_name_is_not_taken_for_it(store: Path, tmp_path: Path, stray: str) -> None:
    """A folder left where the C sources once were (an old checkout's, a copy's), or a stray
    `_textcore.py`: neither is an extension holding the core's functions, so pure Python runs."""
    site = _package_without_core(tmp_path)
    analysis = site / "irscope" / "analysis"
    if stray == "folder":
        (analysis / "_textcore").mkdir()
        (analysis / "_textcore" / "module.c").write_text("/* an old checkout's source */\n")
    else:
        (analysis / "_textcore.py").write_text("def str_tuple(seq):\n    return tuple(seq)\n")
    assert _core_seen(site, tmp_path) == "None"
    _every_kind_of_command(site, store, tmp_path)


def test_the_c_sources_live_outside_the_package() -> None:
    """No folder of the extension's name inside the package, in the checkout or in what the
    wheel and sdist are built from; setup.py builds the core from `src/_textcore/`."""
    assert not (REPO / "irscope" / "analysis" / "_textcore").exists()
    assert sorted(p.name for p in (REPO / "src" / "_textcore").glob("*.c"))
    assert "graft src/_textcore" in (REPO / "MANIFEST.in").read_text().splitlines()
