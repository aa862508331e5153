"""The `irscope` command line. Every user mistake ends as one `irscope: error: ...` line and exit 2."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from irscope import __version__
from irscope.errors import CaptureFailed, IrscopeError
from irscope.views.console import color_option

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


def _store_root(ctx: click.Context) -> Path:
    from irscope import store

    root = ctx.obj.get("store") if ctx.obj else None
    return Path(root) if root else store.default_root()


@click.group(context_settings=CONTEXT)
@click.version_option(__version__, prog_name="irscope")
@click.option(
    "--store",
    type=click.Path(file_okay=False),
    envvar="IRSCOPE_STORE",
    help="Where bundles are kept and looked up. [default: .irscope, or $IRSCOPE_STORE]",
)
@click.pass_context
def cli(ctx: click.Context, store: str | None) -> None:
    """See what the CuTe DSL compiler did to your kernel, pass by pass, down to PTX and SASS.

    \b
    irscope capture                                  compile every kernel in kernels/, record each pass
    irscope passes elementwise_add:v1_f32@sm_90a     the pass table of its latest capture
    irscope show elementwise_add:v1_f32@sm_90a --pass cute-expand-ops
    """
    ctx.ensure_object(dict)
    ctx.obj["store"] = store


# ---- list ---------------------------------------------------------------------------------
@cli.command("list", context_settings=CONTEXT)
@click.option(
    "--kernels", "kernels_dir", type=click.Path(file_okay=False), help="Kernel module directory. [default: kernels/]"
)
@click.option("--json", "as_json", is_flag=True, help="Print the cases as JSON.")
@color_option
@click.pass_context
def list_cmd(ctx: click.Context, kernels_dir: str | None, as_json: bool, color: str) -> None:
    """List the kernel cases the kernel modules declare."""
    from irscope import registry

    directory = Path(kernels_dir) if kernels_dir else registry.kernels_dir()
    modules = registry.kernel_modules(directory)
    if not modules:
        raise IrscopeError(f"{directory}: no kernel modules (*.py) found")
    infos = registry.discover(modules, _store_root(ctx) / "cache")
    if as_json:
        click.echo(json.dumps([i.__dict__ for i in infos], indent=1))
        return
    from irscope.views.case_table import print_case_table
    from irscope.views.console import make_console

    print_case_table(infos, directory, make_console(color))


# ---- capture ------------------------------------------------------------------------------
@cli.command(context_settings=CONTEXT)
@click.argument("kernels", nargs=-1)
@click.option(
    "--arch", "archs", multiple=True, help="Target arch, e.g. sm_90a (repeatable). [default: each case's archs]"
)
@click.option("--out", type=click.Path(file_okay=False), help="Store to write bundles into. [default: --store]")
@click.option("--jobs", "-j", type=click.IntRange(min=0), default=0, help="Parallel compiles. [default: one per CPU]")
@click.option(
    "--kernels", "kernels_dir", type=click.Path(file_okay=False), help="Kernel module directory. [default: kernels/]"
)
@click.option(
    "--timeout",
    type=click.FloatRange(min=1),
    default=900.0,
    show_default=True,
    help="Seconds per case: the compile, its side runs and nvdisasm together; past it they are killed.",
)
@click.option("--no-sass", is_flag=True, help="Skip disassembly (no nvdisasm needed).")
@click.option(
    "--method",
    type=click.Choice(["auto", "printer", "replay"]),
    default="auto",
    show_default=True,
    help="auto: MLIR's IR printer where it works, else pass replay.",
)
@click.option(
    "--lineinfo",
    is_flag=True,
    help="Compile with line info (CUTE_DSL_LINEINFO=1), print the IR with locations and build the "
    "source map `irscope explain` and the TUI's source pane use; a plain compile runs beside it and "
    "the manifest says whether line info changed the code.",
)
@click.option(
    "--from-trace",
    "from_trace",
    multiple=True,
    type=click.Path(exists=True),
    help="Recompile the traced compiles in this store or bundle (irscope trace) with fake arguments "
    "built from their recorded specs, instead of kernel modules' CASES (repeatable).",
)
@click.option("--keep-workdir", is_flag=True, hidden=True)
@click.pass_context
def capture(
    ctx: click.Context,
    kernels: tuple[str, ...],
    archs: tuple[str, ...],
    out: str | None,
    jobs: int,
    kernels_dir: str | None,
    timeout: float,
    no_sass: bool,
    method: str,
    lineinfo: bool,
    from_trace: tuple[str, ...],
    keep_workdir: bool,
) -> None:
    """Compile kernel cases and record the IR after every pass, the PTX, cubin and SASS.

    KERNELS are kernel names (files in kernels/), KERNEL:CASE, or paths to kernel .py files;
    none means every kernel. Each case compiles in its own process. Exits 1 if any compile failed
    (its failed bundle keeps the DSL's diagnostic), 2 on a usage error, 130/143 on SIGINT/SIGTERM
    (a case stopped that way writes no bundle).
    """
    from irscope import archs as archs_mod
    from irscope import registry, sass
    from irscope.capture import orchestrate

    for a in archs:
        archs_mod.check_arch(a)
    if registry.dsl_version() is None:
        raise IrscopeError("nvidia-cutlass-dsl is not installed; capture needs it: pip install 'irscope[dsl]'")
    nvdisasm = None if no_sass else sass.require_nvdisasm()
    root = Path(out) if out else _store_root(ctx)
    _check_writable(root)
    traces: dict[str, Path] = {}
    if from_trace:
        if kernels:
            raise click.UsageError("give KERNELS or --from-trace, not both")
        from irscope.capture.trace_recapture import plan

        recapture = plan([Path(t) for t in from_trace], list(archs))
        for line in recapture.refused:
            click.echo(f"irscope: error: {line}", err=True)
        selections, skipped, traces = recapture.selections, [], recapture.traces
    else:
        directory = Path(kernels_dir) if kernels_dir else registry.kernels_dir()
        selections = registry.select(list(kernels), directory, root / "cache", list(archs) or None)
        selections, skipped = registry.split_by_dsl(selections)
    opts = orchestrate.CaptureOptions(
        store_root=root,
        jobs=jobs,
        timeout_s=timeout,
        with_sass=not no_sass,
        nvdisasm=nvdisasm,
        method=method,
        keep_workdir=keep_workdir,
        lineinfo=lineinfo,
        traces=traces,
    )
    from irscope.views.capture_progress import run_with_progress

    outcomes = run_with_progress(selections, opts, skipped)
    if any(not o.ok for o in outcomes) or (from_trace and recapture.refused):
        sys.exit(1)


def _check_writable(root: Path) -> None:
    import os

    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise IrscopeError(f"{root}: cannot create output directory: {exc.strerror or exc}") from None
    if not os.access(root, os.W_OK | os.X_OK):
        raise IrscopeError(f"{root}: output directory is not writable")


# ---- passes -------------------------------------------------------------------------------
@cli.command(context_settings=CONTEXT)
@click.argument("target")
@click.option("--changed-only", is_flag=True, help="Hide passes that did not change the IR.")
@click.option("--json", "as_json", is_flag=True, help="Print the pass records and landmarks as JSON.")
@color_option
@click.pass_context
def passes(ctx: click.Context, target: str, changed_only: bool, as_json: bool, color: str) -> None:
    """The pass table of a bundle: TARGET is a bundle directory or KERNEL[:CASE][@ARCH] (latest capture)."""
    from irscope import bundle, store

    b = bundle.load(store.resolve_one(target, _store_root(ctx)))
    if as_json:
        click.echo(
            json.dumps(
                {"bundle": str(b.path), "passes": b.manifest["passes"], "landmarks": b.manifest["landmarks"]}, indent=1
            )
        )
        return
    from irscope.views.console import make_console
    from irscope.views.pass_table import print_pass_table

    print_pass_table(b, changed_only=changed_only, console=make_console(color))


# ---- show ---------------------------------------------------------------------------------
SHOW_STAGES = ("mlir", "input", "ptx", "sass", "print-ir", "stderr")


@cli.command(context_settings=CONTEXT)
@click.argument("target")
@click.option(
    "--pass",
    "pass_ref",
    help="NAME, NAME#k, or a landmark (cute-expand-ops, convert-cute-algo-to-arch, convert-to-llvm, final).",
)
@click.option("--stage", type=click.Choice(SHOW_STAGES), default="mlir", show_default=True, help="Which text to print.")
@click.pass_context
def show(ctx: click.Context, target: str, pass_ref: str | None, stage: str) -> None:
    """Print one text of a bundle: the IR after a pass (default: the final IR), the PTX, the SASS..."""
    from irscope import bundle, store

    b = bundle.load(store.resolve_one(target, _store_root(ctx)))
    if pass_ref and stage != "mlir":
        raise IrscopeError(f"--pass selects MLIR; it cannot be combined with --stage {stage}")
    if stage == "mlir":
        p = b.find_pass(pass_ref or "final")
        text = b.ir_after(p)
        span = next((g for g in b.groups if g.group == p.group), None) if p.observed == "group" else None
        where = f" (group {span.group}: passes {span.first}-{span.last} were observed only together)" if span else ""
        if text is None:
            raise IrscopeError(
                f"{b.path}: pass {p.key} was not observed singly (observed: {p.observed}){where}; no IR after it"
            )
        if p.exact is False:
            click.echo(
                f"irscope: note: approximate IR: {p.key} replayed without the passes of its group that cannot "
                f"run alone{where}; the exact IR is after pass {span.last if span else '?'}",
                err=True,
            )
    else:
        reader = {
            "input": b.input_ir,
            "ptx": b.ptx,
            "sass": b.sass,
            "print-ir": b.print_ir,
            "stderr": b.stderr,
        }[stage]
        text = reader()
        if text is None and not b.ok:
            raise CaptureFailed(bundle.failure_line(b))
        if text is None:
            raise IrscopeError(f"{b.path}: this bundle has no {stage} (not recorded)")
    click.echo(text, nl=not text.endswith("\n"))


def _register_commands() -> None:
    # Each command module imports its heavy dependencies (torch, textual, ...) only when run.
    from irscope.cli_analysis import diff_cmd, stats_cmd
    from irscope.cli_check import check
    from irscope.cli_explain import explain_cmd
    from irscope.cli_export import export_cmd
    from irscope.cli_trace import trace_cmd
    from irscope.gpu.command import run
    from irscope.tui.command import tui

    for command in (stats_cmd, diff_cmd, check, run, tui, explain_cmd, export_cmd, trace_cmd):
        cli.add_command(command)


_register_commands()


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
