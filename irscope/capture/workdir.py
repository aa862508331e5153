"""The names inside a capture's work directory: what the worker writes and the parent reads.

A worker (`python -m irscope.capture.worker`) fills one directory with raw material and the
parent (`irscope.capture.assemble`) turns it into a bundle; both take every name from here:

    spec.json        what the parent asked for (the worker's only argument)
    dump/            what CUTE_DSL_KEEP produced (.ptx, .cubin)
    extracted/       PTX/cubin irscope obtained itself where the DSL dumps none (4.2.x)
    tree/            MLIR's print-after-all tree (when the printer works)
    cache/           the DSL's JIT cache directory (a capture turns the cache off)
    replay/          per-pass IR from pass replay (when the printer does not work), replay.json,
                     and `progress` (the step a crashed replay died in)
    stdout.txt       the compile's stdout at the file-descriptor level (CUTE_DSL_PRINT_IR output)
    stderr.txt       the compile's stderr
    side-stderr.txt  what the side runs after the compile wrote to stderr
    sass.txt, sass.err, sass.rc  the worker's detached nvdisasm: its output, stderr and exit status
    result.json      what happened (irscope.capture.worker_result), renamed into place last

(`irscope trace` writes the same layout from inside the traced program: capture/trace_hooks.py.)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

RESULT = "result.json"
SPEC = "spec.json"
SASS_OUT, SASS_ERR, SASS_RC = "sass.txt", "sass.err", "sass.rc"  # written by a shell in the directory
REPLAY_RESULT = "replay/replay.json"  # as the worker's result.json names it, relative to the work directory


@dataclass(frozen=True)
class Workdir:
    """One capture's work directory, by what each of its files is."""

    path: Path

    @classmethod
    def of(cls, where: Path | Workdir) -> Workdir:
        """`where` as a Workdir (callers in the traced program hold its path)."""
        return where if isinstance(where, Workdir) else cls(where)

    @property
    def spec(self) -> Path:
        return self.path / SPEC

    @property
    def result(self) -> Path:
        return self.path / RESULT

    @property
    def dump(self) -> Path:
        return self.path / "dump"

    @property
    def extracted(self) -> Path:
        return self.path / "extracted"

    @property
    def tree(self) -> Path:
        return self.path / "tree"

    @property
    def jit_cache(self) -> Path:
        return self.path / "cache"

    @property
    def replay(self) -> Path:
        return self.path / "replay"

    @property
    def replay_result(self) -> Path:
        return self.path / REPLAY_RESULT

    @property
    def replay_progress(self) -> Path:
        return self.replay / "progress"

    @property
    def stdout(self) -> Path:
        return self.path / "stdout.txt"

    @property
    def stderr(self) -> Path:
        return self.path / "stderr.txt"

    @property
    def side_stderr(self) -> Path:
        return self.path / "side-stderr.txt"

    @property
    def sass(self) -> Path:
        return self.path / SASS_OUT

    @property
    def sass_err(self) -> Path:
        return self.path / SASS_ERR

    def made(self) -> Workdir:
        """The directories the worker writes into, created."""
        for sub in (self.dump, self.tree, self.jit_cache):
            sub.mkdir(parents=True, exist_ok=True)
        return self

    def sanitize(self, text: str) -> str:
        """`text` with this directory's paths as <dump> and <workdir> (a bundle names no temp dir)."""
        return text.replace(str(self.dump), "<dump>").replace(str(self.path), "<workdir>")
