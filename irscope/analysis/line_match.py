"""difflib's line matching, with the same result, found faster where two texts are nearly equal.

`SequenceMatcher(None, a, b, autojunk=False).get_opcodes()` finds the longest run of equal
lines, then recurses on what lies before and after it. Its longest-run search visits every pair
of equal lines in the range: on a GEMM pass's masks (4,000 lines of a few hundred distinct
masks, each repeated tens of times) that is 10-30 ms, even when the pass changed one line.

Here the lines become the characters of two strings (one character per distinct line), and the
longest run is found with `str.find`: at each start in `a`, in order, is there a run longer than
the longest found so far? A run known to exist at the start or the end of the range (the
common head or tail) bounds how many starts are left to try, so a range whose two sides are
nearly equal costs a few searches. Where that bound leaves many starts, the range goes to
difflib's own search (cydifflib, difflib in C). Both give difflib's answer: the longest run,
of those the one starting first in `a`, then first in `b` (with no junk, as here, that is what
difflib returns), so the opcodes are difflib's, exactly.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from itertools import count
from typing import TYPE_CHECKING

from irscope.analysis.compiled import TextCore, dispatch

if TYPE_CHECKING:
    import difflib

Opcode = tuple[str, int, int, int, int]

#: A range goes to difflib's search when more starts than this are left to try (and more than
#: 1/SEARCH_FRACTION of its lines): one `str.find` costs about as much as difflib's search
#: spends on 10-20 lines.
SEARCH_STARTS = 32
SEARCH_FRACTION = 1.5
#: Probes for a long common run inside a range, and how many characters each looks for.
PROBES = 7
PROBE = 8
PROBE_SLACK = 64
CHUNK = 16


def opcodes(a: Sequence[str], b: Sequence[str]) -> list[Opcode]:
    """`SequenceMatcher(None, a, b, autojunk=False).get_opcodes()`, as tuples."""
    chars = _line_chars(a, b)
    if chars is None:  # over 1,114,111 lines: no character for some
        return list(_sequence_matcher()(None, a, b, autojunk=False).get_opcodes())
    return _opcodes(_matching_blocks(a, b, *chars))


@dispatch(TextCore.line_chars)
def _line_chars(a: Sequence[str], b: Sequence[str]) -> tuple[str, str] | None:
    """Each distinct line as one character, its first index in a + b; None where an index has
    no character. The compiled core numbers them without the GIL (the diff threads of an
    export run this while another thread highlights)."""
    ids: dict[str, int] = {}
    try:
        return (
            "".join(map(chr, map(ids.setdefault, a, count()))),
            "".join(map(chr, map(ids.setdefault, b, count(len(a))))),
        )
    except ValueError:
        return None


def _sequence_matcher() -> type[difflib.SequenceMatcher[str]]:
    """difflib's SequenceMatcher, from cydifflib (difflib in C: the same algorithm and results,
    about ten times faster) where it is installed. Imported when first needed: with the compiled
    core only texts of over 1,114,111 lines do."""
    try:
        import cydifflib
    except ImportError:  # pragma: no cover - a platform without its wheels
        import difflib

        return difflib.SequenceMatcher
    found: type[difflib.SequenceMatcher[str]] = cydifflib.SequenceMatcher  # untyped: difflib's class, in C
    return found


def _longest_or_none(left: str, right: str, alo: int, ahi: int, blo: int, bhi: int) -> tuple[int, int, int] | None:
    """find_longest_match of the range by string search, or None where that would cost more
    than difflib's own search."""
    known = _known_run(left, right, alo, ahi, blo, bhi)
    starts = (ahi - alo) - known
    if starts > SEARCH_STARTS and starts * SEARCH_FRACTION > ahi - alo:
        return None
    return _longest_by_search(left, right, alo, ahi, blo, bhi, known)


def _known_run(left: str, right: str, alo: int, ahi: int, blo: int, bhi: int) -> int:
    """The length of a common run of left[alo:ahi] and right[blo:bhi] found cheaply: the common
    head, the common tail, or a run through one of a few probes, whichever is longest. A probe
    is a line of `left` looked up on the two diagonals of the head and the tail (where a line
    of two nearly equal texts has its counterpart), else near them."""
    limit = min(ahi - alo, bhi - blo)
    known = max(_common_head(left, alo, right, blo, limit), _common_tail(left, ahi, right, bhi, limit))
    if ahi - alo - known <= SEARCH_STARTS:
        return known
    shifts = sorted({blo - alo, bhi - ahi})
    for k in range(1, PROBES + 1):
        i = alo + (ahi - alo) * k // (PROBES + 1)
        near = right.find(
            left[i : i + PROBE], max(blo, i + shifts[0] - PROBE_SLACK), min(bhi, i + shifts[-1] + PROBE_SLACK + PROBE)
        )
        for j in {*(i + d for d in shifts), near}:
            if blo <= j < bhi and left[i] == right[j]:
                run = _common_tail(left, i, right, j, min(i - alo, j - blo)) + _common_head(
                    left, i, right, j, min(ahi - i, bhi - j)
                )
                known = max(known, run)
    return known


def _longest_by_search(
    left: str, right: str, alo: int, ahi: int, blo: int, bhi: int, known: int
) -> tuple[int, int, int]:
    """The longest common run of left[alo:ahi] and right[blo:bhi], the first in `left`, then
    in `right`; a run of `known` characters is known to exist.

    Each start is asked whether a run longer than the best so far begins there. Starts are
    skipped without asking while the window would hold a whole CHUNK of `left` (chunks laid
    end to end from alo) that occurs nowhere in `right`: no run can hold it."""
    best = (alo, blo, 0)
    size = known - 1 if known else 0  # look for runs longer than this
    absent = [] if ahi - alo < 4 * CHUNK else _absent_chunks(left, right, alo, ahi, blo, bhi)
    i = alo
    while i + size < ahi:
        k = bisect_left(absent, i)
        if k < len(absent) and absent[k] + CHUNK <= i + size + 1:
            i = absent[k] + 1  # every start up to that chunk's has it in its window
            continue
        j = right.find(left[i : i + size + 1], blo, bhi)
        if j >= 0:  # a longer run starts at i: how long can it get?
            size, j = _longest_at(left, right, i, j, ahi, blo, bhi, size + 1)
            best = (i, j, size)
        i += 1
    return best


def _absent_chunks(left: str, right: str, alo: int, ahi: int, blo: int, bhi: int) -> list[int]:
    """Starts of the chunks left[p:p + CHUNK] (p = alo, alo + CHUNK, ...) not found in right[blo:bhi]."""
    return [p for p in range(alo, ahi - CHUNK + 1, CHUNK) if right.find(left[p : p + CHUNK], blo, bhi) < 0]


def _longest_at(left: str, right: str, i: int, j: int, ahi: int, blo: int, bhi: int, size: int) -> tuple[int, int]:
    """(n, first j) of the longest left[i:i + n] found in right[blo:bhi], knowing that
    left[i:i + size] is found first at j."""
    while True:
        # The run at j itself, as far as it goes.
        size += _common_head(left, i + size, right, j + size, min(ahi - i, bhi - j) - size)
        if i + size >= ahi or size >= bhi - blo:
            return size, j
        later = right.find(left[i : i + size + 1], j + 1, bhi)  # any later start of a longer run
        if later < 0:
            return size, j
        j, size = later, size + 1


def _common_head(x: str, i: int, y: str, j: int, limit: int) -> int:
    """How many characters x[i:] and y[j:] share at their start (at most `limit`)."""
    if limit <= 0 or x[i] != y[j]:
        return 0
    if x[i : i + limit] == y[j : j + limit]:
        return limit
    lo, hi = 1, limit  # x[i:i+lo] == y[j:j+lo], x[i:i+hi] != y[j:j+hi]
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if x[i + lo : i + mid] == y[j + lo : j + mid]:
            lo = mid
        else:
            hi = mid
    return lo


def _common_tail(x: str, i: int, y: str, j: int, limit: int) -> int:
    """How many characters x[:i] and y[:j] share at their end (at most `limit`)."""
    if limit <= 0 or x[i - 1] != y[j - 1]:
        return 0
    if x[i - limit : i] == y[j - limit : j]:
        return limit
    lo, hi = 1, limit
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if x[i - mid : i - lo] == y[j - mid : j - lo]:
            lo = mid
        else:
            hi = mid
    return lo


def _matching_blocks(a: Sequence[str], b: Sequence[str], left: str, right: str) -> list[tuple[int, int, int]]:
    """difflib's get_matching_blocks: the longest run, then the same before and after it. A
    range whose longest run string search would not find cheaply goes to difflib whole (its
    runs are what difflib finds in the two slices: difflib's search looks within the range)."""
    queue = [(0, len(a), 0, len(b))]
    found: list[tuple[int, int, int]] = []
    while queue:
        alo, ahi, blo, bhi = queue.pop()
        run = _longest_or_none(left, right, alo, ahi, blo, bhi)
        if run is None:
            found.extend(
                (alo + i, blo + j, k) for i, j, k in _difflib_blocks(a, b, left, right, alo, ahi, blo, bhi) if k
            )
            continue
        i, j, k = run
        if k:
            found.append((i, j, k))
            if alo < i and blo < j:
                queue.append((alo, i, blo, j))
            if i + k < ahi and j + k < bhi:
                queue.append((i + k, ahi, j + k, bhi))
    found.sort()
    blocks: list[tuple[int, int, int]] = []  # adjacent runs joined
    for i, j, k in found:
        if blocks and blocks[-1][0] + blocks[-1][2] == i and blocks[-1][1] + blocks[-1][2] == j:
            blocks[-1] = (blocks[-1][0], blocks[-1][1], blocks[-1][2] + k)
        else:
            blocks.append((i, j, k))
    blocks.append((len(a), len(b), 0))
    return blocks


def _compiled_blocks(
    core: TextCore, a: Sequence[str], b: Sequence[str], left: str, right: str, alo: int, ahi: int, blo: int, bhi: int
) -> list[tuple[int, int, int]]:
    return core.matching_blocks(left[alo:ahi], right[blo:bhi])  # the same search, on the lines as characters


@dispatch(_compiled_blocks)
def _difflib_blocks(
    a: Sequence[str], b: Sequence[str], left: str, right: str, alo: int, ahi: int, blo: int, bhi: int
) -> list[tuple[int, int, int]]:
    """difflib's matching blocks of a[alo:ahi] and b[blo:bhi] (`left` and `right`: the lines as
    characters), by cydifflib."""
    return list(_sequence_matcher()(None, a[alo:ahi], b[blo:bhi], autojunk=False).get_matching_blocks())


def _opcodes(blocks: list[tuple[int, int, int]]) -> list[Opcode]:
    """difflib's get_opcodes of matching blocks."""
    i = j = 0
    out: list[Opcode] = []
    for ai, bj, size in blocks:
        if i < ai and j < bj:
            out.append(("replace", i, ai, j, bj))
        elif i < ai:
            out.append(("delete", i, ai, j, bj))
        elif j < bj:
            out.append(("insert", i, ai, j, bj))
        i, j = ai + size, bj + size
        if size:
            out.append(("equal", ai, i, bj, j))
    return out
