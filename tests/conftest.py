"""Shared fixtures: real captures made once per test session by the real CLI."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
KERNELS = REPO / "kernels"


@dataclass(frozen=True)
class CliResult:
    returncode: int
    stdout: str
    stderr: str


def run_irscope(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None) -> CliResult:
    """Run the installed CLI exactly as a user would (a separate process)."""
    full_env = {**os.environ, "COLUMNS": "200", **(env or {})}
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", *args],
        capture_output=True,
        text=True,
        cwd=cwd or REPO,
        env=full_env,
    )
    return CliResult(proc.returncode, proc.stdout, proc.stderr)


@pytest.fixture(scope="session")
def seed_store(irscope_store: Path, request: pytest.FixtureRequest) -> Path:
    """Every case of kernels/ captured for every declared arch, once per session.

    The irscope pytest plugin makes that capture (the same one the snapshot tests check), so
    the suite compiles each kernel case exactly once.
    """
    from irscope.snapshots.pytest_plugin import capture_failures

    failures = capture_failures(request.config)
    assert not failures, failures
    return irscope_store
