"""How many CPUs irscope keeps busy (irscope/cpus.py): the affinity, bounded by a cgroup CPU
quota read from fake /proc/self/cgroup files and cgroup trees, v2 and v1."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from irscope.cpus import cgroup_cpu_quota, usable_cpus

AFFINITY = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _tree(tmp_path: Path, proc: str, files: dict[str, str]) -> tuple[Path, Path]:
    """A /proc/self/cgroup saying `proc`, and a cgroup root holding `files` (path -> text)."""
    root = tmp_path / "cgroup"
    root.mkdir()
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    (tmp_path / "proc-cgroup").write_text(proc)
    return tmp_path / "proc-cgroup", root


V2_PROC = "0::/kubepods/pod1/ctr\n"


@pytest.mark.parametrize(
    ("files", "quota"),
    [
        ({"cgroup.controllers": "cpu", "kubepods/pod1/ctr/cpu.max": "200000 100000\n"}, 2.0),
        ({"cgroup.controllers": "cpu", "kubepods/pod1/ctr/cpu.max": "max 100000\n"}, None),
        # the tightest limit along the path: a pod's, above its container's "max"
        (
            {
                "cgroup.controllers": "cpu",
                "kubepods/pod1/ctr/cpu.max": "max 100000",
                "kubepods/pod1/cpu.max": "150000 100000",
            },
            1.5,
        ),
        (
            {
                "cgroup.controllers": "cpu",
                "kubepods/pod1/ctr/cpu.max": "400000 100000",
                "kubepods/cpu.max": "300000 100000",
            },
            3.0,
        ),
        # hybrid hosts mount v2 at unified/
        ({"unified/cgroup.controllers": "cpu", "unified/kubepods/pod1/ctr/cpu.max": "50000 100000"}, 0.5),
        # what cannot be read is no limit, never an error
        ({"cgroup.controllers": "cpu", "kubepods/pod1/ctr/cpu.max": "two hundred\n"}, None),
        ({"cgroup.controllers": "cpu", "kubepods/pod1/ctr/cpu.max": "0 100000\n"}, None),
        ({"cgroup.controllers": "cpu"}, None),
    ],
)
def test_a_v2_quota_is_the_tightest_cpu_max_on_the_path(
    tmp_path: Path, files: dict[str, str], quota: float | None
) -> None:
    proc, root = _tree(tmp_path, V2_PROC, files)
    assert cgroup_cpu_quota(proc, root) == quota


@pytest.mark.parametrize(
    ("proc", "files", "quota"),
    [
        (
            "4:cpu,cpuacct:/docker/abc\n",
            {"cpu,cpuacct/docker/abc/cpu.cfs_quota_us": "50000", "cpu,cpuacct/docker/abc/cpu.cfs_period_us": "100000"},
            0.5,
        ),
        (
            "4:cpu,cpuacct:/docker/abc\n",
            {"cpu/docker/abc/cpu.cfs_quota_us": "300000", "cpu/docker/abc/cpu.cfs_period_us": "100000"},
            3.0,
        ),
        (
            "4:cpu,cpuacct:/docker/abc\n",
            {"cpu,cpuacct/docker/abc/cpu.cfs_quota_us": "-1", "cpu,cpuacct/docker/abc/cpu.cfs_period_us": "100000"},
            None,
        ),
        # a v1 cpu limit and a v2 one: the tighter
        (
            "4:cpu:/a\n0::/b\n",
            {
                "cpu/a/cpu.cfs_quota_us": "400000",
                "cpu/a/cpu.cfs_period_us": "100000",
                "unified/cgroup.controllers": "",
                "unified/b/cpu.max": "100000 100000",
            },
            1.0,
        ),
        # the memory controller's limits are not the CPU's
        ("4:memory:/a\n", {"memory/a/cpu.cfs_quota_us": "100000", "memory/a/cpu.cfs_period_us": "100000"}, None),
        # a path climbing out of the hierarchy stays inside it
        ("4:cpu:/../../etc\n", {"cpu/etc/cpu.cfs_quota_us": "100000", "cpu/etc/cpu.cfs_period_us": "100000"}, 1.0),
        ("garbage without colons\n", {}, None),
    ],
)
def test_v1_quotas_and_odd_files(tmp_path: Path, proc: str, files: dict[str, str], quota: float | None) -> None:
    proc_file, root = _tree(tmp_path, proc, files)
    assert cgroup_cpu_quota(proc_file, root) == quota


def test_usable_cpus_is_the_affinity_bounded_by_the_quota_rounded_up(tmp_path: Path) -> None:
    proc, root = _tree(tmp_path, V2_PROC, {"cgroup.controllers": "cpu", "kubepods/pod1/ctr/cpu.max": "50000 100000"})
    assert usable_cpus(proc, root) == 1  # half a CPU: one compile at a time
    (root / "kubepods/pod1/ctr/cpu.max").write_text(f"{(AFFINITY + 64) * 100000} 100000")
    assert usable_cpus(proc, root) == AFFINITY  # a quota above the CPUs it may run on
    assert usable_cpus(tmp_path / "no-such-file", root) == AFFINITY  # not Linux, or no /proc


def test_the_capture_runs_one_case_per_usable_cpu_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """--jobs 0 (the default) sizes a capture run by usable_cpus, not by os.cpu_count()."""
    from irscope.capture import orchestrate

    monkeypatch.setattr(orchestrate, "usable_cpus", lambda: 3)
    monkeypatch.setattr(os, "cpu_count", lambda: 64)
    assert orchestrate.parallel_cases(0, 8) == 3
    assert orchestrate.parallel_cases(0, 2) == 2
    assert orchestrate.parallel_cases(5, 8) == 5  # --jobs given: as given
