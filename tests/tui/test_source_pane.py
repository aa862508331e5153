"""Source mapping in the TUI, headless, on line-info captures of the seed's elementwise_add:
select a SASS LDG and the source pane goes to the copy line; select a source line and what it
became lights up in SASS, PTX and the IR of a pass; follow an op through the passes."""

from __future__ import annotations

from pathlib import Path

import pytest

from irscope import store
from irscope.tui.app import IrscopeApp
from irscope.tui.code_view import CodeView
from irscope.tui.follow_screen import FollowScreen
from irscope.tui.headless import settle
from irscope.tui.source_pane import SourceLines, SourcePane
from tests.sourcemap.helpers import COPY_A, COPY_C, line_of

pytestmark = pytest.mark.asyncio
SIZE = (160, 45)


@pytest.fixture(scope="module")
def v1(lineinfo_store: Path) -> Path:
    return store.resolve_one("elementwise_add:v1_f32@sm_90a", lineinfo_store)


def row_text(code: CodeView, row: int) -> str:
    r = code.document.rows[row]
    return r if isinstance(r, str) else (r.right or r.left or "")


async def open_sass_with_cursor(pilot, app: IrscopeApp) -> CodeView:  # noqa: ANN001
    await settle(pilot)
    for key in ("p", "5", "enter"):  # source pane, SASS, focus on the text
        await pilot.press(key)
        await settle(pilot)
    code = app.query_one(CodeView)
    assert code.has_focus and code.cursor is not None
    return code


async def test_selecting_a_sass_ldg_highlights_its_source_line(v1: Path) -> None:
    copy_a = line_of("elementwise_add", COPY_A, after="def add_kernel_v1")
    app = IrscopeApp([str(v1)])
    async with app.run_test(size=SIZE) as pilot:
        code = await open_sass_with_cursor(pilot, app)
        # Walk the cursor down with the arrow key, as a user would, to the first LDG.
        for _ in range(len(code.document.rows)):
            if " LDG." in row_text(code, code.cursor):
                break
            await pilot.press("down")
        await settle(pilot)
        assert " LDG.E " in row_text(code, code.cursor)
        pane = app.query_one(SourcePane)
        assert pane.line == copy_a
        assert app.query_one(SourceLines).highlighted == copy_a - 1
        # The other 15 loads of that line light up too, and none of the next line's.
        ldg_rows = [i for i in range(len(code.document.rows)) if " LDG." in row_text(code, i)]
        assert len(ldg_rows) == 32
        assert sorted(code.related) == ldg_rows[:16] and code.cursor in code.related


async def test_clicking_a_row_selects_it(v1: Path) -> None:
    app = IrscopeApp([str(v1)])
    async with app.run_test(size=SIZE) as pilot:
        code = await open_sass_with_cursor(pilot, app)
        first_ldg = next(i for i in range(len(code.document.rows)) if " LDG." in row_text(code, i))
        code.scroll_to(y=first_ldg, animate=False, immediate=True)
        await pilot.pause()
        await pilot.click(CodeView, offset=(30, 2))
        await settle(pilot)
        assert code.cursor == first_ldg + 2
        assert app.query_one(SourcePane).line == line_of("elementwise_add", COPY_A, after="def add_kernel_v1")


async def test_selecting_a_source_line_lights_up_sass_ptx_and_ir(v1: Path) -> None:
    copy_c = line_of("elementwise_add", COPY_C, after="def add_kernel_v1")
    app = IrscopeApp([str(v1)])
    async with app.run_test(size=SIZE) as pilot:
        code = await open_sass_with_cursor(pilot, app)
        lines = app.query_one(SourceLines)
        lines.focus()
        lines.highlighted = copy_c - 1  # what up/down in the pane do
        await settle(pilot)
        assert app.view.source_focus.line == copy_c
        stores = sorted(code.related)
        # 16 stores, and the `@P3 EXIT` ptxas put before the last one in place of its predicate
        assert sum(" STG.E " in row_text(code, i) for i in stores) == 16
        assert [row_text(code, i).split()[-2] for i in stores if " STG." not in row_text(code, i)] == ["EXIT"]
        assert any(code.top_row <= r < code.top_row + code.scrollable_content_region.height for r in stores)

        await pilot.press("4")  # the PTX: the same line's st.global (and the branches around them)
        await settle(pilot)
        ptx = [row_text(code, i).strip() for i in sorted(code.related)]
        # 32-bit stores: typed f32 by DSL 4.5's LLVM lowering, untyped b32 by 4.8's
        assert sum(t.startswith(("st.global.f32", "st.global.b32")) for t in ptx) == 16
        assert not any(t.startswith("ld.global") for t in ptx)

        app.select_pass("cute-expand-ops#1")
        await pilot.press("3")  # the IR after cute-expand-ops, normalized
        await settle(pilot)
        ir = [row_text(code, i) for i in sorted(code.related)]
        assert sum("llvm.store" in t for t in ir) == 16 and not any("loc(" in t for t in ir)


async def test_follow_an_op_through_the_passes(v1: Path) -> None:
    copy_a = line_of("elementwise_add", COPY_A, after="def add_kernel_v1")
    app = IrscopeApp([str(v1)], initial_pass="cute-desugar#1")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for key in ("p", "3", "enter"):
            await pilot.press(key)
            await settle(pilot)
        code = app.query_one(CodeView)
        target = next(
            i
            for i in range(len(code.document.rows))
            # the copy as cute-desugar left it: split into slices (DSL 4.5), or whole (4.8)
            if ("cute.slice(" in row_text(code, i) or "cute.copy(" in row_text(code, i))
            and any(p.line == copy_a for p in app.results.row_sources[app.view.shown].at(i))
        )
        code.set_cursor(target, announce=True)
        await settle(pilot)
        await pilot.press("f")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, FollowScreen)
        keys_ = [t.pass_key for t in screen.trail]
        assert keys_[0] == "input" and "cute-expand-ops#1" in keys_
        expanded = next(t for t in screen.trail if t.pass_key == "cute-expand-ops#1")
        assert dict(expanded.ops).get("scf.if") == 16
        # Pick cute-expand-ops: its IR opens with the followed ops lit up.
        options = screen.query_one("#follow-passes")
        options.highlighted = keys_.index("cute-expand-ops#1")
        await pilot.press("enter")
        await settle(pilot)
        assert not isinstance(app.screen, FollowScreen)
        assert app.view.pass_key == "cute-expand-ops#1" and app.view.layout == "full"
        lit = [row_text(code, i) for i in sorted(code.related)]
        assert sum("scf.if" in t for t in lit) == 16


async def test_plain_capture_explains_how_to_get_line_info(seed_store: Path) -> None:
    plain = store.resolve_one("elementwise_add:v1_f32@sm_90a", seed_store)
    app = IrscopeApp([str(plain)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("p")
        await settle(pilot)
        header = str(app.query_one("#source-header").render())
        assert "without line info" in header and "--lineinfo" in header
        await pilot.press("f")
        await settle(pilot)
        assert not isinstance(app.screen, FollowScreen)
        await pilot.press("p")  # closing the pane gives the arrow keys back to scrolling
        await settle(pilot)
        assert app.query_one(CodeView).cursor is None
