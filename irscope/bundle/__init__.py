"""The bundle: one capture of one kernel case for one arch, as a directory on disk.

    directory       the on-disk layout: `Bundle`, `load`, `BundleWriter` (what `bundle.X` names)
    manifest        manifest.json as one typed value (`Manifest`)
    trace_spec      trace.json: a traced compile's function and arguments as data (`TraceSpec`)
    sourcemap       sourcemap.json of older line-info captures
    members         how one member file is named, read and written (compressed by its suffix)
    zstd_codec      zstd members, each IR text compressed against the one before
    shared_objects  members a store holds once (`<store>/.objects/`)
    schema          the packaged JSON schemas and the one check against them

`from irscope import bundle`, then `bundle.Bundle`, `bundle.load(...)`: the names of `directory`,
loaded on first use, so that a process that only names a member (a capture's parent writing its
first spec) never loads the layout, its schema checks and their imports.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from irscope.bundle.directory import *  # noqa: F403 - the names `bundle.X` reaches, for the type checker

_SUBMODULES = frozenset(
    {"directory", "manifest", "trace_spec", "sourcemap", "members", "zstd_codec", "shared_objects", "schema"}
)


def __getattr__(name: str) -> object:
    if name.startswith("__") or name in _SUBMODULES:
        raise AttributeError(f"module 'irscope.bundle' has no attribute {name!r}")
    value = getattr(importlib.import_module("irscope.bundle.directory"), name)
    globals()[name] = value  # found once: later `bundle.X` reads it as a plain attribute (7 ns, not 0.8 us)
    return value
