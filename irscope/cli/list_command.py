"""`irscope list`: the kernel cases the kernel modules declare."""

from __future__ import annotations

import json

import click

from irscope.cli.options import CONTEXT, kernels_dir_option, kernels_path, store_option, store_root
from irscope.errors import IrscopeError


@click.command("list", context_settings=CONTEXT)
@kernels_dir_option
@click.option("--json", "as_json", is_flag=True, help="Print the cases as JSON.")
@store_option
@click.pass_context
def list_cases(ctx: click.Context, kernels_dir: str | None, as_json: bool) -> None:
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
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"kernel cases in {directory}", title_justify="left")
    for col in ("kernel:case", "entry", "archs", "dsl", "description"):
        table.add_column(col)
    for i in infos:
        table.add_row(i.label, i.entry, " ".join(i.archs), i.dsl or "any", i.description)
    Console().print(table)

