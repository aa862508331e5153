"""The worker `irscope capture` starts before it knows its case (capture/worker_launch.Standby):
handed a case it compiles it; a standby that dies first is replaced; one never handed a case,
because the run ended early or its parent was killed, exits having written nothing, and no
process of it outlives the run."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from irscope import processes
from irscope.capture.worker_launch import Standby, start_worker, worker_env
from tests.helpers import run_patched_irscope
from tests.reliability.capture_support import FAULTS, exited, start_irscope, workers_alive


def test_a_worker_given_no_case_exits_at_once_writing_nothing(tmp_path: Path) -> None:
    """End-of-file on standard input before any spec path: what a standby sees when its parent
    closes the pipe or dies. Without that rule, `Path("")` would be the current directory and the
    worker would die with a traceback."""
    done = subprocess.run(
        [sys.executable, "-m", "irscope.capture.worker.compile_case", "-"],
        cwd=tmp_path,
        env={**worker_env(), "TMPDIR": str(tmp_path)},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=120,
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, b"", b"")
    assert list(tmp_path.iterdir()) == []


def _wait_for_exit(group: processes.Group) -> int | None:
    assert group.wait(processes.Deadline.after(120))
    group.close()
    return group.returncode


def test_a_standby_is_handed_the_spec_path_it_then_reads(tmp_path: Path) -> None:
    missing = tmp_path / "no" / "spec.json"
    with Standby() as standby:
        waiting = standby.pgid
        group = start_worker(missing, standby)
        assert standby.pgid is None
    assert group.pgid == waiting  # the standby itself, not a new worker
    # It read the path and failed to open it (exit 1); with no path it would have exited 0.
    assert _wait_for_exit(group) == 1


def test_a_standby_that_died_is_replaced_by_a_new_worker(tmp_path: Path) -> None:
    with Standby() as standby:
        dead = standby.pgid
        assert dead is not None
        os.killpg(dead, signal.SIGKILL)  # the OOM killer, or a stray kill
        assert exited(dead, 30)
        group = start_worker(tmp_path / "spec.json", standby)  # its pipe is closed: a new worker
    assert group.pgid != dead
    assert _wait_for_exit(group) == 1


#: Counts the workers the parent starts.
_SPY = """
import os, sys
def _spy(event, args):
    if event == "subprocess.Popen" and "irscope.capture.worker.compile_case" in str(args[1]):
        with open(os.environ["SEEN"], "a") as f:
            f.write(" ".join(map(str, args[1][3:])) + "\\n")
sys.addaudithook(_spy)
"""


@pytest.mark.parametrize(
    ("args", "started"),
    [
        # a bad arch is refused with the command line, before any worker starts
        (["--arch", "sm_91x"], ""),
        # an unknown kernel is found so once discovery ran: the standby started, no worker after it
        (["no_such_kernel", "--kernels", str(FAULTS)], "-\n"),
    ],
    ids=["bad-arch", "unknown-kernel"],
)
def test_a_capture_that_ends_before_any_compile_leaves_no_worker(tmp_path: Path, args: list[str], started: str) -> None:
    """A run that stops before any compile (a bad arch, an unknown kernel; without the DSL: its
    absence) ends the standby, where it started one, before it exits."""
    tmpdir = tmp_path / "tmp"
    tmpdir.mkdir()
    seen = tmp_path / "seen"
    env = {"SEEN": str(seen), "TMPDIR": str(tmpdir)}
    done = run_patched_irscope(_SPY, "--store", str(tmp_path / "store"), "capture", *args, env=env)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert (seen.read_text() if seen.exists() else "") == started
    # At once, not after a grace period: the run reaps its standby before it exits (left to see
    # end-of-file when the run is gone, it would still be starting here).
    assert not workers_alive(tmpdir), "the standby outlived the capture"
    assert list(tmpdir.iterdir()) == []


def _standby_of(tmpdir: Path) -> int | None:
    for pid in workers_alive(tmpdir):
        try:
            if Path(f"/proc/{pid}/cmdline").read_bytes().endswith(b"irscope.capture.worker.compile_case\0-\0"):
                return pid
        except OSError:
            continue
    return None


def test_a_standby_whose_capture_is_killed_exits(tmp_path: Path) -> None:
    """SIGKILL to irscope while its standby waits (discovery is stuck on a kernel module that
    sleeps at import): nothing can close the standby's pipe but the kernel, and it exits."""
    kernels = tmp_path / "kernels"
    kernels.mkdir()
    (kernels / "slow.py").write_text("import time\ntime.sleep(60)\nCASES = []\n")
    tmpdir = tmp_path / "tmp"
    proc = start_irscope(tmpdir, "--store", str(tmp_path / "store"), "capture", "--kernels", str(kernels))
    try:
        deadline = time.monotonic() + 60
        while (standby := _standby_of(tmpdir)) is None and time.monotonic() < deadline:
            assert proc.poll() is None, proc.communicate()
            time.sleep(0.02)
        assert standby is not None, "no standby worker started"
    finally:
        proc.kill()
        proc.communicate(timeout=60)
    assert exited(standby, 10), "the standby outlived its killed parent"
    assert json.dumps(sorted(p.name for p in tmpdir.iterdir())) == "[]"
