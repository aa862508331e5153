"""`irscope tui`: the click command. Textual is imported only when the command runs, so the other
commands do not pay for importing it."""

from __future__ import annotations

from pathlib import Path

import click

from irscope.cli.completion import complete_pass, complete_reference
from irscope.cli.options import CONTEXT, PathValue, pass_ref_given, store_option, store_root


def _size_given(_ctx: click.Context | None, _param: click.Parameter | None, size: str) -> str:
    """A --size value checked when it is read, from the command line or [tool.irscope.tui]."""
    from irscope.errors import IrscopeError
    from irscope.tui.headless import MAX_SIDE, parse_size

    try:
        parse_size(size)
    except ValueError:
        raise IrscopeError(f"--size {size!r}: expected WIDTHxHEIGHT, each 1 to {MAX_SIDE} cells, e.g. 160x45") from None
    return size


def _press_given(_ctx: click.Context | None, _param: click.Parameter | None, press: str) -> str:
    """A --press value whose every key is a Textual key name."""
    from irscope.errors import IrscopeError
    from irscope.tui.headless import parse_keys

    try:
        parse_keys(press)
    except ValueError as bad:
        raise IrscopeError(
            f"--press: {str(bad)!r} is not a key name (Textual's: a character such as s or ?, a name such as"
            " escape, enter, f1, right_square_bracket, optionally after ctrl+, shift+ or alt+)"
        ) from None
    return press


@click.command("tui", context_settings=CONTEXT)
@click.argument("targets", nargs=-1, shell_complete=complete_reference)
@click.option(
    "--compare",
    "-c",
    "compare",
    metavar="TARGET",
    shell_complete=complete_reference,
    help="A second bundle or KERNEL[:CASE][@ARCH]: start in compare mode.",
)
@click.option(
    "--pass",
    "pass_ref",
    shell_complete=complete_pass,
    metavar="PASS",
    callback=pass_ref_given,
    help="Start at this pass: NAME, NAME#k, or a landmark (convert-to-llvm...).",
)
@click.option(
    "--view",
    type=click.Choice(["split", "unified", "full"]),
    default=None,
    help="How the pass is shown (default: split where each side shows 60 characters, else unified).",
)
@click.option(
    "--screenshot",
    type=PathValue(dir_okay=False, path_type=Path),
    help="Render headless, save the screen as SVG to this file ('-': standard output), and exit.",
)
@click.option(
    "--size",
    default="160x45",
    show_default=True,
    metavar="WxH",
    callback=_size_given,
    help="Screen size for --screenshot (each side 1-1000).",
)
@click.option(
    "--press",
    default="",
    metavar="KEYS",
    callback=_press_given,
    help="Keys to press before --screenshot, comma separated Textual key names (e.g. 's,j,right_square_bracket').",
)
@store_option
@click.pass_context
def tui(
    ctx: click.Context,
    targets: tuple[str, ...],
    compare: str | None,
    pass_ref: str | None,
    view: str | None,
    screenshot: Path | None,
    size: str,
    press: str,
) -> None:
    """Browse the lowering pipeline pass by pass; diff passes and bundles side by side.

    TARGETS are bundle directories or KERNEL[:CASE][@ARCH] (latest capture); none means every
    latest capture in the store. The first is shown; the others are a keypress away (b, c, Ctrl+P).
    Press ? inside for the keys.
    """
    from irscope.errors import IrscopeError
    from irscope.tui.first_document import FirstDocument
    from irscope.tui.headless import parse_keys, parse_size

    from_command_line = ctx.get_parameter_source("press") == click.core.ParameterSource.COMMANDLINE
    if press and screenshot is None and from_command_line:  # [tool.irscope.tui] press is for screenshots
        raise IrscopeError("--press presses keys before --screenshot is taken: give --screenshot FILE too")
    if screenshot is None:
        _need_terminal()
    root = store_root(ctx)
    _note_passed_over(list(targets), root)
    dims = parse_size(size) if screenshot is not None else None  # checked by _size_given
    # Before Textual is imported: the first view's document is built in a child meanwhile.
    first = None if compare else FirstDocument.start(list(targets), root, pass_ref, view, dims)
    try:
        from irscope.tui.app import IrscopeApp

        app = IrscopeApp(
            list(targets), store_root=root, compare=compare, initial_pass=pass_ref, layout=view, first=first
        )
        if screenshot is None or dims is None:  # dims are parsed where a screenshot is asked for
            app.run()
            return
        from irscope.tui.headless import screenshot as take

        keys = parse_keys(press)
        to_stdout = str(screenshot) == "-"
        svg = take(app, None if to_stdout else screenshot, dims, keys)
        if svg is None:
            raise IrscopeError(f"--screenshot {screenshot}: the app ended before its screen was saved")
        click.echo(svg.rstrip("\n") if to_stdout else str(screenshot))
    finally:
        if first is not None:
            first.close()


def _note_passed_over(targets: list[str], root: Path) -> None:
    """Say, before the app takes the screen (the line stays above it once the app exits), where
    a newer failed capture was passed over for an older good one."""
    import contextlib

    from irscope import store
    from irscope.cli.options import echo_passed_over
    from irscope.errors import IrscopeError

    if not targets:
        echo_passed_over(None, store.all_latest(root, skip_failed=True))
    for target in targets:
        with contextlib.suppress(IrscopeError):  # the app reports targets it cannot open
            echo_passed_over(target, store.resolve(target, root, skip_failed=True))


def _need_terminal() -> None:
    """The app reads keys from standard input and draws on standard output: with either a file,
    a pipe or /dev/null (a CI step, `irscope tui > out`), it would write escape codes where no
    one sees them and wait for keys that never come."""
    import sys

    from irscope.errors import IrscopeError

    streams = {"input": sys.stdin, "output": sys.stdout}
    missing = [name for name, stream in streams.items() if stream is None or not _is_terminal(stream)]
    if missing:
        raise IrscopeError(
            f"tui needs a terminal, and standard {' and '.join(missing)} {'is not one' if len(missing) == 1 else 'are not'}"
            " (run it in a terminal; `irscope tui --screenshot FILE` draws its screen without one)"
        )


def _is_terminal(stream: object) -> bool:
    try:
        return stream.isatty()  # type: ignore[attr-defined]
    except (AttributeError, ValueError, OSError):
        return False
