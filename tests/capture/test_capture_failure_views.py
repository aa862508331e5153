"""A failed capture's error, seen from every command and the TUI (issue 42, item 2): each says the
capture failed, with the error and the user's line (one view, irscope.capture_error), and exits
non-zero where it has nothing else to answer with. On main `show --kind stderr` printed nothing
(exit 0), `passes` a table saying the kernel had no CuTe algorithm ops, the TUI "This bundle
records no passes.", `export` a page asking whether it was captured with --no-sass, and `explain
--no-capture` that there was no line-info capture."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from irscope import bundle, store
from tests.failing_project import COMPILES, FAILING, MESSAGE, FailingProject, failing_project

__all__ = ["failing_project"]  # the fixture


def _failed(project: FailingProject) -> bundle.Bundle:
    return bundle.load(store.resolve_one(FAILING, project.store))


def _one_error_line(stderr: str) -> str:
    lines = [ln for ln in stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    return lines[0]


def _says_the_failure(line: str, project: FailingProject) -> None:
    """The one view: the case, `capture failed`, the DSL's message and the user's file:line."""
    where = f"kernels/broken_copy.py:{project.failing_line()}"
    assert f"{FAILING} capture failed: ValueError: {MESSAGE} ({where}: dst.store(frag.load())" in line, line


@pytest.mark.parametrize(
    "command",
    [
        ["passes", FAILING],
        ["passes", FAILING, "--json"],
        ["show", FAILING],
        ["show", FAILING, "--kind", "sass"],
        ["stats", FAILING],
        ["diff", FAILING, COMPILES],
        ["report", FAILING, COMPILES],
        ["export", FAILING, "-o", "page.html"],
        ["explain", FAILING, "--no-capture"],
        ["explain", FAILING],
    ],
    ids=lambda c: " ".join(c[:1] + c[2:]),
)
def test_a_command_that_cannot_answer_says_the_capture_failed(failing_project: FailingProject, command) -> None:
    r = failing_project.irscope(*command)
    said = "\n".join(ln for ln in r.stderr.splitlines() if not ln.startswith("irscope: capturing "))
    line = _one_error_line(said)
    assert r.returncode == 2 and line.startswith("irscope: error: ") and r.stdout == "", (r.stdout, line)
    _says_the_failure(line, failing_project)
    assert str(_failed(failing_project).path) in line or "explain" in command
    assert not (failing_project.root / "page.html").exists()


def test_show_stderr_prints_what_the_compile_raised(failing_project: FailingProject) -> None:
    r = failing_project.irscope("show", FAILING, "--kind", "stderr")
    assert r.returncode == 0, r.stderr
    assert r.stdout.rstrip().endswith(f"ValueError: {MESSAGE}") and "Traceback (most recent call last)" in r.stdout
    assert "dst.store(frag.load())" in r.stdout  # the user's frame, in the traceback
    note = _one_error_line(r.stderr)
    assert note.startswith("irscope: note: ")
    _says_the_failure(note, failing_project)


def _failed_after_three_passes(project: FailingProject, dest: Path) -> Path:
    """The good capture, made to look like one that failed after its third pass (what a DSL
    error in a later pass leaves): passes observed, then the error."""
    good = store.resolve_one(COMPILES, project.store)
    shutil.copytree(good, dest)
    manifest = json.loads((dest / "manifest.json").read_text())
    failed = json.loads((_failed(project).path / "manifest.json").read_text())
    manifest.update(status="failed", error=failed["error"], functions=[])
    manifest["passes"] = manifest["passes"][:3]
    manifest["landmarks"] = [dict(m, **{"pass": None}) for m in manifest["landmarks"]]
    manifest["artifacts"] = {k: v for k, v in manifest["artifacts"].items() if k in ("input_ir", "stderr")}
    manifest.pop("artifacts_provenance", None)
    (dest / "manifest.json").write_text(json.dumps(manifest))
    return dest


def test_passes_of_a_capture_that_failed_midway_says_so_first(failing_project: FailingProject, tmp_path) -> None:
    midway = _failed_after_three_passes(failing_project, tmp_path / "midway")
    r = failing_project.irscope("passes", str(midway))
    assert r.returncode == 0, r.stderr
    first = r.stdout.splitlines()[0]
    assert first.startswith(f"{COMPILES} capture failed: ValueError: {MESSAGE}"), r.stdout
    assert "no CuTe algorithm ops" not in r.stdout and "landmarks" not in r.stdout
    assert r.stdout.count("capture failed") == 2  # first and last: a long table's end is where one looks too


def test_capture_prints_its_results_on_stdout(failing_project: FailingProject) -> None:
    """`irscope capture | tee log` keeps the results (item 8): a line per case and the summary
    on stdout, nothing of them on stderr (it held them all)."""
    out = failing_project.capture_stdout
    assert f"FAILED {FAILING}" in out and f"ok     {COMPILES}" in out and "1 captured, 1 failed" in out
    assert "FAILED" not in failing_project.capture_stderr and "captured" not in failing_project.capture_stderr
    failed = next(ln for ln in out.splitlines() if ln.startswith("FAILED"))
    where = f"kernels/broken_copy.py:{failing_project.failing_line()}"
    assert f"ValueError: {MESSAGE} ({where}: dst.store(frag.load())" in failed, failed


asyncio = pytest.mark.asyncio


@asyncio
@pytest.mark.parametrize("size", [(80, 24), (200, 50)])
async def test_the_tui_shows_the_failure(failing_project: FailingProject, size: tuple[int, int]) -> None:
    from irscope.tui.app import IrscopeApp
    from irscope.tui.headless import screen_lines, settle

    app = IrscopeApp([str(_failed(failing_project).path)])
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        screen = "\n".join(screen_lines(app))
    assert "records no passes" not in screen
    assert "the capture failed" in screen and "ValueError: lhs and rhs must have the same shape" in screen, screen
    assert f"kernels/broken_copy.py:{failing_project.failing_line()}" in screen, screen
