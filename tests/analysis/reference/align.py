# Frozen copy of irscope/analysis/align.py as of b9cd60a, before the speed work of issue #3: the
# oracle that tests/analysis/test_reference_oracle.py compares the optimized module with. Do not edit.
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

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from tests.analysis.reference.names import RULES, NameRules

try:  # the same algorithm and results as difflib's, about ten times faster
    from cydifflib import SequenceMatcher
except ImportError:  # pragma: no cover - a platform without its wheels
    from difflib import SequenceMatcher

#: Marks a left-hand name that has no right-hand counterpart, so it cannot be mistaken for one.
UNMATCHED_MARK = "'"


@dataclass(frozen=True)
class Block:
    """A run of aligned lines: equal (pairwise), replace (left lines became right lines), delete, insert."""

    tag: str  # "equal" | "replace" | "delete" | "insert"
    left_lo: int
    left_hi: int
    right_lo: int
    right_hi: int


@dataclass
class Alignment:
    blocks: list[Block]
    rules: NameRules | None = None
    _scope_maps: list[dict[str, str]] = field(default_factory=list)
    _left_scope: list[int] = field(default_factory=list)

    def left_in_right_names(self, line: str, i: int) -> str:
        """Left line `i` with its names replaced by their right-hand counterparts."""
        if self.rules is None or not self._scope_maps:
            return line
        forward = self._scope_maps[self._left_scope[i]]

        def rename(m: re.Match[str]) -> str:
            name = m["name"]
            if not name:
                return m[0]
            return forward.get(name, name + UNMATCHED_MARK)

        return self.rules.token.sub(rename, line)


@dataclass(frozen=True)
class Lines:
    """A text split into lines, with each line's mask and renamable names (see names.py)."""

    lines: tuple[str, ...]
    masked: tuple[str, ...]
    names: tuple[tuple[str, ...], ...]
    scopes: frozenset[int]  # indices of lines that open a naming scope


@lru_cache(maxsize=128)
def analyze(text: str, lang: str) -> Lines:
    # Cached: in a pass-by-pass walk each IR is the right side of one diff and the left of the next.
    lines = tuple(text.splitlines())
    infos = [_line_info(line, lang) for line in lines]
    return Lines(
        lines,
        tuple(masked for masked, _, _ in infos),
        tuple(names for _, names, _ in infos),
        frozenset(i for i, (_, _, opens) in enumerate(infos) if opens),
    )


@lru_cache(maxsize=1 << 17)
def _line_info(line: str, lang: str) -> tuple[str, tuple[str, ...], bool]:
    # Most lines of one pass's IR reappear unchanged in the next: analyze each distinct line once.
    rules = RULES[lang]
    return rules.mask(line), tuple(rules.names(line)), rules.starts_scope(line)


def align_lines(left: list[str], right: list[str], rules: NameRules | None = None) -> Alignment:
    """Blocks covering both line lists in order. Without `rules`, plain difflib matching."""
    if rules is None:
        return Alignment([Block(*op) for op in _opcodes(left, right)])
    return align_texts("\n".join(left), "\n".join(right), rules)


def align_texts(left: str, right: str, rules: NameRules | None = None) -> Alignment:
    """Like align_lines, for whole texts (whose line analysis is cached)."""
    if rules is None:
        return Alignment([Block(*op) for op in _opcodes(left.splitlines(), right.splitlines())])
    a, b = analyze(left, rules.lang), analyze(right, rules.lang)
    renaming = _Renaming(rules)
    blocks: list[Block] = []
    for tag, i1, i2, j1, j2 in _opcodes(a.masked, b.masked):
        if tag != "equal":
            opens = any(i in a.scopes for i in range(i1, i2)) or any(j in b.scopes for j in range(j1, j2))
            renaming.see_unpaired(i2 - i1, opens)
            _append(blocks, tag, i1, i2, j1, j2)
            continue
        for k in range(i2 - i1):
            i, j = i1 + k, j1 + k
            same = renaming.pair(a.names[i], b.names[j], i in a.scopes or j in b.scopes)
            _append(blocks, "equal" if same else "replace", i, i + 1, j, j + 1)
    return Alignment(blocks, rules, renaming.scopes, renaming.left_scope)


def _opcodes(a: Sequence[str], b: Sequence[str]) -> list[tuple[str, int, int, int, int]]:
    return SequenceMatcher(None, a, b, autojunk=False).get_opcodes()


def _append(blocks: list[Block], tag: str, i1: int, i2: int, j1: int, j2: int) -> None:
    """Add a block, merging it into the previous one when both are equal or both are changes."""
    if blocks:
        last = blocks[-1]
        both_equal = last.tag == tag == "equal"
        both_changed = last.tag != "equal" and tag != "equal"
        if both_equal or both_changed:
            merged = "equal" if both_equal else _change_tag(last.left_lo, i2, last.right_lo, j2)
            blocks[-1] = Block(merged, last.left_lo, i2, last.right_lo, j2)
            return
    blocks.append(Block(tag, i1, i2, j1, j2))


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
        self.left_scope: list[int] = []  # scope index of each left line, in order

    @property
    def forward(self) -> dict[str, str]:
        return self.scopes[-1]

    def _scope(self, opens: bool) -> None:
        if opens:
            self.scopes.append({})
            self.backward = {}

    def see_unpaired(self, left_count: int, opens: bool) -> None:
        # A function boundary inside a changed block opens the new scope at the block's start:
        # the few removed lines before it then show their own names, which is harmless.
        self._scope(opens)
        self.left_scope.extend([len(self.scopes) - 1] * left_count)

    def pair(self, lnames: Sequence[str], rnames: Sequence[str], opens: bool) -> bool:
        """Whether two mask-equal lines are equal under the renaming so far; extends it if so."""
        if opens:
            self._scope(opens)
        self.left_scope.append(len(self.scopes) - 1)
        if len(lnames) != len(rnames):
            return False
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
        return True
