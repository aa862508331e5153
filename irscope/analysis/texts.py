"""The one way from a bundle to a text: (bundle, kind, pass, normalized) -> the text, or the
reason it is missing. The CLI (`show`, `diff`), the TUI and the snapshot tests all ask here, and
every normalized text goes through the one cache below.

A kind is "mlir" (the IR after a pass; "input" names the pipeline's input), "ptx" or "sass".
A pass can be observed singly, only as part of a group (DSL 4.6+ cannot print after every pass),
or not at all; a grouped pass is shown as its whole group (`span_of`).

Two ways to ask, one answer each: `stage_text`, `artifact_text` and `pass_texts` (the CLI, the
snapshots) raise StageUnavailable naming what is missing; `module_text`, `pass_after`,
`pass_before_after` and `observed_after` (views that show something for every pass: the TUI,
the HTML page) return the text or a `Missing` holding the reason, in words for the reader.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from irscope.analysis import normalize
from irscope.bundle import Bundle, PassRecord
from irscope.bundle.manifest import NO_DEVICE_CODE_EXPLAINED
from irscope.errors import StageUnavailable

KINDS = ("mlir", "ptx", "sass")
TITLES = {"mlir": "MLIR", "ptx": "PTX", "sass": "SASS"}
_NORMALIZERS = {"mlir": normalize.normalize_mlir, "ptx": normalize.normalize_ptx, "sass": normalize.normalize_sass}


@lru_cache(maxsize=512)
def normalized_text(kind: str, text: str) -> str:
    """`text` normalized for its kind. Passes that leave the IR alone share one file, hence one
    string: each is normalized once."""
    return _NORMALIZERS[kind](text)


def _prepare(kind: str, text: str | None, normalize_it: bool) -> str | None:
    if text is None:
        return None
    return normalized_text(kind, text) if normalize_it else text


# ---- one text, or an error naming what is missing -----------------------------------------
def stage_text(
    b: Bundle, kind: str, pass_ref: str | None = None, *, normalized: bool = True, collapse_names: bool = False
) -> str:
    """A bundle's text of one kind: the IR after `pass_ref` (default: the final IR; "input": the
    pipeline's input), the PTX or the SASS. Raises StageUnavailable naming what is missing.
    `collapse_names` shortens mangled kernel names, for comparing kernels whose arguments differ."""
    if kind not in KINDS:
        raise StageUnavailable(f"unknown stage {kind!r}: expected one of {', '.join(KINDS)}")
    if kind == "mlir":
        text, what = _mlir_text(b, pass_ref)
    else:
        if pass_ref is not None:
            raise StageUnavailable(f"a pass ({pass_ref}) selects MLIR; stage {kind} has no passes")
        text, what = (b.ptx(), "PTX") if kind == "ptx" else (b.sass(), "SASS")
    if text is None:
        raise StageUnavailable(f"{b.path}: no {what} in this bundle ({_why_missing(b, kind != 'mlir')})")
    text = _prepare(kind, text, normalized) or ""
    return normalize.collapse_long_names(text) if collapse_names else text


def _mlir_text(b: Bundle, pass_ref: str | None) -> tuple[str | None, str]:
    if pass_ref == "input":
        return b.input_ir(), "input IR"
    p = b.find_pass(pass_ref or "final")
    if p.ir_member is None:
        raise StageUnavailable(not_observed_singly(b, p))
    return b.ir_after(p), f"IR after {p.key}"


def artifact_text(b: Bundle, name: str) -> str:
    """Another text of a bundle, as recorded: "input" (the pipeline's input IR), "print-ir" (the
    IR printer's output), "stderr" (the compiler's), "host-llvm" (the host LLVM IR the DSL made
    of the pipeline's output), or a kind's whole-module text (ptx, sass)."""
    reader = {
        "input": b.input_ir,
        "print-ir": b.print_ir,
        "stderr": b.stderr,
        "ptx": b.ptx,
        "sass": b.sass,
        "host-llvm": b.host_llvm,
    }[name]
    text = reader()
    if text is None:
        why = (b.manifest.capture.unavailable or {}).get(name) or _why_missing(b, name in ("ptx", "sass"))
        raise StageUnavailable(f"{b.path}: this bundle has no {name} ({why})")
    return text


def _why_missing(b: Bundle, device_text: bool) -> str:
    """Why a bundle lacks a text; `device_text`: a text of device code (PTX, SASS)."""
    if not b.ok:
        return "the capture failed"
    if device_text and not b.manifest.device_code:
        return NO_DEVICE_CODE_EXPLAINED
    return "not recorded"


def pass_texts(b: Bundle, p: PassRecord, *, normalized: bool = True) -> tuple[str, str]:
    """What pass `p` did: the IR it started from and the IR after it. Raises StageUnavailable."""
    before, after = b.ir_before(p), b.ir_after(p)
    if after is None:
        raise StageUnavailable(not_observed_singly(b, p))
    if before is None:
        raise StageUnavailable(f"{b.path}: no IR before pass {p.key} (no input IR recorded)")
    if normalized and before != after:
        before, after = normalized_text("mlir", before), normalized_text("mlir", after)
    return before, after


def group_of(b: Bundle, p: PassRecord) -> str:
    """' (group 2: passes 11-25 were observed only together)' for a grouped pass, else ''."""
    span = next((g for g in b.groups if g.group == p.group), None) if p.observed == "group" else None
    return f" (group {span.group}: passes {span.first}-{span.last} were observed only together)" if span else ""


def not_observed_singly(b: Bundle, p: PassRecord) -> str:
    return f"{b.path}: pass {p.key} was not observed singly (observed: {p.observed}){group_of(b, p)}; no IR after it"


def approximate_note(b: Bundle, p: PassRecord) -> str | None:
    """For a replayed pass whose IR is not the real pipeline's (exact False): what it is."""
    if p.exact is not False:
        return None
    span = next((g for g in b.groups if g.group == p.group), None) if p.observed == "group" else None
    return (
        f"approximate IR: {p.key} replayed without the passes of its group that cannot "
        f"run alone{group_of(b, p)}; the exact IR is after pass {span.last if span else '?'}"
    )


def diff_note(b: Bundle, p: PassRecord) -> str | None:
    """The one line every view prints beside what pass `p` did where that is not the exact
    pipeline's (None where it is): its IR an approximate replay state (approximate_note); the IR
    before it one; or, for a pass of a group without IR of its own, that the diff is its group's
    (pass_span)."""
    if p.exact is False:
        return approximate_note(b, p)
    span = pass_span(b, p)
    if span is not None and p.ir_member is None:
        g = next((g for g in b.groups if g.group == p.group), None)
        where = f" (passes {g.first}-{g.last})" if g else ""
        return f"{p.key} has no IR of its own: it ran in group {p.group}{where}, observed only together; shown: the group's diff"
    before = _observed_before(b, p)
    if p.ir_member is not None and before is not None and before.exact is False:
        return f"approximate diff: the IR before {p.key} is the approximate replay state after {before.key}{group_of(b, before)}"
    return None


def _observed_before(b: Bundle, p: PassRecord) -> PassRecord | None:
    """The last pass before `p` with IR (what `Bundle.ir_before` reads), None for the input."""
    return next((q for q in reversed(b.passes[: p.index - 1]) if q.ir_member), None)


# ---- views that show something for every pass ---------------------------------------------
@dataclass(frozen=True)
class Missing:
    """No text here, and why: a sentence for the view to show in its place."""

    reason: str


@dataclass(frozen=True)
class PassSpan:
    """The passes whose combined effect one diff shows: a single pass, or the group it ran in."""

    first: PassRecord
    last: PassRecord

    @property
    def is_group(self) -> bool:
        return self.first.key != self.last.key

    @property
    def label(self) -> str:
        return self.last.key if not self.is_group else f"{self.first.key} .. {self.last.key}"


def span_of(b: Bundle, p: PassRecord) -> PassSpan | None:
    """The observed span `p` belongs to; None when the pass left no IR at all."""
    if p.observed == "none":
        return None
    if p.observed == "group" and p.group is not None:
        members = [q for q in b.passes if q.observed == "group" and q.group == p.group]
        with_ir = [q for q in members if q.ir_member]
        if not with_ir:
            return None
        return PassSpan(members[0], with_ir[-1])
    return PassSpan(p, p) if p.ir_member else None


def pass_span(b: Bundle, p: PassRecord) -> PassSpan | None:
    """What the diff of pass `p` shows (the IR before it against the IR after it): a pass with
    IR of its own, exact or an approximate replay state, shows its own diff (diff_note says
    what is approximate), except where the passes of its group right before it left no IR, so
    that the diff holds their effect too (a group's last pass, where nothing was replayed): then
    the span from the first of them. A pass without IR shows its group's (None: no IR at all)."""
    if p.ir_member is None or p.observed == "none":
        return span_of(b, p)
    first = p
    if p.exact is not False:  # an approximate state is the pass replayed alone on the one before it
        for q in reversed(b.passes[: p.index - 1]):
            if q.ir_member is not None or q.observed != "group" or q.group != p.group:
                break
            first = q
    return PassSpan(first, p)


def pass_before_after(b: Bundle, p: PassRecord, normalize_it: bool) -> tuple[str, str, PassSpan] | Missing:
    """The IR before and after what pass `p` did (pass_span), or why there is no IR for it."""
    span = pass_span(b, p)
    if span is None:
        return Missing(_no_ir_reason(b, p))
    before = _prepare("mlir", b.ir_before(span.first), normalize_it)
    after = _prepare("mlir", b.ir_after(span.last), normalize_it)
    if before is None or after is None:
        return Missing(_no_ir_reason(b, p))
    return before, after, span


def pass_after(b: Bundle, p: PassRecord, normalize_it: bool) -> str | Missing:
    """The IR after pass `p` (its own, else its group's: pass_span), or why there is none."""
    span = pass_span(b, p)
    text = _prepare("mlir", b.ir_after(span.last), normalize_it) if span else None
    return text if text is not None else Missing(_no_ir_reason(b, p))


def observed_after(b: Bundle, p: PassRecord, normalize_it: bool) -> str | Missing:
    """The IR right after `p` itself, or why there is none: for comparing two bundles at one
    pass, a group's IR stands for its last pass only (using it for the other members would
    compare A after a pass with B after later passes)."""
    text = _prepare("mlir", b.ir_after(p), normalize_it) if p.ir_member else None
    return text if text is not None else Missing(_not_singly_reason(b, p))


def module_text(b: Bundle, kind: str, normalize_it: bool) -> str | Missing:
    """A whole-module text of the bundle, ptx or sass, or why the bundle has none."""
    reader = {"ptx": b.ptx, "sass": b.sass}[kind]
    text = _prepare(kind, reader(), normalize_it)
    return text if text is not None else Missing(_missing_module_reason(b, kind))


def _no_ir_reason(b: Bundle, p: PassRecord) -> str:
    if p.observed == "none":
        return (
            f"{p.key} left no IR dump: it ran on no operation, so it cannot have changed the IR.\n"
            "(DSL versions that print IR per pass skip passes with nothing to run on.)"
        )
    if p.observed == "group":
        return f"{p.key} was observed only as part of group {p.group}, and no pass of that group has IR."
    return f"{p.key} has no recorded IR in this bundle ({b.method})."


def _not_singly_reason(b: Bundle, p: PassRecord) -> str:
    if p.observed == "group":
        last = span_of(b, p)
        where = f"; the group's IR is after {last.last.key}" if last else ""
        return f"{b.label} observed {p.key} only as part of group {p.group}{where}."
    return f"{b.label}: {_no_ir_reason(b, p)}"


def _missing_module_reason(b: Bundle, kind: str) -> str:
    title = TITLES[kind]
    if b.failure is not None:
        return "\n".join([f"no {title}: {b.failure.line()}", "", *b.failure.lines()])
    if kind == "sass":
        return f"{b.label}: no SASS: captured with --no-sass (or nvdisasm was missing)."
    return f"{b.label}: no {title} was recorded in this bundle."
