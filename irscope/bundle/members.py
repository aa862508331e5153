"""A bundle is a closed world: the one way to read a file of a bundle.

Every reader of a bundle (show, diff, stats, check and its updates, the TUI, explain) reads
through :func:`read_member`, so a bundle copied from someone else cannot make irscope read
anything outside it. A member is a relative path of plain names; it is opened only when every
component below the bundle root is a real directory or, last, a regular file: no symlink (even
one pointing inside the bundle), FIFO, socket or device, so that (no component `..` or `.`
either) it lies under the root by construction. The file is opened with O_NOFOLLOW and O_NONBLOCK and checked again with fstat,
so swapping a file for a symlink or a FIFO between the check and the open does not help either.
The same rule reads the capture cache's entries (`read_member_stored`, `member_sha256`: what an
entry's bundle holds, as stored) and the snapshot tree; a JSON member is parsed by the bounded
reader (`irscope.bounded_read`).

A member whose name ends in `.zst` (format 4: the IR texts, each compressed against the one
before it, and PTX and SASS; irscope/bundle/zstd_codec.py), `.xz` (format 3: the IR texts; `xzcat`
reads them) or `.gz` (format 2) is stored compressed; `read_member` returns it decompressed, so no
reader knows the difference. A member that does not decompress, or decompresses past
`MAX_MEMBER_BYTES` or past its format's expansion limit times its own size (a bomb), is a
BundleError naming the file, found before more than that is inflated.
"""

from __future__ import annotations

import hashlib
import lzma
import os
import stat
import threading
import zlib
from collections import OrderedDict
from pathlib import Path, PurePosixPath
from typing import Any, NewType

from irscope.bounded_read import (
    NOT_REGULAR,
    OPEN_FAILED,
    READ_FAILED,
    TOO_LARGE,
    Unreadable,
    inflate_whole,
    parse_json,
    read_file,
    read_regular,
    text_of,
)
from irscope.bundle import zstd_codec as bundle_zstd
from irscope.errors import BundleError, IrscopeError
from irscope.path_kinds import BUNDLE_FORMAT as BUNDLE_FORMAT  # a bundle's names, re-exported
from irscope.path_kinds import MANIFEST as MANIFEST
from irscope.path_kinds import STORE_MARKER as STORE_MARKER
from irscope.path_kinds import TRACE as TRACE
from irscope.path_kinds import WRITING_MARKER as WRITING_MARKER
from irscope.path_kinds import holds_bundle as holds_bundle
from irscope.path_kinds import kind_of as kind_of

#: No text of a bundle comes near this (the largest kernels' IR dumps are a few MB); a file
#: beyond it is not one irscope wrote.
MAX_MEMBER_BYTES = 1 << 30

#: The suffix of a member stored gzip-compressed (RFC 1952, readable with zcat): format 2.
COMPRESSED_SUFFIX = ".gz"
#: The suffix of a member stored xz-compressed (LZMA2, readable with xzcat): format 3. Preset 0
#: shrinks the IR texts of the captures here 2.5x more than gzip level 1 (hopper_gemm's 26 texts,
#: 17.4 MB: 1.14 MB -> 0.45 MB), reading each in ~5 ms; see docs/ARCHITECTURE.md.
XZ_SUFFIX = ".xz"


#: How many times its own size a compressed member may grow to, past EXPANSION_FLOOR. irscope
#: writes them at level 1 (`compress`), which gains ~230x at most, on a run of one byte (zlib
#: 1.2.13, measured: 229x; zlib-ng's level 1, by its static codes: ~160x, not measured); the IR
#: texts of the captures here gain 4-19x. A member that grows further is not one irscope wrote:
#: a gzip bomb, where a 1 MB member grew to 1 GB, 27 s and 2 GB of memory for one `show`, and
#: four 600 KB ones took an export past 6 GB of memory.
MAX_EXPANSION = 256

#: What any compressed member may grow to whatever its size (a tiny member is mostly header).
EXPANSION_FLOOR = 1 << 20

#: MAX_EXPANSION for xz members: preset 0 gains ~52x at most on the IR texts here, 3600x on a
#: run of one byte; a member growing past this is not one irscope wrote.
MAX_XZ_EXPANSION = 1024

#: The suffix of a member stored as a zstd frame (format 4: IR texts, each against the one
#: before it, PTX and SASS; irscope/bundle/zstd_codec.py).
ZST_SUFFIX = bundle_zstd.SUFFIX
#: MAX_EXPANSION for zstd members, past twice their prefix: level 19 gains ~20x on the IR texts
#: here alone, and a text that is its prefix and a few changed lines gains what it repeats.
MAX_ZST_EXPANSION = 1024

#: A file inside a bundle, named by its POSIX path relative to the bundle directory
#: (`ir/012-cse.mlir.gz`, `module.ptx`): what the manifest records, and what the functions below
#: and Bundle.read_text take. Not a filesystem path: member_path() makes one, after checking it.
BundleMember = NewType("BundleMember", str)


def member_path(
    root: Path,
    rel: str,
    referrer: Path | None = None,
    *,
    tree: str = "bundle",
    error: type[IrscopeError] = BundleError,
) -> Path:
    """The path of member `rel` of the bundle at `root`, after checking that it is a regular
    file inside the bundle; BundleError otherwise, naming `referrer` (the file that refers to
    `rel`, e.g. the manifest) or else the bundle. `tree`, `error`: the same rules for another
    closed tree (the snapshot tree: "snapshot tree", SnapshotError)."""
    where = f"{referrer}: refers to {rel}, which" if referrer else f"{root}: {rel}"

    def bad(what: str) -> IrscopeError:
        return error(f"{where} {what}")

    parts = PurePosixPath(rel).parts
    if not parts or PurePosixPath(rel).is_absolute() or any(p in ("..", ".", "") for p in parts):
        raise bad(f"is not a path inside the {tree}")
    path = root
    for i, part in enumerate(parts):
        path = path / part
        try:
            mode = os.lstat(path).st_mode
        except FileNotFoundError:
            raise bad("is missing") from None
        except OSError as exc:
            raise bad(f"cannot be read: {exc.strerror or exc}") from None
        last = i == len(parts) - 1
        if stat.S_ISLNK(mode):
            raise bad(f"is a symlink (a {tree} holds only regular files)" if last else f"lies under a symlink ({part})")
        if not last and not stat.S_ISDIR(mode):
            raise bad(f"lies under {part}, which is not a directory")
        if last and not stat.S_ISREG(mode):
            raise bad(f"is not a regular file ({kind_of(mode)})")
    # Inside the tree by construction: every component below the root was looked at with lstat
    # and none is a symlink, `..` or `.`. (A realpath of the member and of the root here cost
    # two lstat per component of the whole path, for every member: half of what loading a
    # bundle took, 3000 bundles in a minute for `list --store`.)
    return path


def member_exists(root: Path, rel: str) -> bool:
    """Does anything (a file, a link, a FIFO) stand at `rel` under `root`? (Not following links.)"""
    try:
        os.lstat(root / rel)
    except FileNotFoundError:
        return False
    except OSError:
        return True  # let the reader say what is wrong with it
    return True


def read_member(root: Path, rel: str, *, tree: str = "bundle", error: type[IrscopeError] = BundleError) -> bytes:
    """The bytes of member `rel` of the bundle at `root` (see the module docstring); `tree`,
    `error` as for member_path."""
    data, identity = _read_stored(root, rel, tree, error)
    if rel.endswith(ZST_SUFFIX):
        return _zst_decompressed(root, rel, data, identity, ())
    if rel.endswith(XZ_SUFFIX):
        return _xz_decompressed(root, rel, data)
    return _decompressed(root, rel, data) if rel.endswith(COMPRESSED_SUFFIX) else data


def read_member_stored(root: Path, rel: str, *, tree: str = "bundle", error: type[IrscopeError] = BundleError) -> bytes:
    """The bytes of member `rel` as they are on disk (a compressed member not decompressed): what
    the capture cache hashes."""
    return _read_stored(root, rel, tree, error)[0]


def _read_stored(
    root: Path, rel: str, tree: str, error: type[IrscopeError], referrer: Path | None = None
) -> tuple[bytes, tuple[int, ...]]:
    """The stored bytes of member `rel`, and the identity of the file they came from."""
    path = member_path(root, rel, referrer, tree=tree, error=error)
    try:
        data, info = read_regular(path, MAX_MEMBER_BYTES, follow=False)
    except Unreadable as no:
        if no.why in (OPEN_FAILED, READ_FAILED):
            raise error(f"{root}: cannot read {rel}: {no.detail}") from None
        if no.why == NOT_REGULAR and no.info is not None:
            raise error(f"{root}: {rel} is not a regular file ({kind_of(no.info.st_mode)})") from None
        if no.why == TOO_LARGE and no.info is not None:
            raise error(f"{root}: {rel} is {no.info.st_size} bytes, larger than any file irscope writes") from None
        raise error(f"{root}: {rel} is larger than any file irscope writes") from None
    return data, (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)


def _zst_decompressed(root: Path, rel: str, data: bytes, identity: tuple[int, ...], chain: tuple[str, ...]) -> bytes:
    """A zstd member's content (bundle_zstd), its prefix member read first (and kept: reading a
    compile's passes in order decompresses each text once). A prefix chain that comes back to a
    member it passed is a corrupt bundle."""
    with _DECODED_LOCK:
        cached = _DECODED.get(identity)
    if cached is not None:
        return cached
    where = str(root / rel)
    prefix_rel, frame = bundle_zstd.split(data, where)
    prefix = None
    if prefix_rel is not None:
        if prefix_rel == rel or prefix_rel in chain:
            raise BundleError(f"{where}: corrupt compressed member (its prefix {prefix_rel} leads back to it)")
        stored, prefix_identity = _read_stored(root, prefix_rel, "bundle", BundleError, referrer=root / rel)
        if not prefix_rel.endswith(ZST_SUFFIX):
            raise BundleError(f"{where}: corrupt compressed member (its prefix {prefix_rel} is no zstd member)")
        prefix = _zst_decompressed(root, prefix_rel, stored, prefix_identity, (*chain, rel))
    limit = min(MAX_MEMBER_BYTES, EXPANSION_FLOOR + 2 * len(prefix or b"") + MAX_ZST_EXPANSION * len(frame))
    try:
        out = bundle_zstd.decompress(frame, prefix, limit, where)
    except BundleError as exc:
        if prefix_rel is None:
            raise
        # The member read back against the text of another: a change to that one (a member
        # replaced by hand, recompressed) shows here, in a member nobody touched. Name both.
        raise BundleError(
            f"{exc}; it is stored against {prefix_rel}, which reads as a text of its own: a change to either"
            " member breaks this one"
        ) from None
    _remember(identity, out)
    return out


def _remember(identity: tuple[int, ...], data: bytes) -> None:
    """Keep a decompressed zstd member (bundles are immutable: its file identity names its
    content), the least recently kept going first past DECODED_BUDGET bytes."""
    with _DECODED_LOCK:
        _DECODED[identity] = data
        _DECODED.move_to_end(identity)
        total = sum(len(v) for v in _DECODED.values())
        while total > DECODED_BUDGET and len(_DECODED) > 1:
            _, dropped = _DECODED.popitem(last=False)
            total -= len(dropped)


#: Decompressed zstd members by (device, inode, size, mtime): the prefixes of the next ones.
_DECODED: OrderedDict[tuple[int, ...], bytes] = OrderedDict()
_DECODED_LOCK = threading.Lock()
DECODED_BUDGET = 256 << 20


def member_sha256(root: Path, rel: str, *, tree: str = "bundle") -> str | None:
    """The SHA-256 of member `rel` as stored, read by the rule above; None where the rule refuses
    it or it cannot be read (to the capture cache, a miss)."""
    try:
        return hashlib.sha256(read_member_stored(root, rel, tree=tree)).hexdigest()
    except IrscopeError:
        return None


def is_compressed(rel: str) -> bool:
    """Is member `rel` stored compressed (read back decompressed)?"""
    return rel.endswith((COMPRESSED_SUFFIX, XZ_SUFFIX, ZST_SUFFIX))


def encoded(rel: str, data: bytes, prefix: tuple[str, bytes] | None = None) -> bytes:
    """The bytes a bundle stores for member `rel` holding `data` (compressed by its suffix; a
    zstd member against `prefix`, another member's name and content, where given)."""
    if rel.endswith(ZST_SUFFIX):
        return bundle_zstd.compress(data, prefix)
    if rel.endswith(XZ_SUFFIX):
        return compress_xz(data)
    return compress(data) if rel.endswith(COMPRESSED_SUFFIX) else data


def compress_xz(data: bytes) -> bytes:
    """`data` as an xz member: preset 0, a CRC32 check; equal texts give equal bytes."""
    return lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC32, preset=0)


def _xz_decompressed(root: Path, rel: str, data: bytes) -> bytes:
    """An xz member's content: one xz stream, whole, within MAX_MEMBER_BYTES and MAX_XZ_EXPANSION
    times the member (past EXPANSION_FLOOR), found before it is all inflated."""
    limit = min(MAX_MEMBER_BYTES, max(EXPANSION_FLOOR, MAX_XZ_EXPANSION * len(data)))
    return inflate_whole(
        lzma.LZMADecompressor(format=lzma.FORMAT_XZ),
        data,
        limit,
        str(root / rel),
        codec="xz",
        unit="stream",
        errors=(lzma.LZMAError,),
        too_big=lambda _: (
            f"decompresses to more than {MAX_XZ_EXPANSION} times its {len(data)} bytes, "
            "more than irscope's xz ever compresses (not a member irscope wrote)"
        ),
    )


def _decompressed(root: Path, rel: str, data: bytes) -> bytes:
    """A gzip member's content: one gzip stream, whole, no larger than MAX_MEMBER_BYTES or
    MAX_EXPANSION times the member (past EXPANSION_FLOOR), found before it is all inflated."""
    limit = min(MAX_MEMBER_BYTES, max(EXPANSION_FLOOR, MAX_EXPANSION * len(data)))

    def too_big(size: int) -> str:
        if size > MAX_MEMBER_BYTES:
            return "decompresses to more than any file irscope writes"
        return (
            f"decompresses to more than {MAX_EXPANSION} times its {len(data)} bytes, "
            "more than irscope's gzip ever compresses (not a member irscope wrote)"
        )

    return inflate_whole(
        zlib.decompressobj(wbits=16 + zlib.MAX_WBITS),
        data,
        limit,
        str(root / rel),
        codec="gzip",
        unit="stream",
        errors=(zlib.error,),
        too_big=too_big,
    )


def compress(data: bytes) -> bytes:
    """`data` as a gzip member: level 1 (the IR texts shrink ~10x at ~5 ms per MB; higher levels
    gain a few percent for twice the time), no timestamp, so equal texts give equal bytes."""
    deflater = zlib.compressobj(1, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    return deflater.compress(data) + deflater.flush()


def read_member_text(root: Path, rel: str) -> str:
    """Member `rel` as text; bytes that are not UTF-8 show as U+FFFD (IR and tool output)."""
    return read_member(root, rel).decode("utf-8", errors="replace")


def read_member_utf8(root: Path, rel: str, *, tree: str = "bundle", error: type[IrscopeError] = BundleError) -> str:
    """Member `rel` as strict UTF-8 (the JSON documents irscope writes, snapshots)."""
    return text_of(read_member(root, rel, tree=tree, error=error), str(root / rel), error)


def read_member_json(root: Path, rel: str, *, tree: str = "bundle", error: type[IrscopeError] = BundleError) -> object:
    """Member `rel` parsed by the bounded reader (`irscope.bounded_read.parse_json`): `error` for
    bytes that are not UTF-8, text that is not JSON, nesting too deep, a number out of bounds."""
    return parse_json(read_member(root, rel, tree=tree, error=error), str(root / rel), error=error)


def read_member_object(root: Path, rel: str) -> dict[str, Any]:
    """Member `rel` as a JSON object (a manifest, a source map): BundleError if it is another value."""
    data = read_member_json(root, rel)
    if not isinstance(data, dict):
        raise BundleError(f"{root / rel}: not a JSON object")
    return data


def read_regular_file(path: Path, limit: int = 64 << 20) -> bytes | None:
    """A file outside any bundle that a manifest names (the kernel module): its bytes if it is a
    regular file of at most `limit` bytes, else None. Opened without blocking, so a FIFO or a
    /proc file named by a manifest cannot hang the reader."""
    try:
        return read_file(path, limit=limit)
    except IrscopeError:
        return None
