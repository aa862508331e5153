"""`KERNEL[:CASE][@ARCH]` references: taking one apart (the one place a reference, a label or a
kernel module's target is split), and what one refers to among the names a store holds, as
people type them. The store (irscope.store) walks its directories and hands the names here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from irscope.errors import AmbiguousReference
from irscope.name_match import referred

#: A part of KERNEL[:CASE][@ARCH] as typed: a whole name, or a prefix or part of one.
_PART = re.compile(r"[\w.-]*")


@dataclass(frozen=True)
class KernelRef:
    kernel: str  # "" where left out before a case (`:c9c47573`)
    case: str | None
    arch: str | None

    def __str__(self) -> str:
        return self.kernel + (f":{self.case}" if self.case else "") + (f"@{self.arch}" if self.arch else "")


def split_ref(text: str) -> KernelRef:
    """`KERNEL[:CASE][@ARCH]` taken apart: the arch after the last `@`, the case after the first
    `:` before it. A reference, a label (`KernelRef.__str__`, `Bundle.label`) and a kernel
    module's target (`kernels/add.py:v1`) are all split here; no part is checked (parse_ref)."""
    head, at, arch = text.rpartition("@")
    kernel, colon, case = (head if at else text).partition(":")
    return KernelRef(kernel, case if colon else None, arch if at else None)


def parse_ref(text: str) -> KernelRef | None:
    """A reference to captures in a store, or None for text that is none: split_ref's parts, each
    made of word characters, `.` and `-`; the kernel may be left out before a case (a traced
    case's digest, `:c9c47573`)."""
    ref = split_ref(text)
    parts = [ref.kernel, *(p for p in (ref.case, ref.arch) if p is not None)]
    if not all(_PART.fullmatch(p) for p in parts) or "" in (ref.case, ref.arch) or not (ref.kernel or ref.case):
        return None
    return ref


_Row = TypeVar("_Row", tuple[str, str], tuple[str, str, str])


def referred_captures(ref: KernelRef, names: Callable[[tuple[str, ...]], list[str]]) -> list[tuple[str, str, str]]:
    """The (kernel, case, arch) triples `ref` refers to, sorted. `names(parts)` lists the names
    under a store's level: `()` its kernels, `(kernel,)` that kernel's cases, `(kernel, case)`
    their archs. Each typed part is taken as name_match.referred takes a name (the name itself,
    else a dotted name's last component, a prefix, a part), jointly over what the parts before
    it left: a part typed in full never means more, and a kernel named without a case means all
    its cases. A part typed as less than a name that fits several: AmbiguousReference, listing
    the captures it fits, one per line. Only the kernels a reference fits are read further."""
    kernels = _referred_kernels(ref.kernel, names(()))
    pairs = _narrowed(ref.case, [(k, c) for k in kernels for c in names((k,))], 1)
    triples = _narrowed(ref.arch, sorted((k, c, a) for k, c in pairs for a in names((k, c))), 2)
    _check_unambiguous(ref, triples)
    return triples


def _referred_kernels(kernel: str, kernels: list[str]) -> list[str]:
    """The kernels a reference's kernel part refers to: the one named in full, else those it fits
    (all of them, left out)."""
    if kernel in kernels:
        return [kernel]
    return referred(kernel, kernels) if kernel else kernels


def _narrowed(typed: str | None, rows: list[_Row], part: int) -> list[_Row]:
    """The rows whose `part` (a case, an arch) `typed` refers to, jointly over the rows; all of
    them where nothing was typed."""
    if typed is None:
        return rows
    wanted = set(referred(typed, {row[part] for row in rows}))
    return [row for row in rows if row[part] in wanted]


def _check_unambiguous(ref: KernelRef, triples: list[tuple[str, str, str]]) -> None:
    """AmbiguousReference where a part typed as less than a name fits several names."""
    typed = (ref.kernel, ref.case, ref.arch)
    fits = [{t[i] for t in triples} for i in range(3)]
    if any(typed[i] is not None and typed[i] not in fits[i] and len(fits[i]) > 1 for i in range(3)):
        labels = [f"{k}:{c}@{a}" for k, c, a in triples]
        raise AmbiguousReference(
            f"{ref}: fits {len(labels)} captures; type more of the name, or one of:", listed=labels
        )


def several(target: str, labels: list[str]) -> str:
    """The error of a reference that names several captures where one is needed: every one of
    them, one per line (every command words it so)."""
    return str(ambiguous(target, labels))


def ambiguous(target: str, labels: list[str]) -> AmbiguousReference:
    """The error itself: its line, and the captures listed under it."""
    return AmbiguousReference(f"{target}: matches {len(labels)} captures; name one as KERNEL:CASE@ARCH:", listed=labels)
