"""`6`: the main loop's SASS alone, with its mix per iteration as the title (issue 25)."""

from __future__ import annotations

from pathlib import Path

import pytest

from irscope import bundle
from irscope.analysis.sass_loops import main_loop, sass_loops
from irscope.tui.app import IrscopeApp
from irscope.tui.code_view import CodeView
from irscope.tui.headless import settle

pytestmark = pytest.mark.asyncio
SIZE = (200, 50)


def hopper(paths: list[Path], case: str) -> Path:
    return next(p for p in paths if f"/hopper_gemm/{case}/" in p.as_posix())


async def test_six_shows_the_main_loop_alone(captured_bundles: list[Path]) -> None:
    path = hopper(captured_bundles, "bf16_128x256_s4_mc2")
    (loop,) = [main_loop(loops) for loops in sass_loops(bundle.load(path).sass() or "").values()]
    app = IrscopeApp([str(path)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("6")
        await settle(pilot)
        doc = app.query_one(CodeView).document
        assert app.view.kind == "loop" and doc.lexer == "sass" and doc.layout == "full"
        assert doc.title == f"main loop: {loop.label} {loop.summary()}" and "HGMMA.64x256x16" in doc.title
        assert len(doc.rows) == len(loop.lines) + 1  # the header line, then the loop as listed
        await pilot.press("m")
        await settle(pilot)
        assert app.view.kind == "mlir"


async def test_a_kernel_without_a_loop_says_so(data_bundles: dict[str, Path]) -> None:
    app = IrscopeApp([str(data_bundles["sm_90a"])])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("6")
        await settle(pilot)
        doc = app.query_one(CodeView).document
        assert doc.title == "main loop" and "no loop in this kernel's SASS" in str(doc.rows)
