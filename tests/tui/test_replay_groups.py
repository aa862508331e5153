"""Issue 42, item 13: grouped passes on DSL 4.8 read as one. Every pass of a replay group showed
the group's diff, even those with an approximate IR of their own, and `irscope diff --pass`
printed an approximate diff without the note `show` gives. The rule: a pass with its own IR
(approximate or not) shows its own diff, labelled approximate where it is; a pass with none
says it is part of group N and shows the group's diff; every command that prints an approximate
text carries the same one-line note (texts.diff_note).

The bundle is DSL-4.8-shaped from its manifest (the `replay_bundle` fixture: passes 2-5 one
group, 2 without IR, 3 and 4 approximate with IR of their own, 5 the group's exact end), so the
tests hold under whichever DSL the suite runs with."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from irscope import bundle
from irscope.analysis.diff import diff_texts
from irscope.analysis.texts import normalized_text
from irscope.tui.app import IrscopeApp
from irscope.tui.code_view import CodeView
from irscope.tui.headless import screen_lines, settle

SIZES = ((80, 24), (200, 50))


def own_counts(b: bundle.Bundle, index: int) -> tuple[int, int]:
    p = b.passes[index - 1]
    before, after = (normalized_text("mlir", t) for t in (b.ir_before(p), b.ir_after(p)))
    d = diff_texts(before, after, kind="mlir")
    return d.added, d.removed


def shown(path: Path, key: str, size: tuple[int, int]) -> tuple[str, int, int, str]:
    async def main() -> tuple[str, int, int, str]:
        app = IrscopeApp([str(path)], initial_pass=key, layout="split")
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            doc = app.query_one(CodeView).document
            return doc.title, doc.added, doc.removed, "\n".join(screen_lines(app)[1:3])

    return asyncio.run(main())


def irscope(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "irscope", *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("size", SIZES)
def test_a_pass_with_its_own_approximate_ir_shows_its_own_diff(replay_bundle: Path, size: tuple[int, int]) -> None:
    b = bundle.load(replay_bundle)
    p = b.passes[3]  # cute-desugar#1: approximate, with IR of its own
    assert p.exact is False and p.ir_member is not None and p.observed == "group"
    title, added, removed, status = shown(replay_bundle, p.key, size)
    assert title == f"{p.key} (approximate)", title
    assert (added, removed) == own_counts(b, p.index) != (0, 0)
    if size == (200, 50):  # the note's line (at 80x24 the one status line holds the title only)
        assert f"approximate IR: {p.key} replayed without" in status, status


@pytest.mark.parametrize("size", SIZES)
def test_a_pass_without_ir_says_its_group_and_shows_the_groups_diff(replay_bundle: Path, size: tuple[int, int]) -> None:
    b = bundle.load(replay_bundle)
    p = b.passes[1]  # materialize-tma-multicast#1: no IR of its own
    assert p.ir_member is None and p.group == 1
    title, added, removed, status = shown(replay_bundle, p.key, size)
    assert title.endswith("(group)") and "cute-expand-ops#1" in title, title
    assert f"{p.key} has no IR of its own: it ran in group 1" in status.replace("\n", " ") or (
        size == (80, 24) and p.key in status
    ), status


def test_the_groups_last_pass_shows_its_own_diff_from_an_approximate_state(replay_bundle: Path) -> None:
    b = bundle.load(replay_bundle)
    last = b.passes[4]  # cute-expand-ops#1: the group's exact end, after an approximate state
    title, added, removed, status = shown(replay_bundle, last.key, (200, 50))
    assert (added, removed) == own_counts(b, last.index)
    assert title == f"{last.key} (approximate)" and "approximate diff: the IR before" in status, (title, status)


def test_the_pass_list_counts_each_pass_by_its_own_diff(replay_bundle: Path) -> None:
    from irscope.tui.metrics import pass_metrics

    b = bundle.load(replay_bundle)
    metrics = pass_metrics(b)
    for index in (4, 5):
        p = b.passes[index - 1]
        assert (metrics[p.key].added, metrics[p.key].removed) == own_counts(b, index), p.key
    assert b.passes[1].key not in metrics  # no IR of its own: no numbers of its own


def test_diff_and_show_print_the_same_note(replay_bundle: Path) -> None:
    p = bundle.load(replay_bundle).passes[3]
    shown_text = irscope("show", str(replay_bundle), "--pass", p.key)
    diffed = irscope("diff", str(replay_bundle), "--pass", p.key)
    assert shown_text.returncode == 0 and diffed.returncode == 1, diffed.stderr
    (note,) = [line for line in shown_text.stderr.splitlines() if line.startswith("irscope: note:")]
    assert note.startswith("irscope: note: approximate IR:")
    assert diffed.stderr.splitlines() == [note]
    compared = irscope("diff", str(replay_bundle), str(replay_bundle), "--pass", p.key)
    assert compared.returncode == 0
    assert compared.stderr.splitlines() == [note.replace("note: ", "note: A: "), note.replace("note: ", "note: B: ")]


def test_diff_of_a_pass_without_ir_shows_its_groups_diff(replay_bundle: Path) -> None:
    b = bundle.load(replay_bundle)
    p = b.passes[1]
    result = irscope("diff", str(replay_bundle), "--pass", p.key, "--color", "never")
    assert result.returncode == 1, result.stderr
    (note,) = result.stderr.splitlines()
    assert note.startswith(f"irscope: note: {p.key} has no IR of its own: it ran in group 1 (passes 2-5)")
    assert result.stdout.splitlines()[1].endswith("after cute-expand-ops#1 (group 1)")


def test_the_export_carries_the_note_and_each_pass_its_own_diff(replay_bundle: Path) -> None:
    from irscope.analysis.texts import diff_note
    from irscope.views.html.page import build_page

    b = bundle.load(replay_bundle)
    entries = {e["key"]: e for e in build_page(b).data["passes"]}
    approx = b.passes[3]
    assert entries[approx.key]["note"] == diff_note(b, approx)
    assert (entries[approx.key]["added"], entries[approx.key]["removed"]) == own_counts(b, approx.index)
    grouped = b.passes[1]
    assert entries[grouped.key]["diff"] is not None and "has no IR of its own" in entries[grouped.key]["note"]
