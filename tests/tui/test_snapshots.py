"""SVG snapshots of the main screens, on the committed copy_inner_partition bundles (fixed text and
pass times, so the pictures only change when the TUI does).

Update after an intended change:  pytest tests/tui/test_snapshots.py --snapshot-update
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from irscope.tui.app import IrscopeApp
from irscope.tui.headless import settle

SIZE = (160, 45)


def keys(*presses: str) -> Callable:
    async def run_before(pilot) -> None:  # noqa: ANN001
        await settle(pilot)
        for key in presses:
            await pilot.press(key)
            await settle(pilot)

    return run_before


@pytest.fixture()
def sm90(data_bundles: dict[str, Path]) -> str:
    return str(data_bundles["sm_90a"])


@pytest.fixture()
def sm80(data_bundles: dict[str, Path]) -> str:
    return str(data_bundles["sm_80"])


# At 160x45 a side of a split diff shows under 60 characters, so the app would open in the
# unified diff (irscope.tui.layout); these pin the split view as chosen with `--view split`.
def test_split_diff_of_the_first_changed_pass(snap_compare, sm90: str) -> None:  # noqa: ANN001
    assert snap_compare(IrscopeApp([sm90], layout="split"), terminal_size=SIZE, run_before=keys())


def test_unified_diff_changed_passes_only_with_stats(snap_compare, sm90: str) -> None:  # noqa: ANN001
    app = IrscopeApp([sm90], initial_pass="convert-to-llvm")
    assert snap_compare(app, terminal_size=SIZE, run_before=keys("2", "h", "s"))


def test_sass_with_a_search(snap_compare, sm90: str) -> None:  # noqa: ANN001
    presses = ("5", "slash", *"LDG", "enter")
    assert snap_compare(IrscopeApp([sm90]), terminal_size=SIZE, run_before=keys(*presses))


def test_compare_mode_with_stats(snap_compare, sm90: str, sm80: str) -> None:  # noqa: ANN001
    app = IrscopeApp([sm80], compare=sm90, initial_pass="convert-to-llvm", layout="split")
    assert snap_compare(app, terminal_size=SIZE, run_before=keys("s"))


def test_help_screen(snap_compare, sm90: str) -> None:  # noqa: ANN001
    app = IrscopeApp([sm90], layout="split")
    assert snap_compare(app, terminal_size=SIZE, run_before=keys("question_mark"))


# ---- small and large terminals (issue 18): each screen at three sizes, laid out for the size ----
SIZES = {"80x24": (80, 24), "120x40": (120, 40), "200x50": (200, 50)}


@pytest.mark.parametrize("size", SIZES)
def test_main_view_fits_the_terminal(snap_compare, sm90: str, size: str) -> None:  # noqa: ANN001
    assert snap_compare(IrscopeApp([sm90]), terminal_size=SIZES[size], run_before=keys())


@pytest.mark.parametrize("size", SIZES)
def test_compare_mode_fits_the_terminal(snap_compare, sm90: str, sm80: str, size: str) -> None:  # noqa: ANN001
    app = IrscopeApp([sm80], compare=sm90, initial_pass="convert-to-llvm")
    assert snap_compare(app, terminal_size=SIZES[size], run_before=keys())


@pytest.mark.parametrize("size", SIZES)
def test_stats_panel_fits_the_terminal(snap_compare, sm90: str, size: str) -> None:  # noqa: ANN001
    app = IrscopeApp([sm90])
    assert snap_compare(app, terminal_size=SIZES[size], run_before=keys("s"))


# ---- pass replay's labels (issue 16): a capture whose every pass is exact looks as above ----
def test_replay_labels_in_the_pass_list_at_80x24(snap_compare, replay_bundle: Path) -> None:  # noqa: ANN001
    """One-cell markers (~ approximate, r reproduced by the replay, n no-op) beside names as wide
    as without them; the pass list shown with `w` (an 80-column terminal starts without it)."""
    app = IrscopeApp([str(replay_bundle)], initial_pass="software-pipeline")
    assert snap_compare(app, terminal_size=(80, 24), run_before=keys("w"))
