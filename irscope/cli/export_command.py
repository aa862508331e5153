"""`irscope export TARGET [--compare B] [-o FILE.html]`: one self-contained HTML page of a
capture or a comparison, to attach to a pull request, an issue or a CI run.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import click

from irscope.bundle import failure_line
from irscope.cli.completion import complete_reference
from irscope.cli.options import CONTEXT, PathValue, load_bundle, store_option
from irscope.views.console import shown_path


@click.command("export", context_settings=CONTEXT)
@click.argument("target", shell_complete=complete_reference)
@click.option(
    "--compare", "-c", "compare", metavar="B", help="A second bundle or KERNEL[:CASE][@ARCH] to compare with."
)
@click.option(
    "--output",
    "-o",
    type=PathValue(),
    metavar="FILE.html",
    help="Where to write the page ('-': standard output). [default: KERNEL_CASE_ARCH.html, or A--vs--B.html]",
)
@store_option
@click.pass_context
def export(ctx: click.Context, target: str, compare: str | None, output: str | None) -> None:
    """Write one static HTML page of a capture: the pass list by phase, each changed pass's
    side-by-side diff, the IR, PTX and SASS highlighted, the stats tables, the source map of a
    --lineinfo capture; with --compare, the first divergent pass and A vs B after every pass.

    TARGET and B are bundle directories or KERNEL[:CASE][@ARCH] (latest capture). The page
    needs no server and no network: open it in any browser (j/k step through the passes).
    """
    from irscope.views.html.page import build_page, render_page, write_page

    started = time.perf_counter()
    a = load_bundle(ctx, target)
    b = load_bundle(ctx, compare) if compare else None
    for x in (a, b):
        if x is not None and x.failure is not None:
            if not x.passes:  # it failed before its pipeline: a page would hold only the failure
                x.require_ok()
            click.echo(f"irscope: note: {failure_line(x)}", err=True)
    page = build_page(a, b)
    html = render_page(page)
    if output == "-":
        sys.stdout.write(html)
        return
    path = Path(output) if output else Path(_default_name(a, b))
    write_page(path, html)
    elapsed = time.perf_counter() - started
    size = len(html.encode("utf-8"))
    changed = sum(p["diff"] is not None for p in page.data["passes"])
    click.echo(
        f"wrote {shown_path(path)} ({size / 1e6:.2f} MB; {len(page.data['passes'])} passes, {changed} with a diff) in {elapsed:.1f} s"
    )


def _default_name(a, b) -> str:  # noqa: ANN001 - bundle.Bundle
    def stem(x) -> str:  # noqa: ANN001
        return f"{x.kernel}_{x.case}_{x.arch}"

    return f"{stem(a)}--vs--{stem(b)}.html" if b is not None else f"{stem(a)}.html"
