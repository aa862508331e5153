"""The `irscope` group, its commands, and `main`: every user mistake ends as one
`irscope: error: ...` line and exit 2."""

from __future__ import annotations

import sys

import click

from irscope import __version__
from irscope.cli.capture_command import capture
from irscope.cli.check_command import check
from irscope.cli.diff_command import diff
from irscope.cli.explain_command import explain
from irscope.cli.list_command import list_cases
from irscope.cli.options import CONTEXT, global_store_option
from irscope.cli.passes_command import passes
from irscope.cli.run_command import run
from irscope.cli.show_command import show
from irscope.cli.stats_command import stats
from irscope.cli.tui_command import tui
from irscope.errors import IrscopeError


@click.group(context_settings=CONTEXT)
@click.version_option(__version__, prog_name="irscope")
@global_store_option
@click.pass_context
def cli(ctx: click.Context) -> None:
    """See what the CuTe DSL compiler did to your kernel, pass by pass, down to PTX and SASS.

    \b
    irscope capture                 compile every kernel in kernels/ and record each pass
    irscope passes elementwise_add  the pass table of its latest capture
    irscope show elementwise_add --pass cute-expand-ops

    --store is accepted after the command name too (irscope passes add --store /tmp/s).
    """
    ctx.ensure_object(dict)


# Each command module imports its heavy dependencies (torch, textual, ...) only when it runs.
for _command in (list_cases, capture, passes, show, stats, diff, check, run, tui, explain):
    cli.add_command(_command)


def main() -> None:
    try:
        cli.main(standalone_mode=False, prog_name="irscope")
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.UsageError as exc:
        # One line, like every other user mistake; --help has the rest.
        where = (
            f"irscope {exc.ctx.command_path.split(' ', 1)[-1]}"
            if exc.ctx and " " in exc.ctx.command_path
            else "irscope"
        )
        click.echo(f"{where}: error: {exc.format_message()} (see --help)", err=True)
        sys.exit(2)
    except click.ClickException as exc:
        exc.show()
        sys.exit(2)
    except click.exceptions.Abort:
        click.echo("irscope: interrupted", err=True)
        sys.exit(130)
    except IrscopeError as exc:
        click.echo(f"irscope: error: {exc}", err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        click.echo("irscope: interrupted", err=True)
        sys.exit(130)
    except BrokenPipeError:
        sys.exit(0)
