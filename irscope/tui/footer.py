"""The footer: Textual's, with its keys made in the footer's compact state.

Textual's FooterKey starts compact and is data-bound to the footer's `compact`: mounting one
restyles it twice (its watcher adds the -compact class, the binding removes it again), ~1 ms of
CPU each. The footer composes its 14 keys once the screen's bindings are known, right after the
first frame, on the way to the first diff; keys that start in the footer's state restyle nothing.
The command palette's key is not bound to the footer's `compact` (it stays compact, as Textual
makes it).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class KeyFooter(Footer):
    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey) and not widget.has_class("-command-palette"):
                widget.set_reactive(FooterKey.compact, self.compact)
            yield widget
