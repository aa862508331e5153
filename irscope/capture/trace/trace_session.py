"""`with irscope.trace(store=...):` - trace the compiles of a block of code in this process.

The same hooks as `irscope trace` (trace_process, trace_hooks), started at once (cutlass is
imported on entry), and the same finishing: while the block runs, a thread of this process hands
each recorded compile to processes that finish it beside the program at idle priority
(trace_finish.FinishingThread); when it ends, the rest is waited for, with the same one summary
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
    store: str | Path | None = None, *, with_sass: bool = True, quiet: bool = False, include_library: bool = False
) -> Iterator[TraceRun]:
    from irscope import disassembler
    from irscope import store as store_mod
    from irscope.capture.trace import trace_hooks, trace_process
    from irscope.capture.trace.trace_finish import Finisher, FinishingThread, ProgressLine

    root = Path(store) if store is not None else store_mod.default_root()
    store_mod.create(root)
    staging = new_staging(root)
    run = TraceRun(root)
    nvdisasm = disassembler.find_nvdisasm() if with_sass else None
    beside = FinishingThread(Finisher(staging.path, root, with_sass=nvdisasm is not None, nvdisasm=nvdisasm))
    try:
        trace_process.start(staging.path, include_library=include_library)
        trace_process._activate()
        beside.start()
        yield run
    finally:
        trace_hooks.deactivate()
        trace_process.finish()
        run.summary = finish(
            staging,
            root,
            with_sass=with_sass,
            nvdisasm=nvdisasm,
            finisher=beside.stop(),
            progress=None if quiet else ProgressLine(),
        )
        if not quiet:
            print(run.summary.line(), file=sys.stderr)


def new_staging(store_root: Path) -> Any:
    """A trace's staging folder in `store_root` (trace_resume), locked by this process while it
    lives: a trace killed before it finished leaves it for `irscope trace --finish`."""
    from irscope.capture.trace.trace_resume import new_staging as made

    return made(store_root)


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
    from dataclasses import replace

    from irscope.capture.trace.trace_resume import left_behind, tidy
    from irscope.capture.trace.trace_staging import assemble_staged

    try:
        summary = assemble_staged(
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
        tidy(staging.path)
    return replace(summary, left_behind=len(left_behind(root)))
