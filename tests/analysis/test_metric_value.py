"""count_assertions.metric_value: each kind of metric an expectation names, its value, or why it
has none (the words `irscope check` prints); what_is_there: what the kernel has of that family
instead. On a stand-in for one kernel function's stats."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from irscope.analysis.count_assertions import metric_value, what_is_there
from irscope.analysis.occupancy import Occupancy

COUNTS = {"LDG": {"128": 3, "64": 1}, "STG": {"-": 2}, "LDS": {"32": 4}}
SYNC = {"mbarrier": {"wait": 2, "arrive": 1}, "fence": {}}


def _occupancy(ctas: int | None, unknown: str = "") -> Occupancy:
    return Occupancy("sm_90a", 256, "launch (MLIR)", 40, 1024, ctas, {}, unknown)


def _fn(**changes: Any) -> Any:
    fields: dict[str, Any] = {
        "main_loop": SimpleNamespace(
            instructions=40, spills=2, stats=SimpleNamespace(counts={"HGMMA": {"64x128x16": 8}})
        ),
        "ptx": SimpleNamespace(count=lambda op: {"ld.global": 5}.get(op, 0)),
        "occupancy": _occupancy(2),
        "sass": SimpleNamespace(counts=COUNTS, sync=SYNC, stack_frame_bytes=16),
        "registers": 40,
        "spill_bytes": 0,
        "shared_bytes": None,
        "vectorized_global_fraction": 0.75,
    }
    return SimpleNamespace(**{**fields, **changes})


NO_SASS = {"sass": None, "main_loop": None}
CASES = [
    ({}, "mainloop.instructions", (40, "")),
    ({}, "mainloop.spills", (2, "")),
    ({}, "mainloop.HGMMA", (8, "")),
    ({}, "mainloop.HGMMA.64x128x16", (8, "")),
    ({}, "mainloop.LDG", (0, "")),
    ({"main_loop": None}, "mainloop.instructions", (None, "no main loop in this kernel's SASS")),
    ({}, "ptx:ld.global", (5, "")),
    ({}, "ptx:st.shared", (0, "")),
    ({"ptx": None}, "ptx:ld.global", (None, "no PTX for this kernel")),
    ({}, "ctas_per_sm", (2, "")),
    ({}, "occupancy", (2, "")),
    ({}, "warps_per_sm", (16, "")),
    ({"occupancy": _occupancy(None, "no block size")}, "ctas_per_sm", (None, "occupancy unknown: no block size")),
    ({"occupancy": None}, "warps_per_sm", (None, "occupancy unknown: not a kernel")),
    ({}, "stack_frame_bytes", (16, "")),
    (NO_SASS, "stack_frame_bytes", (None, "no SASS for this kernel")),
    ({}, "registers", (40, "")),
    ({}, "spill_bytes", (0, "")),
    ({}, "vectorized_global_fraction", (0.75, "")),
    ({}, "shared_bytes", (None, "shared_bytes unknown for this kernel")),
    ({**NO_SASS, "registers": None}, "registers", (None, "registers unknown for this kernel (no SASS)")),
    (NO_SASS, "LDG", (None, "no SASS for this kernel")),
    (NO_SASS, "share(LDG,128)", (None, "no SASS for this kernel")),
    ({}, "share(LDG,128)", (384 / 448, "")),
    ({}, "share(LDG,64)", (1.0, "")),
    ({}, "share(STG,32)", (None, "no such accesses (the share of nothing is not a number)")),
    ({}, "share(HGMMA,32)", (None, "no such accesses (the share of nothing is not a number)")),
    ({}, "mbarrier", (3, "")),
    ({}, "mbarrier.wait", (2, "")),
    ({}, "mbarrier.try_wait", (0, "")),
    ({}, "fence", (0, "")),
    ({}, "elect", (0, "")),
    ({}, "LDG", (4, "")),
    ({}, "LDG.128", (3, "")),
    ({}, "STG", (2, "")),
    ({}, "HGMMA", (0, "")),
]


@pytest.mark.parametrize(("changes", "metric", "want"), CASES, ids=[f"{c[1]}-{i}" for i, c in enumerate(CASES)])
def test_each_kind_of_metric(changes: dict[str, Any], metric: str, want: tuple[float | None, str]) -> None:
    assert metric_value(_fn(**changes), metric) == want


MANY = {"LDS": {k: 1 for k in ("8", "16", "32", "64", "128", "256", "2D", "3D")}}
THERE = [
    ({}, "LDG", "LDG.64 x1, LDG.128 x3"),
    ({}, "LDG.128", "LDG.64 x1, LDG.128 x3"),
    ({}, "share(LDG,128)", "LDG.64 x1, LDG.128 x3"),
    ({}, "STG", "STG x2"),
    ({}, "HGMMA", "no HGMMA"),
    ({}, "mainloop.HGMMA", "HGMMA.64x128x16 x8"),
    ({}, "mainloop.LDG", "no LDG in the main loop"),
    ({"main_loop": None}, "mainloop.LDG", ""),
    ({}, "mbarrier", "mbarrier.arrive x1, mbarrier.wait x2"),
    ({}, "mbarrier.wait", "mbarrier.arrive x1, mbarrier.wait x2"),
    ({}, "fence", "no fence"),
    ({}, "mainloop.mbarrier", ""),
    ({}, "registers", ""),
    ({}, "Ldg", ""),
    ({}, "ptx:ld.global", ""),
    ({}, "mainloop.instructions", ""),
    (NO_SASS, "LDG", ""),
    (
        {"sass": SimpleNamespace(counts=MANY, sync={})},
        "LDS",
        "LDS.8 x1, LDS.16 x1, LDS.32 x1, LDS.64 x1, LDS.128 x1, LDS.256 x1, ... (2 more)",
    ),
]


@pytest.mark.parametrize(("changes", "metric", "want"), THERE, ids=[f"{c[1]}-{i}" for i, c in enumerate(THERE)])
def test_what_the_kernel_has_instead(changes: dict[str, Any], metric: str, want: str) -> None:
    assert what_is_there(_fn(**changes), metric) == want
