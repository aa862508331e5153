"""`irscope show`: print one text of a bundle."""

from __future__ import annotations

import click

from irscope.cli.options import CONTEXT, load_bundle, pass_ref_given, store_option
from irscope.errors import CaptureFailed, IrscopeError, StageUnavailable

SHOW_STAGES = ("mlir", "input", "ptx", "sass", "host-llvm", "print-ir", "stderr")


@click.command("show", context_settings=CONTEXT)
@click.argument("target")
@click.option(
    "--pass",
    "pass_ref",
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
        raise IrscopeError(f"--pass selects MLIR; it cannot be combined with --stage {stage}")
    if stage == "mlir":
        text = texts.stage_text(b, "mlir", pass_ref, normalized=False)
        note = texts.approximate_note(b, b.find_pass(pass_ref or "final")) if pass_ref != "input" else None
        if note:
            click.echo(f"irscope: note: {note}", err=True)
    else:
        try:
            text = texts.artifact_text(b, stage)
        except StageUnavailable:
            if b.ok:
                raise
            from irscope import bundle

            raise CaptureFailed(bundle.failure_line(b)) from None  # the DSL's message, not "no ptx"
    # The DSL's PTX ends with the NUL of a C string: printed, it makes grep call the output binary.
    text = text.rstrip("\0")
    click.echo(text, nl=not text.endswith("\n"))
