"""Shared fixtures: real captures made once per test session."""

from __future__ import annotations

from pathlib import Path

import pytest


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
