"""The rows of a side-by-side diff, made one at a time as a viewer asks for them.

A side-by-side diff of a 50,000-line IR has 50,000 rows, and a viewer shows fifty. `SplitRows`
keeps the alignment's blocks and both texts' lines and makes row k when row k is read, so the
cost of a diff is the alignment, not building (and later collecting) a row object per line.
What a viewer needs about all the rows at once (how many, where the changes start, how many
lines were added and removed) comes from the blocks. `tuple(SplitRows(...))` is the full list
that `diff.side_by_side` returns.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import accumulate
from typing import overload

from irscope.analysis.blocks import Block, hunk_groups


@dataclass(frozen=True)
class SideBySideRow:
    left_no: int | None
    left: str | None
    right_no: int | None
    right: str | None
    tag: str  # "equal" | "replace" | "delete" | "insert"


class SplitRows(Sequence[SideBySideRow]):
    """Every line of both texts, aligned. In a changed block, the k-th removed line pairs with
    the k-th added line as a "replace" row (so a viewer can mark the changed characters); the
    rest of the longer side are plain deletions or insertions."""

    def __init__(self, blocks: Sequence[Block], left: Sequence[str], right: Sequence[str]) -> None:
        self.blocks = tuple(blocks)
        self.left, self.right = left, right
        # A block's rows: its lines, or for a change the longer side's (unpacked, not a call per
        # block: a heavily changed pass has ~11,000 blocks).
        sizes = (i2 - i1 if tag == "equal" or i2 - i1 >= j2 - j1 else j2 - j1 for tag, i1, i2, j1, j2 in self.blocks)
        self._starts = list(accumulate(sizes, initial=0))  # first row of each block, then the count

    @classmethod
    def unchanged(cls, lines: Sequence[str]) -> SplitRows:
        """The rows of a text compared with itself."""
        return cls([Block("equal", 0, len(lines), 0, len(lines))] if lines else [], lines, lines)

    def __len__(self) -> int:
        return self._starts[-1]

    @overload
    def __getitem__(self, index: int) -> SideBySideRow: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[SideBySideRow, ...]: ...
    def __getitem__(self, index: int | slice) -> SideBySideRow | tuple[SideBySideRow, ...]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("row index out of range")
        k = bisect_right(self._starts, index) - 1
        return self._row(self.blocks[k], index - self._starts[k])

    def __iter__(self) -> Iterator[SideBySideRow]:
        for blk, start, end in zip(self.blocks, self._starts, self._starts[1:], strict=False):
            for offset in range(end - start):
                yield self._row(blk, offset)

    def _row(self, blk: Block, offset: int) -> SideBySideRow:
        a, b = self.left, self.right
        i, j = blk.left_lo + offset, blk.right_lo + offset
        if blk.tag == "equal":
            return SideBySideRow(i + 1, a[i], j + 1, b[j], "equal")
        if i < blk.left_hi and j < blk.right_hi:
            return SideBySideRow(i + 1, a[i], j + 1, b[j], "replace")
        if i < blk.left_hi:
            return SideBySideRow(i + 1, a[i], None, None, "delete")
        return SideBySideRow(None, None, j + 1, b[j], "insert")

    # ---- what a viewer needs about all rows, from the blocks --------------------------------
    @cached_property
    def added(self) -> int:
        """Rows with a right-hand line that is not equal: replaced or inserted."""
        return sum(j2 - j1 for tag, _, _, j1, j2 in self.blocks if tag != "equal")

    @cached_property
    def removed(self) -> int:
        return sum(i2 - i1 for tag, i1, i2, _, _ in self.blocks if tag != "equal")

    @cached_property
    def hunk_starts(self) -> tuple[int, ...]:
        """The first row of every hunk: changes closer than twice HUNK_CONTEXT equal lines are
        one hunk, as in the unified diff of the same texts (blocks.hunk_groups)."""
        return tuple(self._starts[first] for first, _ in hunk_groups(self.blocks))

    @property
    def last_number(self) -> int:
        """The largest line number shown (1 when there is none)."""
        return max(len(self.left), len(self.right)) or 1
