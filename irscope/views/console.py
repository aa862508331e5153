"""Where CLI output goes and how it looks: one rich Console made the same way for every command.

Conventions followed (rich's and click's): `COLUMNS` sets the width (rich reads it; pipes
default to 80), `NO_COLOR` turns colour off, `--color auto|always|never` decides, with `auto`
meaning colour and box drawing only on a terminal. Output that is not a terminal, or has
NO_COLOR set, is *plain*: aligned text without box drawing or colour, what pipes, files and CI
logs read best.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:  # rich loads when a command prints, not when the CLI starts
    from rich.console import Console

COLOR_CHOICES = ("auto", "always", "never")

color_option = click.option(
    "--color",
    type=click.Choice(COLOR_CHOICES),
    default="auto",
    show_default=True,
    help="Colour and box drawing: auto = only on a terminal without NO_COLOR set.",
)


def make_console(color: str = "auto", *, stderr: bool = False, **kwargs: Any) -> Console:
    """The console a command prints through. `always` wins over NO_COLOR and a pipe; `never`
    wins over FORCE_COLOR and a terminal; `auto` leaves both to rich (isatty, NO_COLOR)."""
    from rich.console import Console

    if color == "always":
        return Console(force_terminal=True, no_color=False, stderr=stderr, **kwargs)
    if color == "never":
        return Console(force_terminal=False, no_color=True, color_system=None, stderr=stderr, **kwargs)
    return Console(stderr=stderr, **kwargs)


def is_plain(console: Console) -> bool:
    """True when output should be plain aligned text: not a terminal, or colour switched off."""
    return not console.is_terminal or console.no_color or console.color_system is None
