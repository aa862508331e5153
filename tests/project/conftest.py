"""Fixtures for the tests of irscope inside a real kernel project (issue 26): a copy of
tests/data/kernels_project that a test may edit, and irscope run in it as a user runs it."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import pytest

from tests.helpers import REPO

PROJECT_KERNELS = REPO / "tests" / "data" / "kernels_project"

needs_dsl = pytest.mark.skipif(importlib.util.find_spec("cutlass") is None, reason="nvidia-cutlass-dsl not installed")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A project directory holding kernels/ (a copy of kernels_project), nothing captured yet."""
    root = tmp_path / "project"
    shutil.copytree(PROJECT_KERNELS, root / "kernels", ignore=shutil.ignore_patterns("__pycache__"))
    return root
