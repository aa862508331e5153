"""spec.json, what the parent asks one capture worker to compile: written by the orchestrator
(`WorkerSpec.write`), read by the worker (`WorkerSpec.read`). The document's schema is
irscope/schema/worker-spec.schema.json; tests/store/test_schema_drift.py checks that its properties
and this type's fields are the same, both ways."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from irscope.bounded_read import parse_json, read_file
from irscope.bundle.schema import check_schema, fast_validator

SCHEMA = "worker-spec.schema.json"
#: irscope writes a few hundred bytes; a larger spec.json is not one it wrote.
MAX_SPEC_BYTES = 1 << 20


def prepare() -> None:
    """What reading a spec needs that no spec decides (its schema's validator, ~10 ms), made
    ahead: a standby worker does it while it waits for its case."""
    fast_validator(SCHEMA)


@dataclass(frozen=True)
class WorkerSpec:
    """One case to compile, for one arch, into one work directory."""

    source: Path  # the kernel module, resolved
    display_source: str  # the kernel module as the user named it (a failure's line shows it)
    case: str
    arch: str
    workdir: Path
    #: How to observe the pipeline: "auto" | "printer" | "replay"; "none" compiles only (the plain
    #: reference a line-info capture is checked against).
    method: str = "auto"
    nvdisasm: Path | None = None  # disassemble beside the compile with this nvdisasm; None: no SASS here
    lineinfo: bool = False  # compile with CUTE_DSL_LINEINFO=1
    #: capture --from-trace: the trace spec to rebuild the call from (instead of the module's case)
    trace: Path | None = None
    imports: dict[str, Any] | None = None  # what that rebuild may import (trace_imports.ImportPolicy)

    def __post_init__(self) -> None:
        if self.trace is not None and self.imports is None:
            raise ValueError("a worker spec that rebuilds a trace needs the import policy of that rebuild")

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "source": str(self.source),
            "display_source": self.display_source,
            "case": self.case,
            "arch": self.arch,
            "workdir": str(self.workdir),
            "method": self.method,
            "nvdisasm": None if self.nvdisasm is None else str(self.nvdisasm),
            "lineinfo": self.lineinfo,
        }
        if self.trace is not None:
            data["trace"] = str(self.trace)
        if self.imports is not None:
            data["imports"] = self.imports
        return data

    @classmethod
    def from_json(cls, data: Any, where: str) -> WorkerSpec:
        """The spec in `data`; BundleError naming `where` and the first field at fault."""
        check_schema(data, SCHEMA, "worker spec", where)
        trace = data.get("trace")
        return cls(
            source=Path(data["source"]),
            display_source=data["display_source"],
            case=data["case"],
            arch=data["arch"],
            workdir=Path(data["workdir"]),
            method=data.get("method", "auto"),
            nvdisasm=Path(data["nvdisasm"]) if data.get("nvdisasm") else None,
            lineinfo=data.get("lineinfo", False),
            trace=Path(trace) if trace else None,
            imports=data.get("imports"),
        )

    @classmethod
    def read(cls, path: Path) -> WorkerSpec:
        """spec.json at `path`, through the bounded reader; IrscopeError naming it."""
        where = str(path)
        return cls.from_json(parse_json(read_file(path, limit=MAX_SPEC_BYTES), where), where)

    def write(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_json()))
