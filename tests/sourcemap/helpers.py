"""Shared by the source-map tests: where a statement is in a kernel module, and loading."""

from __future__ import annotations

from pathlib import Path

from irscope import bundle, store
from irscope.analysis.line_info_capture import sourcemap_document
from irscope.analysis.sourcemap import SourceMap
from tests.helpers import KERNELS

COPY_A = "cute.copy(load_atom, thrA, frgA, pred=frgPred)"
COPY_C = "cute.copy(store_atom, frgC, thrC, pred=frgPred)"


def line_of(kernel: str, statement: str, *, after: str) -> int:
    """1-based line of the first `statement` after the line containing `after` in kernels/KERNEL.py
    (looked up, never hard-coded: the tests must follow edits to the kernel)."""
    lines = (KERNELS / f"{kernel}.py").read_text().splitlines()
    start = next(i for i, text in enumerate(lines) if after in text)
    return next(i for i in range(start, len(lines)) if statement in lines[i]) + 1


def load(root: Path, ref: str) -> tuple[bundle.Bundle, SourceMap]:
    b = bundle.load(store.resolve_one(ref, root))
    doc = sourcemap_document(b)
    assert doc is not None, f"{ref} has no source map"
    return b, SourceMap.from_document(doc)
