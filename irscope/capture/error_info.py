"""A failed compile's error record (worker_result.ErrorInfo), from its exception: what the capture
worker and `irscope trace` both store, so both point at the same line of the user's file."""

from __future__ import annotations

import re
import traceback
from pathlib import Path

from irscope.capture.worker_result import ErrorInfo, SourceLine


def error_info(exc: BaseException, source: Path | None, shown_as: str) -> ErrorInfo:
    """The exception's kind, message and traceback (ANSI colours stripped), and the last frame
    in `source` (named `shown_as`), when there is one."""
    info: ErrorInfo = {
        "kind": type(exc).__name__,
        "message": _strip_ansi(str(exc)).strip() or type(exc).__name__,
        "traceback": _strip_ansi("".join(traceback.format_exception(exc))),
    }
    if source is not None:
        info.update(_source_location(exc, source, shown_as))
    return info


def _source_location(exc: BaseException, source: Path, shown_as: str) -> SourceLine:
    """The last traceback frame inside the kernel module: the line the user should look at."""
    target = str(source.resolve())
    found: SourceLine = {}
    for e in exception_chain(exc):
        for frame in traceback.extract_tb(e.__traceback__):
            if frame.filename and str(Path(frame.filename).resolve()) == target and frame.lineno:
                found = {
                    "source_file": shown_as,
                    "source_line": frame.lineno,
                    "source_text": (frame.line or "").strip(),
                }
    return found


def exception_chain(exc: BaseException) -> list[BaseException]:
    """`exc` and the exceptions it was raised from or during, each once (a chain may loop)."""
    out: list[BaseException] = []
    cur: BaseException | None = exc
    while cur is not None and cur not in out:
        out.append(cur)
        cur = cur.__cause__ or cur.__context__
    return out


def _strip_ansi(text: str) -> str:
    return re.sub(r"\x1b\[[0-9;]*m", "", text)
