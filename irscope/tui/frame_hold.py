"""Hold the screen still for a moment while a view is computed: one frame per switch, not two.

A pass switch whose diff is not ready yet would draw twice: at once (the pass list's new
highlight, "computing ...") and again when the diff arrives. A 200x50 frame costs ~30 ms of
CPU, taken from the diff being computed in a worker (Python runs one thread at a time), so the
first frame delays the one the user waits for. A FrameHold suspends screen updates (Textual's
batch update) until the view is ready or HOLD_SECONDS have passed, whichever comes first; then
the screen catches up in one frame, and a longer computation shows that it is computing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App
    from textual.timer import Timer

HOLD_SECONDS = 0.1  # under this a switch still feels immediate


class FrameHold:
    def __init__(self, app: App[Any]) -> None:
        self._app = app
        self._timer: Timer | None = None

    def hold(self, then: Callable[[], object]) -> None:
        """Suspend screen updates; if not released within HOLD_SECONDS, resume them and call
        `then` (which says what is being computed). A second hold replaces the first's wait."""
        if self._timer is not None:
            self._timer.stop()
        else:
            self._app._begin_batch()  # noqa: SLF001 - what App.batch_update and delay_update use

        def expire() -> None:
            self.release()
            then()

        self._timer = self._app.set_timer(HOLD_SECONDS, expire, name="frame-hold")

    def release(self) -> None:
        """Resume screen updates: whatever changed meanwhile is drawn in the next frame."""
        if self._timer is None:
            return
        self._timer.stop()
        self._timer = None
        self._app._end_batch()  # noqa: SLF001
