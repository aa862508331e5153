"""Fault-suite fixtures: one real capture per session (relu:f32@sm_90a, plain and with line
info, made side by side), copied per test so each test corrupts its own copy."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.helpers import REPO

CASE = "relu:f32@sm_90a"


@dataclass(frozen=True)
class Captures:
    plain: Path  # a store holding CASE
    lineinfo: Path  # a store holding CASE captured with --lineinfo


@pytest.fixture(scope="session")
def captures(tmp_path_factory: pytest.TempPathFactory) -> Captures:
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed: cannot capture a real bundle")
    base = tmp_path_factory.mktemp("reliability-captures")
    stores = Captures(base / "plain", base / "lineinfo")
    kernel, _, arch = CASE.partition("@")
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "irscope", "--store", str(root), "capture", *extra, kernel, "--arch", arch],
            cwd=REPO,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        for root, extra in ((stores.plain, ()), (stores.lineinfo, ("--lineinfo",)))
    ]
    for proc in procs:
        out, _ = proc.communicate(timeout=600)
        if proc.returncode != 0:
            pytest.fail(f"capture of {CASE} failed ({proc.returncode}):\n{out}")
    return stores


def only_bundle(store_root: Path) -> Path:
    (found,) = [p.parent for p in store_root.glob("*/*/*/*/manifest.json")]
    return found


@pytest.fixture
def bundle_copy(captures: Captures, tmp_path: Path) -> Path:
    """A private copy of the plain bundle, to corrupt."""
    dst = tmp_path / "bundle"
    shutil.copytree(only_bundle(captures.plain), dst)
    return dst


@pytest.fixture
def store(captures: Captures, tmp_path: Path) -> Path:
    """A private copy of the plain capture's store (holding CASE only)."""
    dst = tmp_path / "store"
    shutil.copytree(captures.plain, dst, ignore=shutil.ignore_patterns("cache"))
    return dst


@pytest.fixture
def lineinfo_copy(captures: Captures, tmp_path: Path) -> Path:
    """A private store holding a copy of the line-info bundle, at its place in the store."""
    src = only_bundle(captures.lineinfo)
    dst = tmp_path / "li-store" / src.relative_to(captures.lineinfo)
    shutil.copytree(src, dst)
    return dst


@dataclass(frozen=True)
class Run:
    returncode: int
    stdout: str
    stderr: str

    def one_error_line(self) -> str:
        """The run failed the way irscope promises: exactly one `irscope: error:` line, no traceback."""
        lines = [ln for ln in self.stderr.splitlines() if ln.strip()]
        assert "Traceback" not in self.stderr + self.stdout, self.stderr
        assert len(lines) == 1 and lines[0].startswith("irscope: error: "), self.stderr
        return lines[0]


def irscope(*args: str, timeout: float = 120, cwd: Path = REPO) -> Run:
    """The CLI as a user runs it; a hang is a failure (timeout), not a stuck suite."""
    env = {**os.environ, "COLUMNS": "200", "IRSCOPE_STORE": str(cwd / ".no-store-here")}
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
    )
    return Run(proc.returncode, proc.stdout, proc.stderr)


def tree_bytes(root: Path) -> dict[str, bytes]:
    """Every file under root (symlinks as their target text), to compare byte for byte."""
    out: dict[str, bytes] = {}
    for p in sorted(root.rglob("*")):
        if p.is_symlink():
            out[p.relative_to(root).as_posix()] = b"-> " + os.readlink(p).encode()
        elif p.is_file():
            out[p.relative_to(root).as_posix()] = p.read_bytes()
    return out
