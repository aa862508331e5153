"""Traces from elsewhere and traced programs stopped: `capture --from-trace` on specs someone edited,
and `irscope trace` under Ctrl-C (docs/reliability.md, "Traces from elsewhere").

A bundle's trace.json, or a spec file a project commits, is data from someone else: a rebuild
imports the project's own modules by name, resolved under the current directory, the DSL, and
what `--allow-import` names, nothing else; the spec is checked against its schema first. One
real trace (tests/trace_programs/one_kernel.py) is made per module and copied per test; each
test edits its copy the way an attacker or a careless merge would.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.helpers import REPO
from tests.reliability.capture_support import start_irscope

PROGRAMS = REPO / "tests" / "trace_programs"
IRSCOPE_PACKAGE = Path(importlib.util.find_spec("irscope").origin).resolve().parent

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(importlib.util.find_spec("cutlass") is None, reason="nvidia-cutlass-dsl not installed"),
]


def _irscope(
    *args: str, cwd: Path, env: dict[str, str] | None = None, timeout: float = 300
) -> subprocess.CompletedProcess[str]:
    full = {**os.environ, "COLUMNS": "200", "CUTE_DSL_ARCH": "sm_90a", **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "irscope", *args], cwd=cwd, env=full, capture_output=True, text=True, timeout=timeout
    )


@pytest.fixture(scope="module")
def traced(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store holding one traced compile (one_kernel.negate, f32, sm_90a)."""
    work = tmp_path_factory.mktemp("traced")
    cmd = ["trace", "--no-sass", "--arch", "sm_90a", "--out", str(work / "store"), "--"]
    proc = _irscope(*cmd, sys.executable, str(PROGRAMS / "one_kernel.py"), cwd=work)
    assert proc.returncode == 0, proc.stderr
    return work / "store"


@pytest.fixture
def project(traced: Path, tmp_path: Path) -> Path:
    """A project directory holding a copy of the trace store (its `.irscope`-like data)."""
    shutil.copytree(traced, tmp_path / "traces")
    return tmp_path


def _spec_path(store: Path) -> Path:
    (found,) = store.glob("*/*/*/*/trace.json")
    return found


def _edit(store: Path, change) -> Path:  # noqa: ANN001 - a function of the spec's dict
    path = _spec_path(store)
    spec = json.loads(path.read_text())
    change(spec)
    path.write_text(json.dumps(spec))
    return path


def _error_lines(proc: subprocess.CompletedProcess[str]) -> list[str]:
    assert "Traceback" not in proc.stderr + proc.stdout, proc.stderr
    return [ln for ln in proc.stderr.splitlines() if ln.startswith("irscope: error: ")]


def _marker_module(directory: Path, name: str, marker: Path) -> Path:
    """A module that leaves `marker` behind when imported, and defines one_kernel's `negate`."""
    directory.mkdir(parents=True, exist_ok=True)
    source = (PROGRAMS / "one_kernel.py").read_text()
    path = directory / f"{name}.py"
    path.write_text(f"open({str(marker)!r}, 'w').write('imported')\n{source}")
    return path


@pytest.mark.parametrize("inside", ["the-traced-bundle", "another-bundle"])
def test_function_file_inside_a_bundle_is_never_imported(project: Path, inside: str) -> None:
    """trace.json's `function.file` edited to name a Python file shipped inside a bundle: that file
    is data, never code (on main it was imported by path and ran)."""
    marker = project / "imported"
    spec_path = _spec_path(project / "traces")
    if inside == "the-traced-bundle":
        shipped = _marker_module(spec_path.parent, "payload", marker)
    else:  # a bundle in some other store of the project, not the one rebuilt from
        other = project / "elsewhere" / "k" / "c" / "sm_90a" / "20260101T000000.000000Z"
        shutil.copytree(spec_path.parent, other)
        shipped = _marker_module(other, "payload", marker)
    _edit(project / "traces", lambda s: s["function"].update(module="__main__", file=str(shipped)))
    proc = _irscope("--store", str(project / "out"), "capture", "--no-sass", "--from-trace", "traces", cwd=project)
    assert proc.returncode == 1
    (line,) = _error_lines(proc)
    assert "the traced function: module __main__" in line and str(shipped) in line
    assert "holds data, not code" in line or "inside the bundle" in line
    assert not marker.exists(), "the file shipped in the bundle was imported"
    assert not (project / "out").exists() or not list((project / "out").glob("*/*/*/*/manifest.json"))


def test_function_file_shipped_beside_a_spec_file_is_never_imported(project: Path) -> None:
    """A spec file handed over in a folder with a Python file beside it, the spec naming that file:
    the folder a spec came in is data too (main took no spec files: exit 2, "no such bundle or store")."""
    marker = project / "imported"
    spec_path = _edit(project / "traces", lambda s: None)
    handed = project / "handed-over"
    handed.mkdir()
    shipped = _marker_module(handed, "payload", marker)
    spec = json.loads(spec_path.read_text())
    spec["function"].update(module="__main__", file=str(shipped))
    (handed / "spec.json").write_text(json.dumps(spec))
    proc = _irscope("--store", str(project / "out"), "capture", "--from-trace", "handed-over/spec.json", cwd=project)
    assert proc.returncode == 1
    (line,) = _error_lines(proc)
    assert str(shipped) in line and "holds data, not code" in line
    assert not marker.exists(), "the file handed over with the spec was imported"


@pytest.mark.parametrize("with_file", [True, False], ids=["its-file-named", "by-name-only"])
def test_function_module_outside_the_project_is_never_imported(
    project: Path, tmp_path_factory, with_file: bool
) -> None:  # noqa: ANN001
    """`function.module` edited to name any importable module (here one on PYTHONPATH, outside the
    project, that leaves a marker), with or without its file: refused before any worker starts
    (on main it was imported when its file was named)."""
    outside = tmp_path_factory.mktemp("site")
    marker = project / "imported"
    path = _marker_module(outside, "sidefx", marker)
    _edit(project / "traces", lambda s: s["function"].update(module="sidefx", file=str(path) if with_file else ""))
    env = {"PYTHONPATH": os.pathsep.join(filter(None, [str(outside), os.environ.get("PYTHONPATH")]))}
    proc = _irscope("--store", str(project / "out"), "capture", "--from-trace", "traces", cwd=project, env=env)
    assert proc.returncode == 1
    (line,) = _error_lines(proc)
    assert "module sidefx" in line and "is not a file of the project" in line and "--allow-import sidefx" in line
    assert not marker.exists(), "a module outside the project was imported"


def test_allow_import_is_the_explicit_way_to_import_an_installed_module(project: Path, tmp_path_factory) -> None:  # noqa: ANN001
    """The same spec with `--allow-import sidefx`: the user said so, the module is imported by name
    and the compile rebuilt (the refusal above is a policy, not a failure to find it)."""
    outside = tmp_path_factory.mktemp("site")
    marker = project / "imported"
    _marker_module(outside, "sidefx", marker)
    _edit(project / "traces", lambda s: s["function"].update(module="sidefx", file=""))
    env = {"PYTHONPATH": os.pathsep.join(filter(None, [str(outside), os.environ.get("PYTHONPATH")]))}
    cmd = [
        "--store",
        str(project / "out"),
        "capture",
        "--no-sass",
        "--from-trace",
        "traces",
        "--allow-import",
        "sidefx",
    ]
    proc = _irscope(*cmd, cwd=project, env=env)
    assert proc.returncode == 0, proc.stderr
    assert marker.exists()


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda s: s.pop("call"), "'call' is a required property"),
        (lambda s: s["function"].pop("qualname"), "'qualname' is a required property"),
        (lambda s: s["call"]["params"][0].pop("mlir_type"), "'mlir_type' is a required property"),
        (lambda s: s["call"]["params"][0].update(kind="pickle"), "'pickle' is not one of"),
        (lambda s: s.update(format_version="2"), "format_version"),
    ],
    ids=["no-call", "no-qualname", "tensor-without-type", "unknown-kind", "version-a-string"],
)
def test_a_spec_missing_keys_is_one_line_naming_the_file(project: Path, change, named: str) -> None:  # noqa: ANN001
    """trace.json without a key a rebuild reads, or with a value of the wrong kind: the schema
    check names the file and the field (on main: a KeyError traceback from the worker or the parent)."""
    spec_path = _edit(project / "traces", change)
    proc = _irscope("--store", str(project / "out"), "capture", "--from-trace", "traces", cwd=project)
    assert proc.returncode == 1
    (line,) = _error_lines(proc)
    assert str(spec_path.relative_to(project)) in line and "invalid trace spec" in line and named in line


@pytest.mark.parametrize("field", ["case", "kernel"])
@pytest.mark.parametrize("name", ["../../escaped", "sub/dir", ".."])
def test_path_separators_in_names_never_leave_the_store(project: Path, field: str, name: str) -> None:
    """`case` or `kernel` edited to `../../escaped`: the names become directories of the store, so
    the schema allows no separator in them; nothing is written anywhere (on main the rebuilt bundle
    went to directories outside the store)."""
    _edit(project / "traces", lambda s: s.update({field: name}))
    before = sorted(p.relative_to(project) for p in project.rglob("*"))
    proc = _irscope("--store", str(project / "store" / "out"), "capture", "--from-trace", "traces", cwd=project)
    assert proc.returncode == 1
    (line,) = _error_lines(proc)
    assert f"invalid trace spec at {field}" in line
    made = sorted(set(p.relative_to(project) for p in project.rglob("*")) - set(before))
    made = [p for p in made if p.name != ".irscope-store"]  # the marker of the store irscope made
    assert all(p.parts[0] == "store" and (project / p).is_dir() for p in made), made  # its empty store


def signal_a_traced_program(tmp_path: Path, send: Callable[[int], None]) -> tuple[int, str, str, Path, Path]:
    """`irscope trace -- python prog.py` where the program waits after one compile; `send(pid)`
    signals irscope then. (exit status, stdout, stderr, the store, the temp dir)."""
    store, tmp = tmp_path / "store", tmp_path / "tmp"
    program = PROGRAMS / "compiles_then_waits.py"
    cmd = ("trace", "--no-sass", "--arch", "sm_90a", "--out", str(store), "--", sys.executable, str(program))
    proc = start_irscope(tmp, *cmd)
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        assert line.startswith("compiled"), (line, proc.stderr.read() if proc.stderr else "")
        send(proc.pid)
        started = time.monotonic()
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    assert time.monotonic() - started < 30
    assert err.splitlines()[-1].startswith("irscope trace: 1 bundle from 1 Python process"), err
    (manifest,) = store.glob("one_kernel.negate/*/sm_90a/*/manifest.json")
    assert json.loads(manifest.read_text())["status"] == "ok"
    return proc.returncode, out, err, store, tmp


def test_ctrl_c_stops_a_traced_program_and_keeps_what_it_compiled(tmp_path: Path) -> None:
    """SIGINT to the process group of `irscope trace -- python prog.py` (a Ctrl-C in a terminal)
    while the program waits after one compile: the program stops as it would untraced (its
    KeyboardInterrupt, exit 130) and the compile that finished keeps its bundle (on main irscope
    had set SIGINT to ignored before starting the program, which inherited it and ran on)."""
    code, out, err, _, _ = signal_a_traced_program(tmp_path, lambda pid: os.killpg(pid, signal.SIGINT))
    assert code == 130, err
    assert "KeyboardInterrupt" in err and "nobody stopped me" not in out


@pytest.mark.parametrize("to_group", [False, True], ids=["to-irscope", "to-the-group"])
def test_sigterm_stops_a_traced_program_and_keeps_what_it_compiled(to_group: bool, tmp_path: Path) -> None:
    """SIGTERM to `irscope trace -- python prog.py` (`kill`, `timeout`, a CI job's time limit) while
    the program waits after a compile, to irscope alone or to its process group. Before: irscope
    raised at once, its subprocess call SIGKILLed the program, the finished compile's bundle was
    never written and the staging directory (`irscope-trace-*`) was left in the temp dir. Now the
    program gets SIGTERM and ends as untraced, the bundle is written, the summary line follows,
    exit 143, nothing left in the temp dir."""
    kill = os.killpg if to_group else os.kill
    code, out, err, store, tmp = signal_a_traced_program(tmp_path, lambda pid: kill(pid, signal.SIGTERM))
    assert code == 143, err
    assert "Traceback" not in err and "nobody stopped me" not in out
    assert not list(tmp.glob("irscope-*")), list(tmp.iterdir())
    assert not list(store.glob("*/*/*/.*.tmp"))


def test_a_traced_programs_tracebacks_show_its_frames_not_irscopes(tmp_path: Path) -> None:
    """A compile that fails, caught by the program, which prints its traceback's frames: traced,
    they are the untraced run's frames exactly (on main `trace.hooks.traced_func` and
    `_traced_compile` sat in the middle of every failing compile's traceback)."""
    program = [sys.executable, str(PROGRAMS / "failing_compile.py")]
    env = {**os.environ, "CUTE_DSL_ARCH": "sm_90a"}
    plain = subprocess.run(program, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    cmd = ["trace", "--no-sass", "--out", str(tmp_path / "store"), "--", *program]
    traced = _irscope(*cmd, cwd=tmp_path)
    assert plain.returncode == traced.returncode == 0, traced.stderr
    frames = [line.rpartition(":")[0] for line in traced.stdout.splitlines()]
    assert frames and not [f for f in frames if _inside(Path(f), IRSCOPE_PACKAGE)], traced.stdout
    assert traced.stdout == plain.stdout


def _inside(path: Path, folder: Path) -> bool:
    """Whether `path` is a file of `folder`: the test asks where a frame's file is, never whether
    its path holds the word irscope (a checkout named irscope, a venv under it, a tmp_path)."""
    return path.resolve().is_relative_to(folder)
