"""A project whose kernels fail to compile, for the tests of how every command, report and the
TUI show a failed capture (issue 42, items 2 and 3): kernels/ holds

- `broken_copy` (tests/data/kernels_bad): `mismatched` fails with the DSL's ValueError at the
  user's line `dst.store(frag.load())`; `fine` compiles (2 x LDG.E.128);
- `declared_copy`: the same module with both cases declared to fail (`Case(xfail=...)`): its
  `mismatched` fails as declared (xfail), its `fine` compiles (XPASS).

Each is a project of its own (`failing_project`, `declared_project`), captured once per session
into its `.irscope/`, its snapshots written by `irscope check --update`.
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.helpers import REPO, run_irscope

BAD = REPO / "tests" / "data" / "kernels_bad" / "broken_copy.py"
FAILING = "broken_copy:mismatched@sm_90a"
COMPILES = "broken_copy:fine@sm_90a"
XFAIL = "declared_copy:mismatched@sm_90a"
XPASS = "declared_copy:fine@sm_90a"
MESSAGE = "lhs and rhs must have the same shape, but got (1, 4) and (1, 8)"
XFAIL_WHY = "copies 8 values into a 4-element tile"


@dataclass(frozen=True)
class FailingProject:
    root: Path
    store: Path
    capture_stdout: str  # what `irscope capture` printed, on stdout
    capture_stderr: str

    def failing_line(self, module: str = "broken_copy") -> int:
        """The line of kernels/MODULE.py the DSL rejects."""
        lines = (self.root / "kernels" / f"{module}.py").read_text().splitlines()
        return next(i for i, text in enumerate(lines, 1) if "dst.store(frag.load())  # 8 values" in text)

    def irscope(self, *args: str, env: dict[str, str] | None = None):  # -> tests.helpers.CliResult
        return run_irscope("--store", str(self.store), *args, cwd=self.root, env=env)


def _project(root: Path, modules: dict[str, str]) -> FailingProject:
    """kernels/ holding `modules` (name -> text), captured once into .irscope/, and the snapshots
    of what compiled written by `irscope check --update`."""
    (root / "kernels").mkdir()
    for name, text in modules.items():
        (root / "kernels" / f"{name}.py").write_text(text)
    (root / "pyproject.toml").write_text('[tool.irscope]\nstore = ".irscope"\nkernels = "kernels"\n')
    captured = run_irscope("capture", cwd=root, env={"COLUMNS": "80"})
    assert captured.returncode in (0, 1), captured.stdout + captured.stderr
    run_irscope("check", "--update", "--from-store", ".irscope", cwd=root)
    return FailingProject(root, root / ".irscope", captured.stdout, captured.stderr)


def _needs_dsl() -> None:
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed: the failures need real captures")


@pytest.fixture(scope="session")
def failing_project(tmp_path_factory: pytest.TempPathFactory) -> FailingProject:
    """broken_copy: `mismatched` fails, `fine` compiles."""
    _needs_dsl()
    project = _project(tmp_path_factory.mktemp("failing"), {"broken_copy": BAD.read_text()})
    assert (project.root / "snapshots" / "broken_copy" / "fine").is_dir()
    return project


@pytest.fixture(scope="session")
def declared_project(tmp_path_factory: pytest.TempPathFactory) -> FailingProject:
    """declared_copy: both cases declared to fail; `mismatched` does (xfail), `fine` compiles
    (XPASS)."""
    _needs_dsl()
    declared = (
        BAD.read_text()
        .replace(
            'Case("mismatched", entry=mismatched_copy, args=_args, archs=("sm_90a",)),',
            f'Case("mismatched", entry=mismatched_copy, args=_args, archs=("sm_90a",), xfail="{XFAIL_WHY}"),',
        )
        .replace(
            'Case("fine", entry=fine_copy, args=_args, archs=("sm_90a",)),',
            'Case("fine", entry=fine_copy, args=_args, archs=("sm_90a",), xfail="thought broken"),',
        )
    )
    assert declared.count("xfail=") == 2
    return _project(tmp_path_factory.mktemp("declared"), {"declared_copy": declared})
