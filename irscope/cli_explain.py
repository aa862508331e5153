"""`irscope explain TARGET [--line N]`: per Python line of a kernel, the memory instructions it
became (registered in cli.py).

It needs a line-info capture. TARGET is a bundle directory (which must be one) or
KERNEL:CASE@ARCH: the newest line-info capture of that case in the store whose kernel source is
unchanged since, or, when there is none, a fresh one (`irscope capture --lineinfo`, about two
seconds; `--no-capture` refuses instead).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import click

from irscope.errors import BundleNotFound, IrscopeError

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


@click.command("explain", context_settings=CONTEXT)
@click.argument("target")
@click.option("--line", "line", type=click.IntRange(min=1), help="One line of the kernel module, in detail.")
@click.option("--all", "everything", is_flag=True, help="Also list the lines without memory instructions.")
@click.option("--json", "as_json", is_flag=True, help="Print the explanation as JSON.")
@click.option("--no-capture", is_flag=True, help="Never capture: fail when the store has no line-info capture.")
@click.pass_context
def explain_cmd(
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
    from irscope.analysis.sourcemap import SourceMap
    from irscope.cli import _store_root
    from irscope.views import explain_text

    root = _store_root(ctx)
    path = _line_info_bundle(target, root, capture=not no_capture)
    b = bundle.load(path)
    doc = b.sourcemap_document()
    if doc is None:
        raise IrscopeError(
            f"{b.path}: {b.label} was captured without line info; "
            f"run `irscope capture --lineinfo {b.kernel}:{b.case} --arch {b.arch}` or `irscope explain {b.label}`"
        )
    expl = explain(b, SourceMap.from_document(doc), line=line)
    if as_json:
        click.echo(json.dumps(explain_text.to_json(expl), indent=1))
        return
    sass = (b.sass() or "").splitlines() if line is not None else None
    click.echo(explain_text.render(expl, detail=line is not None, sass=sass, everything=everything), nl=False)


def _line_info_bundle(target: str, root: Path, *, capture: bool) -> Path:
    from irscope import store

    if Path(target).is_dir() or Path(target).name == "manifest.json":
        return store.resolve_one(target, root)
    ref = store.parse_ref(target)
    if ref is None:
        raise BundleNotFound(f"{target}: neither a bundle directory nor a kernel reference KERNEL:CASE@ARCH")
    found = [p for p in (_newest_line_info(d) for d in _arch_dirs(root, ref)) if p is not None]
    if len(found) == 1:
        return found[0]
    if len(found) > 1:
        labels = ", ".join(f"{p.parent.parent.parent.name}:{p.parent.parent.name}@{p.parent.name}" for p in found[:6])
        raise BundleNotFound(f"{target}: matches {len(found)} captures ({labels}); name one as KERNEL:CASE@ARCH")
    if not capture:
        raise BundleNotFound(
            f"{ref}: no line-info capture of unchanged source in {root} (run `irscope capture --lineinfo`)"
        )
    return _capture(ref, root)


def _arch_dirs(root: Path, ref) -> list[Path]:  # noqa: ANN001 - store.KernelRef
    kernel_dir = root / ref.kernel
    if not kernel_dir.is_dir():
        return []
    return sorted(
        arch
        for case in kernel_dir.iterdir()
        if case.is_dir() and (ref.case is None or case.name == ref.case)
        for arch in case.iterdir()
        if arch.is_dir() and (ref.arch is None or arch.name == ref.arch)
    )


def _newest_line_info(arch_dir: Path) -> Path | None:
    """The newest line-info bundle of one (case, arch) whose kernel source has not changed since.

    Each bundle is loaded (validated) before any of its fields is used; a corrupt one is an
    error naming it, not a bundle to skip silently."""
    from irscope import bundle

    for d in sorted((d for d in arch_dir.iterdir() if d.is_dir() and not d.name.startswith(".")), reverse=True):
        if not (d / bundle.MANIFEST).exists():
            continue  # not a bundle (a capture renames whole bundles into place)
        b = bundle.load(d)
        if not b.ok or b.manifest["artifacts"].get("sourcemap") is None:
            continue
        if _kernel_source_changed(b):
            return None  # the kernel changed since: an older capture is staler still
        return d
    return None


def _kernel_source_changed(b) -> bool:  # noqa: ANN001 - bundle.Bundle
    """Whether the kernel module the bundle was captured from now reads differently. Only a
    regular `.py` file is read (never a FIFO, a device or /proc), without blocking."""
    from irscope.bundle_files import read_regular_file

    source = Path(b.manifest["kernel"]["source"])
    if source.suffix != ".py":
        return False
    data = read_regular_file(source)
    return data is not None and hashlib.sha256(data).hexdigest() != b.manifest["kernel"]["source_sha256"]


def _capture(ref, root: Path) -> Path:  # noqa: ANN001 - store.KernelRef
    from irscope import registry, sass
    from irscope.capture import orchestrate

    if registry.dsl_version() is None:
        raise IrscopeError("no line-info capture in the store, and nvidia-cutlass-dsl is not installed to make one")
    from irscope.capture.trace_recapture import traced_plan

    traced = traced_plan(ref, root)  # a traced kernel: rebuilt from its trace, it has no CASES
    if traced is not None:
        selections, traces = traced.selections, traced.traces
    else:
        target = ref.kernel + (f":{ref.case}" if ref.case else "")
        selections = registry.select([target], registry.kernels_dir(), root / "cache", [ref.arch] if ref.arch else None)
        selections, _ = registry.split_by_dsl(selections)
        traces = {}
    if len(selections) != 1:
        labels = ", ".join(s.label for s in selections[:6]) or "none for this DSL"
        raise BundleNotFound(f"{ref}: explain needs one case and arch, this names {len(selections)} ({labels})")
    click.echo(f"irscope: capturing {selections[0].label} with line info …", err=True)
    opts = orchestrate.CaptureOptions(
        store_root=root, nvdisasm=sass.require_nvdisasm(), lineinfo=True, jobs=1, traces=traces
    )
    outcome = orchestrate.capture_all(selections, opts)[0]  # stops on SIGINT/SIGTERM like `capture`
    if not outcome.ok:
        click.echo(f"irscope: capture failed: {outcome.summary}", err=True)
        sys.exit(1)
    return outcome.bundle_path
