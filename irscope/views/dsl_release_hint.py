"""What a failed capture adds when the kernel asked the DSL for a name it does not have.

Kernels follow the DSL their project installs: one written for today's API
(`cutlass.memory.SmemAllocator`, DSL 4.8) fails under an older install with
`module 'cutlass' has no attribute 'memory'`, and one written for an older API
(`cute.make_fragment`, gone in 4.6) fails under a newer one. Either way the fix is not in the
kernel: irscope captures with whatever DSL is installed beside it, so it belongs in the
project's own environment. The hint names the release the capture used and says how.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from irscope.installed import dsl_extra_range

#: The DSL's messages for a name it lacks: an attribute of a `cutlass` module, a module, a name
#: imported from one. The group is the missing name, dotted as the kernel wrote it.
_MISSING = (
    re.compile(r"module '(?P<module>cutlass(?:\.\w+)*)' has no attribute '(?P<name>\w+)'"),
    re.compile(r"No module named '(?P<name>cutlass(?:\.\w+)+)'"),
    re.compile(r"cannot import name '(?P<name>\w+)' from '(?P<module>cutlass(?:\.\w+)*)'"),
)
_KINDS = ("AttributeError", "ImportError", "ModuleNotFoundError")


def missing_dsl_name(error: Mapping[str, object]) -> str | None:
    """`cutlass.memory` for an error record whose exception is an AttributeError or ImportError
    on a `cutlass` name; None for any other failure."""
    if error.get("kind") not in _KINDS:
        return None
    message = str(error.get("message") or "")
    for pattern in _MISSING:
        m = pattern.search(message)
        if m:
            module = m.groupdict().get("module")
            return f"{module}.{m['name']}" if module else m["name"]
    return None


def dsl_release_hint(error: Mapping[str, object], dsl_version: str | None) -> str | None:
    """The sentence a failed capture adds when the kernel needs another DSL release, else None."""
    name = missing_dsl_name(error)
    if name is None:
        return None
    release = f"nvidia-cutlass-dsl {dsl_version}" if dsl_version else "the installed nvidia-cutlass-dsl"
    accepted = dsl_extra_range()
    extra = f"; it accepts nvidia-cutlass-dsl{accepted}" if accepted else ""
    return (
        f"{release}, which this capture used, has no {name}: the kernel may be written for another "
        f"DSL release. irscope captures with the DSL installed beside it: to use your project's, "
        f"install irscope into your project's environment (`pip install irscope`{extra})"
    )
