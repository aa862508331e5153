"""`irscope check --junit-xml FILE` and `--format github`: reports CI systems read natively.

One kernel's snapshot is changed in a temporary copy of the snapshots (the same as the kernel's
code having changed: the capture no longer matches it); the report must fail exactly that
testcase, with the unified diff in its body, and pass the rest. junitparser reads the XML.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from junitparser import Error, Failure, JUnitXml

from tests import example_project as sandbox

example_project = sandbox.example_project  # the fixture
pytest_plugins = ["pytester"]
CHANGED = ("elementwise_add", "v2_f32", "sm_90a")
#: The scalar load the changed snapshot pins instead of the 128-bit one: typed f32 by DSL 4.5's
#: LLVM lowering, untyped b32 by 4.8's (the sandbox's snapshots are its release's set).
SCALAR = re.compile(r"ld\.global\.(f32|b32)")


@pytest.fixture
def one_changed(example_project: Path, tmp_path: Path) -> Path:
    """A copy of the sandbox's snapshots where elementwise_add:v2_f32@sm_90a's PTX differs."""
    snapshots = tmp_path / "snapshots"
    shutil.copytree(example_project / "snapshots", snapshots)
    ptx = snapshots.joinpath(*CHANGED, "module.ptx")
    text = ptx.read_text()
    wide = re.search(r"ld\.global\.v4\.(f32|b32)", text)
    assert wide is not None
    ptx.write_text(text.replace(wide[0], f"ld.global.{wide[1]}", 1))
    return snapshots


def _check(example_project: Path, snapshots: Path, *args: str, **env: str):
    command = f"irscope check --from-store .irscope --snapshots {snapshots} " + " ".join(args)
    return sandbox.run_in_project(command, example_project, **env)


def test_junit_xml_fails_the_changed_case_only(example_project: Path, one_changed: Path, tmp_path: Path) -> None:
    report = tmp_path / "out.xml"
    result = _check(example_project, one_changed, "--junit-xml", str(report))
    assert result.returncode == 1, result.stderr
    xml = JUnitXml.fromfile(str(report))
    cases = [case for suite in xml for case in suite]
    failing = [c for c in cases if any(isinstance(r, Failure | Error) for r in c.result)]
    kernel, case, arch = CHANGED
    assert [(c.classname, c.name) for c in failing] == [(f"{kernel}:{case}@{arch}", "ptx")]
    body = failing[0].result[0].text
    assert f"--- snapshot {kernel}:{case}@{arch} ptx" in body and "+++ capture" in body
    assert any(line.startswith("-") and SCALAR.search(line) for line in body.splitlines())
    assert "generated code changed" in failing[0].result[0].message
    labels = {c.classname for c in cases}
    assert {"elementwise_add:v1_f32@sm_90a", "copy_inner_partition:bf16@sm_80"} <= labels
    assert len(cases) >= 20 and all(c.is_passed for c in cases if c not in failing)
    (suite,) = list(xml)
    assert (suite.tests, suite.failures, suite.errors) == (len(cases), 1, 0)


def test_junit_xml_all_pass_without_changes(example_project: Path, tmp_path: Path) -> None:
    report = tmp_path / "reports" / "out.xml"
    result = _check(example_project, example_project / "snapshots", "--junit-xml", str(report))
    assert result.returncode == 0, result.stdout + result.stderr
    cases = [case for suite in JUnitXml.fromfile(str(report)) for case in suite]
    assert cases and all(c.is_passed for c in cases)


def test_github_format(example_project: Path, one_changed: Path, tmp_path: Path) -> None:
    result = _check(example_project, one_changed, "--format", "github")
    assert result.returncode == 1
    annotations = [line for line in result.stdout.splitlines() if line.startswith("::error ")]
    assert len(annotations) == 1, result.stdout
    path = one_changed.joinpath(*CHANGED, "module.ptx")
    assert annotations[0].startswith(f"::error file={path},title=irscope snapshot elementwise_add%3Av2_f32@sm_90a")
    assert "%0A" in annotations[0] and "\n" not in annotations[0]
    assert "| `elementwise_add:v2_f32@sm_90a` | `ptx` | changed |" in result.stdout
    assert "```diff" in result.stdout

    summary = tmp_path / "summary.md"
    result = _check(example_project, one_changed, "--format", "github", GITHUB_STEP_SUMMARY=str(summary))
    assert "| `elementwise_add:v2_f32@sm_90a` | `ptx` | changed |" in summary.read_text()
    assert "```diff" not in result.stdout and result.stdout.startswith("::error ")


PLUGIN_TEST = """
def test_pinned(irscope_snapshot):
    irscope_snapshot.assert_matches("elementwise_add:v2_f32@sm_90a", stage="ptx")
"""


def test_pytest_plugin_failures_in_pytests_junit(
    example_project: Path, one_changed: Path, tmp_path: Path, pytester: pytest.Pytester
) -> None:
    """The plugin's failure in pytest's own --junitxml: the message names the kernel, arch and
    snapshot in its first line; the body holds the diff."""
    pytester.makepyfile(test_pins=PLUGIN_TEST)
    report = tmp_path / "pytest.xml"
    result = pytester.runpytest_subprocess(
        "-p",
        "no:cacheprovider",
        f"--irscope-store={example_project / '.irscope'}",
        f"--irscope-snapshots={one_changed}",
        f"--junitxml={report}",
    )
    result.assert_outcomes(failed=1)
    (case,) = [c for suite in JUnitXml.fromfile(str(report)) for c in suite]
    failure = case.result[0]
    first = failure.message.splitlines()[0]
    assert "elementwise_add:v2_f32@sm_90a ptx" in first and "generated code changed" in first
    assert "--- snapshot elementwise_add:v2_f32@sm_90a ptx" in failure.text


def test_junit_xml_holds_a_diff_of_characters_xml_cannot(data_store: Path, tmp_path: Path) -> None:
    """DSL 4.5's PTX dumps end in NUL, 4.8's do not: a diff across releases has a line "-\\x00",
    which XML cannot hold even escaped. The report shows it as the text \\x00 and stays XML."""
    import xml.etree.ElementTree as ET

    from tests.helpers import invoke_irscope

    snapshots = tmp_path / "snapshots"
    args = ("check", "--from-store", str(data_store), "--snapshots", str(snapshots))
    assert invoke_irscope(*args, "--update").returncode == 0
    ptx = snapshots / "copy_inner_partition" / "bf16" / "sm_90a" / "module.ptx"
    ptx.write_text(ptx.read_text() + "\x00\x1b[31m\n")
    report = tmp_path / "check.xml"
    assert invoke_irscope(*args, "--junit-xml", str(report)).returncode == 1
    (failure,) = ET.parse(report).getroot().iter("failure")
    assert "-\\x00\\x1b[31m" in (failure.text or ""), failure.text
