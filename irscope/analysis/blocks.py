"""The alignment's unit, apart from the aligner (align.py): a document the TUI receives built
(its first view, from another process) holds blocks, and reading it needs this class only, not
the aligner's names, regexes and compiled core."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Block:
    """A run of aligned lines: equal (pairwise), replace (left lines became right lines), delete, insert."""

    tag: str  # "equal" | "replace" | "delete" | "insert"
    left_lo: int
    left_hi: int
    right_lo: int
    right_hi: int
