"""Complete the record a traced program left of one compile, in another process: the IR texts
printed from its bytecode copies and, where MLIR's IR printer did not work (DSL 4.6+), the pass
replay. The traced program wrote result.json with `capture.pending` naming what is left
(trace_hooks._write_result); this fills it in and rewrites result.json (by rename), after which the
work directory reads as a capture worker's does and `assemble` takes it.

Runs in a finishing process (trace_finish_worker), which imports the DSL once: bytecode reads back
to the very text the program would have printed (tests/test_trace_finish.py compares them). A
compile whose record is already complete (no `pending`) is left as it is, so finishing twice, or
in a later process after an interrupted one, does the work once.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from irscope.capture.workdir import Workdir, read_json
from irscope.capture.worker_result import CaptureInfo

TEXTS = "texts"
REPLAY = "replay"


def pending(result: dict[str, Any]) -> list[str]:
    """What is still to be done for a compile whose result.json is `result`."""
    return list(result.get("capture", {}).get("pending", []))


def complete(workdir: Path | Workdir) -> None:
    """Print the texts and run the replay that `workdir`'s result.json has pending."""
    files = Workdir.of(workdir)
    result = read_json(files.result)
    todo = pending(result)
    if not todo:
        return
    capture = result["capture"]
    runs: list[dict[str, Any]] = result["runs"]
    try:
        if TEXTS in todo:
            for run in runs:
                if run.get("input_bytecode") and not run["input_ir"]:
                    run["input_ir"] = _printed(files.path / run["input_bytecode"])
        lowered = next((r for r in runs if r.get("output_bytecode")), None)
        if REPLAY in todo and lowered is not None:
            capture.update(_replay(files, lowered))
    except Exception as exc:  # noqa: BLE001 - an unreadable copy: the bundle says so, the rest is kept
        capture["replay_error"] = f"the recorded bytecode could not be read back: {type(exc).__name__}: {exc}"
    capture.pop("pending", None)
    tmp = files.result.with_name(files.result.name + ".tmp")
    tmp.write_text(json.dumps(result))
    os.replace(tmp, files.result)


def _printed(path: Path) -> str:
    """The module in the bytecode file `path`, printed as the recorder prints a pipeline's input
    and output (hooks._PassManagerWrapper.run: without locations)."""
    import cutlass  # noqa: F401 - registers the DSL's dialects
    from cutlass._mlir import ir

    with ir.Context():
        return str(ir.Module.parse(path.read_bytes()).operation)


def _replay(files: Workdir, run: dict[str, Any]) -> CaptureInfo:
    from irscope.capture.replay.replay import ReplayInput
    from irscope.capture.replay.replay_runner import replay_in_child

    replay_input = ReplayInput(
        run["text"],
        run["expanded"],
        (files.path / run["input_bytecode"]).read_bytes(),
        _printed(files.path / run["output_bytecode"]),
    )
    return replay_in_child(replay_input, files, (run["finished_ns"] - run["started_ns"]) / 1e9)
