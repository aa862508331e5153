"""`with irscope.trace(store=...):` - trace the compiles of a block of code in this process.

The same hooks as `irscope trace` (trace_process, trace_hooks), started at once (cutlass is
imported on entry), and the same staging -> bundles step on exit, with the same one summary
line on stderr unless `quiet`.
"""

from __future__ import annotations

import contextlib
import shutil
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from irscope.capture.trace_staging import TraceSummary


@dataclass
class TraceRun:
    """What a `with irscope.trace()` block produced; `summary` is set when the block ends."""

    store_root: Path
    summary: TraceSummary | None = None


@contextlib.contextmanager
def trace(store: str | Path | None = None, *, with_sass: bool = True, quiet: bool = False) -> Iterator[TraceRun]:
    from irscope import sass
    from irscope import store as store_mod
    from irscope.capture import trace_hooks, trace_process

    root = Path(store) if store is not None else store_mod.default_root()
    staging = Path(tempfile.mkdtemp(prefix="irscope-trace-"))
    run = TraceRun(root)
    trace_process.start(staging)
    trace_process._activate()
    try:
        yield run
    finally:
        trace_hooks.deactivate()
        trace_process.finish()
        run.summary = finish(staging, root, with_sass=with_sass, nvdisasm=sass.find_nvdisasm() if with_sass else None)
        if not quiet:
            print(run.summary.line(), file=sys.stderr)


def finish(staging: Path, root: Path, *, with_sass: bool, nvdisasm: Path | None) -> TraceSummary:
    """Assemble a staging area into `root` and remove it."""
    from irscope.capture.trace_staging import assemble_staged

    try:
        return assemble_staged(staging, root, with_sass=with_sass and nvdisasm is not None, nvdisasm=nvdisasm)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
