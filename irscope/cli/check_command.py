"""`irscope check`: the snapshot comparison for CI systems that do not run pytest."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from irscope.cli.completion import complete_kernel
from irscope.cli.options import (
    CONTEXT,
    PathValue,
    arch_given,
    jobs_option,
    kernels_dir_option,
    kernels_path,
    project_config,
    shard_option,
    store_root,
)
from irscope.views.console import color_option

if TYPE_CHECKING:
    from irscope.shard import Shard


@click.command("check", context_settings=CONTEXT)
@click.argument("kernels", nargs=-1, shell_complete=complete_kernel)
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
    "--arch",
    "archs",
    multiple=True,
    callback=arch_given,
    help="Capture and check only this arch (repeatable). [default: each case's archs]",
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
    shard: Shard | None,
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
    irscope check                             every kernel, against snapshots/
    irscope check copy_inner_partition --junit-xml check.xml
    irscope check copy_inner_partition --format github
                                              in a GitHub Actions step
    irscope check --shard 2/3 --junit-xml check-2.xml
                                              one machine of three (irscope merge)
    """
    from irscope.snapshots.check_request import CheckRequest, run_check

    request = CheckRequest(
        snapshots=Path(snapshots_dir),
        kernels_dir=kernels_path(kernels_dir),
        kernels=kernels,
        update=update,
        from_store=Path(from_store) if from_store else None,
        cache_root=None if from_store else store_root(ctx),
        cache_env=project_config(ctx).cache_env,
        jobs=jobs,
        archs=archs,
        fresh=fresh,
        shard=shard,
        as_json=as_json,
        output_format=output_format,
        junit_xml=Path(junit_xml) if junit_xml else None,
        html_dir=Path(html_dir) if html_dir else None,
        color=color,
    )
    sys.exit(run_check(request))
