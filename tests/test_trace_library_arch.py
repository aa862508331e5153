"""`irscope trace --arch X` on a GPU of another arch (issue 28's H100 run: 35 of 47 Blackwell
examples stopped in `cutlass.utils.HardwareInfo`, whose probe kernel was compiled for sm_100a and
could not load on the sm_90a GPU). The DSL's own compiles run for the GPU present, the program's
for X, and the summary says so. Here the GPU is the harness's fake driver of an sm_90a GPU
(tests/trace_programs/upstream_on_cpu.py --gpu), which refuses a cubin of another arch as the
H100 did (CUDA_ERROR_INVALID_HANDLE).
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from irscope.capture.trace_library_arch import LibraryArch, summary
from tests.trace_support import PROGRAMS, bundles, irscope

PROBE = "cutlass.utils.hardware_info.HardwareInfo._host_function"


@pytest.mark.slow
@pytest.mark.parametrize("include", [False, True], ids=["default", "include-library"])
def test_the_dsls_probe_runs_for_this_gpu_and_the_kernel_for_the_arch_asked(tmp_path: Path, include: bool) -> None:
    pytest.importorskip("cutlass")
    options = ["--include-library"] if include else []
    program = [
        sys.executable,
        str(PROGRAMS / "upstream_on_cpu.py"),
        "--gpu",
        "sm_90a",
        str(PROGRAMS / "hardware_query.py"),
    ]
    store = tmp_path / "store"
    proc = irscope("trace", "--arch", "sm_100a", "--out", str(store), "--no-sass", *options, "--", *program)
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
    assert summary_line.endswith(f"the DSL's own compiles ran for this GPU (sm_90a), not sm_100a: {PROBE}")


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
