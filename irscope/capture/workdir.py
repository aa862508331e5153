"""The names inside a capture's work directory: what the worker writes and the parent reads.

A worker (`python -m irscope.capture.worker.compile_case`) fills one directory with raw material and the
parent (`irscope.capture.assemble.from_workdir`) turns it into a bundle; both take every name from here:

    spec.json        what the parent asked for (irscope.capture.worker_spec); its path is the
                     worker's only argument (SPEC_ON_STDIN: it comes on the worker's standard
                     input, from a parent that started it before it knew the case:
                     irscope.capture.worker_launch.Standby)
    dump/            what CUTE_DSL_KEEP produced (.ptx, .cubin)
    extracted/       PTX/cubin irscope obtained itself where the DSL dumps none (4.2.x)
    tree/            MLIR's print-after-all tree (when the printer works)
    cache/           the DSL's JIT cache directory (a capture turns the cache off)
    replay/          per-pass IR from pass replay (when the printer does not work), replay.json,
                     `progress` (the step a crashed replay died in) and `dump/` (its own dumps)
    pipeline/        a traced compile's bytecode copies of each pipeline run's input (K-input.mlirbc)
                     and, where a pass replay is still to come, of its output (K-output.mlirbc):
                     what the traced program leaves for the process that finishes the compile
    stdout.txt       the compile's stdout at the file-descriptor level (CUTE_DSL_PRINT_IR output)
    stderr.txt       the compile's stderr
    side-stderr.txt  what the side runs after the compile wrote to stderr
    pass-timing.txt  fd 2 while the lowering pipeline runs with MLIR's pass timing (its report is
                     read out and the rest handed back to fd 2; left behind only by a crash)
    host.ll          the host LLVM IR of the pipeline's output (DSLs with cutlass.compiler)
    sass.txt, sass.err, sass.rc  the worker's detached nvdisasm: its output, stderr and exit status
    call.done        a traced compile's jitted call has returned or raised: nothing more is written
    finishing.lock   held (flock) by the process finishing a traced compile while it works on it
    bundled          the path of the bundle a traced compile became (written last): finished once,
                     also where `irscope trace --finish` takes over from a killed trace
    result.json      what happened (irscope.capture.worker_result), renamed into place last

(`irscope trace` writes the same layout from inside the traced program: capture/trace/hooks.py.)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from irscope.bounded_read import parse_json, read_file

RESULT = "result.json"
SPEC = "spec.json"
SPEC_ON_STDIN = "-"  # the worker's argument that makes it read its spec's path from standard input
SASS_OUT, SASS_ERR, SASS_RC = "sass.txt", "sass.err", "sass.rc"  # written by a shell in the directory
REPLAY_RESULT = "replay/replay.json"  # as the worker's result.json names it, relative to the work directory


def run_input(k: int) -> str:
    """The bytecode copy of the input of pipeline run `k`, relative to the work directory."""
    return f"pipeline/{k}-input.mlirbc"


def run_output(k: int) -> str:
    """The bytecode copy of the output of pipeline run `k` (a replay's last exact state)."""
    return f"pipeline/{k}-output.mlirbc"


#: What a work directory's JSON documents may reach: result.json carries the pipeline's input IR.
MAX_DOCUMENT_BYTES = 1 << 30


def read_json(path: Path) -> Any:
    """A JSON document of a work directory without a type of its own (replay.json; spec.json and
    result.json are read by worker_spec and worker_result), read by the bounded reader;
    IrscopeError naming it."""
    return parse_json(read_file(path, limit=MAX_DOCUMENT_BYTES), str(path), limit=MAX_DOCUMENT_BYTES)


def _member(name: str) -> property:
    return property(lambda self: self.path / name, doc=f"<work directory>/{name}")


@dataclass(frozen=True)
class Workdir:
    """One capture's work directory, by what each of its files is."""

    path: Path

    @classmethod
    def of(cls, where: Path | Workdir) -> Workdir:
        """`where` as a Workdir (callers in the traced program hold its path)."""
        return where if isinstance(where, Workdir) else cls(where)

    spec = _member(SPEC)
    result = _member(RESULT)
    dump = _member("dump")
    extracted = _member("extracted")
    tree = _member("tree")
    jit_cache = _member("cache")
    pipeline = _member("pipeline")
    replay = _member("replay")
    replay_result = _member(REPLAY_RESULT)
    replay_progress = _member("replay/progress")
    replay_dump = _member("replay/dump")  # the replay's own CUTE_DSL dumps
    stdout = _member("stdout.txt")
    stderr = _member("stderr.txt")
    side_stderr = _member("side-stderr.txt")
    call_done = _member("call.done")
    pass_timing = _member("pass-timing.txt")
    host_llvm = _member("host.ll")
    finishing = _member("finishing.lock")
    bundled = _member("bundled")
    sass = _member(SASS_OUT)
    sass_err = _member(SASS_ERR)

    def newest_dump(self, pattern: str) -> Path | None:
        """The newest of the DSL's dumps matching `pattern` (`*.ptx`, `*.cubin`): a compile that
        ran its pipeline more than once leaves one per run."""
        found = sorted(self.dump.glob(pattern), key=lambda p: p.stat().st_mtime_ns) if self.dump.is_dir() else []
        return found[-1] if found else None

    def made(self) -> Workdir:
        """The directories the worker writes into, created."""
        for sub in (self.dump, self.tree, self.jit_cache):
            sub.mkdir(parents=True, exist_ok=True)
        return self

    def sanitize(self, text: str) -> str:
        """`text` with this directory's paths as <dump> and <workdir> (a bundle names no temp dir)."""
        return text.replace(str(self.dump), "<dump>").replace(str(self.path), "<workdir>")
