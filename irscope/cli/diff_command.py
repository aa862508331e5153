"""`irscope diff`: two captures, or what one pass of one capture did. It reads bundles only and
exits like diff(1): 0 when the texts are the same, 1 when they differ, 2 on trouble (a missing
bundle, pass or text: one `irscope: error:` line).
"""

from __future__ import annotations

import shutil
import sys

import click

from irscope.cli.completion import complete_pass, complete_reference
from irscope.cli.options import CONTEXT, load_bundle, pass_ref_given, store_option
from irscope.views.console import color_option


@click.command("diff", context_settings=CONTEXT)
@click.argument("a", shell_complete=complete_reference)
@click.argument("b", required=False, shell_complete=complete_reference)
@click.option(
    "--pass",
    "pass_ref",
    shell_complete=complete_pass,
    callback=pass_ref_given,
    help="NAME, NAME#k or a landmark. With one bundle: what that pass did.",
)
@click.option(
    "--kind",
    "--stage",
    "kind",
    type=click.Choice(["mlir", "ptx", "sass"]),
    default="mlir",
    show_default=True,
    help="Which text to compare (--stage is its older name, still accepted).",
)
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
@click.option("--collapse-names", is_flag=True, hidden=True)  # the default; accepted so that scripts passing it run
@click.option(
    "--first-divergence", is_flag=True, help="Find the first pass after which A and B differ; show that diff."
)
@color_option
@store_option
@click.pass_context
def diff(
    ctx: click.Context,
    a: str,
    b: str | None,
    pass_ref: str | None,
    kind: str,
    normalized: bool,
    side_by_side: bool,
    context: int,
    raw_names: bool,
    collapse_names: bool,
    first_divergence: bool,
    color: str,
) -> None:
    """Diff two captures (A B) at one kind of text, or one pass of one capture (A --pass NAME).

    \b
    irscope diff A B                          final IR of two captures
    irscope diff A B --kind sass              SASS without addresses and encodings
    irscope diff A B --pass cute-expand-ops   the IR after that pass in each
    irscope diff A --pass convert-to-llvm     what that pass did in A
    irscope diff A --pass cse -y              the same, side by side
    irscope diff A B --first-divergence       where two captures start to differ

    A and B are bundle directories or KERNEL:CASE@ARCH, e.g. elementwise_add:v1_f32@sm_90a and
    elementwise_add:v2_f32@sm_90a. Comparing A B, the kernels' mangled names are shortened and
    paired (add_kernel_v{1,2}~); --raw-names shows them as compiled.

    Exits 0 when equal, 1 when different, 2 on error.
    """
    from irscope.analysis import comparison, texts
    from irscope.analysis import diff as engine
    from irscope.errors import IrscopeError

    left = load_bundle(ctx, a)
    if b is None:
        if not pass_ref or kind != "mlir" or first_divergence:
            raise IrscopeError("give two captures A B, or one capture and --pass NAME to see what that pass did")
        p = left.find_pass(pass_ref)
        _note(texts.diff_note(left, p))
        seen = texts.pass_before_after(left, p, normalized) if p.ir_member is None else None
        if isinstance(seen, tuple):  # no IR of its own, but its group's: the group's diff
            before, after, span = seen
            first, last = span.first, span.last
            result = engine.diff_texts(
                before,
                after,
                left_label=f"{left.label} before {first.key} (group {p.group})",
                right_label=f"{left.label} after {last.key} (group {p.group})",
                context=context,
                kind="mlir" if normalized else None,
            )
            pair = (lambda: (before, after)) if side_by_side else None
        else:
            result = engine.pass_diff(left, p, normalized=normalized, context=context)
            pair = (lambda: texts.pass_texts(left, p, normalized=normalized)) if side_by_side else None
        _emit(result, pair, side_by_side, context, normalized, "mlir", color)
        return
    right = load_bundle(ctx, b)
    if pass_ref and kind == "mlir" and pass_ref != "input":  # an approximate replay state on either side
        for side, x in (("A", left), ("B", right)):
            _note(texts.approximate_note(x, x.find_pass(pass_ref)), side)
    raw_names = raw_names and not collapse_names
    if first_divergence:
        _emit_divergence(comparison.first_divergence(left, right, normalized=normalized), left, right, color, context)
        return
    result = comparison.stage_diff(
        left, right, kind, pass_ref, normalized=normalized, context=context, raw_names=raw_names
    )

    def stage_pair() -> tuple[str, str]:
        return comparison.stage_pair(left, right, kind, pass_ref, normalized=normalized, raw_names=raw_names)

    _emit(result, stage_pair if side_by_side else None, side_by_side, context, normalized, kind, color)


def _note(note: str | None, side: str = "") -> None:
    """The one line every command prints beside a text that is not the exact pipeline's."""
    if note:
        click.echo(f"irscope: note: {side + ': ' if side else ''}{note}", err=True)


def _console(color: str):  # -> rich Console | None (None: plain text)
    from irscope.views.console import is_plain, make_console

    console = make_console(color)
    return None if is_plain(console) else console


def _emit(result, pair, side_by_side: bool, context: int, normalized: bool, kind: str, color: str) -> None:
    from irscope.analysis.diff import side_by_side as align_rows
    from irscope.views import diff_text

    console = _console(color)
    if side_by_side and pair is not None:
        left, right = pair()
        rows = align_rows(left, right, kind=kind if normalized else None)
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


def _emit_divergence(found, a, b, color: str, context: int) -> None:  # noqa: ANN001 - the Divergence, two bundles
    from irscope import bundle
    from irscope.errors import CaptureFailed
    from irscope.views import diff_text

    if found is not None and found.stage == "failed":  # a capture that failed, and agreed until it stopped
        stopped = a if found.reason.startswith("A ") else b
        raise CaptureFailed(f"{bundle.failure_line(stopped)}; {found.reason.split(' capture failed ', 1)[1]}")
    click.echo(diff_text.divergence_line(found))
    if found is not None and found.diff is not None:
        console = _console(color)
        if console is not None:
            diff_text.print_unified(found.diff, console)
        else:
            click.echo(diff_text.render_unified(found.diff), nl=False)
    sys.exit(1 if found is not None else 0)
