"""The GPU-run contract of the kernel modules, checked without a GPU or torch."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from irscope.kernel import RunSpec

REPO = Path(__file__).resolve().parents[2]
KERNELS = REPO / "kernels"
MODULES = sorted(p for p in KERNELS.glob("*.py") if not p.name.startswith("_"))


@pytest.fixture(scope="module")
def modules():
    pytest.importorskip("cutlass", reason="kernel modules import nvidia-cutlass-dsl")
    from irscope.capture.kernel_loader import import_kernel_module

    return {p.stem: import_kernel_module(p) for p in MODULES}


def _compile_only(case) -> bool:
    """Cases for a GPU no one here can run (Blackwell) are tagged so and declare no GPU run."""
    return "compile-only" in case.tags


def test_every_case_declares_a_gpu_run(modules) -> None:
    for name, module in modules.items():
        for case in module.CASES:
            if _compile_only(case):
                assert case.run is None, f"{name}:{case.name} is compile-only but declares a RunSpec"
                assert "compile-only" in case.description
                continue
            spec = case.run
            assert isinstance(spec, RunSpec), f"{name}:{case.name} has no RunSpec"
            assert spec.sizes and all(isinstance(v, int) and v > 0 for v in spec.sizes.values())
            assert spec.bytes_moved(spec.sizes) > 0
            assert callable(spec.get_inputs) and callable(spec.reference_fn) and callable(spec.make_kernel_fn)


def test_seed_003_names_at_module_level(modules) -> None:
    for name, module in modules.items():
        if all(_compile_only(case) for case in module.CASES):
            continue
        for attr in ("get_inputs", "reference_fn", "kernel_fn"):
            assert callable(getattr(module, attr, None)), f"{name}.{attr}"


def test_sgemm_counts_flops(modules) -> None:
    spec = modules["sgemm"].CASES[0].run
    assert spec.flops({"M": 2, "N": 3, "K": 5}) == 60


def test_hopper_gemm_is_timed_against_torch_matmul(modules) -> None:
    for case in modules["hopper_gemm"].CASES:
        spec = case.run
        assert spec.sizes == {"M": 8192, "N": 8192, "K": 8192}
        assert spec.flops({"M": 2, "N": 3, "K": 5}) == 60
        assert callable(spec.baseline_fn)


def test_blackwell_gemm_is_compile_only(modules) -> None:
    cases = modules["blackwell_gemm"].CASES
    assert cases and all(_compile_only(c) and c.archs == ("sm_100a",) for c in cases)


def test_kernel_modules_import_without_torch() -> None:
    """Compile-only paths must not need torch: importing every kernel module (as capture does)
    must leave torch unimported, with torch made unimportable to be sure."""
    pytest.importorskip("cutlass", reason="kernel modules import nvidia-cutlass-dsl")
    script = textwrap.dedent(
        f"""
        import sys
        sys.modules["torch"] = None  # any `import torch` now raises ImportError
        from pathlib import Path
        from irscope.capture.kernel_loader import import_kernel_module, module_cases
        for p in {[str(p) for p in MODULES]!r}:
            module_cases(import_kernel_module(Path(p)), Path(p))
        print("ok")
        """
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO)
    assert proc.returncode == 0 and proc.stdout.strip() == "ok", proc.stderr
