"""`irscope capture`: compile kernel cases into bundles."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from irscope.capture.settings import DEFAULT_TIMEOUT_S, CaptureSettings
from irscope.capture_method import RequestedMethod
from irscope.cli.completion import complete_kernel
from irscope.cli.options import (
    CONTEXT,
    FiniteRange,
    PathValue,
    arch_given,
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
    from irscope.capture.rebuild.imports import ImportPolicy
    from irscope.capture.worker_launch import Standby
    from irscope.registry import CaseTarget
    from irscope.shard import Shard


@click.command("capture", context_settings=CONTEXT)
@click.argument("kernels", nargs=-1, shell_complete=complete_kernel)
@click.option(
    "--arch",
    "archs",
    multiple=True,
    callback=arch_given,
    help="Target arch, e.g. sm_90a (repeatable). [default: each case's archs]",
)
@click.option("--out", type=PathValue(file_okay=False), help="Store to write bundles into. [default: --store]")
@jobs_option("Parallel compiles. [default: one per usable CPU: its affinity, its cgroup CPU quota]")
@kernels_dir_option
@click.option(
    "--timeout",
    type=FiniteRange(min=1, max=MAX_TIMEOUT_S),
    default=DEFAULT_TIMEOUT_S,
    show_default=True,
    help="Seconds per case: the compile, its side runs and nvdisasm together; past it they are killed.",
)
@click.option("--no-sass", is_flag=True, help="Skip disassembly (no nvdisasm needed).")
@click.option(
    "--method",
    type=click.Choice(RequestedMethod.choices()),
    default=RequestedMethod.AUTO.value,
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
    kernels_dir: str | None,
    no_sass: bool,
    from_trace: tuple[str, ...],
    allow_imports: tuple[str, ...],
    shard: Shard | None,
    **options: Any,
) -> None:
    from irscope.capture import orchestrate
    from irscope.capture.cache.entries import CaptureCache

    nvdisasm, root = _ready(ctx, archs, out, no_sass)
    if from_trace:
        if kernels:
            raise click.UsageError("give KERNELS or --from-trace, not both")
        cases = _traced_cases(root, from_trace, allow_imports, archs)
    else:
        cases = _kernel_cases(root, kernels, kernels_path(kernels_dir), archs, shard)
    settings = _settings(ctx, root, nvdisasm, cases, **options)
    resources = orchestrate.CaptureResources(cache=CaptureCache(root), standby=standby)
    # The first workers start here; the progress view (rich) is imported while they import the DSL.
    with orchestrate.CaptureRun(cases.selections, settings, resources) as run:
        from irscope.views.capture_progress import run_with_progress

        outcomes = run_with_progress(
            cases.selections, lambda chosen, done: run.results(done), root, cases.skipped, cases.refused
        )
    # A case declared to fail (Case(xfail=...)) that failed is no failure; one that compiled is (XPASS).
    if any(o.ok == bool(o.selection.info.xfail) for o in outcomes) or cases.refused:
        sys.exit(1)


def _settings(
    ctx: click.Context,
    root: Path,
    nvdisasm: Path | None,
    cases: _Cases,
    *,
    jobs: int,
    timeout: float,
    method: str,
    lineinfo: bool,
    fresh: bool,
    keep_workdir: bool,
) -> CaptureSettings:
    """The run's settings, from the command's options (and the checks `_ready` made)."""
    return CaptureSettings(
        store_root=root,
        jobs=jobs,
        timeout_s=timeout,
        with_sass=nvdisasm is not None,
        nvdisasm=nvdisasm,
        method=RequestedMethod(method),
        keep_workdir=keep_workdir,
        lineinfo=lineinfo,
        traces=cases.traces,
        trace_policy=cases.policy,
        fresh=fresh,
        cache_env=project_config(ctx).cache_env,
    )


def _ready(ctx: click.Context, archs: tuple[str, ...], out: str | None, no_sass: bool) -> tuple[Path | None, Path]:
    """What a capture needs before it chooses a case: known archs, the DSL, nvdisasm (unless
    --no-sass) and a writable store; nvdisasm's path and the store's."""
    from irscope import archs as archs_mod
    from irscope import disassembler, installed

    for a in archs:
        archs_mod.check_arch(a)
    if installed.dsl_version() is None:
        raise IrscopeError("nvidia-cutlass-dsl is not installed; capture needs it: pip install 'irscope[dsl]'")
    nvdisasm = None if no_sass else disassembler.require_nvdisasm()
    root = Path(out) if out else store_root(ctx)
    _check_writable(root)
    return nvdisasm, root


@dataclass(frozen=True)
class _Cases:
    """The cases a capture compiles, those it passes over, and for --from-trace what they are rebuilt from."""

    selections: list[CaseTarget]
    skipped: list[tuple[CaseTarget, str]]  # with why: another arch, another DSL release
    refused: int = 0  # traced compiles refused before any compile (their lines say why)
    traces: tuple[tuple[str, Path], ...] = ()
    policy: ImportPolicy | None = None


def _kernel_cases(
    root: Path, kernels: tuple[str, ...], kernels_dir: Path, archs: tuple[str, ...], shard: Shard | None
) -> _Cases:
    """KERNELS' cases (every kernel's, none given) for --arch, this shard and the installed DSL."""
    from irscope import registry, store

    selections = registry.select(list(kernels), kernels_dir, root / store.DISCOVERY_CACHE, list(archs) or None)
    if shard is not None:
        selections = [s for s in selections if shard.owns(s.label)]
    selections, other_archs = registry.split_by_arch(selections)
    selections, other_dsl = registry.split_by_dsl(selections)
    return _Cases(selections, other_archs + other_dsl)


def _traced_cases(
    root: Path, from_trace: tuple[str, ...], allow_imports: tuple[str, ...], archs: tuple[str, ...]
) -> _Cases:
    """The traced compiles --from-trace names, planned for rebuilding; the refused ones' lines said."""
    from irscope.capture.rebuild.imports import ImportPolicy
    from irscope.capture.trace.recapture import plan

    sources = [Path(t) for t in from_trace]
    # Stores and spec folders are data: a spec file's folder too (what came with it), unless
    # that is the project's own directory.
    data = [s if s.is_dir() else s.parent for s in sources]
    policy = ImportPolicy.here(allow_imports, (root, *(d for d in data if d.resolve() != Path.cwd().resolve())))
    recapture = plan(sources, list(archs), policy)
    for line in recapture.refused:
        click.echo(f"irscope: error: {line}", err=True)
    traces = CaptureSettings.traces_of(recapture.traces)
    return _Cases(recapture.selections, [], len(recapture.refusals), traces, policy)


def _check_writable(root: Path) -> None:
    from irscope import store

    store.create(root)
    if not os.access(root, os.W_OK | os.X_OK):
        raise IrscopeError(f"{root}: output directory is not writable")
