"""Members stored as zstd frames (bundle format 4); an IR text compressed against the one before it.

One compile's IR texts differ from one pass to the next by what the pass did, and little else:
each IR member is compressed with the IR text written before it in the bundle as its prefix
(what `zstd --patch-from` does), so that it stores mostly what changed. On the Hopper FMHA (27
stored texts, 23.5 MB, 9,700 lines a pass): 0.89 MB, where xz preset 0 took 1.53 MB (format 3)
and gzip level 1 3.18 MB (format 2), in 0.6 s of CPU (xz: 0.4 s); the whole chain reads back
in ~15 ms of CPU, less than xz took for its largest text alone. PTX and SASS are one frame each,
without a prefix.

A member with a prefix begins with a zstd skippable frame that names it (a member path of the
same bundle and its CRC-32, `irscope-prefix:ir/008-cute-expand-ops.mlir.zst#1c291ca3`), then the
frame (with its content checksum); `zstd -d
--patch-from=PREFIX_TEXT` reads it from the command line, the prefix itself decompressed first.
Decompressing is bounded as the other codecs' (bundle.members): past `limit` bytes of output it
stops and says so.
"""

from __future__ import annotations

import struct
import sys
import zlib
from typing import Any

from irscope.bounded_read import inflate_whole
from irscope.errors import BundleError

SUFFIX = ".zst"
#: Compression level of an IR text against its prefix: 11 stores the FMHA's texts in 0.89 MB,
#: 9 in 0.91 MB for two thirds of the CPU time, 19 in 0.74 MB for thirty times it.
IR_LEVEL = 11
#: Level of a standalone member up to TEXT_LEVEL_UP_TO bytes (PTX, SASS: the FMHA's 270 kB in
#: 27 kB, 45 ms; 19 saves 1 kB more for 70 ms), and past it IR_LEVEL (what CUTE_DSL_PRINT_IR
#: printed: as large as an IR text).
TEXT_LEVEL = 15
TEXT_LEVEL_UP_TO = 512 << 10
#: The first skippable-frame magic number (0x184D2A50..5F are reserved for them).
_SKIPPABLE = 0x184D2A50
_TAG = b"irscope-prefix:"
#: What a frame may declare as its window (2**27: the limit zstd decoders keep by default).
_MAX_WINDOW_LOG = 27


def codec() -> Any:
    """The zstd module: Python's own from 3.14 (compression.zstd), else its backport."""
    if sys.version_info >= (3, 14):
        from compression import zstd
    else:
        from backports import zstd
    return zstd


def compress(data: bytes, prefix: tuple[str, bytes] | None = None) -> bytes:
    """`data` as a member: one frame, compressed against `prefix` (member name, its bytes)
    where given, behind a skippable frame naming it. Equal inputs give equal bytes."""
    zstd = codec()
    parameter = zstd.CompressionParameter
    span = len(data) + (len(prefix[1]) if prefix else 0)
    options = {
        parameter.compression_level: TEXT_LEVEL if prefix is None and len(data) <= TEXT_LEVEL_UP_TO else IR_LEVEL,
        parameter.window_log: min(_MAX_WINDOW_LOG, max(20, span.bit_length())),
        parameter.checksum_flag: 1,
    }
    if prefix is None:
        whole: bytes = zstd.compress(data, options=options)
        return whole
    named = prefix[0].encode("utf-8")
    name = _TAG + named + b"#" + b"%08x" % zlib.crc32(named)
    header = struct.pack("<II", _SKIPPABLE, len(name)) + name
    frame: bytes = zstd.compress(data, options=options, zstd_dict=zstd.ZstdDict(prefix[1], is_raw=True).as_prefix)
    return header + frame


def split(stored: bytes, where: str) -> tuple[str | None, bytes]:
    """(the member named as the prefix, or None; the zstd frame) of a stored member."""
    if len(stored) < 8 or struct.unpack_from("<I", stored)[0] != _SKIPPABLE:
        return None, stored
    size = struct.unpack_from("<I", stored, 4)[0]
    name = stored[8 : 8 + size]
    named, _, check = name[len(_TAG) :].rpartition(b"#")
    try:
        intact = len(name) == size and name.startswith(_TAG) and check == b"%08x" % zlib.crc32(named)
        prefix = named.decode("utf-8") if intact else ""
    except UnicodeDecodeError:
        prefix = ""
    if not (0 < len(prefix) <= 255 and prefix.isprintable()):  # a damaged frame, not a member name
        raise BundleError(f"{where}: corrupt compressed member (not a zstd member irscope wrote)")
    return prefix, stored[8 + size :]


def decompress(frame: bytes, prefix: bytes | None, limit: int, where: str) -> bytes:
    """The content of one zstd `frame` (compressed against `prefix`), at most `limit` bytes:
    BundleError naming `where` past that, or for anything that is not one whole frame."""
    zstd = codec()
    options = {zstd.DecompressionParameter.window_log_max: _MAX_WINDOW_LOG}
    zdict = zstd.ZstdDict(prefix, is_raw=True).as_prefix if prefix is not None else None
    return inflate_whole(
        zstd.ZstdDecompressor(zstd_dict=zdict, options=options),
        frame,
        limit,
        where,
        codec="zstd",
        unit="frame",
        errors=(zstd.ZstdError,),
        too_big=lambda _: (
            f"decompresses to more than {limit} bytes, more than irscope's zstd ever "
            "makes of a member this size (not a member irscope wrote)"
        ),
    )
