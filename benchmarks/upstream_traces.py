"""Upstream CuTe DSL example programs traced unchanged, rebuilt elsewhere with `capture --from-trace`,
and compared: rebuilt / traced counts, PTX, cubin and SASS identical or not, the time to rebuild
each, the spec size (issue 28).

    python benchmarks/upstream_traces.py trace   --examples ROOT --out DIR [--cpu] [--only NAME ...]
    python benchmarks/upstream_traces.py rebuild --examples ROOT --traces DIR [--only NAME ...] [--out DIR2]
    python benchmarks/upstream_traces.py export  --traces DIR --to tests/data/upstream-trace --traced-on TEXT

ROOT is the CuTe DSL examples folder, examples/python/CuTeDSL of a CUTLASS checkout at the tag
matching the installed DSL (`git -C CUTLASS archive v4.5.3 examples/python/CuTeDSL | tar x -C X`;
a checkout's root is taken for its examples folder); the programs run from there, as its README
runs them and as the H100 traces in tests/data/upstream-trace were made. `trace` writes DIR/store (the bundles) and DIR/specs (the portable
specs), one `irscope trace` per program; on a GPU machine the programs run as they are (and check
their own results), with `--cpu` through tests/trace_programs/upstream_on_cpu.py, which sends
torch's CUDA calls to the CPU and stops at the first launch. `rebuild` writes the portable spec of
every traced compile in DIR/store (what a project commits) into DIR2/specs (default
DIR/rebuilt), runs `capture --from-trace` of each from ROOT, one at a time (timed), and compares
the rebuilt bundle with the traced one as tests/trace_support.code_digests does: PTX with the
source paths under the program's directory made relative, cubin bytes, and SASS as this
machine's nvdisasm prints both cubins (the traced bundle's own SASS may come from another
nvdisasm build, or be absent: `--no-sass`); a line-info compile's cubin, which embeds those
paths, by its SASS without the debug sections. A traced store brought back without its bundles'
ir/ members is read all the same.
`export` writes, per traced compile, its portable spec and the digests of its PTX, cubin and
SASS, the committed data tests/trace/test_upstream.py rebuilds against.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections import Counter
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
    # Traced through the CPU harness on 2026-11-27, attention-size ones first (docs/tracing.md);
    # with --cpu, mamba2_ssd's own reference, computed on the CPU before its compile, takes 8.7 GB.
    Example("fmha_bwd", "cute/blackwell/kernel/attention/fmha/fmha_bwd.py", "sm_100a", "sm_100a"),
    Example("mla_decode_fp16", "cute/blackwell/kernel/attention/mla/mla_decode_fp16.py", "sm_100a", "sm_100a"),
    Example("mamba2_ssd", "cute/blackwell/kernel/attention/mamba2_ssd/mamba2_ssd.py", "sm_100a", "sm_100a"),
    Example(
        "mixed_input_fmha_prefill_d256",
        "cute/blackwell/kernel/attention/mixed_input_fmha/mixed_input_fmha_prefill_d256.py",
        "sm_100a",
        "sm_100a",
    ),
    Example("hstu_attention", "cute/ampere/kernel/attention/hstu_attention.py", None, "sm_80"),
    Example(
        "bw_dense_gemm_persistent", "cute/blackwell/kernel/dense_gemm/dense_gemm_persistent.py", "sm_100a", "sm_100a"
    ),
    Example("bw_grouped_gemm", "cute/blackwell/kernel/grouped_gemm/grouped_gemm.py", "sm_100a", "sm_100a"),
    Example(
        "dense_blockscaled_gemm_persistent",
        "cute/blackwell/kernel/blockscaled_gemm/dense_blockscaled_gemm_persistent.py",
        "sm_100a",
        "sm_100a",
    ),
    # --perf_run --perf_e2e: without them the run is inside torch.profiler with CUDA activity, which a CPU
    # build of torch refuses; smaller experts than the default 128 x 2048 x 7168 (3.7 GB of weights).
    Example(
        "moe_torch_grouped_mm",
        "cute/blackwell/kernel/moe/torch_grouped_mm.py",
        "sm_100a",
        "sm_100a",
        ("--perf_run", "--perf_e2e", "--experts", "16", "--hidden", "1024", "--intermediate", "1024"),
    ),
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
        program = [example.path, *example.args]
        command = [sys.executable, str(HARNESS), *program] if cpu else [sys.executable, *program]
        arch = example.cpu_arch if cpu else example.device_arch
        options = ["--out", str(out / "store"), "--specs", str(out / "specs")] + (["--arch", arch] if arch else [])
        proc, seconds = _irscope("trace", *options, *(["--no-sass"] if no_sass else []), "--", *command, cwd=examples)
        (out / f"{example.name}.log").write_text(proc.stdout + proc.stderr)
        summary = (proc.stderr.strip().splitlines() or ["(no output)"])[-1]
        print(f"{example.name:22} exit {proc.returncode:3}  {seconds:6.1f} s  {summary}", flush=True)


def _traced(path: Path):  # -> bundle.Bundle
    """A traced bundle; one brought back without its ir/ members (left out to save transfer) is
    read all the same for what this compares: its manifest, spec, PTX and cubin."""
    from irscope import bundle
    from irscope.bundle import members as bundle_files
    from irscope.errors import BundleError

    try:
        return bundle.load(path)
    except BundleError:
        data = bundle_files.read_member_json(path, bundle.MANIFEST)
        bundle.validate_manifest(data, str(path / bundle.MANIFEST))
        return bundle.Bundle(path=path, manifest=data)


def rebuild(examples: Path, traces: Path, only: list[str] | None, out: Path | None) -> None:
    """Each traced compile rebuilt from its portable spec (what a project commits), from ROOT."""
    from irscope import bundle, store
    from irscope.bundle.trace_spec import spec_file, write_spec

    traced = {b.label: b for b in map(_traced, store.all_latest(traces / "store")) if b.trace() is not None}
    names = {e.path.rsplit("/", 1)[1].removesuffix(".py") for e in _chosen(only)}
    chosen = {label: b for label, b in traced.items() if not only or label.split(".", 1)[0] in names}
    again_root = out or traces / "rebuilt"
    rows = []
    for label, b in sorted(chosen.items()):
        spec = b.trace()
        path = spec_file(again_root / "specs", spec)
        write_spec(path, spec)
        proc, seconds = _irscope(
            "--store", str(again_root / "store"), "capture", "--from-trace", str(path), cwd=examples
        )
        found = [p for p in store.all_latest(again_root / "store") if bundle.load(p).label == label]
        if not found:
            rows.append((label, "refused", seconds, path.stat().st_size, [_refusal(proc).removeprefix(f"{label}: ")]))
            continue
        a = bundle.load(found[0])
        result = _same(b, a, examples)
        rows.append(
            (label, result, seconds, path.stat().st_size, [a.error["message"].splitlines()[0]] if a.error else [])
        )
    print(f"{'traced compile':70} {'result':34} {'rebuild':>8} {'spec':>8}")
    for label, result, seconds, size, note in rows:
        print(f"{label:70} {result:34} {seconds:7.1f}s {size / 1024:6.1f}kB {' '.join(note)}")
    counts = Counter("identical" if r.startswith("identical") else r for _, r, *_ in rows)
    alike = counts["both failed alike"] + counts["no device code either side"]
    print(
        f"{len(chosen)} traced compiles: {counts['identical']} rebuilt with identical code, "
        f"{counts['no device code either side']} with no device code either side, "
        f"{counts['both failed alike']} failed alike, "
        f"{len(rows) - counts['identical'] - alike - counts['refused']} differ, "
        f"{counts['refused']} refused"
    )


def _refusal(proc: subprocess.CompletedProcess[str]) -> str:
    """Why `capture --from-trace` made no bundle: its error line (the argument at fault), not
    the summary that follows it."""
    lines = proc.stderr.strip().splitlines() + proc.stdout.strip().splitlines()
    errors = [line.removeprefix("irscope: error: ") for line in lines if line.startswith("irscope: error: ")]
    return (errors or lines[-1:] or ["(no output)"])[-1]


def _same(traced, rebuilt, examples: Path) -> str:  # noqa: ANN001 - the traced and the rebuilt bundle
    """Identical code as tests/trace_support.code_digests defines it (the one definition: source
    paths under the program's directory made relative, a line-info cubin compared by its SASS
    without the debug sections), or which of PTX, cubin and SASS differ."""
    hosts = _no_device_code(traced), _no_device_code(rebuilt)
    if any(hosts):
        return "no device code either side" if all(hosts) else "DIFFERENT outcome"
    if not (traced.ok and rebuilt.ok):
        alike = traced.ok == rebuilt.ok and traced.error["kind"] == rebuilt.error["kind"]
        return "both failed alike" if alike else "DIFFERENT outcome"
    before = code_digests(traced, Path(traced.trace().program_cwd))
    after = code_digests(rebuilt, examples)
    differ = [k.removesuffix("_sha256") for k in ("ptx_sha256", "cubin_sha256", "sass_sha256") if before[k] != after[k]]
    if differ and _names_irscope(traced.ptx()):
        return " ".join(differ).upper() + " DIFFER (traced PTX locates code in irscope's tracer: trace again)"
    if differ:
        return " ".join(differ).upper() + " DIFFER"
    return "identical (line info)" if before["lineinfo"] else "identical"


def _no_device_code(b) -> bool:  # noqa: ANN001 - a bundle
    """A compile of a function that launches no kernel: said so in its manifest, or (a trace made
    before irscope told them apart) a missing-ptx failure whose input IR holds no device code."""
    from irscope.capture.assemble.device_code import has_device_code

    if b.ok:
        return not b.manifest.device_code
    return (b.error or {}).get("kind") == "missing-ptx" and not has_device_code(b.input_ir())


def _names_irscope(ptx: str | None) -> bool:
    """Does a traced PTX give operations the location of irscope's own wrapper (a trace made
    before irscope's frames were hidden from the DSL's locations: docs/tracing.md)?"""
    return any(line.startswith("\t.file") and "/irscope/capture/" in line for line in (ptx or "").splitlines())


def export(traces: Path, to: Path, traced_on: str) -> None:
    """Per traced compile: DIR/LABEL/spec.json (portable) and expected.json (digests)."""
    from irscope import store

    to.mkdir(parents=True, exist_ok=True)
    for path in store.all_latest(traces / "store"):
        b = _traced(path)
        spec = b.trace()
        if spec is None:
            continue
        folder = to / f"{b.kernel}~{b.case}@{b.arch}"
        folder.mkdir(exist_ok=True)
        (folder / "spec.json").write_text(json.dumps(spec.portable(), indent=1, sort_keys=True) + "\n")
        expected = {**code_digests(b, Path(spec.program_cwd)), "traced_on": traced_on}
        if not b.manifest.device_code:
            expected["device_code"] = False
        (folder / "expected.json").write_text(json.dumps(expected, indent=1, sort_keys=True) + "\n")
        print(folder)


def _examples(root: Path) -> Path:
    """The examples folder: ROOT itself, or ROOT/examples/python/CuTeDSL of a checkout."""
    inside = root / EXAMPLES
    return inside.resolve() if inside.is_dir() else root.resolve()


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
    r.add_argument("--out", type=Path, help="where the rebuilt specs and store go (default: TRACES/rebuilt)")
    e = sub.add_parser("export")
    e.add_argument("--traces", type=Path, required=True)
    e.add_argument("--to", type=Path, required=True)
    e.add_argument("--traced-on", default="", help="where the traces were made (kept in expected.json)")
    opts = parser.parse_args()
    if opts.step == "trace":
        trace(_examples(opts.examples), opts.out.resolve(), opts.cpu, opts.only, opts.no_sass)
    elif opts.step == "rebuild":
        rebuild(_examples(opts.examples), opts.traces.resolve(), opts.only, opts.out.resolve() if opts.out else None)
    else:
        export(opts.traces.resolve(), opts.to.resolve(), opts.traced_on)
    return 0


if __name__ == "__main__":
    sys.exit(main())
