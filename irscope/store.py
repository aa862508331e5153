"""Where bundles live: a store directory, one bundle per capture, newest wins.

    <store>/<kernel>/<case>/<arch>/<UTC timestamp>/   (a bundle)
    <store>/.cache/captures/, .cache/sourcemaps/      what irscope made from bundles and keeps

The default store is `.irscope/` in the current directory (git-ignored), overridable with
`--store` or IRSCOPE_STORE. A kernel reference `kernel[:case][@arch]` resolves to the latest
bundle of each matching (case, arch). With `skip_failed` (the commands that show captures:
stats, show, passes, diff, export, tui), to the latest whose capture succeeded: a capture that
failed after a good one (nvdisasm crashed, the compile timed out) does not hide the good one, and
the command says that a newer capture failed (`passed_over_notes`); where every capture failed,
the latest one, whose failure the command reports. Snapshot checks keep the latest: a failed
newest capture is a failure there, never a reason to check an older one.

"Latest" is write order, and a capture's directory name carries it (`capture_order`): a new
capture is named by the UTC time, or just after the newest capture of its (case, arch) where
that one's name is later (`next_stamp`), so a capture made on a machine whose clock ran ahead
(a shard's store merged in, a container's clock) does not hide every capture written after it.
Neither the manifest's `created` (a cache hit links in an older capture's manifest, and the
clock is the same one) nor a directory's mtime (lost by `cp -r`, an artifact upload) could.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import TYPE_CHECKING

from irscope import made_dirs
from irscope.bundle.members import MANIFEST, STORE_MARKER
from irscope.bundle.shared_objects import OBJECTS
from irscope.compile_values import Values
from irscope.errors import BundleNotFound, IrscopeError, StoreError
from irscope.name_match import referred, suggestions

# A reference's parts, parsed, and the one line naming several captures: the store's own words.
from irscope.store_refs import KernelRef as KernelRef
from irscope.store_refs import ambiguous as ambiguous
from irscope.store_refs import parse_ref as parse_ref
from irscope.store_refs import referred_captures as referred_captures
from irscope.store_refs import several as several

if TYPE_CHECKING:
    from types import ModuleType

    from irscope.bundle import Bundle


def _bundles() -> ModuleType:
    """irscope.bundle, imported where a bundle is first looked at: `irscope capture` imports the
    store before it starts its workers, and the bundle module with its manifest's dataclasses
    (~20 ms) can load while they run."""
    from irscope import bundle

    return bundle


DEFAULT_STORE = ".irscope"
#: What irscope made from the store's bundles and keeps beside them, hidden from every walk of
#: them (a dot name); losing any of it costs only time. `irscope cache --clear` empties the
#: capture cache and the source maps.
CACHES = Path(".cache")
#: The capture cache's entries (capture/cache/entries.py).
CAPTURE_CACHE = CACHES / "captures"
#: Source maps built on read (analysis/sourcemap_cache.py).
SOURCEMAP_CACHE = CACHES / "sourcemaps"
#: The kernel cases `kernels/` declares, kept while its files are unchanged (registry.discover).
DISCOVERY_CACHE = CACHES / "discovery"
#: A store of the line-info captures `irscope explain` made itself: kept apart, so that one never
#: becomes the newest capture of its case that `show`, `stats` or the TUI read.
EXPLAIN_CAPTURES = CACHES / "explain"
#: Each bundle's row of `list --store` and the palette, kept while the bundle is unchanged
#: (store_index.py).
LISTING_CACHE = CACHES / "listing.json"


def default_root() -> Path:
    """$IRSCOPE_STORE, else .irscope/. Set but empty is an error: taken as a path it would make
    the current directory the store, whose every hidden `*/*/*/.*.tmp` directory a capture sweeps."""
    value = os.environ.get("IRSCOPE_STORE")
    if value is not None and not value.strip():
        raise StoreError("IRSCOPE_STORE is set but empty: unset it (the store is then .irscope/) or name a directory")
    return Path(value or DEFAULT_STORE)


_STAMP_FORMAT = "%Y%m%dT%H%M%S.%fZ"
#: A capture's directory name: a stamp, with `-N` where two captures of one (case, arch) took
#: the same one (bundle.BundleWriter). ASCII digits only: `\d` alone takes other scripts' digits,
#: which sort after every real stamp.
_STAMP = re.compile(r"^(?P<stamp>\d{8}T\d{6}\.\d{6}Z)(?:-(?P<n>[1-9]\d{0,8}))?$", re.ASCII)
#: The last name a capture can take: nothing can be named after it (`stamp_after`).
_LAST = ("99991231T235959.999999Z", 999_999_999)


def new_stamp(now: datetime | None = None) -> str:
    now = now or datetime.now(timezone.utc)
    return now.strftime(_STAMP_FORMAT)


def capture_order(name: str) -> tuple[bool, str, int]:
    """Where a capture named `name` stands among its (case, arch)'s, as a sort key: by its stamp,
    then its `-N` as a number (`-10` after `-9`, which a sort by name inverts). A name that is no
    stamp (a bundle copied in by hand), or only looks like one (no such date and time, or the last
    name of all, after which no capture could be named), comes before every stamped capture: it
    never hides one."""
    m = _STAMP.match(name)
    if m is None or _stamp_time(m["stamp"]) is None:
        return (False, name, 0)
    order = (True, m["stamp"], int(m["n"] or 1))
    return (False, name, 0) if order[1:] == _LAST else order


def _stamp_time(stamp: str) -> datetime | None:
    """The UTC time a stamp names, None where it names none (month 13, 25 o'clock)."""
    try:
        return datetime.strptime(stamp, _STAMP_FORMAT).replace(tzinfo=timezone.utc)
    except ValueError:
        return None


def next_stamp(arch_dir: Path, now: datetime | None = None) -> str:
    """The name of a new capture in `arch_dir`: the UTC time, or, where the newest capture there
    is named later (made under a clock that ran ahead), just after it, so that it is the latest."""
    found = captures(arch_dir) if arch_dir.is_dir() else []
    return stamp_after(found[-1].name if found else None, now)


def stamp_after(newest: str | None, now: datetime | None = None) -> str:
    """next_stamp where the newest capture's name (None: there is none) is known already. Always
    a name `capture_order` takes for a stamp, after `newest`'s."""
    stamp = new_stamp(now)
    order = capture_order(newest) if newest is not None else (False, "", 0)
    time = _stamp_time(order[1]) if order[0] else None
    if time is None or order[1] < stamp:
        return stamp
    try:
        return new_stamp(time + timedelta(microseconds=1))
    except OverflowError:  # the year 9999's last microsecond; its `-N` is below the last (_LAST)
        return f"{order[1]}-{order[2] + 1}"


def arch_directory(root: Path, kernel: str, case: str, arch: str) -> Path:
    """<store>/<kernel>/<case>/<arch>/, where the captures of one (case, arch) live."""
    return root / kernel / case / arch


def objects_of(destination: Path) -> Path | None:
    """The folder of shared member bytes (bundle.shared_objects) of the store a bundle destination
    <store>/KERNEL/CASE/ARCH/STAMP lies in; None for a bundle written elsewhere."""
    if len(destination.parts) < 5:
        return None
    root = destination.parents[3]
    return root / OBJECTS if owns(root) else None


def writable_arch_directory(root: Path, kernel: str, case: str, arch: str) -> Path:
    """`arch_directory`, made where missing, each of <kernel>/<case>/<arch> a real directory of
    the store: a link among them (`relu -> /etc`, an arch folder linked to another store) is one
    line naming it (StoreError), never written through, as the snapshot tree is kept."""
    from irscope.output_files import check_tree

    arch_dir = arch_directory(root, kernel, case, arch)
    check_tree(root, arch_dir, make=True, writing=f"the bundle of {kernel}:{case}@{arch}")
    return arch_dir


def bundle_destination(root: Path, kernel: str, case: str, arch: str) -> Path:
    """Where a new capture of (case, arch) goes: named by `next_stamp`, below real directories."""
    arch_dir = writable_arch_directory(root, kernel, case, arch)
    return arch_dir / next_stamp(arch_dir)


def latest_bundles(root: Path, ref: KernelRef, *, skip_failed: bool = False) -> list[Path]:
    """The newest bundle directory of every (case, arch) that `ref` matches, sorted by label
    (with `skip_failed`, the newest that did not fail: `newest_usable`)."""
    return _latest(arch_dirs(root, ref), skip_failed=skip_failed)


def newest_usable(arch_dir: Path) -> Path | None:
    """The newest capture of one (case, arch) that did not fail, else the newest one."""
    found = captures(arch_dir)
    for d in reversed(found):
        if not _bundles().says_failed(d):
            return d
    return found[-1] if found else None


def passed_over_notes(found: list[Path]) -> list[str]:
    """For bundles a kernel reference resolved to: one line per (case, arch) whose newer
    captures failed and were passed over, naming the newest failure. (Not for a bundle path
    the user named: that is the bundle they chose.)"""
    notes = []
    bundle = _bundles()
    for path in found:
        siblings = captures(path.parent)
        newer = siblings[siblings.index(path) + 1 :] if path in siblings else []
        if not newer or bundle.says_failed(path):
            continue
        newest = newer[-1]
        try:
            why = bundle.failure_line(bundle.load(newest)).partition(" capture failed: ")[2]
        except IrscopeError as exc:
            why = str(exc)
        more = f" (and {len(newer) - 1} before it)" if len(newer) > 1 else ""
        notes.append(
            f"{label_of(path)}: showing {path.name}, the newest capture that succeeded;"
            f" the newer capture {newest}{more} failed: {why}"
        )
    return notes


def is_bundle_path(target: str) -> bool:
    """Does `target` name a bundle directory (or its manifest) rather than a kernel reference?"""
    path = Path(target)
    with _reading(path):
        return (path / MANIFEST).is_file() or path.name == MANIFEST


def arch_dirs(root: Path, ref: KernelRef) -> list[Path]:
    """<store>/<kernel>/<case>/<arch>/ of every (case, arch) that `ref` names whole, sorted."""
    if not ref.kernel:
        return []
    with _reading(root / ref.kernel):
        kernel_dir = root / ref.kernel
        if not kernel_dir.is_dir():
            return []
        return [
            arch_dir
            for case_dir in sorted(kernel_dir.iterdir())
            if case_dir.is_dir() and not (ref.case and case_dir.name != ref.case)
            for arch_dir in sorted(case_dir.iterdir())
            if arch_dir.is_dir() and not (ref.arch and arch_dir.name != ref.arch)
        ]


def captures(arch_dir: Path) -> list[Path]:
    """The bundles of one (case, arch), oldest first (`capture_order`; temporaries and half-written
    ones left out). A symlink is none: what it leads to lies outside the store (another case's
    bundle, another store), and taken as the newest capture it would be shown and pinned as this
    case's."""
    with _reading(arch_dir):
        return sorted(
            (
                d
                for d in arch_dir.iterdir()
                if not d.name.startswith(".") and not d.is_symlink() and d.is_dir() and (d / MANIFEST).is_file()
            ),
            key=lambda d: capture_order(d.name),
        )


@contextlib.contextmanager
def _reading(where: Path) -> Iterator[None]:
    """A store irscope cannot fully read (another user's, a link to a place it may not enter,
    `IRSCOPE_STORE=/`, a name longer than a file name may be) is one line naming the place."""
    try:
        yield
    except OSError as exc:
        raise StoreError(f"{exc.filename or where}: cannot read the store: {exc.strerror or exc}") from None


def newest_line_info(arch_dir: Path) -> Path | None:
    """The newest good line-info bundle of one (case, arch) whose kernel source has not changed since.

    Each bundle is loaded (validated) before any of its fields is used; a corrupt one is an
    error naming it, not a bundle to skip silently."""
    for d in reversed(captures(arch_dir)):
        b = _bundles().load(d)
        if not b.ok or b.manifest.capture.lineinfo is None:
            continue
        if _kernel_source_changed(b):
            return None  # the kernel changed since: an older capture is staler still
        return d
    return None


def _kernel_source_changed(b: Bundle) -> bool:
    """Whether the kernel module the bundle was captured from now reads differently. Only a
    regular `.py` file is read (never a FIFO, a device or /proc), without blocking."""
    import hashlib

    from irscope.bundle.members import read_regular_file

    source = Path(b.manifest.kernel.source)
    if source.suffix != ".py":
        return False
    data = read_regular_file(source)
    return data is not None and hashlib.sha256(data).hexdigest() != b.manifest.kernel.source_sha256


def all_latest(root: Path, *, skip_failed: bool = False) -> list[Path]:
    with _reading(root):
        if not root.is_dir():
            return []
        kernel_dirs = sorted(root.iterdir())
    out: list[Path] = []
    for kernel_dir in kernel_dirs:
        if kernel_dir.is_dir() and not kernel_dir.name.startswith("."):
            out.extend(latest_bundles(root, KernelRef(kernel_dir.name, None, None), skip_failed=skip_failed))
    return out


def resolve(target: str, root: Path | None = None, *, skip_failed: bool = False, exact: bool = False) -> list[Path]:
    """A bundle path, or a kernel reference resolved in the store, to bundle directories: each
    part of the reference a whole name or, as people type them, a unique prefix or part of one
    (`referred_arch_dirs`); one that fits several names is an error listing them, one per line.
    `exact`: whole names only (the snapshot tests, which name what they pin)."""
    if not target.strip():  # Path("") is ".", which exists
        raise BundleNotFound(f"{target!r}: empty; give a bundle directory or a kernel reference KERNEL[:CASE][@ARCH]")
    path = Path(target)
    if is_bundle_path(target):
        return [path.parent if path.name == MANIFEST else path]
    target, root = split_store(target, root or default_root())
    ref = parse_ref(target)
    if ref is None:
        if _exists(path):
            raise BundleNotFound(f"{target}: not a bundle (no {MANIFEST})")
        raise BundleNotFound(f"{target}: neither a bundle directory nor a kernel reference KERNEL[:CASE][@ARCH]")
    dirs = arch_dirs(root, ref) if exact else referred_arch_dirs(root, ref)
    found = _latest(dirs, skip_failed=skip_failed)
    if not found:
        if _exists(path):
            raise BundleNotFound(f"{target}: not a bundle (no {MANIFEST})")
        if not _exists(root):
            raise BundleNotFound(f"{ref}: no store {root} (no such directory)")
        if dirs:  # its folders are there, with no complete capture in them
            raise BundleNotFound(f"{ref}: {_incomplete(dirs[0])}")
        raise BundleNotFound(f"{ref}: no capture in {root}; {_closest(root, ref)}")
    return found


def _incomplete(arch_dir: Path) -> str:
    """Why a (case, arch) folder that exists gave no capture: what is in it instead."""
    with _reading(arch_dir):
        names = sorted(e.name for e in os.scandir(arch_dir) if not e.name.startswith("."))
    if not names:
        return f"no complete capture in {arch_dir} (one may be under way)"
    return f"no complete capture in {arch_dir}: {_some(names)} hold(s) no regular {MANIFEST} (damaged or half-written)"


def _latest(dirs: list[Path], *, skip_failed: bool) -> list[Path]:
    if skip_failed:
        return [found for found in map(newest_usable, dirs) if found is not None]
    return [found[-1] for found in map(captures, dirs) if found]


def _exists(path: Path) -> bool:
    with _reading(path):
        return path.exists()


def resolve_one(target: str, root: Path | None = None, *, skip_failed: bool = False, exact: bool = False) -> Path:
    found = resolve(target, root, skip_failed=skip_failed, exact=exact)
    if len(found) > 1:
        raise ambiguous(target, [label_of(p) for p in found])
    return found[0]


def referred_arch_dirs(root: Path, ref: KernelRef) -> list[Path]:
    """<store>/<kernel>/<case>/<arch>/ of every (case, arch) `ref` refers to, sorted, each part
    taken as people type it (store_refs.referred_captures: a whole name, else a unique prefix
    or part of one); AmbiguousReference where a part fits several names."""
    with _reading(root):
        if not root.is_dir():
            return []
        found = referred_captures(ref, lambda parts: _names(root.joinpath(*parts)))
    return [root / k / c / a for k, c, a in found]


def _names(directory: Path) -> list[str]:
    """The names of a store directory's entries (kernels, cases or archs), sorted."""
    try:  # os.scandir: an entry's type without a stat each (a store of 1,000 captures: 5x quicker)
        with os.scandir(directory) as entries:
            return sorted(e.name for e in entries if not e.name.startswith(".") and e.is_dir())
    except (FileNotFoundError, NotADirectoryError):
        return []


def _closest(root: Path, ref: KernelRef) -> str:
    """For a reference that fits no capture, one line: at the first part that fits no name, the
    names closest to it there (name_match.suggestions), else the names there."""
    see = f"(irscope list --store {root})"
    with _reading(root):  # the names only, level by level: a store may hold thousands of captures
        kernels = _names(root)
        if not kernels:
            return f"{root} holds no captures"
        fits = [ref.kernel] if ref.kernel in kernels else referred(ref.kernel, kernels) if ref.kernel else kernels
        if not fits:
            return f"{_offer('kernels', ref.kernel, kernels)} {see}"
        cases = sorted({c for k in fits for c in _names(root / k)})
        if ref.case is not None and not referred(ref.case, cases):
            return f"{_offer('cases', ref.case, cases)} {see}"
        archs = sorted({a for k in fits for c in _names(root / k) for a in _names(root / k / c)})
    return f"captured for {_some(archs)} {see}" if archs else f"no capture of it is complete {see}"


def _offer(what: str, typed: str, names: list[str]) -> str:
    close = suggestions(typed, names, limit=5)
    return f"closest {what}: {_some(close)}" if close else f"{what}: {_some(names)}"


def _some(names: list[str], limit: int = 8) -> str:
    return ", ".join(names[:limit]) + (f", ... ({len(names)} in all)" if len(names) > limit else "")


def label_of(bundle_dir: Path) -> str:
    """KERNEL:CASE@ARCH of a bundle directory in a store, from where it lies."""
    arch_dir = bundle_dir.parent
    return f"{arch_dir.parent.parent.name}:{arch_dir.parent.name}@{arch_dir.name}"


# ---- ownership ------------------------------------------------------------------------------
#: The file irscope writes into a store directory it makes: a capture sweeps what killed
#: captures left (capture.leftovers) only in a directory holding it, so `--store ~` or a project
#: folder is never swept. (A store an older irscope made has none: `touch STORE/.irscope-store`
#: lets captures sweep it again.)
MARKER = STORE_MARKER


def create(root: Path) -> None:
    """Make `root` ready for bundles. Missing, it is created with its marker; an empty
    directory gets the marker too, and so does one holding nothing but irscope's caches (the
    kernel-discovery cache `irscope list` writes before any capture made the store); any other
    directory is written into as asked but never swept (`owns` is False there)."""
    from irscope.output_files import check_not_kept

    check_not_kept(root, stores=False)  # a store may be named inside another, never in a bundle
    try:
        made = not root.exists()
        if made:
            made_dirs.make(root)  # taken back if the command fails before it writes a bundle
        elif not root.is_dir():
            raise StoreError(f"{root}: the store is not a directory")
        adopt = made or _only_caches(root)
        if adopt and not owns(root):
            fd = os.open(root / MARKER, os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW, 0o666)
            os.write(fd, b"an irscope store: bundles under KERNEL/CASE/ARCH/STAMP (docs/reliability.md)\n")
            os.close(fd)
    except OSError as exc:
        raise StoreError(f"{root}: cannot create output directory: {exc.strerror or exc}") from None


def _only_caches(root: Path) -> bool:
    """Does `root` hold nothing, or only irscope's `.cache/` with nothing but its folders in it?"""
    import stat

    entries = list(root.iterdir())
    if not entries:
        return True
    if [e.name for e in entries] != [CACHES.name] or not stat.S_ISDIR(os.lstat(root / CACHES).st_mode):
        return False
    ours = {CAPTURE_CACHE.name, SOURCEMAP_CACHE.name, DISCOVERY_CACHE.name, EXPLAIN_CAPTURES.name}
    return all(e.name in ours and stat.S_ISDIR(e.lstat().st_mode) for e in (root / CACHES).iterdir())


def owns(root: Path) -> bool:
    """Is `root` a store irscope made (its marker a regular file, not a link to one)?"""
    import stat

    try:
        return stat.S_ISREG(os.lstat(root / MARKER).st_mode)
    except OSError:
        return False


# ---- other stores in a reference, and what a store holds ---------------------------------------
#: `STORE::KERNEL[:CASE][@ARCH]`: a reference resolved in another store than the command's.
STORE_SEPARATOR = "::"


def split_store(target: str, root: Path) -> tuple[str, Path]:
    """`STORE::REF` -> (REF, STORE); any other target -> (target, root). The store is what comes
    before the last `::` (a reference KERNEL[:CASE][@ARCH] holds none; a folder's name may)."""
    head, separator, tail = target.rpartition(STORE_SEPARATOR)
    if separator and head and tail and not is_bundle_path(target):
        return tail, Path(head)
    return target, root


@dataclass(frozen=True)
class Listed:
    """One capture of a store, as `irscope list --store` shows it."""

    kernel: str
    case: str
    arch: str
    stamp: str
    status: str  # "ok" | f"ok ({NO_DEVICE_CODE})" | "failed" | the error that keeps it from loading
    command: str  # the traced command, what a rebuilt capture came from, or "" (a CASES capture)
    path: Path
    values: Values = Values()  # a traced compile's compile-time values (compile_values.recorded)
    trigger: str = ""  # the pytest node id or program line that first made it (compile_values.trigger)


def kernel_dirs(root: Path) -> list[Path]:
    """<store>/<kernel>/ of every kernel, sorted (hidden folders, `.cache` and `.objects`, are none)."""
    if not root.is_dir():
        return []
    return sorted(d for d in root.iterdir() if d.is_dir() and not d.name.startswith("."))


def listed(path: Path) -> Listed:
    """The capture at `path` as `list --store` shows it (loaded and validated: store_index keeps it)."""
    arch_dir = path.parent
    kernel, case, arch = arch_dir.parent.parent.name, arch_dir.parent.name, arch_dir.name
    try:
        b = _bundles().load(path)
        spec = b.trace()
    except IrscopeError as exc:
        return Listed(kernel, case, arch, path.name, f"unreadable: {exc}", "", path)
    command = ""
    if spec is not None and spec.rebuilt_from:
        command = f"rebuilt from {spec.rebuilt_from}"
    elif spec is not None:
        command = " ".join([Path(spec.argv[0]).name, *spec.argv[1:]]) if spec.argv else spec.how
    from irscope.bundle.manifest import NO_DEVICE_CODE

    status = "failed" if not b.ok else "ok" if b.manifest.device_code else f"ok ({NO_DEVICE_CODE})"
    if spec is None:
        return Listed(kernel, case, arch, path.name, status, command, path)
    from irscope import compile_values

    values, said = compile_values.Values.of(compile_values.recorded(spec)), compile_values.trigger(spec)
    return Listed(kernel, case, arch, path.name, status, command, path, values, said)
