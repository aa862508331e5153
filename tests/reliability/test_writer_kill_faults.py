"""A writer of a store directory SIGKILLed between its last two steps: the rename of its marked
temporary into place, and the removal of the writing marker.

Every writer (a compiled capture's `BundleWriter`, a cache hit linked into the store, a cache
entry, `irscope merge`) removed the marker first, then renamed. Killed in between, it left a
hidden `.tmp` directory without the marker: a whole capture no command lists and no sweep
removes (a sweep removes only what holds the marker), for good. Now the rename comes first: a
kill in between leaves the directory whole and in place, holding a marker no reader takes for
one of its files.

The kill is injected: the CLI runs in a child Python whose `os.rename` and `os.unlink` SIGKILL
the process right after the first of the two steps, in whichever order the code takes them."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from irscope import bundle
from irscope.capture import leftovers
from irscope.store import captures
from tests.conftest import DATA_BUNDLE
from tests.helpers import run_patched_irscope
from tests.reliability.capture_support import needs_dsl
from tests.reliability.conftest import CASE, irscope

_RUNNER = """
import os, signal, sys
from pathlib import Path

where = os.environ["KILL_WHERE"]  # "store": a bundle's place; else a part of the path
rename, unlink = os.rename, os.unlink

def chosen(path):
    text = os.fspath(path)
    return os.sep in text and (("/.cache/" not in text) if where == "store" else (where in text))

def die():
    os.kill(os.getpid(), signal.SIGKILL)  # as the OOM killer or a CI job's limit would

def renaming(src, dst, **kw):
    rename(src, dst, **kw)
    if chosen(src) and Path(src).name.startswith(".") and Path(src).name.endswith(".tmp") and not Path(dst).name.endswith(".tmp"):
        die()  # the temporary renamed into place (not set aside)

def unlinking(path, *args, **kw):
    unlink(path, *args, **kw)
    if chosen(path) and Path(path).name == ".irscope-writing":
        die()

os.rename, os.unlink = renaming, unlinking
"""


def _killed(where: str, *args: str) -> subprocess.CompletedProcess[str]:
    return run_patched_irscope(_RUNNER, *args, env={"KILL_WHERE": where})


def _temporaries(root: Path) -> list[Path]:
    return [Path(d) / n for d, dirs, _ in os.walk(root) for n in dirs if n.startswith(".") and n.endswith(".tmp")]


def _nothing_lost_from_sight(root: Path) -> None:
    """Whatever the kill left hidden holds the marker, and the next capture alone on the store
    sweeps it."""
    unmarked = [d for d in _temporaries(root) if not (d / bundle.WRITING_MARKER).is_file()]
    assert unmarked == [], f"hidden, unmarked: never listed, never swept: {unmarked}"
    with leftovers.store_session(root):
        pass
    assert _temporaries(root) == []


@needs_dsl
@pytest.mark.parametrize(
    ("where", "fresh"),
    [("store", True), ("store", False), ("/.cache/captures/", True)],
    ids=["compiled-bundle", "cache-hit-linked-in", "cache-entry"],
)
def test_a_capture_killed_between_rename_and_unmark_loses_nothing(store: Path, where: str, fresh: bool) -> None:
    """*failed before*: each left `.STAMP.PID.tmp` (or `.KEY.PID.tmp` in the cache) without the
    marker; the bundle in it, whole, was never seen again."""
    (arch_dir,) = {p.parent.parent for p in store.glob("*/*/*/*/manifest.json")}
    (before,) = captures(arch_dir)
    args = ["--store", str(store), "capture", CASE.partition("@")[0], "--arch", "sm_90a"]
    r = _killed(where, *args, *(["--fresh"] if fresh else []))
    assert r.returncode == -9, f"the kill was not reached: {r.returncode}\n{r.stderr}"
    _nothing_lost_from_sight(store)
    if where == "store":
        (_, new) = captures(arch_dir)  # the whole bundle is in place, the latest
        bundle.load(new)
        linked = (new / "manifest.json").read_bytes() == (before / "manifest.json").read_bytes()
        assert linked != fresh, "a cache hit links the cached capture in; --fresh compiles"
    again = irscope(*args)  # the next capture: a cache hit where the entry is whole
    assert again.returncode == 0 and " cached " in again.stdout, again.stderr
    assert irscope("--store", str(store), "passes", CASE).returncode == 0


def test_a_merge_killed_between_rename_and_unmark_loses_nothing(tmp_path: Path) -> None:
    """*failed before*: the merged bundle stayed in an unmarked `.STAMP.PID.tmp`; merged again,
    it was linked in anew. Now it is in place, and merging again finds it `already there` (the
    marker left in it is no file of the bundle)."""
    shard = tmp_path / "shard"
    place = shard / "copy_inner_partition" / "bf16" / "sm_90a" / "20260101T000000.000000Z"
    shutil.copytree(DATA_BUNDLE, place)
    out = tmp_path / "merged"
    r = _killed("store", "merge", "-o", str(out), str(shard))
    assert r.returncode == -9, f"the kill was not reached: {r.returncode}\n{r.stderr}"
    _nothing_lost_from_sight(out)
    merged = out / place.relative_to(shard)
    assert captures(merged.parent) == [merged]
    again = irscope("merge", "-o", str(out), str(shard))
    assert again.returncode == 0, again.stderr
    assert "1 already there" in again.stdout + again.stderr
