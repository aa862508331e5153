"""Paths whose bytes are not UTF-8 (a folder named in Latin-1, a byte left by a broken tool): the
DSL hands its work folder and each kernel module's path to MLIR, which takes UTF-8 only. A
capture under such a TMPDIR or of such a module, and a trace into such a store, are refused in
one line naming the path, before anything runs. (On main: a capture's bundle said `crash: ...
Invoked with types: ... PassManager` or `TypeError: file(): incompatible function arguments`,
naming no path; a trace made the program's own compile fail with the DSL's internal error, then
ended in a traceback of irscope's.)"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO
from tests.reliability.capture_support import FAULTS, fault_env, needs_dsl, stderr_lines

PROGRAM = REPO / "tests" / "trace_programs" / "one_kernel.py"


def irscope(tmpdir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`irscope ARGS` with TMPDIR=tmpdir; its output read as the file system's bytes (a path that
    is not UTF-8 is written back as it is named, as ls does)."""
    done = subprocess.run(
        [sys.executable, "-m", "irscope", *args], cwd=REPO, env=fault_env(tmpdir), capture_output=True, timeout=300
    )
    return subprocess.CompletedProcess(done.args, done.returncode, os.fsdecode(done.stdout), os.fsdecode(done.stderr))


def _not_utf8(parent: Path, name: bytes) -> Path:
    """A folder under `parent` whose name holds bytes that are not UTF-8."""
    path = Path(os.fsdecode(os.fsencode(parent) + b"/" + name))
    try:
        path.mkdir(parents=True)
    except (OSError, UnicodeError):
        pytest.skip("this file system takes only UTF-8 names")
    return path


@needs_dsl
def test_a_capture_under_a_tmpdir_that_is_not_utf8_is_refused_naming_it(tmp_path: Path) -> None:
    root, tmpdir = tmp_path / "store", _not_utf8(tmp_path, b"tmp-\xff")
    done = irscope(tmpdir, "--store", str(root), "capture", "--kernels", str(FAULTS), "--arch", "sm_90a")
    assert done.returncode == 2, done.stderr
    (line,) = stderr_lines(done.stderr)
    assert line.startswith(f"irscope: error: TMPDIR {tmpdir} is not a UTF-8 path"), line
    assert not list(root.glob("*/*/*/*")), "no bundle, failed or not"
    assert not list(tmpdir.glob("irscope-*")), "a work folder was left"


@needs_dsl
def test_a_kernel_module_at_a_path_that_is_not_utf8_is_refused_naming_it(tmp_path: Path) -> None:
    kernels = _not_utf8(tmp_path, b"kernels-\xfe")
    shutil.copy(FAULTS / "tiny.py", kernels / "tiny.py")
    root = tmp_path / "store"
    done = irscope(tmp_path / "tmp", "--store", str(root), "capture", "--kernels", str(kernels), "--arch", "sm_90a")
    assert done.returncode == 2, done.stderr
    (line,) = stderr_lines(done.stderr)
    assert line.startswith(
        f"irscope: error: tiny:f32@sm_90a: its module {kernels / 'tiny.py'} is at a path that is not UTF-8"
    )
    assert not list(root.glob("*/*/*/*"))


@needs_dsl
def test_a_trace_into_a_store_whose_path_is_not_utf8_runs_nothing(tmp_path: Path) -> None:
    store = Path(os.fsdecode(os.fsencode(tmp_path) + b"/store-\xfd"))
    _not_utf8(tmp_path, b"probe-\xfd")  # skips where such names cannot be made
    done = irscope(
        tmp_path / "tmp", "trace", "--arch", "sm_90a", "--out", str(store), "--", sys.executable, str(PROGRAM)
    )
    assert done.returncode == 2, done.stderr
    assert done.stdout == "", "the program ran"
    (line,) = stderr_lines(done.stderr)
    assert line == (
        f"irscope: error: {store}: the store's path is not UTF-8, and the DSL's MLIR takes UTF-8 paths only"
        " (each compile is recorded in the store as it is made): trace into a store whose path is UTF-8 (--out)"
    )
    assert not list(store.glob("*/*/*/*"))
