"""A plain `cute.compile` of one kernel case with the PTX and cubin kept: no irscope hooks.

    python tests/support/plain_compile.py KERNEL_FILE CASE ARCH OUTDIR

Used by the fidelity tests and the capture benchmark as the reference a capture must match.
It imports only the kernel module (which uses irscope.kernel's Case/fake_tensor helpers) and
cutlass; none of irscope's capture code runs. Writes OUTDIR/dump/*.ptx and *.cubin.

On a machine without libcuda.so.1 some DSL releases fail after the pass pipeline, in the host
JIT (4.2: the engine cannot resolve the driver's symbols; 4.3/4.4: cuInit). Here the real
post-pipeline steps run first and only when one of them raises does a stand-in take over, so
on releases that need nothing, nothing is replaced. Releases that dump no PTX/cubin (4.2.x)
get them the independent way: the cubin from the compiled module's gpu.binary op, the PTX
from the same pipeline with cubin-format=isa on a copy of the module taken before it ran.
"""

import ctypes
import importlib.util
import io
import os
import sys
import time
from pathlib import Path

CAPTURED = {}  # pipeline text, module bytecode before it ran, gpu.binary objects after


def _driver() -> bool:
    try:
        ctypes.CDLL("libcuda.so.1")
    except OSError:
        return False
    return True


def _binaries(module) -> dict:
    from cutlass._mlir.dialects import gpu

    return {
        op.operation.attributes["sym_name"].value: bytes(gpu.ObjectAttr(obj).object)
        for op in module.body.operations
        if op.operation.name == "gpu.binary"
        for obj in op.operation.attributes["objects"]
    }


def _observe_compile() -> None:
    """Wrap Compiler.compile (the whole pipeline run) to keep its input and read its output."""
    from cutlass.base_dsl.compiler import Compiler

    real = Compiler.compile

    def compile(self, module, pipeline, *args, **kwargs):
        if "cute-to-nvvm" in pipeline:
            buffer = io.BytesIO()
            module.operation.write_bytecode(buffer)
            CAPTURED.update(pipeline=pipeline, before=buffer.getvalue())
        result = real(self, module, pipeline, *args, **kwargs)
        if "cute-to-nvvm" in pipeline:
            CAPTURED["binaries"] = _binaries(module)
        return result

    Compiler.compile = compile


class _NoEngine:
    def __bool__(self) -> bool:
        return False

    def lookup(self, name):
        return 0


class _FallbackEngine:
    def __init__(self, engine):
        self.engine = engine

    def __getattr__(self, name):
        return getattr(self.engine, name)

    def lookup(self, name):
        try:
            return self.engine.lookup(name)
        except Exception:  # noqa: BLE001 - the driver symbols are missing
            return 0


def _fall_back_without_driver() -> None:
    from cutlass.base_dsl import jit_executor
    from cutlass.base_dsl.compiler import Compiler

    real_jit = Compiler.jit

    def jit(self, *args, **kwargs):
        try:
            return _FallbackEngine(real_jit(self, *args, **kwargs))
        except Exception:  # noqa: BLE001 - cuInit or the engine needs the driver
            return _NoEngine()

    Compiler.jit = jit
    executor = getattr(jit_executor, "JitExecutor", None)
    real_update = getattr(executor, "update_jit_cuda_modules", None)
    if real_update is not None:

        def update(self, *args, **kwargs):
            try:
                return real_update(self, *args, **kwargs)
            except Exception:  # noqa: BLE001 - cuModuleLoadData needs the driver
                return self

        executor.update_jit_cuda_modules = update


def _write_missing_artifacts(dump: Path) -> None:
    binaries = CAPTURED.get("binaries") or {}
    if not list(dump.glob("*.cubin")):
        for sym, data in binaries.items():
            (dump / f"{sym}.cubin").write_bytes(data)
    if not list(dump.glob("*.ptx")) and "cubin-format=bin" in CAPTURED.get("pipeline", ""):
        from cutlass._mlir import ir, passmanager

        with ir.Context():
            module = ir.Module.parse(CAPTURED["before"])
            pm = passmanager.PassManager.parse(CAPTURED["pipeline"].replace("cubin-format=bin", "cubin-format=isa"))
            pm.enable_verifier(False)
            pm.run(module.operation)
            for sym, data in _binaries(module).items():
                (dump / f"{sym}.ptx").write_text(data.rstrip(b"\0").decode())


def main() -> int:
    source, case_name, arch, outdir = sys.argv[1:5]
    out = Path(outdir)
    (out / "dump").mkdir(parents=True, exist_ok=True)
    os.environ.update(
        {
            "CUTE_DSL_ARCH": arch,
            "CUTE_DSL_KEEP": "ptx,cubin",
            "CUTE_DSL_KEEP_PTX": "1",
            "CUTE_DSL_KEEP_CUBIN": "1",
            "CUTE_DSL_DUMP_DIR": str(out / "dump"),
            "CUTE_DSL_NO_CACHE": "1",
            "CUTE_DSL_CACHE_DIR": str(out / "cache"),
        }
    )
    t0 = time.perf_counter()
    import cutlass.cute as cute

    _observe_compile()
    if not _driver():
        _fall_back_without_driver()
    spec = importlib.util.spec_from_file_location("plain_kernel", source)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(Path(source).parent))
    spec.loader.exec_module(module)
    case = next(c for c in module.CASES if c.name == case_name)
    args, kwargs = case.build_args()
    t1 = time.perf_counter()
    cute.compile(case.entry, *args, **kwargs)
    t2 = time.perf_counter()
    _write_missing_artifacts(out / "dump")
    (out / "timings.txt").write_text(f"setup_ms {1e3 * (t1 - t0):.3f}\ncompile_ms {1e3 * (t2 - t1):.3f}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
