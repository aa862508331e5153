"""One compile of relu:f32 for sm_90a as two committed bundles: captured by irscope before the
source map was built on read (`relu_f32_stored_map`: sourcemap.json and the plain-compile
comparison stored) and after (`relu_f32_mapped_on_read`: the raw texts kept). Same kernel file,
same DSL (4.5.3), same paths (the kernel module
/tmp/house2/proj/kernels/relu.py and irscope under /tmp/house2/code, as the map names them)."""

from __future__ import annotations

import shutil
from pathlib import Path

from irscope import store

DATA = Path(__file__).resolve().parent / "data"
STORED = DATA / "relu_f32_stored_map"
ON_READ = DATA / "relu_f32_mapped_on_read"
STAMP = "20260101T000000.000000Z"


def in_store(src: Path, root: Path) -> Path:
    """A copy of bundle `src` at its place in a new store irscope made under `root`."""
    store.create(root)
    dst = root / "relu" / "f32" / "sm_90a" / STAMP
    shutil.copytree(src, dst)
    return dst
