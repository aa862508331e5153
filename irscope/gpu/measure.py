"""Checking and timing on a CUDA device: pure helpers over torch (imported by the caller).

Timing follows one rule: CUDA events around a batch of back-to-back launches after a warm-up,
repeated, median taken; the device copy bandwidth is measured the same way in the same process,
so a kernel's bandwidth is reported as a ratio taken side by side.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

COPY_BYTES = 512 * 1024 * 1024  # per buffer: well past any L2


@dataclass(frozen=True)
class Check:
    """How an output compares with its reference (errors measured in float64)."""

    ok: bool
    max_abs_err: float
    max_rel_err: float  # |out - ref| / |ref| over elements where |ref| > 0
    norm_rel_err: float  # ||out - ref|| / ||ref||
    nonfinite: int  # elements the kernel left NaN/inf where the reference is finite
    atol: float
    rtol: float


def compare(out: Any, ref: Any, atol: float, rtol: float) -> Check:
    import torch

    out64, ref64 = out.detach().double(), ref.detach().double()
    if out64.shape != ref64.shape:
        raise ValueError(f"output shape {tuple(out64.shape)} != reference shape {tuple(ref64.shape)}")
    finite_ref = torch.isfinite(ref64)
    nonfinite = int((~torch.isfinite(out64) & finite_ref).sum())
    diff = (out64 - ref64).abs().where(finite_ref, torch.zeros_like(ref64))
    diff = diff.nan_to_num(nan=float("inf"))
    magnitude = ref64.abs().where(finite_ref, torch.zeros_like(ref64))
    within = bool((diff <= atol + rtol * magnitude).all())
    nonzero = magnitude > 0
    max_rel = float((diff[nonzero] / magnitude[nonzero]).max()) if bool(nonzero.any()) else 0.0
    ref_norm = float(torch.linalg.vector_norm(magnitude))
    norm_rel = (
        float(torch.linalg.vector_norm(diff)) / ref_norm if ref_norm > 0 else float(torch.linalg.vector_norm(diff))
    )
    return Check(
        ok=within and nonfinite == 0,
        max_abs_err=float(diff.max()) if diff.numel() else 0.0,
        max_rel_err=max_rel,
        norm_rel_err=norm_rel,
        nonfinite=nonfinite,
        atol=atol,
        rtol=rtol,
    )


def poison(out: Any) -> None:
    """Fill an output with NaN (or a sentinel for integers) so that unwritten elements fail."""
    import torch

    if out.dtype.is_floating_point:
        out.fill_(float("nan"))
    else:
        out.fill_(torch.iinfo(out.dtype).max)


@dataclass(frozen=True)
class Timed:
    """Median per-launch times: on the GPU (CUDA events) and on the host (enqueueing a launch).

    When the host takes about as long to enqueue a launch as the GPU takes to run it, the GPU
    waits for work and the event time measures the launch path, not the kernel.
    """

    gpu_ms: float
    host_ms: float

    @property
    def launch_bound(self) -> bool:
        return self.host_ms >= 0.8 * self.gpu_ms


def median_ms(launch: Callable[[], Any], *, warmup: int, reps: int, batch: int) -> Timed:
    """Median over ``reps`` of (event time of ``batch`` back-to-back launches) / batch, in ms."""
    import time

    import torch

    for _ in range(warmup):
        launch()
    torch.cuda.synchronize()
    gpu, host = [], []
    for _ in range(reps):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        began = time.perf_counter()
        for _ in range(batch):
            launch()
        host.append((time.perf_counter() - began) * 1e3 / batch)
        end.record()
        end.synchronize()
        gpu.append(start.elapsed_time(end) / batch)
    return Timed(gpu_ms=statistics.median(gpu), host_ms=statistics.median(host))


def copy_bandwidth_gbs(*, warmup: int, reps: int, batch: int) -> float:
    """torch's own device-to-device copy, bytes read + bytes written per second, in GB/s."""
    import torch

    src = torch.empty(COPY_BYTES, dtype=torch.uint8, device="cuda").random_(0, 255)
    dst = torch.empty_like(src)
    timed = median_ms(lambda: dst.copy_(src), warmup=warmup, reps=reps, batch=batch)
    return 2 * COPY_BYTES / (timed.gpu_ms * 1e-3) / 1e9
