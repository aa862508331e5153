"""What a killed capture leaves behind, and how the next one knows it is stale.

A capture that is SIGKILLed cannot clean up: hidden `.*.tmp` bundle directories in the store
(a bundle being written) and `irscope-*` work directories in the temp dir (a worker's raw
output) stay. The next capture removes them, and only them, never the temp directories of a
capture that is still running beside it:

- A work directory holds a lock file that its capture keeps locked (`flock`) while it lives;
  the kernel drops the lock when that process dies, however it dies. A directory whose lock
  can be taken is stale: processes still working in it (a worker, its nvdisasm) are killed
  and it is removed.
- A store is shared the same way: every capture holds a shared lock on `<store>/.capture.lock`.
  A capture that gets the lock exclusively is alone, so every `.tmp` bundle directory is a
  leftover; otherwise only those older than `UNOWNED_MAX_AGE_S` are.

Only what irscope wrote is removed: a work directory holding its owner file (a `--keep-workdir`
one gives it up and stays), and, only in a store irscope made (`store.owns`: `--store ~` or a
project folder is never swept), a `.tmp` bundle directory holding `bundle.WRITING_MARKER`,
found without following a link.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import secrets
import shutil
import signal
import stat
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from irscope import owner

OWNER_FILE = ".irscope-owner"
STORE_LOCK = ".capture.lock"
PREFIX = "irscope-"
#: A `.tmp` bundle directory of a store another capture is using is removed only once it is
#: older than any capture could run.
UNOWNED_MAX_AGE_S = 6 * 3600.0
_STAGED_SUFFIX = ".new"
#: A LockedDir not yet given its name: `.irscope-<owner>.<random><_STAGED_SUFFIX>`.
_STAGED = re.compile(rf"\.{PREFIX}(?P<owner>{owner.TOKEN_PATTERN})\.[a-z0-9_]+{re.escape(_STAGED_SUFFIX)}")


class LockedDir:
    """A private temp directory, locked by this process for as long as it exists."""

    def __init__(self, prefix: str, parent: Path | None = None) -> None:
        parent = parent if parent is not None else Path(tempfile.gettempdir())
        # Made whole under a hidden name that says whose it is, locked, and only then given its
        # name: a directory found under its name always holds its owner file, so a run killed at
        # any instant leaves either a named directory the lock tells about or a staged one the
        # name tells about (sweep_workdirs), never one that looks like no one's.
        token = owner.this_process().token
        staged = Path(tempfile.mkdtemp(prefix=f".{PREFIX}{token}.", suffix=_STAGED_SUFFIX, dir=parent))
        self._fd: int | None = os.open(staged / OWNER_FILE, os.O_WRONLY | os.O_CREAT, 0o600)
        fcntl.flock(self._fd, fcntl.LOCK_EX)
        os.write(self._fd, f"{token}\n".encode())  # who, for a person reading it
        while True:
            self.path = parent / f"{PREFIX}{prefix}{secrets.token_hex(5)}"
            if not os.path.lexists(self.path):
                os.rename(staged, self.path)
                break

    @classmethod
    def take(cls, path: Path) -> LockedDir | None:
        """Lock `path`, a directory whose process is gone, for this one; None while its owner
        (or another process that took it) still holds it."""
        taken = cls.__new__(cls)
        taken.path = path
        taken._fd = os.open(path / OWNER_FILE, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o600)
        try:
            fcntl.flock(taken._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(taken._fd)
            return None
        os.ftruncate(taken._fd, 0)
        os.write(taken._fd, f"{owner.this_process().token}\n".encode())
        return taken

    def release(self) -> None:
        """Give the lock up and leave the directory as it is."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def keep(self) -> None:
        """Leave the directory for a person to read (--keep-workdir): without its owner file, no
        sweep removes it."""
        (self.path / OWNER_FILE).unlink(missing_ok=True)
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def remove(self) -> None:
        shutil.rmtree(self.path, ignore_errors=True)
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def owner_pid(path: Path) -> int | None:
    """The process id of the owner token in `path`'s owner file (owner.py), if it holds one."""
    try:
        found = owner.parse((path / OWNER_FILE).read_text(errors="replace")[:200])
    except OSError:
        return None
    return found.pid if found is not None else None


def held(path: Path) -> bool:
    """Is the directory `path` (a LockedDir) still locked by a living process?"""
    return not _unlocked(path / OWNER_FILE)


def sweep_workdirs(tmp: Path | None = None, now: float | None = None) -> list[Path]:
    """Remove the `irscope-*` directories in the temp dir whose capture is gone, and the staged
    ones (LockedDir) a run killed before it named them."""
    tmp = tmp or Path(tempfile.gettempdir())
    now = now or time.time()
    removed = []
    for directory in sorted(tmp.glob(PREFIX + "*")):
        try:
            if not _own_real_dir(directory):
                continue
            owner_file = directory / OWNER_FILE
            if not stat.S_ISREG(os.lstat(owner_file).st_mode):
                continue
            stale = _unlocked(owner_file)
        except OSError:
            continue  # no owner file: not irscope's (or kept for a person to read)
        if stale:
            kill_processes_in(directory)
            shutil.rmtree(directory, ignore_errors=True)
            removed.append(directory)
    return removed + sweep_staged(tmp)


def sweep_staged(parent: Path) -> list[Path]:
    """Remove the LockedDirs under `parent` that a run killed before it named them (their owner,
    in their hidden name, is gone); where they are made: the temp dir, a store's trace staging."""
    removed = []
    for directory in sorted(parent.glob(f".{PREFIX}*{_STAGED_SUFFIX}")):
        m = _STAGED.fullmatch(directory.name)
        found = owner.parse(m["owner"]) if m else None
        try:
            if found is None or not _own_real_dir(directory) or owner.is_gone(found) is not True:
                continue
        except OSError:
            continue
        shutil.rmtree(directory, ignore_errors=True)
        removed.append(directory)
    return removed


def _own_real_dir(path: Path) -> bool:
    return not path.is_symlink() and path.is_dir() and path.stat().st_uid == os.getuid()


def _unlocked(lock_file: Path) -> bool:
    try:
        fd = os.open(lock_file, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False
    finally:
        os.close(fd)  # closing drops a lock taken here


def kill_processes_in(directory: Path) -> int:
    """SIGKILL this user's processes whose command line names `directory` (a worker orphaned by
    a killed capture, its nvdisasm). Linux only; elsewhere nothing is killed."""
    name = os.fsencode(directory)  # the bytes a command line holds, UTF-8 or not
    killed = 0
    proc = Path("/proc")
    if not proc.is_dir():
        return 0
    for entry in proc.iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            if entry.stat().st_uid != os.getuid() or (name + b"/" not in cmdline and name + b"\0" not in cmdline):
                continue
            os.kill(int(entry.name), signal.SIGKILL)
            killed += 1
        except OSError:
            continue
    return killed


@contextlib.contextmanager
def store_session(root: Path) -> Iterator[list[Path]]:
    """Hold the store's capture lock for a capture run (making the store when missing); sweep
    its stale `.tmp` bundle directories (a store irscope made only) and stale work directories
    first. Yields what was removed."""
    from irscope import store

    removed = sweep_workdirs()
    store.create(root)
    try:
        fd = os.open(root / STORE_LOCK, os.O_RDWR | os.O_CREAT, 0o666)
    except OSError:
        yield removed  # a store we cannot lock is one we cannot write either: the writer says so
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            alone = True
        except OSError:
            alone = False
        if store.owns(root):
            removed += _sweep_bundle_temporaries(root, max_age_s=None if alone else UNOWNED_MAX_AGE_S)
        fcntl.flock(fd, fcntl.LOCK_SH)
        yield removed
    finally:
        os.close(fd)


def _sweep_bundle_temporaries(root: Path, max_age_s: float | None) -> list[Path]:
    """Remove the marked `.tmp` directories older than `max_age_s`; with None (alone on the
    store), each one whatever its time says: a directory's mtime is the clock of whoever wrote
    it (a clock that ran ahead, an NFS server's), and one from the future was never swept."""
    from irscope.bundle.members import WRITING_MARKER

    removed = []
    cutoff = None if max_age_s is None else time.time() - max_age_s
    for tmp in _bundle_temporaries(root) + _cache_temporaries(root):
        try:
            marked = stat.S_ISREG(os.lstat(tmp / WRITING_MARKER).st_mode)
            if marked and (cutoff is None or tmp.lstat().st_mtime <= cutoff):
                shutil.rmtree(tmp, ignore_errors=True)
                removed.append(tmp)
        except OSError:
            continue
    return removed


def _bundle_temporaries(root: Path) -> list[Path]:
    """The hidden `<kernel>/<case>/<arch>/.*.tmp` directories of a store, found without following a link."""
    level = [root]
    for _ in range(3):
        level = [d for parent in level for d in _real_subdirectories(parent) if not d.name.startswith(".")]
    return [
        d for arch in level for d in _real_subdirectories(arch) if d.name.startswith(".") and d.name.endswith(".tmp")
    ]


def _cache_temporaries(root: Path) -> list[Path]:
    """The hidden `.*.tmp` entry directories of the store's capture cache (cache/entries.py)."""
    from irscope import store

    level = [root]
    for part in store.CAPTURE_CACHE.parts:
        level = [d for d in level if (d / part).is_dir() and not (d / part).is_symlink()]
        level = [d / part for d in level]
    shards = [d for parent in level for d in _real_subdirectories(parent) if not d.name.startswith(".")]
    return [d for s in shards for d in _real_subdirectories(s) if d.name.startswith(".") and d.name.endswith(".tmp")]


def _real_subdirectories(directory: Path) -> list[Path]:
    try:
        with os.scandir(directory) as it:
            return [Path(e.path) for e in it if e.is_dir(follow_symlinks=False)]
    except OSError:
        return []
