"""What decides a capture, as one digest: the key of the capture cache (cache/entries.py).

Not the DSL's JIT-cache hash (worker/dsl_version_hash.py, which a capture turns off): this key says when a
bundle irscope already made may stand for a new compile. It covers

- the case: its kernel module's path and content, its entry and `dsl` specifier, the arch,
  the trace spec a `--from-trace` capture rebuilds;
- how it is captured: `--method`, `--lineinfo`, `--no-sass`;
- the tools: irscope's version and the digest of its own files that make bundles, the DSL's
  wheels (NAME==VERSION), nvdisasm's path, size and modification time, the Python version;
- the environment that can change a compile: PYTHONPATH, LD_LIBRARY_PATH, CUTE_DSL_LIBS and
  every CUTLASS_*, CUDA_*, NVIDIA_* and IRSCOPE_* variable (not IRSCOPE_STORE/IRSCOPE_KERNELS,
  which only say where things are), and the names in [tool.irscope] cache-env.

The local modules a kernel imports are not known before it is compiled: a cache entry records
them (local_modules.py) with their contents' hashes, and a lookup checks them again.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from irscope.bounded_read import read_file
from irscope.capture import CAPTURE_DIR
from irscope.capture_method import RequestedMethod
from irscope.errors import IrscopeError
from irscope.installed import dsl_distributions
from irscope.registry import CaseTarget
from irscope.version import __version__

#: No Python module or trace spec comes near this.
MAX_SOURCE_BYTES = 64 << 20
#: Bumped when what a key covers changes: older entries stop matching.
KEY_FORMAT = 1
ENV_PREFIXES = ("CUTLASS_", "CUDA_", "NVIDIA_", "IRSCOPE_")
ENV_NAMES = ("PYTHONPATH", "LD_LIBRARY_PATH", "CUTE_DSL_LIBS")
#: Where things are, not what a compile makes.
ENV_IGNORED = ("IRSCOPE_STORE", "IRSCOPE_KERNELS")
#: irscope's folders that never shape a bundle (they read bundles or print; nothing capture or
#: the bundle's own modules import, tests/capture/test_cache_key.py checks): editing them keeps the cache.
_READERS = ("analysis", "tui", "views", "lexers", "gpu", "cli", "snapshots")


@dataclass(frozen=True)
class CaptureKey:
    digest: str  # SHA-256 hex of `inputs`
    inputs: Mapping[str, Any]  # what it covers, readable (irscope cache --json shows it)


def capture_key(
    sel: CaseTarget,
    *,
    method: RequestedMethod,
    lineinfo: bool,
    nvdisasm: Path | None,
    trace: Path | None = None,
    cache_env: Iterable[str] = (),
) -> CaptureKey:
    source = Path(sel.info.source).resolve()
    inputs: dict[str, Any] = {
        "format": KEY_FORMAT,
        "case": sel.label,
        "source": str(source),
        "source_sha256": file_sha256(source),
        "entry": sel.info.entry,
        "dsl_spec": sel.info.dsl,
        "trace_sha256": file_sha256(trace) if trace is not None else None,
        "options": {"method": method, "lineinfo": lineinfo, "sass": nvdisasm is not None},
        "tools": {**_tools(), "nvdisasm": _file_stamp(nvdisasm)},
        "env": compile_env(cache_env),
    }
    digest = hashlib.sha256(json.dumps(inputs, sort_keys=True).encode()).hexdigest()
    return CaptureKey(digest, inputs)


def compile_env(extra: Iterable[str] = ()) -> dict[str, str]:
    wanted = set(ENV_NAMES) | set(extra)
    return {
        name: value
        for name, value in sorted(os.environ.items())
        if (name in wanted or name.startswith(ENV_PREFIXES)) and name not in ENV_IGNORED
    }


def file_sha256(path: Path) -> str | None:
    """The content hash of a regular file outside any bundle (a kernel module, a local module it
    imported, a trace spec), None where it is none or cannot be read (a miss, never an error):
    read by `bounded_read.read_file`, so a name in a cache entry (`/dev/zero`, a FIFO) can make
    a lookup neither read without end nor wait."""
    try:
        return hashlib.sha256(read_file(Path(path), limit=MAX_SOURCE_BYTES)).hexdigest()
    except IrscopeError:
        return None


@lru_cache(maxsize=1)
def _tools() -> dict[str, Any]:
    return {
        "irscope": f"{__version__}+{_irscope_digest()}",
        "dsl": dsl_distributions(),
        "python": platform.python_version(),
        "machine": platform.machine(),
    }


def _irscope_digest() -> str:
    """A digest of irscope's own files that shape a bundle (a source checkout changes without
    its version changing)."""
    package = CAPTURE_DIR.parent
    h = hashlib.sha256()
    for path in sorted(package.rglob("*")):
        relative = path.relative_to(package)
        if relative.parts[0] in _READERS or not path.is_file() or path.suffix not in (".py", ".json"):
            continue
        h.update(str(relative).encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def _file_stamp(path: Path | None) -> str | None:
    if path is None:
        return None
    try:
        st = Path(path).resolve().stat()
    except OSError:
        return str(path)
    return f"{Path(path).resolve()} {st.st_size} {st.st_mtime_ns}"
