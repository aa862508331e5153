"""The source map of a line-info capture: Python file:line -> MLIR ops of every captured pass ->
PTX lines -> SASS instructions, and back.

`build_document` runs once, when a capture is assembled, on the texts the worker recorded (IR
printed with locations, the PTX with `.loc`, nvdisasm's `-g -gp` listing) and returns the JSON
of `sourcemap.json` (irscope/schema/sourcemap.schema.json). `SourceMap.from_document` reads it
back. Every line number in it is 1-based and indexes the raw text stored in the bundle (an IR
file, module.ptx, module.sass); views that show normalized text translate through
`normalize.line_origins`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from irscope.analysis.lineinfo import ptx_lines, sass_lines
from irscope.analysis.locations import SourcePos, line_locations

FORMAT = "irscope-sourcemap"
FORMAT_VERSION = 1


@dataclass(frozen=True)
class SourceFile:
    """A file the locations name. `copy` is its text as captured, inside the bundle."""

    path: str  # as the compiler recorded it (absolute at capture time)
    shown: str  # how to name it to a person (the kernel module as given to irscope)
    kernel: bool
    copy: str | None = None
    sha256: str | None = None


@dataclass(frozen=True)
class SassRef:
    position: SourcePos | None
    ptx_line: int | None


@dataclass(frozen=True)
class SourceMap:
    files: tuple[SourceFile, ...]
    mlir: Mapping[str, Mapping[int, tuple[SourcePos, ...]]]  # IR file -> line -> positions
    ptx: Mapping[int, SourcePos]
    sass: Mapping[int, SassRef]

    @property
    def kernel_file(self) -> SourceFile | None:
        return next((f for f in self.files if f.kernel), None)

    def file(self, path: str) -> SourceFile | None:
        return next((f for f in self.files if f.path == path), None)

    def positions(self, kind: str, line: int, ir: str | None = None) -> tuple[SourcePos, ...]:
        """Where raw line `line` of a text came from: kind "mlir" (with the IR file), "ptx", "sass"."""
        if kind == "mlir":
            return self.mlir.get(ir or "", {}).get(line, ())
        if kind == "ptx":
            pos = self.ptx.get(line)
            return (pos,) if pos else ()
        ref = self.sass.get(line)
        return (ref.position,) if ref and ref.position else ()

    @classmethod
    def from_document(cls, doc: Mapping[str, Any]) -> SourceMap:
        files = tuple(
            SourceFile(f["path"], f["shown"], f["kernel"], f.get("copy"), f.get("sha256")) for f in doc["files"]
        )
        positions = [SourcePos(files[f].path, line, col) for f, line, col in doc["locations"]]
        mlir = {
            rel: {row[0]: tuple(positions[k] for k in row[1:]) for row in rows} for rel, rows in doc["mlir"].items()
        }
        ptx = {line: positions[k] for line, k in doc["ptx"]}
        sass = {line: SassRef(positions[k] if k is not None else None, ptx_line) for line, k, ptx_line in doc["sass"]}
        return cls(files, mlir, ptx, sass)


def build_document(
    *,
    ir_texts: Mapping[str, str],
    ptx: str | None,
    sass: str | None,
    sass_annotated: str | None,
    kernel_path: str,
    kernel_shown: str,
) -> dict[str, Any]:
    """The sourcemap.json document (without the copies of the files, which the caller adds).

    `ir_texts`: bundle-relative IR file -> its text printed with debug info; `sass_annotated`:
    `nvdisasm -c -g -gp` of the same cubin as `sass`."""
    table = _Interner(kernel_path, kernel_shown)
    mlir: dict[str, list[list[int]]] = {}
    for rel, text in ir_texts.items():
        rows = [[i + 1, *(table.position(p) for p in ps)] for i, ps in sorted(line_locations(text).by_line.items())]
        if rows:
            mlir[rel] = rows
    ptx_rows = [[p.line, table.position(p.pos)] for p in ptx_lines(ptx)] if ptx else []
    sass_rows: list[list[int | None]] = []
    if sass and sass_annotated:
        for s in sass_lines(sass, sass_annotated, ptx):
            sass_rows.append([s.line, table.position(s.pos) if s.pos else None, s.ptx_line])
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "files": table.files_json(),
        "locations": table.locations,
        "mlir": mlir,
        "ptx": ptx_rows,
        "sass": sass_rows,
    }


def device_files(doc: Mapping[str, Any]) -> list[int]:
    """Indices of the files that device code (PTX or SASS) comes from, the kernel module first:
    the ones worth a copy in the bundle (the IR also names host-side files, e.g. the compile call)."""
    used = {doc["locations"][k][0] for _, k in doc["ptx"]}
    used |= {doc["locations"][k][0] for _, k, _ in doc["sass"] if k is not None}
    kernel = [i for i, f in enumerate(doc["files"]) if f["kernel"]]
    return kernel + sorted(used - set(kernel))


class _Interner:
    """Files and positions, each stored once and referred to by index."""

    def __init__(self, kernel_path: str, kernel_shown: str) -> None:
        self.kernel_path = kernel_path
        self.kernel_shown = kernel_shown
        self.file_index: dict[str, int] = {}
        self.position_index: dict[SourcePos, int] = {}
        self.locations: list[list[int]] = []
        self._file(kernel_path)  # always file 0, even when nothing maps to it

    def _file(self, path: str) -> int:
        if path not in self.file_index:
            self.file_index[path] = len(self.file_index)
        return self.file_index[path]

    def position(self, pos: SourcePos) -> int:
        k = self.position_index.get(pos)
        if k is None:
            k = self.position_index[pos] = len(self.locations)
            self.locations.append([self._file(pos.file), pos.line, pos.col])
        return k

    def files_json(self) -> list[dict[str, Any]]:
        return [
            {
                "path": path,
                "shown": self.kernel_shown if path == self.kernel_path else path,
                "kernel": path == self.kernel_path,
            }
            for path in self.file_index
        ]
