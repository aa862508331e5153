"""The capture cache: a bundle made before stands for a new capture when nothing that decides it
changed (cache/key.py), so an unchanged suite is not compiled again.

Kept in the store, beside the bundles and hidden from every walk of them:

    <store>/.cache/captures/<k[:2]>/<k>/entry.json   the key's inputs, the local files and their hashes
    <store>/.cache/captures/<k[:2]>/<k>/bundle/      the bundle (hard links to the store's copy)

A hit is an entry whose bundle loads and succeeded, whose files still hash as they did when it
was kept (the links share their contents with the store's bundle: a file written in place on
either side is caught here), and whose recorded local files (the kernel module and what it
imported) still hash as they did. Its bundle is linked into the store as a
new capture, unless the store's newest capture of that case already is that bundle. Only
captures that succeeded are kept: a failed compile is compiled again. Entries are written
whole under a `.tmp` name and renamed in; a cache that cannot be read or written costs time,
never a capture (a broken entry is a miss, and replaced).
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import shutil
import stat
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from irscope import store
from irscope.bundle.members import MANIFEST, WRITING_MARKER, member_sha256, read_member_json
from irscope.capture.cache.key import CaptureKey, file_sha256
from irscope.capture.workdir import Workdir
from irscope.capture.worker_result import WorkerResult
from irscope.errors import IrscopeError, StoreError
from irscope.registry import CaseTarget

if TYPE_CHECKING:
    from irscope.bundle import Bundle

ENTRY = "entry.json"
BUNDLE = "bundle"
ENTRY_FORMAT = 1


@dataclass(frozen=True)
class CacheEntry:
    """One cached capture (entry.json, read and checked)."""

    path: Path  # the entry's directory
    key: str
    label: str  # kernel:case@arch
    created: str  # UTC, as store stamps are written
    inputs: dict[str, Any]  # capture_key's inputs
    files: dict[str, str | None]  # local file -> its SHA-256 when captured
    bundle_files: dict[str, str]  # the bundle's files (relative) -> their SHA-256

    @property
    def bundle_dir(self) -> Path:
        return self.path / BUNDLE

    def to_json(self) -> dict[str, Any]:
        return {
            "format": ENTRY_FORMAT,
            "key": self.key,
            "label": self.label,
            "created": self.created,
            "inputs": self.inputs,
            "files": self.files,
            "bundle_files": self.bundle_files,
        }

    @classmethod
    def read(cls, path: Path) -> CacheEntry | None:
        """The entry in `path`, or None where it is missing, unreadable, of another format or of
        the wrong shape. entry.json is a file of the entry, read by the bundle rule (a regular
        file inside it, no link, no FIFO) and the bounded reader."""
        try:
            data = read_member_json(path, ENTRY, tree="capture cache", error=StoreError)
        except IrscopeError:
            return None
        if not (isinstance(data, dict) and data.get("format") == ENTRY_FORMAT and _entry_shaped(data)):
            return None
        return cls(
            path,
            data["key"],
            data["label"],
            data["created"],
            dict(data["inputs"]),
            dict(data["files"]),
            dict(data["bundle_files"]),
        )

    def stale_files(self) -> list[str]:
        """The recorded local files that now read differently (or are gone, or are no regular file)."""
        return [name for name, digest in self.files.items() if file_sha256(Path(name)) != digest]

    def bundle_intact(self) -> bool:
        """Every file of the cached bundle is there, a regular file inside it (the bundle rule),
        and reads as it did when it was kept; and the bundle holds nothing else (a link or a file
        put beside them would be linked into a store with the bundle, by a hit or a merge)."""
        return _holds_only(self.bundle_dir, set(self.bundle_files)) and all(
            member_sha256(self.bundle_dir, name, tree="capture cache") == digest
            for name, digest in self.bundle_files.items()
        )

    def size_bytes(self) -> int:
        """What the entry's files take (a file removed meanwhile, by another process, counts 0)."""
        total = 0
        for p in self.path.rglob("*"):
            with contextlib.suppress(OSError):
                st = p.lstat()
                total += st.st_size if stat.S_ISREG(st.st_mode) else 0
        return total


class CaptureCache:
    """The capture cache of one store."""

    def __init__(self, store_root: Path) -> None:
        self.store_root = store_root
        self.root = store_root / store.CAPTURE_CACHE

    def _entry_dir(self, key: str) -> Path:
        return self.root / key[:2] / key

    def lookup(self, key: CaptureKey) -> tuple[CacheEntry, Bundle] | None:
        """The entry for `key` and its bundle (loaded: validated) when it may stand for a new
        capture, else None."""
        entry = CacheEntry.read(self._entry_dir(key.digest))
        if entry is None or entry.key != key.digest or entry.stale_files() or not entry.bundle_intact():
            return None  # a miss: the worker starts without waiting for the bundle module
        from irscope import bundle

        try:
            cached = bundle.load(entry.bundle_dir)
        except IrscopeError:
            return None
        return (entry, cached) if cached.ok else None

    def put(self, key: CaptureKey, label: str, bundle_dir: Path, files: list[str]) -> Path | None:
        """Keep a capture that succeeded (`bundle_dir`, already in the store) under `key`; its
        entry directory, or None where it could not be written."""
        final = self._entry_dir(key.digest)
        entry = CacheEntry(
            final,
            key.digest,
            label,
            store.new_stamp(datetime.now(timezone.utc)),
            dict(key.inputs),
            {name: file_sha256(Path(name)) for name in files},
            {},
        )
        with contextlib.suppress(OSError):  # a cache we cannot write only costs time
            final.parent.mkdir(parents=True, exist_ok=True)
            tmp = final.parent / f".{key.digest}.{os.getpid()}.tmp"
            shutil.rmtree(tmp, ignore_errors=True)
            link_tree(bundle_dir, marked_temporary(tmp) / BUNDLE)
            digests = {
                name: member_sha256(tmp / BUNDLE, name, tree="capture cache") or ""
                for name in sorted(tree_files(tmp / BUNDLE))
            }
            entry = dataclasses.replace(entry, bundle_files=digests)
            (tmp / ENTRY).write_text(json.dumps(entry.to_json(), indent=1), encoding="utf-8")
            _replace_dir(tmp, final)
            return final
        return None

    def materialize(self, entry: CacheEntry, sel: CaseTarget, store_root: Path) -> Path | None:
        """The cached bundle as the newest capture of its case in `store_root`: the store's newest
        one where it already is that bundle, else a new capture linked from the entry.

        None where the entry went away or changed after `lookup` (another process ran `irscope
        cache --clear`, or replaced the entry): nothing is written, and the case is a miss. The
        copy is renamed in only when it holds every file the entry recorded (each hashed by
        `lookup`): a half-copied entry never becomes a capture that says it succeeded."""
        from irscope import bundle

        arch_dir = store.writable_arch_directory(store_root, sel.info.kernel, sel.info.case, sel.arch)
        newest = store.captures(arch_dir)[-1:]
        if newest and _same_file(newest[0] / MANIFEST, entry.bundle_dir / MANIFEST):
            return newest[0]
        destination = arch_dir / store.stamp_after(newest[0].name if newest else None)  # listed once
        tmp = arch_dir / f".{destination.name}.{os.getpid()}.tmp"
        try:
            try:
                link_tree(entry.bundle_dir, marked_temporary(tmp))
            except OSError:
                if _entry_gone(entry):
                    return None
                raise
            if tree_files(tmp) != set(entry.bundle_files):
                return None
            return bundle.rename_into_place(tmp, destination)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)

    def entries(self) -> list[CacheEntry]:
        """Every readable entry, by label then age."""
        if not self.root.is_dir():
            return []
        found = (CacheEntry.read(d) for d in self.root.glob("*/*") if d.is_dir() and not d.name.startswith("."))
        return sorted((e for e in found if e is not None), key=lambda e: (e.label, e.created))

    def remove(self, entry: CacheEntry) -> None:
        """Take an entry out at once (renamed aside, then deleted): a reader sees it whole or not at all.
        An entry already gone (another `cache --clear`, a capture replacing it) is removed: done."""
        aside = _set_aside(entry.path, ".tmp")
        if aside is not None:
            shutil.rmtree(aside, ignore_errors=True)


def derived_dir(entry_dir: Path, name: str) -> Path:
    """Where texts computed from an entry's bundle are kept (snapshots' pinned texts): they go
    with the entry when it is replaced or removed."""
    return entry_dir / "derived" / name


def recorded_files(workdir: Path) -> list[str]:
    """The local files the worker in `workdir` recorded (worker_result.WorkerResult.local_modules)."""
    try:
        return list(WorkerResult.read(Workdir(workdir).result).local_modules or ())
    except IrscopeError:
        return []


def _entry_shaped(data: dict[str, Any]) -> bool:
    """Does a parsed entry.json hold what CacheEntry needs, of the types it needs?"""

    def table(value: Any, values: tuple[type, ...]) -> bool:
        return isinstance(value, dict) and all(isinstance(v, values) for v in value.values())

    return (
        all(isinstance(data.get(k), str) for k in ("key", "label", "created"))
        and isinstance(data.get("inputs"), dict)
        and table(data.get("files"), (str, type(None)))
        and table(data.get("bundle_files"), (str,))
    )


def link_tree(source: Path, destination: Path) -> None:
    """Copy a bundle directory as hard links (bundles are never written in place), copying
    where a link cannot be made (another file system). The first file or folder that cannot be
    written stops it with its own OSError: copytree would note it and go on with the rest, then
    raise them all as one `shutil.Error`, whose words are a list of tuples."""
    try:
        shutil.copytree(
            source,
            destination,
            symlinks=True,
            ignore=shutil.ignore_patterns(WRITING_MARKER),
            copy_function=_link_or_copy,
            dirs_exist_ok=True,
        )
    except _CopyFailed as failed:
        raise failed.error from None
    except shutil.Error as exc:  # a folder copytree could not make: its error, as words
        _, where, why = exc.args[0][0]
        raise OSError(None, why.partition("] ")[2] or why, where) from None


def marked_temporary(tmp: Path) -> Path:
    """A new `.tmp` directory marked as irscope's own before anything is written into it, so that
    what a killed writer leaves is swept by the next capture (leftovers.py)."""
    tmp.mkdir()
    (tmp / WRITING_MARKER).touch()
    return tmp


class _CopyFailed(Exception):
    """A file link_tree could not write; not an OSError, which copytree would collect and pass."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error)
        self.error = error


def _link_or_copy(src: str, dst: str) -> None:
    try:
        os.link(src, dst)
    except OSError:
        try:
            shutil.copy2(src, dst)
        except OSError as exc:
            raise _CopyFailed(exc) from None


def tree_files(directory: Path) -> set[str]:
    """The files of a bundle or an entry directory, relative to it; a writing marker is none of
    them (one a writer killed after its rename left behind, `bundle.finish_writing`)."""
    return {str(p.relative_to(directory)) for p in directory.rglob("*") if p.is_file() and p.name != WRITING_MARKER}


def _holds_only(directory: Path, names: set[str]) -> bool:
    """Does `directory` hold exactly the regular files `names` (relative), and folders on their
    way, with no link, FIFO or other file anywhere in it?"""
    found: set[str] = set()
    for top, folders, files in os.walk(directory):
        for name in (*folders, *files):
            path = os.path.join(top, name)
            try:
                mode = os.lstat(path).st_mode
            except OSError:
                return False
            if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
                return False
            if stat.S_ISREG(mode) and name != WRITING_MARKER:
                found.add(os.path.relpath(path, directory))
    return found == names


def _entry_gone(entry: CacheEntry) -> bool:
    """Has the entry's bundle lost a file it recorded (the entry removed or replaced meanwhile)?"""
    return any(not (entry.bundle_dir / name).is_file() for name in entry.bundle_files)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _replace_dir(new: Path, final: Path) -> None:
    """Rename `new` to `final`, setting aside an older `final`; where another writer got there
    first, theirs stays and `new` is dropped."""
    from irscope import bundle

    old = _set_aside(final, ".old.tmp")
    try:
        bundle.finish_writing(new, final)
    except OSError:
        shutil.rmtree(new, ignore_errors=True)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def _set_aside(directory: Path, suffix: str) -> Path | None:
    """Rename an entry to a hidden `.tmp` name beside it, to be deleted; None when it is already
    gone. It is marked as irscope's own first (`bundle.WRITING_MARKER`), so that a `cache
    --clear` or a replacing capture killed before the deletion ends (SIGKILL, the OOM killer, a
    CI job's limit) leaves what the next capture sweeps (leftovers), not a hidden directory that
    nothing lists or removes. A live entry that holds the marker (killed between the two steps)
    reads as it is: the marker is no file of its bundle."""
    aside = directory.parent / f".{directory.name}.{os.getpid()}{suffix}"
    try:
        (directory / WRITING_MARKER).touch()
        os.rename(directory, aside)
    except FileNotFoundError:
        return None
    return aside
