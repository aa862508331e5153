"""Round 7: `irscope merge` of shard stores named wrong or holding what a store never holds,
stopped mid-way; stores of bundle format 1 beside format 4; references that match several
captures or name a store oddly; the environment a CI job runs irscope in (TMPDIR, HOME, a C
locale, a store path holding a space, a newline and a byte that is no UTF-8).

Each test works on copies of the session's real capture (`relu:f32@sm_90a`, tests/reliability/
conftest.py) and of the format-1 bundles in tests/tui/data/bundles."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from irscope import store
from tests.helpers import REPO, run_patched_irscope
from tests.reliability.conftest import Captures, irscope, tree_bytes

FORMAT_1 = REPO / "tests" / "tui" / "data" / "bundles"
OLD_CASE = "copy_inner_partition:bf16"


def _shard(captures: Captures, tmp_path: Path, name: str) -> Path:
    root = tmp_path / name
    shutil.copytree(captures.plain, root)
    return root


def _bundles(root: Path) -> list[Path]:
    found = root.glob("*/*/*/*/manifest.json")
    return sorted(p.parent for p in found if not p.relative_to(root).parts[0].startswith("."))


def _format_1_store(root: Path, *, marked: bool = True) -> Path:
    """A store an older irscope wrote: copy_inner_partition:bf16 at sm_80 and sm_90a, format 1."""
    for arch in ("sm_80", "sm_90a"):
        shutil.copytree(
            FORMAT_1 / f"copy_inner_partition_bf16_{arch}",
            root / "copy_inner_partition" / "bf16" / arch / "20250101T000000.000000Z",
        )
    if marked:
        (root / store.MARKER).write_text("an irscope store\n")
    return root


@pytest.mark.parametrize("named", ["the-shards-folder", "a-folder-of-kernel-modules", "a-kernel-directory-of-a-store"])
def test_merge_refuses_an_input_that_is_no_store(captures: Captures, tmp_path: Path, named: str) -> None:
    """A CI job names the folder a shard's artifact was unpacked in (the store is its .irscope/),
    a project folder, or a kernel's directory inside a store: no marker and no bundle under
    KERNEL/CASE/ARCH/STAMP. One line naming it (with the store inside, where there is one),
    exit 2, no output made. On main: `merged 1 store(s): 0 bundle(s)`, exit 0, and the merged
    store a job then checked held nothing."""
    shard = tmp_path / "shard-1"
    shutil.copytree(captures.plain, shard / store.DEFAULT_STORE)
    if named == "the-shards-folder":
        given, hint = shard, f"; did you mean {shard / store.DEFAULT_STORE}?"
    elif named == "a-folder-of-kernel-modules":
        given, hint = tmp_path / "kernels", ""
        given.mkdir()
        (given / "relu.py").write_text("CASES = {}\n")
    else:
        given, hint = shard / store.DEFAULT_STORE / "relu", ""
    out = tmp_path / "merged"
    r = irscope("merge", "-o", str(out), str(given))
    line = r.one_error_line()
    assert r.returncode == 2
    assert (
        line
        == f"irscope: error: {given}: not a store (no {store.MARKER} and no bundle under KERNEL/CASE/ARCH/STAMP){hint}"
    )
    assert not out.exists()


def test_merge_takes_an_empty_folder_an_unmarked_store_and_one_of_bundle_format_1(
    captures: Captures, tmp_path: Path
) -> None:
    """An empty folder (a shard that captured nothing, its hidden marker left out by an artifact
    upload) merges as an empty store; a store an older irscope made (no marker, bundle format 1)
    merges beside a format-4 one, and every bundle reads in the merged store."""
    empty = tmp_path / "empty"
    empty.mkdir()
    old = _format_1_store(tmp_path / "old", marked=False)
    out = tmp_path / "merged"
    r = irscope("merge", "-o", str(out), str(empty), str(old), str(_shard(captures, tmp_path, "new")))
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("merged 3 store(s): 3 bundle(s)"), r.stdout
    listed = irscope("list", "--store", str(out))
    assert listed.returncode == 0, listed.stderr
    for label in ("copy_inner_partition:bf16@sm_80", "copy_inner_partition:bf16@sm_90a", "relu:f32@sm_90a"):
        assert label in listed.stdout
    shown = irscope("show", f"{out}::{OLD_CASE}@sm_80", "--stage", "ptx")
    assert shown.returncode == 0 and ".version" in shown.stdout, shown.stderr


def test_merge_of_a_linked_store_or_one_named_twice(captures: Captures, tmp_path: Path) -> None:
    """A shard that is a symlink to a store: one line naming it, exit 2 (a store holds no links,
    merge takes real stores). One store named twice, or under two spellings: its bundles once,
    the second time counted `already there`, exit 0."""
    shard = _shard(captures, tmp_path, "s1")
    link = tmp_path / "link"
    link.symlink_to(shard)
    r = irscope("merge", "-o", str(tmp_path / "m1"), str(link))
    assert r.one_error_line().startswith(f"irscope: error: {link}: "), r.stderr
    assert r.returncode == 2 and not (tmp_path / "m1").exists()
    twice = irscope("merge", "-o", str(tmp_path / "m2"), str(shard), f"{shard}/../s1")
    assert twice.returncode == 0, twice.stderr
    assert "merged 2 store(s): 1 bundle(s) (1 already there)" in twice.stdout, twice.stdout
    assert len(_bundles(tmp_path / "m2")) == 1


def _cache_entry_bundle(root: Path) -> Path:
    (entry,) = [p for p in (root / store.CAPTURE_CACHE).glob("*/*") if not p.name.startswith(".")]
    return entry / "bundle"


@pytest.mark.parametrize("spoil", ["a-link-added", "a-file-added", "a-fifo-added", "a-file-removed"])
def test_merge_passes_over_a_cache_entry_holding_other_than_it_recorded(
    captures: Captures, tmp_path: Path, spoil: str
) -> None:
    """A shard's capture-cache entry whose bundle holds a link (to /etc/passwd), a file or a FIFO
    it never recorded, or lacks one it did: the entry is passed over (a cache only costs time),
    the bundles merged, exit 0, and the merged store holds no link, FIFO or foreign file. On main
    an added link, file or FIFO was linked into the merged store's cache with the entry (a
    store holds no links; a later hit would have copied it into a bundle)."""
    shard = _shard(captures, tmp_path, "s1")
    cached = _cache_entry_bundle(shard)
    if spoil == "a-link-added":
        (cached / "extra").symlink_to("/etc/passwd")
    elif spoil == "a-file-added":
        (cached / "extra").write_text("not the compile's\n")
    elif spoil == "a-fifo-added":
        os.mkfifo(cached / "extra")
    else:
        (cached / "compiler-stderr.txt").unlink()
    out = tmp_path / "merged"
    r = irscope("merge", "-o", str(out), str(shard))
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("merged 1 store(s): 1 bundle(s), 0 cached capture(s)"), r.stdout
    assert not list(out.rglob("extra"))
    assert not [p for p in out.rglob("*") if p.is_symlink()]


def _many_bundles(captures: Captures, tmp_path: Path, count: int) -> Path:
    """A shard holding `count` captures of relu:f32@sm_90a (hard-linked copies of the one)."""
    shard = _shard(captures, tmp_path, "big")
    (one,) = _bundles(shard)
    for i in range(count):
        shutil.copytree(one, one.parent / f"20200101T000000.{i:06d}Z", copy_function=os.link)
    return shard


def test_a_merge_interrupted_mid_way_leaves_whole_bundles_and_the_next_run_goes_on(
    captures: Captures, tmp_path: Path
) -> None:
    """SIGINT (Ctrl-C, a CI job cancelled) to `irscope merge` once it has linked some of a
    shard's bundles in: `irscope: interrupted`, exit 130, every bundle in the output whole and
    no temporary left; the next merge links the rest in and counts the first ones as there."""
    shard = _many_bundles(captures, tmp_path, 300)
    out = tmp_path / "merged"
    arch_dir = out / "relu" / "f32" / "sm_90a"
    proc = subprocess.Popen(
        [sys.executable, "-m", "irscope", "merge", "-o", str(out), str(shard)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # noqa: PLW1509 - one signal reset
    )
    deadline = time.monotonic() + 120
    while proc.poll() is None and time.monotonic() < deadline:
        if arch_dir.is_dir() and len(os.listdir(arch_dir)) > 20:
            break
        time.sleep(0.002)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    if proc.returncode == 0:
        pytest.skip("the merge ended before the interrupt reached it")
    assert (proc.returncode, err.strip()) == (130, "irscope: interrupted"), err
    assert not [p for p in out.rglob("*.tmp")]
    done = _bundles(out)
    assert all((b / "manifest.json").is_file() for b in done)
    again = irscope("merge", "-o", str(out), str(shard))
    assert again.returncode == 0, again.stderr
    assert f"({len(done)} already there)" in again.stdout, again.stdout
    assert len(_bundles(out)) == 301


def test_references_that_match_several_captures_or_name_a_store_oddly(tmp_path: Path, captures: Captures) -> None:
    """A kernel name (or a prefix of it) that matches two captures (two arches) in `diff`,
    `export`, `passes`: one line listing them, exit 2, nothing written. `STORE::` with nothing
    after it, `::KERNEL` with no store: one line each. `report` of a format-1 bundle and a
    format-4 one answers."""
    old = _format_1_store(tmp_path / "old")
    new = captures.plain
    page = tmp_path / "page.html"
    for args in (
        ("diff", f"{old}::copy_inner", f"{new}::relu"),
        ("export", f"{old}::copy_inner_partition", "-o", str(page)),
        ("passes", "--store", str(old), "copy"),
    ):
        r = irscope(*args)
        assert r.returncode == 2, r.stderr
        assert "Traceback" not in r.stderr
        first, *rest = r.stderr.splitlines()
        assert first.startswith("irscope: error: ") and "matches 2 captures" in first, r.stderr
        assert sorted(s.strip() for s in rest) == [f"{OLD_CASE}@sm_80", f"{OLD_CASE}@sm_90a"]
    assert not page.exists()
    for ref in (f"{old}::", "::relu:f32"):
        r = irscope("show", ref)
        assert r.returncode == 2 and ref in r.one_error_line(), r.stderr
    both = irscope("report", f"{old}::{OLD_CASE}@sm_90a", f"{new}::relu:f32@sm_90a")
    assert both.returncode in (0, 1), both.stderr
    assert both.stdout.startswith(f"## irscope: `{OLD_CASE}@sm_90a` vs `relu:f32@sm_90a`"), both.stdout


def _odd_store(captures: Captures, tmp_path: Path) -> Path:
    odd = Path(os.fsdecode(os.fsencode(str(tmp_path)) + b"/a store \xff\nwith a newline"))
    shutil.copytree(captures.plain, odd)
    return odd


def _c_locale() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "PYTHONIOENCODING", "PYTHONUTF8"))}
    return {**env, "LANG": "C", "LC_ALL": "C", "COLUMNS": "200"}


def test_a_store_path_holding_a_space_a_newline_and_no_utf8_under_a_c_locale(
    captures: Captures, tmp_path: Path
) -> None:
    """`list`, `passes --json`, `stats --json` and `export` of a store whose path holds a space, a
    newline and the byte 0xff, under LANG=C with PYTHONIOENCODING unset (a bare CI container):
    exit 0, no traceback; the JSON parses and names the bundle by its path (the byte that is no
    UTF-8 as the text `\\xff`, views/json_text.py: every string UTF-8 can hold)."""
    odd = _odd_store(captures, tmp_path)
    env = _c_locale()

    def run(*args: str) -> subprocess.CompletedProcess[bytes]:
        proc = subprocess.run([sys.executable, "-m", "irscope", *args], env=env, capture_output=True, timeout=120)
        assert proc.returncode == 0 and b"Traceback" not in proc.stderr, proc.stderr
        return proc

    assert b"relu:f32@sm_90a" in run("list", "--store", odd).stdout
    for command in ("passes", "stats"):
        data = json.loads(run(command, "--json", "--store", odd, "relu:f32").stdout)
        named = data["bundle"] if command == "passes" else data["bundles"][0]["bundle"]
        assert named.startswith(str(tmp_path)) and "a store \\xff\nwith a newline" in named, named
        named.encode("utf-8")  # no lone surrogate
    page = Path(os.fsdecode(os.fsencode(str(tmp_path)) + b"/page \xfe.html"))
    run("export", "--store", odd, "relu:f32", "-o", page)
    assert page.read_bytes().startswith(b"<!")


@pytest.mark.parametrize("env_fault", ["TMPDIR-a-file", "TMPDIR-missing", "HOME-unset", "C-locale"])
def test_a_capture_in_an_odd_environment(captures: Captures, tmp_path: Path, env_fault: str) -> None:
    """`irscope capture` (a cache hit: nothing compiles) where TMPDIR names a file or a directory
    that does not exist, HOME is unset, or the locale is C with PYTHONIOENCODING unset: exit 0,
    the case captured, no traceback (tempfile falls back on /tmp, as Python's own tools do)."""
    shard = _shard(captures, tmp_path, "s1")
    before = tree_bytes(shard / "relu")
    env = {**os.environ, "COLUMNS": "200"}
    if env_fault == "TMPDIR-a-file":
        (tmp_path / "afile").write_text("x")
        env["TMPDIR"] = str(tmp_path / "afile")
    elif env_fault == "TMPDIR-missing":
        env["TMPDIR"] = str(tmp_path / "no" / "such")
    elif env_fault == "HOME-unset":
        env.pop("HOME", None)
    else:
        env = _c_locale()
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(shard), "capture", "relu:f32", "--arch", "sm_90a"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stdout + proc.stderr
    assert "1 captured" in proc.stdout + proc.stderr
    assert tree_bytes(shard / "relu").items() >= before.items()


_LISTED_THEN_GONE = """
import os, shutil
from irscope.capture.cache import entries

listed = entries.CaptureCache.entries

def entries_then_gone(self):  # another process's `cache --clear` (or a capture replacing it) meanwhile
    found = listed(self)
    for entry in found:
        if os.environ["HOW"] == "removed":
            shutil.rmtree(entry.path)
        else:
            os.unlink(entry.bundle_dir / "manifest.json")
    return found

entries.CaptureCache.entries = entries_then_gone
"""


@pytest.mark.parametrize("how", ["removed", "half-removed"])
@pytest.mark.parametrize("as_json", [False, True], ids=["table", "json"])
def test_cache_listing_an_entry_removed_after_it_was_listed(
    captures: Captures, tmp_path: Path, how: str, as_json: bool
) -> None:
    """`irscope cache` (and `--json`) where the entry is removed, whole or in part, between the
    listing and the reading of its files: exit 0, no traceback, and the row says what the next
    capture will find: stale, not reusable (`"intact": false` in JSON). On main the table said
    `reusable` of an entry that every lookup then missed."""
    shard = _shard(captures, tmp_path, "s1")
    args = ["--store", str(shard), "cache", *(["--json"] if as_json else [])]
    r = run_patched_irscope(_LISTED_THEN_GONE, *args, env={"HOW": how, "COLUMNS": "120"})
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    if as_json:
        (row,) = json.loads(r.stdout)
        assert row["intact"] is False
    else:
        assert "reusable" not in r.stdout and "stale: its bundle changed" in r.stdout, r.stdout
