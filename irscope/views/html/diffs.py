"""Side-by-side diffs for the page, as compact blocks over two pooled texts.

A diff is `irscope.analysis.diff.side_by_side` of two texts, run-length encoded: an integer n
is n equal rows (the next n lines of each side, equal up to a consistent renaming when the
texts are normalized); a list `[removed, added, marks]` is a changed block whose k-th removed
line pairs with its k-th added line, `marks` one string holding for each such pair (separated
by `;`) the changed words as character ranges `lo,hi,lo,hi,...`, left then right (separated by
`|`): `"4,9|4,12;0,3|"`. One string per block, not a list per pair: a GEMM pair's page has
42,000 paired lines, and as lists of numbers their marks were most of the JSON's encoding time.
Rows come back in the page's script from the blocks and the two texts; nothing of the texts is
repeated here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from irscope.analysis.comparison import paired
from irscope.analysis.compiled import TextCore, dispatch
from irscope.analysis.diff import changed_words, split_rows
from irscope.analysis.split_rows import SplitRows
from irscope.analysis.texts import normalized_text
from irscope.cpus import usable_cpus
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


def _compiled_encoding(core: TextCore, rows: SplitRows) -> tuple[tuple[Any, ...], int, int]:
    # The same loop, changed words included, in C; blocks are (tag, left_lo, left_hi, right_lo,
    # right_hi) tuples already (align.Block).
    encoded, added, removed = core.encode_blocks(rows.blocks, rows.left, rows.right)
    return tuple(encoded), added, removed


@dispatch(_compiled_encoding)
def encode_rows(rows: SplitRows) -> tuple[tuple[Any, ...], int, int]:
    """(blocks, added lines, removed lines) of side-by-side rows, from the alignment's blocks
    (the rows themselves are never made: an attention kernel's pass diff has 20,000 of them).
    Consecutive changed rows form one changed block, as a reader of the rows would group them."""
    blocks: list[Any] = []
    added = removed = 0
    changed: list[Any] | None = None  # [removed, added, the marks of each pair]
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
            changed = [0, 0, []]
            blocks.append(changed)
        changed[0] += left
        changed[1] += right
        removed += left
        added += right
        # The k-th removed line pairs with the k-th added line: a "replace" row, words marked.
        for i, j in zip(range(blk.left_lo, blk.left_hi), range(blk.right_lo, blk.right_hi), strict=False):
            lspans, rspans = changed_words(rows.left[i], rows.right[j])
            changed[2].append(f"{_numbers(lspans)}|{_numbers(rspans)}")
    return tuple(b if isinstance(b, int) else [b[0], b[1], ";".join(b[2])] for b in blocks), added, removed


def _numbers(spans: Iterable[tuple[int, int]]) -> str:
    return ",".join(str(n) for span in spans for n in span)


class DiffTable:
    """The page's diffs; the same pair of texts is diffed and stored once."""

    def __init__(self, pool: TextPool) -> None:
        self.pool = pool
        self.diffs: list[EncodedDiff] = []
        self._ids: dict[tuple[int, int], int | None] = {}
        self._ready: dict[tuple[str, str, str | None], tuple[tuple[Any, ...], int, int]] = {}

    def precompute(
        self,
        kind: str,
        pairs: Iterable[tuple[str, str]],
        *,
        lang: str | None,
        compared: Iterable[tuple[str, str]] = (),
        meanwhile: Callable[[], None] | None = None,
    ) -> None:
        """Normalize and diff pairs of raw texts ahead of `add`, on as many threads as this
        process may run on (at most WORKERS): the compiled core normalizes, masks and aligns
        without the GIL, so on two cores the diffs of a page take about two thirds of the time
        (docs/export.md). `add` then finds each result ready; what it is asked for is the same
        either way. `compared`: pairs of two captures' texts, whose kernels' names are paired
        once normalized (analysis.comparison), as the page's compare entries add them.
        `meanwhile` runs on this thread while the diffs are computed (their scans leave the GIL
        free; on one core it runs first)."""
        distinct = list(dict.fromkeys([*((pair, False) for pair in pairs), *((pair, True) for pair in compared)]))
        workers = min(WORKERS, len(distinct), usable_cpus())
        if workers < 2:
            if meanwhile is not None:
                meanwhile()
            return  # one core: `add` computes each diff when it is asked for

        def normalized(text: str) -> None:
            normalized_text(kind, text)  # into the one normalize cache, each text once

        def diffed(job: tuple[tuple[str, str], bool]) -> None:
            pair, names_paired = job
            left, right = (normalized_text(kind, t) for t in pair)
            if names_paired:
                left, right = paired(left, right)
            if left != right and (left, right, lang) not in self._ready:
                self._ready[(left, right, lang)] = encode_rows(split_rows(left, right, kind=lang))

        pool = ThreadPoolExecutor(workers)
        try:  # every text normalized first: two diffs sharing a text would both normalize it
            list(pool.map(normalized, dict.fromkeys(t for pair, _ in distinct for t in pair)))
            done = pool.map(diffed, distinct)  # every pair submitted at once
            if meanwhile is not None:
                meanwhile()
            list(done)
        finally:  # interrupted: what has not started never does
            pool.shutdown(wait=True, cancel_futures=True)

    def add(self, kind: str, left: str, right: str, *, lang: str | None) -> int | None:
        """The id of the diff of two texts, or None when they are equal (up to renaming with `lang`)."""
        key = (self.pool.add(kind, left), self.pool.add(kind, right))
        if key not in self._ids:
            self._ids[key] = None
            if left != right:
                ready = self._ready.pop((left, right, lang), None)
                blocks, added, removed = ready or encode_rows(split_rows(left, right, kind=lang))
                if added or removed:
                    self.diffs.append(EncodedDiff(key[0], key[1], blocks, added, removed))
                    self._ids[key] = len(self.diffs) - 1
        return self._ids[key]

    def get(self, diff_id: int) -> EncodedDiff:
        return self.diffs[diff_id]

    def to_json(self) -> list[dict[str, Any]]:
        return [d.to_json() for d in self.diffs]


#: Threads precompute's diffs run on, at most: the page's diffs are tens of pairs, and beyond
#: a few threads their Python parts (one at a time under the GIL) are what is left.
WORKERS = 4
