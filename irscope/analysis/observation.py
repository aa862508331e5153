"""How a bundle's passes were observed, in words: shared by `irscope capture` (its summary line)
and `irscope passes` (the pass table's header)."""

from __future__ import annotations

from irscope.bundle import Bundle


def observation_parts(b: Bundle) -> list[str]:
    """['17 observed singly', '28 only in 2 groups (11-25, 29-41)', '11 changed the IR', '28 not known'].

    A pass whose change is not known (its states around it not both exact) is counted as such,
    never among those that left the IR alone."""
    single = sum(p.observed == "single" for p in b.passes)
    parts = [f"{single} observed singly"]
    if b.groups:
        grouped = sum(g.last - g.first + 1 for g in b.groups)
        spans = ", ".join(f"{g.first}-{g.last}" if g.last > g.first else str(g.first) for g in b.groups)
        parts.append(f"{grouped} only in {len(b.groups)} group{'s' if len(b.groups) > 1 else ''} ({spans})")
    unobserved = sum(p.observed == "none" for p in b.passes)
    if unobserved:
        parts.append(f"{unobserved} not observed")
    parts.append(f"{sum(bool(p.changed) for p in b.passes)} changed the IR")
    unknown = sum(p.changed is None and p.observed != "none" for p in b.passes)
    if unknown:
        parts.append(f"{unknown} not known")
    return parts


NOOP_LABEL = "no-op on this module (evidence)"
REPRODUCED_LABEL = "group end reproduced by replay"

#: Short IR-column text for a replay's per-pass labels (PassRecord.label), and the legend line.
LABEL_CELLS = {
    "exact": "exact",
    NOOP_LABEL: "no-op",
    REPRODUCED_LABEL: "end-match",
    "approximate": "approx",
}
LABEL_LEGEND = (
    "IR: exact = the real pipeline's state; no-op = cannot run alone, shown not to change this module "
    "(evidence in the manifest); end-match = approximate, but the replay reproduced its group's exact "
    "end state; approx = approximate"
)


def exact_count(b: Bundle) -> int:
    """Passes whose recorded state is the real pipeline's (observed singly or a group's exact end)."""
    return sum(p.exact is True for p in b.passes)
