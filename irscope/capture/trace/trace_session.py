"""`with irscope.trace(store=...):` - trace the compiles of a block of code in this process.

The same hooks as `irscope trace` (trace_process, trace_hooks), started at once (cutlass is
imported on entry), and the same staging -> bundles step on exit, with the same one summary
line on stderr unless `quiet`.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from irscope.capture.trace.trace_staging import TraceSummary

if TYPE_CHECKING:
    from irscope.capture.trace.trace_finish import Finisher


@dataclass
class TraceRun:
    """What a `with irscope.trace()` block produced; `summary` is set when the block ends."""

    store_root: Path
    summary: TraceSummary | None = None


@contextlib.contextmanager
def trace(
    store: str | Path | None = None,
    *,
    with_sass: bool = True,
    quiet: bool = False,
    include_library: bool = False,
    keep_program_caches: bool = False,
) -> Iterator[TraceRun]:
    from irscope import disassembler
    from irscope import store as store_mod
    from irscope.capture.trace import trace_hooks, trace_process

    root = Path(store) if store is not None else store_mod.default_root()
    staging = new_staging()
    run = TraceRun(root)
    trace_process.start(staging.path, include_library=include_library, keep_caches=keep_program_caches)
    trace_process._activate()
    try:
        yield run
    finally:
        trace_hooks.deactivate()
        trace_process.finish()
        from irscope.capture.trace.trace_finish import ProgressLine

        run.summary = finish(
            staging,
            root,
            with_sass=with_sass,
            nvdisasm=disassembler.find_nvdisasm() if with_sass else None,
            progress=None if quiet else ProgressLine(),
        )
        if not quiet:
            print("\n".join(run.summary.lines()), file=sys.stderr)


def new_staging() -> Any:
    """A staging folder in the temp dir, locked by this process while it lives, so that a
    concurrent capture's sweep of leftovers (capture/leftovers.py) never takes it for one."""
    from irscope.capture.leftovers import LockedDir

    return LockedDir("trace-")


def finish(
    staging: Any,
    root: Path,
    *,
    with_sass: bool,
    nvdisasm: Path | None,
    finisher: Finisher | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> TraceSummary:
    """Finish the compiles of a staging area (a leftovers.LockedDir) into `root`, those a
    `finisher` is finishing already included, and remove it. The one step that waits for what is
    outstanding: `irscope trace` calls it once the program has ended, and so may a signal handler."""
    from irscope.capture.trace.trace_staging import assemble_staged

    try:
        return assemble_staged(
            staging.path,
            root,
            with_sass=with_sass and nvdisasm is not None,
            nvdisasm=nvdisasm,
            finisher=finisher,
            progress=progress,
        )
    finally:
        if finisher is not None:
            finisher.close()
        staging.remove()
