"""A kernel engineer's script, as `irscope trace` meets it: torch CUDA tensors, from_dlpack views
(mark_layout_dynamic, dynamic shapes with divisibility), one kernel per family of kernels/
(elementwise_add, the sgemm, the TMA copy), compiled by a direct JIT call and by cute.compile,
results checked against torch, launches timed. Run it plain and under `irscope trace` on a GPU:

    python tests/gpu/trace_program.py
    irscope trace --out STORE -- python tests/gpu/trace_program.py

Without a GPU, `--cpu` compiles the elementwise kernel alone, from NumPy arrays.
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "kernels"))

import copy_tma  # noqa: E402
import cutlass.cute as cute  # noqa: E402
import elementwise_add  # noqa: E402
import sgemm  # noqa: E402
from cutlass.cute.runtime import from_dlpack  # noqa: E402


def view(t, *, lead=1, div=1, align=16):
    v = from_dlpack(t, assumed_align=align).mark_layout_dynamic(leading_dim=lead)
    return v.mark_compact_shape_dynamic(mode=lead, divisibility=div) if div > 1 else v


def report(name, got, want, atol, rtol):
    import torch

    err = (got.double() - want.double()).abs().max().item()
    ok = torch.allclose(got.double(), want.double(), atol=atol, rtol=rtol)
    print(f"{name}: max abs error {err:.3g} -> {'ok' if ok else 'WRONG'}")
    return ok


def launch_us(fn, n=200):
    import torch

    fn()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(n):
        fn()
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) / n * 1e6


def on_gpu() -> int:
    import torch

    torch.manual_seed(0)
    ok = True
    # elementwise_add v2, run-time layout, compiled by a direct JIT call (first call), then cached.
    a, b = (torch.randn(4096, 4096, device="cuda") for _ in range(2))
    c = torch.empty_like(a)
    va, vb, vc = (view(t, div=4) for t in (a, b, c))
    elementwise_add.elementwise_add_v2(va, vb, vc)
    torch.cuda.synchronize()
    ok &= report("elementwise_add_v2 (direct call)", c, a + b, 1e-5, 1.3e-6)
    direct = launch_us(lambda: elementwise_add.elementwise_add_v2(va, vb, vc), n=20)
    compiled_add = cute.compile(elementwise_add.elementwise_add_v2, va, vb, vc)
    launched = launch_us(lambda: compiled_add(va, vb, vc))
    # sgemm: cute.compile on dynamic layouts (N a multiple of 4), as kernels/sgemm.py runs it.
    m, n, k = 1024, 512, 256
    x, y = torch.randn(m, k, device="cuda"), torch.randn(k, n, device="cuda")
    z = torch.empty(m, n, device="cuda")
    args = (view(x, lead=1), view(y.t(), lead=0, div=4), view(z, lead=1, div=4))
    gemm = cute.compile(sgemm.sgemm, *args)
    gemm(*args)
    torch.cuda.synchronize()
    ok &= report("sgemm", z, (x.double() @ y.double()).float(), 1e-3, 1e-4)
    # the TMA copy: bf16, rows of whole 16-byte units.
    s = torch.randn(1024, 2048, device="cuda", dtype=torch.bfloat16)
    d = torch.empty_like(s)
    copy = cute.compile(copy_tma.copy_tma, view(s, div=8), view(d, div=8))
    copy(view(s, div=8), view(d, div=8))
    torch.cuda.synchronize()
    ok &= report("copy_tma", d, s, 0, 0)
    print(f"launch cost: direct JIT call {direct:.1f} us/call, compiled function {launched:.1f} us/launch")
    return 0 if ok else 1


def on_cpu() -> int:
    """Compile only: NumPy arrays are host memory (generic address space), which the
    elementwise kernel takes; the sgemm and TMA copy need global memory, so a GPU."""
    import numpy as np

    a = [np.zeros((4096, 4096), np.float32) for _ in range(3)]
    cute.compile(elementwise_add.elementwise_add_v2, *(view(t, div=4) for t in a))
    print("compiled elementwise_add_v2")
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--cpu", action="store_true", help="compile only, from NumPy arrays")
    sys.exit(on_cpu() if parser.parse_args().cpu else on_gpu())
