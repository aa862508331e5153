"""The texts snapshots pin, kept with the cached capture they were made from, so that a session
whose captures all came from the capture cache normalizes nothing.

A pinned text (pinned_text.render) depends only on the bundle and on irscope's code: it is kept
in the bundle's capture-cache entry (cache.entries.derived_dir), under a digest of irscope's own
files, and goes with the entry when the entry is replaced. Bundles that came from no entry
(no cache, `--from-store`) are rendered each time. A text that cannot be kept (a read-only
store) is rendered each time; a stage a bundle lacks is never kept.
"""

from __future__ import annotations

import contextlib
import hashlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from irscope.bundle import Bundle, safe_filename
from irscope.bundle.members import read_member_utf8
from irscope.capture.cache.entries import derived_dir
from irscope.errors import IrscopeError, StoreError
from irscope.output_files import write_file
from irscope.snapshots.pinned_text import render


@dataclass(frozen=True)
class PinnedTexts:
    entries: dict[Path, Path]  # bundle directory -> its capture-cache entry (BundleSource.entries)

    def render(self, b: Bundle, stage: str) -> str:
        entry = self.entries.get(b.path)
        if entry is None:
            return render(b, stage)
        name = f"{safe_filename(stage)}-{hashlib.sha256(stage.encode()).hexdigest()[:8]}.txt"
        folder = derived_dir(entry, "pinned") / _code_digest()
        # read and written by the rules of every tree irscope keeps (no link followed, regular
        # files only, whole or not at all): a kept text that is anything else is rendered again
        with contextlib.suppress(IrscopeError):
            return read_member_utf8(folder, name, tree="capture cache", error=StoreError)
        text = render(b, stage)
        with contextlib.suppress(IrscopeError, OSError):
            write_file(folder / name, text, inside=entry)
        return text


@lru_cache(maxsize=1)
def _code_digest() -> str:
    """irscope's own .py files: a change to normalization or to what a snapshot pins renders anew."""
    package = Path(__file__).resolve().parent.parent
    h = hashlib.sha256()
    for path in sorted(package.rglob("*.py")):
        h.update(str(path.relative_to(package)).encode() + b"\0" + path.read_bytes())
    return h.hexdigest()[:16]
