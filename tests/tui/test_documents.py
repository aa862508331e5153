"""The plain parts under the widgets: documents, search, row rendering, intra-line ranges, metrics."""

from __future__ import annotations

from pathlib import Path

from rich.style import Style

from irscope import bundle
from irscope.analysis.diff import diff_texts, side_by_side
from irscope.tui.builder import DocumentCache, Selection, build_document
from irscope.tui.documents import find_matches, full_document, split_document, unified_document
from irscope.tui.highlight import intraline
from irscope.tui.metrics import count_ops, pass_metrics, pass_rows
from irscope.tui.render import Palette, render_row

LEFT = "a\nb\n  %1 = arith.addi %0, %0 : i32\nc\nd\ne\n"
RIGHT = "a\nb\n  %1 = arith.muli %0, %0 : i32\nc\nd\nNEW\ne\n"


def test_split_document_marks_hunks_and_counts() -> None:
    doc = split_document(side_by_side(LEFT, RIGHT), "mlir", "t", "L", "R")
    tags = [r.tag for r in doc.rows]
    assert tags == ["equal", "equal", "replace", "equal", "equal", "insert", "equal"]
    assert doc.hunk_starts == (2,)  # two equal lines apart: one hunk, as in a unified diff (issue 42)
    assert (doc.added, doc.removed) == (2, 1)
    assert doc.texts(5) == (None, "NEW")


def test_unified_document_has_a_header_per_hunk() -> None:
    doc = unified_document(diff_texts(LEFT, RIGHT, context=0), "mlir", "t")
    headers = [i for i, r in enumerate(doc.rows) if r.tag == "hunk"]
    assert list(doc.hunk_starts) == headers and len(headers) == 2
    assert doc.rows[0].text.startswith("@@ -3,1 +3,1 @@")


def test_search_finds_every_occurrence_on_both_sides_case_insensitively() -> None:
    doc = split_document(side_by_side(LEFT, RIGHT), "mlir", "t", "L", "R")
    state = find_matches(doc, "%0")
    assert len(state.matches) == 4  # two per side on the changed line
    assert {m.side for m in state.matches} == {0, 1}
    assert len(find_matches(doc, "new").matches) == 1
    assert find_matches(doc, "").matches == []


def test_intraline_marks_whole_changed_words() -> None:
    left, right = intraline("  %1 = arith.addi %0, %0 : i32", "  %1 = arith.muli %0, %0 : i32")
    assert [("  %1 = arith.addi %0, %0 : i32"[a:b]) for a, b in left] == ["arith.addi"]
    assert [("  %1 = arith.muli %0, %0 : i32"[a:b]) for a, b in right] == ["arith.muli"]


def _bg_text(strip, bg: Style) -> str:  # noqa: ANN001
    return "".join(s.text for s in strip if s.style and s.style.bgcolor == bg.bgcolor)


def test_render_row_colors_changed_words_and_search_matches() -> None:
    palette = Palette()
    doc = split_document(side_by_side(LEFT, RIGHT), "mlir", "t", "L", "R")
    strip = render_row(doc, 2, 81, 0, palette)
    assert strip.cell_length == 81
    assert _bg_text(strip, palette.delete_strong) == "arith.addi"
    assert _bg_text(strip, palette.insert_strong) == "arith.muli"
    state = find_matches(doc, "i32")
    current = state.matches[0]
    strip = render_row(doc, 2, 81, 0, palette, state.by_row[2], current)
    assert _bg_text(strip, palette.current_match) == "i32"
    assert _bg_text(strip, palette.match) == "i32"  # the right side's match, not current
    # scrolled right: line numbers stay, text moves
    scrolled = render_row(doc, 2, 81, 10, palette)
    assert scrolled.text.startswith("3-") and "arith" not in scrolled.text[:12]


def test_full_document_renders_line_numbers() -> None:
    doc = full_document("x\ny\n" * 60, "text", "t")
    assert doc.number_width == 3
    assert render_row(doc, 99, 20, 0, Palette()).text.startswith("100 y")


def test_count_ops_counts_operations_not_labels_or_aliases() -> None:
    text = (
        "!t = !llvm.ptr\n#a = #llvm.x<>\nmodule {\n  llvm.func @f() {\n    %0 = llvm.mlir.constant(1 : i32) : i32\n"
        '    llvm.br ^bb1\n  ^bb1:\n    "llvm.return"() : () -> ()\n  }\n}\n'
    )
    assert count_ops(text) == 4


def test_builder_and_cache_on_a_committed_bundle(data_bundles: dict[str, Path]) -> None:
    b = bundle.load(data_bundles["sm_90a"])
    p = next(p for p in b.passes if p.changed)
    sel = Selection(b.path, None, p.key)
    doc = build_document(sel, {b.path: b})
    assert doc.layout == "split" and doc.changed
    cache = DocumentCache(capacity=2)
    cache.put(sel, doc)
    assert cache.get(sel) is doc
    for layout in ("unified", "full"):
        cache.put(Selection(b.path, None, p.key, layout=layout), doc)
    assert sel not in cache  # least recently used goes first
    by_rows = DocumentCache(capacity=10, max_rows=len(doc.rows) * 2)
    for layout in ("split", "unified", "full"):
        by_rows.put(Selection(b.path, None, p.key, layout=layout), doc)
    assert Selection(b.path, None, p.key, layout="split") not in by_rows  # over the row budget


def test_pass_rows_and_metrics_agree_with_the_manifest(data_bundles: dict[str, Path]) -> None:
    b = bundle.load(data_bundles["sm_90a"])
    metrics = pass_metrics(b)
    rows = pass_rows(b, metrics)
    assert [r.key for r in rows] == [p.key for p in b.passes]
    for r in rows:
        if r.record.changed is False:
            assert (r.metrics.added, r.metrics.removed) == (0, 0)
    assert any(r.metrics.added or r.metrics.removed for r in rows if r.record.changed)
    marked = {name for r in rows for name in r.landmarks}
    assert marked == {m.name for m in b.landmarks if m.pass_key}


def test_sass_diff_opens_at_the_first_change_in_the_code(data_bundles: dict[str, Path]) -> None:
    a, b = (bundle.load(data_bundles[k]) for k in ("sm_80", "sm_90a"))
    doc = build_document(Selection(a.path, b.path, None, kind="sass"), {a.path: a, b.path: b})
    assert doc.hunk_starts[0] < doc.hunk_starts[doc.start_hunk]  # the ELF header changes first
    code_at = next(i for i, r in enumerate(doc.rows) if ".text." in (r.right or ""))
    assert doc.hunk_starts[doc.start_hunk] > code_at
    assert all(s < code_at for s in doc.hunk_starts[: doc.start_hunk])


def test_a_groups_diff_is_counted_once_on_its_last_pass(grouped_bundle: Path) -> None:
    from irscope.tui.metrics import pass_metrics

    b = bundle.load(grouped_bundle)
    group = [p for p in b.passes if p.observed == "group"]
    metrics = pass_metrics(b)
    assert [p.key in metrics for p in group] == [False, False, True]
    assert metrics[group[-1].key].added > 0
