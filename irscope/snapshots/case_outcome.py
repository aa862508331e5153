"""A kernel case whose capture is itself a test result: one failure model for every report.

A case that failed to compile is one failure (not one per snapshot it would have pinned), at
the user's line that raised (`irscope.capture_error`); a case declared to fail
(`Case(..., xfail="why")`) that failed is an expected failure (xfail), and one that compiled
is an unexpected pass (XPASS), which fails the run as pytest's `xfail(strict=True)` does.
`irscope check`'s table, JSON, JUnit and GitHub reports (check_run, report, ci_report) and the
pytest plugin all read it from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from irscope.bundle import Bundle
from irscope.capture_error import CaptureError

FAILED = "failed"  # the capture failed, and the case was not declared to
XFAIL = "xfail"  # the capture failed, as the case declares
XPASS = "XPASS"  # the case declares it fails, and it compiled


@dataclass(frozen=True)
class CaseOutcome:
    label: str  # KERNEL:CASE@ARCH
    status: str  # FAILED | XFAIL | XPASS
    xfail: str | None  # the reason the case declares, if any
    error: CaptureError | None  # None for XPASS
    source: str | None = None  # the kernel module, as the capture names it
    case: str = ""

    @property
    def failing(self) -> bool:
        """Whether it fails the run (XPASS does: strict)."""
        return self.status != XFAIL

    def line(self) -> str:
        """One line saying what happened to the case, and where."""
        if self.status == XPASS:
            return (
                f"[XPASS(strict)] {self.label} compiled, though its Case declares xfail={self.xfail!r}: "
                "remove xfail= from the Case"
            )
        assert self.error is not None
        if self.status == XFAIL:
            return (
                f"{self.label} failed to compile, as declared (xfail: {self.xfail}): {self.error.what}{self.error.at()}"
            )
        return self.error.line()

    def details(self) -> str:
        """What a report's body holds beside `line()`: the traceback the compile raised, else
        the whole message."""
        if self.error is None:
            return self.line()
        return (self.error.traceback or "\n".join(self.error.lines()[1:])).rstrip()

    def location(self) -> tuple[str, int | None] | None:
        """(file, line) of the user's line that raised, or for XPASS of the case's declaration,
        where that file exists here (a CI annotation on a file that does not exist points nowhere)."""
        e = self.error
        if e is not None:
            if not e.source_file or not e.source_line or not Path(e.source_file).is_file():
                return None
            return e.source_file, e.source_line
        if not self.source or not Path(self.source).is_file():
            return None
        return self.source, _declaration_line(Path(self.source), self.case)

    def to_json(self) -> dict[str, object]:
        where = self.location()
        return {
            "case": self.label,
            "status": self.status,
            "xfail": self.xfail,
            "message": self.line(),
            "file": where[0] if where else None,
            "line": where[1] if where else None,
        }


def case_outcome(b: Bundle) -> CaseOutcome | None:
    """The capture's own result, None for an ordinary capture that succeeded (its snapshots
    are the result then)."""
    declared = b.expected_failure
    source = b.manifest.kernel.source
    if b.failure is not None:
        return CaseOutcome(b.label, XFAIL if declared else FAILED, declared, b.failure, source, b.case)
    if declared:
        return CaseOutcome(b.label, XPASS, declared, None, source, b.case)
    return None


def _declaration_line(module: Path, case: str) -> int | None:
    """The line declaring `xfail=` nearest after the case's name in quotes (its Case(...))."""
    from irscope.bundle.members import read_regular_file

    data = read_regular_file(module)
    lines = data.decode("utf-8", "replace").splitlines() if data else []
    named = [i for i, line in enumerate(lines, 1) if f'"{case}"' in line or f"'{case}'" in line]
    for start in named:
        found = next((i for i in range(start, min(len(lines), start + 12) + 1) if "xfail" in lines[i - 1]), None)
        if found is not None:
            return found
    return None
