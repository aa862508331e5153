"""`python -m irscope.capture.trace.finish_worker [--idle]`: turn traced compiles into bundles.

One of the processes trace_finish starts (a pool sized by the usable CPUs). It reads jobs from
standard input, one JSON line each ({"workdir", "store", "with_sass", "nvdisasm"}), and answers
each with one JSON line on its standard output: {"path", "ok", "device_code", "functions"} for the bundle it
wrote, or {"error"} for a compile it could not turn into one. For each: the record is completed
(trace_complete: texts from the bytecode copies, the pass replay in a forked child), then
assembled into the store, SASS included. It imports the DSL once, at the first compile that needs
it; end-of-file on standard input ends it.

`--idle`: started while the traced program still runs, it runs at idle priority (SCHED_IDLE, else
nice 19), so it takes only CPU time the program leaves unused; trace_finish puts it back at
normal priority once the program has ended. Anything it or the DSL prints goes to LOG (the
staging folder's finish log), never to the terminal the program's output went to.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

IDLE = "--idle"


def finish_one(job: dict[str, Any]) -> dict[str, Any]:
    """Complete and assemble the traced compile of job["workdir"] into job["store"], once: a
    compile another process is finishing (one a killed trace's pool left running) is waited for,
    and one that already became a bundle answers with it."""
    from irscope.capture.workdir import Workdir

    files = Workdir(Path(job["workdir"]))
    with _held(files.finishing):
        made = bundled(files, Path(job["store"]))
        if made is None:
            made = _assemble(files, job)
            tmp = files.bundled.with_name(files.bundled.name + ".tmp")
            tmp.write_text(str(made.absolute()))  # read back from any directory
            os.replace(tmp, files.bundled)
    from irscope import bundle

    written = bundle.committed(made)
    return {
        "path": str(made),
        "ok": written.ok,
        "device_code": written.manifest.device_code,
        "functions": list(written.manifest.functions),
    }


def bundled(files: Any, store_root: Path) -> Path | None:
    """The bundle this traced compile (a Workdir) became in `store_root`, if it became one there
    and it is still there. One in another store (a staging folder finished into its own store,
    then named to `--finish --out` another; a `bundled` a hand wrote) is not this job's answer:
    the compile is made a bundle of `store_root` again."""
    from irscope.bounded_read import read_file
    from irscope.errors import IrscopeError
    from irscope.path_kinds import is_real_dir

    try:
        path = Path(read_file(files.bundled, limit=8192).decode())
        in_store = os.path.realpath(path.parents[3]) == os.path.realpath(store_root)
        return path if in_store and is_real_dir(path) else None
    except (IrscopeError, OSError, ValueError, IndexError):  # none, or not what irscope wrote
        return None


def _assemble(files: Any, job: dict[str, Any]) -> Path:
    from irscope import store
    from irscope.bundle.trace_spec import read_spec
    from irscope.capture.assemble.from_workdir import assemble
    from irscope.capture.trace.complete import complete
    from irscope.capture.trace.labels import selection_of
    from irscope.capture.worker_result import WorkerResult

    trace = read_spec(files.path / "trace.json")
    complete(files)
    result = WorkerResult.read(files.result)
    destination = store.bundle_destination(Path(job["store"]), trace.kernel, trace.case, trace.arch)
    return assemble(
        files.path,
        selection_of(trace),
        destination,
        returncode=0,
        with_sass=job["with_sass"],
        nvdisasm=Path(job["nvdisasm"]) if job.get("nvdisasm") else None,
        wall_ms=result.timings_ms.get("compile"),
        trace=trace,
    )


@contextlib.contextmanager
def _held(lock: Path) -> Iterator[None]:
    """Hold an exclusive flock on `lock` (made if missing); the kernel drops it if we die."""
    import fcntl

    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def serve(jobs: TextIO, answers: TextIO) -> None:
    from irscope.bounded_read import parse_json
    from irscope.errors import IrscopeError

    for line in jobs:
        job = parse_json(line, "a finishing job")
        try:
            answer = finish_one(job)
        except IrscopeError as exc:
            answer = {"error": str(exc)}
        except Exception as exc:  # noqa: BLE001 - one compile's fault; the pool goes on with the rest
            import traceback

            traceback.print_exc()
            answer = {"error": f"{type(exc).__name__}: {exc}", "internal": True}
        answers.write(json.dumps({"workdir": job["workdir"], **answer}) + "\n")
        answers.flush()


def idle_priority() -> None:
    """Run only on CPU time nothing else wants (SCHED_IDLE), or as close as this system allows."""
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    except (AttributeError, OSError):
        with contextlib.suppress(OSError):
            os.nice(19)


def main(argv: list[str]) -> int:
    if IDLE in argv:
        idle_priority()
    answers = os.fdopen(os.dup(1), "w")
    log = [a for a in argv if a != IDLE]
    target = os.open(log[0] if log else os.devnull, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(target, 1)
    os.dup2(target, 2)
    os.close(target)
    serve(sys.stdin, answers)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)  # skip the teardown of the DSL's MLIR state


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
