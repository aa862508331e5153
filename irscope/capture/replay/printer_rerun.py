"""A traced compile's per-pass IR printed by MLIR's IR printer in the process that finishes it.

Where the printer works (DSL 4.2-4.5) it doubles the pipeline's time when it runs inside the
compile (every pass's module printed, multithreading off). The traced program does not pay for
that: it keeps bytecode copies of the pipeline's input and output, as where the printer is a
no-op (trace.hooks), and here, in a forked child of the finishing process, the same pipeline
text runs again on the input with print-after-all into the work directory's tree, as the
capture worker's printer writes it (its dump paths moved into a scratch folder: the real dumps
stay the real run's). The tree is the real run's per-pass IR when the child's output is the
program's output, text for text; otherwise it is dropped and the pass replay takes over.
"""

from __future__ import annotations

import io
import os
import shutil
import signal
import time
import warnings
from pathlib import Path

from irscope.capture.pipeline_hooks import real_pass_manager
from irscope.capture.workdir import Workdir
from irscope.pipeline_text import with_dump_paths

#: In the replay folder: when the child's pipeline began (time.time_ns), a line, then its output.
RERUN_OUTPUT = "rerun-output.mlir"


def rerun_printed(
    files: Workdir, pipeline: str, input_bytecode: Path, expected: str, timeout_s: float
) -> tuple[int, str | None]:
    """Run `pipeline` on the module in `input_bytecode` with the IR printer into files.tree:
    (when the run began, time.time_ns; None when it printed the real run, whose output was
    `expected`, or which failed with `failed(message)`, else why not, the tree removed)."""
    files.replay.mkdir(parents=True, exist_ok=True)
    out = files.replay / RERUN_OUTPUT
    shutil.rmtree(files.tree, ignore_errors=True)
    files.tree.mkdir(parents=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # 3.12+: fork with threads alive
        pid = os.fork()
    if pid == 0:
        _child(files, pipeline, input_bytecode, out)
    why = _waited(pid, timeout_s)
    started, _, printed = out.read_text().partition("\n") if why is None else ("0", "", "")
    if why is None and printed != expected:
        why = "the pipeline run again did not end as the traced run did"
    out.unlink(missing_ok=True)
    if why is not None:
        shutil.rmtree(files.tree, ignore_errors=True)
    return int(started), why


def failed(message: str) -> str:
    """What `rerun_printed` expects of a traced run that failed with `message`."""
    return f"the pipeline failed: {message}"


def _waited(pid: int, timeout_s: float) -> str | None:
    deadline = time.monotonic() + timeout_s
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            code = os.waitstatus_to_exitcode(status)
            return None if code == 0 else f"the pipeline run again died (exit status {code})"
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return f"the pipeline run again did not finish within {timeout_s:.0f} s"
        time.sleep(0.005)


def _child(files: Workdir, pipeline: str, input_bytecode: Path, out: Path) -> None:
    code = 1
    try:
        err = os.open(files.side_stderr, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        os.dup2(err, 1)
        os.dup2(err, 2)
        from cutlass._mlir import ir

        scratch = files.replay_dump
        scratch.mkdir(parents=True, exist_ok=True)
        with ir.Context() as context:
            # Module scope gives every dump the whole module, which MLIR allows only without threads.
            context.enable_multithreading(False)
            module = ir.Module.parse(input_bytecode.read_bytes())
            pm = real_pass_manager().parse(with_dump_paths(pipeline, str(scratch)))
            pm.enable_ir_printing(print_after_all=True, print_module_scope=True, tree_printing_dir_path=str(files.tree))
            started = time.time_ns()
            try:
                pm.run(module.operation)
            except Exception as exc:  # noqa: BLE001 - a failing pass fails again: what to compare
                out.write_text(f"{started}\n" + failed(str(exc)))
                os._exit(0)
            # Printed as the traced run's output is: from its bytecode (trace.complete._printed).
            copy = io.BytesIO()
            module.operation.write_bytecode(copy)
            out.write_text(f"{started}\n" + str(ir.Module.parse(copy.getvalue()).operation))
        code = 0
    except BaseException:  # noqa: BLE001 - the child reports by its exit status only
        import traceback

        traceback.print_exc()
    finally:
        os._exit(code)
