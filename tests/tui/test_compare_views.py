"""Issue 42, item 1: in compare mode the PTX, the SASS and the main loop are a diff of A and B,
however the view was reached. `3` (the full IR after a pass) used to stay the layout of the SASS
view, so `3`, `5`, `c` showed A's SASS alone ("SASS of A ...", no diff, `]` finding no change)
while `1`, `5`, `c` showed the diff. The rule is checked over random key sequences, on the view
state's own functions and in the running app, at 80x24 and 200x50."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from irscope.tui.app import IrscopeApp
from irscope.tui.code_view import CodeView
from irscope.tui.headless import settle
from irscope.tui.layout import DIFF_LAYOUTS, Choices, fit
from irscope.tui.view_state import ViewState, compared, fitted, toggled, with_kind, with_layout

SIZES = ((80, 24), (200, 50))
A, B = Path("/a"), Path("/b")

# ---- the rule, on the view state's functions ------------------------------------------------
#: What each key does to the view state (as irscope.tui.actions applies it), and a resize.
STEPS = {
    "1": lambda v: with_layout(v, "split"),
    "2": lambda v: with_layout(v, "unified"),
    "3": lambda v: with_layout(v, "full"),
    "4": lambda v: with_kind(v, "ptx"),
    "5": lambda v: with_kind(v, "sass"),
    "6": lambda v: with_kind(v, "loop"),
    "m": lambda v: with_kind(v, "mlir"),
    "z": lambda v: toggled(v, "normalized"),
    "s": lambda v: toggled(v, "stats_open"),
    "c": lambda v: compared(v, None if v.b else B),
}


def laid_out(view: ViewState, size: tuple[int, int]) -> ViewState:
    """What the app's view setter does to the state after every change of size, panels or choices."""
    return fitted(view, fit(*size, view.choices, stats=view.stats_open))


def walk(keys: list[str], size: tuple[int, int]) -> ViewState:
    view = laid_out(ViewState(a=A, pass_key="cse#1"), size)
    for key in keys:
        if key in ("small", "wide"):
            size = SIZES[key == "wide"]
        else:
            view = STEPS[key](view)
        view = laid_out(view, size)
    return view


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from([*STEPS, "small", "wide"]), max_size=14), st.sampled_from(SIZES))
def test_what_is_shown_depends_on_the_state_not_on_the_keys_that_reached_it(keys: list[str], size) -> None:
    view = walk(keys, size)
    sel = view.selection()
    assert sel is not None
    if view.compare and view.kind != "mlir":
        assert sel.layout in DIFF_LAYOUTS, (keys, sel)
    # The same state reached the shortest way: the same selection.
    final_size = next((SIZES[k == "wide"] for k in reversed(keys) if k in ("small", "wide")), size)
    direct = laid_out(
        ViewState(
            a=A,
            b=view.b,
            pass_key="cse#1",
            kind=view.kind,
            normalized=view.normalized,
            stats_open=view.stats_open,
            choices=view.choices,
        ),
        final_size,
    )
    assert direct.selection() == sel, keys


@pytest.mark.parametrize("size", SIZES)
def test_full_then_sass_then_compare_is_a_diff(size: tuple[int, int]) -> None:
    view = walk(["3", "5", "c"], size)
    assert view.selection().layout == fit(*size, Choices(), stats=False).layout
    assert walk(["3"], size).selection().layout == "full"  # a pass's full IR is still one text
    assert walk(["3", "5"], size).selection().layout == "full"  # one capture's SASS is shown whole


# ---- the rule, in the running app -----------------------------------------------------------
def run(app: IrscopeApp, size: tuple[int, int], keys: list[str], compare_with: Path) -> tuple:
    """Press `keys` (`C`: enter compare mode with `compare_with`), then enter compare mode if not
    in it and press 5: the SASS view's (layout, added, removed), and whether `]` finds a change."""

    async def main() -> tuple:
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            for key in keys:
                if key == "C":
                    app.opening.start_compare(compare_with)
                else:
                    await pilot.press(key)
                await settle(pilot)
            if app.view.b is None:
                app.opening.start_compare(compare_with)
                await settle(pilot)
            await pilot.press("5")
            await settle(pilot)
            code = app.query_one(CodeView)
            doc = code.document
            assert doc is not None
            code.scroll_to(0, 0, animate=False, immediate=True)
            await pilot.pause()
            await pilot.press("]")
            await settle(pilot)
            return doc.layout, doc.added, doc.removed, code.top_row > 0, doc.title

    return asyncio.run(main())


@pytest.mark.parametrize("size", SIZES)
def test_the_sass_compare_after_full_ir_is_the_diff(data_bundles: dict[str, Path], size: tuple[int, int]) -> None:
    a, b = data_bundles["sm_80"], data_bundles["sm_90a"]
    straight = run(IrscopeApp([str(a)]), size, ["1"], b)
    via_full = run(IrscopeApp([str(a)]), size, ["3", "5"], b)
    assert straight[0] in DIFF_LAYOUTS and straight[1] and straight[3]
    # the same diff whichever way it was reached (its layout follows the size: 1 chose split)
    assert via_full[0] == fit(*size, Choices(), stats=False).layout
    assert via_full[1:4] == straight[1:4]
    assert not via_full[4].startswith("SASS of A")


def _in_compare_mode_only(keys: list[str]) -> list[str]:
    """The keys with each `c` that would come outside compare mode left out: there `c` opens the
    bundle picker, a modal that takes the keys after it (this test's `C` starts compare mode)."""
    kept, comparing = [], False
    for key in keys:
        if key == "c" and not comparing:
            continue
        comparing = key == "C" or (comparing and key != "c")
        kept.append(key)
    return kept


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    st.lists(st.sampled_from(["1", "2", "3", "4", "5", "6", "m", "z", "C", "c", "s"]), max_size=6),
    st.sampled_from(SIZES),
)
@example(["C", "c", "c"], SIZES[0])  # a second `c` opened the picker (drawn once in a full run)
def test_any_keys_then_compare_sass_is_the_same_diff(data_bundles: dict[str, Path], keys: list[str], size) -> None:
    a, b = data_bundles["sm_80"], data_bundles["sm_90a"]
    keys = _in_compare_mode_only(keys)
    if keys.count("z") % 2:
        keys.append("z")  # normalized, as the reference
    if keys.count("s") % 2:
        keys.append("s")
    got = run(IrscopeApp([str(a)]), size, keys, b)
    want = run(IrscopeApp([str(a)]), size, [], b)
    assert got[0] in DIFF_LAYOUTS and got[1:4] == want[1:4], keys


def test_the_v2_kernels_wide_loads_show_in_the_compare(captured_bundles: list[Path]) -> None:
    """The issue's own steps on elementwise_add v1 against v2 (128-bit copies): the diff holds
    B's LDG.E.128 as added lines, at both sizes."""
    pick = {
        case: p
        for p in captured_bundles
        if "/elementwise_add/" in p.as_posix() and p.parent.name == "sm_90a"
        for case in [p.parent.parent.name]
    }
    for size in SIZES:
        app = IrscopeApp([str(pick["v1_f32"])])

        async def main(app: IrscopeApp = app, size: tuple[int, int] = size) -> list[str]:
            async with app.run_test(size=size) as pilot:
                await settle(pilot)
                for key in ("3", "5"):
                    await pilot.press(key)
                    await settle(pilot)
                app.opening.start_compare(pick["v2_f32"])
                await settle(pilot)
                doc = app.query_one(CodeView).document
                assert doc is not None and doc.is_diff and doc.changed, doc.title
                if doc.layout == "split":
                    return [r.right for r in doc.rows if r.tag in ("insert", "replace") and r.right]
                return [r.text for r in doc.rows if r.tag == "insert"]

        added = asyncio.run(main())
        assert sum("LDG.E.128" in line for line in added) >= 2, size


def test_fitted_keeps_the_pass_layout_in_step_with_the_fit() -> None:
    view = replace(ViewState(a=A), layout="full")
    assert fitted(view, fit(80, 24, Choices(), stats=False)).layout == "unified"
