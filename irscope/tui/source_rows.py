"""Where each row of a code-view Document came from in the Python source (line-info bundles).

Plain functions, run in a worker. The source map is keyed by raw lines of the texts stored in the
bundle; a view shows them normalized (locations dropped, so fewer lines) or raw, alone or as a
diff of two IR files. This walks back from a row to its side, its text, its raw line, and the
positions recorded there.
"""

from __future__ import annotations

from dataclasses import dataclass

from irscope.analysis.locations import SourcePos
from irscope.analysis.normalize import line_origins
from irscope.analysis.sourcemap import SourceMap
from irscope.analysis.texts import pass_span
from irscope.bundle import Bundle, PassRecord
from irscope.tui.builder import Selection
from irscope.tui.documents import Document

NOTHING: tuple[SourcePos, ...] = ()


@dataclass(frozen=True)
class RowSources:
    """Per row of one document: the source positions of what the row shows (empty: none)."""

    rows: tuple[tuple[SourcePos, ...], ...]

    def at(self, row: int) -> tuple[SourcePos, ...]:
        return self.rows[row] if 0 <= row < len(self.rows) else NOTHING

    def rows_from(self, path: str, line: int) -> tuple[int, ...]:
        return tuple(i for i, ps in enumerate(self.rows) if any(p.line == line and p.file == path for p in ps))

    def rows_at(self, positions: frozenset[SourcePos]) -> tuple[int, ...]:
        return tuple(i for i, ps in enumerate(self.rows) if any(p in positions for p in ps))


@dataclass(frozen=True)
class _Side:
    """One text a view shows: which table of the source map, and how its lines map to raw ones."""

    kind: str  # mlir | ptx | sass
    ir: str | None  # the IR file (mlir only)
    origins: tuple[int, ...] | None  # normalized line index -> raw line index; None: shown raw

    def positions(self, sm: SourceMap, number: int | None) -> tuple[SourcePos, ...]:
        if not number:
            return NOTHING
        if self.origins is not None:
            if number > len(self.origins):
                return NOTHING
            number = self.origins[number - 1] + 1
        return sm.positions(self.kind, number, self.ir)


def row_sources(doc: Document, sel: Selection, b: Bundle, sm: SourceMap) -> RowSources | None:
    """None where rows have no single source: compare mode (two bundles), explanations."""
    if sel.b is not None or doc.lexer not in ("mlir", "ptx", "sass"):
        return None
    sides = _sides(sel, b)
    if sides is None:
        return None
    left, right = sides
    if doc.layout == "full":
        return RowSources(tuple(right.positions(sm, i + 1) for i in range(len(doc.rows))))
    out = []
    for row in doc.rows:
        if doc.layout == "split":
            found = right.positions(sm, row.right_no) if row.right is not None else NOTHING
            out.append(found or (left.positions(sm, row.left_no) if row.left is not None else NOTHING))
        elif row.tag == "hunk":
            out.append(NOTHING)
        elif row.tag == "delete":
            out.append(left.positions(sm, row.left_no))
        else:
            out.append(right.positions(sm, row.right_no))
    return RowSources(tuple(out))


def _sides(sel: Selection, b: Bundle) -> tuple[_Side, _Side] | None:
    """(before, after) for a pass diff; (text, text) for a full text."""
    if sel.kind in ("ptx", "sass"):
        raw = b.ptx() if sel.kind == "ptx" else b.sass()
        if raw is None:
            return None
        side = _Side(sel.kind, None, line_origins(sel.kind, raw) if sel.normalized else None)
        return side, side
    if sel.pass_key is None:
        return None
    span = pass_span(b, b.find_pass(sel.pass_key))
    if span is None or span.last.ir_member is None:
        return None
    after = _mlir_side(b, span.last.ir_member, sel.normalized)
    if sel.layout == "full":
        return after, after
    before_rel = ir_before_rel(b, span.first)
    return (_mlir_side(b, before_rel, sel.normalized) if before_rel else after), after


def _mlir_side(b: Bundle, rel: str, normalized: bool) -> _Side:
    return _Side("mlir", rel, line_origins("mlir", b.read_text(rel)) if normalized else None)


def ir_before_rel(b: Bundle, p: PassRecord) -> str | None:
    """The file of the IR pass `p` started from (Bundle.ir_before gives its text)."""
    for prev in reversed(b.passes[: p.index - 1]):
        if prev.ir_member:
            return prev.ir_member
    return b.manifest.artifacts.get("input_ir")


@dataclass(frozen=True)
class SourceState:
    """What the source pane needs of one line-info bundle, loaded once in a worker."""

    sm: SourceMap
    path: str  # the kernel module as the compiler recorded it
    title: str  # ... as a person names it
    lines: tuple[str, ...]  # its text, from the copy in the bundle
    reports: dict  # line -> irscope.analysis.explain.LineReport, for the kernel module


def load_source_state(b: Bundle) -> SourceState | str:
    """The state, or why there is none (a plain capture, a map without the kernel's text)."""
    from irscope.analysis.explain import explain
    from irscope.analysis.line_info_capture import line_info_command, source_map

    sm = source_map(b)
    if sm is None:
        return f"{b.label} was captured without line info: `{line_info_command(b)}` makes a capture with it"
    kernel = sm.kernel_file
    if kernel is None or kernel.copy is None:
        return f"{b.label}: the source map has no copy of the kernel module"
    reports = {r.line: r for r in explain(b, sm).lines if r.path == kernel.path}
    return SourceState(sm, kernel.path, kernel.shown, tuple(b.read_text(kernel.copy).splitlines()), reports)
