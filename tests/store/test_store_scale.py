"""Stores at suite scale (issue 40): a member's bytes are kept once per store (hard links to
`<store>/.objects/<sha256>`, regular files the bundle rule reads), and the store's listing is
kept in `<store>/.cache/listing.json`, each bundle loaded once, a changed bundle loaded again.
On committed bundles: nothing compiles."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from irscope import bundle, store, store_index
from irscope.bundle import shared_objects
from irscope.bundle.members import read_member
from tests.conftest import DATA_BUNDLE


def _copies(tmp_path: Path, n: int) -> list[Path]:
    out = []
    for i in range(n):
        dest = tmp_path / f"b{i}"
        shutil.copytree(DATA_BUNDLE, dest)
        out.append(dest)
    return out


def test_identical_members_of_bundles_in_a_store_are_stored_once(tmp_path: Path) -> None:
    first, second = _copies(tmp_path, 2)
    objects = tmp_path / "store" / shared_objects.OBJECTS
    (tmp_path / "store").mkdir()
    shared_objects.share(first, objects)
    shared = shared_objects.share(second, objects)
    members = [p.relative_to(first) for p in first.rglob("*") if p.is_file() and p.name != bundle.MANIFEST]
    assert shared == sum((first / m).stat().st_size for m in members)
    for m in members:
        assert os.path.samefile(first / m, second / m)  # one inode: the bytes are on disk once
        assert read_member(second, m.as_posix()) == read_member(DATA_BUNDLE, m.as_posix())
    assert not os.path.samefile(first / bundle.MANIFEST, second / bundle.MANIFEST)
    assert bundle.load(second).ptx() == bundle.load(DATA_BUNDLE).ptx()


#: The PTX member of the committed bundle the copies are made of (an older format: plain).
PTX = "module.ptx"


def test_an_object_that_is_not_what_irscope_wrote_is_never_linked(tmp_path: Path) -> None:
    first, second = _copies(tmp_path, 2)
    objects = tmp_path / shared_objects.OBJECTS
    shared_objects.share(first, objects)
    ptx = first / PTX
    (victim,) = [p for p in objects.rglob("*") if p.is_file() and os.path.samefile(p, ptx)]
    os.unlink(victim)
    victim.write_text("not the PTX")  # same name (the digest), other bytes
    shared_objects.share(second, objects)
    assert (second / PTX).read_bytes() == (DATA_BUNDLE / PTX).read_bytes()
    assert not os.path.samefile(second / PTX, victim)


def test_objects_behind_a_symlink_are_not_used(tmp_path: Path) -> None:
    (first,) = _copies(tmp_path, 1)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "store").mkdir()
    os.symlink(elsewhere, tmp_path / "store" / shared_objects.OBJECTS)
    assert shared_objects.share(first, tmp_path / "store" / shared_objects.OBJECTS) == 0
    assert not any(elsewhere.iterdir())


def test_only_a_store_irscope_made_gets_objects(tmp_path: Path) -> None:
    made, foreign = tmp_path / "made", tmp_path / "foreign"
    store.create(made)
    foreign.mkdir()
    (foreign / "notes.txt").write_text("a folder of the user's")
    store.create(foreign)
    destination = store.bundle_destination(made, "k", "c", "sm_90a")
    assert store.objects_of(destination) == made / shared_objects.OBJECTS
    assert store.objects_of(store.bundle_destination(foreign, "k", "c", "sm_90a")) is None


def _store_of(tmp_path: Path, n: int) -> Path:
    root = tmp_path / "store"
    store.create(root)
    for i in range(n):
        shutil.copytree(DATA_BUNDLE, root / "copy_inner_partition" / f"bf16-{i}" / "sm_90a" / "20260101T000000.000000Z")
    return root


def test_the_listing_loads_each_bundle_once(tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    root = _store_of(tmp_path, 3)
    loads: list[Path] = []
    real = store.listed
    monkeypatch.setattr(store, "listed", lambda path: loads.append(path) or real(path))
    first = store_index.listing(root)
    assert len(loads) == 3 and [r.status for r in first] == ["ok"] * 3
    assert (root / store_index.CACHE).is_file()
    assert store_index.listing(root) == first and len(loads) == 3  # from the cache
    # A member removed from a bundle: that bundle is loaded again, and says what is wrong.
    victim = first[1].path
    os.unlink(next((victim / "ir").iterdir()))
    again = store_index.listing(root)
    assert len(loads) == 4 and again[1].status.startswith("unreadable") and again[0] == first[0]


def test_a_listing_cache_that_is_not_irscopes_is_ignored(tmp_path: Path) -> None:
    root = _store_of(tmp_path, 1)
    (row,) = store_index.listing(root)
    document = json.loads((root / store_index.CACHE).read_text())
    (entry,) = document["rows"].values()
    entry["row"][0] = "\x1b]0;other kernel\x07"  # a row that names another capture: not used
    (root / store_index.CACHE).write_text(json.dumps(document))
    assert store_index.listing(root) == [row]
    (root / store_index.CACHE).write_text("{not json")
    assert store_index.listing(root) == [row]


def test_a_cached_rows_values_that_are_not_irscopes_are_loaded_again(tmp_path: Path) -> None:
    """A traced compile's values are kept beside its row; a row whose values are not what the
    listing writes (another format, another type) is not used: its bundle is loaded again. One of
    an older listing (format 1, before rows had values) is loaded again too, with its values."""
    root = _store_of(tmp_path, 2)
    rows = store_index.listing(root)
    document = json.loads((root / store_index.CACHE).read_text())
    first, second = document["rows"].values()
    first.update(values=["tile_n", "64", False], trigger="t.py::test")  # not a packed string
    second.update(values="tile_n=64", always="", trigger=7)
    (root / store_index.CACHE).write_text(json.dumps(document))
    assert store_index.listing(root) == rows
    document["format"] = 1
    first.update(values="forged=1", always="", trigger="")
    (root / store_index.CACHE).write_text(json.dumps(document))
    assert store_index.listing(root) == rows and not any(r.values for r in rows)


def test_one_kernels_listing_keeps_the_other_kernels_rows_cached(tmp_path: Path) -> None:
    """The TUI, passes, report and export name a bundle among its kernel's compiles: they list one
    kernel, and the other kernels' cached rows stay as they were (never dropped from the cache)."""
    root = _store_of(tmp_path, 2)
    shutil.copytree(root / "copy_inner_partition", root / "other_kernel")
    every = store_index.listing(root)
    cached = json.loads((root / store_index.CACHE).read_text())["rows"]
    one = store_index.listing(root, "other_kernel")
    assert [r.kernel for r in one] == ["other_kernel"] * 2 and one == every[2:]
    assert json.loads((root / store_index.CACHE).read_text())["rows"] == cached
    assert store_index.listing(root, "no_such_kernel") == []
    assert json.loads((root / store_index.CACHE).read_text())["rows"] == cached
