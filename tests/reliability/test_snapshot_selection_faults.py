"""`pytest --irscope-update` deletes a snapshot only when every test that can pin one was
collected, selected, ran and passed (issue 23): under pytest-xdist (the workers report, the
controller decides once), and never on a run chosen by path, node id, -k, or with a pinning
test skipped. Every deletion is listed.

The project: four tests, each pinning a different stage of relu:f32@sm_90a (one real capture,
read with --irscope-store), in two files; the snapshot tree is a copy of the repository's.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.helpers import copy_suite_snapshots
from tests.reliability.conftest import CASE, tree_bytes

pytest_plugins = ["pytester"]

pytest.importorskip("xdist", reason="pytest-xdist is in the testtools extra")

RELU = "relu/f32/sm_90a"
TEST_A = f"""
import os
import pytest

def test_ptx(irscope_snapshot):
    irscope_snapshot.assert_matches({CASE!r}, "ptx")

@pytest.mark.skipif(os.environ.get("SKIP_FINAL") == "1", reason="as a test without a GPU is")
def test_final(irscope_snapshot):
    irscope_snapshot.assert_matches({CASE!r}, "final")

def test_unrelated():
    pass
"""
TEST_B = f"""
import os

from irscope.snapshots.layout import default_stages

def test_landmarks(irscope_snapshot):
    # the passes the default set pins for the landmarks (convert-to-llvm#1, or 4.8's one-shot-...)
    landmarks = [s for s in default_stages(irscope_snapshot.bundle({CASE!r})) if "#" in s]
    irscope_snapshot.assert_matches({CASE!r}, landmarks)

def test_stats(irscope_snapshot):
    irscope_snapshot.assert_matches({CASE!r}, "stats")
    if os.environ.get("CRASH_AFTER_STATS") == "1":
        os._exit(3)  # the worker dies with the test
"""


@pytest.fixture
def project(pytester: pytest.Pytester, captures, tmp_path: Path) -> tuple[pytest.Pytester, Path, dict[str, bytes]]:
    """The test files, a copy of the capture's store and of snapshots/; returns the tree's bytes."""
    pytester.makepyfile(test_a=TEST_A, test_b=TEST_B)
    snap = pytester.path / "snapshots"
    copy_suite_snapshots(snap)
    shutil.copytree(captures.plain, pytester.path / "store", ignore=shutil.ignore_patterns("cache"))
    return pytester, snap, tree_bytes(snap)


def _update(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    return pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "-q", "--irscope-update", "--irscope-store=store", *args, timeout=300
    )


def test_xdist_update_on_a_green_run_deletes_nothing(project) -> None:
    """Each worker used to take its share of the tests for a complete run and delete the
    snapshots the other workers' tests pinned."""
    pytester, snap, before = project
    result = _update(pytester, "-n", "2")
    result.assert_outcomes(passed=5)
    assert tree_bytes(snap) == before, "a green pytest-xdist run deleted snapshots"
    assert "deleted" not in result.stdout.str()
    result.stdout.fnmatch_lines(["*irscope snapshots: 5 matched of 5 checked*"])


def test_an_xdist_run_that_pins_nothing_says_nothing_about_snapshots(pytester: pytest.Pytester) -> None:
    """Every worker reports, an empty report where no test used the plugin: the controller
    made a snapshot session anyway and printed "0 matched of 0 checked ... partial run:
    pytest-xdist worker gw0 ended without reporting what it pinned" where a run without
    pytest-xdist prints nothing (the README's test command runs `pytest -n auto`)."""
    pytester.makepyfile(
        test_plain="import pytest\n\n@pytest.mark.parametrize('n', range(4))\ndef test_n(n):\n    pass\n"
    )
    for workers in (["-n", "2"], []):
        result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-q", *workers, timeout=300)
        result.assert_outcomes(passed=4)
        assert "irscope snapshots" not in result.stdout.str(), workers
        assert "ended without reporting" not in result.stdout.str(), workers


@pytest.mark.parametrize("workers", [["-n", "2"], []], ids=["n2", "no-xdist"])
def test_a_removed_pinning_test_deletes_exactly_its_snapshots_and_lists_them(project, workers: list[str]) -> None:
    pytester, snap, before = project
    pytester.makepyfile(test_b=TEST_B.replace("def test_stats", "def removed_stats"))
    result = _update(pytester, *workers)
    result.assert_outcomes(passed=4)
    result.stdout.fnmatch_lines(["*4 matched of 4 checked, 1 unused deleted*", f"  deleted: {snap / RELU}/stats.json"])
    assert result.stdout.str().count("deleted:") == 1
    del before[f"{RELU}/stats.json"]
    assert tree_bytes(snap) == before


@pytest.mark.parametrize(
    ("args", "env", "reason"),
    [
        (["test_a.py"], {}, "tests chosen by path (test_a.py)*"),
        (["test_a.py", "test_b.py::test_stats"], {}, "tests chosen by node id"),
        (["-n", "2", "-k", "not stats"], {}, "1 test using irscope_snapshot deselected*"),
        (["-n", "2", "-m", "not slow"], {"PIN_SLOW": "1"}, "1 test using irscope_snapshot deselected*"),
        (["-n", "2"], {"SKIP_FINAL": "1"}, "1 test using irscope_snapshot skipped"),
        (["-n", "2"], {"CRASH_AFTER_STATS": "1"}, "*1 test using irscope_snapshot failed*"),
        (["-n", "2", "-x"], {"FAIL_FIRST": "1"}, "*1 test using irscope_snapshot failed*"),
    ],
    ids=["path", "node-id", "-k", "-m", "skipif", "crashed-worker", "-x"],
)
def test_a_partial_run_deletes_nothing_and_says_why(project, monkeypatch, args, env, reason: str) -> None:
    """On main a run chosen by path or node id, or with a pinning test skipped, counted as
    complete: every snapshot the other tests pinned was deleted."""
    pytester, snap, before = project
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    if "PIN_SLOW" in env:
        pytester.makepyfile(
            test_b="import pytest\n" + TEST_B.replace("def test_stats", "@pytest.mark.slow\ndef test_stats")
        )
        pytester.makeini("[pytest]\nmarkers =\n    slow: slow\n")
    if "FAIL_FIRST" in env:
        pytester.makepyfile(test_0="def test_first_fails(irscope_snapshot):\n    assert False\n")
    result = _update(pytester, *args)
    assert tree_bytes(snap) == before, "a partial run deleted snapshots"
    assert "  deleted:" not in result.stdout.str()
    result.stdout.fnmatch_lines([f"*partial run, nothing deleted: *{reason}*"])


def test_a_module_skipped_whole_that_names_the_fixture_makes_the_run_partial(project) -> None:
    """`pytest.importorskip("torch")` at the top of a module that pins: its tests are never
    collected, so nothing else says they pin."""
    pytester, snap, before = project
    pytester.makepyfile(test_b='import pytest\npytest.importorskip("no_such_module_here")\n' + TEST_B)
    result = _update(pytester, "-n", "2")
    assert tree_bytes(snap) == before, "a run that skipped a pinning module deleted snapshots"
    result.stdout.fnmatch_lines(["*partial run, nothing deleted: test_b.py was skipped whole (it may pin snapshots)*"])


def test_a_skipped_module_that_pins_nothing_leaves_the_run_complete(project) -> None:
    pytester, snap, before = project
    pytester.makepyfile(
        test_gpu='import pytest\npytest.importorskip("no_such_module_here")\n\ndef test_x():\n    pass\n'
    )
    pytester.makepyfile(test_b=TEST_B.replace("def test_stats", "def removed_stats"))
    result = _update(pytester, "-n", "2")
    result.stdout.fnmatch_lines([f"  deleted: {snap / RELU}/stats.json"])
    del before[f"{RELU}/stats.json"]
    assert tree_bytes(snap) == before
