"""Round 8: faults tried from outside that irscope already held, kept so (docs/reliability.md,
"Round 8"). Each runs the command a user would on a copy of the session's real capture
(`relu:f32@sm_90a`, conftest.py) and asserts its exit status and its one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO
from tests.reliability.capture_support import needs_dsl, stderr_lines
from tests.reliability.conftest import Captures, only_bundle, tree_bytes

CASE = "relu:f32@sm_90a"


def _run(*args: str | Path, timeout: float = 120, **env: str) -> subprocess.CompletedProcess[str]:
    full = {k: v for k, v in os.environ.items() if not k.startswith("IRSCOPE_")}
    full.update({"COLUMNS": "200", **env})
    return subprocess.run(
        [sys.executable, "-m", "irscope", *map(str, args)],
        cwd=REPO,
        env=full,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.mark.parametrize("fault", ["IRSCOPE_STORE-a-file", "COLUMNS-10", "COLUMNS-not-a-number", "NO_COLOR-and-always"])
def test_odd_environments_of_a_read_command(store: Path, tmp_path: Path, fault: str) -> None:
    """`passes` where IRSCOPE_STORE names a regular file (one line, exit 2), COLUMNS is 10 or
    `abc` (every identifier whole), or NO_COLOR is set beside `--color always` (colour: the option
    wins)."""
    if fault == "IRSCOPE_STORE-a-file":
        (tmp_path / "afile").write_text("x")
        r = _run("passes", CASE, IRSCOPE_STORE=str(tmp_path / "afile"))
        assert r.returncode == 2 and stderr_lines(r.stderr)[0].endswith("is a file. (see --help)"), r.stderr
        return
    env = {"COLUMNS-10": {"COLUMNS": "10"}, "COLUMNS-not-a-number": {"COLUMNS": "abc"}}.get(fault, {"NO_COLOR": "1"})
    extra = ("--color", "always") if fault == "NO_COLOR-and-always" else ()
    r = _run("--store", store, "passes", CASE, *extra, **env)
    assert r.returncode == 0 and not r.stderr, r.stderr
    assert CASE in r.stdout and "cute-remove-static-args#1" in r.stdout
    assert ("\x1b[" in r.stdout) == (fault == "NO_COLOR-and-always")


@pytest.mark.parametrize("entry", ["a-fifo", "a-directory", "larger-than-64-MiB"])
def test_a_manifest_that_is_no_readable_document(store: Path, entry: str) -> None:
    """The capture's `manifest.json` replaced by a FIFO, a directory, or 65 MiB of spaces:
    `passes` answers at once, exit 2, one line; the FIFO is never opened for reading."""
    manifest = only_bundle(store) / "manifest.json"
    manifest.unlink()
    if entry == "a-fifo":
        os.mkfifo(manifest)
    elif entry == "a-directory":
        manifest.mkdir()
    else:
        manifest.write_bytes(b" " * (65 * 1024 * 1024))
    r = _run("--store", store, "passes", CASE, timeout=60)
    assert r.returncode == 2
    (line,) = stderr_lines(r.stderr)
    assert line.startswith("irscope: error: "), line
    if entry == "larger-than-64-MiB":
        assert line.endswith("more than the 67108864 irscope reads of a document"), line
    else:  # the capture's folder named, and what it lacks (not "no capture ...; captured for sm_90a")
        bundle = manifest.parent
        assert line == (
            f"irscope: error: {CASE}: no complete capture in {bundle.parent}: {bundle.name} hold(s) no regular"
            " manifest.json (damaged or half-written)"
        ), line


def test_a_store_reached_through_a_symlink(store: Path, tmp_path: Path) -> None:
    """`--store LINK` (a symlink to the store) reads it as the store; nothing in it changes."""
    before = tree_bytes(store / "relu")
    link = tmp_path / "link"
    link.symlink_to(store)
    r = _run("--store", link, "passes", CASE)
    assert r.returncode == 0 and CASE in r.stdout, r.stderr
    assert tree_bytes(store / "relu") == before


@pytest.mark.parametrize("fault", ["forks", "kills-itself", "kernels-a-fifo"])
def test_discovery_of_modules_that_fork_or_die(tmp_path: Path, fault: str) -> None:
    """A kernel module that forks a child which lives on (named at once for its missing CASES,
    no wait for the child), one that SIGKILLs itself at import (named, with the status), and
    IRSCOPE_KERNELS naming a FIFO (no kernel modules, no hang)."""
    kernels = tmp_path / "kernels"
    if fault == "kernels-a-fifo":
        os.mkfifo(kernels)
        r = _run("list", IRSCOPE_KERNELS=str(kernels), IRSCOPE_STORE=str(tmp_path / "s"), timeout=60)
        assert stderr_lines(r.stderr) == [f"irscope: error: {kernels}: no kernel modules (*.py) found"]
        return
    kernels.mkdir()
    body = {
        "forks": "import os, time\nif os.fork() == 0:\n    time.sleep(120)\n    os._exit(0)\nCASES = []\n",
        "kills-itself": "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)\n",
    }[fault]
    (kernels / "odd.py").write_text(body)
    r = _run("--store", tmp_path / "s", "list", "--kernels", kernels, timeout=60)
    assert r.returncode == 2
    expected = {
        "forks": f"{kernels / 'odd.py'}: declares no CASES (a non-empty list of irscope.kernel.Case)",
        "kills-itself": f"{kernels / 'odd.py'}: import ended the process (exit status -9) before its CASES could be read",
    }[fault]
    assert stderr_lines(r.stderr) == [f"irscope: error: {expected}"]


def test_references_past_the_end(store: Path, captures: Captures) -> None:
    """`show --pass cse#99999` (one line, exit 2) and `explain --line 999999` of a line-info
    capture (exit 0: nothing comes from that line)."""
    r = _run("--store", store, "show", CASE, "--pass", "cse#99999")
    assert r.returncode == 2
    (line,) = stderr_lines(r.stderr)
    assert "no pass 'cse#99999' in this pipeline" in line
    r = _run("--store", captures.lineinfo, "explain", CASE, "--line", "999999")
    assert r.returncode == 0 and "nothing in this capture comes from this line" in r.stdout, r.stderr


@pytest.mark.parametrize("fault", ["TERM-dumb", "HOME-unset"])
def test_a_screenshot_in_a_bare_environment(store: Path, tmp_path: Path, fault: str) -> None:
    """`tui --screenshot` where TERM is `dumb` or HOME is unset (a CI container): the
    screenshot is written, exit 0."""
    env = {"TERM": "dumb"} if fault == "TERM-dumb" else {}
    shot = tmp_path / "shot.svg"
    full = {k: v for k, v in os.environ.items() if not k.startswith("IRSCOPE_")}
    if fault == "HOME-unset":
        full.pop("HOME", None)
    r = subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(store), "tui", "--screenshot", str(shot), CASE],
        cwd=REPO,
        env={**full, "COLUMNS": "200", **env},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    assert shot.read_bytes().startswith(b"<svg")


@needs_dsl
@pytest.mark.parametrize(
    "variable", ["CUTE_DSL_LIBS=/nonexistent.so", "CUTE_DSL_ARCH=sm_1000", "CUTE_DSL_DUMP_DIR=/nonexistent/dump"]
)
def test_a_dsl_variable_with_an_odd_value(store: Path, tmp_path: Path, variable: str) -> None:
    """`capture --fresh` with CUTE_DSL_LIBS naming a missing library: the capture fails and says
    why (exit 1, `FAILED ... FileNotFoundError`), and the good capture before it stays the one
    `passes` shows. CUTE_DSL_ARCH naming an arch that does not exist, CUTE_DSL_DUMP_DIR a missing
    folder: the worker sets its own, the case is captured (exit 0). No bundle changes."""
    before = tree_bytes(store / "relu")
    name, _, value = variable.partition("=")
    args = ("--store", store, "capture", "relu:f32", "--arch", "sm_90a", "--no-sass", "--fresh")
    r = _run(*args, **{name: value, "TMPDIR": str(tmp_path)})
    after = tree_bytes(store / "relu")
    assert {k: v for k, v in after.items() if k in before} == before
    if name != "CUTE_DSL_LIBS":
        assert r.returncode == 0, r.stdout + r.stderr
        return
    assert r.returncode == 1, r.stderr
    assert any(ln.startswith(f"FAILED {CASE}") and "FileNotFoundError" in ln for ln in r.stdout.splitlines())
    r = _run("--store", store, "passes", CASE)
    assert r.returncode == 0 and "the newest capture that succeeded" in r.stderr


@pytest.mark.parametrize("command", ["diff", "report"])
def test_a_fifo_named_where_a_capture_or_store_goes(store: Path, tmp_path: Path, command: str) -> None:
    """`diff CASE FIFO`, `report STORE FIFO`: one line naming the FIFO, exit 2, at once (never opened)."""
    fifo = tmp_path / "ff"
    os.mkfifo(fifo)
    args = ("--store", store, "diff", CASE, fifo) if command == "diff" else ("report", store, fifo)
    r = _run(*args, timeout=60)
    assert r.returncode == 2
    (line,) = stderr_lines(r.stderr)
    assert line.startswith("irscope: error: ") and str(fifo) in line, line
