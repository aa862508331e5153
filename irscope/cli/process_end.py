"""How the `irscope` command leaves its process: without the interpreter's teardown.

At its end a command still holds what it built (an export: every line of 30 texts, the page's
pool, the page), and the interpreter's teardown frees it all object by object and module by
module before the process ends: 25-35 ms of an export (the rest of the 50-70 ms from main's
return to the process's end is the kernel taking the memory back), 14 ms of a capture's parent
(its tail after nvdisasm, 46 -> 32 ms). The operating system takes the memory back anyway. So
once the command has finished (every file it writes is closed by then: the code opens files
only in `with` blocks, which ruff's SIM115 checks), what an exit must still do is done here
(the atexit handlers: temporary directories' finalizers, logging's flush, coverage's data; the
standard streams flushed) and the process ends with `os._exit`. Where a thread that is not a
daemon still runs, or the status is not a number, the ordinary exit runs instead, which waits
for it. `main` itself ends with `sys.exit`, for callers
that run it in their own process.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
import threading
from typing import NoReturn


def end_process(code: object) -> NoReturn:
    """Leave the process with exit status `code`, as `sys.exit(code)` would."""
    others = [t for t in threading.enumerate() if t is not threading.main_thread() and not t.daemon]
    run_exit_handlers = getattr(atexit, "_run_exitfuncs", None)
    if not isinstance(code, int) or any(t.is_alive() for t in others) or run_exit_handlers is None:
        raise SystemExit(code)  # sys.exit's own, for any code
    run_exit_handlers()
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):  # a wrapper, and what it wraps
        # None, closed or gone: main has said what it could
        with contextlib.suppress(AttributeError, OSError, ValueError):
            if stream is not None:
                stream.flush()
    os._exit(code)
