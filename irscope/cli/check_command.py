"""`irscope check`: the snapshot comparison for CI systems that do not run pytest."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from irscope.cli.options import CONTEXT, jobs_option, kernels_dir_option, kernels_path
from irscope.errors import IrscopeError


@click.command("check", context_settings=CONTEXT)
@click.argument("kernels", nargs=-1)
@click.option(
    "--update",
    is_flag=True,
    help="Write new and changed snapshots; on a full run with every capture ok, also delete the ones it proved unused.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@click.option("--snapshots", "snapshots_dir", type=click.Path(file_okay=False), default="snapshots", show_default=True)
@kernels_dir_option
@click.option(
    "--from-store", type=click.Path(file_okay=False), help="Check bundles already in this store instead of capturing."
)
@jobs_option("Parallel captures. [default: one per CPU]")
@click.option(
    "--html",
    "html_dir",
    type=click.Path(file_okay=False),
    help="Write a page per failing snapshot with its diff, and index.html, into this directory (CI artefacts).",
)
def check(
    kernels: tuple[str, ...],
    update: bool,
    as_json: bool,
    snapshots_dir: str,
    kernels_dir: str | None,
    from_store: str | None,
    jobs: int,
    html_dir: str | None,
) -> None:
    """Capture KERNELS (default: all) once and compare them with the snapshots under snapshots/.

    Exits 0 when every snapshot matches (or was updated), 1 when one changed, is missing, or a
    kernel failed to compile, 2 on a usage error.
    """
    from irscope.snapshots.report import print_check_report
    from irscope.snapshots.snapshot_session import BundleSource, SnapshotSession
    from irscope.snapshots.unused import RunScope

    root = Path(snapshots_dir)
    if root.exists() and not root.is_dir():
        raise IrscopeError(f"{root}: snapshot root is not a directory")
    source = BundleSource(
        kernels_dir=kernels_path(kernels_dir),
        store_root=Path(from_store) if from_store else None,
        jobs=jobs,
    )
    session = SnapshotSession(root=root, update=update)
    try:
        source.capture_all(list(kernels))
        bundles = source.all_bundles()
        if kernels:
            wanted = {k.partition(":")[0].removesuffix(".py").rsplit("/", 1)[-1] for k in kernels}
            bundles = [b for b in bundles if b.kernel in wanted]
        if not bundles:
            raise IrscopeError("no bundles to check (no kernels matched)")
        results = [r for b in bundles for r in session.check(b)]
        # Only a run over every kernel, with no failed capture, proves a snapshot unused.
        scope = RunScope(complete=not kernels and not source.failures, declared=source.declared)
        unused = session.unused(scope)
        written, removed = session.flush(scope)
    finally:
        source.close()
    ok = all(r.ok or (update and r.actual is not None) for r in results) and not source.failures
    if html_dir:
        from irscope.views.html.check_pages import write_check_pages

        write_check_pages([r for r in results if not (update and r.actual is not None)], Path(html_dir), root)
    if as_json:
        click.echo(
            json.dumps(
                {
                    "ok": ok,
                    "snapshots": [
                        {
                            "kernel": r.sid.kernel,
                            "case": r.sid.case,
                            "arch": r.sid.arch,
                            "stage": r.sid.stage,
                            "file": str(r.sid.path(root)),
                            "status": r.status,
                            "detail": r.detail,
                        }
                        for r in results
                    ],
                    "written": [str(s.path(root)) for s in written],
                    "deleted": [str(s.path(root)) for s in removed],
                    "unused": [str(s.path(root)) for s in unused.deletable if s not in removed],
                    "not_checked": [str(s.path(root)) for s in unused.kept],
                    "capture_failures": source.failures,
                },
                indent=1,
            )
        )
    else:
        print_check_report(
            results,
            root,
            written=written,
            removed=removed,
            unused=list(unused.deletable),
            kept=list(unused.kept),
            failures=source.failures,
        )
    sys.exit(0 if ok else 1)
