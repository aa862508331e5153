"""SIGHUP (a terminal or SSH session that closed) ends every long command as SIGTERM does, with
its work cleaned up and exit 129; a traced program's finished compiles are kept whatever signal
comes; `irscope tui` without a terminal says so and ends (issue 38)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers import REPO, run_patched_irscope
from tests.reliability.capture_support import (
    assert_nothing_left,
    command_lines,
    irscope_processes,
    needs_dsl,
    start_capture,
    start_irscope,
    stderr_lines,
    wait_for_workers,
)
from tests.reliability.conftest import CASE, only_bundle
from tests.reliability.test_trace_faults import PROGRAMS, signal_a_traced_program

pytest_plugins = ["pytester"]


@pytest.fixture(autouse=True)
def _hangup_not_ignored() -> Iterator[None]:
    """The processes these tests start take SIGHUP's default: irscope leaves a signal its caller
    ignores ignored (`nohup`, as a CI runner may start the suite), and a child inherits that."""
    before = signal.signal(signal.SIGHUP, signal.SIG_DFL)
    try:
        yield
    finally:
        signal.signal(signal.SIGHUP, before)


@needs_dsl
def test_sighup_stops_a_capture_as_sigterm_does(tmp_path: Path) -> None:
    """SIGHUP to the process group of `irscope capture` while it compiles: every worker killed,
    no bundle for a stopped case, exit 129 and the one line of an interrupted capture. (Failed
    on main: SIGHUP's default action ended irscope at once, exit -1, its workers and work
    directories left behind.)"""
    root, tmpdir = tmp_path / "store", tmp_path / "tmp"
    proc = start_capture(root, tmpdir, "-j", "1", IRSCOPE_TEST_STALL="120")
    wait_for_workers(tmpdir, 1, proc)
    os.killpg(proc.pid, signal.SIGHUP)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 129, err
    assert stderr_lines(err) == [
        "irscope: interrupted by SIGHUP: 0 of 2 cases finished, 1 stopped, 1 not started (no bundle written for those)"
    ], err
    assert_nothing_left(root, tmpdir)


@needs_dsl
def test_a_capture_started_under_nohup_keeps_working_through_a_hangup(tmp_path: Path) -> None:
    """`nohup irscope capture ...`: SIGHUP was ignored when irscope started, so the hangup that
    nohup guards against ends nothing (irscope and its workers go on); SIGTERM still stops it."""
    root, tmpdir = tmp_path / "store", tmp_path / "tmp"
    signal.signal(signal.SIGHUP, signal.SIG_IGN)  # what nohup does before it runs the command
    try:
        proc = start_capture(root, tmpdir, "-j", "1", IRSCOPE_TEST_STALL="120")
    finally:
        signal.signal(signal.SIGHUP, signal.SIG_DFL)
    wait_for_workers(tmpdir, 1, proc)
    workers = irscope_processes(tmpdir)
    os.killpg(proc.pid, signal.SIGHUP)
    time.sleep(2)
    assert proc.poll() is None, proc.communicate()
    assert proc.pid in workers and len(workers) >= 2, command_lines(workers)
    assert irscope_processes(tmpdir) == workers, command_lines(workers)
    os.killpg(proc.pid, signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 143, err
    assert_nothing_left(root, tmpdir)


@needs_dsl
def test_sighup_stops_a_check_and_cleans_up(tmp_path: Path) -> None:
    """The same for `irscope check`: its temporary store and work directories removed, no
    snapshot written. (Failed on main: ended at once, both left in the temp dir.)"""
    snapshots, tmpdir = tmp_path / "snapshots", tmp_path / "tmp"
    faults = REPO / "tests" / "data" / "kernels_faults"
    proc = start_irscope(
        tmpdir, "check", "--kernels", str(faults), "--snapshots", str(snapshots), IRSCOPE_TEST_STALL="120"
    )
    wait_for_workers(tmpdir, 1, proc)
    os.killpg(proc.pid, signal.SIGHUP)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 129, err
    assert "interrupted by SIGHUP" in stderr_lines(err)[-1]
    assert not snapshots.exists()
    assert not list(tmpdir.glob("irscope-*")), list(tmpdir.iterdir())


@pytest.mark.parametrize("to_group", [False, True], ids=["to-irscope", "to-the-group"])
def test_sighup_stops_a_traced_program_and_keeps_what_it_compiled(to_group: bool, tmp_path: Path) -> None:
    """SIGHUP to `irscope trace -- python prog.py` after the program's compile finished (its
    terminal closed), to irscope alone or to the group: the program gets SIGHUP and ends as it
    would untraced, the compile's bundle is written, the summary line follows, exit 129,
    nothing left in the temp dir. (Failed on main: exit 129 at once and no bundle: the compile
    was lost.)"""
    kill = os.killpg if to_group else os.kill
    code, out, err, store, tmp = signal_a_traced_program(tmp_path, lambda pid: kill(pid, signal.SIGHUP))
    assert code == 129, err
    assert "Traceback" not in err and "nobody stopped me" not in out
    assert not list(tmp.glob("irscope-*")), list(tmp.iterdir())
    assert not list(store.glob("*/*/*/.*.tmp"))


# While trace_staging turns the staging folder into bundles, the signal arrives (sent by the
# process to itself at the start of that step, as a terminal closing then would).
SIGNAL_WHILE_ASSEMBLING = """
import os, signal
from irscope.capture.trace import staging as trace_staging
_assemble = trace_staging.assemble_staged
def _signalled(*args, **kwargs):
    os.kill(os.getpid(), getattr(signal, os.environ["SIGNAL"]))
    return _assemble(*args, **kwargs)
trace_staging.assemble_staged = _signalled
"""


@pytest.mark.parametrize(
    ("name", "code", "line"), [("SIGHUP", 129, "hung up (SIGHUP)"), ("SIGTERM", 143, "terminated")]
)
def test_a_signal_while_the_compiles_become_bundles_waits_for_them(
    tmp_path: Path, name: str, code: int, line: str
) -> None:
    """SIGHUP or SIGTERM after the traced program ended, while irscope writes its compiles'
    bundles: the bundles are written and the summary printed, then irscope ends by the signal.
    (Failed on main: SIGHUP ended it at once, SIGTERM unwound and removed the staging folder;
    either way the finished compile was lost.)"""
    store, tmp = tmp_path / "store", tmp_path / "tmp"
    tmp.mkdir()
    args = ["trace", "--no-sass", "--arch", "sm_90a", "--out", str(store), "--", sys.executable]
    done = run_patched_irscope(
        SIGNAL_WHILE_ASSEMBLING, *args, str(PROGRAMS / "one_kernel.py"), env={"SIGNAL": name, "TMPDIR": str(tmp)}
    )
    lines = stderr_lines(done.stderr)
    assert done.returncode == code, done.stderr
    assert lines[-2].startswith("irscope trace: 1 bundle from 1 Python process") and lines[-1] == f"irscope: {line}"
    (manifest,) = store.glob("*/*/sm_90a/*/manifest.json")
    assert json.loads(manifest.read_text())["status"] == "ok"
    assert not list(tmp.glob("irscope-*")), list(tmp.iterdir())


# os.fsync in output_files.write_file: the page is written to its temporary, not yet renamed.
SIGNAL_WHILE_WRITING = """
import os, signal
_fsync = os.fsync
def _signalled(fd):
    os.kill(os.getpid(), signal.SIGHUP)
    return _fsync(fd)
os.fsync = _signalled
"""


def test_sighup_while_export_writes_its_page_leaves_nothing(bundle_copy: Path, tmp_path: Path) -> None:
    """SIGHUP to `irscope export -o page.html` while it writes the page: exit 129, one line, no
    page and no temporary file. (Failed on main: ended at once, `.page.html.<hex>.tmp` left.)"""
    out = tmp_path / "out"
    out.mkdir()
    done = run_patched_irscope(SIGNAL_WHILE_WRITING, "export", str(bundle_copy), "-o", str(out / "page.html"), env={})
    assert done.returncode == 129, done.stderr
    assert stderr_lines(done.stderr) == ["irscope: hung up (SIGHUP)"]
    assert list(out.iterdir()) == []


PIN_THEN_WAIT = f"""
import time

def test_pin(irscope_snapshot):
    irscope_snapshot.assert_matches({CASE!r})
    print("pinned", flush=True)
    time.sleep(120)
"""


@needs_dsl
def test_sighup_to_a_plugin_update_ends_it_as_ctrl_c_does(pytester: pytest.Pytester, tmp_path: Path) -> None:
    """SIGHUP to `pytest --irscope-update` while a test runs: pytest ends its session as on
    Ctrl-C (the plugin writes and deletes nothing, the capture's temporary store is removed),
    then ends by the signal. (Failed on main: SIGHUP's default action ended pytest at once, its
    temporary store `irscope-snapshots-*` left in the temp dir.)"""
    pytester.makepyfile(test_pin=PIN_THEN_WAIT)
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    snap = tmp_path / "snapshots"
    cmd = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-s", "--irscope-update"]
    cmd += [f"--irscope-snapshots={snap}", f"--irscope-kernels={REPO / 'kernels'}", "-p", "no:xdist"]
    proc = subprocess.Popen(
        cmd,
        cwd=pytester.path,
        env={**os.environ, "TMPDIR": str(tmp)},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline and "pinned" not in (proc.stdout.readline() if proc.stdout else "pinned"):
            pass
        assert list(tmp.glob("irscope-snapshots-*")), "the plugin captured into no temporary store"
        proc.send_signal(signal.SIGHUP)
        out, _ = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == -signal.SIGHUP, out
    assert "KeyboardInterrupt" in out, out
    assert not snap.exists(), "an interrupted update wrote snapshots"
    assert list(tmp.glob("irscope-*")) == [], list(tmp.iterdir())


def test_tui_without_a_terminal_is_one_line(store: Path, tmp_path: Path) -> None:
    """`irscope tui </dev/null >out` (a CI step, a script): exit 2 at once with one line, and no
    escape code written. (Failed on main: the app wrote escape codes into `out`, waited for keys
    that never came, and ignored SIGINT.)"""
    out = tmp_path / "out"
    with open(os.devnull) as stdin, open(out, "w") as stdout:
        try:
            done = subprocess.run(
                [sys.executable, "-m", "irscope", "--store", str(store), "tui", CASE],
                stdin=stdin,
                stdout=stdout,
                stderr=subprocess.PIPE,
                text=True,
                timeout=60,
                start_new_session=True,
            )
        except subprocess.TimeoutExpired:
            pytest.fail(f"tui without a terminal still ran after 60 s; it wrote {out.stat().st_size} bytes")
    assert done.returncode == 2, done.stderr
    (line,) = stderr_lines(done.stderr)
    assert line.startswith("irscope: error: tui needs a terminal, and standard input and output are not")
    assert out.read_text() == ""
    assert only_bundle(store).is_dir()
