"""The source map of a line-info capture, assembled on the parent side (no cutlass import).

From what the worker recorded (IR dumps printed with locations, the PTX with `.loc`, the cubin
with line tables) this writes `sourcemap.json` (irscope.analysis.sourcemap), copies of the
source files device code came from (so the bundle shows the code as it was compiled, even after
the file changes), and returns the manifest's `capture.lineinfo`: what the map covers and how
the code compares with the plain compile the orchestrator ran beside it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from irscope import bundle
from irscope.capture.workdir import Workdir
from irscope.disassembler import disassemble
from irscope.errors import IrscopeError
from irscope.pipeline_text import parse_pipeline
from irscope.processes import Deadline
from irscope.registry import CaseTarget

MAX_SOURCE_BYTES = 2 << 20  # a kernel module is small; anything larger is not copied


def wanted(result: dict[str, Any] | None) -> bool:
    """Was this compile made with line info? (What the worker ran with, not what was asked.)"""
    return (result or {}).get("env", {}).get("CUTE_DSL_LINEINFO") == "1"


def add(
    w: bundle.BundleWriter,
    workdir: Path,
    result: dict[str, Any],
    artifacts: dict[str, str],
    passes: list[bundle.PassRecord],
    selection: CaseTarget,
    nvdisasm: Path | None,
    reference: Path | None,
    deadline: Deadline | None = None,
) -> dict[str, Any]:
    """Write sourcemap.json and the source copies into the bundle; return `capture.lineinfo`."""
    # Deferred: only line-info captures build a source map (the imports cost ~0.1 s of every capture).
    from irscope.analysis.sourcemap import build_document, device_files

    ir_rels = [artifacts["input_ir"]] if "input_ir" in artifacts else []
    ir_rels += list(dict.fromkeys(p.ir_member for p in passes if p.ir_member))
    ir_texts = {rel: w.read_text(rel) for rel in ir_rels}
    ptx = w.read_text(artifacts["ptx"]) if "ptx" in artifacts else None
    sass = w.read_text(artifacts["sass"]) if "sass" in artifacts else None
    annotated, sass_note = None, ""
    if sass is not None and "cubin" in artifacts:
        try:
            annotated = disassemble(w.tmp / artifacts["cubin"], nvdisasm, line_info=True, deadline=deadline)
        except IrscopeError as exc:
            sass_note = f"no SASS line table: {exc}"
    kernel_path = str(Path(selection.info.source).resolve())
    doc = build_document(
        ir_texts=ir_texts,
        ptx=ptx,
        sass=sass,
        sass_annotated=annotated,
        kernel_path=kernel_path,
        kernel_shown=selection.info.source,
    )
    for i in device_files(doc):
        _copy_source(w, doc["files"][i], i)
    artifacts["sourcemap"] = w.write_text(bundle.SOURCEMAP, json.dumps(doc, separators=(",", ":")) + "\n")
    coverage = {
        "mlir_files": len(doc["mlir"]),
        "mlir_ops": sum(len(rows) for rows in doc["mlir"].values()),
        "ptx_lines": len(doc["ptx"]),
        "sass_instructions": len(doc["sass"]),
        "sass_with_source": sum(1 for _, k, _ in doc["sass"] if k is not None),
    }
    info: dict[str, Any] = {
        "coverage": coverage,
        "reference": _compare(workdir, result, ptx, sass, reference, nvdisasm, deadline),
    }
    if sass_note:
        info["note"] = sass_note
    return info


def _copy_source(w: bundle.BundleWriter, entry: dict[str, Any], index: int) -> None:
    path = Path(entry["path"])
    try:
        if not path.is_file() or path.stat().st_size > MAX_SOURCE_BYTES:
            return
        data = path.read_bytes()
    except OSError:
        return
    entry["copy"] = w.write_bytes(f"{bundle.SOURCE_DIR}/{index}-{_safe(path.name)}", data)
    entry["sha256"] = hashlib.sha256(data).hexdigest()


def _safe(name: str) -> str:
    return bundle.safe_filename(name) or "source"


def _compare(
    workdir: Path,
    result: dict[str, Any],
    ptx: str | None,
    sass: str | None,
    reference: Path | None,
    nvdisasm: Path | None,
    deadline: Deadline | None = None,
) -> dict[str, Any]:
    """The line-info compile against the plain one: generated code, statistics, pipeline."""
    from irscope.analysis.code_compare import CodeTexts, compare_code

    if reference is None:
        return {"status": "skipped", "detail": "no plain compile was run to compare with"}
    plain = Workdir(reference)
    ref_result = _read_json(plain.result)
    if ref_result is None or ref_result.get("error"):
        why = (ref_result or {}).get("error", {}).get("message", "the plain compile did not report")
        return {"status": "failed", "detail": f"the plain compile failed: {why.splitlines()[0] if why else ''}"}
    ref_ptx = _newest(plain.dump, "*.ptx")
    ref_cubin = _newest(plain.dump, "*.cubin")
    ref_sass = None
    if ref_cubin is not None and sass is not None:
        try:
            ref_sass = disassemble(ref_cubin, nvdisasm, deadline=deadline)
        except IrscopeError as exc:
            return {"status": "failed", "detail": f"the plain compile's cubin did not disassemble: {exc}"}
    comparison = compare_code(
        CodeTexts(ref_ptx.read_text(errors="replace") if ref_ptx else None, ref_sass),
        CodeTexts(ptx, sass),
        _passes(ref_result, reference),
        _passes(result, workdir),
    )
    return {"status": "compared", **comparison.to_json()}


def _passes(result: dict[str, Any], workdir: Path) -> tuple[Any, ...]:
    runs = result.get("runs") or []
    if not runs:
        return ()
    # Dump paths name each worker's own directory; make them equal before comparing options.
    text = runs[-1]["expanded"].replace(str(workdir), "<workdir>")
    try:
        return parse_pipeline(text)
    except IrscopeError:
        return ()


def _read_json(path: Path) -> dict[str, Any] | None:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def _newest(directory: Path, pattern: str) -> Path | None:
    found = sorted(directory.glob(pattern), key=lambda p: p.stat().st_mtime_ns) if directory.is_dir() else []
    return found[-1] if found else None
