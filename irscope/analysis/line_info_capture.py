"""A `--lineinfo` capture as its readers see it: the source map and the comparison with the
plain compile run beside it, built on read from the raw texts the bundle keeps.

Capture stores no analysis (irscope/capture/assemble/lineinfo.py): the IR printed with locations,
the PTX with `.loc`, nvdisasm's line-table listing (`sass_lines`), copies of the source files,
and the plain compile's PTX, SASS and pipeline (`plain_*`). Here they become the document of
`sourcemap.json` (irscope.analysis.sourcemap, the same JSON older captures stored) and the
manifest's old `capture.lineinfo.reference` (irscope.analysis.code_compare). An older bundle's
stored sourcemap.json and comparison are taken as they are.

Both are built once per bundle and process (bundles are immutable). The map of a large kernel
takes seconds (hopper_gemm:bf16_128x256_s4_mc2: 1.6 s, the MLIR locations of 26 IR texts), so it
is also kept in the store (irscope.analysis.sourcemap_cache); the comparison takes 10-60 ms.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from irscope.analysis import sourcemap_cache
from irscope.analysis.code_compare import CodeTexts, compare_code
from irscope.analysis.sourcemap import SourceMap, build_document, device_files
from irscope.bundle import Bundle
from irscope.errors import IrscopeError
from irscope.pipeline_text import PassSpec, parse_pipeline


def sourcemap_document(b: Bundle) -> dict[str, Any] | None:
    """The source map's JSON document (sourcemap.schema.json); None for a plain capture."""
    stored = b.sourcemap_document()
    if stored is not None:
        return stored
    info = b.manifest.capture.lineinfo
    if not b.ok or info is None or "kernel_path" not in info:
        return None
    return _once(_MAPS, b, _built_map)


def line_info_command(b: Bundle) -> str:
    """The command that makes a line-info capture of `b`'s case, into `b`'s store: from its
    trace for a traced kernel (which kernels/ does not declare), else of its kernels/ case."""
    import shlex

    out = f" --out {shlex.quote(str(b.path.parents[3]))}" if len(b.path.parents) > 3 else ""
    if b.manifest.artifacts.get("trace"):
        return f"irscope capture --from-trace {shlex.quote(str(b.path))} --lineinfo{out}"
    return f"irscope capture --lineinfo {shlex.quote(f'{b.kernel}:{b.case}')} --arch {b.arch}{out}"


def source_map(b: Bundle) -> SourceMap | None:
    doc = sourcemap_document(b)
    return SourceMap.from_document(doc) if doc is not None else None


def plain_comparison(b: Bundle) -> dict[str, Any] | None:
    """The line-info code against the plain compile's, as the manifest's `reference` once held
    it (status compared, failed or skipped); None for a plain capture."""
    info = b.manifest.capture.lineinfo
    if info is None:
        return None
    reference: dict[str, Any] = info["reference"]
    if reference["status"] != "kept":
        return reference
    return _once(_COMPARISONS, b, _compared)


_MAPS: dict[Path, dict[str, Any]] = {}
_COMPARISONS: dict[Path, dict[str, Any]] = {}
_KEPT = 16  # bundles per cache


def forget() -> None:
    """Drop what this process built (the store's kept maps stay)."""
    _MAPS.clear()
    _COMPARISONS.clear()


def _once(cache: dict[Path, dict[str, Any]], b: Bundle, build: Callable[[Bundle], dict[str, Any]]) -> dict[str, Any]:
    """`build(b)`, once per bundle path (bundles are immutable once committed)."""
    if b.path not in cache:
        if len(cache) >= _KEPT:
            cache.pop(next(iter(cache)))
        cache[b.path] = build(b)
    return cache[b.path]


def _built_map(b: Bundle) -> dict[str, Any]:
    """The map as kept in the store's cache (irscope.analysis.sourcemap_cache), else built and
    kept; then the source copies the manifest names, on the files device code came from."""
    entry = sourcemap_cache.entry_path(b)
    doc = sourcemap_cache.read(entry) if entry is not None else None
    if doc is None:
        doc = _mapped(b)
        if entry is not None:
            sourcemap_cache.keep(entry, doc)
    copies = {s["path"]: s for s in (b.manifest.capture.lineinfo or {}).get("sources", [])}
    for i in device_files(doc):
        entry_json = doc["files"][i]
        if entry_json["path"] in copies:
            entry_json["copy"] = copies[entry_json["path"]]["copy"]
            entry_json["sha256"] = copies[entry_json["path"]]["sha256"]
    return doc


def _mapped(b: Bundle) -> dict[str, Any]:
    artifacts = b.manifest.artifacts
    ir_rels = [artifacts["input_ir"]] if "input_ir" in artifacts else []
    ir_rels += list(dict.fromkeys(p.ir_member for p in b.passes if p.ir_member))
    return build_document(
        ir_texts={rel: b.read_text(rel) for rel in ir_rels},
        ptx=_text(b, "ptx"),
        sass=_text(b, "sass"),
        sass_annotated=_text(b, "sass_lines"),
        kernel_path=local_kernel_path(b.manifest.capture.lineinfo or {}),
        kernel_shown=b.manifest.kernel.source,
    )


def local_kernel_path(info: dict[str, Any]) -> str:
    """The kernel module as this compile's line table names it. That is the path recorded for
    it, except where the module was compiled from another place: a trace made on another
    machine, rebuilt here, records the GPU machine's path while the code came from this
    machine's copy of the same module. Then it is the one source copy whose path ends the same
    way (at least the file name; the longest tail, if only one has it)."""
    recorded: str = info["kernel_path"]
    copies: list[str] = [s["path"] for s in info.get("sources", [])]
    if recorded in copies or not copies:
        return recorded

    def tail(path: str) -> int:
        mine, theirs = Path(recorded).parts[::-1], Path(path).parts[::-1]
        return next(
            (i for i, (a, b) in enumerate(zip(mine, theirs, strict=False)) if a != b), min(len(mine), len(theirs))
        )

    scores = sorted(((tail(p), p) for p in copies), reverse=True)
    best = scores[0][0]
    if best == 0 or (len(scores) > 1 and scores[1][0] == best):
        return recorded
    return scores[0][1]


def _compared(b: Bundle) -> dict[str, Any]:
    comparison = compare_code(
        CodeTexts(_text(b, "plain_ptx"), _text(b, "plain_sass")),
        CodeTexts(_text(b, "ptx"), _text(b, "sass")),
        _passes(_text(b, "plain_pipeline")),
        _passes(b.manifest.pipeline_expanded),
    )
    return {"status": "compared", **comparison.to_json()}


def _text(b: Bundle, kind: str) -> str | None:
    rel = b.manifest.artifacts.get(kind)
    return b.read_text(rel) if rel else None


def _passes(expanded: str | None) -> tuple[PassSpec, ...]:
    if not expanded:
        return ()
    try:
        return parse_pipeline(expanded)
    except IrscopeError:
        return ()
