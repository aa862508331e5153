"""What a line-info capture keeps, on the parent side (no cutlass, no analysis).

A source map (Python file:line -> MLIR ops -> PTX lines -> SASS instructions) and the comparison
with a plain compile are built on read, by irscope.analysis.line_info_capture, from raw texts the
bundle holds. Most are there already (the IR printed with locations, the PTX with `.loc`); this
adds the rest: nvdisasm's line-table listing of the cubin (`-c -g -gp`), copies of the source
files device code came from (the kernel module and the PTX's `.file` table, so the bundle shows
the code as it was compiled, even after the file changes), and the plain compile the orchestrator
ran beside it (its PTX, SASS and expanded pipeline under `plain/`). It returns the manifest's
`capture.lineinfo`: the kernel module's path as compiled, the copies, and how the plain compile
went.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from irscope import bundle
from irscope.capture.workdir import Workdir
from irscope.capture.worker_result import WorkerResult
from irscope.disassembler import disassemble
from irscope.errors import IrscopeError
from irscope.processes import Deadline
from irscope.ptx_syntax import ptx_files
from irscope.registry import CaseTarget

MAX_SOURCE_BYTES = 2 << 20  # a kernel module is small; anything larger is not copied


def wanted(result: WorkerResult | None) -> bool:
    """Was this compile made with line info? (What the worker ran with, not what was asked.)"""
    return result is not None and result.env.get("CUTE_DSL_LINEINFO") == "1"


def add(
    w: bundle.BundleWriter,
    artifacts: dict[str, str],
    selection: CaseTarget,
    nvdisasm: Path | None,
    reference: Path | None,
    deadline: Deadline | None = None,
) -> dict[str, Any]:
    """Write the line table, the source copies and the plain compile's code; return `capture.lineinfo`."""
    kernel_path = str(Path(selection.info.source).resolve())
    info: dict[str, Any] = {"kernel_path": kernel_path}
    if "sass" in artifacts and "cubin" in artifacts:
        try:
            listing = disassemble(w.tmp / artifacts["cubin"], nvdisasm, line_info=True, deadline=deadline)
            artifacts["sass_lines"] = w.write_text(bundle.SASS_LINES, listing)
        except IrscopeError as exc:
            info["note"] = f"no SASS line table: {exc}"
    ptx = w.read_text(artifacts["ptx"]) if "ptx" in artifacts else ""
    paths = dict.fromkeys([kernel_path, *ptx_files(ptx).values()])
    info["sources"] = [copy for i, path in enumerate(paths) if (copy := _copy_source(w, path, i))]
    info["reference"] = _keep_plain(w, artifacts, "sass" in artifacts, reference, nvdisasm, deadline)
    return info


def _copy_source(w: bundle.BundleWriter, path_text: str, index: int) -> dict[str, str] | None:
    path = Path(path_text)
    try:
        if not path.is_file() or path.stat().st_size > MAX_SOURCE_BYTES:
            return None
        data = path.read_bytes()
    except OSError:
        return None
    copy = w.write_bytes(f"{bundle.SOURCE_DIR}/{index}-{_safe(path.name)}", data)
    return {"path": path_text, "copy": copy, "sha256": hashlib.sha256(data).hexdigest()}


def _safe(name: str) -> str:
    return bundle.safe_filename(name) or "source"


def _keep_plain(
    w: bundle.BundleWriter,
    artifacts: dict[str, str],
    with_sass: bool,
    reference: Path | None,
    nvdisasm: Path | None,
    deadline: Deadline | None = None,
) -> dict[str, Any]:
    """The plain compile's PTX, SASS and expanded pipeline, kept to compare with on read; the
    manifest's `reference` ("kept", or why there is nothing to compare with)."""
    if reference is None:
        return {"status": "skipped", "detail": "no plain compile was run to compare with"}
    plain = Workdir(reference)
    ref_result = _read_result(plain.result)
    if ref_result is None or ref_result.error:
        why = ref_result.error["message"] if ref_result and ref_result.error else "the plain compile did not report"
        return {"status": "failed", "detail": f"the plain compile failed: {why.splitlines()[0] if why else ''}"}
    ref_ptx = plain.newest_dump("*.ptx")
    ref_cubin = plain.newest_dump("*.cubin")
    ref_sass = None
    if ref_cubin is not None and with_sass:
        try:
            ref_sass = disassemble(ref_cubin, nvdisasm, deadline=deadline)
        except IrscopeError as exc:
            return {"status": "failed", "detail": f"the plain compile's cubin did not disassemble: {exc}"}
    if ref_ptx is not None:
        artifacts["plain_ptx"] = w.write_text(bundle.PLAIN_PTX, ref_ptx.read_text(errors="replace"))
    if ref_sass is not None:
        artifacts["plain_sass"] = w.write_text(bundle.PLAIN_SASS, ref_sass)
    if ref_result.runs:
        # Its paths as <dump>/<workdir>, as the manifest's own pipeline: options compare equal.
        expanded = ref_result.runs[-1]["expanded"]
        artifacts["plain_pipeline"] = w.write_text(bundle.PLAIN_PIPELINE, plain.sanitize(expanded))
    return {"status": "kept"}


def _read_result(path: Path) -> WorkerResult | None:
    """The plain compile's result.json; None where it left none to read (it died, or wrote half)."""
    try:
        return WorkerResult.read(path)
    except IrscopeError:
        return None
