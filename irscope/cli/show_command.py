"""`irscope show`: print one text of a bundle."""

from __future__ import annotations

import click

from irscope import bundle
from irscope.capture_error import CaptureError
from irscope.cli.completion import complete_pass, complete_reference
from irscope.cli.options import CONTEXT, load_bundle, pass_ref_given, store_option
from irscope.errors import IrscopeError, PassNotFound, StageUnavailable

SHOW_STAGES = ("mlir", "input", "ptx", "sass", "host-llvm", "print-ir", "stderr")


@click.command("show", context_settings=CONTEXT)
@click.argument("target", shell_complete=complete_reference)
@click.option(
    "--pass",
    "pass_ref",
    shell_complete=complete_pass,
    callback=pass_ref_given,
    help="NAME, NAME#k, or a landmark (cute-expand-ops, convert-cute-algo-to-arch, convert-to-llvm, final).",
)
@click.option(
    "--stage",
    "--kind",
    "stage",
    type=click.Choice(SHOW_STAGES),
    default="mlir",
    show_default=True,
    help="Which text to print (--kind is the same option, as `irscope diff` names it).",
)
@store_option
@click.pass_context
def show(ctx: click.Context, target: str, pass_ref: str | None, stage: str) -> None:
    """Print one text of a bundle: the IR after a pass (default: the final IR), the PTX, the SASS..."""
    from irscope.analysis import texts

    b = load_bundle(ctx, target)
    if pass_ref and stage != "mlir":
        raise IrscopeError(f"--pass selects MLIR; it cannot be combined with --stage (--kind) {stage}")
    try:
        if stage == "mlir":
            text = texts.stage_text(b, "mlir", pass_ref, normalized=False)
            note = texts.approximate_note(b, b.find_pass(pass_ref or "final")) if pass_ref != "input" else None
            if note:
                click.echo(f"irscope: note: {note}", err=True)
        else:
            text = texts.artifact_text(b, stage)
    except (StageUnavailable, PassNotFound):
        if b.ok:
            raise
        b.require_ok()  # the DSL's message, not "no ptx" or "no pass 'final'"
        raise
    if b.failure is not None:  # what it observed before it failed, and the failure
        if stage == "stderr":  # the exception the compile raised is what a plain run would print
            text = text + ("" if text.endswith("\n") or not text else "\n") + _raised(b.failure)
        click.echo(f"irscope: note: {bundle.failure_line(b)}", err=True)
    # The DSL's PTX ends with the NUL of a C string: printed, it makes grep call the output binary.
    text = text.rstrip("\0")
    # color=True: click would strip what reads as a colour code from a pipe's copy, dropping bytes
    # of the text (`abc\x1b[2Jdef` printed `abcdef` into a file); the standard streams escape them
    # instead (views.console), in a pipe as on a terminal. irscope styles nothing here.
    click.echo(text, nl=not text.endswith("\n"), color=True)


def _raised(failure: CaptureError) -> str:
    """The failed compile's traceback as the worker recorded it, else its kind and message."""
    return failure.traceback or f"{failure.kind}: {failure.message}\n"
