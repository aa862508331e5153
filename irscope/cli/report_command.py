"""`irscope report A B`: a comparison of two captures to paste into a pull request (reads bundles only)."""

from __future__ import annotations

import json
from typing import Any

import click

from irscope.cli.options import CONTEXT, load_bundle, store_option


@click.command("report", context_settings=CONTEXT)
@click.argument("a")
@click.argument("b")
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["markdown", "json"]),
    default="markdown",
    show_default=True,
    help="markdown: for a pull request or an issue; json: the same data for programs.",
)
@click.option("--page", help="Link to a page `irscope export A --compare B` wrote (a URL or a path).")
@store_option
@click.pass_context
def report(ctx: click.Context, a: str, b: str, output_format: str, page: str | None) -> None:
    """Compare capture A with capture B for a pull request: the statistics that changed (A, B,
    delta), the first pass where they diverge, and the passes that treated them differently
    with +/- lines. A and B are bundle directories or KERNEL[:CASE][@ARCH].

    Exits 0 when A and B are the same, 1 when they differ, 2 on an error.
    """
    import sys

    from irscope.analysis.compare_report import compare_report

    loaded = [load_bundle(ctx, t) for t in (a, b)]
    for x in loaded:
        x.require_ok()
    from irscope import compile_names

    r = compare_report(*loaded)
    named = compile_names.of_bundles(loaded)
    names = [named[x.path] for x in loaded]
    if output_format == "json":
        click.echo(json.dumps(_json(r, page, names), indent=1))
    else:
        from irscope.views.report_markdown import report_markdown

        click.echo(report_markdown(r, page=page, names=names), nl=False)
    sys.exit(1 if r.differ else 0)


def _json(r: Any, page: str | None, names: list[Any]) -> dict[str, Any]:
    from irscope.compile_values import split_word

    d = r.divergence
    return {
        "a": r.a.label,
        "b": r.b.label,
        "names": {
            side: {"values": dict(map(split_word, n.values)), "trigger": n.trigger}
            for side, n in zip("ab", names, strict=True)
        },
        "differ": r.differ,
        "divergence": None if d is None else {"key": d.pass_key, "stage": d.stage, "reason": d.reason},
        "stats": r.stats.to_json(),
        "changed_passes": [
            {"key": p.key, "phase": p.phase, "added": p.added, "removed": p.removed} for p in r.changed_passes
        ],
        "page": page,
    }
