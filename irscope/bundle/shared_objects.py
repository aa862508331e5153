"""A store keeps each member's bytes once: `<store>/.objects/<sha256[:2]>/<sha256>`, hard-linked.

A bundle being written (BundleWriter, before its rename into place) has each of its members but
the manifest looked up by the SHA-256 of its bytes: where the store already holds those bytes,
the member becomes another hard link to them; where not, the member is linked in as the object.
A text identical across bundles (the same kernel traced in two test runs, two processes compiling
one kernel, a rebuild of a traced compile) is then stored once. A hard link is a regular file:
`bundle.members.read_member`'s rule holds, and copying, archiving or deleting a bundle works as for
any directory. Bundles are never written in place, so no bundle can change another's bytes.

An object no bundle links to any more (its link count is 1: `find STORE/.objects -links 1`) may
be removed. Sharing is best effort: where a link cannot be made (another file system, a store
read-only to this user, `.objects` not a plain directory), the bundle keeps its own copy.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
from pathlib import Path

from irscope.bundle.members import MANIFEST, WRITING_MARKER, read_member_stored
from irscope.errors import IrscopeError

#: The store's folder of shared member bytes (hidden: no kernel is named so).
OBJECTS = ".objects"


def share(bundle_dir: Path, objects: Path) -> int:
    """Link every member of `bundle_dir` (being written) with the store's objects; the bytes
    shared with bundles already in the store."""
    if not _plain_dir(objects, create=True):
        return 0
    shared = 0
    for path in _members(bundle_dir):
        with contextlib.suppress(OSError, IrscopeError):
            shared += _share_one(bundle_dir, path.relative_to(bundle_dir).as_posix(), objects)
    return shared


def _share_one(bundle_dir: Path, rel: str, objects: Path) -> int:
    """Both sides are read by the bundle rule: an object that is a link, a FIFO or other bytes
    than its name says is not the object irscope wrote, and the member keeps its own copy."""
    path = bundle_dir / rel
    data = read_member_stored(bundle_dir, rel)
    digest = hashlib.sha256(data).hexdigest()
    fan = objects / digest[:2]
    if not _plain_dir(fan, create=True):
        return 0
    target = fan / digest
    try:
        os.lstat(target)
    except FileNotFoundError:
        with contextlib.suppress(FileExistsError):  # another writer linked the same bytes first
            os.link(path, target)
            return 0
    if read_member_stored(objects, f"{digest[:2]}/{digest}", tree="store's objects") != data:
        return 0
    if os.path.samefile(path, target):
        return 0
    tmp = path.with_name(f".{path.name}.link")
    os.link(target, tmp)
    os.replace(tmp, path)
    return len(data)


def _members(bundle_dir: Path) -> list[Path]:
    found = []
    for folder, dirs, files in os.walk(bundle_dir):
        dirs[:] = [d for d in dirs if not os.path.islink(os.path.join(folder, d))]
        for name in files:
            path = Path(folder) / name
            if folder == str(bundle_dir) and name in (MANIFEST, WRITING_MARKER):
                continue
            if stat.S_ISREG(os.lstat(path).st_mode):
                found.append(path)
    return found


def _plain_dir(path: Path, create: bool) -> bool:
    """Is `path` a directory, not a link (made if `create` and missing)?"""
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except FileNotFoundError:
        if not create:
            return False
        try:
            path.mkdir(exist_ok=True)
        except OSError:
            return False
        return _plain_dir(path, create=False)
    except OSError:
        return False
