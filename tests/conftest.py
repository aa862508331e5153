"""Shared fixtures: real captures made once per test session."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest

try:  # the smoke tests also run where only pytest is installed (.ci/run's mixed environment)
    from hypothesis import settings
except ImportError:
    pass
else:
    # CI (.ci/run sets HYPOTHESIS_PROFILE=ci) draws the same examples every run, so a submission
    # lands or not by what it changed; a developer's runs draw new ones and keep what failed in
    # .hypothesis/ (an input found that way is pinned with @example before it is fixed).
    settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(autouse=True)
def _temp_dir_of_the_tests_own(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test's temp dir is its own, for the processes it starts (TMPDIR) and for irscope run
    in the test's process (tempfile): every irscope run sweeps what killed runs left in its temp
    dir and says so in a line, so a run killed by one test (another xdist worker's, or an earlier
    one's) would otherwise put that line into the output another test compares."""
    tmp = tmp_path_factory.mktemp("tmpdir")
    monkeypatch.setenv("TMPDIR", str(tmp))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp))


@pytest.fixture(scope="session")
def seed_store(irscope_store: Path, request: pytest.FixtureRequest) -> Path:
    """Every case of kernels/ captured for every declared arch, once per session.

    The irscope pytest plugin makes that capture (the same one the snapshot tests check), so
    the suite compiles each kernel case exactly once.
    """
    from irscope.snapshots.plugin_state import capture_failures

    failures = capture_failures(request.config)
    assert not failures, failures
    return irscope_store


#: The cases the source-map tests read: the seed's elementwise_add in both versions (scalar and
#: 128-bit copies), and kernels with shared memory, cp.async and TMA.
LINEINFO_CASES = ("elementwise_add:v1_f32", "elementwise_add:v2_f32", "sgemm:f32", "copy_tma:bf16")


@pytest.fixture(scope="session")
def lineinfo_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`irscope capture --lineinfo` of LINEINFO_CASES for sm_90a, once per session (the plugin's
    store holds plain captures only)."""
    import importlib.util
    import subprocess
    import sys

    from tests.helpers import REPO

    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed: cannot capture real bundles")
    root = tmp_path_factory.mktemp("lineinfo-store")
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "irscope",
            "--store",
            str(root),
            "capture",
            "--lineinfo",
            "--arch",
            "sm_90a",
            *LINEINFO_CASES,
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=600,
    )
    if proc.returncode != 0:
        pytest.fail(f"irscope capture --lineinfo failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
    return root


#: A committed bundle (no capture needed) and its kernel reference in `data_store`.
DATA_BUNDLE = Path(__file__).resolve().parent / "tui" / "data" / "bundles" / "copy_inner_partition_bf16_sm_90a"
DATA_REF = "copy_inner_partition:bf16@sm_90a"


@pytest.fixture(scope="module")
def data_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store holding DATA_BUNDLE as the one capture of DATA_REF."""
    import shutil

    root = tmp_path_factory.mktemp("store")
    shutil.copytree(DATA_BUNDLE, root / "copy_inner_partition" / "bf16" / "sm_90a" / "20260101T000000.000000Z")
    return root


#: The documented examples' tally of each xdist worker, gathered on the controller.
_WORKER_TALLIES: list[dict[str, list]] = []


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hooks: it may not be installed
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`pytest -n auto` (the README's test command): one worker per core, at most 4. Each worker
    captures the session's seed kernels again and holds a DSL of its own (~0.5 GB); beyond a
    few workers the suite's longest tests, not its count, set the time."""
    from irscope.cpus import usable_cpus

    return min(4, usable_cpus())


def pytest_sessionfinish(session: pytest.Session) -> None:
    workeroutput = getattr(session.config, "workeroutput", None)
    module = sys.modules.get("tests.test_documented_examples")
    if workeroutput is not None and module is not None:  # an xdist worker: tell the controller
        workeroutput["documented_examples"] = module.TALLY  # execnet carries its lists and tuples


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: object, error: object) -> None:
    tally = getattr(node, "workeroutput", {}).get("documented_examples")
    if tally is not None:
        _WORKER_TALLIES.append(tally)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """How many documented examples ran (tests/test_documented_examples.py), so CI logs show it;
    under xdist, the workers' tallies together."""
    module = sys.modules.get("tests.test_documented_examples")
    tallies = [*_WORKER_TALLIES, *([module.TALLY] if module is not None else [])]
    ran = [c for t in tallies for c in t["ran"]]
    skipped = [x for t in tallies for x in t["skipped"]]
    if not (ran or skipped):
        return
    reasons = sorted({why for _, why in skipped})
    terminalreporter.write_line(
        f"documented examples: {len(ran)} ran, {len(skipped)} skipped" + (f" ({'; '.join(reasons)})" if reasons else "")
    )


@pytest.fixture(scope="session")
def constructs_trace(tmp_path_factory: pytest.TempPathFactory):  # -> tests.trace_support.Traced
    """tests/trace_programs/constructs.py under `irscope trace --arch sm_90a --specs`, run from the
    repository (so its specs name the program relative to it), once per session."""
    from tests.trace_support import trace_program

    return trace_program(tmp_path_factory.mktemp("constructs"), "constructs.py", "--specs")
