"""The search bar under the main view: `/` opens it, typing highlights matches as you go, Enter
jumps to the first match after the top of the view, Esc closes it (matches stay highlighted)."""

from __future__ import annotations

from textual.binding import Binding
from textual.message import Message
from textual.widgets import Input


class SearchBar(Input):
    BINDINGS = [Binding("escape", "close", "close search", show=False)]

    class Closed(Message):
        """The user left the search bar (Esc)."""

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002
        super().__init__(placeholder="search the text shown (Enter: next match, Esc: close)", id=id)

    def on_mount(self) -> None:
        # Made when the user first asks to search (app.open_search), not with the app: an Input's
        # styles and widgets before the first frame were a few ms of a fresh start, for a bar
        # hidden until then.
        self.open()

    def open(self) -> None:
        self.display = True
        self.focus()

    def action_close(self) -> None:
        self.display = False
        self.post_message(self.Closed())
