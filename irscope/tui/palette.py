"""Command palette providers (Ctrl+P): fuzzy-pick a pass, a landmark, or a bundle to open or compare.

The app's own actions come into the palette through App.get_system_commands, from the keys table.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Protocol, cast

from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.content import Content

from irscope.name_match import words_found
from irscope.tui.pass_list import replay_label

if TYPE_CHECKING:
    from irscope.bundle import Bundle
    from irscope.tui.opening import Opening
    from irscope.tui.session import Candidate

#: The best score a hit of the query's words in another order gets (fuzzy hits reach 1).
WORDS_SCORE = 0.5


class Picker(Protocol):
    """What the palette needs from the app: a pass selected, a bundle opened or compared with."""

    @property
    def bundle_a(self) -> Bundle | None: ...
    def select_pass(self, key: str, *, from_list: bool = False) -> None: ...
    def candidates(self) -> list[Candidate]: ...
    @property
    def opening(self) -> Opening: ...


class _Entries(Provider):
    """A provider over (text shown, help, callback) entries, computed when the palette opens."""

    def entries(self) -> list[tuple[str, str, Callable[[], object]]]:
        raise NotImplementedError

    @property
    def irscope(self) -> Picker:
        """The app, as a Picker (the app's module has mypy check that it is one)."""
        return cast("Picker", self.app)

    async def discover(self) -> Hits:
        for text, help_text, callback in self.entries():
            yield DiscoveryHit(text, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        several = len(query.split()) > 1
        for text, help_text, callback in self.entries():
            score = matcher.match(text)
            if score > 0:
                yield Hit(score, matcher.highlight(text), callback, help=help_text)
            elif several and (spans := words_found(query, text)) is not None:
                # Words in any order (`softmax bf16` finds `softmax:bf16@sm_90a`), ranked below
                # the fuzzy hits, which keep the query's order.
                shown = Content(text)
                for start, end in spans:
                    shown = shown.stylize(matcher.match_style, start, end)
                yield Hit(
                    WORDS_SCORE * sum(e - s for s, e in spans) / max(len(text), 1), shown, callback, help=help_text
                )


class PassCommands(_Entries):
    """Every pass of the bundle shown, and every landmark (the seed's stage names)."""

    def entries(self) -> list[tuple[str, str, Callable[[], object]]]:
        app = self.irscope
        b = app.bundle_a
        if b is None:
            return []
        out: list[tuple[str, str, Callable[[], object]]] = []
        for m in b.landmarks:
            if m.pass_key:
                out.append((f"landmark {m.name} → {m.pass_key}", m.how, partial(app.select_pass, m.pass_key)))
        for p in b.passes:
            state = {"group": f"observed as group {p.group}", "none": "no IR"}.get(
                p.observed, {True: "changed the IR", False: "changed nothing", None: "change not known"}[p.changed]
            )
            label = replay_label(p)
            state += f"; {label}" if label else ""
            out.append((f"pass {p.key}", f"#{p.index}, {p.phase}: {state}", partial(app.select_pass, p.key)))
        return out


class BundleCommands(_Entries):
    """Open another bundle, or compare the one shown with another."""

    def entries(self) -> list[tuple[str, str, Callable[[], object]]]:
        app = self.irscope
        out: list[tuple[str, str, Callable[[], object]]] = []
        current = app.bundle_a.path if app.bundle_a else None
        for c in app.candidates():  # the values beside each label: `head_dim=64` finds its compile
            if c.path == current:
                continue
            out.append((f"open {c.title}", c.help, partial(app.opening.open_bundle, c.path)))
            if current is not None:
                out.append((f"compare with {c.title}", c.help, partial(app.opening.start_compare, c.path)))
        return out
