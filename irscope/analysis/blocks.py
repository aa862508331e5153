"""The alignment's unit, apart from the aligner (align.py): a document the TUI receives built
(its first view, from another process) holds blocks, and reading it needs this class only, not
the aligner's names, regexes and compiled core."""

from __future__ import annotations

from collections.abc import Sequence
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


#: Lines of context around a change: a unified diff shows them, and changes closer than twice
#: this many equal lines are one hunk, in a unified diff and in a side-by-side one alike.
HUNK_CONTEXT = 3


def hunk_groups(blocks: Sequence[Block], context: int = HUNK_CONTEXT) -> list[tuple[int, int]]:
    """The hunks of a diff as (first, last) indexes into `blocks` of their changed blocks: a
    hunk is a run of changes whose `context` lines around them touch or overlap (diff -u's rule),
    so a unified diff and a side-by-side view of the same texts count the same hunks."""
    groups: list[list[int]] = []
    gap = 0  # equal lines since the last change
    for i, blk in enumerate(blocks):
        size = max(blk.left_hi - blk.left_lo, blk.right_hi - blk.right_lo)
        if blk.tag == "equal":
            gap += size
        elif size:
            if groups and gap <= 2 * max(context, 0):
                groups[-1][1] = i
            else:
                groups.append([i, i])
            gap = 0
    return [(first, last) for first, last in groups]
