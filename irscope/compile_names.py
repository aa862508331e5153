"""The name of each traced compile beside its label, as every view shows it: the compile-time
values that set it apart from the other compiles of its kernel in its store, and the test or
program line that first made it (`head_dim=128 is_causal=True  (tests/test_fa.py::test_fwd[128-True])`).

The rule is compile_values.names; the values come from the store's listing (store_index: kept in
`<store>/.cache/listing.json`), so naming the compiles of a store of 1,000 reads no bundle that
the listing has seen. A bundle outside any store is named by its own values alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from irscope import compile_values, store_index
from irscope.compile_values import CompileName
from irscope.errors import IrscopeError
from irscope.store import Listed

if TYPE_CHECKING:
    from irscope.bundle import Bundle


def of_rows(rows: Sequence[Listed]) -> dict[Path, CompileName]:
    """The name of every row of a listing (the kernels' other compiles are the rows given)."""
    named = compile_values.names([(r.kernel, r.values, r.trigger) for r in rows])
    return {row.path: name for row, name in zip(rows, named, strict=True)}


def of_bundles(bundles: Sequence[Bundle]) -> dict[Path, CompileName]:
    """The name of each bundle, among the compiles of its kernel in the store it lies in."""
    out: dict[Path, CompileName] = {}
    for b in bundles:
        try:
            spec = b.trace()
        except IrscopeError:
            spec = None
        if spec is None:  # a kernels/ case: its case name is the whole name
            out[b.path] = CompileName()
            continue
        values = compile_values.Values.of(compile_values.recorded(spec))
        own = Listed(b.kernel, b.case, b.arch, b.path.name, "", "", b.path, values, compile_values.trigger(spec))
        others = [r for r in _kernel_rows(b) if not _same_path(r.path, b.path)]
        out[b.path] = of_rows([own, *others])[b.path]
    return out


def _kernel_rows(b: Bundle) -> list[Listed]:
    """The captures of `b`'s kernel in the store `b` lies in (ROOT/KERNEL/CASE/ARCH/STAMP), or none."""
    path = b.path
    if len(path.parents) < 4 or (path.parent.name, path.parents[1].name, path.parents[2].name) != (
        b.arch,
        b.case,
        b.kernel,
    ):
        return []
    try:
        return store_index.listing(path.parents[3], b.kernel)
    except (OSError, IrscopeError):
        return []


def _same_path(a: Path, b: Path) -> bool:
    try:
        return a == b or a.resolve() == b.resolve()
    except OSError:
        return False


def lines(name: CompileName | None) -> list[str]:
    """What a header says of a compile under its label: its values, and what first made it."""
    out: list[str] = []
    if name is None:
        return out
    if name.values:
        out.append(f"compiled with {name.values_text()}")
    if name.trigger:
        out.append(f"first compiled by {name.trigger}")
    return ["; ".join(out)] if out else []
