"""The texts snapshots pin, kept with the cached capture they were made from, so that a session
whose captures all came from the capture cache normalizes nothing.

A pinned text (pinned_text.render) depends only on the bundle and on irscope's code: it is kept
in the bundle's capture-cache entry (capture_cache.derived_dir), under a digest of irscope's own
files, and goes with the entry when the entry is replaced. Bundles that came from no entry
(no cache, `--from-store`) are rendered as before. A text that cannot be kept (a read-only
store) is rendered each time; a stage a bundle lacks is never kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from irscope.bundle import Bundle, safe_filename
from irscope.capture.capture_cache import derived_dir
from irscope.snapshots.pinned_text import render


@dataclass(frozen=True)
class PinnedTexts:
    entries: dict[Path, Path]  # bundle directory -> its capture-cache entry (BundleSource.entries)

    def render(self, b: Bundle, stage: str) -> str:
        entry = self.entries.get(b.path)
        if entry is None:
            return render(b, stage)
        name = f"{safe_filename(stage)}-{hashlib.sha256(stage.encode()).hexdigest()[:8]}.txt"
        kept = derived_dir(entry, "pinned") / _code_digest() / name
        with contextlib.suppress(OSError, UnicodeDecodeError):
            return kept.read_text(encoding="utf-8")
        text = render(b, stage)
        with contextlib.suppress(OSError):
            kept.parent.mkdir(parents=True, exist_ok=True)
            tmp = kept.with_name(f".{kept.name}.{os.getpid()}.tmp")
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, kept)
        return text


@lru_cache(maxsize=1)
def _code_digest() -> str:
    """irscope's own .py files: a change to normalization or to what a snapshot pins renders anew."""
    package = Path(__file__).resolve().parent.parent
    h = hashlib.sha256()
    for path in sorted(package.rglob("*.py")):
        h.update(str(path.relative_to(package)).encode() + b"\0" + path.read_bytes())
    return h.hexdigest()[:16]
