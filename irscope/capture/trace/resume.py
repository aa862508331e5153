"""Where a trace records its compiles, and what a trace that was killed left there.

A trace's staging folder (trace.staging) lives in the store it writes into:

    <store>/.staging/irscope-trace-XXXXXXXX/

locked (leftovers.LockedDir) by the process that traces: `irscope trace`, the pytest session of
`--irscope-trace`, the process of a `with irscope.trace()` block. That process finishes the
compiles into bundles and removes the folder. Killed by a signal it cannot catch (SIGKILL, the
OOM killer, a CI runner's hard stop), it leaves the folder behind with every compile recorded
so far, each a record whole on its own; the kernel drops its lock. `irscope trace --finish`
then takes such a folder (`take`) and finishes it as the trace would have; the summary line of
a later trace into the store says that one is waiting (`left_behind`).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from irscope.capture.leftovers import OWNER_FILE, PREFIX, LockedDir, held, owner_pid, sweep_staged
from irscope.capture.trace.process import STAGING_ENV
from irscope.errors import IrscopeError
from irscope.path_kinds import STORE_STAGING, is_utf8

STAGING_DIR = STORE_STAGING
STAGING_PREFIX = "trace-"


def new_staging(store_root: Path) -> LockedDir:
    """A staging folder for a new trace into `store_root` (which must exist), locked by this
    process while it lives. Its path is absolute: the traced program may change directory."""
    parent = Path(os.path.abspath(store_root)) / STAGING_DIR
    if not is_utf8(parent):  # the DSL is handed paths in it, and its MLIR takes UTF-8 only
        raise IrscopeError(
            f"{store_root}: the store's path is not UTF-8, and the DSL's MLIR takes UTF-8 paths only (each"
            " compile is recorded in the store as it is made): trace into a store whose path is UTF-8 (--out)"
        )
    for attempt in range(3):
        try:
            parent.mkdir(exist_ok=True)
            sweep_staged(parent)  # what a trace killed while making its folder left unnamed
            return LockedDir(STAGING_PREFIX, parent)
        except FileNotFoundError:  # removed, empty, by a trace that ended just then (`tidy`)
            if attempt == 2:
                raise IrscopeError(f"{parent}: cannot create the trace's staging folder") from None
        except OSError as exc:
            raise IrscopeError(f"{parent}: cannot create the trace's staging folder: {exc.strerror or exc}") from None
    raise AssertionError("unreachable")


def tidy(staging: Path) -> None:
    """After `staging` is removed: its parent, the store's staging folder, too where it is empty."""
    if staging.parent.name == STAGING_DIR:
        with contextlib.suppress(OSError):
            staging.parent.rmdir()


def left_behind(store_root: Path) -> list[Path]:
    """The staging folders in `store_root` whose tracing process is gone, oldest first."""
    parent = store_root / STAGING_DIR
    try:
        with os.scandir(parent) as entries:
            found = [Path(e.path) for e in entries if e.name.startswith(PREFIX + STAGING_PREFIX) and _real_dir(e)]
    except OSError:
        return []
    return sorted((p for p in found if (p / OWNER_FILE).is_file() and not held(p)), key=_mtime)


def take(staging: Path) -> LockedDir:
    """Lock the staging folder of a trace that was killed, for this process to finish; a folder
    that is not one, or one whose trace is still running, is refused with one line saying why."""
    if staging.is_symlink() or not staging.is_dir():
        raise IrscopeError(f"{staging}: no such trace staging folder")
    if not ((staging / "compiles").is_dir() or (staging / "procs").is_dir()):
        raise IrscopeError(f"{staging}: not a trace's staging folder (it has no compiles/ or procs/)")
    taken = LockedDir.take(staging)
    if taken is None:
        pid = owner_pid(staging)
        raise IrscopeError(f"{staging}: still being traced or finished (process {pid})")
    running = still_running(staging)
    if running:
        taken.release()
        raise IrscopeError(
            f"{staging}: its traced program still runs (process {running[0]}): finish it once that has ended"
        )
    return taken


def still_running(staging: Path) -> list[int]:
    """The processes that trace into `staging` and still run (a program whose `irscope trace`
    alone was killed): a registered pid whose environment names this staging folder."""
    needle = STAGING_ENV.encode() + b"=" + os.fsencode(staging)  # as the environment holds it, any bytes
    found = []
    for proc in sorted((staging / "procs").glob("*.json")):
        pid = proc.stem.partition("-")[0]  # PID.json, or PID-N.json (a program exec'd by a traced one)
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            environ = Path(f"/proc/{pid}/environ").read_bytes()
        except OSError:
            continue
        if needle in environ.split(b"\0"):
            found.append(int(pid))
    return found


#: How long a program's processes may take to end after it did, before they count as outliving
#: it: multiprocessing's resource tracker and a pool's workers end a moment after their parent.
OUTLIVING_GRACE_S = 2.0


def outliving(staging: Path, grace_s: float = OUTLIVING_GRACE_S) -> list[int]:
    """The processes tracing into `staging` that still run `grace_s` after the program ended (a
    daemon it left); returns at once where none runs, and as soon as the last one ends."""
    import time

    deadline = time.monotonic() + grace_s
    running = still_running(staging)
    while running and time.monotonic() < deadline:
        time.sleep(0.05)
        running = still_running(staging)
    return running


def _real_dir(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir(follow_symlinks=False)
    except OSError:
        return False


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
