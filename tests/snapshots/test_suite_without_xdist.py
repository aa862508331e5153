"""The suite's conftest loads where pytest-xdist is not installed (CI's mixed environment
installs only pytest): its xdist hooks are optional."""

from __future__ import annotations

import subprocess
import sys

from tests.helpers import REPO


def test_the_conftest_loads_with_xdist_off() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:xdist",
            "-p",
            "no:cacheprovider",
            "-q",
            "tests/cli/test_tables.py",
            "-k",
            "not slow",
            "--co",
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "tests collected" in done.stdout or "test collected" in done.stdout
