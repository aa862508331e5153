"""What a path on disk is to irscope: a bundle (its manifest's head says so), a store (its
marker), a bundle being written (its marker), and what kind of file any other path is, in words.

Below the bundle package and the one writer of files (output_files), which both ask.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

#: The names the store and the capture recognize a bundle directory by (bundle.members and
#: irscope.bundle re-export them), here below everything that writes or finds one.
MANIFEST = "manifest.json"
TRACE = "trace.json"
#: In a bundle being written (a hidden `.STAMP.*.tmp` directory of the store), until its commit:
#: what tells a capture's sweep that the directory is irscope's to remove once its writer is gone.
#: Removed after the rename into place (`finish_writing`): one left in a whole bundle is no file of it.
WRITING_MARKER = ".irscope-writing"
#: The file irscope writes into a store directory it makes (`store.create`, `store.owns`).
STORE_MARKER = ".irscope-store"
#: A store's folder of trace staging folders (capture/trace/resume.py): each is removed whole once
#: its trace is finished, so nothing a user names is ever written inside it.
STORE_STAGING = ".staging"
#: What every manifest irscope writes declares itself as (its first key, `"format"`).
BUNDLE_FORMAT = "irscope-bundle"


def holds_bundle(directory: Path) -> bool:
    """Is `directory` a bundle: its manifest.json a regular file declaring `BUNDLE_FORMAT` in its
    first bytes (a web project's manifest.json is none)? Read without following a link or
    blocking on a FIFO."""
    try:
        fd = os.open(directory / MANIFEST, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return False
    try:
        return stat.S_ISREG(os.fstat(fd).st_mode) and f'"{BUNDLE_FORMAT}"'.encode() in os.read(fd, 512)
    except OSError:
        return False
    finally:
        os.close(fd)


def is_real_dir(path: Path) -> bool:
    """Is `path` a directory itself, not a link to one (nor anything else, nor missing)?"""
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return False


def is_utf8(path: str | Path) -> bool:
    """Whether `path`'s bytes are UTF-8 (a name made of other bytes reads as surrogate escapes):
    the DSL hands paths to MLIR, whose pass manager and source locations take UTF-8 only."""
    try:
        os.fsencode(path).decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def kind_of(mode: int) -> str:
    """What a file of this mode is, in words ("a FIFO")."""
    for test, name in (
        (stat.S_ISREG, "a regular file"),  # where a directory is needed (output_files.check_tree)
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISLNK, "a symlink"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
    ):
        if test(mode):
            return name
    return "not a plain file"
