"""CPU time of every process a benchmark starts, descendants included.

A capture's worker leaves nvdisasm running detached; once this process is their subreaper,
orphans are reparented here and their CPU time is counted in RUSAGE_CHILDREN when reaped.
"""

from __future__ import annotations

import ctypes
import os
import resource

PR_SET_CHILD_SUBREAPER = 36


def become_subreaper() -> None:
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)


def children_cpu() -> float:
    """User + system seconds of all reaped descendants so far (finished orphans reaped first)."""
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            break
        if pid == 0:
            break
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime
