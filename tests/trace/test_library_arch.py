"""`irscope trace --arch X` on a GPU of another arch (issue 28's H100 run: 35 of 47 Blackwell
examples stopped in `cutlass.utils.HardwareInfo`, whose probe kernel was compiled for sm_100a and
could not load on the sm_90a GPU). The DSL's own compiles run for the GPU present, the program's
for X, and the summary says so. Here the GPU is the harness's fake driver of an sm_90a GPU
(tests/trace_programs/upstream_on_cpu.py --gpu), which refuses a cubin of another arch as the
H100 did (CUDA_ERROR_INVALID_HANDLE).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from irscope.capture.trace.library_arch import LibraryArch, summary
from tests.trace_support import PROGRAMS, bundles, irscope

PROBE = "cutlass.utils.hardware_info.HardwareInfo._host_function"


def _trace_on_a_fake_h100(program: str, store: Path, include: bool):  # -> CompletedProcess
    """`irscope trace --arch sm_100a` of PROGRAMS/program on the harness's fake sm_90a GPU."""
    pytest.importorskip("cutlass")
    options = ["--include-library"] if include else []
    harness = [sys.executable, str(PROGRAMS / "upstream_on_cpu.py"), "--gpu", "sm_90a", str(PROGRAMS / program)]
    return irscope("trace", "--arch", "sm_100a", "--out", str(store), "--no-sass", *options, "--", *harness)


@pytest.mark.slow
@pytest.mark.parametrize("include", [False, True], ids=["default", "include-library"])
def test_the_dsls_probe_runs_for_this_gpu_and_the_kernel_for_the_arch_asked(tmp_path: Path, include: bool) -> None:
    store = tmp_path / "store"
    proc = _trace_on_a_fake_h100("hardware_query.py", store, include)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["max active clusters: 132", "compiled"]  # it stopped in the probe before
    labels = sorted(bundles(store))
    kernel = [label for label in labels if label.startswith("hardware_query.sized_by_the_gpu:")]
    assert len(kernel) == 1 and kernel[0].endswith("@sm_100a")
    others = [label for label in labels if label not in kernel]
    if include:  # recorded at the arch it was compiled for
        (probe,) = others
        assert probe.startswith(f"{PROBE}:") and probe.endswith("@sm_90a")
    else:
        assert others == []
    summary_line = proc.stderr.splitlines()[-1]
    assert f"; the DSL's own compiles ran for this GPU (sm_90a), not sm_100a: {PROBE}" in summary_line
    # the probe's recorded compile takes a CUDA context: not rebuildable, and counted so
    assert ("recorded, not rebuildable" in summary_line) == include


def test_the_arch_asked_for_is_put_back_even_when_the_compile_raises() -> None:
    dsl = SimpleNamespace(envar=SimpleNamespace(arch="sm_100a"))
    arch = LibraryArch(gpu="sm_90a", looked_up=True)
    with pytest.raises(RuntimeError), arch.for_this_gpu(dsl, "cutlass.x.probe"):
        assert dsl.envar.arch == "sm_90a"
        raise RuntimeError("launch failed")
    assert dsl.envar.arch == "sm_100a" and arch.retargeted == {"cutlass.x.probe": "sm_100a"}
    assert (
        summary(arch.retargeted, arch.gpu)
        == "the DSL's own compiles ran for this GPU (sm_90a), not sm_100a: cutlass.x.probe"
    )


@pytest.mark.parametrize(("asked", "gpu"), [("sm_90a", "sm_90a"), ("sm_100a", None), ("", "sm_90a")])
def test_nothing_changes_where_the_archs_agree_or_there_is_no_gpu(asked: str, gpu: str | None) -> None:
    dsl = SimpleNamespace(envar=SimpleNamespace(arch=asked))
    arch = LibraryArch(gpu=gpu, looked_up=True)
    with arch.for_this_gpu(dsl, "cutlass.x.probe"):
        assert dsl.envar.arch == asked
    assert arch.retargeted == {} and summary(arch.retargeted, gpu) == ""


FP4 = "cutlass.cute.testing._convert"
NEEDS = f"the DSL's own compile {FP4} failed for this GPU (sm_90a): the program needs an sm_100a GPU to run"


@pytest.mark.slow
@pytest.mark.parametrize("include", [False, True], ids=["default", "include-library"])
def test_a_library_compile_that_fails_for_this_gpu_says_the_program_needs_the_arch_asked(
    tmp_path: Path, include: bool
) -> None:
    """The Blackwell block-scaled GEMMs on the H100: `cutlass.cute.testing._convert`'s fp4
    conversion, compiled for the sm_90a GPU present, fails in NVVM (cvt_packfloat of fp4 only
    from sm_100 on); the summary says in one line that the program needs an sm_100a GPU."""
    store = tmp_path / "store"
    proc = _trace_on_a_fake_h100("library_fp4.py", store, include)
    assert proc.returncode == 0, proc.stderr
    # The DSL's error class (DSLRuntimeError on 4.5, CompilationDiagnosticError on 4.8)
    (line,) = proc.stdout.splitlines()
    assert re.fullmatch(r"convert: \w+Error", line), line
    summary_line = proc.stderr.splitlines()[-1]
    assert summary_line.endswith(f"; {NEEDS}") and "ran for this GPU" not in summary_line
    if include:  # the failed compile, recorded with the compiler's reason
        from irscope import bundle

        (path,) = bundles(store).values()
        failed = bundle.load(path)
        assert not failed.ok and failed.label.startswith(f"{FP4}:") and failed.label.endswith("@sm_90a")
        reasons = (  # DSL 4.5: NVVM refuses the fp4 conversion; 4.8: ptxas, for this target
            "cvt_packfloat intrinsic supported only in arch-conditional variants from SM100",
            "Instruction 'cvt with .e2m1x2' not supported",
        )
        error = failed.error or {}
        assert any(r in str(error.get("traceback")) + str(error.get("message")) for r in reasons), error


def test_only_a_compile_made_for_this_gpu_is_said_to_need_the_arch_asked() -> None:
    dsl = SimpleNamespace(envar=SimpleNamespace(arch="sm_100a"))
    arch = LibraryArch(gpu="sm_90a", looked_up=True)
    for name in (FP4, "cutlass.x.probe"):
        with arch.for_this_gpu(dsl, name):
            pass
    arch.compile_failed(FP4)
    arch.compile_failed("cutlass.x.never_retargeted")
    assert arch.failed == {FP4: "sm_100a"}
    assert summary(arch.retargeted, arch.gpu, arch.failed) == (
        f"{NEEDS}; the DSL's own compiles ran for this GPU (sm_90a), not sm_100a: cutlass.x.probe"
    )
