"""`explain` on a traced kernel, and what it advises (issue 42, items 12 and 8): every command
irscope prints as advice here is run, as printed, and must work; a trace made on another
machine, captured here with line info, finds its kernel module (the TUI's source pane said "no
copy of the kernel module"); explain's own line-info capture never becomes the case's newest
capture (`show` printed the line-info PTX after it).

The traces are tests/data/gpu-trace's, made on an H100 from /work/main/.gpu/trace/kernels:
paths that do not exist here, as for a library traced on a GPU machine and browsed on a laptop.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
from pathlib import Path

import pytest

from irscope import bundle, store
from tests.helpers import REPO, invoke_irscope, run_irscope

SPEC = REPO / "tests" / "data" / "gpu-trace" / "elementwise_add.elementwise_add_v2" / "trace.json"

pytestmark = pytest.mark.skipif(
    __import__("importlib").util.find_spec("cutlass") is None, reason="nvidia-cutlass-dsl not installed"
)


def _advice(text: str) -> list[list[str]]:
    """Every `irscope ...` command quoted in backticks, as argument lists."""
    return [shlex.split(c) for c in re.findall(r"`(irscope [^`]+)`", text)]


def _run_advice(command: list[str], cwd: Path, env: dict[str, str] | None = None):  # -> CliResult
    assert command[0] == "irscope", command
    return run_irscope(*command[1:], cwd=cwd, env=env)


@pytest.fixture(scope="module")
def traced(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store holding the plain rebuild of the H100 trace (from the repository, where the
    trace's module lies at the same place relative to the current directory)."""
    root = tmp_path_factory.mktemp("traced") / "store"
    r = run_irscope("--store", str(root), "capture", "--from-trace", str(SPEC), cwd=REPO)
    assert r.returncode == 0, r.stdout + r.stderr
    return root


def test_explain_of_a_plain_traced_capture_advises_a_command_that_works(traced: Path) -> None:
    (plain,) = store.all_latest(traced)
    label = bundle.load(plain).label
    r = invoke_irscope("explain", str(plain), cwd=REPO)
    assert r.returncode == 2 and "captured without line info" in r.stderr, r.stderr
    advice = _advice(r.stderr)
    assert advice and "--lineinfo" not in r.stderr.replace("line-info", ""), r.stderr  # no `capture --lineinfo K:C`
    for command in advice:
        done = _run_advice(command, REPO)
        assert done.returncode == 0, (command, done.stderr)
        assert re.search(r"^line \d+ `", done.stdout, re.M), done.stdout
    # explain's line-info capture is kept apart: the case's newest capture is still the plain one
    assert store.resolve_one(label, traced) == plain
    assert ".loc" not in invoke_irscope("--store", str(traced), "show", label, "--kind", "ptx").stdout


def test_a_refused_rebuild_advises_explain_with_allow_import(traced: Path, tmp_path: Path) -> None:
    """From a folder where the traced module is no file of the project, the rebuild is refused;
    the advice names explain's own --allow-import (on main explain had no such option)."""
    (plain,) = store.all_latest(traced)
    label = bundle.load(plain).label
    fresh = tmp_path / "store"  # the plain capture alone: no line-info capture made yet
    shutil.copytree(plain, fresh / plain.relative_to(traced))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    r = run_irscope("--store", str(fresh), "explain", label, cwd=elsewhere)
    assert r.returncode == 2 and "cannot be rebuilt" in r.stderr, r.stderr
    advice = [c for c in _advice(r.stderr) if "--allow-import" in c]
    assert advice == [["irscope", "explain", label, "--allow-import", "elementwise_add", "--store", str(fresh)]]
    importable = os.pathsep.join(p for p in (str(REPO / "kernels"), os.environ.get("PYTHONPATH", "")) if p)
    done = _run_advice(advice[0], elsewhere, env={"PYTHONPATH": importable})
    assert done.returncode == 0, done.stderr
    assert re.search(r"^line \d+ `", done.stdout, re.M), done.stdout


def test_a_trace_from_another_machine_captured_here_finds_its_kernel_module(tmp_path: Path) -> None:
    from irscope.analysis.line_info_capture import plain_comparison, source_map
    from irscope.tui.source_rows import SourceState, load_source_state

    root = tmp_path / "store"
    r = run_irscope("--store", str(root), "capture", "--from-trace", str(SPEC), "--lineinfo", cwd=REPO)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "LINE INFO CHANGED THE CODE" not in r.stdout
    (path,) = store.all_latest(root)
    b = bundle.load(path)
    assert b.manifest.capture.lineinfo["kernel_path"].startswith("/work/main/.gpu/")  # the H100's path
    kernel = source_map(b).kernel_file
    assert kernel is not None and kernel.copy is not None and kernel.path.endswith("kernels/elementwise_add.py")
    state = load_source_state(b)
    assert isinstance(state, SourceState), state
    assert any("cute.copy" in line for line in state.lines) and state.reports
    assert plain_comparison(b)["ptx_identical"] is True


def test_ptx_that_differs_only_by_line_info_is_the_same_code() -> None:
    """Blank lines, `.loc`/`.file`, debug sections and debug-range labels are what line info
    adds to PTX: the same code either way (on main the blank lines made it "changed")."""
    from irscope.analysis.code_compare import CodeTexts, compare_code

    plain = "\n".join(
        [".version 8.5", ".visible .entry k(", ")", "{", "\tld.global.f32 %f1, [%rd1];", "\tret;", "}", ""]
    )
    lined = "\n".join(
        [
            ".version 8.5",
            ".visible .entry k(",
            ")",
            "{",
            "",
            "\t.loc 1 61 4",
            "$L__tmp0:",
            "\tld.global.f32 %f1, [%rd1];",
            "",
            "\tret;",
            "}",
            '\t.file 1 "/x/kernels/k.py"',
            "\t.section .debug_abbrev",
            "\t{",
            "\t.b8 1",
            "\t}",
            "",
        ]
    )
    result = compare_code(CodeTexts(plain, None), CodeTexts(lined, None))
    assert result.ptx_identical is True and result.code_identical, result.summary()
    other = lined.replace("ld.global.f32", "ld.global.v4.f32")
    assert compare_code(CodeTexts(plain, None), CodeTexts(other, None)).ptx_identical is False


def test_the_source_panes_and_no_captures_advice_run_as_printed(traced: Path, tmp_path: Path) -> None:
    """The TUI's source pane on a plain traced capture, and `explain --no-capture` where there
    is no line-info capture: each advises a command; each runs."""
    from irscope.tui.source_rows import load_source_state

    (plain,) = store.all_latest(traced)
    label = bundle.load(plain).label
    fresh = tmp_path / "store"
    shutil.copytree(plain, fresh / plain.relative_to(traced))
    said = load_source_state(bundle.load(fresh / plain.relative_to(traced)))
    assert isinstance(said, str) and "captured without line info" in said
    (capture,) = _advice(said)
    assert capture[:3] == ["irscope", "capture", "--from-trace"] and "--lineinfo" in capture
    assert capture[-2:] == ["--out", str(fresh)]  # beside the plain capture, where the TUI finds it
    done = _run_advice(capture, REPO)
    assert done.returncode == 0, done.stderr
    assert any(bundle.load(p).has_line_info for p in store.all_latest(fresh))
    other = tmp_path / "other"
    shutil.copytree(plain, other / plain.relative_to(traced))
    r = invoke_irscope("--store", str(other), "explain", label, "--no-capture", cwd=REPO)
    assert r.returncode == 2 and "no line-info capture" in r.stderr, r.stderr
    (explain,) = _advice(r.stderr)
    done = _run_advice(explain, REPO)
    assert done.returncode == 0 and re.search(r"^line \d+ `", done.stdout, re.M), done.stderr
