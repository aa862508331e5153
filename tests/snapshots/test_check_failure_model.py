"""CI reports of a kernel that fails to compile, from one failure model (issue 42, item 3;
irscope/snapshots/case_outcome.py): one JUnit case per failing case, annotations with the file
and line that raised, none on files that do not exist, the message once; and `Case(...,
xfail="why")` for cases expected to fail, reported as xfail, and as XPASS (a failure, strict)
once they compile.

On main the failing case was a JUnit <error> plus a <failure> per snapshot it would have pinned
(failures 3, errors 1 here; 8 and 2 over two archs), its annotation had no file= or line=, three
more pointed at snapshot files never written, the text report said the message four times, and a
Case could not be declared to fail."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from tests.failing_project import (
    FAILING,
    MESSAGE,
    XFAIL,
    XFAIL_WHY,
    XPASS,
    FailingProject,
    declared_project,
    failing_project,
)

__all__ = ["declared_project", "failing_project"]  # the fixtures
pytest_plugins = ["pytester"]


def _check(project: FailingProject, *args: str):  # -> CliResult
    return project.irscope("check", "--from-store", ".irscope", *args, env={"COLUMNS": "80"})


def _cases(report: ET.Element) -> list[ET.Element]:
    return list(report.iter("testcase"))


def test_junit_has_one_case_for_the_failing_kernel_at_its_line(failing_project: FailingProject) -> None:
    r = _check(failing_project, "--junit-xml", "check.xml")
    assert r.returncode == 1, r.stdout + r.stderr
    report = ET.parse(failing_project.root / "check.xml").getroot()
    mine = [c for c in _cases(report) if c.get("classname") == FAILING]
    assert len(mine) == 1, [ET.tostring(c, encoding="unicode") for c in mine]
    (case,) = mine
    assert (case.get("name"), case.get("file"), case.get("line")) == (
        "capture",
        "kernels/broken_copy.py",
        str(failing_project.failing_line()),
    )
    (failure,) = list(case)
    assert failure.tag == "failure" and MESSAGE in failure.get("message", "")
    suite = report.find("testsuite")
    assert (suite.get("failures"), suite.get("errors")) == ("1", "0"), ET.tostring(suite, encoding="unicode")[:300]


def test_github_annotations_point_at_the_line_and_never_at_missing_files(failing_project: FailingProject) -> None:
    r = _check(failing_project, "--format", "github")
    assert r.returncode == 1
    annotations = [ln for ln in r.stdout.splitlines() if ln.startswith("::")]
    assert len(annotations) == 1, annotations
    line = failing_project.failing_line()
    assert annotations[0].startswith(f"::error file=kernels/broken_copy.py,line={line},title="), annotations[0]
    for named in re.findall(r"file=([^,:]+)", r.stdout):
        assert (failing_project.root / named).is_file(), named


def test_the_text_report_says_the_failure_once(failing_project: FailingProject) -> None:
    r = _check(failing_project)
    assert r.returncode == 1
    assert r.stdout.count(MESSAGE) == 1, r.stdout
    assert f"{FAILING} capture failed: ValueError: {MESSAGE}" in r.stdout
    assert "unavailable" not in r.stdout


def test_a_case_declared_to_fail_is_xfail_and_one_that_compiles_is_xpass(declared_project: FailingProject) -> None:
    r = _check(declared_project, "--junit-xml", "check.xml")
    assert r.returncode == 1, r.stdout + r.stderr  # the XPASS fails the run: strict
    cases = {c.get("classname"): c for c in _cases(ET.parse(declared_project.root / "check.xml").getroot())}
    (xfail,) = list(cases[XFAIL])
    assert xfail.tag == "skipped" and xfail.get("type") == "pytest.xfail" and XFAIL_WHY in xfail.get("message", "")
    (xpass,) = list(cases[XPASS])
    assert xpass.tag == "failure" and xpass.get("type") == "xpass" and "XPASS" in xpass.get("message", "")
    assert re.search(
        rf"^xfail +{re.escape(XFAIL)} .*declared xfail \({XFAIL_WHY}\)", declared_project.capture_stdout, re.M
    )
    assert re.search(rf"^XPASS +{re.escape(XPASS)} ", declared_project.capture_stdout, re.M)


def test_only_the_xfail_case_passes_check(declared_project: FailingProject) -> None:
    r = _check(declared_project, "declared_copy", "--junit-xml", "only.xml")
    cases = [c for c in _cases(ET.parse(declared_project.root / "only.xml").getroot()) if c.get("name") == "capture"]
    assert {c.get("classname") for c in cases} == {XFAIL, XPASS}
    assert r.returncode == 1  # XPASS
    annotations = [
        ln for ln in _check(declared_project, "--format", "github").stdout.splitlines() if ln.startswith("::")
    ]
    assert (
        len(annotations) == 1 and "XPASS" in annotations[0] and "file=kernels/declared_copy.py,line=" in annotations[0]
    )


TEST_FILE = """
def test_generated_code_matches_snapshots(irscope_snapshot, irscope_case):
    irscope_snapshot.assert_matches(irscope_case)
"""


def test_the_init_test_reports_xfail_and_xpass(declared_project: FailingProject, pytester: pytest.Pytester) -> None:
    """The test `irscope init` writes, on a case declared to fail: xfailed while it fails, failed
    (XPASS, strict) once it compiles; on main the failing case kept the suite red."""
    pytester.makepyfile(test_init=TEST_FILE)
    store, kernels = declared_project.store, declared_project.root / "kernels"
    result = pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "--junitxml=out.xml", f"--irscope-store={store}", f"--irscope-kernels={kernels}"
    )
    result.assert_outcomes(xfailed=1, failed=1)
    outcomes = {c.get("name"): list(c)[0] for c in ET.parse(pytester.path / "out.xml").iter("testcase") if len(list(c))}
    xfailed = outcomes[f"test_generated_code_matches_snapshots[{XFAIL}]"]
    assert xfailed.tag == "skipped" and f"as declared (xfail: {XFAIL_WHY})" in xfailed.get("message", ""), (
        xfailed.attrib
    )
    assert MESSAGE in xfailed.get("message", "")
    xpassed = outcomes[f"test_generated_code_matches_snapshots[{XPASS}]"]
    assert xpassed.tag == "failure" and f"[XPASS(strict)] {XPASS}" in xpassed.get("message", ""), xpassed.attrib
