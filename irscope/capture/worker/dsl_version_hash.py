"""Skip the DSL's hash of its own installation, which only keys the JIT cache a capture turns off.

Every `cute.compile` computes a module hash to look up the DSL's JIT cache: the module's
bytecode, the environment, the compile options and a "version" hash. In 4.5.3 that version is a
SHA-256 of the DSL's files, its 144 MB `_cutlass_ir` library included: ~0.2 s CPU once per
process, 6% of a plain compile + nvdisasm of the Hopper GEMM. A capture compiles with
CUTE_DSL_NO_CACHE=1 into a cache directory of its own that is deleted afterwards, so the key
is never looked up in a cache that could hold anything; nothing the compiler produces depends on
it. The worker therefore gives every DSL class that computes that hash a constant one instead.

Probed by attribute, never by version: a release without `get_version` on its DSL classes is
left as it is. The module hash still covers the bytecode, environment and options.
"""

from __future__ import annotations

import hashlib
from typing import Any

#: What the version hash becomes: a fresh SHA-256 object (callers `.copy()` and `.hexdigest()` it).
CONSTANT = b"irscope capture: DSL cache off"


def _constant_version(self: Any) -> Any:
    return hashlib.sha256(CONSTANT)


def skip_version_hash() -> list[str]:
    """Replace `get_version` on the DSL classes that define one; returns their names."""
    try:
        from cutlass.base_dsl.dsl import BaseDSL
    except ImportError:
        return []
    replaced: list[str] = []
    pending: list[type] = [BaseDSL]
    seen: set[type] = set()
    while pending:
        cls = pending.pop()
        if cls in seen:
            continue
        seen.add(cls)
        pending.extend(cls.__subclasses__())
        if callable(cls.__dict__.get("get_version")):
            cls.get_version = _constant_version  # type: ignore[attr-defined]
            replaced.append(cls.__qualname__)
    return sorted(replaced)
