"""Snapshots across DSL releases (no compile: the committed bundle, its release edited where a
test needs another): the release each case was pinned under, a check under another release
said once with the statistics per kernel, `--update` accepting it, a set per release, and a
default set that pins exact states only."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from irscope import bundle
from irscope.errors import StageUnavailable
from irscope.snapshots import layout
from irscope.snapshots.pinned_text import render
from tests.conftest import DATA_BUNDLE, DATA_REF
from tests.helpers import REPO, as_replayed, invoke_irscope

CASE_DIR = Path("copy_inner_partition", "bf16", "sm_90a")
RELEASE = "4.5.3"  # the committed bundle's
pytest_plugins = ["pytester"]


def _check(store: Path, snapshots: Path, *args: str):
    return invoke_irscope("check", "--from-store", str(store), "--snapshots", str(snapshots), *args, cwd=REPO)


def _record(snapshots: Path) -> str:
    return (snapshots / CASE_DIR / layout.RELEASE_FILE).read_text()


def test_an_update_records_the_release_each_case_was_pinned_under(data_store: Path, tmp_path: Path) -> None:
    snapshots = tmp_path / "snapshots"
    r = _check(data_store, snapshots, "--update")
    assert r.returncode == 0, r.stdout + r.stderr
    assert _record(snapshots) == f"nvidia-cutlass-dsl=={RELEASE}\n"
    # The record is no snapshot: the tree still lists exactly the pinned stages.
    assert {s.stage for s in layout.existing_snapshots(snapshots)} == {
        "cute-expand-ops#1",
        "convert-to-llvm#1",
        "final",
        "ptx",
        "stats",
    }
    assert _check(data_store, snapshots).returncode == 0


def test_a_check_under_another_release_says_so_once_and_update_accepts_it(data_store: Path, tmp_path: Path) -> None:
    snapshots = tmp_path / "snapshots"
    assert _check(data_store, snapshots, "--update").returncode == 0
    # Pinned under an older release whose code differed: more registers, another PTX line.
    (snapshots / CASE_DIR / layout.RELEASE_FILE).write_text("nvidia-cutlass-dsl==4.4.2\n")
    stats = snapshots / CASE_DIR / "stats.json"
    doc = json.loads(stats.read_text())
    registers = doc["functions"][0]["registers"]
    doc["functions"][0]["registers"] = registers + 8
    stats.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
    ptx = snapshots / CASE_DIR / "module.ptx"
    ptx.write_text(ptx.read_text() + "// from the older release\n")

    r = _check(data_store, snapshots)
    assert r.returncode == 1, r.stdout + r.stderr
    headline = f"pinned under 4.4.2, captured under {RELEASE}: 2 snapshots differ (1 of 1 case)"
    assert r.stdout.count(headline) == 1, r.stdout
    assert f"registers {registers + 8} -> {registers}" in r.stdout, r.stdout
    assert "--- snapshot" not in r.stdout, "a diff per file where the upgrade was said once"

    github = _check(data_store, snapshots, "--format", "github").stdout.splitlines()
    errors = [line for line in github if line.startswith("::error")]
    assert len(errors) == 1 and headline in errors[0], errors

    data = json.loads(_check(data_store, snapshots, "--json").stdout)
    assert data["releases"] == [
        {
            "pinned": "4.4.2",
            "captured": RELEASE,
            "differ": 2,
            "new": 0,
            "cases": [
                {
                    "case": DATA_REF,
                    "differ": ["ptx", "stats"],
                    "new": [],
                    "stats": [f"registers {registers + 8} -> {registers}"],
                }
            ],
        }
    ]

    r = _check(data_store, snapshots, "--update")
    assert r.returncode == 0, r.stdout + r.stderr
    assert _record(snapshots) == f"nvidia-cutlass-dsl=={RELEASE}\n"
    r = _check(data_store, snapshots)
    assert r.returncode == 0 and "pinned under" not in r.stdout, r.stdout


def test_a_release_keeps_a_set_of_its_own_where_the_tree_has_one(data_store: Path, tmp_path: Path) -> None:
    snapshots = tmp_path / "snapshots"
    assert _check(data_store, snapshots, "--update").returncode == 0
    default = {p.relative_to(snapshots): p.read_text() for p in snapshots.rglob("*") if p.is_file()}
    own = snapshots / f"dsl-{RELEASE}"
    own.mkdir()
    (snapshots / CASE_DIR / "module.ptx").write_text("another release's PTX\n")

    r = _check(data_store, snapshots, "--update")
    assert r.returncode == 0, r.stdout + r.stderr
    assert (own / CASE_DIR / "module.ptx").read_text() == default[CASE_DIR / "module.ptx"]
    assert (snapshots / CASE_DIR / "module.ptx").read_text() == "another release's PTX\n", (
        "the default set was left alone"
    )
    assert not [s for s in layout.existing_snapshots(snapshots) if s.kernel.startswith("dsl-")]
    assert _check(data_store, snapshots).returncode == 0
    # A set for every patch release of a minor one, under its major.minor.
    own.rename(snapshots / f"dsl-{RELEASE.rsplit('.', 1)[0]}")
    assert _check(data_store, snapshots).returncode == 0


def test_deleting_a_cases_last_snapshot_takes_its_record_too(data_store: Path, tmp_path: Path) -> None:
    snapshots = tmp_path / "snapshots"
    assert _check(data_store, snapshots, "--update").returncode == 0
    for sid in layout.existing_snapshots(snapshots):
        layout.delete_snapshot(snapshots, sid)
    assert not snapshots.exists() or not any(snapshots.iterdir())


def test_a_record_that_is_not_one_is_an_error_naming_it(data_store: Path, tmp_path: Path) -> None:
    snapshots = tmp_path / "snapshots"
    assert _check(data_store, snapshots, "--update").returncode == 0
    (snapshots / CASE_DIR / layout.RELEASE_FILE).write_text("4.5.3 or so\n")
    r = _check(data_store, snapshots)
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
    assert str(CASE_DIR / layout.RELEASE_FILE) in r.stderr and "not a release record" in r.stderr


def test_the_default_set_pins_exact_states_only(tmp_path: Path) -> None:
    # convert-to-llvm#1 inside a group (passes 20-22) whose last pass alone is exact
    b = bundle.load(as_replayed(DATA_BUNDLE, tmp_path / "grouped", 20, 22))
    assert b.find_pass("convert-to-llvm").exact is False
    stages = layout.default_stages(b)
    assert stages == ["cute-expand-ops#1", "reconcile-unrealized-casts#1", "final", "ptx", "stats"]
    header = render(b, "reconcile-unrealized-casts#1").splitlines()[0]
    assert "convert-to-llvm: the exact state ending the group of convert-to-llvm#1" in header, header
    with pytest.raises(StageUnavailable, match="approximate replay state"):
        render(b, "convert-to-llvm#1")
    for stage in stages:
        render(b, stage)  # every default stage renders: a check with nothing changed is green


def test_a_landmark_whose_group_ends_at_the_final_pass_is_not_pinned_twice(tmp_path: Path) -> None:
    last = len(bundle.load(DATA_BUNDLE).passes)
    b = bundle.load(as_replayed(DATA_BUNDLE, tmp_path / "tail", 20, last))
    assert layout.default_stages(b) == ["cute-expand-ops#1", "final", "ptx", "stats"]


@pytest.mark.slow
def test_a_check_with_nothing_changed_is_green_whatever_the_dsl(seed_store: Path, tmp_path: Path) -> None:
    """Pin the session's captures, check them again: every snapshot matches. Under pass replay
    (DSL 4.6+) the landmarks inside groups are pinned at exact states, so none is unavailable."""
    from irscope import store

    snapshots = tmp_path / "snapshots"
    r = _check(seed_store, snapshots, "elementwise_add", "copy_tma", "--update")
    assert r.returncode == 0, r.stdout + r.stderr
    r = _check(seed_store, snapshots, "elementwise_add", "copy_tma", "--json")
    assert r.returncode == 0, r.stdout + r.stderr
    assert {s["status"] for s in json.loads(r.stdout)["snapshots"]} == {"match"}
    for path in store.all_latest(seed_store):
        b = bundle.load(path)
        for stage in layout.default_stages(b):
            if stage not in (layout.PTX_STAGE, layout.STATS_STAGE):
                assert b.find_pass(stage).exact is not False, (b.label, stage)


def test_a_linked_release_set_or_record_is_refused_in_one_line(data_store: Path, tmp_path: Path) -> None:
    """The tree's rule holds for the release files too: directories and regular files only."""
    snapshots = tmp_path / "snapshots"
    assert _check(data_store, snapshots, "--update").returncode == 0
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (snapshots / f"dsl-{RELEASE}").symlink_to(elsewhere)
    r = _check(data_store, snapshots, "--update")
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
    assert f"dsl-{RELEASE}: is a symlink" in r.stderr and not any(elsewhere.iterdir())
    (snapshots / f"dsl-{RELEASE}").unlink()
    record = snapshots / CASE_DIR / layout.RELEASE_FILE
    target = tmp_path / "record.txt"
    target.write_text(f"nvidia-cutlass-dsl=={RELEASE}\n")
    record.unlink()
    record.symlink_to(target)
    r = _check(data_store, snapshots)
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
    assert str(CASE_DIR / layout.RELEASE_FILE) in r.stderr and "symlink" in r.stderr, r.stderr


PLUGIN_TEST = """
def test_pinned(irscope_snapshot):
    irscope_snapshot.assert_matches("copy_inner_partition:bf16@sm_90a")
"""


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["no-xdist", "n2"])
def test_pytest_says_a_release_changed_and_its_update_records_the_new_one(
    pytester: pytest.Pytester, data_store: Path, workers: list[str]
) -> None:
    """Under pytest (its xdist workers reporting to the controller too): a failing test starts
    with the release line of its case; --irscope-update accepts the code and records the release."""
    snapshots = pytester.path / "snapshots"
    assert _check(data_store, snapshots, "--update").returncode == 0
    (snapshots / CASE_DIR / layout.RELEASE_FILE).write_text("nvidia-cutlass-dsl==4.4.2\n")
    ptx = snapshots / CASE_DIR / "module.ptx"
    ptx.write_text(ptx.read_text() + "// from the older release\n")
    pytester.makepyfile(test_pins=PLUGIN_TEST)
    args = ("-p", "no:cacheprovider", "-q", f"--irscope-store={data_store}", *workers)
    result = pytester.runpytest_subprocess(*args)
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([f"*pinned under 4.4.2, captured under {RELEASE}: 1 snapshot differs (1 of 1 case)*"])
    pytester.runpytest_subprocess(*args, "--irscope-update").assert_outcomes(passed=1)
    assert _record(snapshots) == f"nvidia-cutlass-dsl=={RELEASE}\n"
    pytester.runpytest_subprocess(*args).assert_outcomes(passed=1)
