"""The page's data as base64 of gzipped JSON, deflated on two threads while it is encoded.

Highlighted HTML repeats the same few span tags thousands of times and shrinks about
thirty-fold; the page's script unpacks it with the browser's own DecompressionStream (no
library, no network). A GEMM pair's page is 5.8 MB of JSON: encoding it takes ~55 ms and
holds the GIL, deflating it ~95 ms and does not (zlib releases it). So the JSON is encoded a
top-level entry at a time, and every CHUNK bytes of it are deflated on a worker thread while the
next are encoded, as pigz does: each chunk by its own compressor, primed with the 32 KB before
it (so it may refer back into them, as one stream would), ended by a sync flush (byte-aligned,
not final) but the last. The chunks laid end to end are one deflate stream, inside one gzip
member, that any inflater reads; the page is as small as one compressor makes it (the GEMM
pair's came out 0.08% smaller) and is packed in 60-70% of the time (78-95 ms instead of
114-160). Chunks are cut at fixed offsets, so the same data gives the same bytes however the
threads run.
"""

from __future__ import annotations

import base64
import gzip
import json
import zlib
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

#: zlib's level. On an attention kernel's 15 MB of JSON level 9 made the page 7% smaller in nine
#: times the time (1.46 MB in 1.75 s, level 6 1.50 MB in 0.36 s, level 5 1.57 MB in 0.20 s).
LEVEL = 5
#: JSON bytes deflated as one piece: large enough that priming and flushing cost nothing.
CHUNK = 1 << 19
#: The history a chunk's compressor is primed with: deflate's whole window.
WINDOW = 1 << 15
THREADS = 2


def packed_json(data: dict[str, Any]) -> str:
    """base64 of a gzip member holding `json.dumps(data)` (compact separators, UTF-8);
    mtime 0: the same data gives the same text."""
    chunks: list[Future[bytes]] = []
    crc = size = 0
    pending = bytearray()
    history = b""
    with ThreadPoolExecutor(THREADS) as pool:
        for piece in _json_pieces(data):
            pending += piece.encode("utf-8")
            while len(pending) > CHUNK:  # a chunk with more after it
                chunk = bytes(pending[:CHUNK])
                del pending[:CHUNK]
                chunks.append(pool.submit(_deflated, chunk, history, zlib.Z_SYNC_FLUSH))
                crc, size, history = zlib.crc32(chunk, crc), size + len(chunk), chunk[-WINDOW:]
        chunk = bytes(pending)
        chunks.append(pool.submit(_deflated, chunk, history, zlib.Z_FINISH))
        crc, size = zlib.crc32(chunk, crc), size + len(chunk)
        body = b"".join(c.result() for c in chunks)
    trailer = crc.to_bytes(4, "little") + (size & 0xFFFFFFFF).to_bytes(4, "little")
    return base64.b64encode(_header() + body + trailer).decode("ascii")


def _deflated(chunk: bytes, history: bytes, flush: int) -> bytes:
    if history:
        compressor = zlib.compressobj(LEVEL, zlib.DEFLATED, -zlib.MAX_WBITS, zdict=history)
    else:
        compressor = zlib.compressobj(LEVEL, zlib.DEFLATED, -zlib.MAX_WBITS)
    return compressor.compress(chunk) + compressor.flush(flush)


def _header() -> bytes:
    """The gzip header this Python writes for the level with mtime 0 (10 bytes, no name)."""
    return gzip.compress(b"", compresslevel=LEVEL, mtime=0)[:10]


def _json_pieces(data: dict[str, Any]) -> Iterator[str]:
    """`json.dumps(data, separators=(",", ":"), ensure_ascii=False)` in pieces: each top-level
    entry, and each entry of a top-level dict on its own (the pool's lines and templates are
    a dict by kind, megabytes each)."""
    if not _str_keys(data):  # json.dumps would spell the keys its own way: leave it to it
        yield _dumps(data)
        return
    yield "{"
    for k, (key, value) in enumerate(data.items()):
        yield ("," if k else "") + _dumps(key) + ":"
        if isinstance(value, dict) and value and _str_keys(value):
            yield "{"
            for j, (inner, item) in enumerate(value.items()):
                yield ("," if j else "") + _dumps(inner) + ":" + _dumps(item)
            yield "}"
        else:
            yield _dumps(value)
    yield "}"


def _str_keys(d: dict[Any, Any]) -> bool:
    return all(type(key) is str for key in d)


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)
