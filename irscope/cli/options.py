"""What every `irscope` command shares: click settings, the options several commands take, and
the store they read (`--store` before or after the command name, $IRSCOPE_STORE, .irscope/)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}

F = TypeVar("F", bound=Callable[..., Any])

_STORE_HELP = "Where bundles are kept and looked up. [default: .irscope, or $IRSCOPE_STORE]"


def _remember_store(ctx: click.Context, _param: click.Parameter, value: str | None) -> str | None:
    # Kept on the root context, so `irscope --store S cmd` and `irscope cmd --store S` are one thing;
    # given after the command name, it wins over one given before it.
    if value is not None and not value.strip():
        raise click.BadParameter("is empty: name a directory (or leave --store out for .irscope/)")
    if value is not None:
        root = ctx.find_root()
        root.ensure_object(dict)
        root.obj["store"] = value
        if ctx.get_parameter_source(_param.name or "") is click.core.ParameterSource.COMMANDLINE:
            root.obj["store_named"] = True
    return value


def _store(envvar: str | None) -> Callable[[F], F]:
    return click.option(
        "--store",
        type=click.Path(file_okay=False),
        envvar=envvar,
        expose_value=False,
        callback=_remember_store,
        help=_STORE_HELP,
    )


# `--store` on the `irscope` group itself: the only place that reads $IRSCOPE_STORE.
global_store_option = _store("IRSCOPE_STORE")
# `--store` accepted after a command's name too (`irscope capture copy_tma --store /tmp/s`); no
# envvar here, or $IRSCOPE_STORE would override a --store given before the command name.
store_option = _store(None)


def store_named(ctx: click.Context) -> bool:
    """Was --store given on the command line (not only through $IRSCOPE_STORE)?"""
    return bool((ctx.find_root().obj or {}).get("store_named"))


def kernels_dir_option(command: F) -> F:
    return click.option(
        "--kernels",
        "kernels_dir",
        type=click.Path(file_okay=False),
        help="Kernel module directory. [default: kernels/]",
    )(command)


def jobs_option(help_text: str) -> Callable[[F], F]:
    return click.option("--jobs", "-j", type=click.IntRange(min=0), default=0, help=help_text)


def store_root(ctx: click.Context) -> Path:
    """The store this invocation reads and writes."""
    from irscope import store

    root = (ctx.find_root().obj or {}).get("store")
    return Path(root) if root else store.default_root()


def kernels_path(value: str | None) -> Path:
    """The --kernels directory, or kernels/ (registry's default)."""
    from irscope import registry

    return Path(value) if value else registry.kernels_dir()


def load_bundle(ctx: click.Context, target: str):  # -> bundle.Bundle (bundle.py loads lazily)
    from irscope import bundle, store

    path = store.resolve_one(target, store_root(ctx), skip_failed=True)
    echo_passed_over(target, [path])
    return bundle.load(path)


def resolve_targets(ctx: click.Context, target: str) -> list[Path]:
    """store.resolve, saying (on stderr) where a newer failed capture was passed over."""
    from irscope import store

    found = store.resolve(target, store_root(ctx), skip_failed=True)
    echo_passed_over(target, found)
    return found


def echo_passed_over(target: str | None, found: list[Path]) -> None:
    """One `irscope: note:` line per (case, arch) where resolving `target` (None: the whole
    store) passed over newer captures that failed."""
    from irscope import store

    if target is not None and store.is_bundle_path(target):
        return
    for line in store.passed_over_notes(found):
        click.echo(f"irscope: note: {line}", err=True)
