"""`irscope passes`: the pass table of a bundle."""

from __future__ import annotations

import click

from irscope import bundle
from irscope.cli.completion import complete_reference
from irscope.cli.options import CONTEXT, load_bundle, store_option
from irscope.views.console import color_option
from irscope.views.json_text import echo_json


@click.command("passes", context_settings=CONTEXT)
@click.argument("target", shell_complete=complete_reference)
@click.option(
    "--changed-only",
    is_flag=True,
    help="Hide passes known to have left the IR unchanged (a pass whose change is not known stays).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the pass records and landmarks as JSON.")
@color_option
@store_option
@click.pass_context
def passes(ctx: click.Context, target: str, changed_only: bool, as_json: bool, color: str) -> None:
    """The pass table of a bundle: TARGET is a bundle directory or KERNEL[:CASE][@ARCH] (latest capture)."""
    b = load_bundle(ctx, target)
    if not b.passes:  # a capture that failed before its pipeline ran: the failure is the answer
        b.require_ok()
    if as_json:
        echo_json(bundle.pass_listing(b))
        return
    from irscope import compile_names
    from irscope.views.console import make_console
    from irscope.views.pass_table import print_pass_table

    name = compile_names.of_bundles([b])[b.path]
    print_pass_table(b, changed_only=changed_only, console=make_console(color), name=name)
