"""`irscope stats` and `irscope diff`: the analysis commands (registered in cli.py).

Both read bundles only. `diff` exits like diff(1): 0 when the texts are the same, 1 when they
differ, 2 on trouble (a missing bundle, pass or stage: one `irscope: error:` line).
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import click

from irscope.views.console import color_option

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


def _store_root(ctx: click.Context) -> Path:
    from irscope.cli import _store_root as root  # deferred: cli.py imports this module

    return root(ctx)


def _load(ctx: click.Context, target: str):  # -> Bundle
    from irscope import bundle, store

    return bundle.load(store.resolve_one(target, _store_root(ctx)))


# ---- stats --------------------------------------------------------------------------------
@click.command("stats", context_settings=CONTEXT)
@click.argument("targets", nargs=-1)
@click.option("--json", "as_json", is_flag=True, help="Print the documented JSON (docs/stats.md) instead of tables.")
@click.option("--all", "show_all", is_flag=True, help="Also list constant-bank loads (LDC, ULDC) in the tables.")
@color_option
@click.pass_context
def stats_cmd(ctx: click.Context, targets: tuple[str, ...], as_json: bool, show_all: bool, color: str) -> None:
    """Memory instructions per kernel function: SASS family x access width, the PTX view,
    registers, spills, shared memory, and where PTX and SASS disagree.

    TARGETS are bundle directories or KERNEL[:CASE][@ARCH] (the latest capture of each match);
    none means the latest capture of everything in the store.
    """
    from irscope import bundle, store
    from irscope.analysis.stats import bundle_stats, stats_document
    from irscope.errors import BundleNotFound

    root = _store_root(ctx)
    paths = [p for t in targets for p in store.resolve(t, root)] if targets else store.all_latest(root)
    if not paths:
        raise BundleNotFound(f"no captures in {root} (run `irscope capture` first)")
    loaded = [bundle.load(p) for p in paths]
    # A failed capture has no code to count: say why (the DSL's message), after the others.
    failed = [bundle.failure_line(b) for b in loaded if not b.ok]
    stats = [bundle_stats(b) for b in loaded if b.ok]
    if as_json:
        click.echo(json.dumps(stats_document(stats), indent=1))
        _exit_for_failures(failed)
        return
    from irscope.views.console import make_console
    from irscope.views.stats_table import print_bundle_stats

    console = make_console(color)
    for s in stats:
        print_bundle_stats(s, console, show_all=show_all)
        console.print()
    _exit_for_failures(failed)


def _exit_for_failures(failed: list[str]) -> None:
    from irscope.errors import CaptureFailed

    if len(failed) == 1:
        raise CaptureFailed(failed[0])
    if failed:
        for line in failed:
            click.echo(f"irscope: error: {line}", err=True)
        sys.exit(2)


# ---- diff ---------------------------------------------------------------------------------
@click.command("diff", context_settings=CONTEXT)
@click.argument("a")
@click.argument("b", required=False)
@click.option("--pass", "pass_ref", help="NAME, NAME#k or a landmark. With one bundle: what that pass did.")
@click.option("--stage", type=click.Choice(["mlir", "ptx", "sass"]), default="mlir", show_default=True)
@click.option(
    "--normalized/--raw",
    default=True,
    show_default=True,
    help="Normalize (locations, numbering, addresses) and align through renumbering, or compare raw text.",
)
@click.option("--side-by-side", "-y", is_flag=True, help="Two columns instead of a unified diff.")
@click.option("--context", "-U", type=click.IntRange(min=0), default=3, show_default=True, help="Lines of context.")
@click.option(
    "--raw-names",
    is_flag=True,
    help="Comparing A B: show the kernels' mangled symbol names as compiled. By default they are "
    "shortened to the function name and paired across A and B (add_kernel_v{1,2}~), so a renamed "
    "kernel is not a changed line.",
)
@click.option("--collapse-names", is_flag=True, hidden=True)  # the default now; kept for old scripts
@click.option(
    "--first-divergence", is_flag=True, help="Find the first pass after which A and B differ; show that diff."
)
@color_option
@click.pass_context
def diff_cmd(
    ctx: click.Context,
    a: str,
    b: str | None,
    pass_ref: str | None,
    stage: str,
    normalized: bool,
    side_by_side: bool,
    context: int,
    raw_names: bool,
    collapse_names: bool,
    first_divergence: bool,
    color: str,
) -> None:
    """Diff two captures (A B) at one stage, or one pass of one capture (A --pass NAME).

    \b
    irscope diff A B                               final IR of two captures
    irscope diff A B --stage sass                  SASS, addresses and encodings stripped
    irscope diff A B --pass cute-expand-ops        the IR after that pass in each
    irscope diff A --pass convert-to-llvm          what that pass did in A
    irscope diff A --pass cse -y                   the same, side by side
    irscope diff A B --first-divergence            where two captures start to differ

    A and B are bundle directories or KERNEL:CASE@ARCH, e.g. elementwise_add:v1_f32@sm_90a and
    elementwise_add:v2_f32@sm_90a. Comparing A B, the kernels' mangled names are shortened and
    paired (add_kernel_v{1,2}~); --raw-names shows them as compiled.

    Exits 0 when equal, 1 when different, 2 on error.
    """
    from irscope.analysis import diff as engine
    from irscope.analysis.normalize import normalize_mlir
    from irscope.errors import IrscopeError

    left = _load(ctx, a)
    if b is None:
        if not pass_ref or stage != "mlir" or first_divergence:
            raise IrscopeError("give two captures A B, or one capture and --pass NAME to see what that pass did")
        p = left.find_pass(pass_ref)
        result = engine.pass_diff(left, p, normalized=normalized, context=context)
        texts = lambda: tuple(normalize_mlir(t) if normalized else t for t in (left.ir_before(p), left.ir_after(p)))  # noqa: E731
        _emit(result, texts, side_by_side, context, normalized, "mlir", color)
        return
    right = _load(ctx, b)
    collapse_names = collapse_names or not raw_names
    if first_divergence:
        _emit_divergence(engine.first_divergent_pass(left, right, normalized=normalized), color, context)
        return
    result = engine.compare(
        left,
        right,
        stage=stage,
        pass_ref=pass_ref,
        normalized=normalized,
        context=context,
        collapse_names=collapse_names,
    )

    def texts() -> tuple[str, str]:
        return engine.compared_texts(left, right, stage, pass_ref, normalized=normalized, collapse_names=collapse_names)

    _emit(result, texts if side_by_side else None, side_by_side, context, normalized, stage, color)


def _console(color: str):  # -> rich Console | None (None: plain text)
    from irscope.views.console import is_plain, make_console

    console = make_console(color)
    return None if is_plain(console) else console


def _emit(result, texts, side_by_side: bool, context: int, normalized: bool, lang: str, color: str) -> None:
    from irscope.analysis.diff import side_by_side as align_rows
    from irscope.views import diff_text

    console = _console(color)
    if side_by_side and texts is not None:
        left, right = texts()
        rows = align_rows(left, right, lang=lang if normalized else None)
        if console is not None:
            diff_text.print_side_by_side(rows, result.left_label, result.right_label, console, context=context)
        else:
            click.echo(f"--- {result.left_label}\n+++ {result.right_label}")
            width = shutil.get_terminal_size((160, 24)).columns
            for line in diff_text.side_by_side_lines(rows, width=width, context=context):
                click.echo(line)
    elif console is not None:
        diff_text.print_unified(result, console)
    else:
        click.echo(diff_text.render_unified(result), nl=False)
    sys.exit(1 if result.changed else 0)


def _emit_divergence(found, color: str, context: int) -> None:
    from irscope.views import diff_text

    click.echo(diff_text.divergence_line(found))
    if found is not None and found.diff is not None:
        console = _console(color)
        if console is not None:
            diff_text.print_unified(found.diff, console)
        else:
            click.echo(diff_text.render_unified(found.diff), nl=False)
    sys.exit(1 if found is not None else 0)
