"""One `irscope check`: its settings as a frozen request, and the run from them to an exit code.

The CLI parses the options into a `CheckRequest`; `run_check` refuses settings that cannot work
before anything is captured, captures the kernels (through the capture cache) or reads an
existing store, compares the snapshots and checks snapshots/expectations.txt on the same
captures, writes and deletes snapshots when updating, writes the reports asked for (JUnit XML,
HTML pages), prints the results (a table, JSON or GitHub annotations) and returns the exit code:
0 when every snapshot matches (or was written) and every expectation holds, else 1.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import click

from irscope import archs as archs_mod
from irscope.errors import IrscopeError
from irscope.output_files import check_not_kept
from irscope.snapshots.bundle_source import BundleSource
from irscope.snapshots.case_outcome import CaseOutcome, case_outcome
from irscope.snapshots.check_run import CheckRun
from irscope.snapshots.ci_report import emit_github, write_junit_xml
from irscope.snapshots.compare import SnapshotResult
from irscope.snapshots.expectations import Expectation, check_expectations, read_expectations
from irscope.snapshots.leftover_sweep import sweep
from irscope.snapshots.pinned_cache import PinnedTexts
from irscope.snapshots.releases import release_set
from irscope.snapshots.report import print_check_report
from irscope.snapshots.snapshot_session import SnapshotSession
from irscope.snapshots.unused import RunScope
from irscope.store_refs import split_ref
from irscope.views.console import make_console
from irscope.views.json_text import echo_json

if TYPE_CHECKING:
    from irscope.bundle import Bundle
    from irscope.shard import Shard


@dataclass(frozen=True)
class CheckRequest:
    """The settings of one `irscope check`, as the CLI resolved them (defaults and config applied)."""

    snapshots: Path  # the snapshot tree
    kernels_dir: Path
    kernels: tuple[str, ...] = ()  # KERNEL[:CASE][@ARCH] references; () every kernel
    update: bool = False
    from_store: Path | None = None  # check the bundles of this store instead of capturing
    cache_root: Path | None = None  # the store whose capture cache the capture uses; None: none
    cache_env: tuple[str, ...] = ()
    jobs: int = 0
    archs: tuple[str, ...] = ()  # only these archs; () each case's
    fresh: bool = False  # compile every case even where the capture cache holds it
    shard: Shard | None = None
    as_json: bool = False  # JSON on stdout, whatever output_format says
    output_format: str = "text"  # text | github
    junit_xml: Path | None = None
    html_dir: Path | None = None
    color: str = "auto"

    @property
    def whole_suite(self) -> bool:
        """Every kernel, every arch, no shard: the only run that may prove a snapshot unused."""
        return not self.kernels and not self.archs and self.shard is None


def run_check(request: CheckRequest) -> int:
    """Check, update and report as `request` says; the exit code (0 all good, 1 not)."""
    root = request.snapshots
    _refuse_unusable(request)
    source = BundleSource(
        kernels_dir=request.kernels_dir,
        store_root=request.from_store,
        jobs=request.jobs,
        cache_root=request.cache_root,
        fresh=request.fresh,
        archs=request.archs,
        cache_env=request.cache_env,
        shard=request.shard,
    )
    swept = sweep(root)
    if swept:
        click.echo(swept, err=True)
    session = SnapshotSession(
        root=release_set(root, source.dsl_release()),
        update=request.update,
        pinned=PinnedTexts(source.entries).render,
        tree=root,
    )
    expectations = read_expectations(root)  # a line that does not parse stops here, before capturing
    try:
        run = _check(request, source, session, expectations)
    finally:
        source.close()
    _write_reports(request, run)
    _print_run(request, run)
    return 0 if run.ok else 1


def _refuse_unusable(request: CheckRequest) -> None:
    """A snapshot root that is no directory, an unknown arch, a report that would land in what
    irscope keeps (the snapshot tree this run reads included: output_files.check_not_kept)."""
    root = request.snapshots
    if root.exists() and not root.is_dir():
        raise IrscopeError(f"{root}: snapshot root is not a directory")
    for arch in request.archs:
        archs_mod.check_arch(arch)
    summary = os.environ.get("GITHUB_STEP_SUMMARY") if request.output_format == "github" else None
    for named in (request.junit_xml, request.html_dir, summary):
        if named:
            check_not_kept(Path(named), (root,))


def _check(
    request: CheckRequest, source: BundleSource, session: SnapshotSession, expectations: list[Expectation]
) -> CheckRun:
    """Capture, compare, check the expectations, then write and delete what an update does."""
    source.capture_all(list(request.kernels))
    bundles = _selected(request, source.all_bundles())
    if not bundles and request.shard is None:  # a shard may hold no case: an empty report, exit 0
        raise IrscopeError("no bundles to check (no kernels matched)")
    cases, results = _compare(bundles, session)
    expected = check_expectations(_named(request, expectations), bundles, source.declared)
    # Only a run over every kernel, with no failing case, proves a snapshot unused.
    failing = bool(source.failures) or any(c.failing for c in cases)
    unused = session.unused(RunScope(complete=request.whole_suite and not failing, declared=source.declared))
    written, removed = session.flush(unused.deletable)
    return CheckRun(
        root=session.root,
        tree=request.snapshots,
        results=tuple(results),
        releases=session.release_changes(results),
        written=tuple(written),
        removed=tuple(removed),
        unused=tuple(unused.deletable),
        kept=tuple(unused.kept),
        cases=tuple(cases),
        update=request.update,
        shard=str(request.shard) if request.shard is not None else None,
        expectations=tuple(expected),
    )


def _compare(bundles: list[Bundle], session: SnapshotSession) -> tuple[list[CaseOutcome], list[SnapshotResult]]:
    """The outcome of each case whose capture is the result (failed, xfail, XPASS: one outcome,
    not a failure per snapshot it would have pinned), and the snapshot checks of the others."""
    cases = [c for c in map(case_outcome, bundles) if c is not None]
    results = [r for b in bundles if case_outcome(b) is None for r in session.check(b)]
    return cases, results


def _kernel_names(refs: tuple[str, ...]) -> set[str]:
    """The kernel each reference names (`dir/copy.py:case` names `copy`)."""
    return {split_ref(ref).kernel.removesuffix(".py").rsplit("/", 1)[-1] for ref in refs}


def _selected(request: CheckRequest, bundles: list[Bundle]) -> list[Bundle]:
    """The bundles of the kernels, shard and archs asked for."""
    if request.kernels:
        wanted = _kernel_names(request.kernels)
        bundles = [b for b in bundles if b.kernel in wanted]
    if request.shard is not None:
        bundles = [b for b in bundles if request.shard.owns(b.label)]
    if request.archs:
        bundles = [b for b in bundles if b.arch in request.archs]
    return bundles


def _named(request: CheckRequest, expectations: list[Expectation]) -> list[Expectation]:
    """The expectations of the kernels asked for."""
    if not request.kernels:
        return expectations
    wanted = _kernel_names(request.kernels)
    return [e for e in expectations if e.target.kernel in wanted]


def _write_reports(request: CheckRequest, run: CheckRun) -> None:
    if request.junit_xml:
        write_junit_xml(run, request.junit_xml)
    if request.html_dir:
        from irscope.views.html.check_pages import write_check_pages  # jinja2: only for --html

        write_check_pages(
            [r for r in run.results if not (run.update and r.actual is not None)], request.html_dir, run.root
        )


def _print_run(request: CheckRequest, run: CheckRun) -> None:
    if request.as_json:
        echo_json(run.to_json())
    elif request.output_format == "github":
        emit_github(run, click.echo)
    else:
        print_check_report(run, make_console(request.color))
