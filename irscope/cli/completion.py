"""Shell completion of what a command names from the project: KERNEL:CASE@ARCH references (every
case and arch with a capture in the store), KERNEL[:CASE] of the kernel modules and, once a
capture is named, its passes for --pass.

click completes commands, options and choices by itself (`_IRSCOPE_COMPLETE=bash_source irscope`,
README "Shell completion"); these are the values only the store knows. A completion reads
directory names and one manifest, never loads a bundle's texts, and says nothing where the store
cannot be read: a shell's completion must not print errors into the line being typed."""

from __future__ import annotations

import contextlib
from pathlib import Path

import click
from click.shell_completion import CompletionItem

from irscope.errors import IrscopeError

#: At most this many references offered (a store of a traced test suite holds thousands).
LIMIT = 500


def complete_reference(ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    """KERNEL:CASE@ARCH of the captures in the store that begin with what was typed; a bundle
    directory where the typed text is a path."""
    if "/" in incomplete or incomplete.startswith("."):
        return [CompletionItem(incomplete, type="dir")]
    root = _store(ctx)
    if root is None:
        return []
    return [CompletionItem(label) for label in _labels(root, incomplete)[:LIMIT]]


def complete_kernel(ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    """KERNEL and KERNEL:CASE of the kernel modules (`--kernels`, else as the command finds them)
    that begin with what was typed: the cases as the discovery cache holds them, the modules'
    names alone where it holds none (completion never imports a kernel module)."""
    if "/" in incomplete or incomplete.endswith(".py"):
        return [CompletionItem(incomplete, type="file")]
    names: list[str] = []
    with contextlib.suppress(IrscopeError, OSError, click.ClickException):
        names = _kernel_names(ctx)
    return [CompletionItem(n) for n in names if n.startswith(incomplete)][:LIMIT]


def complete_pass(ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    """The landmarks and NAME#k of the passes of the capture the command names before --pass
    (its TARGET, or A), that begin with what was typed."""
    return [CompletionItem(n) for n in _pass_refs(ctx) if n.startswith(incomplete)]


def _store(ctx: click.Context) -> Path | None:
    from irscope.cli.options import store_root

    with contextlib.suppress(IrscopeError, OSError, click.ClickException):
        root = store_root(ctx)
        return root if root.is_dir() else None
    return None


def _kernel_names(ctx: click.Context) -> list[str]:
    from irscope import registry, store
    from irscope.cli.options import kernels_path, store_root

    modules = registry.kernel_modules(kernels_path(ctx.params.get("kernels_dir")))
    cases = registry.cached_cases(modules, store_root(ctx) / store.DISCOVERY_CACHE)
    if cases is None:
        return [m.stem for m in modules]
    kernels = dict.fromkeys(c.kernel for c in cases)
    return [*kernels, *(f"{c.kernel}:{c.case}" for c in cases)]


def _labels(root: Path, typed: str) -> list[str]:
    """The label of every (kernel, case, arch) folder of the store that holds a capture."""
    from irscope import store

    labels = []
    with contextlib.suppress(IrscopeError, OSError):
        for kernel_dir in store.kernel_dirs(root):
            if not kernel_dir.name.startswith(typed.split(":")[0]):
                continue
            for case_dir in sorted(kernel_dir.iterdir()):
                for arch_dir in sorted(case_dir.iterdir()) if case_dir.is_dir() else ():
                    label = f"{kernel_dir.name}:{case_dir.name}@{arch_dir.name}"
                    if label.startswith(typed) and arch_dir.is_dir() and store.captures(arch_dir):
                        labels.append(label)
    return labels


def _pass_refs(ctx: click.Context) -> list[str]:
    """The landmarks this capture has a pass for (convert-to-llvm), then its pass keys
    (cute-expand-ops#1), of the capture the command names; none before it is named."""
    from irscope import bundle, store

    target = _first_target(ctx)
    root = _store(ctx)
    if target is None or root is None:
        return []
    with contextlib.suppress(IrscopeError, OSError):
        b = bundle.load(store.resolve_one(target, root, skip_failed=True))
        return [m.name for m in b.landmarks if m.pass_key] + [p.key for p in b.passes]
    return []


def _first_target(ctx: click.Context) -> str | None:
    """The capture the command names first. While an option's value is being completed, click's
    parse stops at that option and leaves the arguments before it unparsed, in `ctx.args`."""
    for name in ("target", "a", "targets"):
        value = ctx.params.get(name)
        if isinstance(value, (tuple, list)):
            value = value[0] if value else None
        if isinstance(value, str) and value:
            return value
    return next((arg for arg in ctx.args if arg and not arg.startswith("-")), None)
