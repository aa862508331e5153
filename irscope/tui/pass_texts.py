"""Which text a view shows for a pass or a stage of a bundle, normalized through irscope.analysis.

A pass can be observed singly, only as part of a group (DSL 4.6+ cannot print after every pass),
or not at all. The TUI shows a grouped pass as its whole group: the IR before the group's first
pass against the IR after its last, and says so; a pass without IR gets an explanation instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from irscope.bundle import Bundle, PassRecord

TEXT_KINDS = ("mlir", "ptx", "sass")
TEXT_TITLES = {"mlir": "MLIR", "ptx": "PTX", "sass": "SASS"}


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
        with_ir = [q for q in members if q.ir]
        if not with_ir:
            return None
        return PassSpan(members[0], with_ir[-1])
    return PassSpan(p, p) if p.ir else None


def no_ir_reason(b: Bundle, p: PassRecord) -> str:
    if p.observed == "none":
        return (
            f"{p.key} left no IR dump: it ran on no operation, so it cannot have changed the IR.\n"
            "(DSL versions that print IR per pass skip passes with nothing to run on.)"
        )
    if p.observed == "group":
        return f"{p.key} was observed only as part of group {p.group}, and no pass of that group has IR."
    return f"{p.key} has no recorded IR in this bundle ({b.method})."


@lru_cache(maxsize=512)
def normalized(kind: str, text: str) -> str:
    """Cached: texts are shared by consecutive passes, and each is normalized once."""
    from irscope.analysis import normalize

    if kind == "mlir":
        return normalize.normalize_mlir(text)
    if kind == "ptx":
        return normalize.normalize_ptx(text)
    if kind == "sass":
        return normalize.normalize_sass(text)
    return text


def _prepare(kind: str, text: str | None, normalize: bool) -> str | None:
    if text is None:
        return None
    return normalized(kind, text) if normalize else text


def pass_before_after(b: Bundle, p: PassRecord, normalize: bool) -> tuple[str, str, PassSpan] | None:
    """The IR before and after the span of `p` (None when there is no IR for it)."""
    span = span_of(b, p)
    if span is None:
        return None
    before = _prepare("mlir", b.ir_before(span.first), normalize)
    after = _prepare("mlir", b.ir_after(span.last), normalize)
    if before is None or after is None:
        return None
    return before, after, span


def pass_after(b: Bundle, p: PassRecord, normalize: bool) -> str | None:
    span = span_of(b, p)
    return _prepare("mlir", b.ir_after(span.last), normalize) if span else None


def observed_after(b: Bundle, p: PassRecord, normalize: bool) -> str | None:
    """The IR right after `p` itself, or None: for comparing two bundles at one pass, a group's
    IR stands for its last pass only (using it for the other members would compare A after a
    pass with B after later passes)."""
    return _prepare("mlir", b.ir_after(p), normalize) if p.ir else None


def not_singly_reason(b: Bundle, p: PassRecord) -> str:
    if p.observed == "group":
        last = span_of(b, p)
        where = f"; the group's IR is after {last.last.key}" if last else ""
        return f"{b.label} observed {p.key} only as part of group {p.group}{where}."
    return f"{b.label}: {no_ir_reason(b, p)}"


def stage_text(b: Bundle, kind: str, normalize: bool) -> str | None:
    """A whole-module text of the bundle: ptx or sass (None when the bundle has none)."""
    reader = {"ptx": b.ptx, "sass": b.sass}[kind]
    return _prepare(kind, reader(), normalize)


def missing_stage_reason(b: Bundle, kind: str) -> str:
    title = TEXT_TITLES[kind]
    if not b.ok:
        err = b.error or {}
        return f"{b.label}: no {title}: the capture failed ({err.get('message', 'see compiler-stderr.txt')})."
    if kind == "sass":
        return f"{b.label}: no SASS: captured with --no-sass (or nvdisasm was missing)."
    return f"{b.label}: no {title} was recorded in this bundle."
