"""The footer: Textual's, remade only when the keys it shows change, its keys made in its state.

Textual's Footer removes and remounts its 14 keys (25-45 ms of CPU) each time the screen says its
bindings may have changed: a focus change, a screen resumed, a focused widget removed. At start
that is three or four times in the first second, while the first diff is being drawn, for the
same keys every time; this footer remakes them only when what it would show differs from what it
shows (the bindings shown with their key display, whether each is enabled and its tooltip, and
the command palette's key).

Textual's FooterKey starts compact and is data-bound to the footer's `compact`: mounting one
restyles it twice (its watcher adds the -compact class, the binding removes it again). Keys
that start in the footer's state restyle nothing. The command palette's key is not bound to the
footer's `compact` (it stays compact, as Textual makes it).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class KeyFooter(Footer):
    _shown: object = None  # what the keys on screen were made from (None: none made yet)

    def compose(self) -> ComposeResult:
        self._shown = self._to_show()
        for widget in super().compose():
            if isinstance(widget, FooterKey) and not widget.has_class("-command-palette"):
                widget.set_reactive(FooterKey.compact, self.compact)
            yield widget

    async def recompose(self) -> None:
        if self._shown is not None and self._to_show() == self._shown:
            return
        await super().recompose()

    def _to_show(self) -> object:
        """What Footer.compose makes the keys from (None: the bindings are not known yet)."""
        if not self._bindings_ready:
            return None
        app = self.app
        active = self.screen.active_bindings
        shown = [entry for entry in active.values() if entry.binding.show]
        palette = active.get(app.COMMAND_PALETTE_BINDING)
        if palette is not None and self.show_command_palette and app.ENABLE_COMMAND_PALETTE:
            shown.append(palette)
        return [(binding, app.get_key_display(binding), enabled, tooltip) for _, binding, enabled, tooltip in shown]
