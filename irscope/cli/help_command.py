"""`irscope help [COMMAND]`: the help of irscope or of one command, as `--help` prints it."""

from __future__ import annotations

import click

from irscope.cli.options import CONTEXT
from irscope.errors import IrscopeError


def _complete_command(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    from irscope.cli.group import COMMANDS

    return [name for name in sorted(COMMANDS) if name.startswith(incomplete)]


@click.command("help", context_settings=CONTEXT)
@click.argument("command", required=False, shell_complete=_complete_command)
@click.pass_context
def help_(ctx: click.Context, command: str | None) -> None:
    """Print irscope's help, or COMMAND's (the same as COMMAND --help)."""
    group_ctx = ctx.parent
    assert group_ctx is not None and isinstance(group_ctx.command, click.Group)
    group = group_ctx.command
    if command is None:
        click.echo(group.get_help(group_ctx))
        return
    found = group.get_command(group_ctx, command)
    if found is None:
        known = ", ".join(group.list_commands(group_ctx))
        raise IrscopeError(f"help: no command {command!r} (irscope's commands: {known})")
    with found.make_context(command, ["--help"], parent=group_ctx, resilient_parsing=True) as sub:
        click.echo(found.get_help(sub))
