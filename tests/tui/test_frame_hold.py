"""A pass switch whose view is still being computed draws nothing until the view is ready (one
frame, not two), and says "computing" if that takes longer than a moment (never a frozen screen)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from textual import events
from textual._compositor import Compositor

from irscope.tui import frame_hold, workers
from irscope.tui.app import IrscopeApp
from irscope.tui.headless import screen_lines, settle
from irscope.tui.pass_list import PassList

pytestmark = pytest.mark.asyncio
SIZE = (200, 50)


def slow_builds(monkeypatch: pytest.MonkeyPatch, seconds: float) -> None:
    real = workers.build_document

    def build_document(*args: object, **kwargs: object) -> object:
        time.sleep(seconds)
        return real(*args, **kwargs)

    monkeypatch.setattr(workers, "build_document", build_document)


async def switch_cold(app: IrscopeApp, frames: list[str]) -> str:
    """Press j with no view cached; the frames drawn until the new view is shown are recorded."""
    app.prefetching = False
    app.cache.clear()
    target = app.query_one(PassList).step(1)
    assert target is not None
    frames.clear()
    app._driver.send_message(events.Key("j", "j"))  # as a terminal delivers it
    while app.view.shown is None or app.view.shown.pass_key != target:
        await asyncio.sleep(0.001)
    return target


async def test_a_switch_waiting_briefly_for_its_view_draws_one_frame(
    data_bundles: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = IrscopeApp([str(data_bundles["sm_90a"])], layout="split")
    frames: list[str] = []
    real = Compositor.render_update

    def render_update(self: Compositor, *args: object, **kwargs: object) -> object:
        frames.append(app.view.shown.pass_key if app.view.shown else "")
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Compositor, "render_update", render_update)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        slow_builds(monkeypatch, frame_hold.HOLD_SECONDS / 3)
        before = app.view.shown.pass_key
        target = await switch_cold(app, frames)
        assert before != target
        assert before not in frames  # nothing drawn while the view was being computed
        await settle(pilot)
        assert app._batch_count == 0


async def test_a_long_computation_says_so_and_keeps_drawing(
    data_bundles: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = IrscopeApp([str(data_bundles["sm_90a"])], layout="split")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        slow_builds(monkeypatch, 1.0)
        app.prefetching = False
        app.cache.clear()
        target = app.query_one(PassList).step(1)
        await pilot.press("j")
        await pilot.pause(frame_hold.HOLD_SECONDS * 3)
        assert app._batch_count == 0  # the screen is live again while the worker computes
        assert app.view.shown is not None and app.view.shown.pass_key != target
        assert any("computing" in line for line in screen_lines(app))
        await settle(pilot)
        assert app.view.shown.pass_key == target
        assert not any("computing" in line for line in screen_lines(app))
