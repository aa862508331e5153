"""`irscope merge` of stores: the stores the shards of a CI matrix captured into, joined into one
(every bundle, and every capture-cache entry, so the next run's shards start from all of them).

Each bundle keeps its place (<kernel>/<case>/<arch>/<stamp>) and is linked in whole under a
temporary name and renamed into place, after it loads (its manifest validates): a corrupt
bundle stops the merge with its path, before anything of it is written. A bundle already in
the output with the same files is passed over; a different one at the same place is an
error. Symlinks are refused: a store holds none.

The output is a store like any other: made with its marker (`store.create`), and written under
its capture lock, as a capture writes (capture/leftovers.py). Each temporary is marked as
irscope's before anything is linked into it, so what a killed merge leaves is swept by the next
capture alone on the store, and no capture sweeps a live merge's. Two merges into one output at
once: where the other got a bundle in first, the same one is `present`.
"""

from __future__ import annotations

import errno
import filecmp
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from irscope import bundle, store
from irscope.capture import leftovers
from irscope.capture.cache.entries import CacheEntry, link_tree, marked_temporary, tree_files
from irscope.errors import IrscopeError, StoreError


@dataclass(frozen=True)
class StoreMerge:
    bundles: int  # linked into the output
    present: int  # already there, the same
    cached: int  # capture-cache entries linked in

    def summary(self, count: int, out: Path) -> str:
        same = f" ({self.present} already there)" if self.present else ""
        return f"merged {count} store(s): {self.bundles} bundle(s){same}, {self.cached} cached capture(s) -> {out}"


def merge_stores(inputs: list[Path], out: Path) -> StoreMerge:
    for root in inputs:
        if root.is_symlink():
            raise IrscopeError(f"{root}: is a symlink; name the store directory it points to")
        if not root.is_dir():
            raise IrscopeError(f"{root}: not a store directory")
    found = {root: _bundles(root) for root in inputs}
    for root, bundles in found.items():
        _check_is_store(root, bundles)
    plan = [(root, b) for root in inputs for b in found[root]]
    for _, b in plan:
        bundle.load(b)  # every input is checked before the output changes
    for root in inputs:
        if _inside(out, root):
            raise IrscopeError(
                f"{out}: the merged store would lie inside the input store {root}; name a directory outside it"
            )
    store.create(out)  # made as every store is: never inside a bundle
    with leftovers.store_session(out):
        return _merge_into(inputs, plan, out)


def _check_is_store(root: Path, bundles: list[Path]) -> None:
    """A store is a directory irscope made (its marker), one holding bundles (an older irscope's
    store has no marker), or an empty one (a shard that captured nothing, its hidden marker left
    out by an artifact upload): anything else merged as a store adds nothing and says so only in
    a count of 0, where a CI job named the shard's folder instead of the store in it."""
    if bundles or store.owns(root) or not any(root.iterdir()):
        return
    inner = root / store.DEFAULT_STORE
    hint = f"; did you mean {inner}?" if store.owns(inner) else ""
    raise IrscopeError(f"{root}: not a store (no {store.MARKER} and no bundle under KERNEL/CASE/ARCH/STAMP){hint}")


def _inside(path: Path, root: Path) -> bool:
    """Does `path` lie strictly below `root` (the same directory is not inside)?"""
    path, root = path.resolve(), root.resolve()
    return path != root and path.is_relative_to(root)


def _merge_into(inputs: list[Path], plan: list[tuple[Path, Path]], out: Path) -> StoreMerge:
    added = present = 0
    for root, b in plan:
        kernel, case, arch, stamp = b.relative_to(root).parts
        target = store.writable_arch_directory(out, kernel, case, arch) / stamp  # no link written through
        if target.exists() or not _link_in(b, target):
            if not _same_tree(b, target):
                raise IrscopeError(
                    f"{b} and {target}: two different bundles at one place; merge them into separate stores"
                )
            present += 1
            continue
        added += 1
    cached = sum(_merge_cache_entry(entry, out) for root in inputs for entry in _cache_entries(root))
    return StoreMerge(added, present, cached)


def _bundles(root: Path) -> list[Path]:
    found = []
    for kernel_dir in sorted(root.iterdir()):
        if kernel_dir.name.startswith(".") or not kernel_dir.is_dir():
            continue
        for arch_dir in store.arch_dirs(root, store.KernelRef(kernel_dir.name, None, None)):
            for b in store.captures(arch_dir):
                _refuse_symlinks(b)
                found.append(b)
    return found


def _refuse_symlinks(path: Path) -> None:
    for p in (path, *path.parents[:3], *path.rglob("*")):
        if p.is_symlink():
            raise IrscopeError(f"{p}: a symlink in a store; merge takes real bundles only")


def _same_tree(a: Path, b: Path) -> bool:
    files = tree_files(a)
    return files == tree_files(b) and all(filecmp.cmp(a / f, b / f, shallow=False) for f in files)


def _link_in(source: Path, target: Path) -> bool:
    """Link `source` in whole as `target`; False where another writer put a `target` there first."""
    tmp = target.parent / f".{target.name}.{os.getpid()}.tmp"
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        link_tree(source, marked_temporary(tmp))
        bundle.finish_writing(tmp, target)
        return True
    except OSError as exc:
        if exc.errno in (errno.ENOTEMPTY, errno.EEXIST) and target.is_dir():
            return False
        raise StoreError(f"{target}: cannot write the merged bundle: {exc.strerror or exc}") from None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _cache_entries(root: Path) -> list[CacheEntry]:
    directory = root / store.CAPTURE_CACHE
    if not directory.is_dir():
        return []
    found = (CacheEntry.read(d) for d in sorted(directory.glob("*/*")) if not d.name.startswith("."))
    return [e for e in found if e is not None and e.bundle_intact()]


def _merge_cache_entry(entry: CacheEntry, out: Path) -> bool:
    target = out / store.CAPTURE_CACHE / entry.path.parent.name / entry.path.name
    return not target.exists() and _link_in(entry.path, target)
