"""`irscope capture`: compile kernel cases into bundles."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from irscope.cli.options import (
    CONTEXT,
    FiniteRange,
    PathValue,
    jobs_option,
    kernels_dir_option,
    kernels_path,
    project_config,
    shard_option,
    store_option,
    store_root,
)
from irscope.errors import IrscopeError

#: The longest --timeout: a week. No compile takes so long; a larger number is a typo.
MAX_TIMEOUT_S = 7 * 24 * 3600

if TYPE_CHECKING:
    from irscope.capture.worker_launch import Standby


@click.command("capture", context_settings=CONTEXT)
@click.argument("kernels", nargs=-1)
@click.option(
    "--arch", "archs", multiple=True, help="Target arch, e.g. sm_90a (repeatable). [default: each case's archs]"
)
@click.option("--out", type=PathValue(file_okay=False), help="Store to write bundles into. [default: --store]")
@jobs_option("Parallel compiles. [default: one per usable CPU: its affinity, its cgroup CPU quota]")
@kernels_dir_option
@click.option(
    "--timeout",
    type=FiniteRange(min=1, max=MAX_TIMEOUT_S),
    default=900.0,
    show_default=True,
    help="Seconds per case: the compile, its side runs and nvdisasm together; past it they are killed.",
)
@click.option("--no-sass", is_flag=True, help="Skip disassembly (no nvdisasm needed).")
@click.option(
    "--method",
    type=click.Choice(["auto", "printer", "replay"]),
    default="auto",
    show_default=True,
    help="auto: MLIR's IR printer where it works, else pass replay.",
)
@click.option(
    "--lineinfo",
    is_flag=True,
    help="Compile with line info (CUTE_DSL_LINEINFO=1), print the IR with locations and build the "
    "source map `irscope explain` and the TUI's source pane use; a plain compile runs beside it and "
    "the manifest says whether line info changed the code.",
)
@click.option(
    "--from-trace",
    "from_trace",
    multiple=True,
    type=PathValue(exists=True),
    help="Recompile the traced compiles in this store or bundle (irscope trace) with fake arguments "
    "built from their recorded specs, instead of kernel modules' CASES (repeatable).",
)
@click.option(
    "--allow-import",
    "allow_imports",
    multiple=True,
    metavar="MODULE",
    help="With --from-trace: also import MODULE (and its submodules) by name from wherever it is "
    "installed, and take its functions and classes (a standard-library one such as _operator "
    "too). By default a rebuild imports only the project's own files (under the current "
    "directory), the DSL and the standard library's enums and named tuples (repeatable).",
)
@click.option(
    "--fresh",
    is_flag=True,
    help="Compile every case even where the capture cache holds its capture (the new captures "
    "replace the cached ones). irscope cache shows what the cache holds.",
)
@shard_option("For a CI matrix:")
@click.option("--keep-workdir", is_flag=True, hidden=True)
@store_option
@click.pass_context
def capture(ctx: click.Context, **options: Any) -> None:
    """Compile kernel cases and record the IR after every pass, the PTX, cubin and SASS.

    KERNELS are kernel names (files in kernels/), KERNEL:CASE, or paths to kernel .py files;
    none means every kernel. Each case compiles in its own process; with --arch, cases that do not
    declare that arch are passed over (one `skip` line each). A case whose capture is in the
    store's capture cache (nothing that decides it changed) is not compiled again (--fresh:
    compile anyway). Exits 1 if any compile failed
    (its failed bundle keeps the DSL's diagnostic), 2 on a usage error, 130/143 on SIGINT/SIGTERM
    (a case stopped that way writes no bundle).
    """
    from irscope.capture.worker_launch import Standby

    # A worker starts now, before the imports and the discovery below: its interpreter's start-up
    # overlaps them, and the first case to compile takes it.
    with Standby() as standby:
        _capture(ctx, standby, **options)


def _capture(
    ctx: click.Context,
    standby: Standby,
    *,
    kernels: tuple[str, ...],
    archs: tuple[str, ...],
    out: str | None,
    jobs: int,
    kernels_dir: str | None,
    timeout: float,
    no_sass: bool,
    method: str,
    lineinfo: bool,
    from_trace: tuple[str, ...],
    allow_imports: tuple[str, ...],
    fresh: bool,
    shard,  # noqa: ANN001 - Shard | None
    keep_workdir: bool,
) -> None:
    from irscope import archs as archs_mod
    from irscope import disassembler, installed, registry, store
    from irscope.capture import orchestrate
    from irscope.capture.cache.capture_cache import CaptureCache

    for a in archs:
        archs_mod.check_arch(a)
    if installed.dsl_version() is None:
        raise IrscopeError("nvidia-cutlass-dsl is not installed; capture needs it: pip install 'irscope[dsl]'")
    nvdisasm = None if no_sass else disassembler.require_nvdisasm()
    root = Path(out) if out else store_root(ctx)
    _check_writable(root)
    traces: dict[str, Path] = {}
    refused = 0  # traced compiles refused before any compile (their lines say why)
    policy = None
    if from_trace:
        if kernels:
            raise click.UsageError("give KERNELS or --from-trace, not both")
        from irscope.capture.rebuild.trace_imports import ImportPolicy
        from irscope.capture.trace.trace_recapture import plan

        sources = [Path(t) for t in from_trace]
        # Stores and spec folders are data: a spec file's folder too (what came with it), unless
        # that is the project's own directory.
        data = [s if s.is_dir() else s.parent for s in sources]
        policy = ImportPolicy.here(allow_imports, (root, *(d for d in data if d.resolve() != Path.cwd().resolve())))
        recapture = plan(sources, list(archs), policy)
        refused = len(recapture.refusals)
        for line in recapture.refused:
            click.echo(f"irscope: error: {line}", err=True)
        skipped: list[tuple[registry.CaseTarget, str]] = []
        selections, traces = recapture.selections, recapture.traces
    else:
        selections = registry.select(
            list(kernels), kernels_path(kernels_dir), root / store.DISCOVERY_CACHE, list(archs) or None
        )
        if shard is not None:
            selections = [s for s in selections if shard.owns(s.label)]
        selections, other_archs = registry.split_by_arch(selections)
        selections, skipped = registry.split_by_dsl(selections)
        skipped = other_archs + skipped
    opts = orchestrate.CaptureOptions(
        store_root=root,
        jobs=jobs,
        timeout_s=timeout,
        with_sass=not no_sass,
        nvdisasm=nvdisasm,
        method=method,
        keep_workdir=keep_workdir,
        lineinfo=lineinfo,
        traces=traces,
        trace_policy=policy,
        cache=CaptureCache(root),
        fresh=fresh,
        cache_env=project_config(ctx).cache_env,
        standby=standby,
    )
    # The first workers start here; the progress view (rich) is imported while they import the DSL.
    with orchestrate.CaptureRun(selections, opts) as run:
        from irscope.views.capture_progress import run_with_progress

        outcomes = run_with_progress(selections, lambda chosen, done: run.results(done), root, skipped, refused)
    # A case declared to fail (Case(xfail=...)) that failed is no failure; one that compiled is (XPASS).
    if any(o.ok == bool(o.selection.info.xfail) for o in outcomes) or refused:
        sys.exit(1)


def _check_writable(root: Path) -> None:
    from irscope import store

    store.create(root)
    if not os.access(root, os.W_OK | os.X_OK):
        raise IrscopeError(f"{root}: output directory is not writable")
