"""Two captures compared the one way every view compares them: the TUI's compare mode and its
pass list, `irscope diff A B`, `irscope report` and `irscope export A --compare B` all ask here,
so a count read in one of them is the count read in the others.

The rule: both texts are normalized (unless the raw text was asked for), the kernels' mangled
names are shortened and paired across A and B (`kernel_cutlass_add_kernel_v{1,2}~`: in two
versions of a kernel the symbol's name is not a change in the code; `normalize.paired_names`),
and the diff engine (`diff.diff_texts`) sees through renumbering. Only `irscope diff --raw-names`
leaves the names as compiled.

Two families, as in texts.py: `stage_pair`, `stage_diff` and `first_divergence` raise
StageUnavailable naming what is missing (the CLI, the report); `view_pair` returns the texts or
a `Missing` with the reason in words (the TUI, the page).
"""

from __future__ import annotations

from functools import lru_cache

from irscope.analysis import diff, normalize
from irscope.analysis.diff import Divergence, TextDiff
from irscope.analysis.texts import Missing, module_text, normalized_text, observed_after
from irscope.bundle import Bundle


@lru_cache(maxsize=64)
def paired(left: str, right: str) -> tuple[str, str]:
    """A's and B's text with their kernels' names shortened and paired (cached: the TUI's pass
    list and its view ask for the same pair, and unchanged passes share one text)."""
    return normalize.paired_names(left, right)


def text_diff(
    left: str, right: str, kind: str, normalized: bool, *, context: int = 3, left_label: str = "", right_label: str = ""
) -> TextDiff:
    """The diff of two paired texts (`paired`, `view_pair`, `stage_pair`)."""
    if left == right:
        return TextDiff(left_label, right_label, (), 0, 0)
    return diff.diff_texts(
        left, right, left_label=left_label, right_label=right_label, context=context, kind=kind if normalized else None
    )


# ---- views that show something for every pass ----------------------------------------------
def view_pair(a: Bundle, b: Bundle, kind: str, pass_key: str | None, normalized: bool) -> tuple[str, str] | Missing:
    """A's and B's text of `kind` (mlir: the IR right after `pass_key` in each, passes matched by
    NAME#k; a group's IR stands for its last pass only), paired; or why there is none."""
    if kind == "mlir":
        if pass_key is None:
            return Missing("No pass selected.")
        p = a.find_pass(pass_key)
        q = next((x for x in b.passes if x.key == p.key), None)
        if q is None:
            return Missing(f"{b.label} has no pass {p.key}: its pipeline differs here.")
        left, right = observed_after(a, p, normalized), observed_after(b, q, normalized)
        which = ("A", "B")
    else:
        left, right = module_text(a, kind, normalized), module_text(b, kind, normalized)
        which = ("", "")
    for side, text in zip(which, (left, right), strict=True):
        if isinstance(text, Missing):
            return Missing(f"{side}: {text.reason}" if side else text.reason)
    assert isinstance(left, str) and isinstance(right, str)
    return paired(left, right)


# ---- the command line: a missing text is an error naming it ---------------------------------
def stage_pair(
    a: Bundle, b: Bundle, kind: str, pass_ref: str | None = None, *, normalized: bool = True, raw_names: bool = False
) -> tuple[str, str]:
    """A's and B's text of one stage (diff.compared_texts), paired unless `raw_names`."""
    return diff.compared_texts(
        a, b, kind, pass_ref, normalized=normalized, collapse_names=not raw_names, pair_names=not raw_names
    )


def stage_diff(
    a: Bundle,
    b: Bundle,
    kind: str,
    pass_ref: str | None = None,
    *,
    normalized: bool = True,
    context: int = 3,
    raw_names: bool = False,
) -> TextDiff:
    """`irscope diff A B`: diff.compare of the paired texts."""
    return diff.compare(
        a,
        b,
        kind=kind,
        pass_ref=pass_ref,
        normalized=normalized,
        context=context,
        collapse_names=not raw_names,
        pair_names=not raw_names,
    )


def first_divergence(a: Bundle, b: Bundle, *, normalized: bool = True) -> Divergence | None:
    """Where A and B first disagree (diff.first_divergent_pass), counted on paired texts."""
    return diff.first_divergent_pass(a, b, normalized=normalized, pair_names=True)


def normalized_pair(kind: str, left: str, right: str, normalized: bool = True) -> tuple[str, str]:
    """Two raw texts as they are compared: normalized (if asked), then paired (the export's
    page, which holds raw texts)."""
    if normalized:
        left, right = normalized_text(kind, left), normalized_text(kind, right)
    return paired(left, right)
