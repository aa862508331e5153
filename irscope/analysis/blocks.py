"""The alignment's unit, apart from the aligner (align.py): a document the TUI receives built
(its first view, from another process) holds blocks, and reading it needs this class only, not
the aligner's names, regexes and compiled core."""

from __future__ import annotations

from typing import NamedTuple


class Block(NamedTuple):
    """A run of aligned lines: equal (pairwise), replace (left lines became right lines), delete, insert.

    A named tuple, not a frozen dataclass: a heavily changed 23,000-line pass has ~11,000 blocks,
    and a frozen dataclass costs ~1 us each to make (a third of that as a tuple)."""

    tag: str  # "equal" | "replace" | "delete" | "insert"
    left_lo: int
    left_hi: int
    right_lo: int
    right_hi: int
