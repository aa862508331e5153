"""What the installed DSL can do, probed independently of irscope's own probes (never from its
version number): a one-pass pipeline with MLIR's tree printer on, in a fresh process, whether
its PassManager has MLIR's pass timing, and whether the CUDA driver loads. Tests whose
expectations depend on the DSL read this."""

from __future__ import annotations

import json
import subprocess
import sys
from functools import lru_cache

_PROBE = r"""
import ctypes, json, pathlib, tempfile
from cutlass._mlir import ir, passmanager
out = tempfile.mkdtemp()
with ir.Context() as ctx:
    ctx.enable_multithreading(False)
    m = ir.Module.parse("module {}")
    pm = passmanager.PassManager.parse("builtin.module(canonicalize)")
    pm.enable_ir_printing(print_after_all=True, print_module_scope=True, tree_printing_dir_path=out)
    pm.run(m.operation)
    timing = hasattr(pm, "enable_timing")
try:
    ctypes.CDLL("libcuda.so.1"); driver = True
except OSError:
    driver = False
print(json.dumps({"printer": any(pathlib.Path(out).rglob("*.mlir")), "driver": driver, "timing": timing}))
"""


@lru_cache(maxsize=1)
def dsl_capabilities() -> dict[str, bool]:
    """{"printer": MLIR's IR printer writes (every pass observed exactly), "driver": libcuda loads,
    "timing": the PassManager has MLIR's pass timing}."""
    proc = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])
