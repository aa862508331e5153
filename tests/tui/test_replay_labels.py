"""Pass replay's per-pass labels in the TUI (issue 16): a one-cell marker in the pass list, the
label and its evidence above the text and in the palette, their legend in the help screen; and
nothing of it for a capture whose every pass is exact (the data bundles, DSL 4.5.3)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console
from textual.widgets import Static

from irscope import bundle
from irscope.tui.app import IrscopeApp
from irscope.tui.headless import screen_lines, settle
from irscope.tui.help_screen import HelpScreen
from irscope.tui.pass_list import REPLAY_MARKS, replay_label

asyncio = pytest.mark.asyncio


def _text(renderable: object) -> str:
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


def _list_rows(app: IrscopeApp) -> list[str]:
    """The pass list's rows as on screen (the list is the leftmost panel)."""
    width = app.query_one("#pass-panel").size.width
    return [line[:width] for line in screen_lines(app)[2:-1]]


@asyncio
async def test_pass_list_marks_each_replay_label(replay_bundle: Path) -> None:
    b = bundle.load(replay_bundle)
    app = IrscopeApp([str(replay_bundle)])
    async with app.run_test(size=(160, 45)) as pilot:
        await settle(pilot)
        rows = _list_rows(app)
    # approximate (no IR, then with IR), reproduced by the replay, the group's exact end, a no-op
    expected = {2: "~", 3: "~", 4: "r", 5: "┆", 7: "●", 8: "n"}
    by_index = {int(r.split()[1]): r for r in rows if len(r.split()) > 2 and r.split()[1].isdigit()}
    for index, mark in expected.items():
        assert by_index[index].split()[0] == mark, (index, b.passes[index - 1].label, by_index[index])
    assert [m for m, _, _ in REPLAY_MARKS.values()] == ["~", "r", "n"]


@asyncio
async def test_a_label_takes_no_room_from_the_names_at_80_columns(
    replay_bundle: Path, data_bundles: dict[str, Path]
) -> None:
    """The pass list shown (`w`) in an 80x24 terminal: rows of the labelled bundle differ from
    the same bundle's unlabelled rows in the marker only, so no name is cut or shortened more."""
    shown: list[list[str]] = []
    for path in (replay_bundle, data_bundles["sm_90a"]):
        app = IrscopeApp([str(path)])
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("w")
            await settle(pilot)
            shown.append(_list_rows(app))
    labelled, plain = shown
    assert len(labelled) == len(plain)
    differ = [(a, b) for a, b in zip(labelled, plain, strict=True) if a != b]
    assert differ, "no row shows a label"
    for a, b in differ:
        i = next(i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y)
        assert a[i] in "~rn┆" and a[i + 1 :] == b[i + 1 :], (a, b)  # ┆: a group pass here


@asyncio
async def test_the_selected_pass_shows_its_label_and_evidence(replay_bundle: Path) -> None:
    b = bundle.load(replay_bundle)
    approx = b.passes[2]  # approximate, with IR
    app = IrscopeApp([str(replay_bundle)], initial_pass=approx.key, layout="split")
    async with app.run_test(size=(160, 45)) as pilot:
        await settle(pilot)
        status = "\n".join(line for line in screen_lines(app) if line.strip())
        assert app.view.pass_key == approx.key
        # an approximate IR: the note every command prints beside it (issue 42), cut at the width
        assert f"approximate IR: {approx.key} replayed without the passes of its group" in status
        assert replay_label(approx) == f"approximate: {approx.evidence}"  # the palette's words
        app.select_pass(b.passes[7].key)  # the no-op
        await settle(pilot)
        status = "\n".join(screen_lines(app)[1:3])
        assert "no-op on this module (evidence): flatten-locs with an empty path is disabled" in status
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        legend = _text(app.screen.query_one("#help-table", Static).content)
        for label, (mark, _, meaning) in REPLAY_MARKS.items():
            assert f"pass replay, {label}: {meaning}" in legend and f"\n{mark} " in legend


@asyncio
async def test_an_all_exact_capture_shows_no_label(data_bundles: dict[str, Path]) -> None:
    app = IrscopeApp([str(data_bundles["sm_90a"])])
    async with app.run_test(size=(160, 45)) as pilot:
        await settle(pilot)
        assert all(replay_label(p) is None for p in app.bundle_a.passes)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert "pass replay" not in _text(app.screen.query_one("#help-table", Static).content)
