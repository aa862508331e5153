"""`irscope stats`: memory instructions per kernel function (reads bundles only)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from irscope.cli.completion import complete_reference
from irscope.cli.options import CONTEXT, FiniteRange, echo_passed_over, resolve_targets, store_option, store_root
from irscope.views.console import color_option
from irscope.views.json_text import echo_json

if TYPE_CHECKING:
    from irscope.bundle import Bundle

#: How long one ptxas of --ptxas may run by default (seconds): minutes past the largest kernels'
#: few seconds, so that a ptxas that hangs (a broken install, a wrapper waiting on a licence or a
#: lock) ends a CI job's step instead of holding it. The longest accepted: a day.
DEFAULT_PTXAS_S = 600
MAX_PTXAS_S = 24 * 3600


@click.command("stats", context_settings=CONTEXT)
@click.argument("targets", nargs=-1, shell_complete=complete_reference)
@click.option("--json", "as_json", is_flag=True, help="Print the documented JSON (docs/stats.md) instead of tables.")
@click.option("--all", "show_all", is_flag=True, help="Also list constant-bank loads (LDC, ULDC) in the tables.")
@click.option(
    "--each", is_flag=True, help="With two TARGETS, list each capture's statistics instead of comparing them."
)
@click.option("--changed-only", is_flag=True, help="Comparing two captures: only the rows that differ.")
@click.option(
    "--ptxas",
    is_flag=True,
    help="Also run a ptxas (-v, -O3) on each bundle's PTX and show its own figures: registers, stack frame, "
    "spill stores and loads (the bundle has none; it may be another ptxas than the one that built the cubin).",
)
@click.option(
    "--timeout",
    type=FiniteRange(min=1, max=MAX_PTXAS_S),
    default=DEFAULT_PTXAS_S,
    show_default=True,
    help="Seconds each ptxas of --ptxas may run; past it, it is killed and the command fails naming the capture.",
)
@color_option
@store_option
@click.pass_context
def stats(
    ctx: click.Context,
    targets: tuple[str, ...],
    as_json: bool,
    show_all: bool,
    each: bool,
    changed_only: bool,
    ptxas: bool,
    timeout: float,
    color: str,
) -> None:
    """Memory instructions per kernel function: SASS family x access width, the PTX view,
    synchronization by kind, registers, spills, shared memory, occupancy, the main loop, and
    where PTX and SASS disagree.

    TARGETS are bundle directories or KERNEL[:CASE][@ARCH] (the latest capture of each match);
    none means the latest capture of everything in the store. Two TARGETS that each name one
    capture are compared: A, B and the change per row (exit 1 when they differ, 0 when not;
    --each lists them one by one instead).
    """
    from irscope import bundle
    from irscope.analysis.stats import bundle_stats

    root = store_root(ctx)
    if len(targets) == 2 and not each and _compared(ctx, targets, as_json, changed_only, color):
        return
    failed, good = _failed_and_good([bundle.load(p) for p in _target_paths(ctx, root, targets)])
    stats = [bundle_stats(b) for b in good]
    reports = [_ptxas_figures(b, timeout) for b in good] if ptxas else None
    if as_json:
        _print_json(stats, reports)
    else:
        _print_tables(stats, reports, show_all=show_all, color=color)
    _exit_for_failures(failed)


def _failed_and_good(loaded: list[Bundle]) -> tuple[list[str], list[Bundle]]:
    """Why each failed capture failed (the DSL's message), and the others.

    A failed capture has no code to count: it is reported after the others are shown."""
    from irscope import bundle

    return [bundle.failure_line(b) for b in loaded if not b.ok], [b for b in loaded if b.ok]


def _compared(ctx: click.Context, targets: tuple[str, ...], as_json: bool, changed_only: bool, color: str) -> bool:
    """Compare the two captures the targets name (exiting); False, with a note, when one names several."""
    from irscope import store

    pair = [resolve_targets(ctx, t) for t in targets]
    if all(len(paths) == 1 for paths in pair):
        _compare(pair[0][0], pair[1][0], as_json=as_json, changed_only=changed_only, color=color)
        return True
    for target, paths in zip(targets, pair, strict=True):  # a reference that names several: say so
        if len(paths) > 1:
            click.echo(
                f"irscope: note: {store.several(target, [store.label_of(p) for p in paths])}\n"
                "(listing each capture; name one capture per target to compare two)",
                err=True,
            )
    return False


def _target_paths(ctx: click.Context, root: Path, targets: tuple[str, ...]) -> list[Path]:
    """The bundles the targets name; none: the latest capture of everything in the store."""
    from irscope import store
    from irscope.errors import BundleNotFound

    if targets:
        paths = [p for t in targets for p in resolve_targets(ctx, t)]
    else:
        paths = store.all_latest(root, skip_failed=True)
        echo_passed_over(None, paths)
    if not paths:
        raise BundleNotFound(f"no captures in {root} (run `irscope capture` first)")
    return paths


def _print_json(stats: list[Any], reports: list[dict[str, Any]] | None) -> None:
    """The documented JSON (docs/stats.md), each function with its ptxas figures under --ptxas."""
    from irscope.analysis.stats import stats_document

    doc = stats_document(stats)
    if reports is not None:
        for bundle_doc, figures in zip(doc["bundles"], reports, strict=True):
            for fn in bundle_doc["functions"]:
                fn["ptxas"] = figures[fn["name"]].to_json() if fn["name"] in figures else None
    echo_json(doc)


def _print_tables(stats: list[Any], reports: list[dict[str, Any]] | None, *, show_all: bool, color: str) -> None:
    from irscope.views.console import make_console
    from irscope.views.stats_table import print_bundle_stats

    console = make_console(color)
    each_figures: list[dict[str, Any]] | list[None] = [None] * len(stats) if reports is None else reports
    for s, figures in zip(stats, each_figures, strict=True):
        print_bundle_stats(s, console, show_all=show_all, ptxas=figures)
        console.print()


def _ptxas_figures(b: Any, timeout: float) -> dict[str, Any]:
    """Function -> ptxas's own figures for the bundle's PTX (an empty dict without PTX). A ptxas
    that hangs is killed past `timeout` seconds; one that fails is named with the capture."""
    from irscope.analysis.ptxas_report import parse_ptxas_report
    from irscope.disassembler import DisassemblyError, ptxas_info
    from irscope.processes import Deadline

    ptx = b.ptx()
    if not ptx:
        return {}
    try:
        version, report = ptxas_info(ptx, b.arch, deadline=Deadline.after(timeout))
    except DisassemblyError as exc:
        raise DisassemblyError(f"{b.label}: {exc}") from None
    return parse_ptxas_report(report, version)


def _compare(a: Path, b: Path, *, as_json: bool, changed_only: bool, color: str) -> None:
    from irscope import bundle
    from irscope.analysis.stats import bundle_stats
    from irscope.analysis.stats_delta import stats_delta
    from irscope.errors import CaptureFailed

    loaded = [bundle.load(p) for p in (a, b)]
    for x in loaded:
        if not x.ok:
            raise CaptureFailed(bundle.failure_line(x))
    delta = stats_delta(*(bundle_stats(x) for x in loaded))
    if as_json:
        echo_json(delta.to_json())
    else:
        from irscope.views.console import make_console
        from irscope.views.stats_delta_table import print_stats_delta

        print_stats_delta(delta, make_console(color), changed_only=changed_only)
    sys.exit(1 if delta.differ else 0)


def _exit_for_failures(failed: list[str]) -> None:
    from irscope.errors import CaptureFailed

    if len(failed) == 1:
        raise CaptureFailed(failed[0])
    if failed:
        for line in failed:
            click.echo(f"irscope: error: {line}", err=True)
        sys.exit(2)
