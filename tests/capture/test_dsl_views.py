"""What a newer DSL shows beyond the IR after each pass: each pass's time in the real pipeline
run, grouped passes included (MLIR's pass timing, capture/pass_timing.py), and the host LLVM IR
of the pipeline's output as a kind of its own (capture/host_llvm.py); on a DSL without them, their
absence with the reason. What to expect is probed in the installed DSL, as the capture probes it,
never read from its version."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.trace_support import ARCH, PROGRAMS, bundles, irscope

CASE = "elementwise_add:v1_f32"
#: A report as DSL 4.8.1 prints it (abridged), with a second time column as MLIR prints one when
#: it measures user time too, and what the program wrote to fd 2 around it.
REPORT = """\
===-------------------------------------------------------------------------===
                         ... Execution time report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 0.3164 seconds

  ----User Time----  ----Wall Time----  ----Name----
    0.0100 (  3.1%)    0.0058 (  1.8%)  CuteExpandOps
    0.0004 (  0.1%)    0.0003 (  0.1%)  ArithIntRangeOpts
    0.0000 (  0.0%)    0.0000 (  0.0%)  CSEPass
    0.0000 (  0.0%)    0.0000 (  0.0%)    (A) DominanceInfo
    0.0000 (  0.0%)    0.0000 (  0.0%)  'gpu.module' Pipeline
    0.0000 (  0.0%)    0.0000 (  0.0%)    OptimizeLLVMForBackendPass
    0.1400 ( 44.2%)    0.1341 ( 42.4%)  CudaToBinaryPass
    0.1608 ( 50.8%)    0.1608 ( 50.8%)  Rest
    0.3164 (100.0%)    0.3164 (100.0%)  Total
"""


def _probe(code: str) -> str:
    """What the installed DSL answers to `code` (run in a process of its own)."""
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.strip()


@pytest.fixture(scope="module")
def captured(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One capture of CASE for sm_90a; its store."""
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    store = tmp_path_factory.mktemp("views-store")
    proc = irscope("--store", str(store), "capture", "--arch", ARCH, CASE)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return store


def _timing_expected() -> bool:
    return (
        _probe(
            "import cutlass.cute\nfrom cutlass._mlir import ir, passmanager\n"
            "with ir.Context():\n"
            "    print(hasattr(passmanager.PassManager.parse('builtin.module(canonicalize)'), 'enable_timing'))"
        )
        == "True"
    )


def _host_llvm_expected() -> bool:
    return (
        _probe("import importlib.util, cutlass\nprint(importlib.util.find_spec('cutlass.compiler') is not None)")
        == "True"
    )


@pytest.mark.slow
def test_every_pass_has_its_time_in_the_real_run_or_the_bundle_says_why(captured: Path) -> None:
    from irscope import bundle

    (path,) = bundles(captured).values()
    b = bundle.load(path)
    capture = b.manifest.capture
    listed = irscope("--store", str(captured), "passes", CASE, env={"COLUMNS": "80"})
    assert listed.returncode == 0, listed.stderr
    prose = " ".join(listed.stdout.split())
    if _timing_expected():
        assert capture.pass_time_source == "pass-timing" and not (capture.unavailable or {}).get("pass-timing")
        assert capture.pass_timing is not None and capture.pass_timing["passes"] == len(b.passes)
        assert all(p.time_ms is not None and re.fullmatch(r"[A-Z][A-Za-z0-9]+", p.timed_as or "") for p in b.passes)
        unseen = [p for p in b.passes if p.ir_member is None]  # passes replay could not run alone
        assert all(p.time_ms is not None for p in unseen)
        assert "ms: each pass's wall time in the real pipeline run, grouped passes included" in prose
        wide = irscope("--store", str(captured), "passes", CASE, env={"COLUMNS": "220"})
        assert "timed as" in wide.stdout.splitlines()[1] and b.passes[0].timed_as in wide.stdout
    else:
        assert capture.pass_time_source != "pass-timing" and not any(p.timed_as for p in b.passes)
        assert capture.unavailable["pass-timing"] == "this DSL's PassManager has no enable_timing"
        assert "no pass timing of the real run: this DSL's PassManager has no enable_timing" in prose


@pytest.mark.slow
def test_the_host_llvm_ir_is_a_kind_of_its_own_or_absent_with_the_reason(captured: Path) -> None:
    from irscope import bundle

    (path,) = bundles(captured).values()
    b = bundle.load(path)
    shown = irscope("--store", str(captured), "show", CASE, "--kind", "host-llvm")
    listed = " ".join(irscope("--store", str(captured), "passes", CASE).stdout.split())
    if _host_llvm_expected():
        assert shown.returncode == 0, shown.stderr
        assert shown.stdout.startswith("; ModuleID = "), shown.stdout[:200]
        assert re.search(r"^define .*@cutlass_", shown.stdout, re.M), "no host function"
        # the embedded GPU binary is elided to its size and digest, not kilobytes of escapes
        assert re.search(
            r'constant \[\d+ x i8\] c"\.\.\.".* ; irscope: \d+ bytes elided, sha256 [0-9a-f]{16}$', shown.stdout, re.M
        )
        assert max(len(line) for line in shown.stdout.splitlines()) < 2000
        assert b.manifest.provenance["host_llvm"] == "cutlass-compiler"
        assert "host LLVM IR: `irscope show --kind host-llvm`" in listed
    else:
        assert shown.returncode == 2 and "Traceback" not in shown.stderr
        why = "this DSL has no cutlass.compiler API to lower the pipeline's output to LLVM IR"
        assert shown.stderr.strip().endswith(f"this bundle has no host-llvm ({why})"), shown.stderr
        assert f"host LLVM IR: none ({why})" in listed


@pytest.mark.slow
def test_a_traced_programs_stderr_never_gets_the_timing_report(tmp_path: Path) -> None:
    """The report goes to fd 2, which is the program's: irscope reads it out of a capture of fd 2."""
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    from irscope import bundle

    cmd = ("trace", "--arch", ARCH, "--no-sass", "--out", str(tmp_path / "store"), "--")
    traced = irscope(*cmd, sys.executable, str(PROGRAMS / "one_kernel.py"))
    assert traced.returncode == 0, traced.stderr
    assert all(line.startswith("irscope trace:") for line in traced.stderr.splitlines()), traced.stderr
    (path,) = bundles(tmp_path / "store").values()
    b = bundle.load(path)
    assert (b.manifest.capture.pass_time_source == "pass-timing") == _timing_expected()


def test_a_report_is_read_into_pass_runs_in_order_with_their_wall_time() -> None:
    from irscope.capture.pass_timing import TimedPass, parse_report, split_report

    report, rest = split_report("before\n" + REPORT + "after\n")
    assert rest == "before\nafter\n"
    passes, total = parse_report(report)
    assert passes == [
        TimedPass("CuteExpandOps", 5.8, None),
        TimedPass("ArithIntRangeOpts", 0.3, None),
        TimedPass("CSEPass", 0.0, None),
        TimedPass("OptimizeLLVMForBackendPass", 0.0, "gpu.module"),
        TimedPass("CudaToBinaryPass", 134.1, None),
    ]
    assert total == 316.4
    assert split_report("no report here\n") == ("", "no report here\n")


def test_what_else_the_run_wrote_to_fd_2_is_handed_back(tmp_path: Path) -> None:
    """fd 2 is captured while the pipeline runs (C-level writes too); all but the report goes back."""
    code = (
        "import os, sys\nfrom pathlib import Path\nfrom irscope.capture import pass_timing as t\n"
        f"with t.stderr_captured(Path({str(tmp_path / 'fd2.txt')!r})) as p:\n"
        f"    os.write(2, b'a warning\\n' + {REPORT.encode()!r} + b'another\\n')\n"
        "report, rest = t.split_report(p.read_text())\nt.hand_back(rest)\nprint(len(t.parse_report(report)[0]))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert (proc.stdout, proc.stderr) == ("5\n", "a warning\nanother\n")


def _record(index: int, name: str, anchor: str = "builtin.module"):  # noqa: ANN202 - bundle.PassRecord
    from irscope import bundle

    return bundle.PassRecord(index, name, 1, anchor, "", "single", None, True, None, None, None, "core")


def test_timing_rows_pair_with_passes_only_where_count_and_nesting_agree() -> None:
    from irscope.capture.assemble import timing as assemble_timing

    passes = [_record(1, "cute-expand-ops"), _record(2, "optimize-llvm-for-backend", "gpu.module"), _record(3, "cse")]
    rows = [["CuteExpandOps", 5.8, None], ["OptimizeLLVMForBackendPass", 0.1, "gpu.module"], ["CSEPass", 0.2, None]]
    paired = assemble_timing.apply(passes, {"pass_timing": {"passes": rows, "total_ms": 7.0}})
    assert [(p.timed_as, p.time_ms) for p in paired.passes] == [
        ("CuteExpandOps", 5.8),
        ("OptimizeLLVMForBackendPass", 0.1),
        ("CSEPass", 0.2),
    ]
    assert paired.summary == {"total_ms": 7.0, "passes": 3}
    short = assemble_timing.apply(passes, {"pass_timing": {"passes": rows[:2], "total_ms": 7.0}})
    assert (
        short.passes == passes and short.summary["unmapped"] == "MLIR's pass timing names 2 pass runs, the pipeline 3"
    )
    assert short.summary["rows"] == rows[:2]
    flat = [[r[0], r[1], None] for r in rows]
    moved = assemble_timing.apply(passes, {"pass_timing": {"passes": flat, "total_ms": 7.0}})
    assert moved.summary["unmapped"] == (
        "optimize-llvm-for-backend#1 runs on gpu.module, but the timing's pass 2 (OptimizeLLVMForBackendPass) "
        "ran at the top level"
    )
    shifted = [["CSEPass", 5.8, None], ["OptimizeLLVMForBackendPass", 0.1, "gpu.module"], ["CuteExpandOps", 0.2, None]]
    crossed = assemble_timing.apply(passes, {"pass_timing": {"passes": shifted, "total_ms": 7.0}})
    assert crossed.summary["unmapped"] == "only 1 of 3 pass names agree with the C++ classes the timing names"
    absent = assemble_timing.apply(passes, {"pass_timing": {"unavailable": "no enable_timing"}})
    assert absent == assemble_timing.Timed(passes, None, "no enable_timing")


def test_large_constants_are_elided_to_size_and_digest() -> None:
    from irscope.capture.host_llvm import ELIDE_BYTES, elide_constants

    big = "\\00" * (ELIDE_BYTES + 1)
    text = f'@small = internal constant [3 x i8] c"ab\\00"\n@bin = internal constant [{ELIDE_BYTES + 1} x i8] c"{big}", align 8\n'
    out = elide_constants(text).splitlines()
    assert out[0] == '@small = internal constant [3 x i8] c"ab\\00"'
    assert re.fullmatch(
        rf'@bin = internal constant \[{ELIDE_BYTES + 1} x i8\] c"\.\.\.", align 8 ; irscope: {ELIDE_BYTES + 1} bytes elided, sha256 [0-9a-f]{{16}}',
        out[1],
    )


def test_a_bundle_with_the_new_keys_reads_back_byte_for_byte(captured: Path) -> None:
    from irscope import bundle

    (path,) = bundles(captured).values()
    data = json.loads((path / "manifest.json").read_text())
    assert bundle.load(path).manifest.to_json() == data


def test_a_traced_process_that_died_in_the_timed_run_keeps_its_last_stderr_line(tmp_path: Path) -> None:
    """fd 2 was irscope's capture file when the process died: its last line reaches the summary."""
    from irscope.capture.trace.staging import assemble_staged
    from irscope.capture.workdir import Workdir

    died = Workdir(tmp_path / "staging" / "compiles" / "123-0001").made()
    died.pass_timing.write_text("PLEASE submit a bug report\nStack dump:\n0. Program arguments: python prog.py\n\n")
    summary = assemble_staged(tmp_path / "staging", tmp_path / "store", with_sass=False, nvdisasm=None)
    assert summary.skipped == (
        "123-0001: the process ended inside the compile; its stderr ended: 0. Program arguments: python prog.py",
    )
