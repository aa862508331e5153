"""`irscope init`: a starting [tool.irscope], an example snapshot test and a GitHub Actions
workflow; it never overwrites. The workflow's own commands, run here for its three shards and
its merge job, give the report one unsharded session gives."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from irscope import project_config
from tests.helpers import REPO, invoke_irscope
from tests.project.conftest import needs_dsl


def test_init_writes_the_three_files_and_keeps_an_existing_pyproject(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "gemms"\n[tool.ruff]\nline-length = 100')
    r = invoke_irscope("init", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    text = (tmp_path / "pyproject.toml").read_text()
    assert text.startswith('[project]\nname = "gemms"\n[tool.ruff]\nline-length = 100\n\n[tool.irscope]\n')
    config = project_config.load(tmp_path)
    assert (config.store, config.kernels, config.snapshots) == (
        tmp_path / ".irscope",
        tmp_path / "kernels",
        tmp_path / "snapshots",
    )
    assert "irscope_case" in (tmp_path / "tests" / "test_irscope_snapshots.py").read_text()
    assert "--irscope-shard" in (tmp_path / ".github" / "workflows" / "irscope.yml").read_text()


def test_init_overwrites_nothing(tmp_path: Path) -> None:
    workflow = tmp_path / ".github" / "workflows" / "irscope.yml"
    workflow.parent.mkdir(parents=True)
    workflow.write_text("name: ours\n")
    r = invoke_irscope("init", str(tmp_path))
    assert r.returncode == 2
    assert r.stderr.strip() == f"irscope: error: init: {workflow} already exist(s); nothing was written"
    assert workflow.read_text() == "name: ours\n"
    assert not (tmp_path / "pyproject.toml").exists() and not (tmp_path / "tests").exists()
    (tmp_path / "pyproject.toml").write_text("[tool.irscope]\n")
    workflow.unlink()
    r = invoke_irscope("init", str(tmp_path))
    assert r.returncode == 2 and "pyproject.toml ([tool.irscope])" in r.stderr
    assert (tmp_path / "pyproject.toml").read_text() == "[tool.irscope]\n"


def test_docs_show_the_workflow_init_writes() -> None:
    from irscope.cli.init_command import template

    docs = (REPO / "docs" / "project.md").read_text()
    assert f"```yaml\n{template('github_workflow.yml')}```" in docs


def workflow_commands(workflow: Path) -> tuple[str, str]:
    """The workflow's shard command and its merge command (its `run:` lines after the installs)."""
    runs = [m.group(1) for m in re.finditer(r"^\s+run: (.+)$", workflow.read_text(), re.M)]
    shard = next(r for r in runs if "--irscope-shard" in r)
    merge = next(r for r in runs if r.startswith("irscope merge"))
    return shard, merge


def outcomes(report: Path) -> dict[tuple[str, str], str]:
    return {
        (c.get("classname"), c.get("name")): next(
            (x.tag for x in c if x.tag in ("failure", "error", "skipped")), "passed"
        )
        for c in ET.parse(report).iter("testcase")
    }


@needs_dsl
def test_the_workflow_run_locally_equals_one_unsharded_session(project: Path) -> None:
    assert invoke_irscope("init", cwd=project).returncode == 0
    pyproject = project / "pyproject.toml"  # no sm_80: three compiles, not five
    pyproject.write_text(pyproject.read_text().replace('# archs = ["sm_90a"]', 'archs = ["sm_90a", "sm_100a"]'))

    def sh(command: str) -> subprocess.CompletedProcess[str]:
        bin_dir = Path(sys.executable).parent  # the workflow's `pytest` and `irscope` are this venv's
        env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": str(project), "COLUMNS": "200"}
        return subprocess.run(
            ["bash", "-c", command], cwd=project, env=env, capture_output=True, text=True, timeout=900
        )

    pinned = sh("pytest -q -p no:cacheprovider --irscope-update")
    assert pinned.returncode == 0, pinned.stdout + pinned.stderr
    ptx = project / "snapshots" / "plain_copy" / "f32" / "sm_90a" / "module.ptx"
    ptx.write_text(ptx.read_text() + "// pinned by an older compiler\n")
    full = sh("pytest -q -p no:cacheprovider --junitxml=full.xml")
    assert full.returncode == 1, full.stdout

    shard, merge = workflow_commands(project / ".github" / "workflows" / "irscope.yml")
    for i in (1, 2, 3):
        r = sh(shard.replace("${{ matrix.shard }}", str(i)) + " -q -p no:cacheprovider")
        assert r.returncode in (0, 1), r.stdout + r.stderr
    r = sh(merge)
    assert r.returncode == 0, r.stderr
    merged = outcomes(project / "irscope.xml")
    assert merged == outcomes(project / "full.xml")
    assert [name for (_, name), v in merged.items() if v == "failure"] == [
        "test_generated_code_matches_snapshots[plain_copy:f32@sm_90a]"
    ]
    assert len(merged) == 3  # plain_copy and scale for sm_90a, blackwell_only for sm_100a


def _next_steps(stdout: str) -> list[str]:
    """The commands init printed after `next:` (indented two spaces), in order."""
    lines = stdout.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("next:"))
    return [line.strip() for line in lines[start + 1 :] if line.startswith("  ")]


def _run_as_printed(commands: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """The printed commands, one after the other in one shell, as a user types them."""
    bin_dir = Path(sys.executable).parent  # `pytest` and `irscope` of the environment irscope is in
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": str(cwd), "COLUMNS": "80"}
    script = " && ".join(commands)
    return subprocess.run(["bash", "-c", script], cwd=cwd, env=env, capture_output=True, text=True, timeout=900)


@needs_dsl
def test_init_leaves_a_project_whose_first_test_runs(tmp_path: Path) -> None:
    """Issue 42, item 7: on main init wrote no kernels/, no .gitignore entry, and its next step
    (`pytest --irscope-update` after `put kernel modules in kernels/`) had nothing to pin."""
    r = invoke_irscope("init", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "kernels" / "copy_example.py").is_file()
    assert ".irscope/" in (tmp_path / ".gitignore").read_text().splitlines()
    steps = _next_steps(r.stdout)
    assert steps == ["pytest --irscope-update", "pytest"], r.stdout
    done = _run_as_printed([f"{s} -p no:cacheprovider" for s in steps], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed" in done.stdout and "5 matched of 5 checked" in done.stdout, done.stdout
    pinned = tmp_path / "snapshots" / "copy_example" / "f32" / "sm_90a"
    # a 128-bit load: ld.global.v4.f32 up to DSL 4.5, ld.global.v4.b32 from 4.8
    assert (pinned / "module.ptx").is_file() and re.search(
        r"ld\.global\.v4\.[bf]32", (pinned / "module.ptx").read_text()
    )
    if shutil.which("git"):
        subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
        ignored = subprocess.run(["git", "check-ignore", "-q", ".irscope/x"], cwd=tmp_path)
        assert ignored.returncode == 0, "the store is not git-ignored"


@needs_dsl
def test_init_into_a_folder_without_pytest_prints_commands_that_work(tmp_path: Path) -> None:
    """Where the environment has no pytest (the `[dsl]` extra brings none), the printed next
    steps are `irscope check`'s, preceded by a `cd` into the folder init was given."""
    hide_pytest = "import sys; sys.modules['pytest'] = None\nfrom irscope.cli import main\nsys.argv = ['irscope', 'init', 'proj']\nmain()"
    r = subprocess.run([sys.executable, "-c", hide_pytest], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    steps = _next_steps(r.stdout)
    assert steps == ["cd proj", "irscope check --update", "irscope check"], r.stdout
    done = _run_as_printed(steps, tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "5 of 5 snapshots match" in done.stdout, done.stdout
    assert (tmp_path / "proj" / "snapshots" / "copy_example" / "f32" / "sm_90a" / "stats.json").is_file()


def test_init_keeps_a_gitignore_and_an_existing_kernel_folder(tmp_path: Path) -> None:
    """A .gitignore gets the store's line appended (once); a kernels/ holding modules gets no example."""
    (tmp_path / ".gitignore").write_text("build/")
    (tmp_path / "kernels").mkdir()
    (tmp_path / "kernels" / "mine.py").write_text("CASES = []\n")
    r = invoke_irscope("init", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert (tmp_path / ".gitignore").read_text().splitlines()[0] == "build/"
    assert (tmp_path / ".gitignore").read_text().count(".irscope/") == 1
    assert sorted(p.name for p in (tmp_path / "kernels").iterdir()) == ["mine.py"]
    assert "your kernels'" in r.stdout
