"""docs/tracing.md's worked CI example, run as it is written there (issue 28's CI loop).

The section's console blocks are run in order, each `$ irscope ...` / `$ python ...` command in a
copy of tests/trace_programs/ci_example/, and its ```diff block is applied to the kernel between
them, so the docs cannot drift from what the commands do: trace with --specs (the GPU machine
is played by CUTE_DSL_ARCH=sm_90a), rebuild from the specs, write snapshots, check (all match),
edit the kernel so that its 128-bit copies become 16-bit ones, rebuild from the same specs and
check again (exit 1, the widths shown). Every output line the docs show (but `...`) must appear.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.helpers import REPO

pytestmark = pytest.mark.slow

DOC = REPO / "docs" / "tracing.md"
SECTION = "## The CI loop: trace where the GPU is, check on CPU"
EXAMPLE = REPO / "tests" / "trace_programs" / "ci_example"
_SUMMARY = re.compile(r"^(\d+) of (\d+) snapshots match$")


@dataclass
class Step:
    command: str = ""
    expected: list[str] = field(default_factory=list)
    patch: list[str] = field(default_factory=list)  # a ```diff block: - and + lines


def _steps() -> list[Step]:
    text = DOC.read_text()
    body = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    steps: list[Step] = []
    for lang, block in re.findall(r"```(\w+)\n(.*?)```", body, flags=re.S):
        if lang == "diff":
            steps.append(Step(patch=block.splitlines()))
            continue
        for line in block.splitlines():
            if line.startswith("$ "):
                steps.append(Step(command=line[2:].split("  #")[0].strip()))
            elif steps and steps[-1].command and line.strip() and line.strip() != "...":
                steps[-1].expected.append(line)
    return steps


def _apply(patch: list[str], file: Path) -> None:
    old = "\n".join(line[1:] for line in patch if line.startswith("-"))
    new = "\n".join(line[1:] for line in patch if line.startswith("+"))
    text = file.read_text()
    assert text.count(old) == 1, "the docs' diff no longer applies to the example's kernel"
    file.write_text(text.replace(old, new))


def _argv(command: str) -> list[str]:
    """The command as typed, with this interpreter as `python` (after `irscope trace --` too)."""
    words = [sys.executable if w == "python" else w for w in shlex.split(command)]
    return [sys.executable, "-m", "irscope", *words[1:]] if words[0] == "irscope" else words


def _squeezed(text: str) -> str:
    return " ".join(text.split())


def _expected_status(step: Step) -> int:
    """1 for a check whose documented summary says some snapshots do not match (and none written)."""
    for line in step.expected:
        m = _SUMMARY.match(line.strip())
        if m and m[1] != m[2]:
            return 1
    return 0


def test_the_worked_ci_example_runs_as_documented(tmp_path: Path) -> None:
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    project = tmp_path / "project"
    shutil.copytree(EXAMPLE, project)
    env = {**os.environ, "CUTE_DSL_ARCH": "sm_90a", "COLUMNS": "200"}
    steps = _steps()
    assert [s.command.split()[1] for s in steps if s.command] == ["trace", "--store", "check"] + [
        "--store",
        "check",
    ] * 2, "the section's commands changed: update this test's expectations"
    ran = 0
    for step in steps:
        if step.patch:
            _apply(step.patch, project / "copykern.py")
            continue
        if step.command.startswith("git "):
            continue
        proc = subprocess.run(_argv(step.command), cwd=project, env=env, capture_output=True, text=True, timeout=1800)
        output = _squeezed(proc.stdout + "\n" + proc.stderr)
        assert proc.returncode == _expected_status(step), (step.command, proc.stdout, proc.stderr)
        assert "Traceback" not in proc.stderr
        for line in step.expected:
            assert _squeezed(line) in output, (step.command, line, proc.stdout[-3000:], proc.stderr[-2000:])
        ran += 1
    assert ran == 7
