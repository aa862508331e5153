"""The static occupancy of every suite case against what the CUDA driver said on an H100.

docs/gpu-runs/2026-11-25-h100-occupancy.json is `irscope run --json` on an H100 (DSL 4.5.3):
for each kernel, irscope's static CTAs/SM beside cuOccupancyMaxActiveBlocksPerMultiprocessor on
the same cubin. The captures of this machine (the same code, compiled for sm_90a without a GPU)
must give the driver's figure for every kernel: the run found one that did not (copy_tma: 12
static, 13 driver; the kernel's shared section counted the CTA's reserved 1 KB once more).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from irscope.analysis.stats import bundle_stats

RECORD = Path(__file__).resolve().parents[2] / "docs" / "gpu-runs" / "2026-11-25-h100-occupancy.json"


def _rows() -> list[tuple[str, str, int]]:
    data = json.loads(RECORD.read_text())
    return [(r["label"], c["kernel"], c["driver_ctas_per_sm"]) for r in data["results"] for c in r["occupancy"]]


@pytest.mark.slow
@pytest.mark.parametrize(("label", "kernel", "driver"), _rows(), ids=[row[0] for row in _rows()])
def test_static_occupancy_is_the_drivers(label: str, kernel: str, driver: int, load_bundle) -> None:  # noqa: ANN001
    stats = bundle_stats(load_bundle(f"{label}@sm_90a"))
    (fn,) = [k for k in stats.functions if k.name == kernel]
    assert fn.occupancy is not None and fn.occupancy.ctas_per_sm == driver, (
        f"{label} {kernel}: irscope says {fn.occupancy}, the H100's driver said {driver} CTAs/SM"
    )
