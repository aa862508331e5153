"""Bad input ends as a notification or an explanation in the view, never a crash: corrupt bundles,
missing stages, empty stores, passes observed only as a group or not at all."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from irscope import bundle
from irscope.tui.app import IrscopeApp
from irscope.tui.code_view import CodeView
from irscope.tui.headless import settle
from irscope.tui.pass_list import PassList, format_row

pytestmark = pytest.mark.asyncio
SIZE = (160, 45)


def notices(app: IrscopeApp) -> list[str]:
    return [n.message for n in app._notifications]


async def test_corrupt_bundle_is_a_notification_and_the_good_one_still_shows(
    corrupt_bundle: Path, data_bundles: dict[str, Path]
) -> None:
    good = data_bundles["sm_90a"]
    app = IrscopeApp([str(corrupt_bundle), str(good)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert any("not valid JSON" in m and "corrupt" in m for m in notices(app))
        assert app.view.a == good
        assert app.query_one(CodeView).document.changed


async def test_unknown_reference_and_empty_store(tmp_path: Path) -> None:
    app = IrscopeApp(["no_such_kernel@sm_90a"], store_root=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert any("no_such_kernel" in m for m in notices(app))
        assert app.view.a is None
        rows = app.query_one(CodeView).document.rows
        assert "No bundle" in rows[0]
        assert any("no_such_kernel" in r for r in rows), "the view did not say why"
    app = IrscopeApp([], store_root=tmp_path / "empty")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert any("no captures" in m for m in notices(app))


async def test_missing_sass_is_explained(tmp_path: Path, data_bundles: dict[str, Path]) -> None:
    dest = tmp_path / "nosass"
    shutil.copytree(data_bundles["sm_90a"], dest)
    manifest = json.loads((dest / "manifest.json").read_text())
    del manifest["artifacts"]["sass"]  # how a bundle captured with --no-sass records it
    (dest / "manifest.json").write_text(json.dumps(manifest))
    (dest / "module.sass").unlink()
    app = IrscopeApp([str(dest)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("5")
        await settle(pilot)
        doc = app.query_one(CodeView).document
        assert doc.notice and "no SASS" in doc.notice
        assert any("no SASS" in m for m in notices(app))
        await pilot.press("4")  # PTX is still there
        await settle(pilot)
        assert app.query_one(CodeView).document.lexer == "ptx"


async def test_manifest_pointing_at_a_missing_file(tmp_path: Path, data_bundles: dict[str, Path]) -> None:
    dest = tmp_path / "holes"
    shutil.copytree(data_bundles["sm_80"], dest)
    (dest / "module.ptx").unlink()
    app = IrscopeApp([str(dest)])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert any("module.ptx" in m and "missing" in m for m in notices(app))


async def test_grouped_and_unobserved_passes(grouped_bundle: Path) -> None:
    b = bundle.load(grouped_bundle)
    group = [p for p in b.passes if p.observed == "group"]
    none = next(p for p in b.passes if p.observed == "none")
    app = IrscopeApp([str(grouped_bundle)], initial_pass=group[0].key)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        rows = {r.key: r for r in app.query_one(PassList).rows}
        assert format_row(rows[group[0].key], 30).plain.startswith("┆")
        assert format_row(rows[none.key], 30).plain.startswith("∅")
        assert "no IR" in format_row(rows[none.key], 30).plain
        doc = app.query_one(CodeView).document
        # a grouped pass shows its whole group: input of the first, output of the last
        assert doc.title.endswith("(group)")
        assert group[0].key in doc.title and group[-1].key in doc.title
        app.select_pass(none.key)
        await settle(pilot)
        doc = app.query_one(CodeView).document
        assert "no IR dump" in doc.notice
        # hiding unchanged passes keeps grouped ones (they may have changed), not unobserved ones
        app.select_pass(group[-1].key)
        await settle(pilot)
        await pilot.press("h")
        await settle(pilot)
        shown = app.query_one(PassList).shown_keys
        assert all(p.key in shown for p in group) and none.key not in shown


async def test_compare_target_that_matches_nothing(tmp_path: Path, data_bundles: dict[str, Path]) -> None:
    paths = [str(data_bundles["sm_80"]), str(data_bundles["sm_90a"])]
    app = IrscopeApp(paths, store_root=tmp_path, compare="no_such_kernel@sm_90a")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.view.a == data_bundles["sm_80"]
        assert app.view.b is None  # not silently the other bundle given on the command line
        assert any("no_such_kernel" in m for m in notices(app))


async def test_compare_with_a_bundle_observed_in_groups(grouped_bundle: Path, data_bundles: dict[str, Path]) -> None:
    """Two DSL versions: the newer observes some passes only as a group, others not at all."""
    app = IrscopeApp([str(data_bundles["sm_90a"])], compare=str(grouped_bundle))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        b = bundle.load(grouped_bundle)
        states = {r.key: r.compare.state for r in app.query_one(PassList).rows}
        unobserved = next(p.key for p in b.passes if p.observed == "none")
        group = [p for p in b.passes if p.observed == "group"]
        assert states[unobserved] == "no-ir"
        # only a group's last pass has IR to compare; the copies agree everywhere they can
        assert [states[p.key] for p in group] == ["no-ir", "no-ir", "same"]
        assert set(states.values()) == {"same", "no-ir"}
        app.select_pass(unobserved)
        await settle(pilot)
        assert "no IR dump" in app.query_one(CodeView).document.notice
        app.select_pass(group[0].key)
        await settle(pilot)
        assert f"group's IR is after {group[-1].key}" in app.query_one(CodeView).document.notice


async def test_work_finishing_behind_the_help_screen(data_bundles: dict[str, Path]) -> None:
    """Diffs, metrics, comparisons and prefetches land while another screen is on top: the app
    must update the main screen's widgets, not look for them on the help screen (it crashed)."""
    from irscope.tui.help_screen import HelpScreen
    from irscope.tui.messages import MetricsComputed

    app = IrscopeApp([str(data_bundles["sm_80"])], compare=str(data_bundles["sm_90a"]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        metrics = app.results.metrics.get((app.view.a, True), {})
        app.post_message(MetricsComputed(app.view.a, True, metrics))  # as the metrics worker does
        app.select_pass(app.ui(PassList).step(1))  # as the palette does; builds in a worker
        app.prefetch_neighbours()  # as its timer does
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert app.view.pass_key in app.ui(CodeView).document.title
        await pilot.press("escape")
        await settle(pilot)
        assert app.view.pass_key == app.ui(PassList).selected_key
