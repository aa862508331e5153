"""The layer contracts in pyproject.toml ([tool.importlinter]) hold, and they would catch a
back-import: a plain pytest run fails as soon as one is written (CI runs lint-imports too)."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO

LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"
_SUBPACKAGES = "Capture's subpackages point down"


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
        # (now views.capture_summary); the line-info assembly's source map and comparison (now
        # built on read, analysis.line_info_capture), no longer exempt.
        (
            "capture/assemble/from_workdir.py",
            "from irscope.analysis.names import PTX_FUNCTION_START",
            "Capture imports no",
        ),
        ("capture/orchestrate.py", "from irscope.analysis.observation import observation_parts", "Capture imports no"),
        (
            "capture/assemble/lineinfo.py",
            "from irscope.analysis.sourcemap import build_document",
            "Capture imports no",
        ),
        (
            "capture/assemble/lineinfo.py",
            "from irscope.analysis.code_compare import compare_code",
            "Capture imports no",
        ),
        # The package itself offers irscope.trace() (capture): no exemption hides that any more.
        ("views/table.py", "from irscope import __version__", "Views import no"),
        # The DSL outside a worker: the TUI, and `irscope run`'s own process.
        ("tui/app.py", "import cutlass", "Only capture and irscope.kernel import cutlass"),
        ("gpu/runner.py", "from cutlass import cute", "Only capture and irscope.kernel import cutlass"),
        # Inside capture: a feature below importing one above it, or two siblings each other.
        ("capture/replay/runner.py", "from irscope.capture.worker.artifacts import Outputs", _SUBPACKAGES),
        ("capture/cache/entries.py", "from irscope.capture import leftovers", _SUBPACKAGES),
        ("capture/assemble/from_workdir.py", "from irscope.capture.worker import compile_case", _SUBPACKAGES),
        ("capture/workdir.py", "from irscope.capture.trace import process", _SUBPACKAGES),
        # Inside trace/: the finishing worker reaching back up for the summary's module (the circle
        # worker -> staging -> finish -> pool -> worker that selection_of closed).
        (
            "capture/trace/finish_worker.py",
            "from irscope.capture.trace.staging import assemble_staged",
            "Trace finishing points down",
        ),
    ],
    ids=[
        "capture->views",
        "views->capture",
        "views->snapshots",
        "analysis->tui",
        "store->cli",
        "capture->analysis.names",
        "capture->analysis.observation",
        "capture->analysis.sourcemap",
        "capture->analysis.code_compare",
        "views->irscope",
        "tui->cutlass",
        "gpu->cutlass",
        "capture.replay->capture.worker",
        "capture.cache->capture.leftovers",
        "capture.assemble->capture.worker",
        "capture.workdir->capture.trace",
        "trace.finish_worker->trace.staging",
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


#: The modules irscope starts by name in a new Python process, which no import statement names
#: (so no contract sees them): where each is started. Both are capture's worker side, where the
#: DSL may be imported.
LAUNCHED = {
    "irscope.capture.worker.compile_case": {"irscope/capture/worker_launch.py"},
    "irscope.capture.worker.discover": {"irscope/registry.py"},
}


def test_every_launch_by_name_is_known() -> None:
    """Every `"-m", "irscope.X"` in irscope/ is in LAUNCHED; each runs as __main__ inside capture;
    the traced program's sitecustomize is where `irscope trace` puts it on PYTHONPATH."""
    found: dict[str, set[str]] = {}
    for path in sorted((REPO / "irscope").rglob("*.py")):
        for m in re.finditer(r'"-m",\s*"(irscope(?:\.\w+)+)"', path.read_text()):
            found.setdefault(m[1], set()).add(path.relative_to(REPO).as_posix())
    assert found == LAUNCHED
    for module in LAUNCHED:
        spec = importlib.util.find_spec(module)
        assert spec is not None and spec.origin is not None, module
        assert 'if __name__ == "__main__":' in Path(spec.origin).read_text(), module
        assert module.startswith("irscope.capture."), module
    from irscope.capture.trace.process import BOOT_DIR

    assert (BOOT_DIR / "sitecustomize.py").is_file()


def test_every_command_module_is_in_the_groups_table() -> None:
    """The `irscope` group imports its commands by name (group.COMMANDS), which no import statement
    names: every irscope/cli/*_command.py is there, each under the name its command has."""
    import click

    from irscope.cli.group import COMMANDS, cli

    assert {module for module, _ in COMMANDS.values()} == {p.stem for p in (REPO / "irscope/cli").glob("*_command.py")}
    ctx = click.Context(cli)
    assert [cli.get_command(ctx, name).name for name in cli.list_commands(ctx)] == sorted(COMMANDS)


#: What another command's module would bring with it: capture's orchestrator, explain's views.
OTHER_COMMANDS = ("irscope.capture.orchestrate", "irscope.views.capture_summary", "irscope.analysis.observation")


def _modules_after(code: str, cwd: Path) -> set[str]:
    script = f"import sys\n{code}\nprint(' '.join(sorted(sys.modules)))"
    proc = subprocess.run([sys.executable, "-c", script], cwd=cwd, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return set(proc.stdout.split())


def test_the_group_imports_no_command() -> None:
    loaded = _modules_after("import irscope.cli.group", REPO)
    assert not {m for m in loaded if m.endswith("_command") or m in OTHER_COMMANDS}


def test_a_command_imports_its_own_module_only(tmp_path: Path) -> None:
    """`irscope passes --help` in a project with [tool.irscope] (so click asks for passes' defaults)
    imports passes' module and none of the other commands'."""
    (tmp_path / "pyproject.toml").write_text("[tool.irscope]\njobs = 2\n\n[tool.irscope.passes]\nchanged-only = true\n")
    code = "from irscope.cli import main\nsys.argv = ['irscope', 'passes', '--help']\ntry:\n    main()\nexcept SystemExit:\n    pass"
    loaded = _modules_after(code, tmp_path)
    assert {m for m in loaded if m.endswith("_command")} == {"irscope.cli.passes_command"}
    assert not loaded & set(OTHER_COMMANDS), sorted(loaded & set(OTHER_COMMANDS))
