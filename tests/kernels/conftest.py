"""The kernel suite's tests read the session's one capture of kernels/ (the irscope plugin's
`irscope_store`, which the root conftest's `seed_store` and the snapshot tests share)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from irscope import bundle, store

REPO = Path(__file__).resolve().parents[2]


def capture_into(root: Path, kernels: Path, *, ok: tuple[int, ...] = (0,)) -> Path:
    """`irscope capture --kernels DIR` into `root`; fails the test run on another exit status."""
    pytest.importorskip("cutlass", reason="capturing needs nvidia-cutlass-dsl")
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(root), "capture", "--kernels", str(kernels)],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=1800,
    )
    if proc.returncode not in ok:
        pytest.fail(f"irscope capture exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}")
    return root


@pytest.fixture(scope="session")
def suite_store(irscope_store: Path) -> Path:
    """Every case of kernels/ for every declared arch. A case that failed to capture is left to
    the tests, which report it one by one (the root `seed_store` fails the session instead)."""
    pytest.importorskip("cutlass", reason="capturing needs nvidia-cutlass-dsl")
    return irscope_store


@pytest.fixture(scope="session")
def load_bundle(suite_store: Path):
    def load(ref: str) -> bundle.Bundle:
        return bundle.load(store.resolve_one(ref, suite_store))

    return load


#: A test-only kernel (tests/data/kernels_sync/) with what the suite's kernels lack: Ampere's
#: warp MMA (mma.sync), setmaxnreg, named barriers with ids, fences of several kinds.
SYNC_KERNELS = REPO / "tests" / "data" / "kernels_sync"


@pytest.fixture(scope="session")
def sync_bundle(tmp_path_factory: pytest.TempPathFactory) -> bundle.Bundle:
    root = capture_into(tmp_path_factory.mktemp("sync-store"), SYNC_KERNELS)
    return bundle.load(store.resolve_one("warp_mma_sync:bf16@sm_90a", root))
