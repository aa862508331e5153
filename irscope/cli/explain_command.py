"""`irscope explain TARGET [--line N]`: per Python line of a kernel, the memory instructions it
became

It needs a line-info capture. TARGET is a bundle directory (which must be one) or
KERNEL:CASE@ARCH: the newest line-info capture of that case in the store whose kernel source is
unchanged since, or, when there is none, a fresh one (`irscope capture --lineinfo`, about two
seconds; `--no-capture` refuses instead).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from irscope.cli.options import CONTEXT, kernels_path, store_option, store_root
from irscope.errors import BundleNotFound, IrscopeError
from irscope.views.capture_summary import capture_summary


@click.command("explain", context_settings=CONTEXT)
@click.argument("target")
@click.option("--line", "line", type=click.IntRange(min=1), help="One line of the kernel module, in detail.")
@click.option("--all", "everything", is_flag=True, help="Also list the lines without memory instructions.")
@click.option("--json", "as_json", is_flag=True, help="Print the explanation as JSON.")
@click.option("--no-capture", is_flag=True, help="Never capture: fail when the store has no line-info capture.")
@store_option
@click.pass_context
def explain(
    ctx: click.Context, target: str, line: int | None, everything: bool, as_json: bool, no_capture: bool
) -> None:
    """Which Python line of the kernel produced which global/shared memory instructions, with
    their widths: the line to fix when a copy is not vectorized.

    TARGET is a bundle directory captured with --lineinfo, or KERNEL:CASE@ARCH (captured with
    line info on demand). With --line N: that line's SASS and PTX instructions and, pass by pass,
    the MLIR ops that carry its location.
    """
    from irscope import bundle
    from irscope.analysis.explain import explain
    from irscope.analysis.line_info_capture import source_map
    from irscope.views import explain_text

    root = store_root(ctx)
    path = _line_info_bundle(target, root, capture=not no_capture)
    b = bundle.load(path)
    sm = source_map(b)
    if sm is None:
        raise IrscopeError(
            f"{b.path}: {b.label} was captured without line info; "
            f"run `irscope capture --lineinfo {b.kernel}:{b.case} --arch {b.arch}` or `irscope explain {b.label}`"
        )
    expl = explain(b, sm, line=line)
    if as_json:
        click.echo(json.dumps(explain_text.to_json(expl), indent=1))
        return
    sass = (b.sass() or "").splitlines() if line is not None else None
    click.echo(explain_text.render(expl, detail=line is not None, sass=sass, everything=everything), nl=False)


def _line_info_bundle(target: str, root: Path, *, capture: bool) -> Path:
    from irscope import store

    if Path(target).is_dir() or Path(target).name == "manifest.json":
        return store.resolve_one(target, root)
    target, root = store.split_store(target, root)
    ref = store.parse_ref(target)
    if ref is None:
        raise BundleNotFound(f"{target}: neither a bundle directory nor a kernel reference KERNEL:CASE@ARCH")
    found = [p for p in map(store.newest_line_info, store.referred_arch_dirs(root, ref)) if p is not None]
    if len(found) == 1:
        return found[0]
    if len(found) > 1:
        labels = [store.label_of(p.parent) for p in found]
        raise BundleNotFound(store.several(target, labels))
    if not capture:
        raise BundleNotFound(
            f"{ref}: no line-info capture of unchanged source in {root} (run `irscope capture --lineinfo`)"
        )
    return _capture(ref, root)


def _capture(ref, root: Path) -> Path:  # noqa: ANN001 - store.KernelRef
    from irscope import disassembler, installed, registry, store
    from irscope.capture import orchestrate

    if installed.dsl_version() is None:
        raise IrscopeError("no line-info capture in the store, and nvidia-cutlass-dsl is not installed to make one")
    from irscope.capture.rebuild.trace_imports import ImportPolicy
    from irscope.capture.trace.trace_recapture import traced_plan

    policy = ImportPolicy.here(data=(root,))
    traced = traced_plan(ref, root, policy)  # a traced kernel: rebuilt from its trace, it has no CASES
    if traced is not None and traced.refused:
        raise IrscopeError(
            f"{ref}: no line-info capture, and its trace cannot be rebuilt to make one: " + "; ".join(traced.refused)
        )
    if traced is not None:
        selections, traces = traced.selections, traced.traces
    else:
        target = ref.kernel + (f":{ref.case}" if ref.case else "")
        selections = registry.select(
            [target], kernels_path(None), root / store.DISCOVERY_CACHE, [ref.arch] if ref.arch else None
        )
        selections, _ = registry.split_by_dsl(selections)
        traces = {}
    if len(selections) != 1:
        labels = ", ".join(s.label for s in selections[:6]) or "none for this DSL"
        raise BundleNotFound(f"{ref}: explain needs one case and arch, this names {len(selections)} ({labels})")
    click.echo(f"irscope: capturing {selections[0].label} with line info …", err=True)
    opts = orchestrate.CaptureOptions(
        store_root=root,
        nvdisasm=disassembler.require_nvdisasm(),
        lineinfo=True,
        jobs=1,
        traces=traces,
        trace_policy=policy,
    )
    outcome = orchestrate.capture_all(selections, opts)[0]  # stops on SIGINT/SIGTERM like `capture`
    if not outcome.ok:
        click.echo(f"irscope: capture failed: {capture_summary(outcome.bundle)}", err=True)
        sys.exit(1)
    return outcome.bundle_path
