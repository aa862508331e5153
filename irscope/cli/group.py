"""The `irscope` group, its commands, and `main`: every user mistake ends as one
`irscope: error: ...` line and exit 2."""

from __future__ import annotations

import sys

import click

from irscope.cli.capture_command import capture
from irscope.cli.check_command import check
from irscope.cli.diff_command import diff
from irscope.cli.explain_command import explain
from irscope.cli.export_command import export
from irscope.cli.list_command import list_cases
from irscope.cli.options import CONTEXT, global_store_option
from irscope.cli.passes_command import passes
from irscope.cli.report_command import report
from irscope.cli.run_command import run
from irscope.cli.show_command import show
from irscope.cli.stats_command import stats
from irscope.cli.trace_command import trace
from irscope.cli.tui_command import tui
from irscope.errors import IrscopeError
from irscope.version import __version__


@click.group(context_settings=CONTEXT)
@click.version_option(__version__, prog_name="irscope")
@global_store_option
@click.pass_context
def cli(ctx: click.Context) -> None:
    """See what the CuTe DSL compiler did to your kernel, pass by pass, down to PTX and SASS.

    \b
    irscope capture                                  compile every kernel in kernels/, record each pass
    irscope passes elementwise_add:v1_f32@sm_90a     the pass table of its latest capture
    irscope show elementwise_add:v1_f32@sm_90a --pass cute-expand-ops

    --store is accepted after the command name too (irscope passes add --store /tmp/s).
    """
    ctx.ensure_object(dict)


# Each command module imports its heavy dependencies (torch, textual, ...) only when it runs.
for _command in (list_cases, capture, passes, show, stats, diff, check, report, run, tui, explain, export, trace):
    cli.add_command(_command)


class Terminated(KeyboardInterrupt):
    """SIGTERM outside a capture: unwind like Ctrl-C (temporary directories are removed), exit 143."""


def _terminate(signum: int, frame: object) -> None:
    raise Terminated


def _interrupted(exc: BaseException | None) -> tuple[str, int]:
    """The one line and exit status for an interrupt: 130 for SIGINT, 143 for SIGTERM."""
    from irscope.capture.orchestrate import CaptureInterrupted

    if isinstance(exc, CaptureInterrupted):
        return exc.summary(), exc.exit_code
    if isinstance(exc, Terminated):
        return "terminated", 143
    return "interrupted", 130


def main() -> None:
    import signal

    if signal.getsignal(signal.SIGTERM) is not signal.SIG_IGN:
        signal.signal(signal.SIGTERM, _terminate)
    try:
        cli.main(standalone_mode=False, prog_name="irscope")
    except (KeyboardInterrupt, click.exceptions.Abort) as exc:
        # click turns a KeyboardInterrupt into Abort; the interrupt itself is its context.
        message, code = _interrupted(exc.__context__ if isinstance(exc, click.exceptions.Abort) else exc)
        click.echo(f"irscope: {message}", err=True)
        sys.exit(code)
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
    except IrscopeError as exc:
        click.echo(f"irscope: error: {exc}", err=True)
        sys.exit(2)
    except BrokenPipeError:
        sys.exit(0)
