"""[tool.irscope] in pyproject.toml: read by every command and by the pytest plugin, relative to
the file's directory, overridden by command-line options and environment variables; a bad
setting is one line naming the file and the key, exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import invoke_irscope, run_irscope
from tests.project.conftest import needs_dsl


def write_config(project: Path, text: str) -> None:
    project.mkdir(parents=True, exist_ok=True)
    (project / "pyproject.toml").write_text('[project]\nname = "kernels"\n\n[tool.irscope]\n' + text)


def one_line(stderr: str) -> str:
    lines = [ln for ln in stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    return lines[0]


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (
            'stor = "x"\n',
            "[tool.irscope]: unknown key 'stor' (keys: store, kernels, snapshots, archs, jobs, cache-env;",
        ),
        ("jobs = -1\n", "[tool.irscope] jobs: expected a whole number from 0 to 1024, got -1"),
        ('archs = ["sm90"]\n', "[tool.irscope] archs: bad arch 'sm90': expected the form sm_90a"),
        ("store = 3\n", "[tool.irscope] store: expected a directory (a string), got 3"),
        ("[tool.irscope.captur]\ntimeout = 1\n", "[tool.irscope.captur] names no irscope command"),
        ("[tool.irscope.capture]\ntimeuot = 1\n", "[tool.irscope.capture]: irscope capture has no option --timeuot"),
        ('[tool.irscope.capture]\ntimeout = "soon"\n', "[tool.irscope.capture] timeout: 'soon' is not a valid float"),
        ("[tool.irscope.capture]\nno-sass = 1\n", "[tool.irscope.capture] no-sass: expected true or false, got 1"),
        ('[tool.irscope.passes]\nstore = "s"\n', "has no option --store (the store is [tool.irscope] store)"),
        ("[tool.irscope\n", "not valid TOML"),
    ],
)
def test_a_bad_setting_is_one_line_naming_the_file(tmp_path: Path, config: str, message: str) -> None:
    write_config(tmp_path, config)
    if config.startswith("[tool.irscope\n"):
        (tmp_path / "pyproject.toml").write_text(config)
    r = invoke_irscope("passes", "x:y@sm_90a", cwd=tmp_path)
    assert r.returncode == 2
    line = one_line(r.stderr)
    assert line.startswith(f"irscope: error: {tmp_path / 'pyproject.toml'}: "), line
    assert message in line, line


def test_store_is_read_relative_to_the_pyproject_and_options_win(tmp_path: Path) -> None:
    write_config(tmp_path, 'store = "bundles"\n')
    sub = tmp_path / "src" / "deep"
    sub.mkdir(parents=True)
    missing = "x:y@sm_90a: no store"
    r = invoke_irscope("passes", "x:y@sm_90a", cwd=sub)
    bundles = tmp_path / "bundles"
    assert one_line(r.stderr) == f"irscope: error: {missing} {bundles} (no such directory)"
    in_root = invoke_irscope("passes", "x:y@sm_90a", cwd=tmp_path)
    assert f"{missing} bundles " in one_line(in_root.stderr), "kept as written where it was written"
    env = invoke_irscope("passes", "x:y@sm_90a", cwd=sub, env={"IRSCOPE_STORE": str(tmp_path / "env")})
    assert f"{missing} {tmp_path / 'env'} " in one_line(env.stderr)
    option = invoke_irscope("passes", "x:y@sm_90a", "--store", str(tmp_path / "opt"), cwd=sub)
    assert f"{missing} {tmp_path / 'opt'} " in one_line(option.stderr)


def test_kernels_directory_from_the_config(tmp_path: Path) -> None:
    write_config(tmp_path, 'kernels = "gpu/kernels"\n')
    (tmp_path / "gpu" / "kernels").mkdir(parents=True)
    r = invoke_irscope("list", cwd=tmp_path)
    assert one_line(r.stderr) == "irscope: error: gpu/kernels: no kernel modules (*.py) found"
    (tmp_path / "other").mkdir()
    option = invoke_irscope("list", "--kernels", "other", cwd=tmp_path)
    assert one_line(option.stderr) == "irscope: error: other: no kernel modules (*.py) found"
    env = invoke_irscope("list", cwd=tmp_path, env={"IRSCOPE_KERNELS": "other"})
    assert one_line(env.stderr) == "irscope: error: other: no kernel modules (*.py) found"


def test_a_command_table_sets_that_commands_defaults(tmp_path: Path) -> None:
    write_config(tmp_path, '[tool.irscope.capture]\ntimeout = 120\nmethod = "replay"\n')
    r = invoke_irscope("capture", "--help", cwd=tmp_path, env={"COLUMNS": "200"})
    assert r.returncode == 0, r.stderr
    assert "[default: 120; 1<=x<=604800]" in r.stdout and "[default: replay]" in r.stdout
    plain = invoke_irscope("capture", "--help", cwd=tmp_path.parent, env={"COLUMNS": "200"})
    words = " ".join(plain.stdout.split())  # the help wraps the range's brackets
    assert "[default: 900.0; 1<=x<=604800]" in words and "[default: auto]" in words


@needs_dsl
def test_archs_from_the_config_and_the_option_over_it(project: Path) -> None:
    write_config(project, 'archs = ["sm_90a"]\n')
    r = run_irscope("capture", "blackwell_only", cwd=project)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == "skip blackwell_only:f32@sm_90a: the case declares sm_100a, not sm_90a"
    option = run_irscope("capture", "blackwell_only", "--arch", "sm_80", cwd=project)
    assert option.stdout.splitlines()[0] == "skip blackwell_only:f32@sm_80: the case declares sm_100a, not sm_80"
