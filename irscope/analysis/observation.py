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


#: What a pass's `ms` is, by the capture's pass_time_source.
TIME_SOURCES = {
    "pass-timing": "each pass's wall time in the real pipeline run, grouped passes included: MLIR's pass timing",
    "replay": "the time of the pass replayed alone on a copy",
    "dump-interval": "the time between the IR printer's dumps of the real run (the pass plus printing its IR)",
}


def time_words(b: Bundle) -> str | None:
    """'ms: each pass's wall time in the real pipeline run, ... (total 395.8 ms)', and why the
    real run's times are missing where this DSL cannot give them; None when neither applies."""
    capture = b.manifest.capture
    timing = capture.pass_timing or {}
    parts = []
    words = TIME_SOURCES.get(capture.pass_time_source or "")
    if words:
        total = timing.get("total_ms") if capture.pass_time_source == "pass-timing" else None
        parts.append(f"ms: {words}" + (f", {total:.1f} ms in all" if total is not None else ""))
    why = timing.get("unmapped") or (capture.unavailable or {}).get("pass-timing")
    if why:
        parts.append(f"no pass timing of the real run: {why}")
    return "; ".join(parts) or None


def host_llvm_words(b: Bundle) -> str:
    """Whether the bundle holds the host LLVM IR, and where it is or why it is not."""
    if b.manifest.artifacts.get("host_llvm"):
        return "host LLVM IR: `irscope show --kind host-llvm` (lowered from the pipeline's output by the DSL)"
    why = (b.manifest.capture.unavailable or {}).get("host-llvm")
    return f"host LLVM IR: none ({why})" if why else "host LLVM IR: none (not recorded by this capture)"
