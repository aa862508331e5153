"""`irscope trace -- COMMAND ...`: run a Python program, script or test suite and capture every
compile it makes (irscope/capture/trace_*.py; docs/tracing.md)."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import click

from irscope.errors import IrscopeError

CONTEXT = {"help_option_names": ["-h", "--help"], "ignore_unknown_options": True, "allow_interspersed_args": False}


@click.command("trace", context_settings=CONTEXT)
@click.option("--out", type=click.Path(file_okay=False), help="Store to write bundles into. [default: --store]")
@click.option("--arch", help="Compile for this arch (sets CUTE_DSL_ARCH for the program), e.g. sm_90a.")
@click.option("--no-sass", is_flag=True, help="Skip disassembly (no nvdisasm needed).")
@click.option("--quiet", "-q", is_flag=True, help="Print no summary line: the program's output only.")
@click.argument("command", nargs=-1, required=True, type=click.UNPROCESSED)
@click.pass_context
def trace_cmd(
    ctx: click.Context, out: str | None, arch: str | None, no_sass: bool, quiet: bool, command: tuple[str, ...]
) -> None:
    """Run COMMAND (python prog.py ARGS, python -m pkg, pytest ...) and capture every CuTe DSL
    compile it makes: one bundle per distinct compile, in this process and in the Python
    processes it starts. The program's output and exit status are its own; one summary line
    follows on stderr (none with --quiet). Put `--` before COMMAND.
    """
    from irscope import archs as archs_mod
    from irscope import sass
    from irscope import store as store_mod
    from irscope.capture import trace_process
    from irscope.capture.trace_session import finish, new_staging

    if arch:
        archs_mod.check_arch(arch)
    if shutil.which(command[0]) is None and not Path(command[0]).exists():
        raise IrscopeError(f"trace: command not found: {command[0]}")
    nvdisasm = None if no_sass else sass.require_nvdisasm()
    root = (
        Path(out) if out else Path(ctx.obj["store"]) if ctx.obj and ctx.obj.get("store") else store_mod.default_root()
    )
    staging = new_staging()
    env = dict(os.environ)
    package_root = str(Path(__file__).resolve().parent.parent)
    paths = [str(trace_process.BOOT_DIR), package_root] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])
    env["PYTHONPATH"] = os.pathsep.join(paths)
    env[trace_process.STAGING_ENV] = str(staging.path)
    if arch:
        env["CUTE_DSL_ARCH"] = arch
    # Ctrl-C reaches the program (same process group); the bundles of what it compiled are still written.
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        returncode = subprocess.call(list(command), env=env)
    finally:
        signal.signal(signal.SIGINT, previous)
    summary = finish(staging, root, with_sass=not no_sass, nvdisasm=nvdisasm)
    if not quiet:
        click.echo(summary.line(), err=True)
    sys.exit(returncode if returncode >= 0 else 128 - returncode)
