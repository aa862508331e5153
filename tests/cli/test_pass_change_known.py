"""Where a pass's change is not known (inside a replay group: the states around it are not both
exact), every view says so and none reads it as "unchanged" (no compile: the committed bundle
made to look replayed, tests/helpers.as_replayed)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from irscope import bundle
from irscope.analysis.observation import observation_parts
from irscope.tui.metrics import PassRow
from irscope.tui.pass_list import _marker
from tests.conftest import DATA_BUNDLE
from tests.helpers import as_replayed, invoke_irscope


def _replayed(tmp_path: Path) -> bundle.Bundle:
    return bundle.load(as_replayed(DATA_BUNDLE, tmp_path / "replayed", 20, 22))


def test_the_summary_counts_passes_whose_change_is_not_known(tmp_path: Path) -> None:
    b = _replayed(tmp_path)
    assert observation_parts(b)[-1] == "3 not known"
    assert observation_parts(bundle.load(DATA_BUNDLE))[-1].endswith("changed the IR")


def test_changed_only_keeps_the_passes_whose_change_is_not_known(tmp_path: Path) -> None:
    b = _replayed(tmp_path)
    r = invoke_irscope("passes", str(b.path), "--changed-only")
    assert r.returncode == 0, r.stderr
    lines = {line.split()[1]: line for line in r.stdout.splitlines() if line.strip()[:1].isdigit()}
    assert "convert-to-llvm#1" in lines and " ? " in lines["convert-to-llvm#1"], r.stdout
    assert "gpu-launch-sink-index-computations#1" in lines, "not known is not unchanged"
    assert "convert-scf-to-cf#1" not in lines, "a pass known to change nothing is hidden"


def test_the_tui_marks_a_pass_whose_change_is_not_known(tmp_path: Path) -> None:
    b = _replayed(tmp_path)
    single = next(p for p in b.passes if p.changed is False)
    assert _marker(PassRow(replace(single, changed=None), ()))[0] == "?"
    assert _marker(PassRow(single, ()))[0] == "·"
