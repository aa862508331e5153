"""A bundle rewritten in another bundle format, its texts as they are or changed: the older formats
irscope still reads (tests/reliability/test_compressed_members.py), the codec comparison and the
synthetic large bundles of the benchmarks (benchmarks/member_codecs.py, tui_speed --scale).

    1  IR texts as plain `.mlir` files; PTX, SASS and print_ir plain
    2  IR texts as gzip members (`.mlir.gz`, level 1); the rest plain
    3  IR texts as xz members (`.mlir.xz`, preset 0); the rest plain
    4  IR texts as zstd members, each against the one before it; PTX, SASS, print_ir zstd (`.zst`)
"""

from __future__ import annotations

import gzip
import json
import lzma
import shutil
from collections.abc import Callable
from pathlib import Path

from irscope import bundle
from irscope.bundle.members import encoded, read_member

#: The members each format stores compressed besides the IR texts (by artifact kind).
_TEXTS = ("ptx", "sass", "print_ir")


def rewrite(src: Path, dest: Path, version: int, texts: Callable[[str], str] = lambda text: text) -> Path:
    """`src` copied to `dest` in bundle format `version`, every IR text passed through `texts`."""
    shutil.copytree(src, dest, copy_function=shutil.copy)  # never hard links into a store's objects
    manifest = json.loads((dest / bundle.MANIFEST).read_text())
    artifacts = manifest["artifacts"]
    order = list(dict.fromkeys([artifacts["input_ir"], *(p["ir"] for p in manifest["passes"] if p["ir"])]))
    renamed: dict[str, str] = {}
    previous: tuple[str, bytes] | None = None
    for rel in order:
        data = texts(read_member(src, rel).decode()).encode()
        new = _ir_name(rel, version)
        stored = _stored(new, data, version, previous)
        (dest / rel).unlink()
        (dest / new).write_bytes(stored)
        renamed[rel] = new
        previous = (new, data)
    for kind in _TEXTS:
        rel = artifacts.get(kind)
        if not rel:
            continue
        data = read_member(src, rel)
        new = _base(rel) + (bundle.ZST_SUFFIX if version >= 4 else "")
        (dest / rel).unlink()
        (dest / new).write_bytes(encoded(new, data))
        artifacts[kind] = new
    artifacts["input_ir"] = renamed[artifacts["input_ir"]]
    for p in manifest["passes"]:
        p["ir"] = renamed.get(p["ir"], p["ir"])
    manifest["format_version"] = version
    (dest / bundle.MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
    return dest


def _base(rel: str) -> str:
    for suffix in (".gz", ".xz", bundle.ZST_SUFFIX):
        if rel.endswith(suffix):
            return rel[: -len(suffix)]
    return rel


def _ir_name(rel: str, version: int) -> str:
    return _base(rel) + {1: "", 2: ".gz", 3: ".xz", 4: bundle.ZST_SUFFIX}[version]


def _stored(rel: str, data: bytes, version: int, previous: tuple[str, bytes] | None) -> bytes:
    if version == 1:
        return data
    if version == 2:
        return gzip.compress(data, compresslevel=1, mtime=0)
    if version == 3:
        return lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC32, preset=0)
    return encoded(rel, data, previous)
