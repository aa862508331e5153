"""The bookkeeping of pass replay, as pure functions (no MLIR): which pipeline variants give exact
checkpoints, and which passes that makes observed singly and exactly, and which only as a group.

Vocabulary: S_i is the real pipeline's module after pass i (0-based here; the manifest counts
from 1). An *anchor* is an i whose S_i is known exactly: a checkpoint (the real pipeline text
with one option changed, verified on str(pm)) or the last pass (the real run's own output).
Replaying a registered pass alone on an exact S_{i-1} gives S_i exactly; an unregistered pass
cannot be replayed, so from there on the replayed states are approximate until the next anchor.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from irscope.pipeline_text import PassSpec


def noop_evidence(spec: PassSpec) -> str | None:
    """Why a pass that cannot be replayed alone is known to leave this module unchanged, or None.

    flatten-locs runs only when cute-to-nvvm's flatten-locs-output-json-path is set: the DSL
    library describes that option as "Empty disables the pass" (4.8.1), and the DSL leaves it
    empty. It rewrites only locations anyway, which the printed states omit.
    """
    if spec.name == "flatten-locs" and re.fullmatch(r"output-json-path=(''|\"\")?", spec.options.strip()):
        return "flatten-locs with an empty output-json-path is disabled (cute-to-nvvm: 'Empty disables the pass')"
    return None


@dataclass(frozen=True)
class PassLabel:
    """How one pass is observed by a replay."""

    observed: str  # "single" | "group"
    group: int | None  # shared by the passes of one group
    exact: bool  # the recorded IR is S_i itself
    has_ir: bool  # some IR is recorded after it (the pass was replayed, or it is an anchor)


def prefix_checkpoint(real: Sequence[PassSpec], variant: Sequence[PassSpec]) -> int | None:
    """A variant pipeline that is a strict, pass-for-pass prefix of the real one ends in S_k:
    return k, or None when the variant is anything else."""
    if not 0 < len(variant) < len(real):
        return None
    if any(a != b for a, b in zip(real, variant, strict=False)):
        return None
    return len(variant) - 1


def failure_checkpoint(
    real: Sequence[PassSpec], variant: Sequence[PassSpec], expected: str, transparent: Collection[str] = ()
) -> int | None:
    """A variant whose first difference from the real pipeline is pass `expected` (its options
    changed so that it fails at its start): the run stops there, after passes identical to the
    real ones, leaving S_{k} for the k just before that point. Return k (None if not applicable).

    Passes after the failing one never run, so they may differ (a variant may also drop passes
    between the cut and the failing pass: the failure then comes earlier in the real numbering).
    Passes named in `transparent` (known to leave the IR unchanged) may run between the first
    difference and the failing pass: the state left is still S_k.
    """
    first = next((i for i, (a, b) in enumerate(zip(real, variant, strict=False)) if a != b), None)
    if first is None or first == 0:
        return None
    j = first
    while j < len(variant) and variant[j].name in transparent and variant[j].name != expected:
        j += 1
    if j >= len(variant) or variant[j].name != expected:
        return None
    return first - 1


def label(
    replayable: Sequence[bool],
    anchors: Collection[int],
    diverged: Collection[int] = (),
) -> list[PassLabel]:
    """Label every pass.

    Between two anchors, passes are observed singly and exactly as long as every pass since the
    previous anchor was replayed. From the first pass that could not be (unregistered), to the
    next anchor, the passes form one group: only the anchor's IR (the group's last member) is
    exact; the replayed members in between are approximate. `diverged` lists anchors where a
    fully replayed chain did not reproduce the anchor's exact state: that whole stretch becomes
    a group, since where it went wrong is unknown. Passes after the last anchor are approximate.
    """
    n = len(replayable)
    labels: list[PassLabel | None] = [None] * n
    group = 0
    start = 0
    for a in sorted(i for i in set(anchors) if 0 <= i < n):
        if a < start:
            continue
        stretch = range(start, a + 1)
        first_gap = start if a in diverged else next((i for i in stretch if not replayable[i]), None)
        if first_gap is None or first_gap == a:
            # Exact state before and after every pass of the stretch (a lone gap at the anchor
            # is still bracketed by exact states).
            for i in stretch:
                labels[i] = PassLabel("single", None, True, True)
        else:
            for i in range(start, first_gap):
                labels[i] = PassLabel("single", None, True, True)
            group += 1
            for i in range(first_gap, a + 1):
                labels[i] = PassLabel("group", group, i == a, replayable[i] or i == a)
        start = a + 1
    if start < n:
        group += 1
        for i in range(start, n):
            labels[i] = PassLabel("group", group, False, replayable[i])
    return [lab for lab in labels if lab is not None]


def describe(labels: Sequence[PassLabel], names: Sequence[str], replayable: Sequence[bool]) -> str:
    """'17 of 45 passes observed singly (exact); 2 groups: 11-25, 29-41; 8 passes not registered
    for replay: ...' (pass numbers 1-based, as in the manifest)."""
    n = len(labels)
    single = sum(lab.observed == "single" for lab in labels)
    spans: dict[int, list[int]] = {}
    for i, lab in enumerate(labels):
        if lab.group is not None:
            spans.setdefault(lab.group, []).append(i + 1)
    parts = [f"{single} of {n} passes observed singly (exact)"]
    if spans:
        ranges = ", ".join(f"{v[0]}-{v[-1]}" if len(v) > 1 else f"{v[0]}" for v in spans.values())
        parts.append(f"{len(spans)} group{'s' if len(spans) > 1 else ''}: {ranges}")
    missing = [f"{i + 1} {names[i]}" for i, ok in enumerate(replayable) if not ok]
    if missing:
        parts.append(f"{len(missing)} passes not registered for replay: {', '.join(missing)}")
    return "; ".join(parts)
