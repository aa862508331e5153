"""The host LLVM IR of a compile: the pipeline's output lowered to LLVM IR by the DSL itself.

The lowering pipeline ends in MLIR's LLVM dialect (the host code, the GPU binary embedded as a
constant); the DSL then makes LLVM IR and an object of it inside its JIT, where nobody sees it.
DSLs with the `cutlass.compiler` API (4.8) do that step on request: a `Compiler` with the
default ABI compiles a `CompiledMlirArtifact` (the module's bytecode) to `ArtifactType.LlvmIr`,
whose `str()` is the text, in a few milliseconds. irscope asks for it right after the real
pipeline run, on a bytecode copy of its output (`write`); a DSL without that API has none
(`unavailable` says why, probed by what the package has, not by its version).

A constant of more than ELIDE_BYTES bytes (the embedded GPU binary, which the bundle keeps as
the cubin) is shown as its size and digest rather than kilobytes of escapes on one line.
"""

from __future__ import annotations

import hashlib
import io
import re
import time
from pathlib import Path
from typing import Any

#: Constants larger than this are elided from the stored text.
ELIDE_BYTES = 1024
_STRING_CONSTANT = re.compile(r'^(?P<head>@.*? constant \[(?P<n>\d+) x i8\] )c"(?P<body>[^"]*)"(?P<tail>.*)$', re.M)
_NAMES = ("Compiler", "Abi", "ArtifactType", "CompiledMlirArtifact")


def unavailable() -> str | None:
    """None where this DSL can make host LLVM IR, else why it cannot."""
    try:
        from cutlass import compiler
    except ImportError:
        return "this DSL has no cutlass.compiler API to lower the pipeline's output to LLVM IR"
    missing = [n for n in _NAMES if not hasattr(compiler, n)]
    if missing or not hasattr(compiler.ArtifactType, "LlvmIr") or not hasattr(compiler.Abi, "Tbd"):
        return f"this DSL's cutlass.compiler lacks {', '.join(missing) or 'ArtifactType.LlvmIr / Abi.Tbd'}"
    return None


def module_bytecode(op: Any) -> bytes:
    """The bytecode of the module `op`: what `write` lowers (a copy, so it may happen elsewhere)."""
    buffer = io.BytesIO()
    op.write_bytecode(buffer)
    return buffer.getvalue()


def write(bytecode: bytes, path: Path) -> dict[str, Any]:
    """The host LLVM IR of the module in `bytecode` (the pipeline's output) into `path`; what
    happened, as result.json keeps it: {"file", "ms"}, {"unavailable": why} or {"error": ...}."""
    why = unavailable()
    if why is not None:
        return {"unavailable": why}
    from cutlass import compiler

    started = time.perf_counter()
    try:
        lowered = compiler.Compiler()
        lowered.set_abi(compiler.Abi.Tbd)
        artifact = lowered.compile_to(
            compiler.CompiledMlirArtifact.from_bitcode(bytecode), compiler.ArtifactType.LlvmIr
        )
        path.write_text(elide_constants(str(artifact)))
    except Exception as exc:  # noqa: BLE001 - the compile is done: a view irscope could not make
        first = str(exc).splitlines()[0] if str(exc) else ""
        return {"error": f"{type(exc).__name__}: {first}"}
    return {"file": path.name, "ms": round((time.perf_counter() - started) * 1e3, 3)}


def elide_constants(text: str) -> str:
    """`text` with each i8 array constant over ELIDE_BYTES bytes replaced by a note of its size
    and sha256 (of its escaped form), so that two texts differ there only where the data does."""

    def elide(m: re.Match[str]) -> str:
        if int(m["n"]) <= ELIDE_BYTES:
            return m[0]
        digest = hashlib.sha256(m["body"].encode()).hexdigest()[:16]
        return f'{m["head"]}c"..."{m["tail"]} ; irscope: {m["n"]} bytes elided, sha256 {digest}'

    return _STRING_CONSTANT.sub(elide, text)
