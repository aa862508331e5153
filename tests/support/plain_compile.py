"""A plain `cute.compile` of one kernel case with the PTX and cubin kept: no irscope hooks.

    python tests/support/plain_compile.py KERNEL_FILE CASE ARCH OUTDIR

Used by the fidelity test and the capture benchmark as the reference a capture must match.
It imports only the kernel module (which uses irscope.kernel's Case/fake_tensor helpers) and
cutlass; none of irscope's capture code runs.
"""

import importlib.util
import os
import sys
import time
from pathlib import Path


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

    spec = importlib.util.spec_from_file_location("plain_kernel", source)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(Path(source).parent))
    spec.loader.exec_module(module)
    case = next(c for c in module.CASES if c.name == case_name)
    args, kwargs = case.build_args()
    t1 = time.perf_counter()
    cute.compile(case.entry, *args, **kwargs)
    t2 = time.perf_counter()
    (out / "timings.txt").write_text(f"setup_ms {1e3 * (t1 - t0):.3f}\ncompile_ms {1e3 * (t2 - t1):.3f}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
