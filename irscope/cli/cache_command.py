"""`irscope cache`: what the capture cache holds, and clearing it (with the kept source maps)."""

from __future__ import annotations

from pathlib import Path

import click

from irscope.cli.completion import complete_reference
from irscope.cli.options import CONTEXT, store_option, store_root
from irscope.errors import IrscopeError
from irscope.views.console import color_option, shown_path
from irscope.views.json_text import echo_json


@click.command("cache", context_settings=CONTEXT)
@click.argument("refs", nargs=-1, shell_complete=complete_reference)
@click.option(
    "--clear",
    is_flag=True,
    help="Remove the listed entries (all, or those REFS match) from the cache; without REFS, also "
    "the source maps kept in the store's .cache/sourcemaps/ (built again when next read).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the entries as JSON, with every input of their keys.")
@color_option
@store_option
@click.pass_context
def cache(ctx: click.Context, refs: tuple[str, ...], clear: bool, as_json: bool, color: str) -> None:
    """List the captures in the store's capture cache (REFS: KERNEL[:CASE][@ARCH] to narrow it).

    `capture`, `check` and the pytest plugin reuse a cached capture instead of compiling when
    nothing that decides it changed: the kernel module and the local modules it imported, the
    case, arch and capture options, the DSL, nvdisasm and irscope versions, and the environment
    variables a compile reads. A row is stale when one of its files changed since (the next
    capture compiles again). --clear without REFS also removes the source maps that explain,
    export and the TUI built and kept in the store. Bundles already in the store are never
    touched by --clear.

    \b
    irscope cache                       every cached capture, its size and state
    irscope cache copy_tma --json       the inputs each key was computed from
    irscope cache --clear               empty the cache and the kept source maps
    """
    from irscope.capture.cache.entries import CaptureCache

    root = store_root(ctx)
    capture_cache = CaptureCache(root)
    wanted = [_ref(r) for r in refs]
    every = capture_cache.entries()
    entries = [e for e in every if not wanted or any(_matches(ref, e.label) for ref in wanted)]
    for text, ref in zip(refs, wanted, strict=True):  # a misspelt name: what the cache holds
        if not any(_matches(ref, e.label) for e in every):
            held = sorted({e.label for e in every})
            holds = f"it holds {', '.join(held[:8])}{', ...' if len(held) > 8 else ''}" if held else "it is empty"
            click.echo(f"irscope: note: {text}: no cached capture matches in {capture_cache.root} ({holds})", err=True)
    if clear:
        maps = None if wanted else _clear_sourcemaps(root)  # first: a refused one leaves the cache as it was
        for entry in entries:
            capture_cache.remove(entry)
        removed = f"removed {len(entries)} cached capture(s)"
        click.echo(f"{removed} from {shown_path(capture_cache.root)}" if maps is None else f"{removed} and {maps}")
        return
    if as_json:
        listed = [{**e.to_json(), "stale_files": e.stale_files(), "intact": e.bundle_intact()} for e in entries]
        echo_json(listed)
        return
    from irscope.views.cache_table import CacheRow, print_cache_table
    from irscope.views.console import make_console

    rows = [
        CacheRow(e.label, e.created, e.size_bytes(), len(e.files), tuple(e.stale_files()), e.key, e.bundle_intact())
        for e in entries
    ]
    print_cache_table(rows, str(capture_cache.root), make_console(color))


def _clear_sourcemaps(root: Path) -> str:
    """Remove the source maps kept in the store; what was removed, and from where."""
    from irscope import store
    from irscope.analysis import sourcemap_cache

    return f"{sourcemap_cache.clear(root)} kept source map(s) from {root / store.CACHES}"


def _ref(text: str):  # -> store.KernelRef
    from irscope import store

    ref = store.parse_ref(text)
    if ref is None:
        raise IrscopeError(f"{text}: not a kernel reference KERNEL[:CASE][@ARCH]")
    return ref


def _matches(ref, label: str) -> bool:  # noqa: ANN001 - store.KernelRef
    from irscope.store_refs import split_ref

    held = split_ref(label)
    return ref.kernel == held.kernel and ref.case in (None, held.case) and ref.arch in (None, held.arch)
