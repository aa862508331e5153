"""`irscope list`: the kernel cases the kernel modules declare; with `--store S`, what S holds."""

from __future__ import annotations

import json
from pathlib import Path

import click

from irscope.cli.options import CONTEXT, kernels_dir_option, kernels_path, store_named, store_option, store_root
from irscope.errors import IrscopeError
from irscope.views.console import color_option


@click.command("list", context_settings=CONTEXT)
@kernels_dir_option
@click.option("--json", "as_json", is_flag=True, help="Print the cases as JSON.")
@color_option
@store_option
@click.pass_context
def list_cases(ctx: click.Context, kernels_dir: str | None, as_json: bool, color: str) -> None:
    """List the kernel cases the kernel modules declare; with --store S (given on the command
    line) and no --kernels, list what store S holds instead: kernel, case, arch, stamp, ok/failed
    and, for a trace store, the command each compile was traced in.
    """
    from irscope import registry, store

    if store_named(ctx) and kernels_dir is None:
        _list_store(store_root(ctx), as_json, color)
        return
    directory = kernels_path(kernels_dir)
    modules = registry.kernel_modules(directory)
    if not modules:
        raise IrscopeError(f"{directory}: no kernel modules (*.py) found")
    infos = registry.discover(modules, store_root(ctx) / store.DISCOVERY_CACHE)
    if as_json:
        click.echo(json.dumps([i.__dict__ for i in infos], indent=1))
        return
    from irscope.views.case_table import print_case_table
    from irscope.views.console import make_console

    print_case_table(infos, directory, make_console(color))


def _list_store(root: Path, as_json: bool, color: str) -> None:

    if not root.is_dir():
        raise IrscopeError(f"{root}: no such store")
    from irscope import store_index

    listed = store_index.listing(root)
    if as_json:
        rows = [{**c.__dict__, "path": str(c.path)} for c in listed]
        click.echo(json.dumps(rows, indent=1))
        return
    if not listed:
        raise IrscopeError(f"{root}: holds no captures (make some with `irscope capture` or `irscope trace`)")
    from irscope.views.capture_table import print_capture_table
    from irscope.views.console import make_console

    print_capture_table(listed, root, make_console(color))
