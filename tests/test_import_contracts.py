"""The layer contracts in pyproject.toml ([tool.importlinter]) hold, and they would catch a
back-import: a plain pytest run fails as soon as one is written (CI runs lint-imports too)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO

LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"


def lint_imports(root: Path) -> subprocess.CompletedProcess[str]:
    # PYTHONPATH first: the package under `root` is the one analysed, not the installed one.
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache"], cwd=root, env=env, capture_output=True, text=True, timeout=300
    )


def test_the_layer_contracts_hold() -> None:
    proc = lint_imports(REPO)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "0 broken" in proc.stdout


@pytest.mark.parametrize(
    ("module", "back_import", "contract"),
    [
        # The back-imports this layering removed, hidden in a function body as they were.
        ("capture/orchestrate.py", "from irscope.views.pass_table import print_pass_table", "Capture imports no"),
        ("views/capture_progress.py", "from irscope.capture import orchestrate", "Views import no"),
        ("views/diff_text.py", "from irscope.snapshots.compare import SnapshotResult", "Views import no"),
        ("analysis/texts.py", "from irscope.tui import pass_list", "Analysis imports only"),
        ("store.py", "from irscope.cli import options", "Nothing imports irscope.cli"),
        # capture -> analysis: the PTX entry rule (now irscope.ptx_syntax) and the summary line
        # (now views.capture_summary); only the line-info assembly is exempt.
        ("capture/assemble.py", "from irscope.analysis.names import PTX_FUNCTION_START", "Capture imports no"),
        ("capture/orchestrate.py", "from irscope.analysis.observation import observation_parts", "Capture imports no"),
        # The package itself offers irscope.trace() (capture): no exemption hides that any more.
        ("views/table.py", "from irscope import __version__", "Views import no"),
    ],
    ids=[
        "capture->views",
        "views->capture",
        "views->snapshots",
        "analysis->tui",
        "store->cli",
        "capture->analysis.names",
        "capture->analysis.observation",
        "views->irscope",
    ],
)
def test_a_reintroduced_back_import_breaks_a_contract(
    tmp_path: Path, module: str, back_import: str, contract: str
) -> None:
    shutil.copytree(REPO / "irscope", tmp_path / "irscope", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(REPO / "pyproject.toml", tmp_path / "pyproject.toml")
    target = tmp_path / "irscope" / module
    target.write_text(target.read_text() + f"\n\ndef _back() -> None:\n    {back_import}  # noqa\n")
    proc = lint_imports(tmp_path)
    assert proc.returncode != 0, proc.stdout
    # "NAME BROKEN", or "NAME BROKEN (1 ignored import)" for a contract with an exemption.
    broken = [line for line in proc.stdout.splitlines() if " BROKEN" in line or line.startswith("BROKEN")]
    assert any(contract in line for line in broken), proc.stdout
