"""`with irscope.trace(store=...):` - trace the compiles of a block of code in this process.

The same hooks as `irscope trace` (trace_process, trace_hooks), started at once (cutlass is
imported on entry), and the same finishing: while the block runs, a thread of this process hands
each recorded compile to processes that finish it beside the program at idle priority
(trace.finish.FinishingThread); when it ends, the rest is waited for, with the same one summary
line on stderr unless `quiet`.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from irscope.capture.trace.staging import TraceSummary

if TYPE_CHECKING:
    from irscope.capture.trace.finish import Finisher


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
    from irscope.capture.trace import hooks as trace_hooks
    from irscope.capture.trace import process as trace_process
    from irscope.capture.trace.finish import Finisher, FinishingThread, ProgressLine

    root = Path(store) if store is not None else store_mod.default_root()
    store_mod.create(root)  # a bad store is said before the block runs, as `irscope trace` does
    # Inside another trace (an outer block, a program `irscope trace` runs): this block's
    # compiles are its own, and the outer trace records again once it ends.
    outer = trace_process.suspend(), trace_hooks.suspend()
    staging = new_staging(root)
    run = TraceRun(root)
    nvdisasm = disassembler.find_nvdisasm() if with_sass else None
    beside = FinishingThread(Finisher(staging.path, root, with_sass=nvdisasm is not None, nvdisasm=nvdisasm))
    try:
        trace_process.start(staging.path, include_library=include_library, keep_caches=keep_program_caches)
        trace_process._activate()
        beside.start()
        yield run
    finally:
        trace_hooks.deactivate()
        trace_process.finish()
        _resume(*outer)
        with signals_held() as held:
            run.summary = finish(
                staging,
                root,
                with_sass=with_sass,
                nvdisasm=nvdisasm,
                finisher=beside.stop(),
                progress=None if quiet else ProgressLine(),
            )
            if not quiet:
                print("\n".join(run.summary.lines()), file=sys.stderr)
        deliver(held)


def _resume(process: dict[str, Any] | None, hooks: dict[str, Any] | None) -> None:
    """Put back the trace a block was nested in (`trace_process.suspend`, `trace_hooks.suspend`)."""
    from irscope.capture.trace import hooks as trace_hooks
    from irscope.capture.trace import process as trace_process

    if process is not None:
        trace_process.resume(process)
    if hooks is not None:
        trace_hooks.resume(hooks)


def new_staging(store_root: Path) -> Any:
    """A trace's staging folder in `store_root` (trace.resume), locked by this process while it
    lives: a trace killed before it finished leaves it for `irscope trace --finish`."""
    from irscope.capture.trace.resume import new_staging as made

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

    from irscope.capture.trace.resume import left_behind, tidy
    from irscope.capture.trace.staging import assemble_staged

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


@contextlib.contextmanager
def signals_held() -> Iterator[list[int]]:
    """While the compiles a program finished become bundles, SIGINT, SIGTERM and SIGHUP are
    noted, not acted on: a terminal that closes or a `kill` after the program's last compile
    would otherwise lose every one of them. The wait is bounded (each disassembly runs under a
    deadline); `deliver` acts on what came once the bundles are written. On another thread,
    where handlers cannot be set, the caller's stay in force."""
    held: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield held
        return
    names = ("SIGINT", "SIGTERM", "SIGHUP")
    wanted = [getattr(signal, n) for n in names if hasattr(signal, n)]
    wanted = [sig for sig in wanted if signal.getsignal(sig) is not signal.SIG_IGN]
    previous = {sig: signal.signal(sig, lambda signum, frame: held.append(signum)) for sig in wanted}
    try:
        yield held
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def deliver(held: list[int]) -> None:
    """The first signal `signals_held` noted, sent again now that its handler is back."""
    if held:
        os.kill(os.getpid(), held[0])
