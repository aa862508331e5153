"""Line alignment that sees through renumbering.

Insert one op into a kernel and MLIR renumbers every SSA value after it; a plain line diff then
reports hundreds of changed lines. Here lines are first matched on their *masked* form (every
renamable name replaced by its stem, see `names.py`), then each matched pair is accepted as equal
only if its names are consistent with one renaming: a left name always maps to the same right
name and no two left names map to one right name. So `%7 = arith.addf %5, %6` matches
`%8 = arith.addf %5, %6` when %7->%8 is new, but not when %6 was already paired with %7: then
an operand really changed.

The renaming found this way also translates removed lines into the right-hand text's names, so
a unified diff reads in one naming: `-%153 = llvm.fadd %140, %151` / `+%153 = llvm.fadd %140, %152`
shows the operand that changed, where the raw left text would say `%151 = llvm.fadd %139, %150`.
"""

from __future__ import annotations

import threading
from bisect import bisect_left
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import groupby, pairwise, repeat
from typing import Any

from irscope.analysis import line_match
from irscope.analysis.blocks import Block
from irscope.analysis.compiled import TextCore, dispatch
from irscope.analysis.names import RULES, NameRules
from irscope.analysis.names import clear_caches as clear_name_caches

#: Marks a left-hand name that has no right-hand counterpart, so it cannot be mistaken for one.
UNMATCHED_MARK = "'"


@dataclass
class Alignment:
    blocks: list[Block]
    rules: NameRules | None = None
    _scope_maps: list[dict[str, str]] = field(default_factory=list)
    _left_scope: list[int] = field(default_factory=list)

    def lefts_in_right_names(self, lines: Sequence[str], indices: Sequence[int]) -> list[str]:
        """Left lines (`lines[k]` is line `indices[k]`) with their names replaced by their
        right-hand counterparts (a name without one keeps its own, marked)."""
        if self.rules is None or not self._scope_maps:
            return list(lines)
        out = list(lines)
        by_scope: dict[int, list[int]] = {}
        for k, i in enumerate(indices):
            by_scope.setdefault(self._left_scope[i], []).append(k)
        for scope, ks in by_scope.items():
            renamed = _rename_lines([lines[k] for k in ks], self._scope_maps[scope], self.rules)
            for k, line in zip(ks, renamed, strict=True):
                out[k] = line
        return out


def _rename_lines(lines: list[str], forward: dict[str, str], rules: NameRules) -> list[str]:
    # Like NameRules.mask_lines: no token spans a newline, so one split does all the lines.
    pieces = rules.token.split("\n".join(lines))
    tokens = pieces[1::2]
    new = {t: forward.get(t, t + UNMATCHED_MARK) for t in set(tokens) if t[0] not in rules.skipped}
    pieces[1::2] = map(new.get, tokens, tokens)
    return "".join(pieces).split("\n")


@dataclass(frozen=True)
class Lines:
    """A text split into lines, with each line's mask and renamable names (see names.py)."""

    lines: tuple[str, ...]
    masked: tuple[str, ...]
    names: tuple[str, ...]  # each line's names, joined by spaces
    scopes: tuple[int, ...]  # indices of lines that open a naming scope, ascending

    def opens_scope(self, lo: int, hi: int) -> bool:
        """Whether a line in [lo, hi) opens a naming scope."""
        k = bisect_left(self.scopes, lo)
        return k < len(self.scopes) and self.scopes[k] < hi


def analyze(text: str, lang: str) -> Lines:
    """A text's lines with their masks and names. Cached: in a pass-by-pass walk each IR is the
    right side of one diff and the left of the next."""
    found = _analyzed.get((text, lang))
    if found is None:
        rules = RULES[lang]
        lines = _str_tuple(text.splitlines())
        masked, names = _line_info(lines, rules)
        found = Lines(lines, masked, names, tuple(rules.scope_starts(lines)))
        _analyzed.put((text, lang), found)
    return found


@dispatch(TextCore.str_tuple)
def _str_tuple(seq: Iterable[str]) -> tuple[str, ...]:
    """tuple(), but with the compiled core a tuple the garbage collector does not track: a tuple
    of strs holds no cycle, and the collector visiting a 23,000-line text's three tuples (a cache
    miss per line) made a switch's collections take 10-50 ms (docs/analysis.md, "Speed")."""
    return tuple(seq)


class _AnalyzedTexts:
    """analyze's cache, bounded by the lines it holds (about 350 bytes a line: the line, its mask
    and its names), not by texts: 128 texts of an attention kernel's 23,000-line passes were
    1 GB. Shared by worker threads."""

    def __init__(self, max_lines: int) -> None:
        self.max_lines = max_lines
        self._items: OrderedDict[tuple[str, str], Lines] = OrderedDict()
        self._lines = 0
        self._lock = threading.Lock()

    def get(self, key: tuple[str, str]) -> Lines | None:
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
            return found

    def put(self, key: tuple[str, str], value: Lines) -> None:
        with self._lock:
            if key in self._items:
                return
            self._items[key] = value
            self._lines += len(value.lines)
            while len(self._items) > 1 and self._lines > self.max_lines:
                _, dropped = self._items.popitem(last=False)
                self._lines -= len(dropped.lines)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._lines = 0


#: Four passes of an attention kernel (23,000 lines each), fourteen of a Hopper GEMM: a walk
#: through the passes needs two at a time, and a text analyzed again costs 15-20 ms at 23,000
#: lines with the compiled core.
_analyzed = _AnalyzedTexts(max_lines=100_000)


class _LineCache:
    """line -> mask and line -> names, for every line seen in one language: most lines of one
    pass's IR reappear unchanged in the next, so only the new ones are analyzed."""

    limit = 1 << 17  # lines; a full cache is replaced by an empty one

    def __init__(self) -> None:
        self.masks: dict[str, str] = {}
        self.names: dict[str, str] = {}


_line_caches: dict[str, _LineCache] = {}


def _compiled_line_info(
    core: TextCore, lines: tuple[str, ...], rules: NameRules
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    masks, names = rules.mask_lines(lines)  # every line: in C that costs less than looking lines up
    return core.str_tuple(masks), core.str_tuple(names)


@dispatch(_compiled_line_info)
def _line_info(lines: tuple[str, ...], rules: NameRules) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Each line's mask and names; only lines not seen before in the language are masked."""
    # Worker threads share the caches: a full cache is replaced, never emptied under a reader,
    # and a line's names go in before its mask, so a line with a mask has both.
    cache = _line_caches.get(rules.lang)
    if cache is None or len(cache.masks) > _LineCache.limit:
        cache = _line_caches[rules.lang] = _LineCache()
    new = list(set(lines).difference(cache.masks))
    if new:
        masks, names = rules.mask_lines(new)
        cache.names.update(zip(new, names, strict=True))
        cache.masks.update(zip(new, masks, strict=True))
    return tuple(map(cache.masks.__getitem__, lines)), tuple(map(cache.names.__getitem__, lines))


def clear_caches() -> None:
    """Forget every analyzed text and line (for benchmarks that measure a cold start)."""
    _analyzed.clear()
    _line_caches.clear()
    clear_name_caches()


def align_texts(left: str, right: str, rules: NameRules | None = None) -> Alignment:
    """Blocks covering both texts' lines in order (each text's line analysis cached). Without
    `rules`, plain difflib matching."""
    if rules is None:
        return Alignment([Block(*op) for op in _opcodes(left.splitlines(), right.splitlines())])
    return _paired(analyze(left, rules.lang), analyze(right, rules.lang), rules)


def _compiled_pairing(core: TextCore, a: Lines, b: Lines, rules: NameRules) -> Alignment:
    runs, left_scope, maps = core.pair_names(a.names, b.names, a.scopes, b.scopes, _opcodes(a.masked, b.masked))
    return Alignment(_Blocks.of_runs(runs), rules, maps, left_scope)


@dispatch(_compiled_pairing)
def _paired(a: Lines, b: Lines, rules: NameRules) -> Alignment:
    """The blocks of two analyzed texts: lines paired on their masks, then accepted as equal
    where their names are consistent with one renaming per scope."""
    renaming = _Renaming(rules)
    blocks = _Blocks()
    for tag, i1, i2, j1, j2 in _opcodes(a.masked, b.masked):
        if tag == "equal":
            _pair_block(renaming, blocks, a, b, i1, i2, j1 - i1)
        else:
            renaming.see_unpaired(i2 - i1, a.opens_scope(i1, i2) or b.opens_scope(j1, j2))
            blocks.add(False, i1, i2, j1, j2)
    return Alignment(blocks.done(), rules, renaming.scopes, renaming.left_scope)


def _pair_block(renaming: _Renaming, blocks: _Blocks, a: Lines, b: Lines, lo: int, hi: int, shift: int) -> None:
    """Left lines [lo, hi), whose masks equal right lines [lo + shift, hi + shift): which pairs
    are equal under the renaming, as `_Renaming.pair` finds line by line."""
    for start, end in _scope_runs(a, b, lo, hi, shift):
        if a.opens_scope(start, start + 1) or b.opens_scope(start + shift, start + shift + 1):
            renaming.open_scope()
        _pair_lines(renaming, blocks, a, b, start, end, shift)


def _pair_lines(renaming: _Renaming, blocks: _Blocks, a: Lines, b: Lines, lo: int, hi: int, shift: int) -> None:
    """The same, for lines within one scope. Most pairs are equal: all are checked at once, and
    only where some are not, one by one."""
    left, right = a.names[lo:hi], b.names[lo + shift : hi + shift]
    if renaming.pair_all(left, right):
        blocks.add(True, lo, hi, lo + shift, hi + shift)
        return
    i = lo
    for same, run in groupby(renaming.pair_each(left, right)):
        n = sum(1 for _ in run)
        blocks.add(same, i, i + n, i + shift, i + n + shift)
        i += n


def _scope_runs(a: Lines, b: Lines, lo: int, hi: int, shift: int) -> list[tuple[int, int]]:
    """[lo, hi) cut before every line (but the first) that opens a scope on either side."""
    if not (a.opens_scope(lo + 1, hi) or b.opens_scope(lo + 1 + shift, hi + shift)):
        return [(lo, hi)]  # the common case: scopes are a few long functions
    cuts = {*a.scopes[bisect_left(a.scopes, lo + 1) : bisect_left(a.scopes, hi)]}
    cuts.update(j - shift for j in b.scopes[bisect_left(b.scopes, lo + 1 + shift) : bisect_left(b.scopes, hi + shift)])
    return list(pairwise([lo, *sorted(cuts), hi]))


#: Above this many line pairs (left lines x right lines) difflib's matching gives way to a
#: longest common subsequence. difflib's recursive longest-block search is what the reference
#: engine does and what every diff of a kernel up to sgemm's size (4,261 lines) still does; on a
#: 7,000-line GEMM pass it takes 0.1-1 s, and with long runs of repeated lines (50,000 lines per
#: pass) 5-15 s. The bit-parallel LCS (rapidfuzz, in C++) takes 1-50 ms at 7,000 lines. Both
#: keep lines in order and pair equal lines only; the LCS pairs at least as many (it is the
#: longest), so a diff above the limit is never longer, though it may pair a different one of
#: two equal candidate lines than difflib would.
LCS_ABOVE = 20_000_000


def _opcodes(a: Sequence[str], b: Sequence[str]) -> list[tuple[str, int, int, int, int]]:
    if len(a) * len(b) > LCS_ABOVE:
        try:
            return lcs_opcodes(a, b)
        except ImportError:  # pragma: no cover - a platform without rapidfuzz's wheels
            pass
    return line_match.opcodes(a, b)  # difflib's, found faster where the texts are nearly equal


def lcs_opcodes(a: Sequence[str], b: Sequence[str]) -> list[tuple[str, int, int, int, int]]:
    """difflib-style opcodes (a change is one replace, delete or insert between equal runs) of a
    longest common subsequence of two line lists."""
    out: list[tuple[str, int, int, int, int]] = []
    i = j = 0
    for i1, j1, n in _lcs_runs(a, b):
        i2, j2 = i1 + n, j1 + n
        if i1 > i or j1 > j:
            out.append((_change_tag(i, i1, j, j1), i, i1, j, j1))
        elif out:  # two equal runs in a row: one run, as difflib reports it
            _, i1, _, j1, _ = out.pop()
        out.append(("equal", i1, i2, j1, j2))
        i, j = i2, j2
    if i < len(a) or j < len(b):
        out.append((_change_tag(i, len(a), j, len(b)), i, len(a), j, len(b)))
    return out


@dispatch(TextCore.lcs_runs)
def _lcs_runs(a: Sequence[str], b: Sequence[str]) -> list[tuple[int, int, int]]:
    """(i, j, n): the runs of equal lines of the LCS that rapidfuzz's Indel.opcodes aligns; the
    compiled core finds the same one (compiled.py: the same rows and walk back, in less memory)."""
    # Imported here: 20-50 ms that a start-up and every diff under the limit need not pay.
    from rapidfuzz.distance import Indel

    ids: dict[str, int] = {}
    # Lines as small integers: exact (no hash collisions) and the cheapest items to compare.
    left, right = [ids.setdefault(x, len(ids)) for x in a], [ids.setdefault(x, len(ids)) for x in b]
    return [
        (op.src_start, op.dest_start, op.src_end - op.src_start)
        for op in Indel.opcodes(left, right)
        if op.tag == "equal"
    ]


class _Blocks:
    """Blocks in the making, consecutive ones merged when both are equal or both are changes;
    kept as plain lists [equal, left_lo, left_hi, right_lo, right_hi] until done."""

    def __init__(self) -> None:
        self.runs: list[list[Any]] = []

    def add(self, equal: bool, i1: int, i2: int, j1: int, j2: int) -> None:
        if self.runs and self.runs[-1][0] == equal:
            self.runs[-1][2], self.runs[-1][4] = i2, j2
        else:
            self.runs.append([equal, i1, i2, j1, j2])

    def done(self) -> list[Block]:
        return self.of_runs(self.runs)

    @staticmethod
    def of_runs(runs: Sequence[Sequence[Any]]) -> list[Block]:
        # _change_tag inlined: one call less per block
        return [
            Block("equal" if eq else "insert" if i1 == i2 else "delete" if j1 == j2 else "replace", i1, i2, j1, j2)
            for eq, i1, i2, j1, j2 in runs
        ]


def _change_tag(i1: int, i2: int, j1: int, j2: int) -> str:
    if i1 == i2:
        return "insert"
    return "delete" if j1 == j2 else "replace"


class _Renaming:
    """The left->right name bijection built up along the alignment, one per naming scope."""

    def __init__(self, rules: NameRules) -> None:
        self.rules = rules
        self.scopes: list[dict[str, str]] = [{}]
        self.backward: dict[str, str] = {}
        self.crossed: set[str] = set()  # names of this scope paired with another name, either way
        self.left_scope: list[int] = []  # scope index of each left line, in order

    @property
    def forward(self) -> dict[str, str]:
        return self.scopes[-1]

    def open_scope(self) -> None:
        self.scopes.append({})
        self.backward = {}
        self.crossed = set()

    def see_unpaired(self, left_count: int, opens: bool) -> None:
        # A function boundary inside a changed block opens the new scope at the block's start:
        # the few removed lines before it then show their own names, which is harmless.
        if opens:
            self.open_scope()
        self.left_scope.extend([len(self.scopes) - 1] * left_count)

    def pair(self, lnames: Sequence[str], rnames: Sequence[str], opens: bool) -> bool:
        """Whether two mask-equal lines are equal under the renaming so far; extends it if so."""
        if opens:
            self.open_scope()
        self.left_scope.append(len(self.scopes) - 1)
        return len(lnames) == len(rnames) and self._extend(lnames, rnames)

    def pair_all(self, left: Sequence[str], right: Sequence[str]) -> bool:
        """Whether all of several consecutive mask-equal line pairs, none opening a scope, are
        equal under the renaming, as `pair` would find one after the other; extends it if so,
        else changes nothing. `left` and `right` hold each line's names, joined by spaces.

        `pair` accepts every pair exactly when all the name pairs of all the lines, together
        with the renaming so far, still form a bijection: then no name meets two partners,
        whatever the order. That is checked with a few passes over all the names at once."""
        forward, backward = self.scopes[-1], self.backward
        if left == right:  # each name paired with itself: fine unless paired with another before
            names = set(" ".join(left).split())
            if not names.isdisjoint(self.crossed):
                return False
            identity = dict(zip(names, names, strict=True))
            forward.update(identity)
            backward.update(identity)
        else:
            if list(map(str.count, left, repeat(" "))) != list(map(str.count, right, repeat(" "))):
                return False  # a pair with more names on one side: `pair` rejects it
            # The distinct name pairs (names recur): a name in two of them meets two partners.
            pairs = set(zip(" ".join(left).split(), " ".join(right).split(), strict=True))
            new = dict(pairs)
            new_back = dict(zip(new.values(), new, strict=True))
            if not len(pairs) == len(new) == len(new_back):
                return False
            partners = list(new.values())
            if list(map(forward.get, new, partners)) != partners or list(map(backward.get, partners, new)) != list(new):
                return False  # a name already paired with another
            forward.update(new)
            backward.update(new_back)
            self.crossed.update(*(pair for pair in pairs if pair[0] != pair[1]))
        self.left_scope.extend(repeat(len(self.scopes) - 1, len(left)))
        return True

    def pair_each(self, left: Sequence[str], right: Sequence[str]) -> list[bool]:
        """`pair` of each of several consecutive line pairs, none opening a scope, in order;
        `left` and `right` hold each line's names, joined by spaces."""
        forward, backward = self.scopes[-1], self.backward
        verdicts = []
        for lnames, rnames in zip(left, right, strict=True):
            if lnames == rnames:  # each name paired with itself: fine unless paired with another
                names = lnames.split()
                same = self.crossed.isdisjoint(names)
                if same:
                    identity = dict(zip(names, names, strict=True))
                    forward.update(identity)
                    backward.update(identity)
            else:
                lsplit, rsplit = lnames.split(), rnames.split()
                same = len(lsplit) == len(rsplit) and self._extend(lsplit, rsplit)
            verdicts.append(same)
        self.left_scope.extend(repeat(len(self.scopes) - 1, len(verdicts)))
        return verdicts

    def _extend(self, lnames: Sequence[str], rnames: Sequence[str]) -> bool:
        """Pair the names one to one if that keeps the renaming a bijection; else change nothing."""
        forward, backward = self.scopes[-1], self.backward
        new: dict[str, str] = {}
        new_back: dict[str, str] = {}
        for a, b in zip(lnames, rnames, strict=True):
            mapped = forward.get(a) or new.get(a)
            back = backward.get(b) or new_back.get(b)
            if mapped is None and back is None:
                new[a] = b
                new_back[b] = a
            elif mapped != b or back != a:
                return False
        if new:
            forward.update(new)
            backward.update(new_back)
            self.crossed.update(*((a, b) for a, b in new.items() if a != b))
        return True
