"""`irscope merge`: join what the shards of one run wrote (stores, JUnit XML, check JSON)."""

from __future__ import annotations

from pathlib import Path

import click

from irscope.cli.options import CONTEXT, PathValue
from irscope.errors import IrscopeError


@click.command("merge", context_settings=CONTEXT)
@click.argument("inputs", nargs=-1, required=True, type=PathValue(exists=True))
@click.option(
    "--output", "-o", required=True, type=PathValue(), help="The merged store (a directory) or report (a file)."
)
def merge(inputs: tuple[str, ...], output: str) -> None:
    """Join the stores or reports of a run split with --shard I/N into those of one unsharded run.

    INPUTS are all stores (directories: every bundle and cached capture, linked into OUTPUT),
    all JUnit XML reports (.xml: `irscope check --junit-xml` or `pytest --junitxml`; a test
    several shards report keeps its one real result), or all `irscope check --json` reports
    (.json). Exits 0 when merged (the merged report says whether the run passed), 2 on a bad or
    mixed input.

    \b
    irscope merge -o .irscope shard-1/.irscope shard-2/.irscope shard-3/.irscope
    irscope merge -o check.xml check-1.xml check-2.xml check-3.xml
    """
    paths = [Path(p) for p in inputs]
    out = Path(output)
    kind = _kind(paths)
    if kind == "store":
        from irscope.capture.store_merge import merge_stores

        click.echo(merge_stores(paths, out).summary(len(paths), out))
        return
    from irscope.snapshots.report_merge import merge_check_json, merge_junit, write_report

    if out.is_dir():
        raise IrscopeError(f"{out}: is a directory; the merged report is a file")
    merged = merge_junit(paths) if kind == "xml" else merge_check_json(paths)
    write_report(out, merged.text)
    click.echo(merged.summary("JUnit report(s)" if kind == "xml" else "check report(s)", len(paths), out))


def _kind(paths: list[Path]) -> str:
    kinds = {"store" if p.is_dir() else p.suffix.lower().lstrip(".") for p in paths}
    if len(kinds) > 1:
        raise IrscopeError(
            "merge takes stores, or .xml reports, or .json reports, not a mix: " + ", ".join(map(str, paths))
        )
    (kind,) = kinds
    if kind not in ("store", "xml", "json"):
        raise IrscopeError(f"{paths[0]}: not a store, a JUnit .xml or a check .json report")
    return kind
