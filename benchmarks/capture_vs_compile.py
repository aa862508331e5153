"""Capture cost against a plain compile, measured side by side in one run.

For each kernel case (default: every case in kernels/ for sm_90a) this alternates, N times:
  plain:    a fresh Python process doing `cute.compile` with CUTE_DSL_KEEP=ptx,cubin
            (tests/support/plain_compile.py: the reference the fidelity test uses);
            "+sass" adds running nvdisasm on its cubin, which is what getting the same
            outputs by hand costs
  capture:  `irscope capture KERNEL:CASE --arch ARCH` (a fresh process: discovery from cache,
            a worker with the IR printer on, bundle assembly, nvdisasm, atomic write)
and prints the median wall time of each and their ratio. Both sides pay Python start-up and
the cutlass import, as a user does. The in-process compile times are printed too.

    python benchmarks/capture_vs_compile.py [--repeat 5] [--arch sm_90a] [KERNEL:CASE ...]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from irscope import bundle, disassembler, registry, store  # noqa: E402


def _env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith("CUTE_DSL_")}


def plain(source: str, case: str, arch: str, out: Path) -> tuple[float, float, float]:
    t0 = time.perf_counter()
    subprocess.run(
        [sys.executable, str(REPO / "tests/support/plain_compile.py"), source, case, arch, str(out)],
        check=True,
        env=_env(),
        capture_output=True,
    )
    wall = time.perf_counter() - t0
    (cubin,) = (out / "dump").glob("*.cubin")
    t1 = time.perf_counter()
    disassembler.disassemble(cubin)
    sass_s = time.perf_counter() - t1
    compile_ms = float(dict(line.split() for line in (out / "timings.txt").read_text().splitlines())["compile_ms"])
    return wall, compile_ms / 1e3, sass_s


def capture(ref: str, arch: str, root: Path) -> tuple[float, float]:
    t0 = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(root), "capture", ref, "--arch", arch, "-j", "1"],
        check=True,
        env=_env(),
        capture_output=True,
        cwd=REPO,
    )
    wall = time.perf_counter() - t0
    b = bundle.load(store.resolve_one(f"{ref}@{arch}", root))
    return wall, b.manifest["capture"]["timings_ms"]["compile"] / 1e3


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="*")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--arch", default="sm_90a")
    args = ap.parse_args()
    infos = registry.discover(registry.kernel_modules(REPO / "kernels"), cache_dir=None)
    chosen = [i for i in infos if (not args.cases or i.label in args.cases) and args.arch in i.archs]
    print(f"DSL {registry.dsl_version()}, arch {args.arch}, {args.repeat} alternating runs each, medians")
    print(
        f"{'case':38} {'plain s':>8} {'+sass s':>8} {'capture s':>10} {'ratio':>6} {'vs +sass':>8}"
        f" | {'compile s':>9} {'(captured)':>10} {'ratio':>6}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "store"
        # Warm the registry cache and the OS file cache once, outside the measurement.
        capture(chosen[0].label, args.arch, root)
        for info in chosen:
            p_wall, p_sass, c_wall, p_comp, c_comp = [], [], [], [], []
            for i in range(args.repeat):
                w, c, d = plain(info.source, info.case, args.arch, Path(tmp) / f"plain-{info.kernel}-{info.case}-{i}")
                p_wall.append(w)
                p_sass.append(w + d)
                p_comp.append(c)
                w, c = capture(info.label, args.arch, root)
                c_wall.append(w)
                c_comp.append(c)
            pw, ps, cw = statistics.median(p_wall), statistics.median(p_sass), statistics.median(c_wall)
            pc, cc = statistics.median(p_comp), statistics.median(c_comp)
            print(
                f"{info.label:38} {pw:8.2f} {ps:8.2f} {cw:10.2f} {cw / pw:6.2f} {cw / ps:8.2f}"
                f" | {pc:9.3f} {cc:10.3f} {cc / pc:6.2f}"
            )


if __name__ == "__main__":
    main()
