"""Running `irscope capture` with faults injected, and looking at what it left: helpers of
test_capture_faults.py."""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from irscope import store
from irscope.capture import leftovers
from tests.helpers import REPO

FAULTS = REPO / "tests" / "data" / "kernels_faults"
LABELS = ("tiny:f32@sm_80", "tiny:f32@sm_90a")

needs_dsl = pytest.mark.skipif(importlib.util.find_spec("cutlass") is None, reason="nvidia-cutlass-dsl not installed")


def fault_env(tmpdir: Path, **extra: str) -> dict[str, str]:
    tmpdir.mkdir(exist_ok=True)
    return {**os.environ, "TMPDIR": str(tmpdir), "COLUMNS": "200", **extra}


def start_irscope(tmpdir: Path, *args: str, **env: str) -> subprocess.Popen[str]:
    """`irscope ARGS` as the leader of its own process group (as a shell runs it), so that a
    signal can go to the group. SIGINT starts at its default, as for a command typed in a shell:
    run from a background job (`pytest ... &` in a script) the test process ignores SIGINT, its
    children would inherit that, and irscope keeps an ignored SIGINT ignored (orchestrate.py)."""
    return subprocess.Popen(
        [sys.executable, "-m", "irscope", *args],
        cwd=REPO,
        env=fault_env(tmpdir, **env),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=sigint_default_in_child,  # noqa: PLW1509 - only resets one signal before exec
    )


def sigint_default_in_child() -> None:
    """In the child: SIGINT at its default and not blocked, whatever the test process inherited."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


@contextlib.contextmanager
def sigint_as_in_a_shell() -> Iterator[None]:
    """In this process, for a test that signals itself: SIGINT raises KeyboardInterrupt and is not
    blocked, as in a command typed in a shell, whatever the worker inherited (a background job
    ignores SIGINT; a mask is inherited by every process started from a thread that blocks it);
    both put back afterwards."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    mask = signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        if before is not None:
            signal.signal(signal.SIGINT, before)


def start_capture(root: Path, tmpdir: Path, *args: str, **env: str) -> subprocess.Popen[str]:
    """`irscope --store ROOT capture --kernels FAULTS ARGS` in its own process group."""
    return start_irscope(tmpdir, "--store", str(root), "capture", "--kernels", str(FAULTS), *args, **env)


def run_capture(root: Path, tmpdir: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    proc = start_capture(root, tmpdir, *args, **env)
    out, err = proc.communicate(timeout=300)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def stderr_lines(stderr: str) -> list[str]:
    assert "Traceback" not in stderr, stderr
    return [ln for ln in stderr.splitlines() if ln.strip()]


def store_digest(root: Path) -> dict[str, str]:
    """Every file of every bundle in the store, by path: what must survive byte for byte."""
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.relative_to(root).parts[0] not in ("cache", leftovers.STORE_LOCK)
    }


def latest_bundles(root: Path) -> dict[str, Path]:
    return {
        label: store.resolve_one(label, root) for label in LABELS if store.latest_bundles(root, store.parse_ref(label))
    }


def workers_alive(tmpdir: Path) -> list[int]:
    """Live (not zombie) processes with the test's TMPDIR in their environment: the irscope run,
    its workers (a standby waiting for its case has no path on its command line), their nvdisasm."""
    marker = b"\0TMPDIR=" + os.fsencode(tmpdir) + b"\0"
    alive = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if marker in b"\0" + (entry / "environ").read_bytes() + b"\0" and process_state(int(entry.name)) != "Z":
                alive.append(int(entry.name))
        except OSError:
            continue
    return alive


def irscope_processes(tmpdir: Path, module: str = "irscope") -> list[int]:
    """workers_alive narrowed to irscope's own processes, started as `python -m MODULE...` (the
    run and its workers), not the short-lived programs they start (nvdisasm, a library lookup's
    ldconfig), which may end by themselves at any moment."""
    started_as = b"\0-m\0" + module.encode()
    mine = []
    for pid in workers_alive(tmpdir):
        try:
            if started_as in Path(f"/proc/{pid}/cmdline").read_bytes():
                mine.append(pid)
        except OSError:
            continue
    return mine


def command_lines(pids: list[int]) -> dict[int, str]:
    """Each process's command line (for a failing assertion's message)."""
    lines = {}
    for pid in pids:
        try:
            lines[pid] = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            lines[pid] = "(gone)"
    return lines


def still_alive(tmpdir: Path, within_s: float = 5.0) -> list[int]:
    """workers_alive once the processes a run killed have had `within_s` to finish exiting (a
    SIGKILLed process runs on for a moment while the kernel tears it down)."""
    deadline = time.monotonic() + within_s
    while (alive := workers_alive(tmpdir)) and time.monotonic() < deadline:
        time.sleep(0.02)
    return alive


def exited(pid: int, within_s: float = 5.0) -> bool:
    """Whether `pid` is gone or a zombie within `within_s` (a SIGKILLed process runs on, 'R',
    for a moment while it exits)."""
    deadline = time.monotonic() + within_s
    while process_state(pid) not in (None, "Z") and time.monotonic() < deadline:
        time.sleep(0.01)
    return process_state(pid) in (None, "Z")


def process_state(pid: int) -> str | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("State:"):
                return line.split()[1]
    except OSError:
        return None
    return None


def wait_for_workers(tmpdir: Path, count: int, proc: subprocess.Popen[str], timeout_s: float = 120) -> None:
    """Until `count` workers run (each has redirected its output into its work directory)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if len(list(tmpdir.glob("irscope-*/stderr.txt"))) >= count:
            return
        if proc.poll() is not None:
            pytest.fail(f"capture ended early ({proc.returncode}): {proc.communicate()[1]}")
        time.sleep(0.05)
    pytest.fail(f"no {count} workers started within {timeout_s} s")


def assert_nothing_left(root: Path, tmpdir: Path) -> None:
    assert not list(root.glob("*/*/*/.*.tmp")), "a temporary bundle directory was left in the store"
    assert not list(tmpdir.glob("irscope-*")), f"work directories left: {list(tmpdir.iterdir())}"
    assert not still_alive(tmpdir), "a worker or nvdisasm outlived the capture"


def fake_nvdisasm(tmp_path: Path, body: str) -> tuple[Path, Path]:
    """An nvdisasm stand-in that appends its pid to a calls file, then runs `body`."""
    calls = tmp_path / "nvdisasm-calls"
    script = tmp_path / "nvdisasm"
    script.write_text(f'#!/bin/sh\necho "$$" >> "{calls}"\n{body}\n')
    script.chmod(0o755)
    return script, calls


def kill_a_trace_after_its_compile(tmp: Path, store: Path, *options: str, every_process: bool = True) -> None:
    """`irscope trace OPTIONS --out STORE` of tests/trace_programs/compiles_then_waits.py, SIGKILLed
    with its process group once the program has compiled; with `every_process`, the processes
    finishing its compile too (as a container's stop does), so the record stays unfinished."""
    from tests.trace_support import ARCH, PROGRAMS

    program = [sys.executable, str(PROGRAMS / "compiles_then_waits.py")]
    proc = start_irscope(tmp, "trace", "--no-sass", "--arch", ARCH, *options, "--out", str(store), "--", *program)
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        assert line.startswith("compiled"), (line, proc.stderr.read() if proc.stderr else "")
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
    if every_process:
        for pid in workers_alive(tmp):
            os.kill(pid, signal.SIGKILL)
            assert exited(pid)
