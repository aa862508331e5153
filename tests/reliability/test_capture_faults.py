"""Faults on the capture side (issue 11): interrupts, hung and failing nvdisasm, leftovers of a
killed run, unwritable store directories, concurrent captures, bad kernel modules.

Each test injects the fault into a real `irscope` process and asserts the exit status, the one
line that explains it, and that every good bundle is still there byte for byte. Captures use
tests/data/kernels_faults/tiny.py (one small kernel); a stalled compile is made with
IRSCOPE_TEST_STALL, so an interrupt surely lands while a worker is compiling. Every run gets its
own TMPDIR, where the work directories go, so that leftovers can be seen.
"""

from __future__ import annotations

import fcntl
import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from irscope import bundle, store
from irscope.capture import leftovers
from tests.helpers import REPO
from tests.reliability.capture_support import (
    FAULTS,
    assert_nothing_left,
    exited,
    fake_nvdisasm,
    fault_env,
    irscope_processes,
    latest_bundles,
    needs_dsl,
    run_capture,
    start_capture,
    start_irscope,
    stderr_lines,
    still_alive,
    store_digest,
    wait_for_workers,
)


# ---- fixtures ------------------------------------------------------------------------------
@pytest.fixture(scope="session")
def good_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """tiny:f32 captured for sm_80 and sm_90a, once per session: the good bundles every fault
    must leave alone."""
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl not installed")
    root = tmp_path_factory.mktemp("good-store")
    r = run_capture(root, tmp_path_factory.mktemp("good-tmp"), "-j", "2")
    assert r.returncode == 0, r.stderr
    return root


@pytest.fixture
def good(good_store: Path, tmp_path: Path) -> tuple[Path, dict[str, str], dict[str, Path]]:
    """A private copy of the good store, its digest and its latest bundle per case."""
    root = tmp_path / "store"
    shutil.copytree(good_store, root)
    return root, store_digest(root), latest_bundles(root)


# ---- interrupts ----------------------------------------------------------------------------
@needs_dsl
@pytest.mark.parametrize(
    ("sig", "jobs", "code", "counts"),
    [
        (signal.SIGINT, "2", 130, "0 of 2 cases finished, 2 stopped, 0 not started"),
        (signal.SIGTERM, "1", 143, "0 of 2 cases finished, 1 stopped, 1 not started"),
    ],
    ids=["sigint-j2", "sigterm-j1"],
)
def test_signal_to_the_process_group_stops_capture_and_writes_no_bundle(good, tmp_path, sig, jobs, code, counts):
    root, before, latest = good
    tmpdir = tmp_path / "tmp"
    proc = start_capture(root, tmpdir, "-j", jobs, IRSCOPE_TEST_STALL="120")
    wait_for_workers(tmpdir, int(jobs), proc)
    t0 = time.monotonic()
    os.killpg(proc.pid, sig)
    _, err = proc.communicate(timeout=60)
    elapsed = time.monotonic() - t0
    assert proc.returncode == code, err
    assert store_digest(root) == before, "an interrupted capture changed the store (a bundle for a stopped case?)"
    assert latest_bundles(root) == latest
    assert_nothing_left(root, tmpdir)
    # Measured in benchmarks/capture_interrupt.py; here only: not after the compiles (120 s).
    assert elapsed < 10, elapsed
    lines = stderr_lines(err)
    assert lines == [f"irscope: interrupted by {sig.name}: {counts} (no bundle written for those)"], err


@needs_dsl
def test_interrupted_check_writes_nothing_and_cleans_up(tmp_path):
    snapshots = tmp_path / "snapshots"
    tmpdir = tmp_path / "tmp"
    proc = start_irscope(
        tmpdir, "check", "--kernels", str(FAULTS), "--snapshots", str(snapshots), IRSCOPE_TEST_STALL="120"
    )
    wait_for_workers(tmpdir, 1, proc)
    os.killpg(proc.pid, signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert [ln for ln in stderr_lines(err) if "interrupted" in ln] == [ln for ln in stderr_lines(err)][-1:]
    assert not snapshots.exists()
    assert not list(tmpdir.glob("irscope-*")), "check left its temporary store or a work directory"
    assert not still_alive(tmpdir)


@needs_dsl
def test_interrupted_explain_capture_writes_no_bundle(tmp_path):
    root = tmp_path / "store"
    tmpdir = tmp_path / "tmp"
    proc = start_irscope(
        tmpdir,
        "--store",
        str(root),
        "explain",
        "tiny:f32@sm_90a",
        IRSCOPE_TEST_STALL="120",
        IRSCOPE_KERNELS=str(FAULTS),
    )
    wait_for_workers(tmpdir, 1, proc)
    os.killpg(proc.pid, signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert not list(root.glob("tiny/*/*/*")), "the interrupted explain capture wrote a bundle"
    assert_nothing_left(root, tmpdir)
    assert stderr_lines(err)[-1] == (
        "irscope: interrupted by SIGINT: 0 of 1 cases finished, 1 stopped, 0 not started (no bundle written for those)"
    )


# ---- external processes: nvdisasm ----------------------------------------------------------
@needs_dsl
def test_hanging_nvdisasm_is_killed_at_the_case_deadline_and_run_once(good, tmp_path):
    root, before, _ = good
    tmpdir = tmp_path / "tmp"
    nvdisasm, calls = fake_nvdisasm(tmp_path, "exec sleep 1000")
    t0 = time.monotonic()
    r = run_capture(root, tmpdir, "--arch", "sm_90a", "--timeout", "8", IRSCOPE_NVDISASM=str(nvdisasm))
    assert r.returncode == 1, r.stderr
    assert time.monotonic() - t0 < 60
    failed = [ln for ln in stderr_lines(r.stdout) if ln.startswith("FAILED")]  # results: stdout
    assert len(failed) == 1 and "tiny:f32@sm_90a" in failed[0], r.stdout
    assert "nvdisasm did not finish within the case's time limit (8 s, --timeout) and was killed" in failed[0]
    pids = calls.read_text().split()
    assert len(pids) == 1, f"nvdisasm ran {len(pids)} times on one cubin"
    assert exited(int(pids[0])), "the hung nvdisasm is still running"
    after = store_digest(root)
    assert {k: v for k, v in after.items() if k in before} == before
    assert_nothing_left(root, tmpdir)


@needs_dsl
def test_compile_past_the_timeout_is_killed_with_its_group(good, tmp_path):
    root, before, _ = good
    tmpdir = tmp_path / "tmp"
    t0 = time.monotonic()
    r = run_capture(root, tmpdir, "--arch", "sm_90a", "--timeout", "4", IRSCOPE_TEST_STALL="120")
    assert r.returncode == 1, r.stderr
    assert time.monotonic() - t0 < 60
    failed = [ln for ln in stderr_lines(r.stdout) if ln.startswith("FAILED")]
    assert len(failed) == 1 and "tiny:f32@sm_90a" in failed[0], r.stdout
    assert "timeout: the compile did not finish within the time limit and was killed" in failed[0]
    assert {k: v for k, v in store_digest(root).items() if k in before} == before
    assert_nothing_left(root, tmpdir)


@needs_dsl
def test_a_compile_worker_killed_by_sigkill_says_so(good, tmp_path):
    """The compile worker SIGKILLed mid-compile (what the kernel's OOM killer does). Before: the
    failed bundle said `crash: the compiling process died (exit status -9) before reporting`. Now it
    names the signal and the likely cause; the other bundles stay byte for byte, nothing left."""
    root, before, _ = good
    tmpdir = tmp_path / "tmp"
    proc = start_capture(root, tmpdir, "--arch", "sm_90a", "--no-sass", IRSCOPE_TEST_STALL="120")
    try:
        wait_for_workers(tmpdir, 1, proc)
        (worker,) = irscope_processes(tmpdir, "irscope.capture.worker")
        os.kill(worker, signal.SIGKILL)
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    assert proc.returncode == 1, err
    failed = [ln for ln in stderr_lines(out) if ln.startswith("FAILED")]
    assert len(failed) == 1 and "tiny:f32@sm_90a" in failed[0], out
    assert "crash: the compiling process was killed by SIGKILL (out of memory?" in failed[0], out
    assert {k: v for k, v in store_digest(root).items() if k in before} == before
    assert_nothing_left(root, tmpdir)


@needs_dsl
def test_failing_nvdisasm_is_one_line_and_not_retried(good, tmp_path):
    root, before, _ = good
    tmpdir = tmp_path / "tmp"
    nvdisasm, calls = fake_nvdisasm(tmp_path, 'echo "nvdisasm fatal : injected failure" >&2\nexit 3')
    r = run_capture(root, tmpdir, "--arch", "sm_90a", IRSCOPE_NVDISASM=str(nvdisasm))
    assert r.returncode == 1, r.stderr
    assert len(calls.read_text().split()) == 1, "nvdisasm ran more than once on one cubin"
    failed = [ln for ln in stderr_lines(r.stdout) if ln.startswith("FAILED")]
    assert (
        failed == [next(ln for ln in failed if "tiny:f32@sm_90a" in ln)]
        and "nvdisasm failed (exit status 3): nvdisasm fatal : injected failure" in failed[0]
    ), r.stdout
    assert len(calls.read_text().split()) == 1, "nvdisasm ran more than once on one cubin"
    after = store_digest(root)
    assert {k: v for k, v in after.items() if k in before} == before
    assert_nothing_left(root, tmpdir)


@needs_dsl
def test_a_failed_capture_does_not_hide_the_good_one_before_it(good, tmp_path):
    """After a good capture, a capture whose nvdisasm fails is the newest bundle; commands on the
    case name keep reading the good one and say, in one note line, that a newer one failed.
    Named by its path, the failed bundle still reports its failure."""
    root, _, latest = good
    nvdisasm, _ = fake_nvdisasm(tmp_path, 'echo "nvdisasm fatal : injected failure" >&2\nexit 3')
    r = run_capture(root, tmp_path / "tmp", "--arch", "sm_90a", IRSCOPE_NVDISASM=str(nvdisasm))
    assert r.returncode == 1, r.stderr
    good_dir = latest["tiny:f32@sm_90a"]
    (failed_dir,) = [d for d in store.captures(good_dir.parent) if d != good_dir]
    assert store.capture_order(failed_dir.name) > store.capture_order(good_dir.name) and not bundle.load(failed_dir).ok
    note = (
        f"irscope: note: tiny:f32@sm_90a: showing {good_dir.name}, the newest capture that succeeded;"
        f" the newer capture {failed_dir} failed: sass: nvdisasm failed (exit status 3): nvdisasm fatal : injected failure"
    )
    env = fault_env(tmp_path / "tmp")
    for args in (
        ["stats", "tiny:f32@sm_90a"],
        ["stats"],
        ["show", "tiny:f32@sm_90a", "--stage", "ptx"],
        ["passes", "tiny:f32@sm_90a"],
    ):
        proc = subprocess.run(
            [sys.executable, "-m", "irscope", "--store", str(root), *args], capture_output=True, text=True, env=env
        )
        assert proc.returncode == 0, (args, proc.stderr)
        assert stderr_lines(proc.stderr) == [note], (args, proc.stderr)
        assert proc.stdout.strip()
        if args[0] != "show":
            assert str(good_dir) in proc.stdout and str(failed_dir) not in proc.stdout, args
    assert store.resolve_one("tiny:f32@sm_90a", root, skip_failed=True) == good_dir
    # Snapshot checks keep the newest capture: a failed one fails the check (test_snapshot_update_faults).
    assert store.resolve_one("tiny:f32@sm_90a", root) == failed_dir
    shot = tmp_path / "tui.svg"
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(root), "tui", "tiny:f32@sm_90a", "--screenshot", str(shot)],
        capture_output=True,
        text=True,
        env=env,
    )
    assert proc.returncode == 0 and stderr_lines(proc.stderr) == [note], proc.stderr
    screen = shot.read_text()  # the good capture's pass list and diff, not the failure
    # (the pass list names a first run without #1; which pass the diff opens on depends on the DSL)
    assert "cute-expand-ops" in screen and "injected failure" not in screen and "failed" not in screen
    # Named by its path, the failed capture is what the user asked for: its failure, exit 2.
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "stats", str(failed_dir)], capture_output=True, text=True, env=env
    )
    assert proc.returncode == 2 and stderr_lines(proc.stderr) == [
        f"irscope: error: {failed_dir}: tiny:f32@sm_90a capture failed: sass: nvdisasm failed (exit status 3):"
        " nvdisasm fatal : injected failure"
    ], proc.stderr


# ---- the store -----------------------------------------------------------------------------
@needs_dsl
def test_unwritable_arch_directory_is_one_line_and_written_bundles_are_reported(tmp_path):
    root = tmp_path / "store"
    blocked = root / "tiny" / "f32" / "sm_80"
    blocked.parent.mkdir(parents=True)
    blocked.write_text("a file where the arch directory should be")  # unwritable even for root
    tmpdir = tmp_path / "tmp"
    r = run_capture(root, tmpdir, "-j", "2")
    assert r.returncode == 2, r.stderr
    lines = stderr_lines(r.stderr)
    assert lines[-1].startswith(f"irscope: error: {blocked}: cannot write the bundle of tiny:f32@sm_80 there"), r.stderr
    assert not any(ln.startswith("irscope: error") for ln in lines[:-1])
    written = store.resolve_one("tiny:f32@sm_90a", root)
    reported = stderr_lines(r.stdout)  # the results, on stdout
    assert any(ln.startswith("ok") and "tiny:f32@sm_90a" in ln for ln in reported), "a written bundle went unreported"
    assert str(written) in r.stdout
    assert bundle.load(written).ok
    assert_nothing_left(root, tmpdir)


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only directories")
@needs_dsl
def test_read_only_arch_directory_is_one_line(good, tmp_path):
    root, before, _ = good
    arch_dir = root / "tiny" / "f32" / "sm_80"
    arch_dir.chmod(0o500)
    try:
        r = run_capture(root, tmp_path / "tmp", "-j", "2")
    finally:
        arch_dir.chmod(0o755)
    assert r.returncode == 2, r.stderr
    assert stderr_lines(r.stderr)[-1].startswith(
        f"irscope: error: {arch_dir}: cannot write the bundle of tiny:f32@sm_80"
    )
    assert {k: v for k, v in store_digest(root).items() if k in before} == before


# ---- leftovers of a killed run -------------------------------------------------------------
@needs_dsl
def test_sigkill_leftovers_are_swept_by_the_next_capture(good, tmp_path):
    root, before, _ = good
    tmpdir = tmp_path / "tmp"
    stale_tmp = root / "tiny" / "f32" / "sm_90a" / ".20200101T000000.000000Z.dead.tmp"
    stale_tmp.mkdir()
    (stale_tmp / bundle.WRITING_MARKER).touch()  # as a BundleWriter killed mid-write leaves it
    (stale_tmp / "module.ptx").write_text("half a bundle")
    proc = start_capture(root, tmpdir, "--arch", "sm_90a", IRSCOPE_TEST_STALL="120")
    wait_for_workers(tmpdir, 1, proc)
    proc.kill()  # SIGKILL to irscope alone: nothing runs its cleanup
    proc.communicate(timeout=30)
    leftover = list(tmpdir.glob("irscope-*"))
    assert leftover, "the killed run should have left its work directory"
    assert not still_alive(tmpdir, 10), "the worker of a killed capture kept running"
    r = run_capture(root, tmpdir, "--arch", "sm_90a")
    assert r.returncode == 0, r.stderr
    assert not stale_tmp.exists()
    assert {k: v for k, v in store_digest(root).items() if k in before} == {
        k: v for k, v in before.items() if ".dead.tmp" not in k
    }
    assert_nothing_left(root, tmpdir)


def test_sweep_keeps_what_a_live_capture_owns(tmp_path):
    """The rule, without a compile: a work directory or `.tmp` bundle directory of a capture that
    is still running survives the sweep; once its owner is gone, it does not."""
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    live = leftovers.LockedDir("live-", tmp)
    dead = tmp / "irscope-dead-x"
    dead.mkdir()
    (dead / leftovers.OWNER_FILE).write_text("12345\n")  # nobody holds its lock
    holder = subprocess.Popen(
        [sys.executable, "-c", "import time; print('ready', flush=True); time.sleep(60)", str(dead)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout.readline() == "ready\n"  # running under its own command line, not starting
    unowned_new = tmp / "irscope-snapshots-new"
    unowned_new.mkdir()
    unowned_old = tmp / "irscope-snapshots-old"
    unowned_old.mkdir()
    os.utime(unowned_old, (0, 0))
    try:
        removed = leftovers.sweep_workdirs(tmp)
        assert removed == [dead]
        assert live.path.is_dir() and unowned_new.is_dir() and unowned_old.is_dir(), "only what irscope wrote goes"
        assert holder.wait(timeout=10) == -signal.SIGKILL, "a process working in a stale directory was not killed"
    finally:
        holder.kill()
        holder.stdout.close()
        live.remove()
    assert not live.path.exists()

    root = tmp_path / "store"
    store.create(root)  # a store irscope made: the only kind it sweeps
    pending = root / "k" / "c" / "sm_90a" / ".20261123T000000.000000Z.abc.tmp"
    pending.mkdir(parents=True)
    (pending / bundle.WRITING_MARKER).touch()
    other = os.open(root / leftovers.STORE_LOCK, os.O_RDWR | os.O_CREAT)
    fcntl.flock(other, fcntl.LOCK_SH)  # another capture is running on this store
    try:
        with leftovers.store_session(root):
            pass
        assert pending.is_dir(), "the sweep removed a live capture's temporary bundle directory"
    finally:
        os.close(other)
    with leftovers.store_session(root):
        pass
    assert not pending.exists()


# ---- concurrency ---------------------------------------------------------------------------
@needs_dsl
def test_concurrent_captures_on_one_store_both_complete(good, tmp_path):
    root, before, _ = good
    tmpdir = tmp_path / "tmp"
    # The first is still compiling when the second starts (and sweeps): it must not lose its
    # work directory to that sweep.
    first = start_capture(root, tmpdir, "--arch", "sm_90a", IRSCOPE_TEST_STALL="5")
    wait_for_workers(tmpdir, 1, first)
    second = start_capture(root, tmpdir, "--arch", "sm_90a")
    results = [(p.returncode, *p.communicate(timeout=300)) for p in (first, second)]
    paths = []
    for proc, (_, out, err) in zip((first, second), results, strict=True):
        assert proc.returncode == 0, err
        ok = [ln for ln in stderr_lines(out) if ln.startswith("ok")]
        assert len(ok) == 1 and "tiny:f32@sm_90a" in ok[0], out
        path = next(Path(ln.strip()) for ln in out.splitlines() if ln.strip().startswith(str(root)))
        assert bundle.load(path).ok
        paths.append(path)
    assert paths[0] != paths[1]
    assert store.resolve_one("tiny:f32@sm_90a", root) == max(paths, key=lambda p: store.capture_order(p.name))
    assert {k: v for k, v in store_digest(root).items() if k in before} == before
    assert_nothing_left(root, tmpdir)


# ---- bad kernel modules --------------------------------------------------------------------
def _module(tmp_path: Path, body: str) -> Path:
    directory = tmp_path / "kernels"
    directory.mkdir(exist_ok=True)
    path = directory / "odd.py"
    path.write_text("import os, sys\nfrom irscope.kernel import Case\n\n" + body)
    return directory


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            'CASES = [Case("x", entry=print, args=lambda: (), archs=("sm_91",))]\n',
            "odd.py: case 'x': unknown arch 'sm_91'",
        ),
        (
            'CASES = [Case("x", entry=print, args=lambda: (), archs="sm_90a")]\n',
            "odd.py: case 'x': archs='sm_90a' is a string; write a tuple: archs=('sm_90a',)",
        ),
        ("sys.exit(7)\n", "odd.py:4: import failed: the module called sys.exit(7)"),
        ("os._exit(7)\n", "odd.py: import ended the process (exit status 7)"),
    ],
    ids=["unknown-arch", "archs-string", "sys-exit", "os-exit"],
)
def test_bad_kernel_module_is_one_line_naming_it(tmp_path, body, expected):
    kernels = _module(tmp_path, body)
    env = fault_env(tmp_path / "tmp")
    cmd = [sys.executable, "-m", "irscope", "--store", str(tmp_path / "store"), "capture", "--kernels", str(kernels)]
    r = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 2, r.stderr
    lines = stderr_lines(r.stderr)
    assert len(lines) == 1 and lines[0].startswith("irscope: error: ") and expected in lines[0], r.stderr


@pytest.mark.parametrize("command", ["list", "capture"])
def test_a_kernel_module_that_reads_standard_input_gets_end_of_file(tmp_path, command):
    """`input()` at a kernel module's import, irscope run from a terminal (here: a pipe that stays
    open and silent): discovery's child read irscope's standard input, and `list` and `capture`
    waited for a line that nobody knew to type (*failed before*: hung until the test's guard).
    Now it reads /dev/null, as the compile workers do: one line naming the module."""
    kernels = _module(tmp_path, "answer = input()\nCASES = []\n")
    cmd = [sys.executable, "-m", "irscope", "--store", str(tmp_path / "s"), command, "--kernels", str(kernels)]
    env = fault_env(tmp_path / "tmp")
    err_file = tmp_path / "stderr.txt"
    with err_file.open("wb") as err, subprocess.Popen(cmd, cwd=REPO, env=env, stdin=subprocess.PIPE, stderr=err) as p:
        try:
            p.wait(timeout=60)  # its standard input stays open (communicate would close it): a guard, no timing
        finally:
            p.kill()
    assert p.returncode == 2, err_file.read_text()
    expected = f"irscope: error: {kernels / 'odd.py'}:4: import failed: EOFError: EOF when reading a line"
    assert stderr_lines(err_file.read_text()) == [expected]


def test_capture_with_no_kernel_modules_exits_2_like_list(tmp_path):
    empty = tmp_path / "kernels"
    empty.mkdir()
    for command in ("capture", "list"):
        cmd = [sys.executable, "-m", "irscope", "--store", str(tmp_path / "s"), command, "--kernels", str(empty)]
        r = subprocess.run(cmd, cwd=REPO, env=fault_env(tmp_path / "tmp"), capture_output=True, text=True, timeout=60)
        assert r.returncode == 2, (command, r.stderr)
        assert stderr_lines(r.stderr) == [f"irscope: error: {empty}: no kernel modules (*.py) found"], r.stderr


def test_a_kernel_module_that_hangs_at_import_is_stopped_and_named(tmp_path, monkeypatch):
    """A kernel module that waits forever at import (a lock, a network share, a device) hung
    `list` and `capture` without a word (*failed before*: discovery's child had no deadline).
    Past registry.DISCOVERY_TIMEOUT_S the child and what it started are killed, and one line
    names the module."""
    from irscope import registry
    from irscope.errors import KernelModuleError

    pids = tmp_path / "pids"
    kernels = _module(
        tmp_path,
        "import subprocess, time\n"
        "helper = subprocess.Popen(['sleep', '60'])\n"
        f"open({str(pids)!r}, 'w').write(f'{{os.getpid()}} {{helper.pid}}')\n"
        "time.sleep(60)\nCASES = []\n",  # without a deadline: no error, a minute late
    )
    # Long enough for the child to reach its sleep on a loaded machine (3 s was not, once, beside
    # a CI run): the pids it writes first are what shows that its helper was stopped too.
    monkeypatch.setattr(registry, "DISCOVERY_TIMEOUT_S", 10.0)
    with pytest.raises(KernelModuleError) as raised:
        registry.discover(registry.kernel_modules(kernels), cache_dir=None)
    assert (
        str(raised.value)
        == f"{kernels / 'odd.py'}: import still running after 10 s, stopped (does it wait for something?)"
    )
    for pid in map(int, pids.read_text().split()):  # the child and the process it started
        assert exited(pid), pid
