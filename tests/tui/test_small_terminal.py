"""The TUI in small terminals (issue 18): the layout follows the terminal's size, live, without
losing the selection or the place in the text; explicit choices win; nothing is cut."""

from __future__ import annotations

from pathlib import Path

import pytest

from irscope.tui.app import IrscopeApp
from irscope.tui.code_view import CodeView
from irscope.tui.header import fit_label, relative_to
from irscope.tui.headless import screen_lines, settle
from irscope.tui.highlight import display
from irscope.tui.layout import Choices, abbreviate, fit
from irscope.tui.pass_list import PassList, PassPanel, shown_name
from irscope.tui.stats_panel import StatsPanel

asyncio = pytest.mark.asyncio


@pytest.fixture()
def sm90(data_bundles: dict[str, Path]) -> str:
    return str(data_bundles["sm_90a"])


# ---- the layout as a function of the size ---------------------------------------------------
def test_fit_by_width() -> None:
    wide, medium, small = (
        fit(w, h, Choices(), stats=False, longest_name=34) for w, h in ((200, 50), (120, 40), (80, 24))
    )
    assert (wide.passes, wide.metrics, wide.layout, wide.compact) == (True, True, "split", False)
    assert (medium.passes, medium.metrics, medium.layout) == (True, False, "unified")
    assert (medium.name_width, medium.list_width) == (34, 34 + 5)  # the longest name fits
    assert (small.passes, small.layout, small.compact) == (False, "unified", True)
    assert small.code_width == 80
    # the stats panel beside the text in a wide terminal, in its place in a narrow one
    assert not fit(200, 50, Choices(), stats=True).stats_over_text
    assert fit(120, 40, Choices(), stats=True).stats_over_text


def test_explicit_choices_win_over_the_size() -> None:
    small = fit(80, 24, Choices(layout="split", passes=True, metrics=True), stats=False)
    assert (small.layout, small.passes, small.metrics) == ("split", True, True)
    wide = fit(200, 50, Choices(layout="unified", passes=False), stats=False)
    assert (wide.layout, wide.passes) == ("unified", False)


def test_abbreviate_keeps_both_ends_and_the_occurrence() -> None:
    assert abbreviate("cse#2", 10) == "cse#2"
    short = abbreviate("gpu-launch-sink-index-computations#2", 20)
    assert len(short) == 20 and short.startswith("gpu-laun") and short.endswith("tations#2") and "…" in short
    assert abbreviate("convert-cute-types-in-scf-ops", 15) == "convert…scf-ops"
    assert relative_to("copy:bf16@sm_80", "copy:bf16@sm_90a") == "@sm_90a"  # A's case, shown beside it
    assert relative_to("copy:bf16@sm_80", "copy:f32@sm_80") == ":f32"  # A's arch too
    assert relative_to("copy:bf16@sm_80", "copy:f32@sm_90a") == ":f32@sm_90a"


LONG_LABEL = "fmha_bwd.BlackwellFusedMultiHeadAttentionBackward:f16_dxdxdxdxd.x8_f32_dxdxdxd_i8_d-193d2337@sm_100a"


def test_fit_label_keeps_the_kernel_the_case_hash_and_the_arch() -> None:
    """A traced attention kernel's label (101 characters) in a header of 54, 80 and 30 cells: the
    module path goes first, then the case is cut in its middle (its start and its hash stay),
    then the kernel's name; the `@ARCH` is always whole (issue 42: the case was cut away)."""
    assert fit_label("copy:bf16@sm_80", 40) == "copy:bf16@sm_80"
    wide = fit_label(LONG_LABEL, 80)
    assert len(wide) <= 80 and wide.endswith("-193d2337@sm_100a"), wide
    assert wide.startswith("BlackwellFusedMultiHeadAttentionBackward:f16_"), wide
    middle = fit_label(LONG_LABEL, 54)
    assert len(middle) == 54 and middle.startswith("Blackwell") and ":f16_dxdx" in middle, middle
    assert middle.endswith("-193d2337@sm_100a"), middle
    narrow = fit_label(LONG_LABEL, 30)
    assert narrow.endswith("2337@sm_100a") and ":f16_" in narrow and len(narrow) == 30, narrow


@asyncio
async def test_80x24_header_shows_a_long_labels_arch(tmp_path: Path, sm90: str) -> None:
    """At 80 columns the header held the first 60-odd characters of a long label, cut by the
    header at its end: `fmha_bwd.BlackwellFusedMultiHeadAttentionBackward:f…`, the case and
    the arch gone."""
    import json
    import shutil

    bundle = tmp_path / "long"
    shutil.copytree(sm90, bundle)
    manifest = json.loads((bundle / "manifest.json").read_text())
    kernel, _, rest = LONG_LABEL.partition(":")
    manifest["kernel"]["name"], manifest["kernel"]["case"] = kernel, rest.rpartition("@")[0]
    (bundle / "manifest.json").write_text(json.dumps(manifest))
    app = IrscopeApp([str(bundle)])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        header = screen_lines(app)[0]
        assert "@sm_90a" in header and "Blackwell" in header and ":f16_" in header and "2337@" in header, header
    # compared with another long label: both named, each with its arch (B was cut away whole)
    other = tmp_path / "other"
    shutil.copytree(bundle, other)
    manifest["kernel"]["name"] = "mla_decode_fp16.BlackwellMultiHeadLatentAttentionForwardFP16"
    (other / "manifest.json").write_text(json.dumps(manifest))
    app = IrscopeApp([str(bundle)], compare=str(other))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        header = screen_lines(app)[0]
        assert header.count("@sm_90a") == 2 and "vs B Bla" in header and "A Bla" in header, header
        assert header.count("337@") == 2, header  # both cases, cut in their middle


# ---- the app ---------------------------------------------------------------------------------
def _code_rows_visible(app: IrscopeApp) -> list[tuple[str, str]]:
    """(IR line, screen line) for every row of the code view on screen."""
    code = app.query_one(CodeView)
    lines = screen_lines(app)
    region = code.scrollable_content_region
    out = []
    for y in range(region.height):
        index = code.top_row + y
        if index >= len(code.document.rows):
            break
        row = code.document.rows[index]
        if row.tag != "hunk":
            out.append((display(row.text), lines[region.y + y]))
    return out


@asyncio
async def test_80x24_unified_with_the_full_pass_name_and_70_characters_of_ir(sm90: str) -> None:
    app = IrscopeApp([sm90])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("h")  # j steps over the passes that changed nothing (no diff to read)
        for step in range(3):
            code = app.query_one(CodeView)
            assert code.document.layout == "unified"
            assert not app.query_one(PassPanel).display
            lines = screen_lines(app)
            assert any(app.view.pass_key in line for line in lines[:3]), lines[:3]
            rows = _code_rows_visible(app)
            assert len(rows) >= 10
            for ir, shown in rows:
                assert ir[:70].rstrip() in shown, (ir, shown)
            assert max(len(ir) for ir, _ in rows) > 70  # the check saw long lines
            if step < 2:
                await pilot.press("j", "j")
                await settle(pilot)


@asyncio
async def test_resizing_changes_the_layout_and_keeps_the_selection_and_the_place(sm90: str) -> None:
    app = IrscopeApp([sm90], initial_pass="convert-to-llvm")  # one long hunk: the place is in both layouts
    async with app.run_test(size=(200, 50)) as pilot:
        await settle(pilot)
        await pilot.press("enter", "pagedown", "pagedown")  # to the text, then down it
        await pilot.pause()
        code, passes, panel = app.query_one(CodeView), app.query_one(PassList), app.query_one(PassPanel)
        key, line = app.view.pass_key, code.top_anchor()
        assert code.document.layout == "split" and passes.metrics and panel.display
        assert line is not None and code.top_row > 0

        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert code.document.layout == "unified" and not panel.display
        assert app.view.pass_key == key == passes.selected_key
        assert code.top_anchor() == line

        await pilot.resize_terminal(120, 40)
        await settle(pilot)
        assert panel.display and not passes.metrics and panel.size.width < 40
        assert app.view.pass_key == key == passes.selected_key
        assert code.top_anchor() == line

        await pilot.resize_terminal(200, 50)
        await settle(pilot)
        assert code.document.layout == "split" and passes.metrics
        assert app.view.pass_key == key == passes.selected_key
        assert code.top_anchor() == line


@asyncio
async def test_keys_show_the_list_its_numbers_and_wrap_lines(sm90: str) -> None:
    app = IrscopeApp([sm90])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        panel, passes, code = app.query_one(PassPanel), app.query_one(PassList), app.query_one(CodeView)
        await pilot.press("w")
        await pilot.pause()
        assert panel.display and not passes.metrics
        await pilot.press("i")
        await pilot.pause()
        assert passes.metrics
        await pilot.press("w")
        await pilot.pause()
        assert not panel.display
        # the user's `1` wins over the width, also after a resize
        await pilot.press("1")
        await settle(pilot)
        await pilot.resize_terminal(90, 30)
        await settle(pilot)
        assert code.document.layout == "split"

        await pilot.press("2")
        await settle(pilot)
        rows = len(code.document.rows)
        longest = max(range(rows), key=lambda i: len(display(code.document.rows[i].text)))
        text = display(code.document.rows[longest].text)
        assert len(text) > code.text_area_width()  # a line too long for the screen
        await pilot.press("l")
        await pilot.pause()
        assert code.wrap and code.virtual_size.height > rows
        # the long line, read over its wrapped screen lines, is whole
        code._scroll_to_row(longest, 0)
        await pilot.pause()
        width = code.text_area_width()
        first = code._line_of_row(longest) - round(code.scroll_offset.y)  # near the end: clamped scroll
        parts = [code.render_line(first + y).text for y in range(-(-len(text) // width))]
        gutter = len(parts[0]) - width
        assert "".join(p[gutter:] for p in parts).rstrip() == text.rstrip()
        await pilot.press("l")
        await pilot.pause()
        assert not code.wrap and code.virtual_size.height == rows


@asyncio
async def test_pass_names_are_never_cut_at_their_end(sm90: str) -> None:
    app = IrscopeApp([sm90])
    async with app.run_test(size=(110, 40)) as pilot:
        await settle(pilot)
        passes = app.query_one(PassList)
        abbreviated = []
        for row in passes.rows:
            name = shown_name(row)
            prompt = passes.get_option(row.key).prompt.plain.split("\n")[0][2:]
            if prompt != name:
                head, _, tail = prompt.partition("…")
                assert name.startswith(head) and name.endswith(tail) and tail, (name, prompt)
                abbreviated.append(row.key)
        assert abbreviated, "no name long enough to need shortening at this width"
        app.select_pass(abbreviated[0])
        await settle(pilot)
        assert any(abbreviated[0] in line for line in screen_lines(app)[:3])


@asyncio
async def test_stats_take_the_text_place_in_a_narrow_terminal(sm90: str) -> None:
    app = IrscopeApp([sm90])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        stats = app.query_one(StatsPanel)
        assert stats.display and not app.query_one("#main").display and stats.size.width >= 78
        await pilot.press("s")
        await pilot.pause()
        assert not stats.display and app.query_one("#main").display


@asyncio
@pytest.mark.parametrize("key", ["w", "i", "s", "2", "3"])
async def test_a_key_replaces_the_view_state_once(sm90: str, key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A key that changes what the layout follows (the panels, an explicit choice) is one
    replacement of the view state, fitted to the terminal, and one run of the redraws it derives:
    the layout used to replace the state again from inside the first replacement's redraws."""
    from dataclasses import replace

    from irscope.tui import app as app_module

    replaced: list[tuple[object, object]] = []
    derive = app_module.redraws

    def counted(old, new):  # noqa: ANN001, ANN202
        # Recording what the code view shows (`shown`) changes nothing that is redrawn.
        if replace(old, shown=None) != replace(new, shown=None):
            replaced.append((old, new))
        return derive(old, new)

    app = IrscopeApp([sm90])
    async with app.run_test(size=(200, 50)) as pilot:
        await settle(pilot)
        monkeypatch.setattr(app_module, "redraws", counted)
        await pilot.press(key)
        await settle(pilot)
        assert len(replaced) == 1, replaced
        old, new = replaced[0]
        assert new.fit != old.fit or key == "3"  # the state was fitted as it was replaced
        assert app.view.layout == app.view.fit.layout


@asyncio
async def test_a_workers_report_handled_after_the_app_ended_is_dropped(sm90: str) -> None:
    """A worker's report posted just before the app exits can be handled after its screens are
    gone (CI-like run 20: RowsRendered after this file's test above had ended its app raised
    IndexError in `IrscopeApp.ui`, and the test failed). Handled then, every report does nothing."""
    from irscope.tui.first_rows import RowSpec
    from irscope.tui.messages import NamesComputed, RowsRendered, StatsComputed

    app = IrscopeApp([sm90])
    async with app.run_test(size=(110, 40)) as pilot:
        await settle(pilot)
        spec = app.query_one(CodeView).row_spec()
    assert not app.screen_stack
    assert isinstance(spec, RowSpec)
    app.on_rows_rendered(RowsRendered({}, spec))
    app.on_stats_computed(StatsComputed.__new__(StatsComputed))
    app.on_names_computed(NamesComputed.__new__(NamesComputed))
