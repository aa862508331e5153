"""Each pass's wall time in the real pipeline run, from MLIR's own pass timing.

`PassManager.enable_timing()` makes MLIR time every pass it runs, nested pipelines included, and
print an "Execution time report" to the C-level stderr (fd 2) when the pass manager is
destroyed: one row per pass run in execution order, named by its C++ class (`CanonicalizerPass`,
`ArithIntRangeOpts`), indented under a `'gpu.module' Pipeline` row where it ran on a nested op,
analyses as `(A) ...` rows. That covers the passes pass replay cannot run alone (DSL 4.6+), so a
grouped pass still has its time from the real run (assemble/assemble_timing maps rows to passes).

Whether a DSL can (its PassManager has `enable_timing`, and the report comes when the pass
manager goes) is probed on a one-pass pipeline (`unavailable`), never read from a version.
The report goes to fd 2, which the traced program owns: `stderr_captured` sends fd 2 to a file
while the pass manager runs and is destroyed, and `split_report` separates the report from what
else was written there, which the caller hands back to the real fd 2.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_BANNER = re.compile(r"^===-+===\n[^\n]*\b(?:time|timing) report\b[^\n]*\n===-+===\n", re.M | re.I)
_VALUE = r"\s*\d+(?:\.\d+)?\s+\(\s*\d+(?:\.\d+)?%\)"
_ROW = re.compile(rf"^(?P<values>(?:{_VALUE})+)  (?P<name>.*)$")
_PIPELINE = re.compile(r"^'(?P<op>[^']+)' Pipeline$")
_TOTAL_ROW = re.compile(rf"^(?:{_VALUE})+  Total\n?", re.M)
_TOTAL = re.compile(r"Total Execution Time:\s*(?P<s>\d+(?:\.\d+)?) seconds")
#: Rows of the report that are not passes: the time outside any pass, and the sum.
_NOT_PASSES = frozenset(("Rest", "Total"))


@dataclass(frozen=True)
class TimedPass:
    """One pass run as MLIR's timing report names it."""

    name: str  # its C++ class: CanonicalizerPass, ArithIntRangeOpts
    ms: float  # wall time
    nested: str | None  # the op of the nested pipeline it ran in ("gpu.module"), None at the top

    def to_json(self) -> list[Any]:
        return [self.name, self.ms, self.nested]

    @classmethod
    def from_json(cls, data: list[Any]) -> TimedPass:
        return cls(str(data[0]), float(data[1]), data[2])


def split_report(text: str) -> tuple[str, str]:
    """(the timing report, everything else) of what was written to fd 2 during a run."""
    found = _BANNER.search(text)
    if found is None:
        return "", text
    total = _TOTAL_ROW.search(text, found.end())
    end = total.end() if total else len(text)
    if text.startswith("\n", end):  # the blank line MLIR may end it with
        end += 1
    return text[found.start() : end], text[: found.start()] + text[end:]


def parse_report(report: str) -> tuple[list[TimedPass], float | None]:
    """The pass rows of a report in execution order, and its total wall time in ms."""
    header = next((line for line in report.splitlines() if "----Name----" in line), "")
    columns = re.findall(r"----([A-Za-z ]+?)----", header)
    wall = next((i for i, c in enumerate(columns) if c.strip() == "Wall Time"), 0)
    passes: list[TimedPass] = []
    nested_at: list[tuple[int, str]] = []  # (indent, op) of the pipelines the rows are inside
    for line in report.splitlines():
        row = _ROW.match(line)
        if row is None:
            continue
        raw = row["name"]
        name = raw.strip()
        indent = len(raw) - len(raw.lstrip(" "))
        while nested_at and nested_at[-1][0] >= indent:
            nested_at.pop()
        pipeline = _PIPELINE.match(name)
        if pipeline:
            nested_at.append((indent, pipeline["op"]))
        elif not name.startswith("(A) ") and not (indent == 0 and name in _NOT_PASSES):
            seconds = float(re.findall(r"(\d+(?:\.\d+)?)\s+\(", row["values"])[wall])
            passes.append(TimedPass(name, round(seconds * 1e3, 3), nested_at[-1][1] if nested_at else None))
    total = _TOTAL.search(report)
    return passes, (round(float(total["s"]) * 1e3, 3) if total else None)


@contextlib.contextmanager
def stderr_captured(path: Path) -> Iterator[Path]:
    """fd 2 goes to `path` inside the block (C-level writes included); the caller reads it after."""
    sys.stderr.flush()
    saved = os.dup(2)
    target = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(target, 2)
    os.close(target)
    try:
        yield path
    finally:
        sys.stderr.flush()
        os.dup2(saved, 2)
        os.close(saved)


def hand_back(text: str) -> None:
    """Write what the run printed besides the report to the real fd 2, where it was meant to go."""
    if text:
        data = text.encode("utf-8", "surrogateescape")
        while data:
            data = data[os.write(2, data) :]


def read_back(path: Path) -> dict[str, Any]:
    """After a timed run: the report's pass runs and total out of the capture in `path` (as
    result.json keeps them), the rest handed back to fd 2, the file removed."""
    try:
        report, rest = split_report(path.read_text(errors="replace"))
        hand_back(rest)
        path.unlink(missing_ok=True)
    except OSError as exc:
        return {"unavailable": f"the capture of fd 2 could not be read back: {exc}"}
    passes, total = parse_report(report)
    return {"passes": [p.to_json() for p in passes], "total_ms": total}


_PROBED: list[str | None] = []


def unavailable() -> str | None:
    """None where this DSL's pass managers time their passes and report when destroyed, else why
    not (probed once per process on a one-pass pipeline in a context of its own)."""
    if not _PROBED:
        try:
            _PROBED.append(_probe())
        except Exception as exc:  # noqa: BLE001 - a probe that fails answers "no", never breaks a compile
            _PROBED.append(f"the pass timing probe failed: {type(exc).__name__}: {exc}")
    return _PROBED[0]


def _probe() -> str | None:
    from cutlass._mlir import ir, passmanager

    real = getattr(passmanager.PassManager, "_irscope_real", passmanager.PassManager)
    with ir.Context():
        pm = real.parse("builtin.module(canonicalize)")
        if not hasattr(pm, "enable_timing"):
            return "this DSL's PassManager has no enable_timing"
        with tempfile.TemporaryDirectory(prefix="irscope-timing-probe-") as tmp:
            with stderr_captured(Path(tmp) / "stderr.txt") as path:
                pm.enable_timing()
                pm.run(ir.Module.parse("module {}").operation)
                del pm  # the report comes when the pass manager goes
            report, rest = split_report(path.read_text(errors="replace"))
    hand_back(rest)
    if not any(p.name == "CanonicalizerPass" or "anonicaliz" in p.name for p in parse_report(report)[0]):
        return "MLIR's pass timing printed no report this DSL build could be read from"
    return None
