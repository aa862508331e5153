"""`irscope check`: the snapshot comparison for CI systems that do not run pytest."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import click

from irscope.cli.options import (
    CONTEXT,
    PathValue,
    jobs_option,
    kernels_dir_option,
    kernels_path,
    project_config,
    shard_option,
    store_root,
)
from irscope.errors import IrscopeError
from irscope.views.console import color_option


@click.command("check", context_settings=CONTEXT)
@click.argument("kernels", nargs=-1)
@click.option(
    "--update",
    is_flag=True,
    help="Write new and changed snapshots; on a full run with every capture ok, also delete the ones it proved unused.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@click.option("--snapshots", "snapshots_dir", type=PathValue(file_okay=False), default="snapshots", show_default=True)
@kernels_dir_option
@click.option(
    "--from-store", type=PathValue(file_okay=False), help="Check bundles already in this store instead of capturing."
)
@jobs_option("Parallel captures. [default: one per usable CPU: its affinity, its cgroup CPU quota]")
@click.option(
    "--arch", "archs", multiple=True, help="Capture and check only this arch (repeatable). [default: each case's archs]"
)
@click.option("--fresh", is_flag=True, help="Compile every case even where the capture cache holds its capture.")
@shard_option("Never deletes snapshots (a shard is a partial run).")
@click.option(
    "--junit-xml",
    type=PathValue(dir_okay=False),
    help="Also write a JUnit XML report: one testcase per kernel case and snapshot, the diff in each failure.",
)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "github"]),
    default="text",
    show_default=True,
    help="github: workflow annotations (::error file=...) and a markdown summary, appended to "
    "$GITHUB_STEP_SUMMARY when set (else printed).",
)
@click.option(
    "--html",
    "html_dir",
    type=PathValue(file_okay=False),
    help="Write a page per failing snapshot with its diff, and index.html, into this directory (CI artefacts).",
)
@color_option
@click.pass_context
def check(
    ctx: click.Context,
    kernels: tuple[str, ...],
    update: bool,
    as_json: bool,
    snapshots_dir: str,
    kernels_dir: str | None,
    from_store: str | None,
    jobs: int,
    archs: tuple[str, ...],
    fresh: bool,
    shard,  # noqa: ANN001 - Shard | None
    junit_xml: str | None,
    output_format: str,
    html_dir: str | None,
    color: str,
) -> None:
    """Capture KERNELS (default: all) once and compare them with the snapshots under snapshots/.

    Also checks the count assertions of snapshots/expectations.txt (`HGMMA >= 8`,
    `registers <= 168`, one per line; docs/snapshots.md) on the same captures. Captures come from
    the store's capture cache where nothing that decides them changed (--fresh: compile anyway).

    Exits 0 when every snapshot matches (or was updated) and every expectation holds, 1 when
    one changed, is missing, an expectation fails, or a kernel failed to compile, 2 on a usage error.

    \b
    irscope check                                        every kernel, against snapshots/
    irscope check copy_inner_partition --junit-xml check.xml
    irscope check copy_inner_partition --format github   in a GitHub Actions step
    irscope check --shard 2/3 --junit-xml check-2.xml    one machine of three (irscope merge)
    """
    from irscope import archs as archs_mod
    from irscope.snapshots.bundle_source import BundleSource
    from irscope.snapshots.case_outcome import case_outcome
    from irscope.snapshots.check_run import CheckRun
    from irscope.snapshots.ci_report import emit_github, write_junit_xml
    from irscope.snapshots.expectations import check_expectations, read_expectations
    from irscope.snapshots.leftover_sweep import sweep
    from irscope.snapshots.pinned_cache import PinnedTexts
    from irscope.snapshots.releases import release_set
    from irscope.snapshots.report import print_check_report
    from irscope.snapshots.snapshot_session import SnapshotSession
    from irscope.snapshots.unused import RunScope
    from irscope.store_refs import split_ref
    from irscope.views.console import make_console

    root = Path(snapshots_dir)
    if root.exists() and not root.is_dir():
        raise IrscopeError(f"{root}: snapshot root is not a directory")
    for a in archs:
        archs_mod.check_arch(a)
    _check_reports_go_elsewhere(root, junit_xml, html_dir, output_format)
    source = BundleSource(
        kernels_dir=kernels_path(kernels_dir),
        store_root=Path(from_store) if from_store else None,
        jobs=jobs,
        cache_root=None if from_store else store_root(ctx),
        fresh=fresh,
        archs=archs,
        cache_env=project_config(ctx).cache_env,
        shard=shard,
    )
    swept = sweep(root)
    if swept:
        click.echo(swept, err=True)
    session = SnapshotSession(
        root=release_set(root, source.dsl_release()),
        update=update,
        pinned=PinnedTexts(source.entries).render,
        tree=root,
    )
    expectations = read_expectations(root)  # a line that does not parse stops here, before capturing
    try:
        source.capture_all(list(kernels))
        bundles = source.all_bundles()
        if kernels:
            wanted = {split_ref(k).kernel.removesuffix(".py").rsplit("/", 1)[-1] for k in kernels}
            bundles = [b for b in bundles if b.kernel in wanted]
            expectations = [e for e in expectations if e.target.kernel in wanted]
        if shard is not None:
            bundles = [b for b in bundles if shard.owns(b.label)]
        if archs:
            bundles = [b for b in bundles if b.arch in archs]
        if not bundles and shard is None:  # a shard may hold no case: an empty report, exit 0
            raise IrscopeError("no bundles to check (no kernels matched)")
        # A case whose capture is the result (failed, xfail, XPASS) is one outcome, not a
        # failure per snapshot it would have pinned.
        cases = [c for c in map(case_outcome, bundles) if c is not None]
        results = [r for b in bundles if case_outcome(b) is None for r in session.check(b)]
        expected = check_expectations(expectations, bundles, source.declared)
        # Only a run over every kernel, with no failing case, proves a snapshot unused.
        failing = source.failures or any(c.failing for c in cases)
        scope = RunScope(complete=not kernels and not archs and shard is None and not failing, declared=source.declared)
        unused = session.unused(scope)
        written, removed = session.flush(unused.deletable)
    finally:
        source.close()
    run = CheckRun(
        root=session.root,
        tree=root,
        results=tuple(results),
        releases=session.release_changes(results),
        written=tuple(written),
        removed=tuple(removed),
        unused=tuple(unused.deletable),
        kept=tuple(unused.kept),
        cases=tuple(cases),
        update=update,
        shard=str(shard) if shard is not None else None,
        expectations=tuple(expected),
    )
    if junit_xml:
        write_junit_xml(run, Path(junit_xml))
    if html_dir:
        from irscope.views.html.check_pages import write_check_pages

        write_check_pages([r for r in results if not (update and r.actual is not None)], Path(html_dir), session.root)
    if as_json:
        click.echo(json.dumps(run.to_json(), indent=1))
    elif output_format == "github":
        emit_github(run, click.echo)
    else:
        print_check_report(run, make_console(color))
    sys.exit(0 if run.ok else 1)


def _check_reports_go_elsewhere(root: Path, junit_xml: str | None, html_dir: str | None, output_format: str) -> None:
    """The reports a user names are refused before anything is captured where they would land in
    what irscope keeps, the snapshot tree this run reads included (output_files.check_not_kept)."""
    from irscope.output_files import check_not_kept

    summary = os.environ.get("GITHUB_STEP_SUMMARY") if output_format == "github" else None
    for named in (junit_xml, html_dir, summary):
        if named:
            check_not_kept(Path(named), (root,))
