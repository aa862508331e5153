"""The pytest plugin reads [tool.irscope] from the pyproject.toml at pytest's rootdir; its
--irscope-* options win; a bad setting stops the session with one line (a usage error)."""

from __future__ import annotations

import shutil

import pytest

from tests.conftest import DATA_BUNDLE, DATA_REF
from tests.project.test_config import write_config

pytest_plugins = ["pytester"]


def test_the_pytest_plugin_reads_the_snapshot_directory_from_the_config(pytester: pytest.Pytester) -> None:
    store = pytester.path / "bundles"
    shutil.copytree(DATA_BUNDLE, store / "copy_inner_partition" / "bf16" / "sm_90a" / "20260101T000000.000000Z")
    write_config(pytester.path, 'snapshots = "pinned/irscope"\n')
    pytester.makepyfile(
        test_pin=f"""
def test_pinned(irscope_snapshot):
    irscope_snapshot.assert_matches({DATA_REF!r}, stage="ptx")
"""
    )
    args = ("-p", "no:cacheprovider", "-q", "--irscope-store", str(store))
    pytester.runpytest_subprocess(*args, "--irscope-update").assert_outcomes(passed=1)
    assert (pytester.path / "pinned" / "irscope" / "copy_inner_partition" / "bf16" / "sm_90a" / "module.ptx").is_file()
    assert not (pytester.path / "snapshots").exists()
    other = pytester.path / "elsewhere"
    pytester.runpytest_subprocess(*args, "--irscope-snapshots", str(other)).assert_outcomes(failed=1)


def test_the_pytest_plugin_reports_a_bad_config_in_one_line(pytester: pytest.Pytester) -> None:
    write_config(pytester.path, "jobs = true\n")
    pytester.makepyfile(test_nothing="def test_nothing():\n    pass\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-q")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        ["*irscope: *pyproject.toml: [[]tool.irscope[]] jobs: expected a whole number from 0 to 1024, got True"]
    )
