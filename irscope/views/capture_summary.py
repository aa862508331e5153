"""The one line `irscope capture` (and check, explain) prints per case: what was captured, or why not."""

from __future__ import annotations

from irscope.analysis.observation import observation_parts
from irscope.bundle import Bundle
from irscope.bundle.manifest import NO_DEVICE_CODE_EXPLAINED
from irscope.views.dsl_release_hint import dsl_release_hint


def capture_summary(b: Bundle) -> str:
    """One line: what a capture observed (passes, groups, kernel functions, line info), or why it failed."""
    if b.failure is not None:
        hint = dsl_release_hint(b.error or {}, b.dsl_version)
        return f"{b.failure.what}{b.failure.at()}" + (f"; {hint}" if hint else "")
    parts = observation_parts(b)
    if not b.groups and parts[0] == f"{len(b.passes)} observed singly":
        parts[0] = f"{len(b.passes)} observed"  # every pass, singly
    code = f"{len(b.functions)} kernel function(s)" if b.manifest.device_code else NO_DEVICE_CODE_EXPLAINED
    line = f"{len(b.passes)} passes ({', '.join(parts)}), {code}"
    if b.manifest.capture.lineinfo is None:
        return line
    # Deferred: the comparison's analysis (normalize, PTX and SASS statistics) is for line-info
    # captures only, and every command that prints a summary line imports this module.
    from irscope.analysis.line_info_capture import plain_comparison

    reference = plain_comparison(b)
    if reference is None:
        return line
    if reference["status"] != "compared":
        return f"{line}; line info: not compared with a plain compile ({reference.get('detail', '')})"
    same = reference["ptx_identical"] is not False and reference["sass_identical"] is not False
    if same and not reference["stats_differences"]:
        return f"{line}; line info: same code as a plain compile"
    return f"{line}; LINE INFO CHANGED THE CODE: {reference['summary']}"
