"""`irscope explain TARGET [--line N]`: per Python line of a kernel, the memory instructions it
became

It needs a line-info capture. TARGET is a bundle directory (which must be one) or
KERNEL:CASE@ARCH: the newest line-info capture of that case in the store whose kernel source is
unchanged since, or, when there is none, a fresh one (`irscope capture --lineinfo`, about two
seconds; `--no-capture` refuses instead).
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import click

from irscope.cli.completion import complete_reference
from irscope.cli.options import CONTEXT, kernels_path, store_option, store_root
from irscope.errors import BundleNotFound, CaptureFailed, IrscopeError
from irscope.views.json_text import echo_json
from irscope.views.table import echo_fitted


@click.command("explain", context_settings=CONTEXT)
@click.argument("target", shell_complete=complete_reference)
@click.option("--line", "line", type=click.IntRange(min=1), help="One line of the kernel module, in detail.")
@click.option("--all", "everything", is_flag=True, help="Also list the lines without memory instructions.")
@click.option("--json", "as_json", is_flag=True, help="Print the explanation as JSON.")
@click.option("--no-capture", is_flag=True, help="Never capture: fail when the store has no line-info capture.")
@click.option(
    "--allow-import",
    "allow_imports",
    multiple=True,
    metavar="MODULE",
    help="For a traced kernel rebuilt to capture it with line info: also import MODULE (and its "
    "submodules) by name, as `capture --from-trace --allow-import` does (repeatable).",
)
@store_option
@click.pass_context
def explain(
    ctx: click.Context,
    target: str,
    line: int | None,
    everything: bool,
    as_json: bool,
    no_capture: bool,
    allow_imports: tuple[str, ...],
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
    path = _line_info_bundle(target, root, capture=not no_capture, allow_imports=allow_imports)
    b = bundle.load(path)
    b.require_ok()
    sm = source_map(b)
    if sm is None:  # a bundle directory of a plain capture: explain of its case captures one
        raise IrscopeError(
            f"{b.path}: {b.label} was captured without line info; `irscope explain {shlex.quote(b.label)}"
            f"{_store_args(b.path.parents[3])}` makes a line-info capture of it and explains that"
        )
    expl = explain(b, sm, line=line)
    if as_json:
        echo_json(explain_text.to_json(expl))
        return
    sass = (b.sass() or "").splitlines() if line is not None else None
    echo_fitted(explain_text.render(expl, detail=line is not None, sass=sass, everything=everything))


def _line_info_bundle(target: str, root: Path, *, capture: bool, allow_imports: tuple[str, ...] = ()) -> Path:
    from irscope import store

    if Path(target).is_dir() or Path(target).name == "manifest.json":
        return store.resolve_one(target, root)
    target, root = store.split_store(target, root)
    ref = store.parse_ref(target)
    if ref is None:
        raise BundleNotFound(f"{target}: neither a bundle directory nor a kernel reference KERNEL:CASE@ARCH")
    found = _newest_line_info(root, ref)
    if len(found) == 1:
        return found[0]
    if len(found) > 1:
        labels = [store.label_of(p) for p in found]
        raise store.ambiguous(target, labels)
    if not capture:
        from irscope import bundle

        for failed in (b for b in map(bundle.load, store.latest_bundles(root, ref)) if not b.ok):
            raise CaptureFailed(f"{bundle.failure_line(failed)}; no line-info capture of {ref} to explain")
        raise BundleNotFound(
            f"{ref}: no line-info capture of unchanged source in {root}; `irscope explain {ref}{_store_args(root)}` "
            "makes one"
        )
    return _capture(ref, root, allow_imports)


def _store_args(root: Path) -> str:
    """` --store ROOT` for advice to run as printed, unless ROOT is where irscope looks anyway."""
    from irscope import store

    try:
        default = store.default_root()
    except IrscopeError:
        default = None
    same = default is not None and default.resolve() == root.resolve()
    return "" if same else f" --store {shlex.quote(str(root))}"


def _newest_line_info(root: Path, ref) -> list[Path]:  # noqa: ANN001 - store.KernelRef
    """Per (case, arch): the newest line-info capture of unchanged source, the user's own (the
    store) before the ones explain made (its own store, store.EXPLAIN_CAPTURES)."""
    from irscope import store

    mine = root / store.EXPLAIN_CAPTURES
    found: dict[tuple[str, str, str], Path] = {}
    for where in (mine, root) if mine.is_dir() else (root,):
        for arch_dir in store.referred_arch_dirs(where, ref):  # each part as typed, as every command
            newest = store.newest_line_info(arch_dir)
            if newest is not None:  # the store's own, looked at last, wins
                found[(arch_dir.parent.parent.name, arch_dir.parent.name, arch_dir.name)] = newest
    return [found[k] for k in sorted(found)]


def _capture(ref, root: Path, allow_imports: tuple[str, ...]) -> Path:  # noqa: ANN001 - store.KernelRef
    from irscope import disassembler, installed, registry, store
    from irscope.capture import orchestrate
    from irscope.capture.settings import CaptureSettings

    if installed.dsl_version() is None:
        raise IrscopeError("no line-info capture in the store, and nvidia-cutlass-dsl is not installed to make one")
    from irscope.capture.rebuild.imports import ImportPolicy
    from irscope.capture.trace.recapture import traced_plan

    policy = ImportPolicy.here(allow_imports, data=(root,))
    traced = traced_plan(ref, root, policy)  # a traced kernel: rebuilt from its trace, it has no CASES
    if traced is not None and traced.refused:
        allow = sorted({m for line in traced.refused for m in re.findall(r"--allow-import (\S+)", line)})
        again = " ".join(["irscope", "explain", shlex.quote(str(ref)), *(f"--allow-import {m}" for m in allow)])
        again += _store_args(root)
        raise IrscopeError(
            f"{ref}: no line-info capture, and its trace cannot be rebuilt to make one: "
            + "; ".join(traced.refused)
            + (f" (`{again}` allows {', '.join(allow)})" if allow else "")
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
    settings = CaptureSettings(
        store_root=root / store.EXPLAIN_CAPTURES,
        nvdisasm=disassembler.require_nvdisasm(),
        lineinfo=True,
        jobs=1,
        traces=CaptureSettings.traces_of(traces),
        trace_policy=policy,
    )
    outcome = orchestrate.capture_all(selections, settings)[0]  # stops on SIGINT/SIGTERM like `capture`
    if not outcome.ok:
        from irscope import bundle

        raise CaptureFailed(bundle.failure_line(outcome.bundle))
    return outcome.bundle_path
