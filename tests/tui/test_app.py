"""The real app, headless, on bundles the installed compiler just produced: select passes, hide
unchanged ones, switch views, jump between hunks, search, open compare mode, use the palette."""

from __future__ import annotations

from pathlib import Path

import pytest

from irscope import bundle
from irscope.analysis.sass_families import listed
from irscope.analysis.texts import pass_after
from irscope.tui.app import IrscopeApp
from irscope.tui.code_view import CodeView
from irscope.tui.headless import settle
from irscope.tui.pass_list import PassList
from irscope.tui.stats_panel import StatsPanel

pytestmark = pytest.mark.asyncio
SIZE = (200, 50)  # wide enough for the split diff the tests expect by default (irscope.tui.layout)


def pick(paths: list[Path], kernel: str, arch: str) -> Path:
    return next(p for p in paths if f"/{kernel}/" in p.as_posix() and p.parent.name == arch)


@pytest.fixture(scope="module")
def add_90(captured_bundles: list[Path]) -> Path:
    return pick(captured_bundles, "elementwise_add", "sm_90a")


@pytest.fixture(scope="module")
def add_80(captured_bundles: list[Path]) -> Path:
    return pick(captured_bundles, "elementwise_add", "sm_80")


async def test_starts_on_first_changed_pass_with_every_pass_listed(add_90: Path) -> None:
    b = bundle.load(add_90)
    app = IrscopeApp([str(add_90)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        passes = app.query_one(PassList)
        assert passes.shown_keys == [p.key for p in b.passes]
        first_changed = next(p.key for p in b.passes if p.changed)
        assert app.view.pass_key == first_changed == passes.selected_key
        code = app.query_one(CodeView)
        assert code.document is not None and code.document.layout == "split"
        assert code.document.changed and code.document.title.startswith(first_changed)
        # stage headers are disabled options between the passes
        headers = [o for o in passes.options if o.disabled]
        assert len(headers) == len({p.phase for p in b.passes})


async def test_next_pass_and_hide_unchanged(add_90: Path) -> None:
    b = bundle.load(add_90)
    keys = [p.key for p in b.passes]
    app = IrscopeApp([str(add_90)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        start = keys.index(app.view.pass_key)
        await pilot.press("j")
        await settle(pilot)
        assert app.view.pass_key == keys[start + 1]
        assert app.query_one(CodeView).document.title.startswith(keys[start + 1])
        await pilot.press("k")
        await settle(pilot)
        assert app.view.pass_key == keys[start]

        await pilot.press("h")
        await settle(pilot)
        changed = [p.key for p in b.passes if p.changed is not False and p.observed != "none"]
        assert app.query_one(PassList).shown_keys == changed
        assert len(changed) < len(keys)
        # j now steps over the passes that changed nothing
        await pilot.press("j")
        await settle(pilot)
        assert app.view.pass_key == changed[changed.index(keys[start]) + 1]
        await pilot.press("h")
        await settle(pilot)
        assert app.query_one(PassList).shown_keys == keys


async def test_pass_list_keys_and_click_select(add_90: Path) -> None:
    b = bundle.load(add_90)
    app = IrscopeApp([str(add_90)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        passes = app.query_one(PassList)
        passes.focus()
        before = app.view.pass_key
        await pilot.press("down", "down")
        await settle(pilot)
        keys = [p.key for p in b.passes]
        assert keys.index(app.view.pass_key) == keys.index(before) + 2
        await pilot.press("enter")
        assert app.focused is app.query_one(CodeView)


async def test_views_full_ir_ptx_sass_and_unified(add_90: Path) -> None:
    b = bundle.load(add_90)
    app = IrscopeApp([str(add_90)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        p = b.find_pass(app.view.pass_key)
        code = app.query_one(CodeView)
        await pilot.press("2")
        await settle(pilot)
        assert code.document.layout == "unified"
        assert code.document.rows[0].tag == "hunk"
        await pilot.press("3")
        await settle(pilot)
        assert code.document.layout == "full"
        assert list(code.document.rows) == pass_after(b, p, True).splitlines()
        await pilot.press("4")
        await settle(pilot)
        assert code.document.lexer == "ptx" and len(code.document.rows) > 100
        await pilot.press("5")
        await settle(pilot)
        assert code.document.lexer == "sass"
        assert any("LDG" in line for line in code.document.rows)
        await pilot.press("z")  # raw text: the SASS exactly as captured
        await settle(pilot)
        assert list(code.document.rows) == b.sass().splitlines()
        await pilot.press("1")
        await settle(pilot)
        assert code.document.layout == "split" and app.view.kind == "mlir"


async def test_hunk_navigation(add_90: Path) -> None:
    from irscope.analysis.diff import pass_diff

    b = bundle.load(add_90)
    # the pass with the most hunks makes the test meaningful
    busiest = max((p for p in b.passes if p.ir_member), key=lambda p: len(pass_diff(b, p).hunks)).key
    app = IrscopeApp([str(add_90)], initial_pass=busiest)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.view.pass_key == busiest
        code = app.query_one(CodeView)
        starts = code.document.hunk_starts
        assert len(starts) >= 2
        assert code.hunk == 0
        await pilot.press("right_square_bracket")
        await pilot.pause()
        assert code.hunk == 1
        assert code.top_row <= starts[1] < code.top_row + code.size.height
        await pilot.press("left_square_bracket")
        await pilot.pause()
        assert code.hunk == 0


async def test_search_highlights_and_steps_through_matches(add_90: Path) -> None:
    app = IrscopeApp([str(add_90)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("3")  # the full IR
        await settle(pilot)
        code = app.query_one(CodeView)
        expected = sum(line.lower().count("get_iter") for line in code.document.rows)
        assert expected > 1
        await pilot.press("slash")
        await pilot.press(*"get_iter")
        await pilot.press("enter")
        await pilot.pause()
        assert len(code.search.matches) == expected
        first = code.current_match
        assert first is not None
        assert code.top_row <= first.row < code.top_row + code.size.height
        await pilot.press("n")
        await pilot.pause()
        assert code.current_match != first
        await pilot.press("N")
        await pilot.pause()
        assert code.current_match == first
        # the query follows to another pass, with its own matches
        await pilot.press("j")
        await settle(pilot)
        assert code.search.query == "get_iter"


async def test_the_search_bar_is_made_when_first_opened(add_90: Path) -> None:
    """Not with the app (a hidden Input's styles and widgets before every first frame): `/` makes
    it, focused; Esc hides it and `/` shows the same bar again."""
    from irscope.tui.search_bar import SearchBar

    app = IrscopeApp([str(add_90)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert not app.query(SearchBar)
        await pilot.press("slash")
        await pilot.pause()
        bar = app.query_one(SearchBar)
        assert bar.display and app.focused is bar
        await pilot.press("escape")
        await pilot.pause()
        assert not bar.display and isinstance(app.focused, CodeView)
        await pilot.press("slash")
        await pilot.pause()
        assert app.query_one(SearchBar) is bar and bar.display and app.focused is bar


async def test_compare_mode_and_first_divergence(add_90: Path, add_80: Path) -> None:
    from irscope.analysis.diff import first_divergent_pass

    a, b = bundle.load(add_80), bundle.load(add_90)
    app = IrscopeApp([str(add_80)], compare=str(add_90))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert (app.view.a, app.view.b) == (a.path, b.path)
        expected = first_divergent_pass(a, b)
        assert expected is not None
        assert app.view.divergence is not None and app.view.divergence[0] == expected.pass_key
        # "input": the IR handed to the pipeline already differs (sm_80 vs sm_90a): the first pass
        # carries the badge
        row_key = a.passes[0].key if expected.pass_key == "input" else expected.pass_key
        rows = {r.key: r for r in app.query_one(PassList).rows}
        assert rows[row_key].divergence
        assert [k for k, r in rows.items() if r.divergence] == [row_key]
        assert all(r.compare is not None for r in rows.values())
        await pilot.press("g")
        await settle(pilot)
        assert app.view.pass_key == row_key
        doc = app.query_one(CodeView).document
        assert doc.layout == "split" and doc.left_label.startswith("A ") and doc.changed

        await pilot.press("c")  # leave compare mode
        await settle(pilot)
        assert app.view.b is None
        assert all(r.compare is None for r in app.query_one(PassList).rows)


async def test_stats_panel_single_and_compare(add_90: Path, add_80: Path) -> None:
    stats = pytest.importorskip("irscope.analysis.stats")
    a, b = bundle.load(add_80), bundle.load(add_90)
    app = IrscopeApp([str(add_80)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        panel = app.query_one(StatsPanel)
        assert not panel.display
        await pilot.press("s")
        await settle(pilot)
        assert panel.display
        sa = stats.bundle_stats(a)
        lines = _plain(panel).splitlines()
        checked = 0
        for f in sa.functions:
            for family, widths in f.sass.counts.items():
                if not listed(family):  # the rows `irscope stats` lists (issue 42)
                    continue
                for width, count in widths.items():
                    if count:
                        label = f"{family}.{width}" if width != "-" else family
                        assert any(line.split()[:2] == [label, str(count)] for line in lines), label
                        checked += 1
        assert checked >= 2  # at least the global loads and stores
        app.opening.start_compare(b.path)
        await settle(pilot)
        text = _plain(panel)
        assert "A → B" in text and b.label in text
        assert "registers" in text


async def test_compare_from_the_picker(add_90: Path, add_80: Path) -> None:
    app = IrscopeApp([str(add_90), str(add_80)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.view.b is None
        await pilot.press("c")
        await pilot.pause()
        await pilot.press(*"sm_80")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await settle(pilot)
        assert app.view.b == add_80
        assert app.query_one(CodeView).document.left_label.startswith("A ")


async def test_palette_jumps_to_a_landmark(add_90: Path) -> None:
    b = bundle.load(add_90)
    target = b.find_pass("convert-to-llvm").key
    app = IrscopeApp([str(add_90)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.view.pass_key != target
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"landmark convert-to-llvm")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await settle(pilot)
        assert app.view.pass_key == target


async def test_help_screen_lists_every_key(add_90: Path) -> None:
    from irscope.tui.help_screen import HelpScreen
    from irscope.tui.keys import KEYS

    app = IrscopeApp([str(add_90)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = _plain(app.screen.query_one("#help-table"))
        for k in KEYS:
            assert k.description in text
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, HelpScreen)


def _plain(widget) -> str:  # noqa: ANN001
    """What a Static (or the Statics inside a container) shows, as text."""
    import io

    from rich.console import Console
    from textual.widgets import Static

    console = Console(width=200, file=io.StringIO(), record=True)
    statics = [widget] if isinstance(widget, Static) else list(widget.query(Static))
    for s in statics:
        console.print(s.content)
    return console.export_text()


async def test_mouse_click_selects_a_pass_and_wheel_scrolls(data_bundles: dict[str, Path]) -> None:
    b = bundle.load(data_bundles["sm_90a"])
    app = IrscopeApp([str(data_bundles["sm_90a"])], layout="full")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        # line 0 is the "CuTe" header, then one line per pass (no landmark before pass 5)
        await pilot.click("#passes", offset=(10, 2))
        await settle(pilot)
        assert app.view.pass_key == b.passes[1].key
        from textual import events

        code = app.query_one(CodeView)
        wheel = events.MouseScrollDown(code, 5, 5, 0, 1, 0, False, False, False, screen_x=100, screen_y=10)
        for _ in range(3):
            code.post_message(wheel)
        await pilot.pause()
        assert code.top_row > 0


async def test_swap_wide_and_raw_in_compare_mode(data_bundles: dict[str, Path]) -> None:
    a, b = data_bundles["sm_80"], data_bundles["sm_90a"]
    app = IrscopeApp([str(a)], compare=str(b))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("x")
        await settle(pilot)
        assert (app.view.a, app.view.b) == (b, a)
        assert app.query_one(CodeView).document.left_label.startswith("A copy_inner_partition:bf16@sm_90a")
        await pilot.press("z")
        await settle(pilot)
        assert app.view.shown is not None and not app.view.shown.normalized
        assert all(r.compare is not None for r in app.query_one(PassList).rows)
        await pilot.press("w")
        await pilot.pause()
        assert not app.query_one("#pass-panel").display
        assert app.focused is app.query_one(CodeView)


async def test_pass_list_after_steps_looks_as_when_repainted_whole(data_bundles: dict[str, Path]) -> None:
    """Moving the highlight repaints only the two options it moves between (PassList); what is on
    screen must be what a repaint of the whole list draws: no option left highlighted."""
    app = IrscopeApp([str(data_bundles["sm_90a"])])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for key in ("j", "j", "j", "k"):
            await pilot.press(key)
            await settle(pilot)
        stepped = app.export_screenshot()
        app.query_one(PassList).refresh()
        await settle(pilot)
        assert app.export_screenshot() == stepped


async def test_every_key_runs_what_its_action_names() -> None:
    """Every action of the keys table reaches a method: the app's own (help, quit), or through the
    app's one `key` action the collaborator that does its work."""
    from textual.actions import parse

    from irscope.tui.keys import APP_ACTIONS, KEYS, textual_action

    app = IrscopeApp()
    for k in (k for k in KEYS if k.action):
        _, name, args = parse(textual_action(k.action))
        if k.action in APP_ACTIONS:
            assert callable(getattr(app, f"action_{name}")), k
        else:
            assert name == "key" and parse(args[0])[1] in app.key_actions, k


async def test_the_palette_lists_every_key_and_runs_it(data_bundles: dict[str, Path]) -> None:
    from irscope.tui.keys import APP_ACTIONS, KEYS

    app = IrscopeApp([str(data_bundles["sm_90a"])])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        listed = {c.title: c for c in app.get_system_commands(app.screen)}
        for k in (k for k in KEYS if k.action and k.action not in APP_ACTIONS):
            assert listed[k.description.capitalize()].help == f"key: {k.display or k.keys}"
        assert not app.view.stats_open
        await listed[next(k.description for k in KEYS if k.keys == "s").capitalize()].callback()
        await settle(pilot)
        assert app.view.stats_open
