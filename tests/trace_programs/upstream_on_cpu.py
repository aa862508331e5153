"""Run an upstream CuTe DSL example program, unchanged, on a machine without a GPU, as far as its
compiles go: `python upstream_on_cpu.py [--gpu ARCH] EXAMPLE.py [ARGS...]`.

The examples build torch CUDA tensors, ask the driver for a device and then compile and launch.
Here torch's CUDA calls are redirected to the CPU (a TorchFunctionMode turns `device="cuda"` into
the CPU and `.cuda()` into a no-op; streams are stream 0), the driver's device queries answer
one device, and `cutlass.utils.HardwareInfo` answers an H100's figures. The program's tensors are
then CPU tensors seen through `from_dlpack`, with the same shapes, strides, dtypes and dynamic
marks as on the GPU, and its `cute.compile` calls are the same calls (timing events and
`set_device` do nothing). Its first launch fails (no
driver): that ends the run, with one line saying so and exit status 0.

With `--gpu sm_90a` the real `HardwareInfo` runs instead, against a driver that answers as one
GPU of that arch: it compiles its empty kernel and loads the cubin, and a cubin built for another
arch fails as it does on a real GPU (CUDA_ERROR_INVALID_HANDLE, what an H100 answered for an
sm_100a one), so `irscope trace --arch sm_100a` of a Blackwell example meets here what it met on
the H100.

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

    class Event:
        """A timing event the program makes before its first launch (hstu_attention's); a CPU
        build of torch refuses to make one ("dummy base class Event")."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            pass

        def record(self, *args: Any, **kwargs: Any) -> None:
            pass

        def synchronize(self) -> None:
            pass

    torch.cuda.is_available = lambda: True
    torch.cuda.current_stream = lambda *a, **k: Stream()
    torch.cuda.default_stream = lambda *a, **k: Stream()
    torch.cuda.Stream = Stream
    torch.cuda.Event = Event
    torch.cuda.set_device = lambda *a, **k: None
    torch.cuda.synchronize = lambda *a, **k: None
    torch.cuda.get_device_capability = lambda *a, **k: (9, 0)


#: Where torch's CUDA allocator starts a block (its blocks are 512-byte aligned); the CPU
#: allocator only promises 64 bytes.
CUDA_BLOCK_ALIGN = 512


def _dlpack_says_cuda(torch: Any) -> None:
    """A CPU tensor's DLPack capsule says kDLCUDA, device 0: `from_dlpack` then types it as global
    memory (`!cute.memref<..., gmem, ...>`), as it does a CUDA tensor, not as `generic` (the
    DSL's copy atoms refuse a generic source). The data pointer is a host one; nothing here
    dereferences it (the first launch fails first), so it is moved as if the tensor's storage
    began where a CUDA block would (`CUDA_BLOCK_ALIGN`): views of one storage keep their
    distances, and a program's `from_dlpack(t, assumed_align=128)` finds the pointer aligned as
    on the GPU (the DSL asserts it; mixed_input_fmha's tensors failed there)."""
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
        # Set, not added to: torch hands the same DLTensor to a second export of the tensor.
        ctypes.c_void_p.from_address(managed).value = self.data_ptr() + (
            -self.untyped_storage().data_ptr() % CUDA_BLOCK_ALIGN
        )
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


class _FakeGpu:
    """The driver calls behind `HardwareInfo` and the DSL's compute-capability query, answered as
    one GPU of `arch` would (an H100's figures); a cubin for another arch does not load."""

    def __init__(self, arch: str) -> None:
        digits = arch.removeprefix("sm_").rstrip("af")
        self.major, self.minor = int(digits[:-1]), int(digits[-1])
        self.loaded: dict[int, int] = {}  # library handle -> the SM version of its cubin

    def install(self) -> None:
        from cuda.bindings import driver

        ok = driver.CUresult.CUDA_SUCCESS
        attribute = driver.CUdevice_attribute
        answers = {
            attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: self.major,
            attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: self.minor,
            attribute.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: SM_COUNT,
            attribute.CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: 232448,
            attribute.CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE: 50 * 1024 * 1024,
        }
        calls = {
            "cuDeviceGet": lambda ordinal: (ok, driver.CUdevice(ordinal)),
            "cuCtxGetCurrent": lambda: (ok, driver.CUcontext(0)),
            "cuDriverGetVersion": lambda: (ok, 13000),
            "cuDeviceGetAttribute": lambda what, device: (ok, answers[what]),
            "cuGetErrorName": lambda error: (ok, error.name.encode()),
            "cuLibraryLoadData": self._load,
            "cuLibraryEnumerateKernels": lambda count, library: (ok, [library]),
            "cuKernelGetFunction": self._function,
            "cuFuncSetAttribute": lambda *a: (ok,),
            "cuOccupancyAvailableDynamicSMemPerBlock": lambda *a: (ok, 232448),
            "cuOccupancyMaxActiveBlocksPerMultiprocessor": lambda *a: (ok, 1),
            "cuOccupancyMaxActiveClusters": lambda kernel, config: (ok, SM_COUNT // config.attrs[0].value.clusterDim.x),
        }
        for name, call in calls.items():
            setattr(driver, name, call)

    def _load(self, cubin: bytes, *rest: Any) -> tuple[Any, int]:
        from cuda.bindings import driver

        # The ELF header's e_flags name the SM: its low byte up to ABI 7, the next one from 8 (sm_100+).
        flags = int.from_bytes(cubin[0x30:0x34], "little")
        self.loaded[len(self.loaded) + 1] = (flags >> 8) & 0xFF if cubin[8] >= 8 else flags & 0xFF
        return driver.CUresult.CUDA_SUCCESS, len(self.loaded)

    def _function(self, library: int) -> tuple[Any, int]:
        from cuda.bindings import driver

        if self.loaded.get(library) != self.major * 10 + self.minor:
            return driver.CUresult.CUDA_ERROR_INVALID_HANDLE, 0
        return driver.CUresult.CUDA_SUCCESS, library


def main(argv: list[str]) -> int:
    gpu = None
    if argv[:1] == ["--gpu"] and len(argv) > 1:
        gpu, argv = _FakeGpu(argv[1]), argv[2:]
    if not argv:
        print("usage: upstream_on_cpu.py [--gpu ARCH] EXAMPLE.py [ARGS...]", file=sys.stderr)
        return 2
    example = Path(argv[0]).resolve()
    _torch_on_cpu()
    _driver_has_one_device()
    if gpu is not None:
        gpu.install()
    else:
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
