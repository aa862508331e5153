"""Every kernel case on a real GPU: correct at sizes that are not tile multiples, and via the CLI.

Skipped unless torch is installed and sees a CUDA device (CI has neither).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch", reason="GPU tests need torch")
pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="GPU tests need a CUDA device"),
]

REPO = Path(__file__).resolve().parents[2]
KERNELS = REPO / "kernels"

# Sizes that exercise the bounds handling where a kernel has it (partial tiles at every edge),
# and smaller whole-tile sizes where the seed's kernel has none by design.
RAGGED = {
    "elementwise_add": {"M": 1000, "N": 1000},  # tile 16 x 128 (f32) / 16 x 256 (16-bit)
    "relu": {"M": 999, "N": 1000},
    "sgemm": {"M": 1000, "N": 1004, "K": 517},  # tile 128 x 128 x 8
    "copy_tma": {"M": 1000, "N": 1000},  # tile 64 x 128
    "copy_inner_partition": {"M": 2048, "N": 2048},
    "copy_inner_outer_partition": {"M": 2048, "N": 2048},
    "copy_tv_partition": {"M": 2048, "N": 2048},
    # whole 256 x 256 cluster tiles in M and N (no bounds checks there); K = 8 x 65 ends in a
    # partial 64-wide k-tile that TMA zero-fills
    "hopper_gemm": {"M": 1024, "N": 768, "K": 520},
}


def _cases():
    from irscope.gpu.runner import load_cases

    pytest.importorskip("cutlass")
    return [(p.stem, c) for p in sorted(KERNELS.glob("[!_]*.py")) for c in load_cases(p)]


@pytest.fixture(scope="module")
def device():
    from irscope import installed
    from irscope.gpu import runner

    return runner.device_info(torch, installed.dsl_version() or "", runner.Timing(warmup=1, reps=3, batch=2))


@pytest.mark.parametrize(
    "kernel, case", _cases() if torch.cuda.is_available() else [], ids=lambda x: getattr(x, "name", x)
)
def test_case_is_correct_at_ragged_sizes(device, kernel, case) -> None:
    from irscope.gpu import runner

    if not runner.runs_on(case, device.arch):
        pytest.skip(f"{kernel}:{case.name} is built for {case.archs}, device is {device.arch}")
    result = runner.run_case(kernel, case, RAGGED[kernel], device, runner.Timing(warmup=1, reps=2, batch=2))
    assert not result.error, result.error
    assert result.ok, result.checks


def test_refused_size_is_reported_not_crashed(device) -> None:
    from irscope.gpu import runner

    (case,) = [c for k, c in _cases() if k == "copy_tv_partition"]
    result = runner.run_case("copy_tv_partition", case, {"M": 1000, "N": 1000}, device, runner.Timing())
    assert not result.ok and "multiple" in result.error


def test_cli_run_json() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "run", "relu:f16", "--size", "M=512,N=512", "--reps", "3", "--json"],
        capture_output=True, text=True, cwd=REPO, timeout=600,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    (result,) = data["results"]
    assert result["ok"] and result["label"] == "relu:f16" and result["sizes"] == {"M": 512, "N": 512}
    assert data["device"]["copy_bandwidth_gbs"] > 0 and result["bandwidth_gbs"] > 0
