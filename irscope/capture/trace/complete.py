"""Complete the record a traced program left of one compile, in another process: the IR texts
printed from its bytecode copies, and the IR after each pass: MLIR's IR printer on the pipeline
run again from the recorded input where the printer works (DSL 4.2-4.5; replay/printer_rerun.py,
exact when the output is the traced run's), else the pass replay. The traced program wrote
result.json with `capture.pending` naming what is left (trace.hooks._write_result); this fills
it in and rewrites result.json (by rename), after which the work directory reads as a capture
worker's does and `assemble` takes it.

Runs in a finishing process (trace.finish_worker), which imports the DSL once: bytecode reads back
to the very text the program would have printed (tests/trace/test_finish.py compares them). A
compile whose record is already complete (no `pending`) is left as it is, so finishing twice, or
in a later process after an interrupted one, does the work once.
"""

from __future__ import annotations

import functools
from dataclasses import replace
from pathlib import Path

from irscope.capture.workdir import Workdir
from irscope.capture.worker_result import CaptureInfo, RecordedRun, WorkerResult
from irscope.capture_method import RequestedMethod

TEXTS = "texts"
REPLAY = "replay"


def complete(workdir: Path | Workdir) -> None:
    """Print the texts and run the replay that `workdir`'s result.json has pending."""
    files = Workdir.of(workdir)
    result = WorkerResult.read(files.result)
    todo = result.capture.get("pending", [])
    if not todo:
        return
    capture: CaptureInfo = {**result.capture}
    runs: list[RecordedRun] = [{**run} for run in result.runs]  # copies, filled in below
    try:
        if TEXTS in todo:
            for run in runs:
                if run.get("input_bytecode") and not run["input_ir"]:
                    run["input_ir"] = _printed(files.path / run["input_bytecode"])
        lowered = next((r for r in runs if r.get("output_bytecode")), None)
        if REPLAY in todo and lowered is not None:
            capture.update(_per_pass_ir(files, lowered, capture.get("requested", RequestedMethod.AUTO)))
        elif REPLAY in todo and runs and runs[-1].get("error") and runs[-1].get("input_bytecode"):
            capture.update(_printed_up_to_the_failure(files, runs[-1], capture.get("requested", RequestedMethod.AUTO)))
    except Exception as exc:  # noqa: BLE001 - an unreadable copy: the bundle says so, the rest is kept
        capture["replay_error"] = f"the recorded bytecode could not be read back: {type(exc).__name__}: {exc}"
    capture.pop("pending", None)
    replace(result, runs=tuple(runs), capture=capture).write(files.result)


def _printed(path: Path) -> str:
    """The module in the bytecode file `path`, printed as the recorder prints a pipeline's input
    and output (pipeline_hooks._PassManagerWrapper.run: without locations)."""
    import cutlass  # noqa: F401 - registers the DSL's dialects
    from cutlass._mlir import ir

    with ir.Context():
        return str(ir.Module.parse(path.read_bytes()).operation)


def _per_pass_ir(files: Workdir, run: RecordedRun, requested: str) -> CaptureInfo:
    """The IR after each pass: where MLIR's IR printer works in this DSL (and the pass replay was
    not asked for), printed by the pipeline run again on the recorded input, exact when its
    output is the traced run's (replay/printer_rerun.py); else, or when it is not, the pass replay."""
    from irscope.capture.replay.runner import replay_in_child
    from irscope.capture.replay.walk import ReplayInput

    output_ir = _printed(files.path / run["output_bytecode"])
    pipeline_s = (run["finished_ns"] - run["started_ns"]) / 1e9
    printed: CaptureInfo = {}
    if requested != RequestedMethod.REPLAY and _printer_works():
        from irscope.capture.replay.printer_rerun import rerun_printed

        started, why = rerun_printed(
            files, run["text"], files.path / run["input_bytecode"], output_ir, max(120.0, 30 * pipeline_s)
        )
        if why is None:
            run["printer_enabled"] = True
            run["printed_from_ns"] = started  # the tree's files are the re-run's: its pass intervals
            return {"printer_works": True, "use_printer": True, "printer_rerun": True}
        printed = {"printer_works": True, "printer_rerun_error": why}
    replay_input = ReplayInput(
        run["text"], run["expanded"], (files.path / run["input_bytecode"]).read_bytes(), output_ir
    )
    return {**printed, **replay_in_child(replay_input, files, pipeline_s)}


def _printed_up_to_the_failure(files: Workdir, run: RecordedRun, requested: str) -> CaptureInfo:
    """A pipeline that failed in a pass: where the printer works, the IR after each pass up to the
    failure, from the pipeline run again, taken when it fails with the same message (the pass
    replay has no exact state to start from)."""
    if requested == RequestedMethod.REPLAY or not _printer_works():
        return {}
    from irscope.capture.replay.printer_rerun import failed, rerun_printed

    pipeline_s = (run["finished_ns"] - run["started_ns"]) / 1e9
    input_bytecode = files.path / run["input_bytecode"]
    started, why = rerun_printed(
        files, run["text"], input_bytecode, failed(run["error"] or ""), max(120.0, 30 * pipeline_s)
    )
    if why is not None:
        return {"printer_works": True, "printer_rerun_error": why}
    run["printer_enabled"] = True
    run["printed_from_ns"] = started
    return {"printer_works": True, "use_printer": True, "printer_rerun": True}


@functools.cache
def _printer_works() -> bool:
    from irscope.capture import pipeline_hooks

    return pipeline_hooks.ir_printer_works()
