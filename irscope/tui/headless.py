"""Driving the app without a terminal: the --screenshot option, the tests and the benchmark share
these helpers, so "ready" means the same thing everywhere."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from irscope.errors import IrscopeError

if TYPE_CHECKING:
    from textual.pilot import Pilot

    from irscope.tui.app import IrscopeApp


def is_settled(app: IrscopeApp) -> bool:
    """Bundles loaded, the current selection on screen, and no worker still running."""
    from textual.worker import WorkerState

    if not app.opening.loaded:
        return False
    busy = any(w.state in (WorkerState.PENDING, WorkerState.RUNNING) for w in app.workers)
    if busy:
        return False
    return app.view.a is None or app.view.up_to_date


async def settle(pilot: Pilot, timeout: float = 30.0) -> None:
    """Wait until the app is settled (see is_settled), then for the screen to catch up."""
    app = pilot.app
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    # Settled twice, with the message queue drained in between: a key or a changed widget value
    # posts a message whose handler starts a worker only later (slow under load), so one look at
    # an idle app right after the change is not enough.
    settled_before = False
    while True:
        if is_settled(app):  # type: ignore[arg-type]
            if settled_before:
                return
            settled_before = True
            await pilot.pause()
            continue
        settled_before = False
        if loop.time() > deadline:
            raise IrscopeError(
                f"the TUI did not settle within {timeout:g} s (bundles loaded, view shown, workers done)"
            )
        await pilot.pause(0.005)


#: The largest --size side: a screen of 1000x1000 cells renders in ~20 s; 100000x100000 took
#: over 15 GB of memory and went on.
MAX_SIDE = 1000


def parse_size(text: str) -> tuple[int, int]:
    """`WxH` in ASCII digits, each side 1 to MAX_SIDE cells; anything else a ValueError (int()
    alone took `-1x5`, `0x0` and full-width digits, and any size)."""
    width, _, height = text.lower().partition("x")
    if not (width.isascii() and width.isdigit() and height.isascii() and height.isdigit()):
        raise ValueError(text)
    size = int(width), int(height)
    if not all(1 <= side <= MAX_SIDE for side in size):
        raise ValueError(text)
    return size


#: Modifiers a Textual key name may carry before its key (`ctrl+p`, `shift+tab`).
_MODIFIERS = ("ctrl", "shift", "alt", "meta", "super", "hyper")


def parse_keys(text: str) -> list[str]:
    """--press's comma-separated Textual key names; a ValueError naming the first that is none
    (Textual presses an unknown name as nothing at all, so a typo went unnoticed)."""
    from textual.keys import KEY_NAME_REPLACEMENTS, Keys, key_to_character

    named = {k.value for k in Keys}
    unicode_names = {short: long for long, short in KEY_NAME_REPLACEMENTS.items()}  # plus: plus_sign
    keys = [k.strip() for k in text.split(",") if k.strip()]
    for key in keys:
        *modifiers, base = key.split("+")  # `+` and `,` themselves are named plus and comma
        known = key in named or base in named or key_to_character(unicode_names.get(base, base)) is not None
        if not known or any(m not in _MODIFIERS for m in modifiers):
            raise ValueError(key)
    return keys


def screenshot(app: IrscopeApp, path: Path | None, size: tuple[int, int], press: list[str]) -> str | None:
    """Run `app` headless, press `press`, and save an SVG of the screen to `path`, written as every
    file a user names is (output_files: never through a symlink, whole, into an existing
    directory; a target it would refuse is refused before the app runs); `path` None: return the
    SVG instead (`--screenshot -`). What the command line asked for and the app could not show
    (`app.opening.refused`) is an IrscopeError naming it, and nothing is saved."""
    from irscope.output_files import check_new_file, write_file

    if path is not None:
        check_new_file(path)
    shot: list[str] = []

    async def pilot_script(pilot: Pilot) -> None:
        await settle(pilot)
        for key in press:
            await pilot.press(key)
            await settle(pilot)
        shot.append(app.export_screenshot())
        app.exit()

    _run_off_the_main_thread(lambda: app.run(headless=True, size=size, auto_pilot=pilot_script))
    if app.opening.refused:  # a screen of what was asked for and not shown is no screenshot of it
        raise IrscopeError(app.opening.refused[0])
    if shot and path is not None:
        write_file(path, shot[0])
    return shot[0] if shot else None


def _run_off_the_main_thread(run: Callable[[], object]) -> None:
    """`run()` on a thread of its own while this (main) thread only waits for it, and what it
    raised raised here. SIGINT and SIGTERM are handled on the main thread, so an interrupt lands
    here and ends the command (130 / 143, one line; the thread, a daemon, dies with the process),
    never inside Textual's event loop: raised there, it would end the message loop while the
    pilot waits 30 s on a screen that processes nothing, then prints a traceback."""
    import threading

    raised: list[BaseException] = []

    def target() -> None:
        try:
            run()
        except BaseException as exc:  # noqa: BLE001 - handed to the main thread as it is
            raised.append(exc)

    runner = threading.Thread(target=target, name="irscope-headless", daemon=True)
    runner.start()
    runner.join()  # a signal interrupts the wait; its handler raises here
    if raised:
        raise raised[0]


def screen_lines(app: IrscopeApp) -> list[str]:
    """The screen as the terminal shows it, one string per row (tests read what is visible)."""
    return [strip.text for strip in app.screen._compositor.render_strips()]
