"""`irscope merge` of shard stores stopped mid-way, beside another merge into the same output,
beside a capture, and into a directory inside one of its inputs.

A moment inside the merge is injected: the CLI runs in a child Python that wraps one function
`irscope.capture.store_merge` uses, then calls irscope's `main`."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from irscope import bundle, store
from irscope.capture import leftovers
from tests.conftest import DATA_BUNDLE
from tests.helpers import run_patched_irscope
from tests.reliability.conftest import Captures, tree_bytes

_RUNNER = """
import os, signal, sys
from pathlib import Path
from irscope.capture import leftovers, store_merge

how = os.environ["MOMENT"]
rename, link_tree = os.rename, store_merge.link_tree

def renaming(src, dst):
    if Path(src).name.endswith(".tmp") and how == "a-capture-sweeps-meanwhile":
        with leftovers.store_session(Path(os.environ["OUT"])):  # a capture starting on the store
            pass
    return rename(src, dst)

def linking(source, destination):
    link_tree(source, destination)
    if how == "killed-while-linking":
        os.kill(os.getpid(), signal.SIGKILL)  # as the OOM killer or `kill -9` would
    if how == "another-merge-first":  # the other merge renames the same bundle in just before
        target = destination.parent / destination.name[1:].rsplit(".", 2)[0]
        link_tree(source, target)

def no_link(src, dst, **kw):
    raise OSError(errno.EXDEV, os.strerror(errno.EXDEV))  # another file system: files are copied

os.rename = renaming
store_merge.link_tree = linking
if how == "another-file-system":
    import errno, resource
    os.link = no_link
    resource.setrlimit(resource.RLIMIT_FSIZE, (1024, 1024))  # a disk that fills: writes past 1 KB fail
"""


def _merge(moment: str, out: Path, *inputs: Path) -> subprocess.CompletedProcess[str]:
    args = ["merge", "-o", str(out), *map(str, inputs)]
    return run_patched_irscope(_RUNNER, *args, env={"MOMENT": moment, "OUT": str(out)})


def _shard(captures: Captures, tmp_path: Path, name: str) -> Path:
    root = tmp_path / name
    shutil.copytree(captures.plain, root)
    return root


def _merge_temporaries(out: Path) -> list[Path]:
    return [p for p in out.rglob("*") if p.is_dir() and p.name.endswith(".tmp")]


def test_a_killed_merge_leaves_only_what_the_next_capture_sweeps(
    captures: Captures, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SIGKILL to `irscope merge` while it links a bundle into a new output store.
    Before: the output was not marked as a store and the temporary not as irscope's, so no
    capture ever swept the `.STAMP.PID.tmp` left there. Now the output holds `.irscope-store`,
    the temporary the writing marker, and the next capture alone on the store removes it."""
    out = tmp_path / "merged"
    r = _merge("killed-while-linking", out, _shard(captures, tmp_path, "s1"))
    assert r.returncode == -9, r.stderr
    (left,) = _merge_temporaries(out)
    assert store.owns(out), "the merged store is marked as irscope's"
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # the session sweeps the temp dir too: only ours
    with leftovers.store_session(out) as removed:  # what `irscope capture --store OUT` does first
        assert removed == [left]
    assert not _merge_temporaries(out)


def test_a_capture_starting_during_a_merge_sweeps_none_of_it(captures: Captures, tmp_path: Path) -> None:
    """A capture starts on the output store while a merge is linking a bundle in: the merge holds
    the store's capture lock as a capture does, so its (marked) temporary is live, not swept; the
    merge completes (held before too, when merge temporaries were never swept at all)."""
    out = tmp_path / "merged"
    shard = _shard(captures, tmp_path, "s1")
    r = _merge("a-capture-sweeps-meanwhile", out, shard)
    assert r.returncode == 0, r.stderr
    assert "merged 1 store(s): 1 bundle(s)" in r.stdout
    (merged,) = store.all_latest(out)
    assert bundle.load(merged).ok
    assert not _merge_temporaries(out)


def test_two_merges_into_one_output_at_once_both_succeed(captures: Captures, tmp_path: Path) -> None:
    """Another `irscope merge` into the same output renames the same bundle in first. Before:
    `irscope: error: <out>/.../STAMP: cannot write the merged bundle: Directory not empty`, exit 2.
    Now the bundle already there is compared and counted as present; exit 0, no temporary left."""
    out = tmp_path / "merged"
    r = _merge("another-merge-first", out, _shard(captures, tmp_path, "s1"))
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr
    assert "1 already there" in r.stdout, r.stdout
    assert len(store.all_latest(out)) == 1
    assert not _merge_temporaries(out)


@pytest.mark.parametrize("where", ["sub", "sub/deeper"])
def test_a_merge_into_a_directory_inside_an_input_is_refused(where: str, captures: Captures, tmp_path: Path) -> None:
    """`irscope merge -o A/sub A B`. Before: exit 0, the merged store written inside store A, where
    its `relu/f32/sm_90a` reads as kernel `sub`'s case `relu`, arch `f32`. Now: one line, exit 2,
    A byte for byte as it was (merging into an input itself stays allowed)."""
    a, b = _shard(captures, tmp_path, "A"), _shard(captures, tmp_path, "B")
    before = tree_bytes(a)
    r = _merge("none", a / where, a, b)
    assert r.returncode == 2, r.stderr
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"irscope: error: {a / where}: the merged store would lie inside"), (
        r.stderr
    )
    assert tree_bytes(a) == before
    again = _merge("none", a, a, b)
    assert again.returncode == 0, again.stderr


def test_a_merge_that_cannot_copy_a_file_is_one_line(tmp_path: Path) -> None:
    """The output on another file system (bundles copied, not linked) fills up: copytree noted
    each file it could not write and went on, then raised them all as one `shutil.Error`, printed
    as `cannot write the merged bundle: [('<src>', '<dst>', "[Errno 27] File too large: ...`, a
    list of tuples (*failed before*). Now the first failure stops it: one line naming the bundle
    and the error, exit 2, no temporary left."""
    shard = tmp_path / "shard"
    place = shard / "copy_inner_partition" / "bf16" / "sm_90a" / "20260101T000000.000000Z"
    shutil.copytree(DATA_BUNDLE, place)
    out = tmp_path / "merged"
    r = _merge("another-file-system", out, shard)
    assert r.returncode == 2, r.stderr
    assert r.stderr.splitlines() == [
        f"irscope: error: {out / place.relative_to(shard)}: cannot write the merged bundle: File too large"
    ]
    assert not _merge_temporaries(out) and store.all_latest(out) == []
