"""A trace killed by a signal it cannot catch (SIGKILL: the OOM killer, a CI runner's hard stop)
keeps every compile it recorded in its store's staging folder, and `irscope trace --finish` makes
their bundles, once each; what `--finish` refuses it names in one line."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from irscope.capture.trace.resume import STAGING_DIR, new_staging
from irscope.capture.trace.staging import TraceSummary
from tests.reliability.capture_support import fault_env, kill_a_trace_after_its_compile, workers_alive
from tests.trace_support import ARCH

needs_dsl = pytest.mark.skipif(importlib.util.find_spec("cutlass") is None, reason="nvidia-cutlass-dsl not installed")


def _irscope(tmp: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "irscope", *args],
        env={**fault_env(tmp), "CUTE_DSL_ARCH": ARCH},
        capture_output=True,
        text=True,
        timeout=1200,
    )


def _manifests(store: Path) -> list[Path]:
    return sorted(store.glob("one_kernel.negate/*/sm_90a/*/manifest.json"))


@needs_dsl
@pytest.mark.slow
@pytest.mark.parametrize("everything", [False, True], ids=["the-trace", "every-process"])
def test_a_trace_killed_after_its_first_compile_is_finished_by_trace_finish(tmp_path: Path, everything: bool) -> None:
    """SIGKILL to `irscope trace`'s process group (irscope and the program) once the program has
    compiled, or to every process of the run (its finishing processes too, as a container's stop
    does). The compile's record stays in STORE/.staging; `irscope trace --finish` makes its one
    bundle (a finishing process the kill left running is waited for, never duplicated) and
    removes the folder; a second `--finish` has nothing left to do. On main the staging folder
    was in the temp dir, swept by the next capture, and no command finished it."""
    store, tmp = tmp_path / "store", tmp_path / "tmp"
    kill_a_trace_after_its_compile(tmp, store, every_process=everything)
    (staging,) = (store / STAGING_DIR).iterdir()
    assert list((staging / "compiles").glob("*/result.json")), sorted(staging.rglob("*"))

    later = _irscope(tmp, "trace", "--no-sass", "--out", str(store), "--", sys.executable, "-c", "pass")
    assert later.returncode == 0, later.stderr
    assert later.stderr.endswith(
        "; 1 earlier trace was killed before finishing what it recorded: "
        f"`irscope trace --finish --out {store}` makes their bundles\n"
    ), later.stderr

    done = _irscope(tmp, "trace", "--finish", "--no-sass", "--out", str(store))
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    last = done.stderr.splitlines()[-1]
    assert last.startswith(f"irscope trace: 1 bundle from 1 Python process in {store}: one_kernel.negate"), last
    (manifest,) = _manifests(store)
    from irscope import bundle

    finished = bundle.load(manifest.parent)
    assert finished.ok and finished.ptx() and finished.input_ir()
    assert not (store / STAGING_DIR).exists()

    again = _irscope(tmp, "trace", "--finish", "--no-sass", "--out", str(store))
    assert (again.returncode, again.stderr) == (
        0,
        f"irscope trace: nothing to finish in {store} (no trace left compiles there)\n",
    )
    deadline = time.monotonic() + 60  # a finishing process the kill left running ends at its pipe's end
    while workers_alive(tmp) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert len(_manifests(store)) == 1


def test_finish_leaves_alone_a_trace_that_is_still_running(tmp_path: Path) -> None:
    """A staging folder whose tracing process lives (here: this test holds it) is not one a killed
    trace left: `--finish` with no folder named leaves it alone, and named, refuses it in one line."""
    store, tmp = tmp_path / "store", tmp_path / "tmp"
    store.mkdir()
    live = new_staging(store)
    (live.path / "compiles").mkdir()
    try:
        quiet = _irscope(tmp, "trace", "--finish", "--no-sass", "--out", str(store))
        assert (quiet.returncode, quiet.stderr) == (
            0,
            f"irscope trace: nothing to finish in {store} (no trace left compiles there)\n",
        )
        named = _irscope(tmp, "trace", "--finish", "--no-sass", "--out", str(store), "--", str(live.path))
        assert named.returncode == 1
        assert named.stderr == f"irscope: error: {live.path}: still being traced or finished (process {os.getpid()})\n"
        assert live.path.is_dir()
    finally:
        live.remove()


def test_finish_names_a_folder_that_is_no_trace_staging(tmp_path: Path) -> None:
    tmp = tmp_path / "tmp"
    other = tmp_path / "photos"
    other.mkdir()
    (other / "cat.jpg").write_bytes(b"\xff\xd8")
    missing = tmp_path / "gone"
    proc = _irscope(
        tmp, "trace", "--finish", "--no-sass", "--out", str(tmp_path / "store"), "--", str(other), str(missing)
    )
    assert proc.returncode == 1
    assert proc.stderr.splitlines() == [
        f"irscope: error: {other}: not a trace's staging folder (it has no compiles/ or procs/)",
        f"irscope: error: {missing}: no such trace staging folder",
    ]
    assert (other / "cat.jpg").read_bytes() == b"\xff\xd8"


def test_trace_without_a_command_says_so(tmp_path: Path) -> None:
    proc = _irscope(tmp_path / "tmp", "trace", "--no-sass")
    assert (proc.returncode, proc.stderr) == (
        2,
        "irscope: error: trace: no COMMAND: put the program to run after `--` (or --finish)\n",
    )


def test_the_summary_names_what_killed_traces_left() -> None:
    summary = TraceSummary(Path(".irscope"), (), 1, 0, left_behind=2)
    assert summary.line().endswith(
        "; 2 earlier traces were killed before finishing what they recorded: "
        "`irscope trace --finish --out .irscope` makes their bundles"
    )
