"""`irscope list`: the kernel cases the kernel modules declare."""

from __future__ import annotations

import json

import click

from irscope.cli.options import CONTEXT, kernels_dir_option, kernels_path, store_option, store_root
from irscope.errors import IrscopeError
from irscope.views.console import color_option


@click.command("list", context_settings=CONTEXT)
@kernels_dir_option
@click.option("--json", "as_json", is_flag=True, help="Print the cases as JSON.")
@color_option
@store_option
@click.pass_context
def list_cases(ctx: click.Context, kernels_dir: str | None, as_json: bool, color: str) -> None:
    """List the kernel cases the kernel modules declare."""
    from irscope import registry

    directory = kernels_path(kernels_dir)
    modules = registry.kernel_modules(directory)
    if not modules:
        raise IrscopeError(f"{directory}: no kernel modules (*.py) found")
    infos = registry.discover(modules, store_root(ctx) / "cache")
    if as_json:
        click.echo(json.dumps([i.__dict__ for i in infos], indent=1))
        return
    from irscope.views.case_table import print_case_table
    from irscope.views.console import make_console

    print_case_table(infos, directory, make_console(color))

