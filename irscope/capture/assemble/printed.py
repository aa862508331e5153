"""What a compile printed (its standard error), as a bundle keeps it and a failure quotes it:
bounded, whatever a kernel module writes. A module that prints megabytes while it builds its
arguments (a debugging dump left in, a progress bar in a loop) made a bundle member of that size
and a FAILED line holding all of it as its "last stderr line", read whole into memory on the way.
"""

from __future__ import annotations

import os
from pathlib import Path

#: How much of a stream a bundle keeps: its first and last halves of this, and between them one
#: line saying how much was left out (a traceback or the pass timing report is at the end).
KEPT_BYTES = 4 * 1024 * 1024
#: The longest last line a failure quotes.
QUOTED_CHARS = 400


def kept_text(path: Path) -> str:
    """The text of `path`, or where it is longer than KEPT_BYTES its head, a line saying how many
    bytes were left out, and its tail."""
    with open(path, "rb") as fh:
        size = os.fstat(fh.fileno()).st_size
        if size <= KEPT_BYTES:
            return fh.read().decode("utf-8", errors="replace")
        half = KEPT_BYTES // 2
        head = fh.read(half)
        fh.seek(size - half)
        tail = fh.read(half)
    left_out = f"\n[irscope: {size - 2 * half} bytes of this output left out]\n"
    return head.decode("utf-8", errors="replace") + left_out + tail.decode("utf-8", errors="replace")


def last_line(path: Path) -> str:
    """The last line of `path` that is not blank, at most QUOTED_CHARS long (its end kept); "" where
    there is none or it cannot be read."""
    try:
        with open(path, "rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            fh.seek(max(0, size - 64 * 1024))
            text = fh.read().decode("utf-8", errors="replace")
    except OSError:
        return ""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if not lines:
        return ""
    line = lines[-1]
    return line if len(line) <= QUOTED_CHARS else f"...{line[-QUOTED_CHARS:]}"
