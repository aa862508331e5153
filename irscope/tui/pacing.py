"""Keep the interpreter's housekeeping out of the way of key presses: full garbage collections
and the GIL's switch interval.

A full (generation 2) collection walks every tracked object: with a few hundred thousand rows,
strips and caches alive it takes 50-150 ms, and the interpreter runs one whenever enough
objects have survived, typically in the middle of a pass switch. Textual pauses the collector
during smooth scrolling (App.PAUSE_GC_ON_SCROLL) for the same reason. Here the young generations
stay automatic (they are cheap), automatic full collections are turned off while the app runs,
and a full collection runs when the user has been idle for a moment.
"""

from __future__ import annotations

import gc
import sys
import time

from irscope.collector import NEVER

IDLE_SECONDS = 1.0
# The UI thread waits up to the interpreter's switch interval (5 ms) for the GIL each time a
# worker thread holds it; a shorter one keeps drawing responsive while diffs are computed.
SWITCH_INTERVAL = 0.001


class GcPacer:
    def __init__(self) -> None:
        self._saved: tuple[int, int, int] | None = None
        self._saved_interval: float | None = None
        self._last_input = time.monotonic()
        self._dirty = False

    def start(self) -> None:
        if self._saved is None:
            self._saved = gc.get_threshold()
            gc.set_threshold(self._saved[0], self._saved[1], NEVER)
            self._saved_interval = sys.getswitchinterval()
            sys.setswitchinterval(SWITCH_INTERVAL)

    def stop(self) -> None:
        if self._saved is not None:
            gc.set_threshold(*self._saved)
            self._saved = None
        if self._saved_interval is not None:
            sys.setswitchinterval(self._saved_interval)
            self._saved_interval = None

    def touched(self) -> None:
        """The user did something: no full collection for a while."""
        self._last_input = time.monotonic()
        self._dirty = True

    def tick(self) -> None:
        """Called on a timer: collect fully once the user has paused."""
        if self._dirty and time.monotonic() - self._last_input >= IDLE_SECONDS:
            self._dirty = False
            gc.collect()
