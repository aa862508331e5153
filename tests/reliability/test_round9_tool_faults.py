"""Round 9: the external tools irscope runs outside a capture (docs/reliability.md, "Round 9"):
a ptxas that hangs or fails under `irscope stats --ptxas`, on a copy of the session's capture."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO

CASE = "relu:f32@sm_90a"


def _stats_ptxas(store: Path, ptxas: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("IRSCOPE_")}
    return subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(store), "stats", CASE, "--ptxas", *args],
        cwd=REPO,
        env={**env, "IRSCOPE_PTXAS": str(ptxas), "COLUMNS": "200"},
        capture_output=True,
        text=True,
        timeout=120,  # a hang is a failure, not a stuck suite
    )


def test_a_ptxas_that_hangs_is_killed_past_the_timeout(store: Path, tmp_path: Path) -> None:
    """IRSCOPE_PTXAS a program that never ends (a wrapper waiting on a lock): killed with its
    process group once `--timeout` passes, one line naming the capture, exit 2, no process
    left. (Failed on main: `stats --ptxas` waited for it forever, with no time limit.)"""
    pid_file = tmp_path / "ptxas.pid"
    ptxas = tmp_path / "ptxas"
    ptxas.write_text(f"#!/bin/sh\necho $$ > {pid_file}\nexec sleep 600\n")
    ptxas.chmod(0o755)
    r = _stats_ptxas(store, ptxas, "--timeout", "1")
    assert r.returncode == 2, r.stderr
    assert r.stderr == (
        f"irscope: error: {CASE}: ptxas did not finish within its time limit (1 s, --timeout) and was killed\n"
    )
    pid = int(pid_file.read_text())
    assert not Path(f"/proc/{pid}").exists() or "State:\tZ" in Path(f"/proc/{pid}/status").read_text()


def test_a_ptxas_that_fails_is_named_with_the_capture(store: Path, tmp_path: Path) -> None:
    """A ptxas that exits 3 with a message: one line naming the capture and its last stderr line.
    (Failed on main: `ptxas failed (exit status 3): ...` named no capture, which among several
    TARGETS left the user guessing.)"""
    ptxas = tmp_path / "ptxas"
    ptxas.write_text("#!/bin/sh\necho 'ptxas fatal : Unresolved extern function' >&2\nexit 3\n")
    ptxas.chmod(0o755)
    r = _stats_ptxas(store, ptxas)
    assert r.returncode == 2
    assert r.stderr == (
        f"irscope: error: {CASE}: ptxas failed (exit status 3): ptxas fatal : Unresolved extern function\n"
    )


@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf", "100000"])
def test_a_ptxas_timeout_out_of_range_is_refused(store: Path, tmp_path: Path, value: str) -> None:
    """`stats --timeout` 0, negative, not finite or past a day: one usage line, exit 2."""
    r = _stats_ptxas(store, tmp_path / "no-ptxas", "--timeout", value)
    assert r.returncode == 2
    assert r.stderr.startswith("irscope stats: error: Invalid value for '--timeout'"), r.stderr
