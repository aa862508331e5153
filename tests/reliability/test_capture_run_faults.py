"""A capture run begun before its caller is ready (orchestrate.CaptureRun: the CLI starts the
first workers, then imports its progress view while they compile). What lands in that window
must stop it as cleanly as it stops `capture_all`: a signal, the caller raising, a case that
cannot begin. In process, with real workers of tests/data/kernels_faults/tiny.py, stalled with
IRSCOPE_TEST_STALL so they surely still run when the fault lands."""

from __future__ import annotations

import os
import shutil
import signal
import tempfile
import time

import pytest

from irscope.capture import leftovers, orchestrate
from irscope.capture.settings import CaptureSettings
from irscope.registry import CaseInfo, CaseTarget
from tests.reliability.capture_support import (
    FAULTS,
    assert_nothing_left,
    needs_dsl,
    sigint_as_in_a_shell,
    wait_for_workers,
)

pytestmark = needs_dsl


def _selections(*archs: str) -> list[CaseTarget]:
    info = CaseInfo("tiny", "f32", str(FAULTS / "tiny.py"), "copy", ("sm_80", "sm_90a"), "", "")
    return [CaseTarget(info, arch) for arch in archs]


class _Process:
    """What wait_for_workers polls: this process, which does not end."""

    returncode = None

    def poll(self) -> None:
        return None


@pytest.fixture
def run_env(tmp_path, monkeypatch):
    """A store, and a temp dir of the test's own for the work directories; workers that stall;
    SIGINT as in a shell (the signal tests send it to this process)."""
    tmpdir = tmp_path / "tmp"
    tmpdir.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmpdir))
    monkeypatch.setenv("IRSCOPE_TEST_STALL", "120")
    settings = CaptureSettings(store_root=tmp_path / "store", jobs=2, with_sass=False)
    with sigint_as_in_a_shell():
        yield settings, tmpdir


def test_workers_start_when_the_run_is_entered_and_stop_when_it_is_left_unasked(run_env):
    settings, tmpdir = run_env
    t0 = time.monotonic()
    with orchestrate.CaptureRun(_selections("sm_80", "sm_90a"), settings):
        # Started from the entering thread, before anything else: both work directories exist now.
        assert len(list(tmpdir.glob("irscope-tiny-f32-*"))) == 2
        wait_for_workers(tmpdir, 2, _Process())
    assert time.monotonic() - t0 < 60, "leaving the run waited for the stalled compiles"
    assert_nothing_left(settings.store_root, tmpdir)


def test_a_signal_before_the_results_are_asked_for_stops_the_run(run_env):
    settings, tmpdir = run_env
    t0 = time.monotonic()
    with orchestrate.CaptureRun(_selections("sm_80", "sm_90a"), settings) as run:
        wait_for_workers(tmpdir, 2, _Process())
        os.kill(os.getpid(), signal.SIGINT)  # while the caller still imports its view: no KeyboardInterrupt here
        with pytest.raises(orchestrate.CaptureInterrupted) as stopped:
            run.results()
    assert stopped.value.signum == signal.SIGINT
    assert (len(stopped.value.finished), stopped.value.stopped, stopped.value.not_started) == (0, 2, 0)
    assert time.monotonic() - t0 < 60, "the stalled compiles were waited for"
    assert_nothing_left(settings.store_root, tmpdir)
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler, "the run's handler stayed"


def test_the_caller_raising_before_the_results_stops_every_case(run_env):
    settings, tmpdir = run_env
    t0 = time.monotonic()
    with (
        pytest.raises(RuntimeError, match="the view failed"),
        orchestrate.CaptureRun(_selections("sm_80", "sm_90a"), settings),
    ):
        wait_for_workers(tmpdir, 2, _Process())
        raise RuntimeError("the view failed")
    assert time.monotonic() - t0 < 60, "leaving the run waited for the stalled compiles"
    assert_nothing_left(settings.store_root, tmpdir)
    assert not list((settings.store_root).glob("tiny/*/*/*")), "a stopped case wrote a bundle"


def test_a_case_that_cannot_begin_fails_in_results_and_the_begun_one_is_cleaned_up(run_env, monkeypatch):
    settings, tmpdir = run_env
    made: list[str] = []

    def workdir(sel: CaseTarget, tag: str = "") -> leftovers.LockedDir:
        if sel.arch == "sm_90a":
            raise OSError(28, "No space left on device")
        made.append(sel.arch)
        return leftovers.LockedDir(f"{sel.info.kernel}-{sel.info.case}-{sel.arch}{tag}-")

    monkeypatch.setattr(orchestrate, "_workdir", workdir)
    t0 = time.monotonic()
    with (
        pytest.raises(OSError, match="No space left"),
        orchestrate.CaptureRun(_selections("sm_80", "sm_90a"), settings) as run,
    ):
        assert made == ["sm_80"]
        run.results()  # raises as capture_one raised, and stops the case still compiling
    assert time.monotonic() - t0 < 60, "the error waited for the stalled compile"
    assert_nothing_left(settings.store_root, tmpdir)


def test_the_tree_is_dropped_once_read_and_kept_with_keep_workdir(tmp_path, monkeypatch):
    """assemble(drop_tree=...) removes MLIR's print-after-all tree before waiting for nvdisasm;
    a --keep-workdir capture keeps it whole for a person to read (where the printer writes one:
    under pass replay, DSL 4.6+, the kept work directory holds the replay's states instead)."""
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    for keep in (True, False):
        settings = CaptureSettings(store_root=tmp_path / f"store-{keep}", jobs=1, with_sass=False, keep_workdir=keep)
        (outcome,) = orchestrate.capture_all(_selections("sm_90a"), settings)
        assert outcome.ok
        observed = sum(p.observed == "single" for p in outcome.bundle.passes)
        kept = list((tmp_path / "tmp").glob("irscope-tiny-f32-sm_90a-*"))
        if keep:
            (workdir,) = kept
            if outcome.bundle.method == "mlir-ir-printer":
                assert observed and len(list((workdir / "tree").rglob("*.mlir"))) == observed
            else:
                assert observed and (workdir / "replay" / "replay.json").is_file()
            shutil.rmtree(workdir)
        else:
            assert not kept
