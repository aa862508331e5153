"""How many CPUs irscope may keep busy: the process's CPU affinity, bounded by its cgroups' CPU quota.

`os.cpu_count()` counts the host's CPUs. A container or CI runner given a quota (`docker run
--cpus 2`, a Kubernetes CPU limit) on a 64-CPU host would then run 64 compiles at once, each
holding a DSL of its own (~0.5-1 GB), on two CPUs' worth of time. The quota is read where Linux
keeps it: cgroup v2's `cpu.max` ("QUOTA PERIOD", or "max") and cgroup v1's `cpu.cfs_quota_us` /
`cpu.cfs_period_us`, in the process's own cgroup and each one above it (the tightest wins).
Elsewhere, or where none can be read, the affinity (or `os.cpu_count()`) alone decides.
"""

from __future__ import annotations

import math
import os
from pathlib import Path

PROC_CGROUP = Path("/proc/self/cgroup")
CGROUP_ROOT = Path("/sys/fs/cgroup")


def usable_cpus(proc_cgroup: Path = PROC_CGROUP, cgroup_root: Path = CGROUP_ROOT) -> int:
    """CPUs this process may run on, at most its quota's worth rounded up; at least 1."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not Linux
        cpus = os.cpu_count() or 1
    quota = cgroup_cpu_quota(proc_cgroup, cgroup_root)
    if quota is not None:
        cpus = min(cpus, math.ceil(quota))
    return max(1, cpus)


def cgroup_cpu_quota(proc_cgroup: Path = PROC_CGROUP, cgroup_root: Path = CGROUP_ROOT) -> float | None:
    """CPUs' worth of time per period the process's cgroups allow, the tightest along its path
    (v2 and v1 alike); None where no quota is set or none can be read."""
    try:
        lines = proc_cgroup.read_text().splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    quotas: list[float] = []
    for line in lines:
        hierarchy, _, rest = line.partition(":")
        controllers, _, path = rest.partition(":")
        if hierarchy == "0" and controllers == "":  # v2: one hierarchy, mounted at the root or at unified/
            base = cgroup_root if (cgroup_root / "cgroup.controllers").exists() else cgroup_root / "unified"
            quotas += (q for d in _up_from(base, path) if (q := _v2_quota(d)) is not None)
        elif "cpu" in controllers.split(","):  # v1: the cpu controller's own mount
            mount = next(
                (cgroup_root / n for n in (controllers, "cpu", "cpu,cpuacct") if (cgroup_root / n).is_dir()), None
            )
            if mount is not None:
                quotas += (q for d in _up_from(mount, path) if (q := _v1_quota(d)) is not None)
    return min(quotas) if quotas else None


def _up_from(base: Path, path: str) -> list[Path]:
    """The cgroup directory of `path` under `base` and each one above it, up to `base`."""
    parts = [p for p in path.split("/") if p and p != ".."]
    return [base.joinpath(*parts[:n]) for n in range(len(parts), -1, -1)]


def _v2_quota(directory: Path) -> float | None:
    try:
        fields = (directory / "cpu.max").read_text().split()
        if len(fields) != 2 or fields[0] == "max":
            return None
        quota, period = int(fields[0]), int(fields[1])
        return quota / period if quota > 0 and period > 0 else None
    except (OSError, ValueError):
        return None


def _v1_quota(directory: Path) -> float | None:
    try:
        quota = int((directory / "cpu.cfs_quota_us").read_text())
        period = int((directory / "cpu.cfs_period_us").read_text())
        return quota / period if quota > 0 and period > 0 else None
    except (OSError, ValueError):
        return None
