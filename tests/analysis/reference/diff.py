# Frozen copy of irscope/analysis/diff.py as of b9cd60a, before the speed work of issue #3: the
# oracle that tests/analysis/test_reference_oracle.py compares the optimized module with. Do not edit.
"""The diff engine: texts, passes, bundles. Returns frozen dataclasses; renderers live in views/.

    diff_texts(a, b)                       unified-diff hunks of two texts
    side_by_side(a, b)                     full-length aligned rows for a two-pane viewer
    pass_diff(bundle, pass)                the IR before a pass vs after it
    compare(bundle_a, bundle_b, stage=...) the same stage (a pass's IR, PTX, SASS) of two bundles
    first_divergent_pass(a, b)             where two captures' pipelines first disagree

With `normalized=True` (the default for bundles) texts go through `normalize` and lines that
differ only by a consistent renaming of SSA values, registers or labels count as equal (see
`align.py`). A unified diff then reads in the right-hand text's names: equal lines show the
right-hand text, removed lines are translated into right-hand names (a name with no counterpart
keeps its own, marked `'`). Side-by-side rows always show each text as it is.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from functools import lru_cache
from itertools import repeat

from irscope.bundle import Bundle, PassRecord
from irscope.errors import StageUnavailable
from tests.analysis.reference import normalize
from tests.analysis.reference.align import Block, align_texts
from tests.analysis.reference.names import rules_for

STAGES = ("mlir", "ptx", "sass")


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


@dataclass(frozen=True)
class TextDiff:
    left_label: str
    right_label: str
    hunks: tuple[Hunk, ...]
    added: int
    removed: int
    renamed: int = 0  # lines counted equal although their names were renumbered

    @property
    def changed(self) -> bool:
        return bool(self.added or self.removed)


@dataclass(frozen=True)
class SideBySideRow:
    left_no: int | None
    left: str | None
    right_no: int | None
    right: str | None
    tag: str  # "equal" | "replace" | "delete" | "insert"


@dataclass(frozen=True)
class Divergence:
    """Where two bundles first disagree: a pass (pass_key NAME#k), or "input", "ptx", "sass"."""

    pass_key: str
    a_pass: PassRecord | None
    b_pass: PassRecord | None
    reason: str
    stage: str = "mlir"  # "input" | "mlir" | "ptx" | "sass"
    diff: TextDiff | None = None


# ---- texts --------------------------------------------------------------------------------
def diff_texts(
    left: str,
    right: str,
    *,
    left_label: str = "",
    right_label: str = "",
    context: int = 3,
    lang: str | None = None,
) -> TextDiff:
    """Unified-diff hunks. `lang` ("mlir" | "ptx" | "sass") makes consistent renamings equal
    and shows removed lines in the right-hand names (see the module docstring)."""
    a, b = left.splitlines(), right.splitlines()
    alignment = align_texts(left, right, rules_for(lang))
    # Rows as plain (tag, left index, right index) tuples; DiffLines only for hunk lines, since
    # most lines of a long IR are outside every hunk.
    rows: list[tuple[str, int | None, int | None]] = []
    renamed = 0
    for blk in alignment.blocks:
        if blk.tag == "equal":
            rows.extend(zip(repeat("equal"), range(blk.left_lo, blk.left_hi), range(blk.right_lo, blk.right_hi)))
            renamed += sum(
                a[i] != b[j]
                for i, j in zip(range(blk.left_lo, blk.left_hi), range(blk.right_lo, blk.right_hi), strict=True)
            )
            continue
        rows.extend(("delete", i, None) for i in range(blk.left_lo, blk.left_hi))
        rows.extend(("insert", None, j) for j in range(blk.right_lo, blk.right_hi))
    added = sum(blk.right_hi - blk.right_lo for blk in alignment.blocks if blk.tag != "equal")
    removed = sum(blk.left_hi - blk.left_lo for blk in alignment.blocks if blk.tag != "equal")

    def line(row: tuple[str, int | None, int | None]) -> DiffLine:
        tag, i, j = row
        if tag == "delete":
            assert i is not None
            return DiffLine(tag, i + 1, None, alignment.left_in_right_names(a[i], i))
        assert j is not None
        return DiffLine(tag, None if i is None else i + 1, j + 1, b[j])

    hunks = tuple(
        Hunk(left_start, left_count, right_start, right_count, tuple(line(r) for r in rows[lo:hi]))
        for lo, hi, left_start, left_count, right_start, right_count in _hunk_spans(rows, max(context, 0))
    )
    return TextDiff(left_label, right_label, hunks, added, removed, renamed)


def _hunk_spans(rows: list[tuple[str, int | None, int | None]], context: int) -> list[tuple[int, ...]]:
    """(row lo, row hi, left start, left count, right start, right count) of each hunk."""
    spans: list[list[int]] = []
    for k, (tag, _, _) in enumerate(rows):
        if tag == "equal":
            continue
        lo, hi = max(k - context, 0), min(k + context + 1, len(rows))
        if spans and lo <= spans[-1][1]:
            spans[-1][1] = max(spans[-1][1], hi)
        else:
            spans.append([lo, hi])
    out = []
    for lo, hi in spans:
        part = rows[lo:hi]
        lefts = [i for _, i, _ in part if i is not None]
        rights = [j for _, _, j in part if j is not None]
        # A side with no line in the hunk starts after the last line before it (diff -u's rule).
        left_start = lefts[0] + 1 if lefts else _before(rows, lo, 1)
        right_start = rights[0] + 1 if rights else _before(rows, lo, 2)
        out.append((lo, hi, left_start, len(lefts), right_start, len(rights)))
    return out


def _before(rows: list[tuple[str, int | None, int | None]], k: int, side: int) -> int:
    """How many lines of one side come before row k."""
    for row in reversed(rows[:k]):
        if row[side] is not None:
            return row[side] + 1  # type: ignore[operator]
    return 0


def side_by_side(left: str, right: str, *, lang: str | None = None) -> tuple[SideBySideRow, ...]:
    """Every line of both texts, aligned. In a changed block, the k-th removed line pairs with
    the k-th added line as a "replace" row (so a viewer can mark the changed characters)."""
    a, b = left.splitlines(), right.splitlines()
    rows: list[SideBySideRow] = []
    for blk in align_texts(left, right, rules_for(lang)).blocks:
        rows.extend(_block_rows(blk, a, b))
    return tuple(rows)


def _block_rows(blk: Block, a: list[str], b: list[str]) -> list[SideBySideRow]:
    lefts = range(blk.left_lo, blk.left_hi)
    rights = range(blk.right_lo, blk.right_hi)
    if blk.tag == "equal":
        return [SideBySideRow(i + 1, a[i], j + 1, b[j], "equal") for i, j in zip(lefts, rights, strict=True)]
    # Changed blocks may be uneven: pair what pairs, the rest are plain deletions or insertions.
    rows = [SideBySideRow(i + 1, a[i], j + 1, b[j], "replace") for i, j in zip(lefts, rights, strict=False)]
    paired = min(len(lefts), len(rights))
    rows += [SideBySideRow(i + 1, a[i], None, None, "delete") for i in lefts[paired:]]
    rows += [SideBySideRow(None, None, j + 1, b[j], "insert") for j in rights[paired:]]
    return rows


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


# ---- bundles ------------------------------------------------------------------------------
_NORMALIZERS = {"mlir": normalize.normalize_mlir, "ptx": normalize.normalize_ptx, "sass": normalize.normalize_sass}


@lru_cache(maxsize=256)
def _normalized(stage: str, text: str) -> str:
    # Passes that leave the IR alone share one file, hence one string: normalize it once.
    return _NORMALIZERS[stage](text)


def stage_text(
    b: Bundle, stage: str, pass_ref: str | None = None, *, normalized: bool = True, collapse_names: bool = False
) -> str:
    """A bundle's text at one stage: the IR after `pass_ref` (default: the final IR; "input":
    the pipeline's input), the PTX or the SASS. Raises StageUnavailable naming what is missing.
    `collapse_names` shortens mangled kernel names, for comparing kernels whose arguments differ."""
    if stage not in STAGES:
        raise StageUnavailable(f"unknown stage {stage!r}: expected one of {', '.join(STAGES)}")
    if stage == "mlir":
        text, what = _mlir_text(b, pass_ref)
    else:
        if pass_ref is not None:
            raise StageUnavailable(f"a pass ({pass_ref}) selects MLIR; stage {stage} has no passes")
        text, what = (b.ptx(), "PTX") if stage == "ptx" else (b.sass(), "SASS")
    if text is None:
        why = "the capture failed" if not b.ok else "not recorded"
        raise StageUnavailable(f"{b.path}: no {what} in this bundle ({why})")
    text = _normalized(stage, text) if normalized else text
    return normalize.collapse_long_names(text) if collapse_names else text


def _mlir_text(b: Bundle, pass_ref: str | None) -> tuple[str | None, str]:
    if pass_ref == "input":
        return b.input_ir(), "input IR"
    p = b.find_pass(pass_ref or "final")
    if p.ir_member is None:
        raise StageUnavailable(
            f"{b.path}: pass {p.key} was not observed singly (observed: {p.observed}); no IR after it"
        )
    return b.ir_after(p), f"IR after {p.key}"


def pass_diff(b: Bundle, p: PassRecord, *, normalized: bool = True, context: int = 3) -> TextDiff:
    """What pass `p` did: the IR it started from vs the IR after it."""
    before, after = b.ir_before(p), b.ir_after(p)
    if after is None:
        raise StageUnavailable(
            f"{b.path}: pass {p.key} was not observed singly (observed: {p.observed}); no IR after it"
        )
    if before is None:
        raise StageUnavailable(f"{b.path}: no IR before pass {p.key} (no input IR recorded)")
    labels = {"left_label": f"{b.label} before {p.key}", "right_label": f"{b.label} after {p.key}"}
    if before == after:
        return TextDiff(hunks=(), added=0, removed=0, **labels)
    if normalized:
        before, after = _normalized("mlir", before), _normalized("mlir", after)
    return diff_texts(before, after, context=context, lang="mlir" if normalized else None, **labels)


def compare(
    a: Bundle,
    b: Bundle,
    *,
    stage: str = "mlir",
    pass_ref: str | None = None,
    normalized: bool = True,
    context: int = 3,
    collapse_names: bool = False,
) -> TextDiff:
    """The same stage of two bundles; MLIR passes are matched by NAME#k in each bundle."""
    left = stage_text(a, stage, pass_ref, normalized=normalized, collapse_names=collapse_names)
    right = stage_text(b, stage, pass_ref, normalized=normalized, collapse_names=collapse_names)
    where = stage if stage != "mlir" else f"mlir after {pass_ref or 'final'}"
    return diff_texts(
        left,
        right,
        left_label=f"{a.label} ({a.path.name}) {where}",
        right_label=f"{b.label} ({b.path.name}) {where}",
        context=context,
        lang=stage if normalized else None,
    )


def first_divergent_pass(a: Bundle, b: Bundle, *, normalized: bool = True) -> Divergence | None:
    """The first point where two captures disagree, walking the pipeline in order.

    Passes are matched by NAME#k. The answer is the first of: the input IR differs ("input"); a
    matched pass after which the IR differs; a pass that runs in one pipeline only and changed
    the IR there; the PTX ("ptx"); the SASS ("sass"). None when all of them agree. Passes whose
    IR was not observed in both bundles cannot be compared and are skipped.
    """
    found = _differs(a.input_ir(), b.input_ir(), "mlir", normalized, a, b, "input IR")
    if found:
        return Divergence(
            "input", None, None, f"the IR handed to the pipeline differs ({_size(found)})", "input", found
        )
    keys_a, keys_b = [p.key for p in a.passes], [p.key for p in b.passes]
    matcher = difflib.SequenceMatcher(None, keys_a, keys_b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
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
            found = _differs(a.ir_after(pa), b.ir_after(pb), "mlir", normalized, a, b, f"IR after {pa.key}")
            if found:
                return Divergence(pa.key, pa, pb, f"the IR after {pa.key} differs ({_size(found)})", "mlir", found)
    for stage, read in (("ptx", Bundle.ptx), ("sass", Bundle.sass)):
        found = _differs(read(a), read(b), stage, normalized, a, b, stage.upper())
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
    left: str | None, right: str | None, stage: str, normalized: bool, a: Bundle, b: Bundle, what: str
) -> TextDiff | None:
    """The diff when both texts exist and differ (beyond renaming, when normalized), else None."""
    if left is None or right is None or left == right:
        return None
    if normalized:
        left, right = _normalized(stage, left), _normalized(stage, right)
        if left == right:
            return None
    diff = diff_texts(
        left,
        right,
        left_label=f"{a.label} ({a.path.name}) {what}",
        right_label=f"{b.label} ({b.path.name}) {what}",
        lang=stage if normalized else None,
    )
    return diff if diff.changed else None


def _size(d: TextDiff) -> str:
    return f"+{d.added} -{d.removed} lines"


def _who(a: Bundle, b: Bundle, side: str) -> str:
    x = a if side == "A" else b
    return f"{x.label}, DSL {x.dsl_version}"
