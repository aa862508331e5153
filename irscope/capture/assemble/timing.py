"""The real run's pass timing (capture/pass_timing.py) onto the pass records.

MLIR's report names each pass run by its C++ class, in execution order, nested pipelines'
passes under their op; the records list the same runs in the same order, by their pipeline
names (pipeline_text, plus any the printer saw added at run time). The two are paired by
position, and only where they agree on the count, on which passes ran nested, and on most names
(`canonicalize` ~ `CanonicalizerPass`: a shifted pairing agrees on few): then every
pass, a grouped one replay could not run alone included, gets its time from the real run
(`time_ms`) and the class MLIR timed it as (`timed_as`). Where they disagree nothing is paired,
and the report's rows are kept in the manifest as they came, with why.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from irscope import bundle
from irscope.capture.pass_timing import TimedPass
from irscope.capture.worker_result import RecordedRun

SOURCE = "pass-timing"
MODULE_ANCHOR = "builtin.module"


@dataclass(frozen=True)
class Timed:
    """The records with the real run's times, what the manifest keeps of the report
    (capture.pass_timing), and why there is no timing where there is none."""

    passes: list[bundle.PassRecord]
    summary: dict[str, Any] | None
    unavailable: str | None


def apply(passes: list[bundle.PassRecord], run: RecordedRun | None) -> Timed:
    """`passes` with the real run's timing where the worker recorded one that pairs with them."""
    recorded = run.get("pass_timing") if run is not None else None
    if not recorded:
        return Timed(passes, None, None)
    if "unavailable" in recorded:
        return Timed(passes, None, str(recorded["unavailable"]))
    rows = [TimedPass.from_json(r) for r in recorded.get("passes", [])]
    summary: dict[str, Any] = {"total_ms": recorded.get("total_ms"), "passes": len(rows)}
    mismatch = _mismatch(passes, rows)
    if mismatch:
        return Timed(passes, {**summary, "unmapped": mismatch, "rows": [r.to_json() for r in rows]}, None)
    paired = [replace(p, time_ms=r.ms, timed_as=r.name) for p, r in zip(passes, rows, strict=True)]
    return Timed(paired, summary, None)


def _mismatch(passes: list[bundle.PassRecord], rows: list[TimedPass]) -> str | None:
    """Why the report's rows cannot be paired with the records, or None."""
    if len(rows) != len(passes):
        return f"MLIR's pass timing names {len(rows)} pass runs, the pipeline {len(passes)}"
    for p, row in zip(passes, rows, strict=True):
        if (row.nested or MODULE_ANCHOR) != p.anchor:
            where = f"in a {row.nested} pipeline" if row.nested else "at the top level"
            return f"{p.key} runs on {p.anchor}, but the timing's pass {p.index} ({row.name}) ran {where}"
    agree = sum(_same_pass(p.name, row.name) for p, row in zip(passes, rows, strict=True))
    if passes and agree * 2 <= len(passes):
        return f"only {agree} of {len(passes)} pass names agree with the C++ classes the timing names"
    return None


def _same_pass(name: str, cls: str) -> bool:
    """Do a pipeline name and a C++ class name the same pass? One, lowercased without `-` and a
    `Pass` suffix, begins the other (`canonicalize` / `CanonicalizerPass`); some never do
    (`int-range-optimizations` / `ArithIntRangeOpts`), which the majority rule allows for."""
    a = name.replace("-", "").lower()
    b = cls.lower().removesuffix("pass")
    return a.startswith(b) or b.startswith(a)
