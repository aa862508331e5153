"""Source maps built on read, kept in the store: `<store>/.cache/sourcemaps/<key>.json`.

Building the map of a large kernel on read costs seconds (the MLIR locations of every pass's IR:
1.6 s for hopper_gemm:bf16_128x256_s4_mc2), so `irscope explain`, the TUI's source pane and
`irscope export` keep what they built beside the store's capture cache. The key is the bundle's
manifest.json (its bytes: one capture, never rewritten) and the irscope version (the map's
builder). An entry holds the map without the source copies (the manifest names those), is
written whole (temporary file, rename), and is checked like a stored sourcemap.json when read;
one that is missing, unreadable or invalid is built again. A bundle outside a store irscope
made (no `.irscope-store` marker three levels up) or a store that cannot be written gets no
entry: the map is built, which only costs time.

irscope never removes a bundle from a store (a user deletes one by hand), so there is no moment
to prune the map of a deleted bundle as it goes: `irscope cache --clear` removes every kept map
(`clear`), and each is built again when next read.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
from pathlib import Path
from typing import Any

from irscope import store
from irscope.bundle import MANIFEST, Bundle
from irscope.bundle.members import read_member, read_member_json
from irscope.bundle.sourcemap import check_document
from irscope.errors import IrscopeError, StoreError
from irscope.output_files import check_tree, write_file
from irscope.version import __version__

#: Changed when the rules that build a map change, so a map built by the old ones is not read.
MAP_RULES = b"kernel module found by its path's tail; MMAs paired with their PTX lines"


def entry_path(b: Bundle) -> Path | None:
    """Where the map of `b` is kept, or None for a bundle outside an irscope store."""
    root = b.path.parents[3] if len(b.path.parents) > 3 else None
    if root is None or not store.owns(root):
        return None
    try:
        manifest = read_member(b.path, MANIFEST)
    except IrscopeError:
        return None
    key = hashlib.sha256(manifest + b"\0" + __version__.encode() + b"\0" + MAP_RULES).hexdigest()
    return root / store.SOURCEMAP_CACHE / f"{key}.json"


def read(entry: Path) -> dict[str, Any] | None:
    """The kept map, or None where there is none that reads and checks."""
    try:
        data = read_member_json(entry.parent, entry.name)
        check_document(data, entry)
    except IrscopeError:
        return None
    return data if isinstance(data, dict) else None


def keep(entry: Path, doc: dict[str, Any]) -> None:
    """Write the map (a store that cannot be written only costs the next reader time)."""
    with contextlib.suppress(IrscopeError, OSError):
        write_file(entry, json.dumps(doc, separators=(",", ":")) + "\n", inside=entry.parents[2])


def clear(root: Path) -> int:
    """Remove every map kept in the store at `root`, and what a killed writer left beside them;
    how many maps there were. A `.cache` or `sourcemaps` that is a link or a file is refused
    (StoreError), not followed: `keep` never writes through one either."""
    directory = root / store.SOURCEMAP_CACHE
    check_tree(root, directory, make=False)
    try:
        with os.scandir(directory) as it:
            found = list(it)
    except FileNotFoundError:
        return 0
    except OSError as exc:
        raise StoreError(f"{directory}: cannot read: {exc.strerror or exc}") from None
    for item in found:
        try:
            if item.is_dir(follow_symlinks=False):
                shutil.rmtree(item.path)  # not a map irscope wrote, but in its place
            else:
                os.unlink(item.path)
        except FileNotFoundError:
            continue  # another clear got there first
        except OSError as exc:
            raise StoreError(f"{item.path}: cannot remove: {exc.strerror or exc}") from None
    return sum(item.name.endswith(".json") and not item.name.startswith(".") for item in found)
