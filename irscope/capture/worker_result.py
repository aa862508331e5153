"""result.json, what a capture worker hands its parent: one builder (`WorkerResult.write`) for
its two writers, the worker (worker/compile_case.py) and the traced program (trace/hooks.py,
completed by trace/complete.py), and one reader (`WorkerResult.read`) for the parent
(assemble*.py, the capture cache, the trace finisher). The nested records are TypedDicts, as
the JSON holds them; irscope/schema/worker-result.schema.json is the document's schema, and
tests/store/test_schema_drift.py checks that its properties and these types' fields are the same,
both ways.

replay/replay.json, the pass replay's hand-off, is declared here too (ReplayResult)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypedDict

from irscope.bounded_read import parse_json, read_file
from irscope.bundle.schema import check_schema

SCHEMA = "worker-result.schema.json"
#: What result.json may reach: it carries the pipeline's input IR.
MAX_RESULT_BYTES = 1 << 30


class _RunRequired(TypedDict):
    text: str  # the pipeline as the DSL passed it
    expanded: str  # the same, every pass spelled out (str(pm))
    input_ir: str  # the module handed to the pipeline ("" in a traced compile until it is completed)
    printer_enabled: bool
    started_ns: int
    finished_ns: int
    error: str | None


class RecordedRun(_RunRequired, total=False):
    """One run of the DSL's PassManager (a compile may run more than one)."""

    # MLIR's pass timing of the run: {"passes": [[C++ class, ms, nested op or None]...],
    # "total_ms"}, or {"unavailable": why} (capture/pass_timing.py); absent in older results
    pass_timing: dict[str, Any] | None
    # the host LLVM IR: {"file", "ms"}, {"unavailable": why} or {"error": ...} (capture/host_llvm.py)
    host_llvm: dict[str, Any] | None
    input_bytecode: str  # a traced compile: the bytecode copy of the run's input (workdir.run_input)
    output_bytecode: str  # and of the lowered run's output, for the replay (workdir.run_output)
    printed_from_ns: int  # the tree's files are a re-run's (printer_rerun): when that began


class CaptureInfo(TypedDict, total=False):
    """How the worker observed the pipeline."""

    requested: str  # "auto" | "printer" | "replay" | "none"
    printer_works: bool
    use_printer: bool
    shims: str  # what stood in for the host-JIT steps without libcuda ("" when nothing did)
    replay: str  # replay/replay.json, relative to the workdir
    replay_error: str  # why a replay gave no per-pass IR
    version_hash_skipped: list[str]  # the DSL classes whose version hash the worker skipped
    #: A traced compile's tree printed by the pipeline run again in the finishing process
    #: (replay/printer_rerun.py), its output the traced run's.
    printer_rerun: bool
    printer_rerun_error: str  # why that was not done or not taken (the pass replay was)
    #: A traced compile's record as the program left it: what its finishing process still has to
    #: do ("texts", "replay"; trace_complete), removed once done.
    pending: list[str]


class SourceLine(TypedDict, total=False):
    """Where in the user's code a compile failed (the kernel module's line they should look at)."""

    source_file: str
    source_line: int
    source_text: str


class _ErrorRequired(TypedDict):
    kind: str  # the exception's class name
    message: str


class ErrorInfo(_ErrorRequired, SourceLine, total=False):
    """A failed compile's error (capture/error_info.py)."""

    traceback: str


class ReplayedPass(TypedDict, total=False):
    """One pass of a replay (replay/walk.py's _walk writes it)."""

    name: str
    ir: str | None  # its IR file under replay/, None where the state after it is unknown
    time_ms: float | None
    error: str | None  # why it did not run (its first line), or that it crashed the replay before
    replay_matched: bool | None  # at an exact state: whether the replay reproduced it
    noop: str  # the evidence that it leaves this module unchanged
    noop_refused: str | None  # why that could not be shown
    observed: str  # "single" | "group" (replay.plan.PassLabel)
    group: int | None
    exact: bool


class ReplayCheckpoint(TypedDict, total=False):
    """An exact state of the real pipeline, taken after pass `after` (1-based)."""

    after: int
    how: str
    replay_matched: bool | None
    options: dict[str, str]  # the cute-to-nvvm options the variant changed to stop the real run there


class _ArtifactRequired(TypedDict):
    file: str  # relative to the work directory; "" when there is none
    provenance: str  # "dsl-dump" | "isa-side-run" | "gpu-binary-op" | "none"


class Artifact(_ArtifactRequired, total=False):
    """Where the PTX or the cubin came from (worker/artifacts.py)."""

    detail: str  # how it was obtained, or why there is none


class SassRun(TypedDict):
    """The worker's nvdisasm, started beside the compile (artifacts.Disassembly.describe)."""

    cubin: str | None  # the cubin it disassembles, relative to the work directory
    status_file: str  # its exit status, renamed into place when it ends


class DroppedCheckpoint(TypedDict):
    how: str
    why: str


class ReplayResult(TypedDict):
    """replay/replay.json, what a pass replay hands the parent (replay.replay builds it,
    assemble_replay reads it)."""

    passes: list[ReplayedPass]
    checkpoints: list[ReplayCheckpoint]
    dropped: list[DroppedCheckpoint]
    checks: list[str]  # the replay's PTX and cubin against the real run's
    skipped: list[str]  # passes skipped after crashing the replay process
    detail: str  # replay.plan.describe
    timings_ms: dict[str, float]


@dataclass(frozen=True)
class WorkerResult:
    """What one compile gave: its runs of the pipeline, its error, how it was observed, where
    its code is."""

    timings_ms: dict[str, float]
    runs: tuple[RecordedRun, ...]
    error: ErrorInfo | None
    env: dict[str, str]  # the CUTE_DSL_* variables the compile ran under
    dsl_version: str
    capture: CaptureInfo
    artifacts: dict[str, Artifact] | None = None  # "ptx", "cubin"; None: no run of the pipeline lowered
    sass: SassRun | None = None  # None: no nvdisasm started beside the compile (a traced one's never)
    #: The project's own .py files the compile imported (the capture cache's key); None: not
    #: recorded (a traced compile, which the capture cache does not keep)
    local_modules: tuple[str, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "timings_ms": self.timings_ms,
            "runs": list(self.runs),
            "error": self.error,
            "env": self.env,
            "dsl_version": self.dsl_version,
            "capture": self.capture,
        }
        if self.artifacts is not None:
            data["artifacts"] = self.artifacts
        data["sass"] = self.sass
        if self.local_modules is not None:
            data["local_modules"] = list(self.local_modules)
        return data

    @classmethod
    def from_json(cls, data: Any, where: str) -> WorkerResult:
        """The result in `data`; BundleError naming `where` and the first field at fault."""
        check_schema(data, SCHEMA, "worker result", where)
        local = data.get("local_modules")
        return cls(
            timings_ms=data["timings_ms"],
            runs=tuple(data["runs"]),
            error=data["error"],
            env=data["env"],
            dsl_version=data["dsl_version"],
            capture=data["capture"],
            artifacts=data.get("artifacts"),
            sass=data.get("sass"),
            local_modules=None if local is None else tuple(local),
        )

    @classmethod
    def read(cls, path: Path) -> WorkerResult:
        """result.json at `path`, through the bounded reader; IrscopeError naming it."""
        where = str(path)
        return cls.from_json(parse_json(read_file(path, limit=MAX_RESULT_BYTES), where, limit=MAX_RESULT_BYTES), where)

    def write(self, path: Path) -> None:
        """result.json at `path`, renamed into place whole (its parent takes it as the sign
        that the compile is over)."""
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(self.to_json()))
        os.replace(tmp, path)
