"""The `irscope` group, its commands, `main` and `run` (the command itself: main, then a quick
end of the process): every user mistake ends as one `irscope: error: ...` line and exit 2."""

from __future__ import annotations

import contextlib
import errno
import importlib
import sys
from collections.abc import Callable, MutableMapping, Sequence
from typing import Any, cast

import click

from irscope import collector
from irscope.cli.options import CONTEXT, global_store_option
from irscope.early_signals import ENDING_WORDS
from irscope.errors import IrscopeError, listed_lines
from irscope.version import __version__
from irscope.views.console import guard_streams, safe_line

#: Each command's name -> the module (irscope.cli.<module>) and the attribute defining it. A command's
#: module is imported only when that command runs or its help is shown, so `irscope passes` loads
#: neither capture nor explain; each module in turn imports its heavy dependencies (torch,
#: textual, ...) only when the command runs.
COMMANDS = {
    "cache": ("cache_command", "cache"),
    "capture": ("capture_command", "capture"),
    "check": ("check_command", "check"),
    "diff": ("diff_command", "diff"),
    "explain": ("explain_command", "explain"),
    "export": ("export_command", "export"),
    "help": ("help_command", "help_"),
    "init": ("init_command", "init"),
    "list": ("list_command", "list_cases"),
    "merge": ("merge_command", "merge"),
    "passes": ("passes_command", "passes"),
    "report": ("report_command", "report"),
    "run": ("run_command", "run"),
    "show": ("show_command", "show"),
    "stats": ("stats_command", "stats"),
    "trace": ("trace_command", "trace"),
    "tui": ("tui_command", "tui"),
}


class LazyGroup(click.Group):
    """A group whose commands come from COMMANDS, each imported on demand (click's "Lazily Loading
    Subcommands"). Read them with `list_commands` (the names, nothing imported) and `get_command`
    (one command, imported); `group.commands` stays empty."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        module, attribute = COMMANDS[cmd_name]
        return getattr(importlib.import_module(f"irscope.cli.{module}"), attribute)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        # click 8.4+ suggests a close name ("Did you mean 'capture'?") from `self.commands`, empty
        # here: the same error again, with the table's names (no command imported for it).
        try:
            return super().resolve_command(ctx, args)
        except click.UsageError as exc:
            missed = getattr(exc, "command_name", None)  # click.exceptions.NoSuchCommand (8.4+)
            if missed is None:
                raise
            no_such_command: Any = type(exc)  # click's NoSuchCommand, where it has one
            raise no_such_command(missed, possibilities=self.list_commands(ctx), ctx=exc.ctx) from None


@click.group(cls=LazyGroup, context_settings=CONTEXT)
@click.version_option(__version__, prog_name="irscope")
@global_store_option
@click.pass_context
def cli(ctx: click.Context) -> None:
    """See what the CuTe DSL compiler did to your kernel, pass by pass, down to PTX and SASS.

    \b
    irscope capture            compile every kernel in kernels/, record each pass
    irscope passes elementwise_add:v1_f32@sm_90a
                               the pass table of its latest capture
    irscope show elementwise_add:v1_f32@sm_90a --pass cute-expand-ops
                               the IR after cute-expand-ops

    --store is accepted after the command name too (irscope passes add --store /tmp/s).
    Settings shared by every command go in [tool.irscope] of the project's pyproject.toml
    (`irscope init` writes one; command-line options win).
    """
    from irscope import project_config
    from irscope.cli.project_defaults import default_map

    ctx.ensure_object(dict)
    config = project_config.load()
    ctx.obj["config"] = config
    # A Mapping worked out lazily: click types default_map as mutable, but only reads it.
    ctx.default_map = cast("MutableMapping[str, Any]", default_map(config, cli, ctx))


class Terminated(KeyboardInterrupt):
    """SIGTERM or SIGHUP (the terminal closed, an SSH session dropped) outside a capture: unwind
    like Ctrl-C (temporary directories are removed), exit 128 + the signal (143, 129)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


#: What ends a command as SIGTERM does; one the caller ignores (`nohup` ignores SIGHUP) stays ignored.
ENDING_SIGNALS = ("SIGTERM", "SIGHUP")


def _terminate(signum: int, frame: object) -> None:
    raise Terminated(signum)


def _interrupt_lost(unraisable: object) -> None:
    """sys.unraisablehook: an interrupt (SIGINT, SIGTERM) raised where Python can only print and
    drop it (a weakref callback, a __del__, such as importlib's module-lock callback) would be
    lost, and the process go on (a lock that callback held never released: a hang). Deliver the
    same signal again a moment later, outside that callback; any other unraisable is printed as
    Python would."""
    import os
    import signal
    import threading

    exc = getattr(unraisable, "exc_value", None)
    if not isinstance(exc, KeyboardInterrupt):
        sys.__unraisablehook__(unraisable)  # type: ignore[arg-type]
        return
    signum = exc.signum if isinstance(exc, Terminated) else signal.SIGINT
    # Not from here: the handler would run at once, inside the callback that drops it again. To
    # the main thread, not the process: the kernel may hand a process's signal to the timer's own
    # thread, and the main thread, blocked in a sleep or a lock, would then run the handler only
    # once that wait ended by itself.
    main = threading.main_thread().ident
    if hasattr(signal, "pthread_kill") and main is not None:
        again = threading.Timer(0.01, signal.pthread_kill, (main, signum))
    else:
        again = threading.Timer(0.01, os.kill, (os.getpid(), signum))
    again.daemon = True
    again.start()


def _interrupted(exc: BaseException | None) -> tuple[str, int]:
    """The one line and exit status for an interrupt: 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP."""
    from irscope.capture.orchestrate import CaptureInterrupted

    if isinstance(exc, CaptureInterrupted):
        return exc.summary(), exc.exit_code
    if isinstance(exc, Terminated):
        import signal

        name = signal.Signals(exc.signum).name
        return ENDING_WORDS.get(name, f"stopped by {name}"), 128 + exc.signum
    return ENDING_WORDS["SIGINT"], 130


def main() -> None:
    catch_ending_signals()
    collector.young_only()
    code = command()
    collector.leave_alive()
    sys.exit(code)


def catch_ending_signals() -> None:
    """SIGTERM and SIGHUP unwind as Ctrl-C does (`Terminated`), and an interrupt Python would
    drop inside a callback is delivered again (`_interrupt_lost`)."""
    import signal

    for name in ENDING_SIGNALS:
        sig = getattr(signal, name, None)
        if sig is not None and signal.getsignal(sig) is not signal.SIG_IGN:
            signal.signal(sig, _terminate)
    if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:  # Python's, after early_signals' own
        signal.signal(signal.SIGINT, signal.default_int_handler)
    sys.unraisablehook = _interrupt_lost


def command(args: Sequence[str] | None = None) -> int:
    """The command `irscope ARGS` (`args`, else the process's own) as its exit status, its output
    escaped, written and flushed: what `main` runs between setting up the process and ending it."""
    from irscope import made_dirs

    guard_streams()  # no control character from a bundle reaches the terminal (views.console)
    made_dirs.forget()  # what this command makes is taken back if it fails; nothing made before it
    code = _run(args)
    # Read from the module's namespace: click 8.2+ names it _PacifyFlushWrapper and warns on the old name.
    pacified = vars(click.utils).get("_PacifyFlushWrapper") or vars(click.utils)["PacifyFlushWrapper"]
    if isinstance(sys.stdout, pacified):
        # click's own EPIPE handling (a silent exit 1, which would hide `check`'s verdict) ran.
        code = _output_failed(BrokenPipeError(errno.EPIPE, "Broken pipe"))
    try:
        sys.stdout.flush()  # here, not at exit, where a failure would be a traceback-like note
    except OSError as exc:
        code = _output_failed(exc)
    _keep_or_take_back(code)
    return code


def _keep_or_take_back(code: int) -> None:
    """A command that failed leaves no directory it made that holds only irscope's bookkeeping
    (a store made before its kernel was found unknown: its marker, the discovery cache); one
    that succeeded keeps what it made (`made_dirs`)."""
    from irscope import made_dirs

    if code == 0:
        made_dirs.forget()
        return
    from irscope.path_kinds import STORE_MARKER
    from irscope.registry import CACHE_FILE

    made_dirs.take_back({STORE_MARKER, CACHE_FILE})


def run() -> None:
    """The `irscope` command (its console script, `python -m irscope`): main, then out of the
    process without the interpreter's teardown (process_end)."""
    try:
        main()
    except SystemExit as exc:
        from irscope.cli.process_end import end_process

        end_process(exc.code)


def _run(args: Sequence[str] | None) -> int:
    """The command; every way it ends as an exit status (and at most one line on stderr)."""
    gone = _working_directory_gone()
    if gone:
        return _say(f"irscope: error: {gone}", 2)
    try:
        cli.main(args, standalone_mode=False, prog_name="irscope")
    except _ENDING_KINDS as exc:
        return _ended(exc)
    return 0


def _ended(exc: BaseException) -> int:
    """The exit status for `exc`, from the first of `_ENDINGS` it is an instance of."""
    return next(status(exc) for kind, status in _ENDINGS if isinstance(exc, kind))


def _exited(exc: SystemExit) -> int:
    if isinstance(exc.code, int):
        return exc.code
    return 0 if exc.code is None else _say(str(exc.code), 1)


def _interrupt_status(exc: KeyboardInterrupt | click.exceptions.Abort) -> int:
    # click turns a KeyboardInterrupt into Abort; the interrupt itself is its context.
    message, code = _interrupted(exc.__context__ if isinstance(exc, click.exceptions.Abort) else exc)
    return _say(f"irscope: {message}", code)


def _click_exit_status(exc: click.exceptions.Exit) -> int:
    return exc.exit_code


def _help_for_no_args(exc: click.UsageError) -> int:
    """`irscope` alone: its help on stdout, exit 0, whatever click's release (8.2+ raises this
    error, whose message is the whole help; older ones printed it and exited 0)."""
    click.echo(exc.ctx.get_help() if exc.ctx else exc.format_message())
    return 0


#: click 8.2+'s error for a group called with nothing (a UsageError); older releases have none.
_NO_ARGS_IS_HELP: type[BaseException] = getattr(click.exceptions, "NoArgsIsHelpError", type("_Never", (Exception,), {}))


def _usage_error(exc: click.UsageError) -> int:
    # One line, like every other user mistake; --help has the rest.
    where = (
        f"irscope {exc.ctx.command_path.split(' ', 1)[-1]}" if exc.ctx and " " in exc.ctx.command_path else "irscope"
    )
    return _say(f"{where}: error: {exc.format_message()} (see --help)", 2)


def _click_error(exc: click.ClickException) -> int:
    return _say(f"irscope: error: {exc.format_message()}", 2)


def _irscope_error(exc: IrscopeError) -> int:
    # The line, then any names it lists: each a line of its own.
    return _say(f"irscope: error: {exc.headline}", 2, listed_lines(exc.listed))


def _os_error(exc: OSError) -> int:
    # The file system or a stream said no where no reader or writer expected it: still one
    # line naming the file (none named: the output irscope was writing to).
    if exc.filename is None:
        return _output_failed(exc)
    return _say(f"irscope: error: {exc.filename}: {exc.strerror or exc}", 2)


#: Each way a command ends -> its exit status (and line); the first kind that fits is taken, so a
#: kind goes before those it derives from (UsageError before ClickException). Any other
#: exception is a fault of irscope's own, and goes on as a traceback.
_ENDINGS: tuple[tuple[type[BaseException], Callable[[Any], int]], ...] = (
    (SystemExit, _exited),
    (KeyboardInterrupt, _interrupt_status),
    (click.exceptions.Abort, _interrupt_status),
    (click.exceptions.Exit, _click_exit_status),
    (_NO_ARGS_IS_HELP, _help_for_no_args),
    (click.UsageError, _usage_error),
    (click.ClickException, _click_error),
    (IrscopeError, _irscope_error),
    (OSError, _os_error),
)
_ENDING_KINDS = tuple(kind for kind, _ in _ENDINGS)


def _working_directory_gone() -> str | None:
    """Why irscope cannot run where it was started, if so: its working directory was removed
    (a CI step's checkout deleted beneath a shell, a `cd` into a build directory another job
    cleaned). Every relative path and the project's pyproject.toml are found from it; without
    this, the first look at it (an OSError naming no file) read as `cannot write the output`."""
    import os

    try:
        os.getcwd()
    except FileNotFoundError:
        where = os.environ.get("PWD", "")
        return f"the working directory{f' {where}' if where else ''} no longer exists: cd to one that does"
    except OSError as exc:
        return f"the working directory cannot be read: {exc.strerror or exc}"
    return None


#: How a shell reports a writer that a closed pipe stopped (128 + SIGPIPE), as `yes | head` ends.
EXIT_BROKEN_PIPE = 141


def _output_failed(exc: OSError) -> int:
    """Standard output failed, and nothing more is written to it (so Python's own flush at exit
    stays quiet). A reader that closed the pipe (`| head`) took what it wanted: no message, and the
    exit status a shell gives a writer the pipe stopped (never 0 or 1: `check`'s verdict cannot
    read as a pass). Any other failure (`> /dev/full`): one line, exit 2."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass
    if exc.errno == errno.EPIPE:
        return EXIT_BROKEN_PIPE
    return _say(f"irscope: error: cannot write the output: {exc.strerror or exc}", 2)


#: The longest line `_say` writes, in characters: past every path (PATH_MAX is 4096 bytes) and
#: kernel name, short of a message that would flood a CI log (an exception raised with a
#: megabyte of text, a tool's whole output taken for its error).
LINE_LIMIT = 16_384


def _say(line: str, code: int, listed: Sequence[str] = ()) -> int:
    """One line on stderr (a stderr that fails too is left alone), the names an error lists under
    it, a line each, and the exit status."""
    with contextlib.suppress(OSError):
        for text in (line, *listed):
            click.echo(_bounded(safe_line(text)), err=True)
    return code


def _bounded(line: str) -> str:
    if len(line) <= LINE_LIMIT:
        return line
    return f"{line[:LINE_LIMIT]}... ({len(line) - LINE_LIMIT} more characters)"
