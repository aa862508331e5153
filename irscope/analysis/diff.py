"""The diff engine: texts, passes, bundles. Returns frozen dataclasses; renderers live in views/.

    diff_texts(a, b)                       unified-diff hunks of two texts
    side_by_side(a, b)                     full-length aligned rows for a two-pane viewer
    split_rows(a, b)                       the same rows, made as a viewer reads them
    pass_diff(bundle, pass)                the IR before a pass vs after it
    compare(bundle_a, bundle_b, kind=...)  the same text (a pass's IR, PTX, SASS) of two bundles
    first_divergent_pass(a, b)             where two captures' pipelines first disagree

With `normalized=True` (the default for bundles) texts go through `normalize` and lines that
differ only by a consistent renaming of SSA values, registers or labels count as equal (see
`align.py`). A unified diff then reads in the right-hand text's names: equal lines show the
right-hand text, removed lines are translated into right-hand names (a name with no counterpart
keeps its own, marked `'`). Side-by-side rows always show each text as it is.
"""

from __future__ import annotations

import difflib
import re
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import accumulate, chain, repeat
from operator import ne
from typing import Any

from irscope.analysis import normalize
from irscope.analysis.align import Alignment, align_texts, analyze
from irscope.analysis.blocks import Block, hunk_groups
from irscope.analysis.compiled import TextCore, dispatch
from irscope.analysis.names import NameRules, rules_for
from irscope.analysis.split_rows import SideBySideRow, SplitRows
from irscope.analysis.texts import normalized_text, pass_texts, stage_text
from irscope.bundle import Bundle, PassRecord


@dataclass(frozen=True)
class DiffLine:
    tag: str  # "equal" | "delete" | "insert"
    left_no: int | None  # 1-based line number in the left text
    right_no: int | None
    text: str


@dataclass(frozen=True)
class Hunk:
    """Like a unified diff's `@@ -left_start,left_count +right_start,right_count @@` (1-based;
    a start with count 0 is the line after which the other side's lines go)."""

    left_start: int
    left_count: int
    right_start: int
    right_count: int
    lines: tuple[DiffLine, ...]


class _MadeOnFirstRead:
    """A field that may be given a function making its value, which is then called on the first
    read and its result kept. Equality, repr and hash read the field like any other, so they see
    the same value as if it had been made at once; a caller who never reads it (one that only
    wants a diff's counts) never pays for it."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.key = f"_{name}"

    def __get__(self, obj: object, owner: type | None = None) -> Any:
        if obj is None:
            raise AttributeError(f"{self.key[1:]} has no default")  # what dataclasses ask
        value = obj.__dict__[self.key]
        if callable(value):
            value = obj.__dict__[self.key] = value()
        return value

    def __set__(self, obj: object, value: Any) -> None:
        obj.__dict__[self.key] = value  # only __init__ sets it: the dataclass is frozen


@dataclass(frozen=True)
class TextDiff:
    left_label: str
    right_label: str
    hunks: tuple[Hunk, ...] = _MadeOnFirstRead()  # type: ignore[assignment]  # made when first read
    added: int  # type: ignore[misc]  # hunks has no default: _MadeOnFirstRead tells dataclasses so
    removed: int  # type: ignore[misc]
    renamed: int = 0  # lines counted equal although their names were renumbered

    @property
    def changed(self) -> bool:
        return bool(self.added or self.removed)


@dataclass(frozen=True)
class Divergence:
    """Where two bundles first disagree: a pass (pass_key NAME#k), or "input", "ptx", "sass"."""

    pass_key: str
    a_pass: PassRecord | None
    b_pass: PassRecord | None
    reason: str
    stage: str = "mlir"  # "input" | "mlir" | "ptx" | "sass" | "failed"
    diff: TextDiff | None = None


# ---- texts --------------------------------------------------------------------------------
def diff_texts(
    left: str,
    right: str,
    *,
    left_label: str = "",
    right_label: str = "",
    context: int = 3,
    kind: str | None = None,
) -> TextDiff:
    """Unified-diff hunks. `kind` ("mlir" | "ptx" | "sass": the texts are normalized text of
    that kind) makes consistent renamings equal and shows removed lines in the right-hand names
    (see the module docstring); None compares plain lines."""
    rules = rules_for(kind)
    if left == right:  # every line pairs with itself, under the identity renaming: no hunks
        return TextDiff(left_label, right_label, (), 0, 0)
    alignment = align_texts(left, right, rules)
    a, b = _lines(left, rules), _lines(right, rules)
    changed = [blk for blk in alignment.blocks if blk.tag != "equal"]
    added = sum(blk.right_hi - blk.right_lo for blk in changed)
    removed = sum(blk.left_hi - blk.left_lo for blk in changed)
    renamed = sum(
        sum(map(ne, a[blk.left_lo : blk.left_hi], b[blk.right_lo : blk.right_hi]))
        for blk in alignment.blocks
        if blk.tag == "equal"
    )
    hunks = partial(_hunks, alignment, a, b, max(context, 0))
    return TextDiff(left_label, right_label, hunks, added, removed, renamed)  # type: ignore[arg-type]


def _hunks(alignment: Alignment, a: Sequence[str], b: Sequence[str], context: int) -> tuple[Hunk, ...]:
    """The hunks of a diff: every changed line with `context` lines around it."""
    layout = _Rows(alignment.blocks)
    spans = layout.spans(context)
    segments = [layout.segments(lo, hi) for lo, hi in spans]
    # Removed lines in the right-hand names, all at once (the renaming rewrites them per scope).
    deleted = [i for part in segments for tag, i, _, n in part if tag == "delete" for i in range(i, i + n)]
    shown = dict(zip(deleted, alignment.lefts_in_right_names([a[i] for i in deleted], deleted), strict=True))
    hunks = []
    for (lo, hi), part in zip(spans, segments, strict=True):
        (left_lo, right_lo), (left_hi, right_hi) = layout.position(lo), layout.position(hi)
        left_count, right_count = left_hi - left_lo, right_hi - right_lo
        # A side with no line in the hunk starts after the last line before it (diff -u's rule).
        left_start = left_lo + 1 if left_count else left_lo
        right_start = right_lo + 1 if right_count else right_lo
        lines = [_diff_lines(segment, b, shown) for segment in part]
        hunks.append(Hunk(left_start, left_count, right_start, right_count, tuple(chain.from_iterable(lines))))
    return tuple(hunks)


def _diff_lines(segment: tuple[str, int, int, int], b: Sequence[str], shown: dict[int, str]) -> Iterator[DiffLine]:
    """The DiffLines of a run of rows of one kind (1-based line numbers; a removed line shows
    `shown`, its text in the right-hand names)."""
    tag, i, j, n = segment
    if tag == "equal":
        return map(DiffLine, repeat(tag, n), range(i + 1, i + n + 1), range(j + 1, j + n + 1), b[j : j + n])
    if tag == "delete":
        return map(
            DiffLine, repeat(tag, n), range(i + 1, i + n + 1), repeat(None, n), map(shown.__getitem__, range(i, i + n))
        )
    return map(DiffLine, repeat(tag, n), repeat(None, n), range(j + 1, j + n + 1), b[j : j + n])


class _Rows:
    """The rows of a unified diff, laid out by block: an equal block gives a row per line pair,
    a changed block a row per removed line, then one per added line. A row is (tag, left index,
    right index). Rows are made for hunks only: most lines of a long IR are outside every hunk."""

    def __init__(self, blocks: list[Block]) -> None:
        self.blocks = blocks
        sizes = ((blk.left_hi - blk.left_lo) + (blk.right_hi - blk.right_lo) * (blk.tag != "equal") for blk in blocks)
        self.starts = list(accumulate(sizes, initial=0))  # first row of each block, then the row count

    def spans(self, context: int) -> list[tuple[int, int]]:
        """[lo, hi) rows of each hunk (blocks.hunk_groups): its changed rows with `context` rows
        around them."""
        total, starts = self.starts[-1], self.starts
        return [
            (max(starts[first] - context, 0), min(starts[last + 1] + context, total))
            for first, last in hunk_groups(self.blocks, context)
        ]

    def position(self, row: int) -> tuple[int, int]:
        """How many left lines and how many right lines come before a row."""
        if row >= self.starts[-1]:
            last = self.blocks[-1] if self.blocks else Block("equal", 0, 0, 0, 0)
            return last.left_hi, last.right_hi
        k = bisect_right(self.starts, row) - 1
        blk, offset = self.blocks[k], row - self.starts[k]
        if blk.tag == "equal":
            return blk.left_lo + offset, blk.right_lo + offset
        removed = blk.left_hi - blk.left_lo
        return blk.left_lo + min(offset, removed), blk.right_lo + max(offset - removed, 0)

    def segments(self, lo: int, hi: int) -> list[tuple[str, int, int, int]]:
        """Rows [lo, hi) as runs of one kind: (tag, first left index, first right index, count),
        the index of the side a removed or added line lacks being where it would go."""
        out = []
        k = bisect_right(self.starts, lo) - 1
        while k < len(self.blocks) and self.starts[k] < hi:
            blk, start = self.blocks[k], self.starts[k]
            first, last = max(lo, start) - start, min(hi, self.starts[k + 1]) - start
            if blk.tag == "equal":
                out.append(("equal", blk.left_lo + first, blk.right_lo + first, last - first))
            else:
                removed = blk.left_hi - blk.left_lo
                if first < removed:
                    out.append(("delete", blk.left_lo + first, blk.right_lo, min(last, removed) - first))
                if last > removed:
                    added_first = max(first, removed) - removed
                    out.append(("insert", blk.left_hi, blk.right_lo + added_first, last - removed - added_first))
            k += 1
        return out


def side_by_side(left: str, right: str, *, kind: str | None = None) -> tuple[SideBySideRow, ...]:
    """Every line of both texts, aligned. In a changed block, the k-th removed line pairs with
    the k-th added line as a "replace" row (so a viewer can mark the changed characters)."""
    return tuple(split_rows(left, right, kind=kind))


def split_rows(left: str, right: str, *, kind: str | None = None) -> SplitRows:
    """side_by_side's rows, made as they are read (a viewer reads the few it shows)."""
    rules = rules_for(kind)
    if left == right:  # what the aligner finds for equal texts, without the work
        return SplitRows.unchanged(left.splitlines())
    blocks = align_texts(left, right, rules).blocks
    return SplitRows(blocks, _lines(left, rules), _lines(right, rules))


def _lines(text: str, rules: NameRules | None) -> Sequence[str]:
    """text.splitlines(), which the aligner has already made (and cached) when it had rules."""
    return analyze(text, rules.lang).lines if rules else text.splitlines()


#: What a word may start with before its name characters (the compiled core's WORD_SIGILS).
WORD_SIGILS = "%@^!#"
_WORD = re.compile(rf"[{re.escape(WORD_SIGILS)}]?[\w.$-]+|\s+|.")
#: Beyond this many differing words a side, the words between the common head and tail are
#: marked as one range: matching words is quadratic, and lines of tens of thousands of words
#: (a cubin inlined as a string constant) would take minutes.
WORD_MATCH_LIMIT = 400


@dispatch(TextCore.changed_words)
def changed_words(left: str, right: str) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """Character ranges [lo, hi) that differ between two paired lines, compared word by word,
    left then right. Words, not characters: an SSA renumbering (%12 -> %13) lights up whole
    names, and character matching pairs up unrelated digits across a long IR line."""
    a, b = _WORD.findall(left), _WORD.findall(right)
    head = 0
    while head < min(len(a), len(b)) and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    a_off, b_off = list(accumulate(map(len, a), initial=0)), list(accumulate(map(len, b), initial=0))
    a_mid, b_mid = a[head : len(a) - tail], b[head : len(b) - tail]
    opcodes: Sequence[tuple[str, int, int, int, int]]
    if len(a_mid) > WORD_MATCH_LIMIT or len(b_mid) > WORD_MATCH_LIMIT or not a_mid or not b_mid:
        opcodes = [("replace", 0, len(a_mid), 0, len(b_mid))]
    else:
        opcodes = difflib.SequenceMatcher(None, a_mid, b_mid, autojunk=False).get_opcodes()
    lspans, rspans = [], []
    for tag, i1, i2, j1, j2 in opcodes:
        if tag != "equal":
            if i2 > i1:
                lspans.append((a_off[head + i1], a_off[head + i2]))
            if j2 > j1:
                rspans.append((b_off[head + j1], b_off[head + j2]))
    return tuple(lspans), tuple(rspans)


def changed_spans(left: str, right: str) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """Character ranges [lo, hi) that differ between two paired lines, left then right."""
    matcher = difflib.SequenceMatcher(None, left, right, autojunk=False)
    lspans, rspans = [], []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            if i2 > i1:
                lspans.append((i1, i2))
            if j2 > j1:
                rspans.append((j1, j2))
    return tuple(lspans), tuple(rspans)


# ---- bundles (their texts come from texts.py) --------------------------------------------
def pass_diff(b: Bundle, p: PassRecord, *, normalized: bool = True, context: int = 3) -> TextDiff:
    """What pass `p` did: the IR it started from vs the IR after it."""
    before, after = pass_texts(b, p, normalized=normalized)
    left_label, right_label = f"{b.label} before {p.key}", f"{b.label} after {p.key}"
    if before == after:
        return TextDiff(left_label, right_label, hunks=(), added=0, removed=0)
    kind = "mlir" if normalized else None
    return diff_texts(before, after, left_label=left_label, right_label=right_label, context=context, kind=kind)


def compare(
    a: Bundle,
    b: Bundle,
    *,
    kind: str = "mlir",
    pass_ref: str | None = None,
    normalized: bool = True,
    context: int = 3,
    collapse_names: bool = False,
    pair_names: bool = False,
) -> TextDiff:
    """The same text of two bundles (`kind`: mlir, ptx or sass); MLIR passes are matched by
    NAME#k in each bundle."""
    left, right = compared_texts(
        a, b, kind, pass_ref, normalized=normalized, collapse_names=collapse_names, pair_names=pair_names
    )
    where = kind if kind != "mlir" else f"mlir after {pass_ref or 'final'}"
    return diff_texts(
        left,
        right,
        left_label=f"{a.label} ({a.path.name}) {where}",
        right_label=f"{b.label} ({b.path.name}) {where}",
        context=context,
        kind=kind if normalized else None,
    )


def compared_texts(
    a: Bundle,
    b: Bundle,
    stage: str,
    pass_ref: str | None = None,
    *,
    normalized: bool = True,
    collapse_names: bool = False,
    pair_names: bool = False,
) -> tuple[str, str]:
    """The texts `compare` diffs. With `collapse_names`, the kernels' mangled names are shortened;
    with `pair_names` too, the shortened names are paired across the two
    (normalize.unify_collapsed_names): `..._v1_...` vs `..._v2_...` is not a change in the code.
    (Pairing is its own switch so that `collapse_names` alone keeps the reference engine's result.)"""
    left = stage_text(a, stage, pass_ref, normalized=normalized, collapse_names=collapse_names)
    right = stage_text(b, stage, pass_ref, normalized=normalized, collapse_names=collapse_names)
    return normalize.unify_collapsed_names(left, right) if collapse_names and pair_names else (left, right)


def first_divergent_pass(
    a: Bundle, b: Bundle, *, normalized: bool = True, pair_names: bool = False
) -> Divergence | None:
    """The first point where two captures disagree, walking the pipeline in order.

    Passes are matched by NAME#k. The answer is the first of: the input IR differs ("input"); a
    matched pass after which the IR differs; a pass that runs in one pipeline only and changed
    the IR there; the PTX ("ptx"); the SASS ("sass"). None when all of them agree. Passes whose
    IR was not observed in both bundles cannot be compared and are skipped. `pair_names`: the
    kernels' mangled names shortened and paired first, as `compared_texts` pairs them (`report`,
    whose pass table counts lines that way).

    A capture that failed stopped after its last observed pass (or before any): the other's
    passes after that point did not "run only" there, and its PTX and SASS have nothing to meet.
    When nothing it observed differs, the answer is stage "failed" at the first pass it did not
    reach (or "capture"), its reason starting with the failed side ("A (" or "B ("), never None.
    """
    found = _differs(a.input_ir(), b.input_ir(), "mlir", normalized, a, b, "input IR", pair_names)
    if found:
        return Divergence(
            "input", None, None, f"the IR handed to the pipeline differs ({_size(found)})", "input", found
        )
    keys_a, keys_b = [p.key for p in a.passes], [p.key for p in b.passes]
    matcher = difflib.SequenceMatcher(None, keys_a, keys_b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            stopped = _stopped(a, b, i1, j1)
            if stopped is not None:
                return stopped
            for side, p in [("A", q) for q in a.passes[i1:i2]] + [("B", q) for q in b.passes[j1:j2]]:
                if p.changed:
                    pa, pb = (p, None) if side == "A" else (None, p)
                    return Divergence(
                        p.key, pa, pb, f"{p.key} runs only in {side} ({_who(a, b, side)}) and changed the IR"
                    )
            continue
        for pa, pb in zip(a.passes[i1:i2], b.passes[j1:j2], strict=True):
            if pa.ir_member is None or pb.ir_member is None:
                continue
            found = _differs(a.ir_after(pa), b.ir_after(pb), "mlir", normalized, a, b, f"IR after {pa.key}", pair_names)
            if found:
                return Divergence(pa.key, pa, pb, f"the IR after {pa.key} differs ({_size(found)})", "mlir", found)
    stopped = _stopped(a, b, len(a.passes), len(b.passes))
    if stopped is not None:
        return stopped
    for stage, read in (("ptx", Bundle.ptx), ("sass", Bundle.sass)):
        found = _differs(read(a), read(b), stage, normalized, a, b, stage.upper(), pair_names)
        if found:
            return Divergence(
                stage,
                None,
                None,
                f"every observed pass agrees; the {stage.upper()} differs ({_size(found)})",
                stage,
                found,
            )
    return None


def _differs(
    left: str | None,
    right: str | None,
    stage: str,
    normalized: bool,
    a: Bundle,
    b: Bundle,
    what: str,
    pair_names: bool = False,
) -> TextDiff | None:
    """The diff when both texts exist and differ (beyond renaming, when normalized), else None."""
    if left is None or right is None or left == right:
        return None
    if normalized:
        left, right = normalized_text(stage, left), normalized_text(stage, right)
    if pair_names:
        left, right = normalize.paired_names(left, right)
    if left == right:
        return None
    diff = diff_texts(
        left,
        right,
        left_label=f"{a.label} ({a.path.name}) {what}",
        right_label=f"{b.label} ({b.path.name}) {what}",
        kind=stage if normalized else None,
    )
    return diff if diff.changed else None


def _size(d: TextDiff) -> str:
    return f"+{d.added} -{d.removed} lines"


def _stopped(a: Bundle, b: Bundle, i: int, j: int) -> Divergence | None:
    """Where the walk ends when it reaches the end of a failed capture's passes (A's at index i,
    B's at j): the first pass the failed one did not reach, in the other's pipeline."""
    for x, at, other, other_at in ((a, i, b, j), (b, j, a, i)):
        if not x.ok and at >= len(x.passes):
            side = "A" if x is a else "B"
            nxt = other.passes[other_at] if other_at < len(other.passes) else None
            observed = f"after {len(x.passes)} observed pass(es), which agree" if x.passes else "before any pass"
            reason = f"{side} ({_who(a, b, side)}) capture failed {observed}"
            pa, pb = (None, nxt) if x is a else (nxt, None)
            return Divergence(nxt.key if nxt else "capture", pa, pb, reason, "failed")
    return None


def _who(a: Bundle, b: Bundle, side: str) -> str:
    x = a if side == "A" else b
    return f"{x.label}, DSL {x.dsl_version}"
