"""`irscope list`: the kernel cases the kernel modules declare; with `--store S`, what S holds."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import click

from irscope.cli.completion import complete_kernel
from irscope.cli.options import (
    CONTEXT,
    kernels_dir_option,
    kernels_path,
    refuse_empty,
    store_named,
    store_option,
    store_root,
)
from irscope.errors import IrscopeError
from irscope.views.console import color_option, shown_path
from irscope.views.json_text import echo_json

if TYPE_CHECKING:
    from irscope.compile_values import CompileName
    from irscope.store import Listed
    from irscope.store_refs import KernelRef


@click.command("list", context_settings=CONTEXT)
@click.argument("kernels", nargs=-1, shell_complete=complete_kernel)
@kernels_dir_option
@click.option("--json", "as_json", is_flag=True, help="Print the cases as JSON.")
@click.option(
    "--where",
    "where",
    multiple=True,
    metavar="NAME=VALUE",
    help="With --store: only the compiles that used this compile-time value, e.g. head_dim=128 (repeatable: all must hold).",
)
@click.option(
    "--test",
    "test",
    metavar="TEXT",
    # empty (`--test "$TEST"`, TEST unset) it would match everything, where one test was meant
    callback=refuse_empty("give part of a test's node id or a program line (is a shell variable unset?)"),
    help="With --store: only the compiles first made by a test (pytest node id) or program line containing TEXT.",
)
@color_option
@store_option
@click.pass_context
def list_cases(
    ctx: click.Context,
    kernels: tuple[str, ...],
    kernels_dir: str | None,
    as_json: bool,
    where: tuple[str, ...],
    test: str | None,
    color: str,
) -> None:
    """List the kernel cases the kernel modules declare; with --store S (given on the command
    line) and no --kernels, list what store S holds instead: kernel, case, arch, stamp, ok/failed,
    and for a traced compile its name: the compile-time values that set it apart from the other
    compiles of its kernel (attributes of self, Constexpr arguments, closure values) and the
    pytest test or program line that first made it; the command each was traced in, once.

    KERNELS narrow a store's listing: KERNEL[:CASE][@ARCH] as references are typed, each part a
    name, a dotted name's last part, a prefix or a part of one (`list --store S
    FlashAttentionForward`, `list --store S :c9c47573`, `list --store S @sm_90a`); so do --where
    (`--where head_dim=128`) and --test (`--test test_fwd[128`).
    """
    from irscope import registry, store

    if store_named(ctx) and kernels_dir is None:
        _list_store(store_root(ctx), as_json, color, _Filter.of(kernels, where, test))
        return
    if kernels or where or test:
        raise click.UsageError("KERNELS, --where and --test narrow a store's listing: give --store S too")
    directory = kernels_path(kernels_dir)
    modules = registry.kernel_modules(directory)
    if not modules:
        raise IrscopeError(f"{directory}: no kernel modules (*.py) found")
    infos = registry.discover(modules, store_root(ctx) / store.DISCOVERY_CACHE)
    if as_json:
        echo_json([i.__dict__ for i in infos])
        return
    from irscope.views.case_table import print_case_table
    from irscope.views.console import make_console

    print_case_table(infos, directory, make_console(color))


@dataclass(frozen=True)
class _Filter:
    """What `list --store` is narrowed to: references, compile-time values, a test."""

    refs: tuple[KernelRef, ...]
    where: tuple[tuple[str, str], ...]
    test: str | None

    @classmethod
    def of(cls, kernels: tuple[str, ...], where: tuple[str, ...], test: str | None) -> _Filter:
        from irscope.compile_values import parse_where

        try:
            wanted = tuple(parse_where(w) for w in where)
        except ValueError as exc:
            raise click.BadParameter(str(exc), param_hint="'--where'") from None
        refs = tuple(_ref(k) for k in kernels)
        for text, ref in zip(kernels, refs, strict=True):
            if ref is None:
                raise click.BadParameter(f"{text!r}: not a reference KERNEL[:CASE][@ARCH]", param_hint="'KERNELS'")
        return cls(tuple(r for r in refs if r is not None), wanted, test)

    def __bool__(self) -> bool:
        return bool(self.refs or self.where or self.test is not None)

    def narrow(self, rows: list[Listed]) -> list[Listed]:
        """The rows every part holds for: a reference as people type it (store_refs, name_match:
        a name, a dotted name's last part, a prefix or a part; a part that fits several names
        keeps them all), every --where value, the --test text."""
        from irscope.compile_values import matches

        if self.refs:
            fits = {t for ref in self.refs for t in _referred(ref, rows)}
            rows = [r for r in rows if (r.kernel, r.case, r.arch) in fits]
        return [
            r for r in rows if matches(r.values.words, self.where) and (self.test is None or self.test in r.trigger)
        ]

    def words(self) -> str:
        """The filter as the title says it: each part once, at most WORDS_SHOWN of them and how
        many in all (`xargs` handing one reference 30,000 times made a title of 480 KB)."""
        said = [str(ref) for ref in self.refs] + [f"--where {n}={v}" for n, v in self.where]
        said = list(dict.fromkeys(said + ([f"--test {self.test}"] if self.test is not None else [])))
        if len(said) > WORDS_SHOWN:
            said = [*said[:WORDS_SHOWN], f"... ({len(said)} in all)"]
        return " ".join(said)


#: How many parts of a filter a listing's title names.
WORDS_SHOWN = 8


def _ref(text: str) -> KernelRef | None:
    """A reference (store_refs.parse_ref), or an arch alone (`@sm_90a`: a listing narrows to it)."""
    from irscope.store_refs import KernelRef, parse_ref

    if text.startswith("@"):
        ref = parse_ref(f"any{text}")
        return KernelRef("", None, ref.arch) if ref is not None else None
    return parse_ref(text)


def _referred(ref: KernelRef, rows: list[Listed]) -> set[tuple[str, str, str]]:
    """The (kernel, case, arch) of `rows` that `ref` refers to, each part taken by name_match's rule."""
    from irscope.name_match import referred

    triples = {(r.kernel, r.case, r.arch) for r in rows}
    for i, typed in enumerate((ref.kernel or None, ref.case, ref.arch)):
        if typed is not None:
            kept = set(referred(typed, {t[i] for t in triples}))
            triples = {t for t in triples if t[i] in kept}
    return triples


def _list_store(root: Path, as_json: bool, color: str, only: _Filter) -> None:
    if not root.is_dir():
        raise IrscopeError(f"{root}: no such store")
    from irscope import compile_names, store_index

    every = store_index.listing(root)
    names = compile_names.of_rows(every)  # among all the compiles of each kernel, shown or not
    listed = only.narrow(every) if only else every
    if only and every and not listed:
        raise IrscopeError(f"{root}: no capture matches {only.words()} ({_held(every, only)})")
    if as_json:
        echo_json([_json(c, names[c.path]) for c in listed])
        return
    if not listed:
        raise IrscopeError(f"{root}: holds no captures{_within_a_store(root)}")
    from irscope.views.capture_table import print_capture_table
    from irscope.views.console import make_console

    title = f"{len(listed)} of {len(every)} capture(s) in {shown_path(root)}: {only.words()}" if only else None
    print_capture_table(listed, root, make_console(color), names, title=title)


def _within_a_store(root: Path) -> str:
    """Why a folder holds no captures: it is a kernel's, case's or arch's folder, or a capture, of
    a store above it (`--store .irscope/relu`), said with the command that lists them; else how
    to make some."""
    from irscope import store

    folder = Path(os.path.abspath(root))
    for depth, above in enumerate(folder.parents[:4], start=1):
        if store.owns(above):
            kernel, case, arch = ([*folder.parts[-depth:], "", ""])[:3]
            ref = kernel + (f":{case}" if case else "") + (f"@{arch}" if arch else "")
            what = "a capture" if depth == 4 else "the folder"
            return f": it is {what} of {ref} in the store {above} (irscope list --store {above} {ref})"
    return " (make some with `irscope capture` or `irscope trace`)"


def _held(rows: list[Listed], only: _Filter) -> str:
    """What the store holds of what a filter asked for: each --where name's values, else the kernels."""
    from irscope.compile_values import split_word

    held = []
    for name, _ in only.where:
        split = (split_word(w) for r in rows for w in r.values.words)
        found = {t for n, t in split if n == name or n.endswith(f".{name}")}
        texts = sorted(found, key=lambda t: (not t.lstrip("-").isdigit(), int(t) if t.lstrip("-").isdigit() else 0, t))
        held.append(f"{name} is {' or '.join(texts)}" if texts else f"no compile records {name}")
    if not held:
        kernels = sorted({r.kernel for r in rows})
        held.append(f"it holds {', '.join(kernels[:8])}{', ...' if len(kernels) > 8 else ''}")
    return "; ".join(held)


def _json(c: Listed, name: CompileName) -> dict[str, object]:
    from irscope.compile_values import split_word

    row: dict[str, object] = {k: v for k, v in c.__dict__.items() if k not in ("values", "trigger")}
    values = dict(map(split_word, c.values.words))
    row.update(path=str(c.path), values=values, name=name.values_text(), trigger=c.trigger)
    return row
