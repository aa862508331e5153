"""Issue 42, item 4: one count, one answer. Two versions of a kernel (elementwise_add v1 against
v2, whose mangled names differ) are compared through every view that compares captures: the
TUI (its compare document in both layouts, its pass list, its divergence), `irscope diff`,
`irscope report` and `irscope export`'s page. Each count (lines added and removed, hunks, the
first divergence, the stats rows) must be the same number in all of them."""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from irscope import bundle
from irscope.analysis.blocks import HUNK_CONTEXT
from irscope.analysis.diff import diff_texts, split_rows
from irscope.tui.builder import Selection, build_document
from tests.conftest import DATA_BUNDLE


@pytest.fixture(scope="module")
def v1_v2(seed_store: Path) -> tuple[Path, Path]:
    from irscope import store

    return tuple(store.resolve_one(f"elementwise_add:{case}@sm_90a", seed_store) for case in ("v1_f32", "v2_f32"))


def cli(*args: str) -> str:
    proc = subprocess.run([sys.executable, "-m", "irscope", *args], capture_output=True, text=True, timeout=300)
    assert proc.returncode in (0, 1), proc.stderr
    return proc.stdout


def unified_counts(text: str) -> tuple[int, int, int]:
    """(added, removed, hunks) of a plain unified diff."""
    lines = [line for line in text.splitlines() if not line.startswith(("---", "+++"))]
    return (
        sum(line.startswith("+") for line in lines),
        sum(line.startswith("-") for line in lines),
        sum(line.startswith("@@") for line in lines),
    )


def tui_counts(a: Path, b: Path, kind: str, pass_key: str | None) -> dict[str, tuple[int, int, int]]:
    bundles = {a: bundle.load(a), b: bundle.load(b)}
    out = {}
    for layout in ("split", "unified"):
        doc = build_document(Selection(a, b, pass_key, kind, layout), bundles)
        out[layout] = (doc.added, doc.removed, len(doc.hunk_starts))
    return out


def test_the_sass_of_two_versions_counts_alike_everywhere(v1_v2: tuple[Path, Path]) -> None:
    from irscope.analysis.compare_report import compare_report
    from irscope.views.html.page import build_page

    a, b = v1_v2
    cli_counts = unified_counts(cli("diff", str(a), str(b), "--kind", "sass", "--color", "never"))
    tui = tui_counts(a, b, "sass", None)
    report = {p.key: (p.added, p.removed) for p in compare_report(bundle.load(a), bundle.load(b)).passes}
    page = build_page(bundle.load(a), bundle.load(b))
    cmp = page.data["artifacts"]["sass"]["cmp"]
    exported = page_counts(page, cmp["diff"])
    assert cli_counts[0] > 0
    assert tui["split"] == tui["unified"] == cli_counts, (tui, cli_counts)
    assert report["sass"] == cli_counts[:2] == exported
    # the kernels' names are paired, not counted as changed lines (`--raw-names` counts them)
    assert unified_counts(cli("diff", str(a), str(b), "--kind", "sass", "--raw-names"))[0] > cli_counts[0]


def page_counts(page, diff_id: int | None) -> tuple[int, int]:  # noqa: ANN001 - a views.html.page.Page
    if diff_id is None:
        return (0, 0)
    # the page's blocks: a run of equal lines is a number, a change [removed, added, marks]
    changes = [blk for blk in page.data["diffs"][diff_id]["blocks"] if not isinstance(blk, int)]
    return sum(blk[1] for blk in changes), sum(blk[0] for blk in changes)


def test_every_pass_counts_alike_in_the_tui_the_report_the_page_and_diff(v1_v2: tuple[Path, Path]) -> None:
    from irscope.analysis.compare_report import compare_report
    from irscope.tui.metrics import compare_metrics
    from irscope.views.html.page import build_page

    a, b = (bundle.load(p) for p in v1_v2)
    report = {p.key: (p.added, p.removed) for p in compare_report(a, b).passes}
    listed = compare_metrics(a, b)
    page = {e["key"]: e["cmp"] for e in build_page(a, b).data["passes"]}
    checked = 0
    for key, row in listed.items():
        if row.state not in ("same", "differs"):
            continue
        counts = (row.added, row.removed)
        assert report[key] == counts, key
        assert (page[key]["added"], page[key]["removed"]) == counts, key
        assert page[key]["state"] == row.state, key
        if row.state == "differs" and checked < 3:  # the command line too, on a few (a process each)
            text = cli("diff", str(a.path), str(b.path), "--pass", key, "--color", "never")
            assert unified_counts(text)[:2] == counts, key
            assert tui_counts(a.path, b.path, "mlir", key)["split"][:2] == counts, key
            checked += 1
    assert checked


def test_the_first_divergence_reads_alike_everywhere(v1_v2: tuple[Path, Path]) -> None:
    from irscope.analysis.compare_report import compare_report
    from irscope.tui.workers import compute_comparison
    from irscope.views.diff_text import divergence_line
    from irscope.views.html.page import build_page

    a, b = (bundle.load(p) for p in v1_v2)
    report = compare_report(a, b).divergence
    assert report is not None
    tui = compute_comparison(a, b, True).divergence
    page = build_page(a, b).data["divergence"]
    line = cli("diff", str(a.path), str(b.path), "--first-divergence", "--color", "never").splitlines()[0]
    assert tui == (report.pass_key, report.reason)
    assert (page["key"], page["reason"]) == (report.pass_key, report.reason)
    assert line == divergence_line(report)


def test_the_stats_panel_lists_the_rows_the_cli_lists(v1_v2: tuple[Path, Path]) -> None:
    from irscope.analysis.stats import bundle_stats
    from irscope.tui.stats_panel import instruction_counts

    a = bundle.load(v1_v2[0])
    stats = bundle_stats(a)
    everything = {f for fn in stats.functions for f in (fn.sass.counts if fn.sass else {})}
    assert {"LDC", "ULDC"} & everything, "the kernel loads its parameters from the constant bank"
    panel = {label.partition(".")[0] for label in instruction_counts(stats.functions)}
    table = cli("stats", str(a.path), "--color", "never")
    shown = {line.split()[0] for line in table.splitlines() if line.startswith("  ") and line.split()}
    assert not panel & {"LDC", "ULDC", "LDCU"} and not shown & {"LDC", "ULDC", "LDCU"}
    assert panel <= shown
    with_all = cli("stats", str(a.path), "--all", "--color", "never")
    assert {"LDC", "ULDC"} & {line.split()[0] for line in with_all.splitlines() if line.split()}


# ---- one hunk model for the unified and the side-by-side diff ---------------------------------
LINES = st.lists(st.sampled_from(["a", "b", "c", "  %1 = x", "d"]), max_size=40)


@settings(max_examples=300, deadline=None)
@given(LINES, LINES)
def test_unified_and_side_by_side_count_the_same_hunks(left: list[str], right: list[str]) -> None:
    a, b = "\n".join(left) + "\n", "\n".join(right) + "\n"
    unified = diff_texts(a, b, context=HUNK_CONTEXT, kind="mlir")
    rows = split_rows(a, b, kind="mlir")
    assert len(unified.hunks) == len(rows.hunk_starts)
    assert (unified.added, unified.removed) == (rows.added, rows.removed)


def test_the_hunk_counter_names_the_same_hunk_in_both_layouts() -> None:
    """`hunk 1/2` in the unified view read `hunk -/17` in the split view of the same pass."""
    from irscope.tui.app import IrscopeApp
    from irscope.tui.code_view import CodeView
    from irscope.tui.headless import settle

    async def main() -> list[tuple[str, int, int]]:
        app = IrscopeApp([str(DATA_BUNDLE)], layout="unified")
        seen = []
        async with app.run_test(size=(200, 50)) as pilot:
            await settle(pilot)
            for key in ("2", "1", "2", "1"):
                await pilot.press(key)
                await settle(pilot)
                code = app.query_one(CodeView)
                seen.append((code.document.layout, code.hunk, len(code.document.hunk_starts)))
        return seen

    seen = asyncio.run(main())
    assert {layout for layout, _, _ in seen} == {"split", "unified"}
    assert len({(hunk, n) for _, hunk, n in seen}) == 1, seen
    assert seen[0][1] >= 0 and seen[0][2] >= 1


def test_report_text_carries_the_paired_count(v1_v2: tuple[Path, Path]) -> None:
    """`irscope report`'s markdown and `irscope diff --first-divergence` print the same +N -M."""
    a, b = v1_v2
    md = cli("report", str(a), str(b))
    line = cli("diff", str(a), str(b), "--first-divergence", "--color", "never").splitlines()[0]
    counts = re.search(r"\(\+\d+ -\d+ lines\)", line)
    assert counts is not None and counts[0] in md
