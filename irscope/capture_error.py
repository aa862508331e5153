"""A failed capture's error as every command and the TUI show it: one value, read from the
manifest's `error` record (written by irscope/capture/error_info.py in the worker, or by
`irscope trace`), worded here once.

    ValueError: lhs and rhs must have the same shape, but got (1, 4) and (1, 8)
      at kernels/broken_copy.py:20: dst.store(frag.load())

`show`, `passes`, `stats`, `diff`, `report`, `export`, `explain`, `check`, the pytest plugin and
the TUI each say the capture failed with this, and exit non-zero where they have nothing else
to answer with.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class CaptureError:
    label: str  # KERNEL:CASE@ARCH
    kind: str  # the exception's type, or crash, timeout, sass (nvdisasm), missing-ptx
    message: str
    source_file: str | None = None  # the kernel's own file, as the capture names it
    source_line: int | None = None
    source_text: str | None = None
    traceback: str | None = None

    @staticmethod
    def from_record(label: str, record: dict[str, Any] | None) -> CaptureError:
        r = record or {}
        line = r.get("source_line")
        return CaptureError(
            label=label,
            kind=str(r.get("kind") or "error"),
            message=str(r.get("message") or ""),
            source_file=r.get("source_file") or None,
            source_line=line if isinstance(line, int) and line > 0 else None,
            source_text=(r.get("source_text") or "").strip() or None,
            traceback=r.get("traceback") or None,
        )

    @property
    def first_line(self) -> str:
        """The message's first non-blank line (the DSL's messages run to several)."""
        return next((s.strip() for s in self.message.splitlines() if s.strip()), "") or "(no message)"

    @property
    def where(self) -> str | None:
        """`FILE:LINE` of the user's line that raised it, when the capture found one."""
        return f"{self.source_file}:{self.source_line}" if self.source_file and self.source_line else None

    @property
    def what(self) -> str:
        """`KIND: first line of the message`."""
        return f"{self.kind}: {self.first_line}"

    def line(self) -> str:
        """One line: `LABEL capture failed: KIND: MESSAGE (FILE:LINE: SOURCE)`."""
        return f"{self.label} capture failed: {self.what}{self.at()}"

    def at(self) -> str:
        """` (FILE:LINE: SOURCE)`, or "" where no line of the user's is known."""
        if self.where is None:
            return ""
        return f" ({self.where}: {self.source_text})" if self.source_text else f" ({self.where})"

    def lines(self) -> list[str]:
        """Several lines, for a view with room: the headline, the user's line, the whole message."""
        out = [f"{self.label}: the capture failed", self.what]
        if self.where:
            out.append(f"  at {self.where}" + (f": {self.source_text}" if self.source_text else ""))
        rest = [s for s in self.message.strip().splitlines()[1:] if s.strip()]
        if rest:
            out += ["", *rest]
        return out
