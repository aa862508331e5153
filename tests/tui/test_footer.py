"""The footer (irscope.tui.footer): remade only when the keys it shows change, and then as
Textual's footer makes them."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets._footer import FooterKey

from irscope.tui.app import IrscopeApp
from irscope.tui.footer import KeyFooter
from irscope.tui.headless import screen_lines, settle

asyncio = pytest.mark.asyncio


def _keys(app: IrscopeApp) -> list[FooterKey]:
    return list(app.query_one(KeyFooter).query(FooterKey))


@asyncio
async def test_the_same_keys_are_kept_until_what_they_show_changes(data_bundles: dict[str, Path]) -> None:
    app = IrscopeApp([str(data_bundles["sm_90a"])])
    async with app.run_test(size=(160, 45)) as pilot:
        await settle(pilot)
        keys = _keys(app)
        assert [k.key for k in keys][:3] == ["j", "h", "1"] and keys[-1].has_class("-command-palette")
        assert not any(k.has_class("-compact") for k in keys[:-1])  # as Textual leaves them
        await pilot.press("tab")  # the focus moves to the text: the same keys are shown
        await settle(pilot)
        assert _keys(app) == keys

        await pilot.press("slash")  # the search bar has the focus: fewer keys are shown
        await settle(pilot)
        assert [k.key for k in _keys(app)] == ["slash", "f1", "ctrl+p"]  # `?` types into it
        await pilot.press("escape")
        await settle(pilot)
        assert [k.key for k in _keys(app)] == [k.key for k in keys]

        await pilot.resize_terminal(80, 24)  # compact, without the palette's key
        await pilot.press("slash", "escape")  # Textual's footer shows it once the focus moves
        await settle(pilot)
        compact = _keys(app)
        assert all(k.has_class("-compact") for k in compact)
        assert not any(k.has_class("-command-palette") for k in compact)
        assert "^p palette" not in screen_lines(app)[-1]
