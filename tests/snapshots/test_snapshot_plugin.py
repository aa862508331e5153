"""The snapshot loop, end to end, in a scratch project driven by pytester:
a changed kernel fails with a diff; --irscope-update makes it pass; an untouched kernel stays
green; a deleted kernel's snapshots are reported unused (and removed only when updating)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

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


XDIST_TEST = """
import json, os
from pathlib import Path

import pytest

@pytest.mark.parametrize("n", range(4))
def test_store(irscope_store, irscope_snapshot, n):
    irscope_snapshot.bundle("relu:f32@sm_90a")
    bundles = sorted(str(p.parent) for p in Path(irscope_store).glob("*/*/*/*/manifest.json"))
    out = Path(os.environ["SEEN"]) / f"{os.environ.get('PYTEST_XDIST_WORKER', 'main')}-{n}.json"
    out.write_text(json.dumps({"store": str(irscope_store), "bundles": bundles}))
"""


def test_xdist_workers_share_one_capture(pytester: pytest.Pytester, tmp_path, monkeypatch):
    """`pytest -n 2`: the first worker that needs bundles captures kernels/ once for the run;
    the other reads the same store; the run directory is gone afterwards."""
    pytest.importorskip("xdist")
    kdir = pytester.path / "kernels"
    kdir.mkdir()
    shutil.copy(KERNELS / "_common.py", kdir / "_common.py")
    relu = (KERNELS / "relu.py").read_text().replace('archs=("sm_80", "sm_90a")', 'archs=("sm_90a",)')
    (kdir / "relu.py").write_text(relu)
    pytester.makepyfile(test_store=XDIST_TEST)
    seen = tmp_path / "seen"
    seen.mkdir()
    monkeypatch.setenv("SEEN", str(seen))
    _run(pytester, "-n", "2").assert_outcomes(passed=4)
    records = [json.loads(p.read_text()) for p in seen.iterdir()]
    assert {Path(r["store"]).parent.name.split("-")[0] for r in records} == {"irscope"}
    assert {p.name.split("-")[0] for p in seen.iterdir()} == {"gw0", "gw1"}, "both workers ran tests"
    (store,) = {r["store"] for r in records}
    (bundles,) = {tuple(r["bundles"]) for r in records}
    cases = [Path(b).parent.relative_to(store).as_posix() for b in bundles]
    assert sorted(cases) == ["relu/bf16/sm_90a", "relu/f16/sm_90a", "relu/f32/sm_90a"], "each case captured once"
    assert not Path(store).exists(), "the run directory is removed at the end"


MODULES_CONFTEST = """
import sys
from pathlib import Path

def pytest_unconfigure(config):
    loaded = sorted(m for m in sys.modules if m.startswith("irscope"))
    (Path(str(config.rootpath)) / "modules.txt").write_text(" ".join(loaded))
"""

#: What the plugin may import in a session none of whose tests pins: its options, its state and
#: its bookkeeping hooks (the rest waits for a test that asks for a capture).
PLAIN_SESSION_SNAPSHOT_MODULES = {
    "irscope.snapshots",
    "irscope.snapshots.pytest_plugin",
    "irscope.snapshots.plugin_state",
    "irscope.snapshots.plugin_hooks",
}


def test_a_session_that_pins_nothing_imports_only_the_plugins_light_modules(pytester: pytest.Pytester) -> None:
    """The plugin loads in every pytest session of an environment where irscope is installed: a
    session that never pins pays for its options, state and hooks, not for the comparison, the
    capture or the bundle modules (plugin_run, pinning, snapshot_session, bundle_source, bundle)."""
    pytester.makeconftest(MODULES_CONFTEST)
    pytester.makepyfile(test_plain="def test_plain():\n    pass\n")
    _run(pytester, "-p", "no:xdist").assert_outcomes(passed=1)
    loaded = set((pytester.path / "modules.txt").read_text().split())
    assert "irscope.snapshots.pytest_plugin" in loaded, "the plugin was loaded"
    snapshots = {m for m in loaded if m.startswith("irscope.snapshots")}
    assert snapshots <= PLAIN_SESSION_SNAPSHOT_MODULES, sorted(snapshots - PLAIN_SESSION_SNAPSHOT_MODULES)
    assert not loaded & {"irscope.bundle", "irscope.store", "irscope.registry"}, sorted(loaded)
