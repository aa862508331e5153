"""The directories this command made, and taking them back when it fails.

A command that ends in an error about its input (`irscope capture nosuchkernel`, `export -o
new/dir/x.html NOSUCH`) leaves no new directory behind: a store it made before the kernel was
found unknown, holding only its marker, would be adopted by the next command as the project's
store, and a CI job that checks its tree is clean would find it. Every directory irscope makes
for a store or a file a user named is made here (`make`), which remembers the topmost one each
call made; `cli.group` calls `take_back` when a command ends with a non-zero status. A made
directory is removed only while it holds nothing but irscope's own bookkeeping (directories and
the file names the caller lists: the store's marker, the kernel-discovery cache): a bundle, a
cached capture, a snapshot or anything a user put there keeps it, whole.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Collection
from pathlib import Path

#: The topmost directory each `make` created, in the order made (this process's command).
_made: list[Path] = []


def make(path: Path) -> None:
    """`path` and its missing parents, as `Path.mkdir(parents=True, exist_ok=True)` makes them
    (OSError as it raises), the topmost one made remembered for `take_back`."""
    path = Path(path)
    top = _topmost_missing(path)
    path.mkdir(parents=True, exist_ok=True)
    if top is not None:
        _made.append(Path(os.path.abspath(top)))


def make_one(path: Path, mode: int = 0o777) -> None:
    """`os.mkdir(path, mode)` (FileExistsError and every OSError as it raises), remembered."""
    os.mkdir(path, mode)
    _made.append(Path(os.path.abspath(path)))


def _topmost_missing(path: Path) -> Path | None:
    top = None
    for here in (path, *path.parents):
        if os.path.lexists(here):
            break
        top = here
    return top


def take_back(bookkeeping: Collection[str]) -> list[Path]:
    """Remove each directory this command made that holds nothing but directories and files
    named in `bookkeeping` (no link, no other file); returns those removed. Forgets them all."""
    removed = []
    for top in reversed(_made):
        if _only_bookkeeping(top, bookkeeping) and _remove(top, bookkeeping):
            removed.append(top)
    _made.clear()
    return removed


def _remove(top: Path, bookkeeping: Collection[str]) -> bool:
    """Deepest first, each directory's bookkeeping files, then the directory by `os.rmdir`, which
    fails where another process wrote meanwhile (a capture that adopted the store at once): that
    directory gets its files back (the store's marker with them) and every one above it stays."""
    for directory, _, files in os.walk(top, topdown=False):
        taken: dict[str, bytes] = {}
        try:
            for name in files:
                if name in bookkeeping:
                    path = os.path.join(directory, name)
                    taken[name] = _contents(path)
                    os.unlink(path)
            os.rmdir(directory)
        except OSError:
            _put_back(directory, taken)
            return False
    return True


def _contents(path: str) -> bytes:
    """A bookkeeping file's bytes, to put back (found a regular file by `_only_bookkeeping`:
    opened without following a link or blocking, so a FIFO put there since is an OSError)."""
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path}: no longer a regular file")
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _put_back(directory: str, taken: dict[str, bytes]) -> None:
    for name, data in taken.items():
        with contextlib.suppress(OSError):
            fd = os.open(os.path.join(directory, name), os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o666)
            try:
                os.write(fd, data)
            finally:
                os.close(fd)


def forget() -> None:
    """Forget what was made (a command that succeeded keeps it)."""
    _made.clear()


def _only_bookkeeping(top: Path, bookkeeping: Collection[str]) -> bool:
    try:
        if not stat.S_ISDIR(os.lstat(top).st_mode):
            return False
        for directory, dirs, files in os.walk(top, followlinks=False):
            for name in dirs:
                if not stat.S_ISDIR(os.lstat(os.path.join(directory, name)).st_mode):
                    return False  # a link to a directory
            for name in files:
                if name not in bookkeeping or not stat.S_ISREG(os.lstat(os.path.join(directory, name)).st_mode):
                    return False
    except OSError:
        return False
    return True
