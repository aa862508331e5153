"""What every `irscope` command shares: click settings, the options several commands take, the
project's [tool.irscope] (`project_config`), and the store they read (`--store` before or after
the command name, one store per command line, $IRSCOPE_STORE, [tool.irscope] store, .irscope/)."""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from irscope.project_config import MAX_JOBS, ProjectConfig

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}

F = TypeVar("F", bound=Callable[..., Any])

_STORE_HELP = "Where bundles are kept and looked up. [default: .irscope, or $IRSCOPE_STORE]"


def _remember_store(ctx: click.Context, _param: click.Parameter, values: tuple[str, ...]) -> None:
    # Kept on the root context, so `irscope --store S cmd` and `irscope cmd --store S` are one thing.
    # A command reads one store: two different ones on the command line (`diff --store A --store B`,
    # or one before the command name and another after it) are refused, not the last taken silently;
    # $IRSCOPE_STORE gives way to either.
    if any(not v.strip() for v in values):
        raise click.BadParameter("is empty: name a directory (or leave --store out for .irscope/)")
    if not values:
        return
    root = ctx.find_root()
    root.ensure_object(dict)
    if ctx.get_parameter_source(_param.name or "") is not click.core.ParameterSource.COMMANDLINE:
        root.obj.setdefault("store", values[-1])
        return
    named = list(dict.fromkeys([*root.obj.get("stores_named", []), *values]))
    if len(named) > 1:
        raise click.UsageError(
            f"--store given {len(named)} times ({', '.join(named)}): a command reads one store; name a "
            "capture in another store as STORE::KERNEL[:CASE][@ARCH] (irscope diff A::KERNEL B::KERNEL)"
        )
    root.obj.update(store=named[0], stores_named=named)


class PathValue(click.Path):
    """The type of every option and argument of the CLI that names a file or directory: an empty
    or blank value (`--out "$OUT"` with OUT unset) is refused, never taken as the current
    directory or as the option left out (`merge -o ""` wrote a store into the working directory;
    `check --snapshots ""` took it for the snapshot tree; `--junit-xml ""` wrote nothing, silently)."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str) and not value.strip():
            self.fail("empty: name a file or directory (is a shell variable unset?)", param, ctx)
        return super().convert(value, param, ctx)


class _StorePath(click.Path):
    """A directory path; from the environment, the whole value (never split into several)."""

    def split_envvar_value(self, rv: str) -> tuple[str, ...]:
        return (rv,)


def _store(envvar: str | None) -> Callable[[F], F]:
    return click.option(
        "--store",
        type=_StorePath(file_okay=False),
        multiple=True,  # so that a repeated --store is seen, and refused, rather than the last one taken
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
    return bool((ctx.find_root().obj or {}).get("stores_named"))


def kernels_dir_option(command: F) -> F:
    return click.option(
        "--kernels",
        "kernels_dir",
        type=PathValue(file_okay=False),
        help="Kernel module directory. [default: kernels/]",
    )(command)


def jobs_option(help_text: str) -> Callable[[F], F]:
    return click.option("--jobs", "-j", type=click.IntRange(min=0, max=MAX_JOBS), default=0, help=help_text)


class FiniteRange(click.FloatRange):
    """A number of seconds or the like: finite and within its bounds. click's FloatRange takes
    `nan` (which no comparison with a bound fails) and, without a maximum, `inf`: a `--timeout
    nan` (or `timeout = nan` in [tool.irscope.capture]) meant no limit at all."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        number = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value!r} is not a finite number.", param, ctx)
        return number


def project_config(ctx: click.Context | None = None) -> ProjectConfig:
    """The [tool.irscope] the `irscope` group read for this invocation (none outside one)."""
    ctx = ctx or click.get_current_context(silent=True)
    found = (ctx.find_root().obj or {}).get("config") if ctx is not None else None
    return found if isinstance(found, ProjectConfig) else ProjectConfig()


def _parse_shard(ctx: click.Context, param: click.Parameter, value: str | None):  # -> Shard | None
    if value is None:
        return None  # (irscope.shard, with hashlib, is imported only for a --shard given)
    from irscope.errors import IrscopeError
    from irscope.shard import parse_shard

    try:
        return parse_shard(value)
    except IrscopeError as exc:
        raise click.BadParameter(str(exc), ctx, param) from None


def refuse_empty(what: str) -> Callable[[click.Context, click.Parameter, str | None], str | None]:
    """The callback of an option whose empty or blank value (`--pass ""`, a shell variable left
    unset) is an error, not the same as the option left out: `empty: WHAT`."""

    def given(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
        if value is not None and not value.strip():
            raise click.BadParameter(f"empty: {what}", ctx, param)
        return value

    return given


#: A --pass value.
pass_ref_given = refuse_empty("give NAME, NAME#k or a landmark")


def arch_given(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    """An --arch value (or each of a repeated one) checked when it is read, from the command
    line or [tool.irscope.COMMAND] alike: `irscope: error: bad arch ...`, `unknown arch ...`;
    an empty one (a shell variable left unset) is a bad arch, not the option left out."""
    from irscope.archs import check_arch

    for arch in value if isinstance(value, (tuple, list)) else () if value is None else (value,):
        check_arch(arch)
    return value


def shard_option(what: str) -> Callable[[F], F]:
    return click.option(
        "--shard",
        metavar="I/N",
        callback=_parse_shard,
        help=f"Only shard I of N: the (case, arch) pairs whose label hashes to I (stable as cases come "
        f"and go). {what} `irscope merge` joins the shards' stores and reports.",
    )


def store_root(ctx: click.Context) -> Path:
    """The store this invocation reads and writes: --store, $IRSCOPE_STORE, [tool.irscope] store, .irscope."""
    from irscope import store

    root = (ctx.find_root().obj or {}).get("store")
    if root:
        return Path(root)
    configured = project_config(ctx).store
    return configured if configured is not None and "IRSCOPE_STORE" not in os.environ else store.default_root()


def kernels_path(value: str | None) -> Path:
    """The --kernels directory, else $IRSCOPE_KERNELS, [tool.irscope] kernels, kernels/."""
    from irscope import registry

    if value:
        return Path(value)
    configured = project_config().kernels
    return configured if configured is not None and "IRSCOPE_KERNELS" not in os.environ else registry.kernels_dir()


def load_bundle(ctx: click.Context, target: str):  # -> bundle.Bundle (bundle/directory.py loads lazily)
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
