"""The snapshot tree read and written with the bundle rules (issue 23): no link followed out of
the tree, no FIFO or device read, strict UTF-8, one line naming the file; and nothing of what a
link points at copied into a diff, a JUnit report or an HTML page."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from tests.helpers import copy_suite_snapshots
from tests.reliability.conftest import CASE, irscope, tree_bytes

pytest_plugins = ["pytester"]

RELU = "relu/f32/sm_90a"
SECRET = "root:x:0:0:a line of a file outside the tree"


@pytest.fixture
def snap(tmp_path: Path) -> Path:
    dst = tmp_path / "snapshots"
    copy_suite_snapshots(dst / "relu", "relu")
    return dst


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A directory outside the tree, shaped like a case's snapshots, with a stale stage in it."""
    d = tmp_path / "outside"
    copy_suite_snapshots(d / "f32" / "sm_90a", RELU)
    (d / "f32" / "sm_90a" / "cse#9.mlir").write_text("// what a link out of the tree reaches\n")
    (d / "secret.txt").write_text(SECRET + "\n")
    return d


def _check(store: Path, snap: Path, *args: str):  # noqa: ANN202
    return irscope("check", "--from-store", str(store), "--snapshots", str(snap), *args)


def test_update_never_deletes_through_a_symlinked_directory(store, snap, outside) -> None:
    """`check --update` deleted a file outside the tree through a symlinked kernel directory."""
    shutil.rmtree(snap / "relu")
    (snap / "relu").symlink_to(outside, target_is_directory=True)
    before = tree_bytes(outside)
    r = _check(store, snap, "--update")
    line = r.one_error_line()
    assert r.returncode == 2 and "symlink (relu)" in line, line
    assert tree_bytes(outside) == before


@pytest.mark.parametrize(
    "args", [[], ["--json"], ["--junit-xml", "REPORT"], ["--html", "PAGES"]], ids=["text", "json", "junit", "html"]
)
def test_a_symlinked_snapshot_is_never_read(store, snap, outside, tmp_path, args) -> None:
    """`check` printed /etc/passwd into a diff through a symlinked snapshot (and would have put it
    into --junit-xml and --html artefacts)."""
    ptx = snap / RELU / "module.ptx"
    ptx.unlink()
    ptx.symlink_to(outside / "secret.txt")
    args = [
        str(tmp_path / "report.xml") if a == "REPORT" else str(tmp_path / "pages") if a == "PAGES" else a for a in args
    ]
    r = _check(store, snap, *args)
    line = r.one_error_line()
    assert r.returncode == 2 and "module.ptx" in line and "symlink" in line, line
    written = [
        p.read_text(errors="replace") for p in tmp_path.rglob("*") if p.is_file() and p.suffix in (".xml", ".html")
    ]
    assert all(SECRET not in text for text in [r.stdout, r.stderr, *written])


@pytest.mark.parametrize("kind", ["fifo", "device", "directory"])
def test_a_snapshot_that_is_not_a_regular_file_is_one_line_at_once(store, snap, kind) -> None:
    """A FIFO snapshot hung `check`."""
    ptx = snap / RELU / "module.ptx"
    ptx.unlink()
    if kind == "fifo":
        os.mkfifo(ptx)
    elif kind == "directory":
        ptx.mkdir()
    else:
        if os.getuid() != 0:
            pytest.skip("only root makes device nodes")
        os.mknod(ptx, 0o020666, os.makedev(1, 5))  # a /dev/zero: reading it never ends
    for args in ([], ["--update"]):
        r = _check(store, snap, *args)
        line = r.one_error_line()
        assert r.returncode == 2 and "module.ptx" in line and "not a regular file" in line, line


def test_a_snapshot_that_is_not_utf8_is_one_line_naming_it(store, snap) -> None:
    """A snapshot that is not UTF-8 was a UnicodeDecodeError traceback."""
    (snap / RELU / "final.mlir").write_bytes(b"// \xff\xfe not UTF-8\n")
    r = _check(store, snap)
    line = r.one_error_line()
    assert r.returncode == 2 and "final.mlir" in line and "not UTF-8 (byte 3" in line, line


def test_an_update_never_writes_through_a_symlinked_directory(store, snap, outside) -> None:
    """A stage to write, under a case directory that is a link out of the tree: refused, and
    nothing is written there."""
    shutil.rmtree(snap / "relu" / "f32")
    (snap / "relu" / "f32").symlink_to(outside / "f32", target_is_directory=True)
    before = tree_bytes(outside)
    r = _check(store, snap, "--update")
    assert r.returncode == 2 and "symlink" in r.one_error_line()
    assert tree_bytes(outside) == before


def test_the_plugin_fails_the_test_with_one_line_and_writes_nothing(pytester, store, snap, outside) -> None:
    """Under pytest the same tree fault fails the test that pins it (its message names the file)
    and the session writes and deletes nothing."""
    ptx = snap / RELU / "module.ptx"
    ptx.unlink()
    ptx.symlink_to(outside / "secret.txt")
    (snap / RELU / "final.mlir").write_text("outdated\n")
    before = tree_bytes(snap)
    pytester.makepyfile(test_pin=f"def test_pin(irscope_snapshot):\n    irscope_snapshot.assert_matches({CASE!r})\n")
    result = pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "-q", "--irscope-update", f"--irscope-store={store}", f"--irscope-snapshots={snap}"
    )
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*module.ptx is a symlink (a snapshot tree holds only regular files)*"])
    assert SECRET not in result.stdout.str()
    assert tree_bytes(snap) == before


def test_json_report_names_no_file_outside_the_tree(store, snap) -> None:
    """Held already: a good tree reads, compares and reports as before (the rule costs nothing)."""
    r = _check(store, snap, "--json")
    assert r.returncode == 0, r.stderr
    assert all(s["status"] == "match" for s in json.loads(r.stdout)["snapshots"])
