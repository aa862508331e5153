"""Pass replay in a forked child (irscope.capture.replay.walk does the work) of the capture
worker, or for a traced compile of the process that finishes it (capture/trace/complete.py).

The child has the DSL loaded already (a fresh interpreter would pay its import again, more than
the replay itself). A crash there (a pass run out of context can abort the process) costs the
replay at most a retry without the step it was in, never the real capture: the replay writes
the key of each risky step to replay/progress before taking it.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
import traceback
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

from irscope.capture.workdir import REPLAY_RESULT, Workdir
from irscope.capture.worker_result import CaptureInfo

if TYPE_CHECKING:
    from irscope.capture.replay.walk import ReplayInput

ATTEMPTS = 3


def replay_in_child(replay_input: ReplayInput, workdir: Path | Workdir, pipeline_s: float) -> CaptureInfo:
    """Replay the real pipeline run `replay_input` (which took `pipeline_s` seconds) into
    workdir/replay. Returns the worker's result entry: {"replay": "replay/replay.json"} or
    {"replay_error": why}."""
    files = Workdir.of(workdir)
    # Generous, but bounded: the replay costs a few times the pipeline itself.
    timeout_s = max(120.0, 30 * pipeline_s)
    skip: list[str] = []
    while True:
        code = _fork(replay_input, files, skip, timeout_s)
        if code == 0 and files.replay_result.is_file():
            return {"replay": REPLAY_RESULT}
        if code is None:
            return {"replay_error": f"the replay did not finish within {timeout_s:.0f} s"}
        step = files.replay_progress.read_text().strip()
        died = f"the replay process died (exit status {code})" + (f" in {step}" if step else "")
        if not step or step in skip or len(skip) + 1 >= ATTEMPTS:
            return {"replay_error": died}
        skip.append(step)


def _fork(replay_input: Any, workdir: Workdir, skip: list[str], timeout_s: float) -> int | None:
    """Run the replay in a child; its exit code, or None when it had to be killed."""
    workdir.replay.mkdir(parents=True, exist_ok=True)
    workdir.replay_progress.write_text("")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # 3.12+: fork with threads alive
        pid = os.fork()
    if pid == 0:
        _child(replay_input, workdir, skip)
    deadline = time.monotonic() + timeout_s
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return None
        time.sleep(0.005)


def _child(replay_input: Any, workdir: Workdir, skip: list[str]) -> None:
    code = 1
    try:
        err = os.open(workdir.side_stderr, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        os.dup2(err, 1)
        os.dup2(err, 2)
        from irscope.capture.replay.walk import replay

        data = replay(replay_input, workdir, skip)
        tmp = workdir.replay_result.with_name(workdir.replay_result.name + ".tmp")
        tmp.write_text(json.dumps(data))
        os.replace(tmp, workdir.replay_result)
        code = 0
    except BaseException:  # noqa: BLE001 - the parent reads the exit status
        traceback.print_exc()
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
