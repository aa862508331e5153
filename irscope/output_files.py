"""The one way irscope writes a file a user named or a tree it keeps (pages, reports, snapshots).

- A file is written only where a regular file or nothing is: never through a symlink, and never
  over a FIFO, a socket, a device or a directory (`irscope export -o /dev/sda` as root, a FIFO a
  reader waits on). The target is checked with lstat, without opening it.
- Whole or not at all: the text goes to a temporary file beside the target, is fsynced and
  renamed over it, so a reader (or a crash, or Ctrl-C) sees the old file or the new one.
- With the user's umask: temporary files and directories are created with mode 0666 / 0777 and
  the kernel applies the umask, as `open` and `mkdir` do (tempfile's mkstemp and mkdtemp make
  them 0600 / 0700, which a CI user or a container sharing the tree cannot read).
- `inside`: a file of a tree irscope keeps (the snapshot tree) is written only below real
  directories of that tree: a symlinked directory on the way is refused, not followed, and
  missing directories are made.
- Never inside what irscope keeps (`check_not_kept`): a file a user names is not written into a
  bundle, a store irscope made, or the tree the command reads (`irscope check`'s snapshots);
  `export -o BUNDLE/manifest.json` would replace the bundle's manifest with a page.
- Owned: a temporary file's name carries its writer (pid, start time, kernel: owner.py); a
  write of a file a user named sweeps what a killed write of the same file left beside it, and
  a snapshot run sweeps its tree (`sweep_temporaries`) and says so, removing only what a
  process that is gone wrote.

Errors are StoreError, one line naming the file.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import stat
import time
from collections.abc import Sequence
from pathlib import Path

from irscope import made_dirs, owner
from irscope.errors import StoreError
from irscope.path_kinds import STORE_MARKER, STORE_STAGING, holds_bundle, kind_of

_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def check_target(path: Path) -> None:
    """StoreError unless `path` names a regular file or nothing (a symlink is refused, not followed)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StoreError(f"{path}: cannot write: {exc.strerror or exc}") from None
    if not stat.S_ISREG(mode):
        raise StoreError(f"{path}: is {kind_of(mode)}; irscope writes only to a regular file or a new path")


def check_not_kept(path: Path, kept: tuple[Path, ...] = (), *, stores: bool = True) -> None:
    """StoreError where `path`, a file or directory a user named for irscope to write, is or lies
    inside what irscope keeps: a bundle, a store irscope made (unless not `stores`: a store's own
    root is one), a store's staging folder (never: what lies there is removed as traces finish),
    or one of `kept` (the snapshot tree `irscope check` reads): written there, a page would
    replace a bundle's manifest.json, a JUnit report a snapshot. The place is taken where it
    really is (links followed: a link into a bundle leads into it)."""
    where = Path(os.path.realpath(path))
    for tree in kept:
        real = Path(os.path.realpath(tree))
        if where == real or real in where.parents:
            raise StoreError(f"{path}: lies in {tree}, which this command reads: write it elsewhere")
    for directory in (where, *where.parents):
        if directory.name == STORE_STAGING and os.path.isfile(directory.parent / STORE_MARKER):
            raise StoreError(
                f"{path}: lies in {directory}, the store's folder of traces being finished, "
                "which are removed once they are: write it elsewhere"
            )
        if holds_bundle(directory):
            raise StoreError(f"{path}: lies in the bundle {directory}, which irscope never changes: write it elsewhere")
        if stores and os.path.isfile(directory / STORE_MARKER):
            raise StoreError(f"{path}: lies in the store {directory}, which holds only bundles: write it elsewhere")


def check_new_file(path: Path, parent: Path | None = None, *, named: bool = True) -> None:
    """What `write_file` needs of a path before it writes: a regular file or nothing at `path`,
    in an existing directory (`parent`, default path's); where a user `named` it, not inside what
    irscope keeps (`check_not_kept`; irscope's own writes into a store's caches are not named).
    A command that works long before it writes (`tui --screenshot`) asks first, to refuse at once."""
    check_target(path)
    if named:
        check_not_kept(path)
    parent = parent or path.parent
    if not parent.is_dir():
        raise StoreError(f"{path}: directory {parent} does not exist")


def check_tree(root: Path, directory: Path, *, make: bool, writing: str = "") -> None:
    """Every directory from `root` (excluded) down to `directory` is a real directory (made when
    missing and `make`): no symlink, no file in the way. `root` itself is the user's to name.
    `writing` names what goes there, for the error (`the bundle of relu:f32@sm_90a`)."""
    rel = directory.relative_to(root)
    if make and not root.is_dir():
        try:
            made_dirs.make(root)
        except OSError as exc:
            raise StoreError(f"{root}: cannot create: {exc.strerror or exc}") from None
    here = root
    for part in rel.parts:
        here = here / part
        try:
            mode = os.lstat(here).st_mode
        except FileNotFoundError:
            if not make:
                return
            try:
                made_dirs.make_one(here, 0o777)
            except FileExistsError:
                mode = os.lstat(here).st_mode
            except OSError as exc:
                raise StoreError(f"{here}: cannot create: {exc.strerror or exc}") from None
            else:
                continue
        except OSError as exc:
            raise StoreError(f"{here}: cannot read: {exc.strerror or exc}") from None
        if not stat.S_ISDIR(mode):
            cannot = f"cannot write {writing} there: " if writing else ""
            links = " (irscope follows no links)" if stat.S_ISLNK(mode) else ""
            raise StoreError(f"{here}: {cannot}is {kind_of(mode)}, where {root} needs a directory{links}")


def temporary_file(directory: Path, prefix: str, suffix: str = ".tmp") -> tuple[int, Path]:
    """A new file in `directory`, opened for writing, mode 0666 less the umask. Its name says
    who writes it (`<prefix>irscope-<owner>.<hex><suffix>`, owner.py), so that what a killed
    writer leaves is known as irscope's and removed once that process is gone
    (`sweep_temporaries`)."""
    marked = f"{prefix}{_OWNER_MARK}{owner.this_process().token}."
    for _ in range(100):
        path = directory / f"{marked}{secrets.token_hex(4)}{suffix}"
        try:
            return os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | _CLOEXEC, 0o666), path
        except FileExistsError:
            continue
    raise FileExistsError(f"{directory}: no free temporary name")


_OWNER_MARK = "irscope-"
_MARKED = re.compile(rf"\..+\.{_OWNER_MARK}(?P<owner>{owner.TOKEN_PATTERN})\.[0-9a-f]{{8}}\.tmp")
#: A marked temporary whose owner ran under another kernel (a container beside this one, another
#: machine sharing the folder) is taken for a leftover only this long after its last write: a
#: write lasts seconds.
FOREIGN_MAX_AGE_S = 3600.0


def sweep_temporaries(root: Path) -> list[Path]:
    """Remove the marked temporary files under `root` (its real directories: no link followed)
    whose writer is gone, as `write_file` leaves them when SIGKILLed; returns them. A file of a
    writer still running is kept, and so is every file irscope did not name."""
    removed = []
    for directory, _, files in os.walk(root, followlinks=False):
        removed += _remove_stale(Path(directory), [f for f in files if f.startswith(".")])
    return removed


def _remove_stale(directory: Path, names: list[str]) -> list[Path]:
    removed = []
    now = time.time()
    for name in names:
        m = _MARKED.fullmatch(name)
        found = owner.parse(m["owner"]) if m else None
        if found is None:
            continue
        path = directory / name
        try:
            st = os.lstat(path)
            gone = owner.is_gone(found)
            if gone is None:
                gone = now - st.st_mtime > FOREIGN_MAX_AGE_S
            if gone and stat.S_ISREG(st.st_mode):
                path.unlink()
                removed.append(path)
        except OSError:
            continue  # removed meanwhile, or not ours to remove
    return removed


def temporary_directory(parent: Path, prefix: str, suffix: str = ".tmp") -> Path:
    """A new directory in `parent`, mode 0777 less the umask."""
    for _ in range(100):
        path = parent / f"{prefix}{secrets.token_hex(4)}{suffix}"
        try:
            os.mkdir(path, 0o777)
            return path
        except FileExistsError:
            continue
    raise FileExistsError(f"{parent}: no free temporary name")


def write_file(path: Path, data: bytes | str, *, inside: Path | None = None, make_parents: bool = False) -> None:
    """Write `data` to `path` whole (see the module docstring). `inside`: the tree irscope keeps
    that `path` lies in; its directories are checked (and made when missing). Without it, `path`
    is a file a user named (never inside what irscope keeps). `make_parents`: make the missing
    directories of such a path."""
    path = Path(path)
    parent = path.parent if str(path.parent) else Path(".")
    if inside is None:
        check_not_kept(path)
    if make_parents and inside is None:
        try:
            made_dirs.make(parent)
        except OSError as exc:
            raise StoreError(f"{path}: cannot create its directory: {exc.strerror or exc}") from None
    payload = data.encode("utf-8") if isinstance(data, str) else data
    if inside is None:  # a tree is swept whole by the run that writes it, which says so
        _sweep_beside(path, parent)
    fd, tmp = _temporary_beside(path, parent, inside)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        check_target(path)  # once more, just before the rename replaces it
        os.replace(tmp, path)
    except BaseException as exc:
        tmp.unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise StoreError(f"{path}: cannot write: {exc.strerror or exc}") from None
        raise


def write_files(writes: Sequence[tuple[Path, bytes | str]], *, inside: Path) -> None:
    """Write several files of the tree `inside` all or none (`irscope init`): each to a temporary
    beside its target first (its missing directories made), which proves every place writable
    before any target changes; then each renamed over its target. A failure on the way undoes
    what was done: temporaries removed, a replaced file put back, directories made removed."""
    made: list[Path] = []
    staged: list[tuple[Path, Path]] = []  # (temporary, target)
    current = inside
    replacing = False
    try:
        for current, data in writes:
            made += _missing_directories(inside, current.parent)
            check_tree(inside, current.parent, make=True)
            check_target(current)
            fd, tmp = temporary_file(current.parent, f".{current.name}.")
            staged.append((tmp, current))
            _write_whole(fd, data)
        replacing = True
        _replace_all(staged)
    except BaseException as exc:
        for tmp, _ in staged:
            tmp.unlink(missing_ok=True)
        for directory in reversed(made):
            with contextlib.suppress(OSError):
                directory.rmdir()
        if isinstance(exc, OSError):
            failed = exc.filename if replacing and exc.filename else current
            raise StoreError(f"{failed}: cannot write: {exc.strerror or exc}; nothing was written") from None
        raise


def _missing_directories(root: Path, directory: Path) -> list[Path]:
    missing, here = [], root
    for part in directory.relative_to(root).parts:
        here = here / part
        if not os.path.lexists(here):
            missing.append(here)
    return missing


def _write_whole(fd: int, data: bytes | str) -> None:
    with os.fdopen(fd, "wb") as fh:
        fh.write(data.encode("utf-8") if isinstance(data, str) else data)
        fh.flush()
        os.fsync(fh.fileno())


def _replace_all(staged: list[tuple[Path, Path]]) -> None:
    """Each temporary over its target; a target replaced is first linked aside, so that a
    failure further on puts every one back as it was. An OSError names the target it failed on
    (its `filename`)."""
    done: list[tuple[Path, Path | None]] = []  # (target, its previous file linked aside, or None)
    try:
        for tmp, path in staged:
            aside = None
            if os.path.lexists(path):
                aside = path.with_name(
                    f".{path.name}.{_OWNER_MARK}{owner.this_process().token}.{secrets.token_hex(4)}.tmp"
                )
                os.link(path, aside)  # named as a temporary: a killed run's is swept as one
            try:
                os.replace(tmp, path)
            except OSError as exc:
                raise OSError(exc.errno, exc.strerror, os.fspath(path)) from exc
            done.append((path, aside))
    except BaseException:
        for path, aside in reversed(done):
            with contextlib.suppress(OSError):
                os.replace(aside, path) if aside is not None else path.unlink()
        for _, aside in done:
            if aside is not None:
                aside.unlink(missing_ok=True)
        raise
    for _, aside in done:
        if aside is not None:
            aside.unlink(missing_ok=True)


def _sweep_beside(path: Path, parent: Path) -> None:
    """What a killed write of the same file left beside it: its writer gone, it goes."""
    try:
        with os.scandir(parent) as it:
            names = [e.name for e in it if e.name.startswith(f".{path.name}.{_OWNER_MARK}")]
    except OSError:
        return
    _remove_stale(parent, names)


def _temporary_beside(path: Path, parent: Path, inside: Path | None) -> tuple[int, Path]:
    # In a tree, another update may remove a directory it emptied (a deleted case's last
    # snapshot) between our check and the temporary file: make it again rather than fail.
    for attempt in range(5):
        if inside is not None:
            check_tree(inside, parent, make=True)
        check_new_file(path, parent, named=inside is None)
        try:
            return temporary_file(parent, f".{path.name}.")
        except FileNotFoundError:
            if inside is None or attempt == 4:
                raise StoreError(f"{path}: cannot write: its directory {parent} was removed") from None
        except OSError as exc:
            raise StoreError(f"{path}: cannot write: {exc.strerror or exc}") from None
    raise AssertionError("unreachable")


def append_file(path: Path, text: str) -> None:
    """Append `text` to `path` (a regular file, made when missing): the files CI systems collect
    lines in ($GITHUB_STEP_SUMMARY)."""
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | _CLOEXEC
    check_target(path)
    check_not_kept(path)
    try:
        fd = os.open(path, flags, 0o666)
    except OSError as exc:
        raise StoreError(f"{path}: cannot write: {exc.strerror or exc}") from None
    with os.fdopen(fd, "ab") as fh:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise StoreError(f"{path}: is {kind_of(mode)}; irscope writes only to a regular file or a new path")
        try:
            fh.write(text.encode("utf-8"))
        except OSError as exc:
            raise StoreError(f"{path}: cannot write: {exc.strerror or exc}") from None
