"""Run kernel cases on the local CUDA device: compile once, check twice, time.

Returns frozen dataclasses and never prints; `irscope.cli.run_command` renders them.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import partial
from pathlib import Path
from typing import Any

from irscope.errors import IrscopeError
from irscope.gpu import measure
from irscope.gpu.occupancy_check import OccupancyCheck, check_kept_kernels
from irscope.kernel import Case


@dataclass(frozen=True)
class Timing:
    warmup: int = 5
    reps: int = 20
    batch: int = 10


@dataclass(frozen=True)
class DeviceInfo:
    name: str
    arch: str  # sm_90 for compute capability 9.0
    torch: str
    cuda: str
    dsl: str
    copy_bandwidth_gbs: float
    date: str


@dataclass(frozen=True)
class CaseRun:
    kernel: str
    case: str
    sizes: dict[str, int]
    ok: bool
    skipped: str = ""  # why the case did not run at all (not an error)
    error: str = ""
    checks: tuple[measure.Check, ...] = field(default=())
    compile_s: float | None = None
    time_ms: float | None = None
    launch_ms: float | None = None  # host time to enqueue one launch
    launch_bound: bool = False  # the GPU waited for launches: time_ms is the launch path's
    bytes_moved: int | None = None
    bandwidth_gbs: float | None = None
    copy_fraction: float | None = None  # of the device copy bandwidth measured in this run
    tflops: float | None = None
    baseline_ms: float | None = None  # the RunSpec's baseline_fn (e.g. torch.matmul), timed the same way
    baseline_tflops: float | None = None
    baseline_fraction: float | None = None  # baseline time / kernel time: the kernel's share of its speed
    occupancy: tuple[OccupancyCheck, ...] = ()  # per kernel launched: static CTAs/SM beside the driver's

    @property
    def label(self) -> str:
        return f"{self.kernel}:{self.case}"


def require_device() -> Any:
    """torch, once it is known to be importable and to see a CUDA device; else an IrscopeError."""
    try:
        import torch
    except ImportError:
        raise IrscopeError("irscope run needs torch and a CUDA GPU: pip install 'irscope[gpu]'") from None
    if not torch.cuda.is_available():
        raise IrscopeError("irscope run needs a CUDA GPU; torch sees none (irscope capture works without one)")
    return torch


def device_info(torch: Any, dsl_version: str, timing: Timing) -> DeviceInfo:
    major, minor = torch.cuda.get_device_capability()
    bandwidth = measure.copy_bandwidth_gbs(warmup=timing.warmup, reps=timing.reps, batch=timing.batch)
    return DeviceInfo(
        name=torch.cuda.get_device_name(),
        arch=f"sm_{major}{minor}",
        torch=torch.__version__,
        cuda=str(torch.version.cuda),
        dsl=dsl_version,
        copy_bandwidth_gbs=bandwidth,
        date=datetime.now(timezone.utc).strftime("%Y-%m-%d"),
    )


def load_cases(path: Path) -> list[Case]:
    from irscope.capture.kernel_loader import import_kernel_module, module_cases

    return module_cases(import_kernel_module(path), path)


def runs_on(case: Case, device_arch: str) -> bool:
    """Does the case declare an arch this device runs? sm_90a code runs on sm_90 devices only;
    sm_80 code runs on any later device."""
    for arch in case.archs:
        digits = arch[3:].rstrip("af")
        if arch.endswith(("a", "f")):
            if digits == device_arch[3:]:
                return True
        elif int(digits) <= int(device_arch[3:]):
            return True
    return False


def run_case(
    kernel: str,
    case: Case,
    sizes: Mapping[str, int],
    device: DeviceInfo,
    timing: Timing,
    keep_dir: Path | None = None,
) -> CaseRun:
    """Compile, check twice, time. With ``keep_dir`` (where the DSL dumps PTX and cubins, see
    :func:`prepare_environment`) this case's files are moved into ``keep_dir/KERNEL__CASE/``:
    the DSL names them by function and argument layout, not dtype, so cases would overwrite
    each other's."""
    import torch

    spec = case.run
    made = partial(CaseRun, kernel=kernel, case=case.name, sizes=dict(sizes))
    if spec is None:
        return made(ok=True, skipped="declares no GPU run (RunSpec)")
    if not runs_on(case, device.arch):
        return made(ok=True, skipped=f"built for {', '.join(case.archs)}; this device is {device.arch}")
    try:
        inputs = spec.get_inputs(sizes)
        before = set(keep_dir.iterdir()) if keep_dir else set()
        started = time.perf_counter()
        kernel_fn = spec.make_kernel_fn(inputs)
        compile_s = time.perf_counter() - started
        if keep_dir:
            _file_away(keep_dir, before, f"{kernel}__{case.name}")
    except ValueError as exc:  # a size the kernel refuses, with its reason
        return made(ok=False, error=str(exc))
    except Exception as exc:  # noqa: BLE001 - a compile that fails is this case's result, not the run's
        return made(
            ok=False,
            error=f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}",
        )

    checks = []
    for attempt in range(2):
        # The second check draws fresh inputs: the kernel must compute the function, not
        # reproduce one answer; poisoning the output first catches elements never written.
        if attempt:
            inputs = spec.get_inputs(sizes)
        out = kernel_fn(*inputs)
        measure.poison(out)
        out = kernel_fn(*inputs)
        torch.cuda.synchronize()
        checks.append(measure.compare(out, spec.reference_fn(*inputs), spec.atol, spec.rtol))

    timed = measure.median_ms(lambda: kernel_fn(*inputs), warmup=timing.warmup, reps=timing.reps, batch=timing.batch)
    ms = timed.gpu_ms
    moved = spec.bytes_moved(sizes)
    bandwidth = moved / (ms * 1e-3) / 1e9
    flops = spec.flops(sizes) if spec.flops else None
    baseline_ms = None
    baseline = spec.baseline_fn
    if baseline is not None:
        baseline_ms = measure.median_ms(
            lambda: baseline(*inputs), warmup=timing.warmup, reps=timing.reps, batch=timing.batch
        ).gpu_ms
    # After the kernel ran: its CUDA context is current for the driver's occupancy query.
    kept = keep_dir / f"{kernel}__{case.name}" if keep_dir else None
    occupancy = tuple(check_kept_kernels(kept, device.arch)) if kept else ()
    return made(
        ok=all(c.ok for c in checks),
        checks=tuple(checks),
        compile_s=compile_s,
        time_ms=ms,
        launch_ms=timed.host_ms,
        launch_bound=timed.launch_bound,
        bytes_moved=moved,
        bandwidth_gbs=bandwidth,
        copy_fraction=bandwidth / device.copy_bandwidth_gbs,
        tflops=flops / (ms * 1e-3) / 1e12 if flops else None,
        baseline_ms=baseline_ms,
        baseline_tflops=flops / (baseline_ms * 1e-3) / 1e12 if flops and baseline_ms else None,
        baseline_fraction=baseline_ms / ms if baseline_ms else None,
        occupancy=occupancy,
    )


def _file_away(keep_dir: Path, before: set[Path], name: str) -> None:
    target = keep_dir / name
    target.mkdir(exist_ok=True)
    for path in set(keep_dir.iterdir()) - before:
        if path.is_file():
            path.replace(target / path.name)


def resolve_sizes(case: Case, overrides: Mapping[str, int]) -> dict[str, int]:
    sizes = dict(case.run.sizes) if case.run else {}
    unknown = sorted(set(overrides) - set(sizes))
    if unknown and case.run:
        raise IrscopeError(
            f"{case.name}: unknown size name(s) {', '.join(unknown)} (this case takes {', '.join(sizes)})"
        )
    sizes.update(overrides)
    return sizes


def prepare_environment(keep_dir: Path | None) -> None:
    """Environment the DSL reads when it is imported: must run before the first cutlass import.
    The DSL keeps its first IR (`ir`: the launch's block size and dynamic shared memory), the
    PTX and the cubin of each compile there: what the occupancy check reads."""
    if keep_dir is not None:
        keep_dir.mkdir(parents=True, exist_ok=True)
        os.environ["CUTE_DSL_KEEP"] = "ir,ptx,cubin"
        os.environ["CUTE_DSL_DUMP_DIR"] = str(keep_dir.resolve())
        os.environ["CUTE_DSL_NO_CACHE"] = "1"


def iter_selected(paths: list[Path], case_names: set[str] | None) -> Iterator[tuple[str, Case]]:
    for path in paths:
        for case in load_cases(path):
            if case_names is None or case.name in case_names:
                yield path.stem, case
