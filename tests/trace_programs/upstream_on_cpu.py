"""Run an upstream CuTe DSL example program, unchanged, on a machine without a GPU, as far as its
compiles go: `python upstream_on_cpu.py EXAMPLE.py [ARGS...]`.

The examples build torch CUDA tensors, ask the driver for a device and then compile and launch.
Here torch's CUDA calls are redirected to the CPU (a TorchFunctionMode turns `device="cuda"` into
the CPU and `.cuda()` into a no-op; streams are stream 0), the driver's device queries answer
one device, and `cutlass.utils.HardwareInfo` answers an H100's figures. The program's tensors are
then CPU tensors seen through `from_dlpack`, with the same shapes, strides, dtypes and dynamic
marks as on the GPU, and its `cute.compile` calls are the same calls. Its first launch fails (no
driver): that ends the run, with one line saying so and exit status 0.

This is irscope's own test program; the example itself is read from wherever it lies (the
tests take it from the CUTLASS mirror, never from this repository).
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path
from typing import Any

#: What HardwareInfo answers: an H100 SXM (132 SMs), so persistent kernels size their grids.
SM_COUNT = 132


def _torch_on_cpu() -> None:
    try:
        import torch
    except ImportError:
        return
    from torch.overrides import TorchFunctionMode

    def cpu(device: Any) -> Any:
        text = str(device) if device is not None else ""
        return "cpu" if text.startswith("cuda") else device

    class OnCpu(TorchFunctionMode):
        def __torch_function__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
            kwargs = dict(kwargs or {})
            if func is torch.Tensor.cuda:
                return args[0]
            if "device" in kwargs:
                kwargs["device"] = cpu(kwargs["device"])
            if func is torch.Tensor.to:
                args = tuple(cpu(a) if isinstance(a, (str, torch.device)) else a for a in args)
            return func(*args, **kwargs)

    OnCpu().__enter__()
    _dlpack_says_cuda(torch)

    class Stream:
        cuda_stream = 0

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            pass

    torch.cuda.is_available = lambda: True
    torch.cuda.current_stream = lambda *a, **k: Stream()
    torch.cuda.default_stream = lambda *a, **k: Stream()
    torch.cuda.Stream = Stream
    torch.cuda.synchronize = lambda *a, **k: None
    torch.cuda.get_device_capability = lambda *a, **k: (9, 0)


def _dlpack_says_cuda(torch: Any) -> None:
    """A CPU tensor's DLPack capsule says kDLCUDA, device 0: `from_dlpack` then types it as global
    memory (`!cute.memref<..., gmem, ...>`), as it does a CUDA tensor, not as `generic` (the
    DSL's copy atoms refuse a generic source). The data pointer is a host one; nothing here
    dereferences it (the first launch fails first)."""
    import ctypes

    get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
    get_pointer.restype = ctypes.c_void_p
    get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
    original = torch.Tensor.__dlpack__

    def dlpack(self: Any, *args: Any, **kwargs: Any) -> Any:
        capsule = original(self, *args, **kwargs)
        managed = get_pointer(capsule, b"dltensor")
        # DLManagedTensor starts with DLTensor: void* data, then DLDevice {int32 type, int32 id}.
        ctypes.c_int32.from_address(managed + ctypes.sizeof(ctypes.c_void_p)).value = 2  # kDLCUDA
        return capsule

    torch.Tensor.__dlpack__ = dlpack
    torch.Tensor.__dlpack_device__ = lambda self: (2, 0)


def _driver_has_one_device() -> None:
    try:
        from cuda.bindings import driver
    except ImportError:
        return
    ok = driver.CUresult.CUDA_SUCCESS
    driver.cuInit = lambda *a: (ok,)
    driver.cuDeviceGetCount = lambda: (ok, 1)


def _hardware_info() -> None:
    import cutlass.utils

    class HardwareInfo:
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            pass

        def get_max_active_clusters(self, cluster_size: int) -> int:
            return SM_COUNT // cluster_size

        def get_device_multiprocessor_count(self) -> int:
            return SM_COUNT

        def get_l2_cache_size_in_bytes(self) -> int:
            return 50 * 1024 * 1024

    cutlass.utils.HardwareInfo = HardwareInfo


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: upstream_on_cpu.py EXAMPLE.py [ARGS...]", file=sys.stderr)
        return 2
    example = Path(argv[0]).resolve()
    _torch_on_cpu()
    _driver_has_one_device()
    _hardware_info()
    sys.argv = [str(example), *argv[1:]]
    sys.path.insert(0, str(example.parent))
    try:
        runpy.run_path(str(example), run_name="__main__")
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 1
    except Exception as exc:  # noqa: BLE001 - the first launch, without a driver
        print(f"upstream_on_cpu: stopped at {type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
