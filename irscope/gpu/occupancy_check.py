"""`irscope run`'s occupancy check: the static figure beside the CUDA driver's, for one kernel.

The case's compile left its files in the keep directory (`CUTE_DSL_KEEP=ir,ptx,cubin`): the
cubin (what ran), and the DSL's first IR (`*_clean.mlir`), whose launch holds the block size
and the dynamic shared memory as constants. From them:

- **static**: irscope's occupancy rules (analysis/occupancy.py) on the registers, `.reqntid` and
  static shared memory of the cubin's SASS (nvdisasm) and the launch's dynamic shared memory;
- **driver**: the cubin loaded with `cuModuleLoadData`, the kernel's `CUfunction`, its dynamic
  shared memory limit raised to the launch's (as the DSL does before launching), then
  `cuOccupancyMaxActiveBlocksPerMultiprocessor(function, threads, dynamic smem)`, and the
  registers and static shared memory the driver reports for the function.

They must agree; where they do not, the row says so. Uses cuda-python's `cuda.bindings.driver`
(cuda-bindings) and runs in the process that ran the kernel (its CUDA context is current).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from irscope.analysis.launch_config import parse_launch_configs
from irscope.analysis.occupancy import occupancy
from irscope.analysis.sass_stats import sass_function_stats


@dataclass(frozen=True)
class OccupancyCheck:
    kernel: str  # the kernel function's symbol
    threads: int | None
    dynamic_shared_bytes: int | None
    static_ctas_per_sm: int | None
    static_limited_by: tuple[str, ...]
    registers: int | None  # from the cubin's SASS
    static_shared_bytes: int | None
    driver_ctas_per_sm: int | None = None
    driver_registers: int | None = None
    driver_static_shared_bytes: int | None = None
    note: str = ""  # why a figure is missing

    @property
    def agree(self) -> bool | None:
        if self.static_ctas_per_sm is None or self.driver_ctas_per_sm is None:
            return None
        return self.static_ctas_per_sm == self.driver_ctas_per_sm


def check_kept_kernels(case_dir: Path, arch: str, driver: Any | None = None) -> list[OccupancyCheck]:
    """One check per kernel launched by the compile whose files are in `case_dir`."""
    cubins = sorted(case_dir.glob("*.cubin"))
    irs = sorted(case_dir.glob("*_clean.mlir"))
    if not cubins:
        return [OccupancyCheck("?", None, None, None, (), None, None, note=f"no cubin kept in {case_dir}")]
    launches = {}
    for ir in irs:
        launches.update(parse_launch_configs(ir.read_text(encoding="utf-8", errors="replace")))
    # A case's compile may leave several cubins (the DSL compiles helpers too): each kernel is
    # looked up in the cubin that defines it.
    functions, home = {}, {}
    for cubin in cubins:
        sass = _disassemble(cubin)
        for f in sass_function_stats(sass) if sass else ():
            functions[f.name], home[f.name] = f, cubin
    checks = []
    for name, launch in sorted(launches.items()):
        fn = functions.get(name)
        threads = launch.threads
        if fn is not None and fn.threads is not None:
            x, y, z = fn.threads
            threads = x * y * z
        occ = occupancy(
            arch,
            threads=threads,
            threads_from="cubin" if fn and fn.threads else "launch",
            registers=fn.registers if fn else None,
            static_shared=fn.static_shared_bytes if fn else None,
            dynamic_shared=launch.dynamic_shared_bytes,
        )
        check = OccupancyCheck(
            name,
            threads,
            launch.dynamic_shared_bytes,
            occ.ctas_per_sm,
            occ.limited_by,
            fn.registers if fn else None,
            fn.static_shared_bytes if fn else None,
            note=occ.unknown if occ.ctas_per_sm is None else "",
        )
        checks.append(_with_driver(check, home.get(name, cubins[-1]), driver))
    return checks or [OccupancyCheck("?", None, None, None, (), None, None, note=f"no kernel launch found in {irs}")]


def _disassemble(cubin: Path) -> str | None:
    from irscope.disassembler import DisassemblyError, find_nvdisasm
    from irscope.disassembler import disassemble as run_nvdisasm

    tool = find_nvdisasm()
    if tool is None:
        return None
    try:
        return run_nvdisasm(cubin, tool)
    except DisassemblyError:
        return None


def _with_driver(check: OccupancyCheck, cubin: Path, driver: Any | None) -> OccupancyCheck:
    from dataclasses import replace

    if check.threads is None or check.dynamic_shared_bytes is None:
        return check
    try:
        driver = driver or _driver_module()
        ctas, registers, static = driver_occupancy(
            driver, cubin, check.kernel, check.threads, check.dynamic_shared_bytes
        )
    except DriverError as exc:
        return replace(check, note="; ".join(n for n in (check.note, f"driver: {exc}") if n))
    except Exception as exc:  # noqa: BLE001 - cuda-python's own errors (no libcuda...): a note, not a crash
        why = f"driver: {type(exc).__name__}: {exc}"
        return replace(check, note="; ".join(n for n in (check.note, why) if n))
    return replace(check, driver_ctas_per_sm=ctas, driver_registers=registers, driver_static_shared_bytes=static)


class DriverError(Exception):
    """A driver call failed, or cuda-python is missing: the check says so instead of a figure."""


def _driver_module() -> Any:
    try:
        from cuda.bindings import driver
    except ImportError:
        try:
            from cuda import cuda as driver  # cuda-python before 12.6
        except ImportError:
            raise DriverError("cuda-python (cuda-bindings) is not installed") from None
    return driver


def driver_occupancy(driver: Any, cubin: Path, name: str, threads: int, dynamic: int) -> tuple[int, int, int]:
    """(CTAs per SM, registers, static shared bytes) as the driver sees the kernel in `cubin`."""
    module = _call(driver, "cuModuleLoadData", cubin.read_bytes())
    try:
        function = _call(driver, "cuModuleGetFunction", module, name.encode())
        attribute = driver.CUfunction_attribute
        _call(
            driver, "cuFuncSetAttribute", function, attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, dynamic
        )
        ctas = _call(driver, "cuOccupancyMaxActiveBlocksPerMultiprocessor", function, threads, dynamic)
        registers = _call(driver, "cuFuncGetAttribute", attribute.CU_FUNC_ATTRIBUTE_NUM_REGS, function)
        static = _call(driver, "cuFuncGetAttribute", attribute.CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, function)
    finally:
        driver.cuModuleUnload(module)
    return int(ctas), int(registers), int(static)


def _call(driver: Any, name: str, *args: Any) -> Any:
    """cuda-python returns (CUresult, value...): the value, or DriverError naming the call."""
    result = getattr(driver, name)(*args)
    err, *values = result if isinstance(result, tuple) else (result,)
    if int(err) != 0:
        raise DriverError(f"{name} failed: {getattr(err, 'name', err)}")
    return values[0] if values else None
