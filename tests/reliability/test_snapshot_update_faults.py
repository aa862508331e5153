"""`check --update` and `pytest --irscope-update` delete only what a complete, successful run
proved unused (issue 11, item 1), and concurrent updates lose nothing.

The snapshot tree is a copy of the repository's snapshots/ (every kernel case); the store holds
one real capture (relu:f32@sm_90a), plus whatever fault a test injects."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from irscope import bundle
from irscope.snapshots import layout
from irscope.snapshots.layout import SnapshotId
from tests.helpers import REPO, copy_suite_snapshots
from tests.reliability.conftest import CASE, irscope, only_bundle, tree_bytes

pytest_plugins = ["pytester"]

RELU = "relu/f32/sm_90a"
STALE = f"{RELU}/cse#9.mlir"  # a stage of the captured case that nothing pins any more


@pytest.fixture
def snap(tmp_path: Path) -> Path:
    dst = tmp_path / "snapshots"
    # The pinned texts only: these tests count snapshot files (expectations.txt is checked elsewhere).
    copy_suite_snapshots(dst, expectations=False)
    assert (dst / RELU / "module.ptx").is_file() and len(tree_bytes(dst)) > 100
    return dst


def _check(store: Path, snap: Path, *args: str):
    return irscope("check", "--from-store", str(store), "--snapshots", str(snap), "--json", *args)


def _newer_copy(store: Path, stamp: str = "29991231T000000.000000Z") -> Path:
    """A second bundle of the case, newer than the real one (its copy)."""
    good = only_bundle(store)
    newer = good.parent / stamp
    shutil.copytree(good, newer)
    return newer


def _make_failed(b: Path) -> None:
    path = b / bundle.MANIFEST
    d = json.loads(path.read_text())
    d.update(status="failed", passes=d["passes"][:2], functions=[])
    d["landmarks"] = [dict(m, **{"pass": None}) for m in d["landmarks"]]
    d["artifacts"] = {k: v for k, v in d["artifacts"].items() if k in ("input_ir", "stderr")}
    d.pop("artifacts_provenance", None)
    d["error"] = {"kind": "DSLRuntimeError", "message": "boom"}
    path.write_text(json.dumps(d))


def test_update_from_a_store_holding_one_case_leaves_every_other_snapshot_byte_identical(store, snap):
    before = tree_bytes(snap)
    (snap / RELU / "module.ptx").write_text("an outdated snapshot\n")
    r = _check(store, snap, "--update")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["written"] == [str(snap / RELU / "module.ptx")] and doc["deleted"] == []
    # the other cases: kept, and said so (their snapshots: the files but the release records)
    assert len(doc["not_checked"]) == len(_snapshot_files(before)) - 5
    assert tree_bytes(snap) == before


def test_a_stale_stage_of_a_captured_case_is_listed_then_deleted(store, snap):
    before = tree_bytes(snap)
    (snap / STALE).write_text("// pinned by an older irscope\n")
    doc = json.loads(_check(store, snap).stdout)
    assert doc["unused"] == [str(snap / STALE)], "what --update would delete is listed, and only that"
    r = _check(store, snap, "--update")
    assert r.returncode == 0 and json.loads(r.stdout)["deleted"] == [str(snap / STALE)]
    assert tree_bytes(snap) == before


def test_a_filtered_run_deletes_nothing(store, snap):
    (snap / STALE).write_text("// stale\n")
    before = tree_bytes(snap)
    r = _check(store, snap, "--update", "relu")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["deleted"] == [] and tree_bytes(snap) == before


def test_a_failed_newest_bundle_never_deletes_its_landmark_snapshots(store, snap):
    _make_failed(_newer_copy(store))
    (snap / STALE).write_text("// stale\n")
    before = tree_bytes(snap)
    r = _check(store, snap, "--update")
    assert r.returncode == 1
    doc = json.loads(r.stdout)
    assert doc["deleted"] == [] and doc["written"] == []
    assert tree_bytes(snap) == before


def test_update_while_a_capture_fills_the_store_deletes_nothing_it_should_not(store, snap):
    """What a store looks like mid-capture: hidden temporary bundles (one half written, one
    complete but not yet renamed), a case directory with no bundle yet, an arch directory
    holding only a temporary."""
    good = only_bundle(store)
    arch = good.parent
    shutil.copytree(good, arch / ".29991231T000000.000000Z.abcd.tmp")
    half = arch.parent / "sm_80" / ".29991231T000000.000000Z.efgh.tmp"
    shutil.copytree(good, half, ignore=shutil.ignore_patterns("manifest.json", "module.*"))
    (store / "relu" / "bf16" / "sm_90a").mkdir(parents=True)
    (store / "copy_tv_partition" / "bf16").mkdir(parents=True)
    (snap / STALE).write_text("// stale\n")
    before = tree_bytes(snap)
    r = _check(store, snap, "--update")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["deleted"] == [str(snap / STALE)]
    del before[STALE]
    assert tree_bytes(snap) == before


def test_concurrent_updates_and_a_capture_lose_nothing(store, snap):
    """Two `check --update` at once on one snapshot tree while bundles are renamed into the
    store, three rounds: every snapshot ends whole and as it should be, no temporary is left."""
    expected = tree_bytes(snap)
    good = only_bundle(store)
    stop = threading.Event()

    def capture_like_writer() -> None:
        n = 0
        while not stop.is_set():
            n += 1
            tmp = good.parent / f".2999{n:04d}.tmp"
            shutil.copytree(good, tmp)
            tmp.rename(good.parent / f"2999{n:04d}T000000.000000Z")  # as BundleWriter.commit does
            time.sleep(0.05)

    writer = threading.Thread(target=capture_like_writer)
    writer.start()
    try:
        for _ in range(3):
            for name in ("module.ptx", "final.mlir", "stats.json"):
                (snap / RELU / name).write_text("outdated\n")
            (snap / STALE).write_text("// stale\n")
            cmd = [sys.executable, "-m", "irscope", "check", "--from-store", str(store), "--snapshots", str(snap)]
            procs = [
                subprocess.Popen(
                    [*cmd, "--update"],
                    cwd=REPO,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE,
                    text=True,
                )
                for _ in range(2)
            ]
            outs = [p.communicate(timeout=120) for p in procs]
            for p, (_, err) in zip(procs, outs, strict=True):
                assert p.returncode == 0 and "Traceback" not in err, err
            assert tree_bytes(snap) == expected
            assert not list(snap.rglob(".*.tmp"))
    finally:
        stop.set()
        writer.join()


# ---- the rule itself ----------------------------------------------------------------------
def _sid(kernel: str, case: str = "f32", arch: str = "sm_90a", stage: str = "ptx") -> SnapshotId:
    return SnapshotId(kernel, case, arch, stage)


@pytest.mark.parametrize(
    ("scope", "deleted"),
    [
        ((False, frozenset({("relu", "f32")})), set()),
        ((True, None), {"stale-stage"}),  # declared not known: a run over an existing store
        ((True, frozenset({("relu", "f32"), ("sgemm", "f32")})), {"stale-stage", "gone"}),
    ],
)
def test_only_a_complete_run_deletes_and_never_a_declared_case(scope: tuple, deleted: set[str]) -> None:
    from irscope.snapshots.unused import RunScope, classify

    checked = {_sid("relu")}
    named = {
        _sid("relu"): "checked",
        _sid("relu", stage="cse#9"): "stale-stage",  # captured whole, stage no longer pinned
        _sid("relu", arch="sm_80"): "declared, not captured",
        _sid("sgemm"): "declared, failed",
        _sid("gone_kernel"): "gone",  # no longer declared in kernels/
    }
    result = classify(list(named), checked, {("relu", "f32", "sm_90a")}, RunScope(*scope))
    assert {named[s] for s in result.deletable} == deleted
    assert {named[s] for s in result.kept} == set(named.values()) - deleted - {"checked"}


# ---- the pytest plugin's update path ------------------------------------------------------
PIN_TEST = f"""
def test_pin(irscope_snapshot):
    irscope_snapshot.assert_matches({CASE!r})
"""


def _pytest_update(pytester: pytest.Pytester, store: Path, snap: Path) -> pytest.RunResult:
    pytester.makepyfile(test_pin=PIN_TEST)
    return pytester.runpytest_subprocess(
        "-p",
        "no:cacheprovider",
        "-q",
        "--irscope-update",
        f"--irscope-store={store}",
        f"--irscope-snapshots={snap}",
        f"--irscope-kernels={REPO / 'kernels'}",
    )


def test_plugin_update_from_a_partial_store_keeps_every_other_snapshot(pytester, store, snap):
    (snap / STALE).write_text("// stale\n")
    before = tree_bytes(snap)
    (snap / RELU / "module.ptx").write_text("outdated\n")
    result = _pytest_update(pytester, store, snap)
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(
        [f"*1 written, 1 unused deleted, {len(_snapshot_files(before)) - 6} not checked (kept*"]
    )
    del before[STALE]  # a stale stage of the one case captured whole: proven unused
    assert tree_bytes(snap) == before


def test_plugin_update_with_a_failed_newest_bundle_deletes_nothing(pytester, store, snap):
    _make_failed(_newer_copy(store))
    before = tree_bytes(snap)
    result = _pytest_update(pytester, store, snap)
    result.assert_outcomes(failed=1)
    assert tree_bytes(snap) == before


def test_a_write_survives_another_update_removing_its_emptied_directory(tmp_path, monkeypatch):
    """Another `check --update` deleting a case's last snapshot removes the directory just as
    this one made it to write there (between the directory check and the temporary file): the
    write must still land."""
    from irscope import output_files
    from irscope.snapshots import layout

    sid = SnapshotId("relu", "f32", "sm_90a", "ptx")
    real_temporary_file = output_files.temporary_file
    raced = []

    def temporary_file_after_the_other_deleted(*args, **kwargs):
        if not raced:
            raced.append(True)
            layout.delete_snapshot(tmp_path, SnapshotId("relu", "f32", "sm_90a", "stats"))  # empties, rmdirs
        return real_temporary_file(*args, **kwargs)

    layout.write_snapshot(tmp_path, SnapshotId("relu", "f32", "sm_90a", "stats"), "{}\n")
    monkeypatch.setattr(output_files, "temporary_file", temporary_file_after_the_other_deleted)
    layout.write_snapshot(tmp_path, sid, "ptx\n")
    assert raced and sid.path(tmp_path).read_text() == "ptx\n"


def test_update_from_a_store_never_copies_a_file_from_outside_a_bundle(store, snap):
    """`check --update --from-store` copied /etc/passwd into snapshots/ through a symlinked
    module.ptx; now the bundle is refused and no snapshot changes."""
    ptx = only_bundle(store) / "module.ptx.zst"
    ptx.unlink()
    ptx.symlink_to("/etc/passwd")
    (snap / RELU / "module.ptx").write_text("outdated\n")
    before = tree_bytes(snap)
    r = _check(store, snap, "--update")
    line = r.one_error_line()
    assert r.returncode == 2 and "module.ptx" in line and "symlink" in line
    assert tree_bytes(snap) == before


def test_a_snapshot_another_update_deletes_between_the_check_and_the_read_is_none(
    snap: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two `check --update` at once: one found a stale snapshot there, the other deleted it
    before the first read or deleted it (seen in CI as `... cse#9.mlir is missing`, exit 2). The
    file gone meanwhile is no snapshot to read and nothing to delete; a file that is there but
    wrong is still an error."""
    from irscope.snapshots import layout

    sid = SnapshotId("relu", "f32", "sm_90a", "cse#9")
    assert not (snap / STALE).exists()
    monkeypatch.setattr(layout, "member_exists", lambda root, rel, _seen=[]: not _seen and not _seen.append(1))
    assert layout.read_snapshot(snap, sid) is None
    monkeypatch.setattr(layout, "member_exists", lambda root, rel, _seen=[]: not _seen and not _seen.append(1))
    layout.delete_snapshot(snap, sid)  # no error
    (snap / STALE).symlink_to(snap / RELU / "module.ptx")
    monkeypatch.undo()
    with pytest.raises(layout.SnapshotError, match="symlink"):
        layout.read_snapshot(snap, sid)


def _snapshot_files(tree: dict[str, bytes]) -> list[str]:
    """The snapshots of a tree_bytes listing: every file but the cases' release records."""
    return [rel for rel in tree if rel.rsplit("/", 1)[-1] != layout.RELEASE_FILE]
