"""`irscope report A B`: a comparison of two captures to paste into a pull request (reads bundles only)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from irscope.cli.completion import complete_reference
from irscope.cli.options import CONTEXT, load_bundle, refuse_empty, store_option
from irscope.views.json_text import echo_json

_page_not_empty = refuse_empty("give the URL or path of the page (is a shell variable unset?)")


def _page_given(ctx: click.Context, param: click.Parameter, page: str | None) -> str | None:
    """A --page value: one URL or path, put in the report as a link. Empty or blank (a shell
    variable left unset) or holding a line break or another control character (which would end
    the link's line and start a line of the report's own, a heading or a table row), it is refused."""
    if page is None:
        return None
    _page_not_empty(ctx, param, page)
    bad = next((c for c in page if not c.isprintable() or c in "\u2028\u2029"), None)
    if bad is not None:
        raise click.BadParameter(f"{page!r} holds the control character {bad!r}: give one URL or path")
    return page


@click.command("report", context_settings=CONTEXT)
@click.argument("a", shell_complete=complete_reference)
@click.argument("b", shell_complete=complete_reference)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["markdown", "json"]),
    default="markdown",
    show_default=True,
    help="markdown: for a pull request or an issue; json: the same data for programs.",
)
@click.option(
    "--page",
    callback=_page_given,
    help="Link to a page `irscope export A --compare B` wrote (a URL or a path).",
)
@store_option
@click.pass_context
def report(ctx: click.Context, a: str, b: str, output_format: str, page: str | None) -> None:
    """Compare capture A with capture B for a pull request: the statistics that changed (A, B,
    delta), the first pass where they diverge, and the passes that treated them differently
    with +/- lines. A and B are bundle directories or KERNEL[:CASE][@ARCH].

    A and B may also be two stores (directories irscope made, e.g. the same suite captured in
    two environments): every case in both, side by side: how far its SASS and PTX moved and the
    statistics that changed, the report of a DSL upgrade.

    Exits 0 when A and B are the same, 1 when they differ, 2 on an error.

    \b
    irscope report elementwise_add:v1_f32@sm_90a elementwise_add:v2_f32@sm_90a
    irscope report dsl-4.5.3-store dsl-4.8.1-store > upgrade.md   two stores
    """
    from irscope import store
    from irscope.analysis.compare_report import compare_report

    stores = [store.owns(Path(t)) for t in (a, b)]
    if any(stores):
        _report_stores(a, b, stores, output_format)
        return
    loaded = [load_bundle(ctx, t) for t in (a, b)]
    for x in loaded:
        x.require_ok()
    from irscope import compile_names

    r = compare_report(*loaded)
    named = compile_names.of_bundles(loaded)
    names = [named[x.path] for x in loaded]
    if output_format == "json":
        echo_json(_json(r, page, names))
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


def _report_stores(a: str, b: str, stores: list[bool], output_format: str) -> None:
    from irscope import bundle, store
    from irscope.analysis.stores_report import stores_report
    from irscope.errors import IrscopeError

    if not all(stores):
        store_arg, other = (a, b) if stores[0] else (b, a)
        raise IrscopeError(
            f"report: {store_arg} is a store and {other} is not (no {store.MARKER}): name two stores, or two captures"
        )
    r = stores_report(
        a, [bundle.load(p) for p in store.all_latest(Path(a))], b, [bundle.load(p) for p in store.all_latest(Path(b))]
    )
    if not r.pairs:
        raise IrscopeError(f"report: {a} and {b} hold no kernel case in common")
    if output_format == "json":
        echo_json(stores_json(r))
    else:
        from irscope.views.report_markdown import stores_markdown

        click.echo(stores_markdown(r), nl=False)
    sys.exit(1 if r.differ else 0)


def stores_json(r: Any) -> dict[str, Any]:
    """`irscope report STORE_A STORE_B --format json`."""
    return {
        "a": {"store": r.a_store, "dsl": r.releases[0]},
        "b": {"store": r.b_store, "dsl": r.releases[1]},
        "differ": r.differ,
        "cases": [
            {
                "case": p.label,
                "ok": [p.a.ok, p.b.ok],
                "code": {d.key: {"added": d.added, "removed": d.removed} for d in p.code},
                "stats": p.stats.to_json() if p.stats is not None else None,
            }
            for p in r.pairs
        ],
        "only_in_a": list(r.only_in_a),
        "only_in_b": list(r.only_in_b),
    }
