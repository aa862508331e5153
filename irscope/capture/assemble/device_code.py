"""Does a compile make device code at all?

A `@cute.jit` function that launches no `@cute.kernel` (a host-side helper the DSL compiles: a
layout conversion, a function that prints a tensor's type) compiles to host code only: its IR
holds no `gpu.module`, so the pipeline makes no PTX, cubin or SASS, and that is its whole result,
not a failure. A kernel compile's IR holds its `gpu.module` at the pipeline's input (the DSL
outlines kernels before the pipeline; by the end the cubin is LLVM data and no gpu op is left).
Only a compile that made no PTX is asked.
"""

from __future__ import annotations

import re

from irscope.bundle.manifest import NO_DEVICE_CODE_EXPLAINED

#: An op of device code, or of its launch, in printed MLIR (`gpu.container_module`, an attribute
#: every DSL module carries, is not one).
_DEVICE_OPS = re.compile(r"\bgpu\.(?:module|binary|func|launch_func|launch)\b")

#: What the manifest notes for such a compile (method_detail): the wording every view uses, and
#: the evidence this module found.
NO_DEVICE_CODE_NOTE = f"{NO_DEVICE_CODE_EXPLAINED} (its IR has no gpu.module)"


def has_device_code(*ir_texts: str | None) -> bool:
    """Whether any of these IR texts (the pipeline's input, the last observed state) holds device code."""
    return any(text is not None and _DEVICE_OPS.search(text) for text in ir_texts)
