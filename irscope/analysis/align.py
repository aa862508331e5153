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

import difflib
import re
from dataclasses import dataclass, field

from irscope.analysis.names import NameRules

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


def align_lines(left: list[str], right: list[str], rules: NameRules | None = None) -> Alignment:
    """Blocks covering both line lists in order. Without `rules`, plain difflib matching."""
    if rules is None:
        matcher = difflib.SequenceMatcher(None, left, right, autojunk=False)
        return Alignment([Block(*op) for op in matcher.get_opcodes()])
    masked_left = [rules.mask(line) for line in left]
    masked_right = [rules.mask(line) for line in right]
    matcher = difflib.SequenceMatcher(None, masked_left, masked_right, autojunk=False)
    renaming = _Renaming(rules)
    blocks: list[Block] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            renaming.see_unpaired(left[i1:i2], right[j1:j2])
            _append(blocks, tag, i1, i2, j1, j2)
            continue
        for k in range(i2 - i1):
            i, j = i1 + k, j1 + k
            same = renaming.pair(left[i], right[j])
            _append(blocks, "equal" if same else "replace", i, i + 1, j, j + 1)
    return Alignment(blocks, rules, renaming.scopes, renaming.left_scope)


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

    def _scope(self, *lines: str) -> None:
        if any(self.rules.starts_scope(line) for line in lines):
            self.scopes.append({})
            self.backward = {}

    def see_unpaired(self, left: list[str], right: list[str]) -> None:
        # A function boundary inside a changed block opens the new scope at the block's start:
        # the few removed lines before it then show their own names, which is harmless.
        self._scope(*left, *right)
        self.left_scope.extend([len(self.scopes) - 1] * len(left))

    def pair(self, left: str, right: str) -> bool:
        """Whether two mask-equal lines are equal under the renaming so far; extends it if so."""
        self._scope(left, right)
        self.left_scope.append(len(self.scopes) - 1)
        lnames, rnames = self.rules.names(left), self.rules.names(right)
        if len(lnames) != len(rnames):
            return False
        new: dict[str, str] = {}
        new_back: dict[str, str] = {}
        for a, b in zip(lnames, rnames, strict=True):
            mapped = self.forward.get(a, new.get(a))
            back = self.backward.get(b, new_back.get(b))
            if mapped is None and back is None:
                new[a], new_back[b] = b, a
            elif mapped != b or back != a:
                return False
        self.forward.update(new)
        self.backward.update(new_back)
        return True
