"""Shared captures: compiling is slow (about a second per case), so each store is made once per session."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from irscope import bundle, store

ROOT = Path(__file__).resolve().parents[2]
FIXTURE_KERNELS = Path(__file__).resolve().parent / "fixtures" / "kernels"


def run_capture(
    out: Path, *targets: str, kernels_dir: Path | None = None, archs: tuple[str, ...] = ("sm_90a",)
) -> Path:
    """`irscope capture` into `out` through the real CLI; fails the test run if any compile fails."""
    cmd = [sys.executable, "-m", "irscope", "capture", *targets, "--out", str(out)]
    for arch in archs:
        cmd += ["--arch", arch]
    cmd += ["--kernels", str(kernels_dir or ROOT / "kernels")]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env={**os.environ, "COLUMNS": "200"})
    if proc.returncode != 0:
        pytest.fail(f"capture failed ({' '.join(cmd)}):\n{proc.stdout}\n{proc.stderr}")
    return out


def load(root: Path, ref: str) -> bundle.Bundle:
    return bundle.load(store.resolve_one(ref, root))


# `seed_store` (the seed kernels and the rest of kernels/, every declared arch) is the root
# conftest's: the session's one capture of the suite, shared with the snapshot tests.


@pytest.fixture(scope="session")
def seed_store_again(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """elementwise_add captured a second time, in another process and store."""
    return run_capture(tmp_path_factory.mktemp("seed-again"), "elementwise_add")


@pytest.fixture(scope="session")
def fixture_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The test suite's own kernels (tests/fixtures/kernels), for the archs each declares."""
    return run_capture(tmp_path_factory.mktemp("fixtures"), kernels_dir=FIXTURE_KERNELS, archs=())


@pytest.fixture(scope="session")
def edited_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """add_vectorized after a one-line edit (A + B -> A + B * 2), as a user would make it: the
    new ops shift the numbering of every SSA value after them."""
    kernels = tmp_path_factory.mktemp("edited-kernels")
    source = (FIXTURE_KERNELS / "add_vectorized.py").read_text()
    edited = source.replace("frgC.store(frgA.load() + frgB.load())", "frgC.store(frgA.load() + frgB.load() * 2.0)")
    assert edited != source, "the line the edit targets is gone from add_vectorized.py"
    (kernels / "add_vectorized.py").write_text(edited)
    return run_capture(tmp_path_factory.mktemp("edited"), kernels_dir=kernels)
