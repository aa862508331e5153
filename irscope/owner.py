"""Who made a temporary path, and whether that process is gone: the owner marker of what irscope
leaves behind while it works (a file being written, a temporary store).

A process is named by its pid and its start time (clock ticks after boot, `/proc/PID/stat`),
so a pid the kernel gave to another process since is not taken for the owner; and by the kernel
it ran under (this boot and this pid namespace, as 8 hex digits), because a pid means nothing
under another one: a container beside this one, another machine sharing the folder. Where that
kernel is not this one, whether the owner lives cannot be told here (`None`), and a sweep goes
by age instead.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path

_TOKEN = re.compile(r"(?P<pid>\d+)-(?P<start>\d+)-(?P<kernel>[0-9a-f]{8})")
TOKEN_PATTERN = _TOKEN.pattern


@dataclass(frozen=True)
class Owner:
    pid: int
    start: int  # clock ticks after boot when it started; 0 where the system does not say
    kernel: str  # this boot and pid namespace, hashed

    @property
    def token(self) -> str:
        """'12345-987654-1a2b3c4d': the marker a temporary name or an owner file carries."""
        return f"{self.pid}-{self.start}-{self.kernel}"


def parse(token: str) -> Owner | None:
    m = _TOKEN.fullmatch(token.strip())
    return Owner(int(m["pid"]), int(m["start"]), m["kernel"]) if m else None


_this: Owner | None = None


def this_process() -> Owner:
    """This process as an owner (worked out again after a fork: the child is another owner)."""
    global _this
    if _this is None or _this.pid != os.getpid():
        _this = Owner(os.getpid(), _start_time(os.getpid()) or 0, _kernel())
    return _this


def is_gone(owner: Owner) -> bool | None:
    """True when the owner has exited; False while it runs; None when it ran under another
    kernel or pid namespace than this process, where its pid says nothing here."""
    if owner.kernel != this_process().kernel:
        return None
    if owner.start:
        start = _start_time(owner.pid)
        return start is None or start != owner.start
    try:
        os.kill(owner.pid, 0)  # no start time on this system: the pid alone
    except ProcessLookupError:
        return True
    except OSError:
        return False  # another user's process: alive
    return False


def _start_time(pid: int) -> int | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_bytes()
    except OSError:
        return None
    # The command name (field 2) may hold spaces and parentheses: fields count from its last ')'.
    fields = stat[stat.rfind(b")") + 2 :].split()
    if fields[:1] == [b"Z"]:
        return None  # exited, not yet reaped by its parent: gone as an owner
    try:
        return int(fields[19])  # field 22, starttime
    except (IndexError, ValueError):
        return None


def _kernel() -> str:
    parts = []
    for path in ("/proc/sys/kernel/random/boot_id", "/proc/self/ns/pid"):
        try:
            parts.append(os.readlink(path) if path.endswith("/pid") else Path(path).read_text().strip())
        except OSError:
            parts.append("")
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:8]
