"""`irscope trace -- COMMAND ...`: run a Python program, script or test suite and capture every
compile it makes (irscope/capture/trace_*.py; docs/tracing.md)."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from irscope.cli.options import CONTEXT, PathValue, arch_given, jobs_option, store_option, store_root
from irscope.errors import IrscopeError

if TYPE_CHECKING:
    from irscope.capture.trace.finish import Finisher
    from irscope.capture.trace.staging import TraceSummary

#: How often, while the program runs, irscope looks for compiles it has recorded.
POLL_S = 0.25

# COMMAND's own options are its own: nothing after its first word is parsed here.
TRACE_CONTEXT = {**CONTEXT, "ignore_unknown_options": True, "allow_interspersed_args": False}


@click.command("trace", context_settings=TRACE_CONTEXT)
@click.option("--out", type=PathValue(file_okay=False), help="Store to write bundles into. [default: --store]")
@click.option(
    "--arch", callback=arch_given, help="Compile for this arch (sets CUTE_DSL_ARCH for the program), e.g. sm_90a."
)
@click.option("--no-sass", is_flag=True, help="Skip disassembly (no nvdisasm needed).")
@click.option("--quiet", "-q", is_flag=True, help="Print no summary line: the program's output only.")
@click.option(
    "--specs",
    "specs_dir",
    type=PathValue(file_okay=False),
    help="Also write each traced compile's spec (function, argument specs, arch, options, DSL version) "
    "to DIR/KERNEL/CASE@ARCH.json: small reviewable files a project commits; `capture --from-trace DIR` "
    "rebuilds them.",
)
@click.option(
    "--include-library",
    is_flag=True,
    help="Also record compiles of the DSL's own functions (cutlass.*: its tensor converters, the "
    "hardware probe); left out by default, and named in the summary.",
)
@click.option(
    "--finish",
    "finish_left",
    is_flag=True,
    help="Run no program: finish what traces that were killed (SIGKILL, out of memory, a CI runner's "
    "hard stop) recorded into the store, making their bundles; or the staging folders named after "
    "`--` (STORE/.staging/irscope-trace-*).",
)
@jobs_option(
    "Processes finishing the compiles (pass replay, SASS, bundles), beside the program at idle "
    "priority and after it. [default: one per usable CPU: its affinity, its cgroup CPU quota]"
)
@click.option(
    "--keep-program-caches",
    is_flag=True,
    help="Let the program load kernels from its caches of compiled kernels (the DSL's file cache, "
    "QuACK's and FlashAttention-4's) instead of compiling them: faster, but such kernels are not "
    "recorded (the summary names them). By default the traced program compiles every kernel it uses.",
)
@click.argument("command", nargs=-1, type=click.UNPROCESSED)
@store_option
@click.pass_context
def trace(
    ctx: click.Context,
    out: str | None,
    arch: str | None,
    no_sass: bool,
    quiet: bool,
    specs_dir: str | None,
    include_library: bool,
    finish_left: bool,
    jobs: int,
    keep_program_caches: bool,
    command: tuple[str, ...],
) -> None:
    """Run COMMAND (python prog.py ARGS, python -m pkg, pytest ...) and capture every CuTe DSL
    compile it makes: one bundle per distinct compile, in this process and in the Python
    processes it starts. The program's output and exit status are its own; one summary line
    follows on stderr, after a line for each compiled object the program loaded instead of
    compiling (none with --quiet). Put `--` before COMMAND.

    Each compile is recorded whole as it is made, in the store's .staging folder; a trace killed
    by a signal it cannot catch leaves them there, and `irscope trace --finish` makes their bundles.
    """
    from dataclasses import replace

    from irscope import disassembler, store
    from irscope.capture.trace.finish import Finisher, ProgressLine
    from irscope.capture.trace.resume import outliving
    from irscope.capture.trace.session import deliver, finish, new_staging, signals_held

    if finish_left:
        _finish_left(ctx, out, no_sass, quiet, jobs, command)
        return
    _check_command(ctx, command, arch)
    nvdisasm = None if no_sass else disassembler.require_nvdisasm()
    root = Path(out) if out else store_root(ctx)
    store.create(root)  # a bad store is said before the program runs
    if specs_dir:
        from irscope.output_files import check_not_kept

        check_not_kept(Path(specs_dir))  # as every file a user names (output_files.write_file)
    staging = new_staging(root)
    env = _program_env(staging.path, arch, include_library=include_library, keep_program_caches=keep_program_caches)
    # Finishes compiles beside the program, in processes at idle priority.
    finisher = Finisher(staging.path, root, with_sass=not no_sass, nvdisasm=nvdisasm, jobs=jobs)
    try:
        returncode = _run_program(list(command), env, finisher)
    except BaseException:
        finisher.close()
        staging.remove()  # nothing is assembled from a run irscope did not see to its end
        raise
    # A process of the program that lives on (a daemon it started) records nothing once the staging
    # folder is gone: named in the summary, waited for only as long as an ending process takes
    # (a pool's workers, multiprocessing's resource tracker end a moment after the program).
    still_running = tuple(outliving(staging.path))
    progress = None if quiet else ProgressLine(sys.stderr)
    with signals_held() as held:  # the program's finished compiles become bundles, whatever comes
        summary = finish(staging, root, with_sass=not no_sass, nvdisasm=nvdisasm, finisher=finisher, progress=progress)
        summary = replace(summary, outliving=still_running)
        if specs_dir:
            _write_specs(summary, Path(specs_dir))
        if not quiet:
            _echo_summary(summary, specs_dir)
    deliver(held)
    sys.exit(returncode if returncode >= 0 else 128 - returncode)


def _check_command(ctx: click.Context, command: tuple[str, ...], arch: str | None) -> None:
    """Refuse, before anything runs, a command line that cannot run: no COMMAND, a bad --arch,
    an empty program name, a program that is not there."""
    from irscope import archs as archs_mod

    if not command:
        raise IrscopeError("trace: no COMMAND: put the program to run after `--` (or --finish)")
    if arch:
        archs_mod.check_arch(arch)
    if not command[0].strip():  # as for every path the CLI takes (options.PathValue)
        raise click.UsageError("COMMAND: the program's name is empty (is a shell variable unset?)", ctx)
    if shutil.which(command[0]) is None and not Path(command[0]).exists():
        raise IrscopeError(f"trace: command not found: {command[0]}")


def _program_env(
    staging: Path, arch: str | None, *, include_library: bool, keep_program_caches: bool
) -> dict[str, str]:
    """The program's environment: this one, with the tracer first on PYTHONPATH and told where to
    record (and what: --arch, --include-library, --keep-program-caches)."""
    from irscope.capture.trace import cache_loads
    from irscope.capture.trace import process as trace_process

    env = dict(os.environ)
    # A pytest around irscope (its own test's) is not the program's: a test the program runs sets it again.
    env.pop("PYTEST_CURRENT_TEST", None)
    package_root = str(Path(__file__).resolve().parents[2])  # the directory holding irscope/
    paths = [str(trace_process.BOOT_DIR), package_root] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])
    env["PYTHONPATH"] = os.pathsep.join(paths)
    env[trace_process.STAGING_ENV] = str(staging)
    if arch:
        env["CUTE_DSL_ARCH"] = arch
    if include_library:
        env[trace_process.LIBRARY_ENV] = "1"
    env[cache_loads.KEEP_CACHES_ENV] = "1" if keep_program_caches else "0"
    return env


def _echo_summary(summary: TraceSummary, specs_dir: str | None) -> None:
    """A line for each compiled object the program loaded instead of compiling, then the summary."""
    *loaded, line = summary.lines()
    for text in loaded:
        click.echo(text, err=True)
    click.echo(line + (f"; specs in {specs_dir}" if specs_dir else ""), err=True)


def _run_program(command: list[str], env: dict[str, str], finisher: Finisher) -> int:
    """Run the program in this process group, so that Ctrl-C reaches it and stops it as it would
    untraced; irscope itself only notes the signal and then writes the bundles of the compiles
    that finished. The program gets SIGINT as irscope got it: a handler is reset to the default
    at exec (Python then raises KeyboardInterrupt), an ignored signal (a background job) stays
    ignored. SIGTERM to irscope (a CI job's time limit, `kill`, `timeout`) and SIGHUP (its
    terminal or SSH session closed) are passed on to the program, which then ends as it would
    untraced, and the compiles that finished are written the same way (a signal sent to the
    whole group reaches the program twice). While it runs, `finisher` takes the compiles it has
    recorded, a few times a second."""
    ending = [sig for sig in _FORWARDED if signal.getsignal(sig) is not signal.SIG_IGN]
    previous = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, *ending)}
    child: list[subprocess.Popen[bytes]] = []
    terminated: list[int] = []

    def forward(signum: int, frame: object) -> None:
        terminated.append(signum)
        if child and child[0].poll() is None:
            child[0].send_signal(signum)

    if previous[signal.SIGINT] is not signal.SIG_IGN:
        signal.signal(signal.SIGINT, _noted)
    for sig in ending:
        signal.signal(sig, forward)
    try:
        with subprocess.Popen(command, env=env) as proc:
            child.append(proc)
            if terminated and proc.poll() is None:
                proc.send_signal(terminated[0])  # it came while the program was being started
            while True:
                try:
                    return proc.wait(timeout=POLL_S)
                except subprocess.TimeoutExpired:
                    finisher.poll()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _finish_left(
    ctx: click.Context, out: str | None, no_sass: bool, quiet: bool, jobs: int, named: tuple[str, ...]
) -> None:
    """`irscope trace --finish [STAGING...]`: the compiles killed traces recorded, made bundles."""
    from irscope import disassembler, store
    from irscope.capture.trace import resume
    from irscope.capture.trace.finish import Finisher, ProgressLine
    from irscope.capture.trace.session import deliver, finish, signals_held

    nvdisasm = None if no_sass else disassembler.require_nvdisasm()
    root = Path(out) if out else store_root(ctx)
    folders = list({os.path.realpath(p): Path(p) for p in named}.values())  # each folder once, however named
    if not folders:
        folders = resume.left_behind(root)
        if not folders:
            click.echo(f"irscope trace: nothing to finish in {root} (no trace left compiles there)", err=True)
            return
    refused = 0
    for folder in folders:
        try:
            staging = resume.take(folder)
        except IrscopeError as exc:
            click.echo(f"irscope: error: {exc}", err=True)
            refused += 1
            continue
        target = root if out or not named else _store_of(folder, root)
        store.create(target)
        finisher = Finisher(staging.path, target, with_sass=not no_sass, nvdisasm=nvdisasm, jobs=jobs)
        progress = None if quiet else ProgressLine(sys.stderr)
        with signals_held() as held:  # what is being finished becomes bundles, whatever comes
            summary = finish(
                staging, target, with_sass=not no_sass, nvdisasm=nvdisasm, finisher=finisher, progress=progress
            )
            if not quiet:
                for text in summary.lines():
                    click.echo(text, err=True)
        deliver(held)
    if refused:
        sys.exit(1)


def _store_of(staging: Path, default: Path) -> Path:
    """The store a staging folder was made in (STORE/.staging/NAME), else `default`."""
    from irscope.capture.trace.resume import STAGING_DIR

    parent = staging.absolute().parent
    return parent.parent if parent.name == STAGING_DIR else default


_FORWARDED = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


def _noted(signum: int, frame: object) -> None:
    """SIGINT while the traced program runs: the program has it too, and decides."""


def _write_specs(summary: TraceSummary, directory: Path) -> None:
    from irscope import bundle
    from irscope.bundle.trace_spec import spec_file, write_spec

    for traced in summary.bundles:
        spec = bundle.load(traced.path).trace()
        if spec is not None:
            write_spec(spec_file(directory, spec), spec)
