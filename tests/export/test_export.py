"""`irscope export` and `irscope check --html`: the page's data checked against irscope.analysis,
self-containment, and bad input. The browser test (test_browser.py) drives the page itself."""

from __future__ import annotations

import html
import os
import re
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from irscope import bundle, store
from irscope.analysis.diff import compare, first_divergent_pass, pass_diff, split_rows
from irscope.analysis.normalize import normalize_mlir
from irscope.analysis.stats import bundle_stats
from irscope.errors import IrscopeError
from irscope.views.html import page as page_mod
from irscope.views.html.diffs import encode_rows
from tests.export.conftest import A, B, decode_text, page_data, pool_line, pool_size
from tests.helpers import REPO, invoke_irscope, modules_loaded

TAG = re.compile(r"<[^>]+>")


def _plain(lines: list[str]) -> list[str]:
    return [html.unescape(TAG.sub("", line)) for line in lines]


def _rows(blocks: list) -> list[tuple[str, int | None, int | None]]:
    """The rows the page's script rebuilds from a diff's blocks (page.js: rows), 1-based."""
    out: list[tuple[str, int | None, int | None]] = []
    left = right = 0
    for b in blocks:
        if isinstance(b, int):
            for _ in range(b):
                left, right = left + 1, right + 1
                out.append(("equal", left, right))
            continue
        removed, added = b[0], b[1]
        for k in range(max(removed, added)):
            if k < min(removed, added):
                left, right = left + 1, right + 1
                out.append(("replace", left, right))
            elif k < removed:
                left += 1
                out.append(("delete", left, None))
            else:
                right += 1
                out.append(("insert", None, right))
    return out


def test_the_page_is_one_file_that_fetches_nothing(compare_page: Path) -> None:
    text = compare_page.read_text(encoding="utf-8")
    assert not re.search(r"""\b(?:src|href)\s*=\s*(?!["']?#)""", text), "the page refers to another file"
    assert "<link" not in text and "@import" not in text and "url(" not in text
    assert text.count("<script") == 2  # the packed data and the inline script


def test_each_pass_carries_the_diff_the_analysis_computes(compare_page: Path, seed_store: Path) -> None:
    data = page_data(compare_page.read_text(encoding="utf-8"))
    a = bundle.load(store.resolve_one(A, seed_store))
    assert [p["key"] for p in data["passes"]] == [p.key for p in a.passes]
    with_diff = 0
    for entry, p in zip(data["passes"], a.passes, strict=True):
        if p.observed != "single" or p.ir_member is None:
            continue
        expected = pass_diff(a, p)
        if not expected.changed:
            assert entry["diff"] is None, p.key
            continue
        with_diff += 1
        assert (entry["added"], entry["removed"]) == (expected.added, expected.removed), p.key
        after = decode_text(data, entry["after"])
        assert _plain(after) == normalize_mlir(a.ir_after(p)).splitlines(), p.key
    assert with_diff >= 10  # elementwise_add: 18 passes change the IR


def test_compare_states_and_divergence_match_the_analysis(compare_page: Path, seed_store: Path) -> None:
    data = page_data(compare_page.read_text(encoding="utf-8"))
    a, b = (bundle.load(store.resolve_one(t, seed_store)) for t in (A, B))
    for entry in data["passes"]:
        state = entry["cmp"]["state"]
        if state in ("same", "differs"):
            assert (state == "differs") == compare(a, b, pass_ref=entry["key"]).changed, entry["key"]
    assert any(e["cmp"]["state"] == "differs" for e in data["passes"])
    found = first_divergent_pass(a, b)
    assert data["divergence"]["key"] == found.pass_key
    assert data["artifacts"]["sass"]["cmp"]["state"] == "differs"  # v1 scalar LDG.E, v2 LDG.E.128


def test_diff_blocks_rebuild_the_side_by_side_rows() -> None:
    left = "a\nb\n%1 = x %0\nc\nd\ne\n"
    right = "a\nB\n%1 = y %0\nc\nd\nf\ng\n"
    rows = split_rows(left, right)
    blocks, added, removed = encode_rows(rows)
    assert _rows(list(blocks)) == [(r.tag, r.left_no, r.right_no) for r in rows]
    assert (added, removed) == (4, 3)
    marks = [m for b in blocks if isinstance(b, list) for m in _marks(b)]
    assert [5, 6] in [m[0] for m in marks]  # "x" in "%1 = x %0": the changed word, not the line
    assert len(marks) == 3  # b/B, x/y, e/f: one per pair; g is added alone


def _marks(block: list) -> list[tuple[list[int], ...]]:
    """A changed block's marks as the page's script reads them (page.js: rows): per paired line,
    the left and the right character ranges."""
    if not min(block[0], block[1]):
        return []
    return [tuple([int(n) for n in side.split(",") if n] for side in pair.split("|")) for pair in block[2].split(";")]


def test_texts_and_lines_are_stored_once(compare_page: Path) -> None:
    data = page_data(compare_page.read_text(encoding="utf-8"))
    for kind in data["lines"]:
        html = [pool_line(data, kind, i) for i in range(pool_size(data, kind))]
        assert len(html) == len(set(html)), kind
    for kind, templates in data["templates"].items():
        assert len(templates) == len({tuple(t) for t in templates}), kind
        if kind == "mlir":  # SSA values are slots: fewer templates than lines
            assert len(templates) < pool_size(data, kind), kind
    texts = [(t["kind"], tuple(t["runs"])) for t in data["texts"]]
    assert len(texts) == len(set(texts))
    passes = data["passes"]
    distinct_after = {p["after"] for p in passes if p["after"] is not None}
    # a new text only after a pass that changed the IR or whose change is not known (a replay group)
    assert len(distinct_after) <= 1 + sum(p["changed"] is not False for p in passes)


def test_ptx_and_sass_are_highlighted_by_the_project_lexers(compare_page: Path) -> None:
    data = page_data(compare_page.read_text(encoding="utf-8"))
    for kind, needle in (("ptx", "ld.global"), ("sass", "LDG")):
        pool = [pool_line(data, kind, i) for i in range(pool_size(data, kind))]
        lines = [line for line in pool if needle in TAG.sub("", line)]
        assert lines and all('<span class="' in line for line in lines), kind


def test_stats_tables_show_what_irscope_stats_counts(compare_page: Path, seed_store: Path) -> None:
    text = compare_page.read_text(encoding="utf-8")
    a = bundle.load(store.resolve_one(A, seed_store))
    ldg = bundle_stats(a).functions[0].sass.counts["LDG"]
    row = re.search(r"<tr><td[^>]*>LDG</td><td[^>]*>global</td>(.*?)</tr>", text)
    assert row, "no LDG row in the stats table"
    cells = re.findall(r"<td[^>]*>([^<]*)</td>", row.group(1))
    assert cells[:6] == [str(ldg.get(k, "-")) for k in ("8", "16", "32", "64", "128", "256")]


def test_bad_target_and_bad_output_are_one_line(seed_store: Path, tmp_path: Path) -> None:
    r = invoke_irscope("--store", str(seed_store), "export", "nosuchkernel:x@sm_90a", "-o", str(tmp_path / "x.html"))
    assert r.returncode == 2 and r.stderr.startswith("irscope: error:") and len(r.stderr.splitlines()) == 1
    missing = tmp_path / "no" / "such" / "dir" / "x.html"
    r = invoke_irscope("--store", str(seed_store), "export", A, "-o", str(missing))
    assert r.returncode == 2 and "does not exist" in r.stderr and len(r.stderr.splitlines()) == 1
    r = invoke_irscope("--store", str(seed_store), "export", A, "-o", str(tmp_path))
    assert r.returncode == 2 and "is a directory" in r.stderr
    assert not list(tmp_path.rglob("*.html")) and not list(tmp_path.rglob("*.tmp"))


def test_a_failed_write_leaves_the_old_page_and_no_temporary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "x.html"
    target.write_text("old")

    def fail(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    from irscope import output_files

    monkeypatch.setattr(output_files.os, "replace", fail)
    with pytest.raises(IrscopeError, match="No space left on device"):
        page_mod.write_page(target, "<html>new</html>")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["x.html"]


def test_check_html_writes_a_page_per_failing_snapshot(seed_store: Path, tmp_path: Path) -> None:
    from irscope.snapshots.releases import release_set

    snaps = tmp_path / "snapshots"
    release = bundle.load(store.resolve_one("elementwise_add:v1_f32@sm_90a", seed_store)).dsl_version
    shutil.copytree(release_set(REPO / "snapshots", release) / "elementwise_add", snaps / "elementwise_add")
    ptx = snaps / "elementwise_add" / "v1_f32" / "sm_90a" / "module.ptx"
    original = ptx.read_text()
    load = re.search(r"ld\.global\.(f32|b32)", original)
    assert load is not None
    ptx.write_text(original.replace(load[0], f"ld.global.v4.{load[1]}", 1))
    out = tmp_path / "pages"
    r = invoke_irscope(
        "check", "elementwise_add", "--from-store", str(seed_store), "--snapshots", str(snaps), "--html", str(out)
    )
    assert r.returncode == 1, r.stdout + r.stderr
    pages = sorted(p.name for p in out.iterdir())
    assert pages == ["elementwise_add_v1_f32_sm_90a_ptx.html", "index.html"]
    page = (out / pages[0]).read_text()
    assert f"<mark>ld.global.v4.{load[1]}</mark>" in page and f"<mark>{load[0]}</mark>" in page
    assert '<a href="elementwise_add_v1_f32_sm_90a_ptx.html">ptx</a>' in (out / "index.html").read_text()


def test_export_help_documents_the_command() -> None:
    r = invoke_irscope("export", "--help")
    assert r.returncode == 0 and "--compare" in r.stdout and "FILE.html" in r.stdout


def test_lineinfo_page_maps_the_copy_line_to_its_loads(lineinfo_page: Path) -> None:
    data = page_data(lineinfo_page.read_text(encoding="utf-8"))
    (source,) = data["source"]
    assert source["file"].endswith("elementwise_add.py")
    loads = [n for n, info in source["lines"].items() if any("LDG" in s for s in info["summary"])]
    assert loads, "no Python line became an LDG"
    sass = _plain(decode_text(data, source["sass"]))
    for n in loads:
        assert any("LDG" in sass[k - 1] for k in source["lines"][n]["sass"])


@pytest.mark.parametrize("kind", ["mlir", "ptx"])
def test_template_highlighting_equals_highlighting_each_line(seed_store: Path, kind: str) -> None:
    """A kind with slots (SSA values and strings, PTX registers) gives each line the HTML that
    highlighting it alone gives, on every line of a bundle's passes or PTX and on lines made to
    be hard: a register that a longer token holds (`%tid.x`, a guard, a comment, a string),
    strings with spaces, escapes, quotes inside comments and '...' literals, wide names."""
    from irscope.views.html.diffs import DiffTable
    from irscope.views.html.passes import pass_entries
    from irscope.views.html.textpool import SLOTS, TextPool, _highlight_each, highlighted_lines

    assert kind in SLOTS
    b = bundle.load(store.resolve_one(A, seed_store))
    diffs = DiffTable(TextPool())
    pass_entries(b, diffs)
    lines = diffs.pool.lines("mlir") if kind == "mlir" else (b.ptx() or "").splitlines()
    assert len(lines) > 100
    lines += [
        "\tmov.u32 \t%r1, %tid.x;",
        "\t@!%p1 bra \t$L__BB0_2;",
        "\tadd.s32 \t%r2, %r1-1, %r_3; // %r4 and %r5",
        '\t.file\t1 "%r6.py"',
        "\tld.param.u64 \t%rd1, [%rd2+8];  %r7' %\u00e9x %_ %12 %",
        "%a%b %c'#12 %d# %e'x %0#1",
        '%1 = cute.x "(1,2):(3,4)" "a b" "c<d" "" %2 : !t<"(?,4)">',
        'x = "esc\\" %3" %4 "y"',  # a backslash: quotes do not pair up plainly
        '// "c" %5 "d"',
        '\'s "t\' "u" %6',
        '"open %7 "x" "',
        '@"f" "%8" "%_" %_ "\u00e9\u4e00"',
        # numbers: shapes, layouts, types whose digits the lexer reads, signs, exponents, hex
        "%9 = arith.constant 128 : i32 loc(#loc3)",
        "!cute.memref<128x64xf16, smem, align<16>> ?x12 4x?x8 0x1F 0x 1e5 1.5 -3 +4 f16x4 bf16 f8E4M3FN",
        "(4,8):(8,1) [12] {a = 3 : i64} 7 #a1 ^bb3 @f9 !t2 %x.9 $7",
        '"a %_" %1 = x 9081726354 f9081726354 "b 12" 13',  # the slot markers where no slot is
        "\u0663x12 12\u0663 x\u0663",
    ]
    assert highlighted_lines(kind, lines) == _highlight_each(kind, lines)


#: Pieces of MLIR lines around numbers: every context a digit run can be in.
_NUMBER_CONTEXTS = st.sampled_from(
    ["128", "0", "7", "x", "?", "f16", "bf16", "f8E4M3", "i32", "e", "E", ".", "-", "+", "0x", "%1", "#", '"', "'",
     "//", "(", ")", ",", ":", "<", ">", " ", "=", "!t", "@f", "^bb", "a", "_", "$", "9081726354", "%_", "index",
     "\\", "\u0663", "F"]
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(_NUMBER_CONTEXTS, max_size=16).map("".join), min_size=1, max_size=8))
def test_number_slots_highlight_as_each_line_does(lines: list[str]) -> None:
    """Numbers as template slots (textpool._NUMBER) give every line the HTML that highlighting it
    alone gives, whatever surrounds the digits; so does highlighting the lines all at once."""
    from pygments import highlight
    from pygments.formatters import HtmlFormatter

    from irscope.lexers import lexer_for
    from irscope.views.html.textpool import _highlight_each, highlighted_lines

    alone = [highlight(line + "\n", lexer_for("mlir"), HtmlFormatter(nowrap=True)).rstrip("\n") for line in lines]
    assert highlighted_lines("mlir", lines) == alone
    assert _highlight_each("mlir", lines) == alone


@pytest.mark.parametrize("kind", ["mlir", "ptx", "sass"])
def test_highlighting_ahead_changes_nothing(seed_store: Path, kind: str) -> None:
    """TextPool.highlight_ahead (build_page's work while the diffs are computed): the pool's
    JSON is the one highlighting at the end gives, whether the texts highlighted ahead are the
    ones added, some of them, others, or more."""
    from irscope.views.html.textpool import TextPool

    b = bundle.load(store.resolve_one(A, seed_store))
    texts = [t for t in (b.ir_after(p) for p in b.passes) if t] if kind == "mlir" else [b.ptx() or "", b.sass() or ""]
    texts = [t for t in texts if t]
    assert texts
    edited = [t.replace("%1", "%71").replace("0x", "0y") for t in texts]

    def pooled(ahead: list[str] | None) -> dict[str, object]:
        pool = TextPool()
        if ahead is not None:
            pool.highlight_ahead(kind, ahead)
        for text in [*texts, *edited[:1]]:
            pool.add(kind, text)
        return pool.to_json()

    want = pooled(None)
    assert want["templates"][kind]
    for ahead in (texts, texts[:1], edited, [*texts, *edited, "%9 = x\nunrelated line\n"]):
        assert pooled(ahead) == want


def test_summary_and_stats_read_without_javascript(compare_page: Path) -> None:
    """What a mail client or a review tool that strips scripts shows: every <script> removed,
    the divergence and the stats tables are in the HTML and not hidden."""
    from html.parser import HTMLParser

    class Visible(HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.stack: list[tuple[str, bool]] = []
            self.text: list[str] = []

        def handle_starttag(self, tag: str, attrs: list) -> None:
            hidden = dict(attrs).keys() >= {"hidden"} or tag in ("script", "style")
            inherited = bool(self.stack) and self.stack[-1][1]
            if tag not in ("meta", "input", "br", "link"):
                self.stack.append((tag, hidden or inherited))

        def handle_endtag(self, tag: str) -> None:
            while self.stack and self.stack.pop()[0] != tag:
                pass

        def handle_data(self, data: str) -> None:
            if not (self.stack and self.stack[-1][1]) and data.strip():
                self.text.append(data.strip())

    html = compare_page.read_text()
    parser = Visible()
    parser.feed(html)
    shown = "\n".join(parser.text)
    assert "first divergence at" in shown or "no divergence" in shown
    assert "LDG" in shown and "registers" in shown and "occupancy" in shown
    assert "Passes and diffs are drawn by JavaScript" in html


def test_diffs_computed_ahead_on_threads_give_the_same_page(seed_store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """DiffTable.precompute diffs on threads where there are cores; the page is the same as
    when every diff is computed when it is asked for (one core), byte for byte."""
    from irscope.analysis import align, texts
    from irscope.views.html import diffs

    a = bundle.load(store.resolve_one(A, seed_store))
    b = bundle.load(store.resolve_one(B, seed_store))

    def page(cpus: int) -> str:
        texts.normalized_text.cache_clear()
        align.clear_caches()
        monkeypatch.setattr(diffs, "usable_cpus", lambda: cpus)
        return page_mod.render_page(page_mod.build_page(a, b))

    assert page(4) == page(1)


def test_a_plain_capture_is_exported_without_the_source_map_or_rich(seed_store: Path, tmp_path: Path) -> None:
    """A page of a capture without line info does not import the source map's analysis, nor rich
    (the CLI's tables): `irscope export` starts what it needs."""
    code = (
        "import sys; from irscope import bundle, store; from irscope.views.html import page;"
        f"a = bundle.load(store.resolve_one({A!r}, __import__('pathlib').Path(sys.argv[1])));"
        "page.render_page(page.build_page(a))"
    )
    unwanted = ("rich", "irscope.analysis.explain", "irscope.analysis.line_info_capture")
    assert modules_loaded(code, unwanted, str(seed_store)) == []


def test_an_export_interrupted_while_its_diffs_are_computed_stops_and_writes_nothing(
    seed_store: Path, tmp_path: Path
) -> None:
    """Ctrl-C while the page's diffs run on threads (DiffTable.precompute): irscope stops within
    a moment (no queued diff starts), says so in one line, exit 130, and leaves no page and no
    temporary file. The bundle is made large (its IR repeated) so that the signal lands there."""
    import signal
    import time

    from tests.bundle_formats import rewrite
    from tests.reliability.capture_support import start_irscope

    src = store.resolve_one(A, seed_store)
    big = rewrite(src, tmp_path / "big", bundle.FORMAT_VERSION, lambda text: text * 60)
    out = tmp_path / "out"
    out.mkdir()
    proc = start_irscope(tmp_path / "tmp", "export", str(big), "-o", str(out / "page.html"))
    time.sleep(2.0)  # past start-up, into the diffs
    assert proc.poll() is None, proc.communicate()
    os.killpg(proc.pid, signal.SIGINT)
    sent = time.monotonic()
    _, err = proc.communicate(timeout=60)
    assert time.monotonic() - sent < 10
    assert proc.returncode == 130, err
    assert err.strip().splitlines() == ["irscope: interrupted"]
    assert list(out.iterdir()) == []
