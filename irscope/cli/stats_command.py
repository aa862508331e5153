"""`irscope stats`: memory instructions per kernel function (reads bundles only)."""

from __future__ import annotations

import json
import sys

import click

from irscope.cli.options import CONTEXT, echo_passed_over, resolve_targets, store_option, store_root
from irscope.views.console import color_option


@click.command("stats", context_settings=CONTEXT)
@click.argument("targets", nargs=-1)
@click.option("--json", "as_json", is_flag=True, help="Print the documented JSON (docs/stats.md) instead of tables.")
@click.option("--all", "show_all", is_flag=True, help="Also list constant-bank loads (LDC, ULDC) in the tables.")
@color_option
@store_option
@click.pass_context
def stats(ctx: click.Context, targets: tuple[str, ...], as_json: bool, show_all: bool, color: str) -> None:
    """Memory instructions per kernel function: SASS family x access width, the PTX view,
    registers, spills, shared memory, and where PTX and SASS disagree.

    TARGETS are bundle directories or KERNEL[:CASE][@ARCH] (the latest capture of each match);
    none means the latest capture of everything in the store.
    """
    from irscope import bundle, store
    from irscope.analysis.stats import bundle_stats, stats_document
    from irscope.errors import BundleNotFound

    root = store_root(ctx)
    if targets:
        paths = [p for t in targets for p in resolve_targets(ctx, t)]
    else:
        paths = store.all_latest(root, skip_failed=True)
        echo_passed_over(None, paths)
    if not paths:
        raise BundleNotFound(f"no captures in {root} (run `irscope capture` first)")
    loaded = [bundle.load(p) for p in paths]
    # A failed capture has no code to count: say why (the DSL's message), after the others.
    failed = [bundle.failure_line(b) for b in loaded if not b.ok]
    stats = [bundle_stats(b) for b in loaded if b.ok]
    if as_json:
        click.echo(json.dumps(stats_document(stats), indent=1))
        _exit_for_failures(failed)
        return
    from irscope.views.console import make_console
    from irscope.views.stats_table import print_bundle_stats

    console = make_console(color)
    for s in stats:
        print_bundle_stats(s, console, show_all=show_all)
        console.print()
    _exit_for_failures(failed)


def _exit_for_failures(failed: list[str]) -> None:
    from irscope.errors import CaptureFailed

    if len(failed) == 1:
        raise CaptureFailed(failed[0])
    if failed:
        for line in failed:
            click.echo(f"irscope: error: {line}", err=True)
        sys.exit(2)
