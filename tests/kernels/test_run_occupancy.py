"""`irscope run`'s occupancy check without a GPU: the kept files of a compile (a real cubin and
launch IR, from the suite's capture), the static figure, and the driver calls it makes,
answered by a stand-in for cuda-python's driver module. The figures themselves are compared
on an H100 (docs/stats.md: the command and what it showed)."""

from __future__ import annotations

import shutil
from pathlib import Path
from types import SimpleNamespace

from irscope.analysis.stats import bundle_stats
from irscope.gpu.occupancy_check import check_kept_kernels

REF = "hopper_gemm:bf16_128x256_s4_mc2@sm_90a"


class Driver:
    """The calls of cuda.bindings.driver that the check makes, recorded; (CUresult, value) back."""

    CUfunction_attribute = SimpleNamespace(
        CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES="max_dynamic_shared",
        CU_FUNC_ATTRIBUTE_NUM_REGS="num_regs",
        CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES="shared_size",
    )

    def __init__(self, fail: str = "") -> None:
        self.calls: list[tuple] = []
        self.fail = fail

    def _answer(self, name: str, *args: object, value: object = None) -> tuple:
        self.calls.append((name, *args))
        return (1 if name == self.fail else 0, value)

    def cuModuleLoadData(self, image: bytes) -> tuple:
        return self._answer("cuModuleLoadData", len(image), value="module")

    def cuModuleGetFunction(self, module: str, name: bytes) -> tuple:
        return self._answer("cuModuleGetFunction", module, name.decode(), value="function")

    def cuFuncSetAttribute(self, function: str, attribute: str, value: int) -> tuple:
        return self._answer("cuFuncSetAttribute", attribute, value)

    def cuOccupancyMaxActiveBlocksPerMultiprocessor(self, function: str, threads: int, dynamic: int) -> tuple:
        return self._answer("cuOccupancyMaxActiveBlocksPerMultiprocessor", threads, dynamic, value=1)

    def cuFuncGetAttribute(self, attribute: str, function: str) -> tuple:
        return self._answer("cuFuncGetAttribute", attribute, value={"num_regs": 154, "shared_size": 1024}[attribute])

    def cuModuleUnload(self, module: str) -> tuple:
        return self._answer("cuModuleUnload", module)


def kept_files(load_bundle, tmp_path: Path) -> tuple[Path, object]:
    """What CUTE_DSL_KEEP=ir,ptx,cubin leaves: the cubin, and the first IR with a constant launch."""
    b = load_bundle(REF)
    case_dir = tmp_path / "hopper_gemm__bf16_128x256_s4_mc2"
    case_dir.mkdir()
    shutil.copy(b.path / "module.cubin", case_dir / "kernel.sm_90a.cubin")
    ir = next(t for t in (b.read_text(p.ir_member) for p in b.passes if p.ir_member) if "dynamicSmemBytes = %c" in t)
    (case_dir / "cute_dsl_hopper_gemm_clean.mlir").write_text(ir)
    return case_dir, b


def test_static_figure_and_driver_calls(load_bundle, tmp_path: Path) -> None:
    case_dir, b = kept_files(load_bundle, tmp_path)
    driver = Driver()
    (check,) = check_kept_kernels(case_dir, "sm_90", driver)
    (fn,) = bundle_stats(b).functions
    assert check.kernel == fn.name and check.static_ctas_per_sm == fn.occupancy.ctas_per_sm == 1
    assert (check.threads, check.dynamic_shared_bytes, check.registers) == (256, 198656, 154)
    # The driver is asked about this kernel at this launch, with its dynamic shared limit raised.
    names = [c[0] for c in driver.calls]
    assert names[:3] == ["cuModuleLoadData", "cuModuleGetFunction", "cuFuncSetAttribute"]
    assert ("cuModuleGetFunction", "module", fn.name) in driver.calls
    assert ("cuFuncSetAttribute", "max_dynamic_shared", 198656) in driver.calls
    assert ("cuOccupancyMaxActiveBlocksPerMultiprocessor", 256, 198656) in driver.calls and names[
        -1
    ] == "cuModuleUnload"
    assert (check.driver_ctas_per_sm, check.driver_registers, check.driver_static_shared_bytes) == (1, 154, 1024)
    assert check.agree is True and check.note == ""


def test_a_failing_driver_call_is_a_note_not_a_crash(load_bundle, tmp_path: Path) -> None:
    case_dir, _ = kept_files(load_bundle, tmp_path)
    driver = Driver(fail="cuOccupancyMaxActiveBlocksPerMultiprocessor")
    (check,) = check_kept_kernels(case_dir, "sm_90", driver)
    assert check.driver_ctas_per_sm is None and check.agree is None
    assert "driver: cuOccupancyMaxActiveBlocksPerMultiprocessor failed" in check.note
    assert driver.calls[-1][0] == "cuModuleUnload"  # the module is unloaded all the same


def test_nothing_kept_says_so(tmp_path: Path) -> None:
    (check,) = check_kept_kernels(tmp_path, "sm_90", Driver())
    assert check.static_ctas_per_sm is None and "no cubin kept" in check.note


def test_cuda_python_raising_is_a_note(load_bundle, tmp_path: Path) -> None:
    """cuda-python raises its own errors too (no libcuda.so: DynamicLibNotFoundError)."""
    case_dir, _ = kept_files(load_bundle, tmp_path)

    class NoLibcuda(Driver):
        def cuModuleLoadData(self, image: bytes) -> tuple:
            raise RuntimeError('"cuda" is an NVIDIA driver library and can only be found via system search')

    (check,) = check_kept_kernels(case_dir, "sm_90", NoLibcuda())
    assert check.static_ctas_per_sm == 1 and check.driver_ctas_per_sm is None
    assert check.note.startswith("driver: RuntimeError: ")
