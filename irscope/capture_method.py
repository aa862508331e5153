"""How a capture observes the pipeline's passes: the method asked for (`capture --method`, the
worker spec's and result.json's `requested`) and the method that observed them (the manifest's
`capture.method`). Each word is spelled here once; both types are strings, so a spec, a result
or a manifest written from them holds the same bytes as the words."""

from __future__ import annotations

from enum import Enum


class RequestedMethod(str, Enum):
    """The method a capture asks for."""

    AUTO = "auto"  # MLIR's IR printer where it works in this DSL, else the pass replay
    PRINTER = "printer"
    REPLAY = "replay"
    #: Compile only, observing no pass: the plain compile a --lineinfo capture is checked against.
    NONE = "none"

    def __str__(self) -> str:
        return self.value

    @classmethod
    def choices(cls) -> tuple[str, ...]:
        """What `capture --method` takes."""
        return tuple(m.value for m in cls if m is not cls.NONE)

    def uses_printer(self, printer_works: bool) -> bool:
        """Whether MLIR's print-after-all observes the passes, given whether it works in this DSL."""
        return self is RequestedMethod.PRINTER or (self is RequestedMethod.AUTO and printer_works)

    def replays(self, printer_works: bool) -> bool:
        """Whether the pass replay observes the passes (where the printer does not)."""
        return self is not RequestedMethod.NONE and not self.uses_printer(printer_works)


class ObservedMethod(str, Enum):
    """How the passes were observed (the manifest's capture.method; its schema lists the same words)."""

    IR_PRINTER = "mlir-ir-printer"  # MLIR's print-after-all on the real pipeline run
    PASS_REPLAY = "pass-replay"  # each pass re-run alone on a copy; the real run untouched
    NONE = "none"  # no per-pass IR (the compile failed before the pipeline, or nothing printed)

    def __str__(self) -> str:
        return self.value
