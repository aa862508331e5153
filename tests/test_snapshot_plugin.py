"""The snapshot loop, end to end, in a scratch project driven by pytester:
a changed kernel fails with a diff; --irscope-update makes it pass; an untouched kernel stays
green; a deleted kernel's snapshots are reported unused (and removed only when updating)."""

from __future__ import annotations

import shutil

import pytest

from tests.helpers import KERNELS

pytest_plugins = ["pytester"]

TEST_FILE = """
import pytest

REFS = {refs!r}

@pytest.mark.parametrize("ref", REFS)
def test_pinned(irscope_snapshot, ref):
    irscope_snapshot.assert_matches(ref)
"""


def _project(pytester: pytest.Pytester, kernels: list[str]) -> None:
    kdir = pytester.path / "kernels"
    kdir.mkdir(exist_ok=True)
    shutil.copy(KERNELS / "_common.py", kdir / "_common.py")
    for name in kernels:
        shutil.copy(KERNELS / f"{name}.py", kdir / f"{name}.py")
    refs = {
        "copy_inner_partition": "copy_inner_partition:bf16@sm_90a",
        "copy_tv_partition": "copy_tv_partition:bf16@sm_90a",
    }
    pytester.makepyfile(test_pins=TEST_FILE.format(refs=[refs[k] for k in kernels]))
    # Only sm_90a: keeps each session to one capture per kernel.
    for name in kernels:
        path = kdir / f"{name}.py"
        path.write_text(path.read_text().replace('archs=("sm_80", "sm_90a")', 'archs=("sm_90a",)'))


def _run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    return pytester.runpytest_subprocess("-p", "no:cacheprovider", "-q", *args)


def test_snapshot_loop(pytester: pytest.Pytester):
    _project(pytester, ["copy_inner_partition", "copy_tv_partition"])
    snapdir = pytester.path / "snapshots"

    # 1. No snapshots yet: both fail, naming what is missing; nothing is written.
    result = _run(pytester)
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(["*copy_inner_partition:bf16@sm_90a*no snapshot yet*"])
    assert not snapdir.exists()

    # 2. --irscope-update writes them; a second run is green and writes nothing.
    _run(pytester, "--irscope-update").assert_outcomes(passed=2)
    pinned = sorted(p.relative_to(snapdir).as_posix() for p in snapdir.rglob("*") if p.is_file())
    assert "copy_inner_partition/bf16/sm_90a/module.ptx" in pinned
    assert "copy_inner_partition/bf16/sm_90a/cute-expand-ops#1.mlir" in pinned
    assert "copy_tv_partition/bf16/sm_90a/stats.json" in pinned
    before = {p: (snapdir / p).read_text() for p in pinned}
    result = _run(pytester)
    result.assert_outcomes(passed=2)
    assert {p: (snapdir / p).read_text() for p in pinned} == before

    # 3. Change one kernel: its test fails with a diff naming kernel, arch and pass; the other stays green.
    kernel = pytester.path / "kernels" / "copy_inner_partition.py"
    kernel.write_text(kernel.read_text().replace("BLOCK_SHAPE = (1, 16)", "BLOCK_SHAPE = (1, 8)"))
    result = _run(pytester)
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*copy_inner_partition:bf16@sm_90a cute-expand-ops#1, *: generated code changed in * snapshots",
            "*--- snapshot copy_inner_partition:bf16@sm_90a*",
            "*+++ capture  copy_inner_partition:bf16@sm_90a*",
        ]
    )
    assert {p: (snapdir / p).read_text() for p in pinned} == before, "a failing check must not write"

    # 4. --irscope-update accepts the change; then green again.
    _run(pytester, "--irscope-update").assert_outcomes(passed=2)
    assert (snapdir / "copy_inner_partition/bf16/sm_90a/module.ptx").read_text() != before[
        "copy_inner_partition/bf16/sm_90a/module.ptx"
    ]
    assert all((snapdir / p).read_text() == text for p, text in before.items() if p.startswith("copy_tv_partition/")), (
        "the untouched kernel's snapshots must not change"
    )
    _run(pytester).assert_outcomes(passed=2)

    # 5. Delete a kernel (and its test): its snapshots are reported unused, kept until updating.
    (pytester.path / "kernels" / "copy_tv_partition.py").unlink()
    pytester.makepyfile(test_pins=TEST_FILE.format(refs=["copy_inner_partition:bf16@sm_90a"]))
    result = _run(pytester)
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(
        ["*unused (run with --irscope-update to delete)*", "*unused: *copy_tv_partition*stats.json"]
    )
    assert (snapdir / "copy_tv_partition").is_dir()
    result = _run(pytester, "--irscope-update")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["*deleted: *copy_tv_partition*"])
    assert not (snapdir / "copy_tv_partition").exists()
    assert (snapdir / "copy_inner_partition/bf16/sm_90a/module.ptx").is_file()
