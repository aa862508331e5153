"""Traces taken on an H100 (tests/gpu/trace_program.py under `irscope trace`: torch CUDA tensors,
from_dlpack views with mark_layout_dynamic and divisibility) rebuilt here, without a GPU or torch:
the PTX must be byte-identical to the PTX the GPU run compiled (tests/data/gpu-trace/, copied from
the bundles brought back; docs/tracing.md has the run)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import REPO

DATA = REPO / "tests" / "data" / "gpu-trace"
#: The DSL release of the GPU run (docs/tracing.md, "On a GPU machine, and back"): a rebuild
#: under it compiles the very code the GPU run did; under another release, that release's code.
TRACED_UNDER = "4.5.3"

pytestmark = pytest.mark.slow


def test_gpu_traces_rebuild_to_the_same_ptx(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util

    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    from irscope import bundle
    from irscope.bundle.trace_spec import read_spec
    from irscope.capture import orchestrate
    from irscope.capture.settings import CaptureSettings
    from irscope.capture.trace.labels import selection_of
    from irscope.ptx_syntax import ptx_entries
    from irscope.views.capture_summary import capture_summary

    # The traces name files under the GPU machine's checkout; the rebuild finds them at the
    # same place relative to the current directory.
    monkeypatch.chdir(REPO)
    traces = {p.parent.name: p for p in sorted(DATA.glob("*/trace.json"))}
    selections = [selection_of(read_spec(p)) for p in traces.values()]
    settings = CaptureSettings(
        store_root=tmp_path,
        with_sass=False,
        jobs=2,
        traces=CaptureSettings.traces_of({s.label: traces[s.info.kernel] for s in selections}),
    )
    outcomes = orchestrate.capture_all(selections, settings)
    assert len(outcomes) == 3
    for outcome in outcomes:
        assert outcome.ok, capture_summary(outcome.bundle)
        rebuilt = bundle.load(outcome.bundle_path)
        gpu_ptx = (DATA / rebuilt.kernel / "module.ptx").read_text()
        if rebuilt.dsl_version == TRACED_UNDER:
            assert rebuilt.ptx() == gpu_ptx, rebuilt.label
        else:  # the same kernel functions, compiled by another release
            assert ptx_entries(rebuilt.ptx() or "") == ptx_entries(gpu_ptx), rebuilt.label
