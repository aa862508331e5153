"""Side-by-side diffs for the page, as compact blocks over two pooled texts.

A diff is `irscope.analysis.diff.side_by_side` of two texts, run-length encoded: an integer n
is n equal rows (the next n lines of each side, equal up to a consistent renaming when the
texts are normalized); a list `[removed, added, marks...]` is a changed block whose k-th
removed line pairs with its k-th added line, `marks` holding for each such pair the changed
words as flat `[lo, hi, lo, hi, ...]` character ranges, left then right. Rows come back in the
page's script from the blocks and the two texts; nothing of the texts is repeated here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from irscope.analysis.compiled import core
from irscope.analysis.diff import changed_words, split_rows
from irscope.analysis.split_rows import SplitRows
from irscope.views.html.textpool import TextPool


@dataclass(frozen=True)
class EncodedDiff:
    left: int  # text ids in the pool
    right: int
    blocks: tuple[Any, ...]
    added: int
    removed: int

    @property
    def changed(self) -> bool:
        return bool(self.added or self.removed)

    def to_json(self) -> dict[str, Any]:
        return {"left": self.left, "right": self.right, "blocks": list(self.blocks)}


def encode_rows(rows: SplitRows) -> tuple[tuple[Any, ...], int, int]:
    """(blocks, added lines, removed lines) of side-by-side rows, from the alignment's blocks
    (the rows themselves are never made: an attention kernel's pass diff has 20,000 of them).
    Consecutive changed rows form one changed block, as a reader of the rows would group them."""
    if core is not None:  # the same loop, changed words included, in C (irscope.analysis.compiled)
        encoded, added, removed = core.encode_blocks(
            [(b.tag, b.left_lo, b.left_hi, b.right_lo, b.right_hi) for b in rows.blocks], rows.left, rows.right
        )
        return tuple(encoded), added, removed
    blocks: list[Any] = []
    added = removed = 0
    changed: list[Any] | None = None
    for blk in rows.blocks:
        left, right = blk.left_hi - blk.left_lo, blk.right_hi - blk.right_lo
        if blk.tag == "equal":
            if left:
                changed = None
                if blocks and isinstance(blocks[-1], int):
                    blocks[-1] += left
                else:
                    blocks.append(left)
            continue
        if not (left or right):
            continue
        if changed is None:
            changed = [0, 0]
            blocks.append(changed)
        changed[0] += left
        changed[1] += right
        removed += left
        added += right
        # The k-th removed line pairs with the k-th added line: a "replace" row, words marked.
        for i, j in zip(range(blk.left_lo, blk.left_hi), range(blk.right_lo, blk.right_hi), strict=False):
            lspans, rspans = changed_words(rows.left[i], rows.right[j])
            changed.append([[n for span in lspans for n in span], [n for span in rspans for n in span]])
    return tuple(blocks), added, removed


class DiffTable:
    """The page's diffs; the same pair of texts is diffed and stored once."""

    def __init__(self, pool: TextPool) -> None:
        self.pool = pool
        self.diffs: list[EncodedDiff] = []
        self._ids: dict[tuple[int, int], int | None] = {}

    def add(self, kind: str, left: str, right: str, *, lang: str | None) -> int | None:
        """The id of the diff of two texts, or None when they are equal (up to renaming with `lang`)."""
        key = (self.pool.add(kind, left), self.pool.add(kind, right))
        if key not in self._ids:
            self._ids[key] = None
            if left != right:
                blocks, added, removed = encode_rows(split_rows(left, right, lang=lang))
                if added or removed:
                    self.diffs.append(EncodedDiff(key[0], key[1], blocks, added, removed))
                    self._ids[key] = len(self.diffs) - 1
        return self._ids[key]

    def get(self, diff_id: int) -> EncodedDiff:
        return self.diffs[diff_id]

    def to_json(self) -> list[dict[str, Any]]:
        return [d.to_json() for d in self.diffs]
