"""Upstream CuTe DSL example programs traced unchanged, rebuilt elsewhere with `capture --from-trace`,
and compared: rebuilt / traced counts, PTX, cubin and SASS identical or not, the time to rebuild
each, the spec size (issue 28).

    python benchmarks/upstream_traces.py trace   --examples ROOT --out DIR [--cpu] [--only NAME ...]
    python benchmarks/upstream_traces.py rebuild --examples ROOT --traces DIR [--only NAME ...]
    python benchmarks/upstream_traces.py export  --traces DIR --to tests/data/upstream-trace --traced-on TEXT

ROOT is a CUTLASS checkout (or its examples extracted at the tag matching the installed DSL:
`git -C CUTLASS archive v4.5.3 examples/python/CuTeDSL | tar x -C ROOT`); the programs run from
ROOT, as a user runs them. `trace` writes DIR/store (the bundles) and DIR/specs (the portable
specs), one `irscope trace` per program; on a GPU machine the programs run as they are (and check
their own results), with `--cpu` through tests/trace_programs/upstream_on_cpu.py, which sends
torch's CUDA calls to the CPU and stops at the first launch. `rebuild` runs `capture --from-trace`
of DIR/store from ROOT, one kernel at a time (timed), and compares each rebuilt bundle with the
traced one: PTX text, cubin bytes, and SASS as this machine's nvdisasm prints both cubins (the
traced bundle's own SASS may come from another nvdisasm build, or be absent: `--no-sass`).
`export` writes, per traced compile, its portable spec and the digests of its PTX, cubin and
SASS, the committed data tests/test_trace_upstream.py rebuilds against.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tests.trace_support import code_digests  # noqa: E402 - the one definition of "identical code"

HARNESS = ROOT / "tests" / "trace_programs" / "upstream_on_cpu.py"
EXAMPLES = "examples/python/CuTeDSL"


@dataclass(frozen=True)
class Example:
    name: str
    path: str  # under EXAMPLES
    device_arch: str | None  # None: the GPU's own (an H100: sm_90a)
    cpu_arch: str
    args: tuple[str, ...] = ()


#: The examples issue 28 names, with the arguments of the H100 runs (problem sizes as the
#: examples' own defaults unless noted) and the arch each is compiled for.
ALL = (
    Example("dense_gemm", "cute/hopper/kernel/dense_gemm/dense_gemm.py", None, "sm_90a"),
    Example("dense_gemm_persistent", "cute/hopper/kernel/dense_gemm/dense_gemm_persistent.py", None, "sm_90a"),
    Example("fmha", "cute/hopper/kernel/attention/fmha.py", None, "sm_90a"),
    Example("sgemm", "cute/ampere/kernel/dense_gemm/sgemm.py", None, "sm_80"),
    Example("tensorop_gemm", "cute/ampere/kernel/dense_gemm/tensorop_gemm.py", None, "sm_80"),
    Example("elementwise_add", "cute/ampere/kernel/elementwise/elementwise_add.py", None, "sm_80"),
    Example(
        "flash_attention_v2",
        "cute/ampere/kernel/attention/flash_attention_v2.py",
        None,
        "sm_80",
        ("--batch_size", "1", "--seqlen_q", "1024", "--seqlen_k", "1024"),
    ),
    # Traced for sm_100a on an H100: it compiles, then cannot launch there.
    Example("fp16_gemm_0", "cute/blackwell/tutorial/tutorial_gemm/fp16_gemm_0.py", "sm_100a", "sm_100a"),
    Example("tvm_ffi_fake_tensor", "dsl_tutorials/tvm_ffi/compile_with_fake_tensor.py", None, "sm_90a"),
    Example("tvm_ffi_ampere_gemm", "dsl_tutorials/tvm_ffi/ampere_gemm_with_fake_tensor.py", None, "sm_80"),
    Example("tvm_ffi_torch", "dsl_tutorials/tvm_ffi/jit_and_use_in_torch.py", None, "sm_90a"),
)


def _chosen(only: list[str] | None) -> list[Example]:
    return [e for e in ALL if not only or e.name in only]


def _irscope(*args: str, cwd: Path) -> tuple[subprocess.CompletedProcess[str], float]:
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "irscope", *args], cwd=cwd, capture_output=True, text=True)
    return proc, time.perf_counter() - started


def trace(examples: Path, out: Path, cpu: bool, only: list[str] | None, no_sass: bool) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for example in _chosen(only):
        program = [EXAMPLES + "/" + example.path, *example.args]
        command = [sys.executable, str(HARNESS), *program] if cpu else [sys.executable, *program]
        arch = example.cpu_arch if cpu else example.device_arch
        options = ["--out", str(out / "store"), "--specs", str(out / "specs")] + (["--arch", arch] if arch else [])
        proc, seconds = _irscope("trace", *options, *(["--no-sass"] if no_sass else []), "--", *command, cwd=examples)
        (out / f"{example.name}.log").write_text(proc.stdout + proc.stderr)
        summary = (proc.stderr.strip().splitlines() or ["(no output)"])[-1]
        print(f"{example.name:22} exit {proc.returncode:3}  {seconds:6.1f} s  {summary}", flush=True)


def _sass_here(b) -> str | None:  # noqa: ANN001 - bundle.Bundle
    """The SASS of a bundle's cubin as this machine's nvdisasm prints it (None without either)."""
    from irscope import disassembler

    cubin, nvdisasm = b.artifact_path("cubin"), disassembler.find_nvdisasm()
    return disassembler.disassemble(cubin, nvdisasm) if cubin and nvdisasm else None


def rebuild(examples: Path, traces: Path, only: list[str] | None) -> None:
    from irscope import bundle, store

    traced = {bundle.load(p).label: bundle.load(p) for p in store.all_latest(traces / "store")}
    names = {e.path.rsplit("/", 1)[1].removesuffix(".py") for e in _chosen(only)}
    chosen = {label: b for label, b in traced.items() if label.split(".", 1)[0] in names}
    again_root = traces / "rebuilt"
    rows, rebuilt = [], 0
    for label, b in sorted(chosen.items()):
        trace_json = b.path / b.manifest["artifacts"]["trace"]
        proc, seconds = _irscope("--store", str(again_root), "capture", "--from-trace", str(trace_json), cwd=examples)
        found = [p for p in store.resolve(label, again_root)] if proc.returncode in (0, 1) else []
        if not found:
            rows.append((label, "refused", seconds, proc.stderr.strip().splitlines()[-1:] or [""]))
            continue
        a = bundle.load(found[0])
        same = _same(b, a)
        rebuilt += a.ok == b.ok
        rows.append((label, same, seconds, [a.error["message"].splitlines()[0]] if a.error else []))
    print(f"{'traced compile':70} {'result':34} {'rebuild':>8} {'spec':>8}")
    for label, result, seconds, note in rows:
        spec = (
            len(json.dumps(chosen[label].trace().portable(), indent=1, sort_keys=True)) if chosen[label].trace() else 0
        )
        print(f"{label:70} {result:34} {seconds:7.1f}s {spec / 1024:6.1f}kB {' '.join(note)[:120]}")
    print(f"rebuilt {rebuilt} of {len(chosen)} traced compiles")


def _same(b, a) -> str:  # noqa: ANN001 - the traced and the rebuilt bundle
    if not (a.ok and b.ok):
        return "both failed alike" if a.ok == b.ok and a.error["kind"] == b.error["kind"] else "DIFFERENT outcome"
    parts = ["ptx " + ("same" if a.ptx() == b.ptx() else "DIFF")]
    ca, cb = a.artifact_path("cubin"), b.artifact_path("cubin")
    if ca and cb:
        parts.append("cubin " + ("same" if ca.read_bytes() == cb.read_bytes() else "DIFF"))
    sa, sb = _sass_here(a), _sass_here(b)  # one nvdisasm for both: the traced SASS may be another build's
    if sa is not None and sb is not None:
        parts.append("sass " + ("same" if sa == sb else "DIFF"))
    return ", ".join(parts)


def export(traces: Path, to: Path, traced_on: str) -> None:
    """Per traced compile: DIR/LABEL/spec.json (portable) and expected.json (digests)."""
    from irscope import bundle, store

    to.mkdir(parents=True, exist_ok=True)
    for path in store.all_latest(traces / "store"):
        b = bundle.load(path)
        spec = b.trace()
        if spec is None:
            continue
        folder = to / f"{b.kernel}~{b.case}@{b.arch}"
        folder.mkdir(exist_ok=True)
        (folder / "spec.json").write_text(json.dumps(spec.portable(), indent=1, sort_keys=True) + "\n")
        expected = {**code_digests(b, Path(spec.program_cwd)), "traced_on": traced_on}
        (folder / "expected.json").write_text(json.dumps(expected, indent=1, sort_keys=True) + "\n")
        print(folder)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="step", required=True)
    t = sub.add_parser("trace")
    t.add_argument("--examples", type=Path, required=True)
    t.add_argument("--out", type=Path, required=True)
    t.add_argument("--cpu", action="store_true")
    t.add_argument("--no-sass", action="store_true")
    t.add_argument("--only", nargs="*")
    r = sub.add_parser("rebuild")
    r.add_argument("--examples", type=Path, required=True)
    r.add_argument("--traces", type=Path, required=True)
    r.add_argument("--only", nargs="*")
    e = sub.add_parser("export")
    e.add_argument("--traces", type=Path, required=True)
    e.add_argument("--to", type=Path, required=True)
    e.add_argument("--traced-on", default="", help="where the traces were made (kept in expected.json)")
    opts = parser.parse_args()
    if opts.step == "trace":
        trace(opts.examples.resolve(), opts.out.resolve(), opts.cpu, opts.only, opts.no_sass)
    elif opts.step == "rebuild":
        rebuild(opts.examples.resolve(), opts.traces.resolve(), opts.only)
    else:
        export(opts.traces.resolve(), opts.to.resolve(), opts.traced_on)
    return 0


if __name__ == "__main__":
    sys.exit(main())
