"""What a failing check in a test says (issue 42, items 6 and 8): FileCheck names the test's own
check line and the checked text's line (on main: `/tmp/irscope-filecheck-.../checks.txt:1`,
deleted, and `:0:0 .headerflags`); a count assertion says what the kernel has instead (`LDG.64
is 0 (LDG.128 x2)`; on main only `LDG.64 is 0`); the partial-run summary counts the tests that
use irscope_snapshot, not "tests pinning snapshots" of tests that pin none."""

from __future__ import annotations

import re

import pytest

from tests.failing_project import COMPILES, FailingProject, failing_project
from tests.helpers import invoke_irscope

__all__ = ["failing_project"]  # the fixture
pytest_plugins = ["pytester"]

CHECKS = f'''
REF = "{COMPILES}"


def test_count(irscope_snapshot):
    irscope_snapshot.filecheck(
        REF,
        """
        CHECK: LDG.E.128
        CHECK-COUNT-3: STG.E.128
        """,
    )


def test_not(irscope_snapshot):
    irscope_snapshot.filecheck(REF, "CHECK: LDG.E.128\\nCHECK-NOT: STG.E.128\\nCHECK: EXIT")


def test_missing(irscope_snapshot):
    irscope_snapshot.filecheck(REF, "CHECK: LDG.E.64", stage="ptx")


def test_counts(irscope_snapshot):
    irscope_snapshot.assert_counts(REF, "LDG.64 >= 1", "registers <= 1000")
'''


def _run(pytester: pytest.Pytester, project: FailingProject, *args: str) -> pytest.RunResult:
    kernels = project.root / "kernels"
    return pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", f"--irscope-store={project.store}", f"--irscope-kernels={kernels}", *args
    )


@pytest.fixture
def checked(failing_project: FailingProject, pytester: pytest.Pytester) -> str:
    pytester.makepyfile(test_checks=CHECKS)
    result = _run(pytester, failing_project)
    result.assert_outcomes(failed=4)
    return result.stdout.str()


def _line_of(pytester: pytest.Pytester, text: str) -> int:
    lines = (pytester.path / "test_checks.py").read_text().splitlines()
    return next(i for i, line in enumerate(lines, 1) if text in line)


def test_filecheck_cites_the_tests_line_and_the_texts_line(
    checked: str, pytester: pytest.Pytester, failing_project: FailingProject
) -> None:
    assert "irscope-filecheck-" not in checked and "checks.txt" not in checked and ".headerflags" not in checked
    count = _line_of(pytester, "CHECK-COUNT-3: STG.E.128")
    assert re.search(rf"E +test_checks.py:{count}: CHECK-COUNT-3: STG.E.128: Couldn't match", checked), checked
    # the third STG was looked for after the second: the text's line there, from the bundle's own
    # SASS, named as `irscope show` prints it (the member is stored compressed: no path to open)
    m = re.search(rf"E +searched from {re.escape(COMPILES)} sass:(\d+): (.*)", checked)
    assert m, checked
    shown = invoke_irscope("--store", str(failing_project.store), "show", COMPILES, "--stage", "sass")
    assert " ".join(shown.stdout.splitlines()[int(m[1]) - 1].split()) == m[2].strip()


def test_filecheck_not_names_where_it_matched(checked: str, pytester: pytest.Pytester) -> None:
    line = _line_of(pytester, "CHECK-NOT: STG.E.128")
    assert re.search(rf"E +test_checks.py:{line}: CHECK-NOT: excluded string found", checked), checked
    assert re.search(rf"E +matched at {re.escape(COMPILES)} sass:\d+: /\*[0-9a-f]+\*/ STG\.E\.128 ", checked), checked
    missing = _line_of(pytester, 'CHECK: LDG.E.64", stage="ptx"')
    assert re.search(rf"E +test_checks.py:{missing}: CHECK: LDG.E.64: Couldn't match", checked), checked
    assert re.search(rf"E +searched from {re.escape(COMPILES)} ptx:1: ", checked), checked


def test_a_count_assertion_says_what_is_there_instead(checked: str) -> None:
    assert re.search(r"LDG\.64 >= 1 failed: LDG\.64 is 0 \(LDG\.128 x2\)", checked), checked


def test_the_partial_run_summary_names_tests_by_the_fixture(failing_project: FailingProject, pytester) -> None:
    """Tests that use irscope_snapshot only for FileCheck fail: the update deletes nothing and
    says why in words that are true of them."""
    pytester.makepyfile(test_checks=CHECKS)
    snapshots = pytester.path / "snapshots" / "gone" / "f32" / "sm_90a"
    snapshots.mkdir(parents=True)
    (snapshots / "module.ptx").write_text("// a snapshot no test pins\n")
    result = _run(pytester, failing_project, "--irscope-update", f"--irscope-snapshots={pytester.path / 'snapshots'}")
    text = result.stdout.str()
    assert "4 tests using irscope_snapshot failed" in text and "pinning snapshots" not in text, text
    assert (snapshots / "module.ptx").exists()
