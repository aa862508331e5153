"""SIGTERM and SIGHUP during `pytest --irscope-update`, handled as Ctrl-C is.

Left to their default, either ends pytest at once: no session end, so the capture's temporary
store and workers stay behind and a half-made update is never reported. Taken as an interrupt,
pytest ends its session as Ctrl-C ends it (the plugin then writes and deletes nothing: an
interrupted run proves nothing), and once pytest is done the same signal is sent again with its
default action, so that whoever sent it sees the process end by it (exit status 128 + N).
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading


class EndingSignals:
    def __init__(self) -> None:
        self.caught: int | None = None
        self._previous: dict[int, object] = {}

    def install(self) -> None:
        """Where pytest runs on the main thread and the signal is not ignored (`nohup`)."""
        if threading.current_thread() is not threading.main_thread():
            return
        for name in ("SIGTERM", "SIGHUP"):
            sig = getattr(signal, name, None)
            if sig is not None and signal.getsignal(sig) is not signal.SIG_IGN:
                self._previous[sig] = signal.signal(sig, self._interrupt)

    def _interrupt(self, signum: int, frame: object) -> None:
        if self.caught is None:
            self.caught = signum
            raise KeyboardInterrupt

    def restore(self, *, deliver: bool) -> None:
        """The handlers as they were; with `deliver`, the signal caught sent again, to end by it."""
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)  # type: ignore[arg-type]
        self._previous.clear()
        if deliver and self.caught is not None:
            for stream in (sys.stdout, sys.stderr):
                with contextlib.suppress(OSError, ValueError, AttributeError):
                    stream.flush()  # what pytest printed, out before the process ends
            signal.signal(self.caught, signal.SIG_DFL)
            os.kill(os.getpid(), self.caught)
