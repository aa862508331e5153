"""The shape of result.json, what a capture worker hands its parent (worker.py writes it,
assemble*.py and orchestrate.py read it). Declared once here; the worker builds it as plain JSON
because it crosses a process boundary."""

from __future__ import annotations

from typing import Any, TypedDict


class RecordedRun(TypedDict):
    """One run of the DSL's PassManager (a compile may run more than one)."""

    text: str  # the pipeline as the DSL passed it
    expanded: str  # the same, every pass spelled out (str(pm))
    input_ir: str  # the module handed to the pipeline
    printer_enabled: bool
    started_ns: int
    finished_ns: int
    error: str | None
    # MLIR's pass timing of the run: {"passes": [[C++ class, ms, nested op or None]...],
    # "total_ms"}, or {"unavailable": why} (capture/pass_timing.py); absent in older results
    pass_timing: dict[str, Any] | None
    # the host LLVM IR: {"file", "ms"}, {"unavailable": why} or {"error": ...} (capture/host_llvm.py)
    host_llvm: dict[str, Any] | None


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


class ErrorInfo(TypedDict, total=False):
    kind: str
    message: str
    traceback: str
    source_file: str  # the kernel module's line the user should look at
    source_line: int
    source_text: str


class ReplayedPass(TypedDict, total=False):
    """One pass of a replay (replay.py's _walk writes it)."""

    name: str
    ir: str | None  # its IR file under replay/, None where the state after it is unknown
    time_ms: float | None
    error: str | None  # why it did not run (its first line), or that it crashed the replay before
    replay_matched: bool | None  # at an exact state: whether the replay reproduced it
    noop: str  # the evidence that it leaves this module unchanged
    noop_refused: str | None  # why that could not be shown
    observed: str  # "single" | "group" (replay_plan.PassLabel)
    group: int | None
    exact: bool


class ReplayCheckpoint(TypedDict, total=False):
    """An exact state of the real pipeline, taken after pass `after` (1-based)."""

    after: int
    how: str
    replay_matched: bool | None
    options: dict[str, str]  # the cute-to-nvvm options the variant changed to stop the real run there


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
    detail: str  # replay_plan.describe
    timings_ms: dict[str, float]


class WorkerResult(TypedDict, total=False):
    timings_ms: dict[str, float]
    runs: list[RecordedRun]
    error: ErrorInfo | None
    env: dict[str, str]  # the CUTE_DSL_* variables the worker set
    dsl_version: str
    capture: CaptureInfo
    artifacts: dict[str, Any]  # where PTX and cubin came from (artifacts.Outputs.artifacts)
    sass: dict[str, Any] | None  # the overlapped nvdisasm run (artifacts.Disassembly.describe)
    local_modules: list[str]  # the project's own .py files the compile imported (local_modules.py)
