"""The page's pass list: every pass with its phase, markers, landmarks, the id of the IR after
it and, for passes that changed the IR, the id of its diff; in compare mode, how the IR after
each pass differs between bundle A and bundle B.

Texts are normalized (irscope.analysis.texts) as `irscope diff` shows them, so renumbered
SSA names count as equal. A pass of a replay group (DSL 4.6+) shows its own diff where it has
IR of its own, approximate or not, and its group's where it has none, with the note every
command prints beside it (texts.diff_note); a pass with no IR at all carries a note.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from irscope.analysis.comparison import first_divergence, normalized_pair
from irscope.analysis.diff import Divergence
from irscope.analysis.texts import diff_note, normalized_text, pass_span
from irscope.bundle import Bundle, PassRecord
from irscope.views.html.diffs import DiffTable


def normalized_mlir(text: str) -> str:
    return normalized_text("mlir", text)  # the one normalize cache (irscope.analysis.texts)


@dataclass(frozen=True)
class PassEntry:
    record: PassRecord
    landmarks: tuple[str, ...]
    after: int | None  # text id of the normalized IR after the pass (or its group)
    diff: int | None  # diff id: what the pass (or its group) did, None when it changed nothing
    added: int = 0
    removed: int = 0
    note: str = ""  # why there is no IR or diff
    compare: str | None = None  # "same" | "differs" | "absent" (not in B) | "no-ir"
    compare_diff: int | None = None
    compare_added: int = 0
    compare_removed: int = 0

    def to_json(self) -> dict[str, Any]:
        p = self.record
        out: dict[str, Any] = {
            "key": p.key,
            "name": p.name,
            "index": p.index,
            "phase": p.phase,
            "observed": p.observed,
            "changed": p.changed,
            "ms": p.time_ms,
            "marks": list(self.landmarks),
            "after": self.after,
            "diff": self.diff,
            "added": self.added,
            "removed": self.removed,
        }
        if p.observed == "group":
            out["group"] = p.group
        if self.note:
            out["note"] = self.note
        if self.compare is not None:
            out["cmp"] = {
                "state": self.compare,
                "diff": self.compare_diff,
                "added": self.compare_added,
                "removed": self.compare_removed,
            }
        return out


def _landmarks(b: Bundle) -> dict[str, tuple[str, ...]]:
    marks: dict[str, list[str]] = {}
    for m in b.landmarks:
        if m.pass_key:
            marks.setdefault(m.pass_key, []).append(m.name)
    return {k: tuple(v) for k, v in marks.items()}


def _note(b: Bundle, p: PassRecord) -> str:
    """Why a pass shows no diff, or what the diff it shows is when not the exact pipeline's (the
    line every command prints: texts.diff_note)."""
    if p.observed == "none":
        return f"{p.key} left no IR dump: it ran on no operation, so it cannot have changed the IR."
    if p.observed == "group" and pass_span(b, p) is None:
        return f"{p.key} was observed only as part of group {p.group}, and no pass of it has IR."
    if p.ir_member is None and p.observed != "group":
        return f"{p.key} has no recorded IR in this bundle."
    return diff_note(b, p) or ""


def pass_pair(b: Bundle, p: PassRecord) -> tuple[str, str] | None:
    """The raw IR before and after what pass `p` shows as its diff (texts.pass_span: its own,
    else its group's), or None when it shows none (no IR, or a pass that changed nothing)."""
    span = pass_span(b, p)
    if span is None or p.changed is False:
        return None
    before, after = b.ir_before(span.first), b.ir_after(span.last)
    return (before, after) if before is not None and after is not None else None


def compare_pair(a: Bundle, p: PassRecord, b: Bundle, q: PassRecord) -> tuple[str, str] | None:
    """The raw IR right after pass `p` of A and after pass `q` of B (the one with p's key),
    where both have one."""
    left, right = a.ir_after(p), b.ir_after(q)
    return (left, right) if left is not None and right is not None else None


def _passes_by_key(b: Bundle) -> dict[str, PassRecord]:
    return {q.key: q for q in b.passes}


def diff_pairs(a: Bundle) -> list[tuple[str, str]]:
    """Every pair of raw IR texts pass_entries diffs, for DiffTable.precompute."""
    return [pair for p in a.passes if (pair := pass_pair(a, p)) is not None]


def compared_pairs(a: Bundle, b: Bundle | None) -> list[tuple[str, str]]:
    """Every pair of raw IR texts compare_entries diffs (A's and B's after each pass of both),
    for DiffTable.precompute, which pairs their kernels' names as compare_entries does."""
    if b is None:
        return []
    in_b = _passes_by_key(b)
    return [pair for p in a.passes if p.key in in_b and (pair := compare_pair(a, p, b, in_b[p.key])) is not None]


def pass_entries(b: Bundle, diffs: DiffTable) -> list[PassEntry]:
    """One entry per pass of `b`, in pipeline order."""
    marks = _landmarks(b)
    entries = []
    for p in b.passes:
        after_text = b.ir_after(p)
        after = diffs.pool.add("mlir", normalized_mlir(after_text)) if after_text is not None else None
        pair = pass_pair(b, p)
        diff_id = diffs.add("mlir", *map(normalized_mlir, pair), lang="mlir") if pair is not None else None
        d = diffs.get(diff_id) if diff_id is not None else None
        entries.append(
            PassEntry(
                record=p,
                landmarks=marks.get(p.key, ()),
                after=after,
                diff=diff_id,
                added=d.added if d else 0,
                removed=d.removed if d else 0,
                note=_note(b, p),
            )
        )
    return entries


def compare_entries(entries: list[PassEntry], a: Bundle, b: Bundle, diffs: DiffTable) -> list[PassEntry]:
    """The entries of A, each with how the IR right after that pass differs in B (passes
    matched by NAME#k; a group's IR stands for its last pass only)."""
    in_b = _passes_by_key(b)
    out = []
    for e in entries:
        q = in_b.get(e.record.key)
        pair = compare_pair(a, e.record, b, q) if q is not None else None
        if q is None:
            out.append(_with_compare(e, "absent"))
        elif pair is None:
            out.append(_with_compare(e, "no-ir"))
        else:
            # normalized, the kernels' names paired: as every view compares (analysis.comparison)
            diff_id = diffs.add("mlir", *normalized_pair("mlir", *pair), lang="mlir")
            if diff_id is None:
                out.append(_with_compare(e, "same"))
            else:
                d = diffs.get(diff_id)
                out.append(_with_compare(e, "differs", diff_id, d.added, d.removed))
    return out


def _with_compare(e: PassEntry, state: str, diff_id: int | None = None, added: int = 0, removed: int = 0) -> PassEntry:
    from dataclasses import replace

    return replace(e, compare=state, compare_diff=diff_id, compare_added=added, compare_removed=removed)


def divergence_json(a: Bundle, b: Bundle) -> dict[str, Any] | None:
    """Where A and B first disagree (irscope.analysis.comparison.first_divergence), for the page."""
    found: Divergence | None = first_divergence(a, b)
    if found is None:
        return None
    return {"key": found.pass_key, "stage": found.stage, "reason": found.reason}
