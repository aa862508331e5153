"""A sandbox project for tests that run irscope as a user would: kernels/ holds only
elementwise_add (f32, sm_90a) and copy_inner_partition (sm_80, sm_90a), snapshots/ their
snapshots, .irscope/ a store of their captures made once per session (four compiles)."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import KERNELS, suite_snapshots


@pytest.fixture(scope="session")
def example_project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sandbox project, with the examples' kernels captured once into its store."""
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed: the examples need real captures")
    root = tmp_path_factory.mktemp("examples")
    (root / "kernels").mkdir()
    (root / "docs").mkdir()
    shutil.copy(KERNELS / "_common.py", root / "kernels")
    shutil.copy(KERNELS / "copy_inner_partition.py", root / "kernels")
    add = (KERNELS / "elementwise_add.py").read_text()
    narrowed = add.replace('archs=("sm_80", "sm_90a")', 'archs=("sm_90a",)')
    narrowed = re.sub(r"_DTYPES = \{.*?\}", '_DTYPES = {"f32": cutlass.Float32}', narrowed, count=1)
    assert narrowed.count("sm_80") < add.count("sm_80") and "cutlass.Float16}" not in narrowed
    (root / "kernels" / "elementwise_add.py").write_text(narrowed)
    for kernel, case in (
        ("elementwise_add", "v1_f32"),
        ("elementwise_add", "v2_f32"),
        ("copy_inner_partition", "bf16"),
    ):
        for arch_dir in (suite_snapshots() / kernel / case).iterdir():
            if kernel == "copy_inner_partition" or arch_dir.name == "sm_90a":
                shutil.copytree(arch_dir, root / "snapshots" / kernel / case / arch_dir.name)
    result = run_in_project("irscope capture", root)
    assert result.returncode == 0, result.stdout + result.stderr
    return root


def run_in_project(command: str, project: Path, **env_overrides: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_STEP_SUMMARY", "NO_COLOR", "FORCE_COLOR")}
    env.update(
        PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}",
        IRSCOPE_STORE=str(project / ".irscope"),
        IRSCOPE_KERNELS=str(project / "kernels"),
        COLUMNS="80",
    )
    env.update(env_overrides)
    return subprocess.run(
        ["bash", "-o", "pipefail", "-c", command],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
