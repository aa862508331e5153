"""`irscope run` on a machine without a GPU, and its pure helpers."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from irscope.cli.run_command import _parse_sizes
from irscope.errors import IrscopeError
from irscope.gpu.runner import runs_on
from irscope.kernel import Case

REPO = Path(__file__).resolve().parents[2]


def _has_cuda() -> bool:
    try:
        import torch
    except ImportError:
        return False
    return torch.cuda.is_available()


@pytest.mark.skipif(_has_cuda(), reason="this machine has a CUDA device")
def test_run_without_a_gpu_exits_2_with_one_line() -> None:
    proc = subprocess.run([sys.executable, "-m", "irscope", "run", "relu"], capture_output=True, text=True, cwd=REPO)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("irscope: error: ")
    assert "torch" in lines[0] or "CUDA" in lines[0]
    assert proc.stdout == ""


def test_cli_loads_without_torch() -> None:
    """Every command loads without torch (`irscope run` imports it when it runs)."""
    script = (
        'import sys, click; sys.modules["torch"] = None; from irscope.cli import cli; ctx = click.Context(cli);'
        'print([cli.get_command(ctx, name).name for name in cli.list_commands(ctx)].count("run") == 1)'
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO)
    assert proc.stdout.strip() == "True", proc.stderr


def test_parse_sizes() -> None:
    assert _parse_sizes(("M=4096,N=1024", "K=7")) == {"M": 4096, "N": 1024, "K": 7}
    for bad in ("M", "M=", "M=x", "M=0", "=3", "M=-1", "M=\u00b2", "M=\u0663"):  # ², ٣: digits int() fails on or reads
        with pytest.raises(IrscopeError):
            _parse_sizes((bad,))


def _case(*archs: str) -> Case:
    return Case("c", entry=lambda: None, args=lambda: [], archs=archs)


def test_runs_on_arch_rules() -> None:
    assert runs_on(_case("sm_80"), "sm_90")  # plain sm_80 code runs on later GPUs
    assert runs_on(_case("sm_90a"), "sm_90")
    assert not runs_on(_case("sm_90a"), "sm_100")  # arch-specific code runs on that arch only
    assert not runs_on(_case("sm_90a"), "sm_80")
    assert runs_on(_case("sm_80", "sm_90a"), "sm_86")
    assert not runs_on(_case("sm_100a"), "sm_90")
