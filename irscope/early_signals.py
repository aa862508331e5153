"""Signals that reach the `irscope` command while it is still starting: Python importing the CLI's
modules, before `cli.group.main` sets its handlers (about 0.1 s of every run, and the run of a
CI step cancelled at once, or of a `timeout 0.1 irscope ...`, falls in it).

Python's own SIGINT handler raises KeyboardInterrupt inside whatever module is being imported,
a traceback through `copy.py` or `gettext.py` and exit status -2; an early SIGTERM ends the
process without a word. From the command's first line (`irscope/__main__.py`), each ending
signal that is not ignored ends it the way it ends a running command: its one line (`irscope:
interrupted`) and 128 + the signal. Nothing is open or written yet, so nothing is left half done.
"""

from __future__ import annotations

import os
import signal

#: Each ending signal's line (`irscope: <words>`), the same before and after the CLI's start.
ENDING_WORDS = {"SIGINT": "interrupted", "SIGTERM": "terminated", "SIGHUP": "hung up (SIGHUP)"}


def stop_early_on_signals() -> None:
    """End the process at once on an ending signal the caller does not ignore (`nohup` ignores
    SIGHUP, a shell's background job SIGINT): `cli.group.catch_ending_signals` replaces these."""
    for name in ENDING_WORDS:
        sig = getattr(signal, name, None)
        if sig is not None and signal.getsignal(sig) is not signal.SIG_IGN:
            signal.signal(sig, _stop)


def _stop(signum: int, frame: object) -> None:
    words = ENDING_WORDS.get(signal.Signals(signum).name, "stopped")
    try:
        os.write(2, f"irscope: {words}\n".encode())
    finally:
        os._exit(128 + signum)
