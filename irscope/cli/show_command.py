"""`irscope show`: print one text of a bundle."""

from __future__ import annotations

import click

from irscope.cli.options import CONTEXT, load_bundle, store_option
from irscope.errors import IrscopeError

SHOW_STAGES = ("mlir", "input", "ptx", "sass", "print-ir", "stderr")


@click.command("show", context_settings=CONTEXT)
@click.argument("target")
@click.option(
    "--pass",
    "pass_ref",
    help="NAME, NAME#k, or a landmark (cute-expand-ops, convert-cute-algo-to-arch, convert-to-llvm, final).",
)
@click.option("--stage", type=click.Choice(SHOW_STAGES), default="mlir", show_default=True, help="Which text to print.")
@store_option
@click.pass_context
def show(ctx: click.Context, target: str, pass_ref: str | None, stage: str) -> None:
    """Print one text of a bundle: the IR after a pass (default: the final IR), the PTX, the SASS..."""
    b = load_bundle(ctx, target)
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
        if text is None:
            raise IrscopeError(
                f"{b.path}: this bundle has no {stage} ({'capture failed' if not b.ok else 'not recorded'})"
            )
    click.echo(text, nl=not text.endswith("\n"))
