"""Round 7: `irscope trace --finish` on staging folders a killed trace left and a hand (or a
copy, a CI cache, a second run) changed: links and stray files among the compile records,
records missing a file, procs/ spoiled, the owner file edited, a folder named twice, two
`--finish` at once, the output named inside what is being finished, a record already made a
bundle of another store.

Each test copies one real staging folder: `irscope trace` of tests/trace_programs/
compiles_then_waits.py, SIGKILLed with every process it started once the program compiled
(made once per module)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from irscope.capture.trace.resume import STAGING_DIR
from tests.reliability.capture_support import fault_env, kill_a_trace_after_its_compile, needs_dsl
from tests.trace_support import ARCH, PROGRAMS, without_progress

pytestmark = [needs_dsl, pytest.mark.slow]


@pytest.fixture(scope="module")
def killed_trace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store holding only the staging folder of a trace killed after its one compile."""
    base = tmp_path_factory.mktemp("killed-trace")
    store, tmp = base / "store", base / "tmp"
    kill_a_trace_after_its_compile(tmp, store, "-j", "1")
    for made in bundles(store):
        shutil.rmtree(made)
    for mark in store.glob(f"{STAGING_DIR}/*/compiles/*/bundled"):
        mark.unlink()
    return store


@pytest.fixture
def left(killed_trace: Path, tmp_path: Path) -> Path:
    """A private copy of the store; its one staging folder is `staging(left)`."""
    copy = tmp_path / "store"
    shutil.copytree(killed_trace, copy, symlinks=True)
    return copy


def staging(store: Path) -> Path:
    (folder,) = (store / STAGING_DIR).iterdir()
    return folder


def record(store: Path) -> Path:
    (compiled,) = (staging(store) / "compiles").iterdir()
    return compiled


def finish(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "trace", "--finish", "--no-sass", *args],
        env=fault_env(tmp_path / "tmp"),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def bundles(store: Path) -> list[Path]:
    found = store.glob("*/*/*/*/manifest.json")
    return sorted(p.parent for p in found if not p.relative_to(store).parts[0].startswith("."))


def summary(proc: subprocess.CompletedProcess[str]) -> str:
    return proc.stderr.splitlines()[-1]


def _link_the_record(store: Path, elsewhere: Path) -> None:
    compiled = record(store)
    shutil.move(compiled, elsewhere)
    compiled.symlink_to(elsewhere)


def _link_compiles(store: Path, elsewhere: Path) -> None:
    compiles = staging(store) / "compiles"
    shutil.move(compiles, elsewhere)
    compiles.symlink_to(elsewhere)


@pytest.mark.parametrize("how", ["a-record-linked", "compiles-linked", "a-stray-file"])
def test_finish_takes_only_real_directories_as_compile_records(left: Path, tmp_path: Path, how: str) -> None:
    """A compile's record is finished in place (texts, replay, `bundled` written into it): one
    that is a link to a folder elsewhere, or a compiles/ that is one, would have the finishing
    write there. Only a real directory of the staging folder is taken; anything else is named in
    the summary and left as it is. On main the link was followed and written through, and a
    stray file was reported as `the process ended inside the compile`."""
    elsewhere = tmp_path / "elsewhere"
    if how == "a-record-linked":
        _link_the_record(left, elsewhere)
    elif how == "compiles-linked":
        _link_compiles(left, elsewhere)
    else:
        (staging(left) / "compiles" / "stray.txt").write_text("a note\n")
    before = sorted(p.name for p in elsewhere.rglob("*")) if elsewhere.exists() else []
    proc = finish(tmp_path, "--out", str(left))
    assert proc.returncode == 0, proc.stderr
    assert "not a compile's record" in summary(proc) or "a link, not a directory" in summary(proc), proc.stderr
    assert "ended inside the compile" not in proc.stderr
    if elsewhere.exists():
        assert sorted(p.name for p in elsewhere.rglob("*")) == before, "nothing written through the link"
    assert len(bundles(left)) == (1 if how == "a-stray-file" else 0)


@pytest.mark.parametrize(
    "spoil",
    ["trace.json-missing", "result.json-missing", "result.json-not-json", "trace.json-a-link", "bytecode-missing"],
)
def test_a_record_missing_or_spoiled_is_named_and_the_folder_finished(left: Path, tmp_path: Path, spoil: str) -> None:
    """A compile record a hand spoiled: the summary names the file at fault (or the bundle
    records that its per-pass IR could not be read back), exit 0, the folder removed."""
    compiled = record(left)
    if spoil == "trace.json-missing":
        (compiled / "trace.json").unlink()
    elif spoil == "result.json-missing":
        (compiled / "result.json").unlink()
    elif spoil == "result.json-not-json":
        (compiled / "result.json").write_text("{")
    elif spoil == "trace.json-a-link":
        shutil.move(compiled / "trace.json", tmp_path / "trace.json")
        (compiled / "trace.json").symlink_to(tmp_path / "trace.json")
    else:
        (compiled / "pipeline" / "0-input.mlirbc").unlink()
    proc = finish(tmp_path, "--out", str(left))
    assert proc.returncode == 0, proc.stderr
    assert not (left / STAGING_DIR).exists()
    if spoil == "bytecode-missing":
        (made,) = bundles(left)
        assert "could not be read back" in (made / "manifest.json").read_text()
        return
    file = spoil.split("-")[0]
    assert "1 not recorded: " in summary(proc) and file in summary(proc), proc.stderr
    assert bundles(left) == []


@pytest.mark.parametrize("spoil", ["procs-a-file", "procs-a-link", "record-a-link-to-dev-zero"])
def test_procs_spoiled_is_named_among_the_tracer_faults(left: Path, tmp_path: Path, spoil: str) -> None:
    """procs/ replaced by a file or a link to a folder elsewhere, or one procs/PID.json a link to
    /dev/zero: the bundle is made, the summary names what was not read (on main a procs/ that is
    no directory was not named: `0 Python processes ... was the command a Python program?`)."""
    procs = staging(left) / "procs"
    if spoil == "procs-a-file":
        shutil.rmtree(procs)
        procs.write_text("x\n")
    elif spoil == "procs-a-link":
        shutil.move(procs, tmp_path / "procs")
        procs.symlink_to(tmp_path / "procs")
    else:
        (one,) = procs.iterdir()
        one.unlink()
        one.symlink_to("/dev/zero")
    proc = finish(tmp_path, "--out", str(left))
    assert proc.returncode == 0, proc.stderr
    assert len(bundles(left)) == 1
    assert "tracer faults (the program was not affected): " in summary(proc), proc.stderr
    assert "procs" in summary(proc).partition("tracer faults")[2]
    assert "was the command a Python program" not in proc.stderr


def test_a_record_made_a_bundle_of_another_store_is_made_one_of_this_store(left: Path, tmp_path: Path) -> None:
    """A staging folder copied before its compile's `bundled` was removed (a trace killed after
    its finishing process made the bundle), finished with `--out` another store: the bundle is
    made in that store. On main `bundled` was taken wherever it pointed: the summary said
    `1 bundle ... in OTHER` and OTHER held none."""
    twin = tmp_path / "twin"
    shutil.copytree(left, twin, symlinks=True)
    first = finish(tmp_path, "--out", str(left))
    assert first.returncode == 0, first.stderr
    (made,) = bundles(left)
    (record(twin) / "bundled").write_text(str(made))
    other = tmp_path / "other"
    proc = finish(tmp_path, "--out", str(other), str(staging(twin)))
    assert proc.returncode == 0, proc.stderr
    assert summary(proc).startswith(f"irscope trace: 1 bundle from 1 Python process in {other}"), proc.stderr
    assert len(bundles(other)) == 1


def test_a_folder_named_twice_is_finished_once(left: Path, tmp_path: Path) -> None:
    """`--finish DIR DIR` (or DIR and DIR/. ): one finish, exit 0. On main the second name met
    the folder already removed: `no such trace staging folder`, exit 1."""
    folder = staging(left)
    proc = finish(tmp_path, str(folder), f"{folder}/.")
    assert proc.returncode == 0, proc.stderr
    assert "irscope: error" not in proc.stderr
    assert len(bundles(left)) == 1


@pytest.mark.parametrize("where", ["the-folder-itself", "the-stores-staging-folder"])
def test_an_output_inside_the_staging_folder_is_refused(left: Path, tmp_path: Path, where: str) -> None:
    """`--finish --out STAGING STAGING`: the bundles would be made inside the folder that is
    removed once finished. Refused in one line, exit 2, the folder kept whole for a finish that
    names another store (on main: exit 0, `1 bundle ... in STAGING`, then the bundle removed
    with the folder). `--out STORE/.staging` the same (on main a store inside the staging area)."""
    folder = staging(left)
    out = folder if where == "the-folder-itself" else folder.parent
    proc = finish(tmp_path, "--out", str(out), str(folder))
    assert proc.returncode == 2, proc.stderr
    (line,) = proc.stderr.splitlines()
    assert line.startswith(f"irscope: error: {out}: lies in ") and "write it elsewhere" in line, line
    assert (folder / "compiles").is_dir() and bundles(left) == []
    again = finish(tmp_path, str(folder))
    assert again.returncode == 0, again.stderr
    assert len(bundles(left)) == 1


@pytest.mark.parametrize("owner", ["garbage", "an-unrelated-live-pid", "a-link", "removed"])
def test_an_edited_owner_file(left: Path, tmp_path: Path, owner: str) -> None:
    """The lock decides, not the owner file's words: garbage or a live process's id that holds
    no lock is finished; a link in its place is refused in one line naming it (the folder kept);
    an owner file removed is not listed as left by a killed trace (a folder without one is kept
    for a person, as everywhere), and named it is finished."""
    folder = staging(left)
    token = folder / ".irscope-owner"
    if owner == "garbage":
        token.write_bytes(b"\xff\xfe not a token")
    elif owner == "an-unrelated-live-pid":
        token.write_text("1-0-abcdef01")
    elif owner == "a-link":
        token.unlink()
        token.symlink_to("/etc/hostname")
    else:
        token.unlink()
    if owner == "a-link":
        proc = finish(tmp_path, "--out", str(left))
        assert proc.returncode == 2, proc.stderr
        (line,) = proc.stderr.splitlines()
        assert line.startswith(f"irscope: error: {token}: "), line
        assert (folder / "compiles").is_dir()
        return
    if owner == "removed":
        listed = finish(tmp_path, "--out", str(left))
        assert (listed.returncode, folder.is_dir()) == (0, True), listed.stderr
        assert "nothing to finish" in listed.stderr
        proc = finish(tmp_path, str(folder))
    else:
        proc = finish(tmp_path, "--out", str(left))
    assert proc.returncode == 0, proc.stderr
    assert len(bundles(left)) == 1 and not (left / STAGING_DIR).exists()


def test_two_finishes_at_once_make_one_bundle(left: Path, tmp_path: Path) -> None:
    """Two `irscope trace --finish` on one store at once (two CI steps, a retry): the one that
    takes the folder finishes it; the other says in one line that it is being finished, exit 1;
    one bundle."""
    env = fault_env(tmp_path / "tmp")
    cmd = [sys.executable, "-m", "irscope", "trace", "--finish", "--no-sass", "--out", str(left)]
    procs = [subprocess.Popen(cmd, env=env, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    results = [(p.wait(timeout=600), p.stderr.read() if p.stderr else "") for p in procs]
    assert all("Traceback" not in err for _, err in results), results
    codes = sorted(code for code, _ in results)
    assert codes in ([0, 0], [0, 1]), results
    for code, err in results:
        if code == 1:
            assert err.strip().endswith(")") and "still being traced or finished (process " in err, err
    assert len(bundles(left)) == 1


def test_an_xdist_worker_that_crashes_after_its_compile_under_pytest_irscope_trace(tmp_path: Path) -> None:
    """`pytest -n 2 --irscope-trace=STORE` where a test compiles, then ends its worker
    (`os._exit`, as a crash does) mid-session: pytest-xdist reports the crash and starts another
    worker; the crashed worker's compile is still made a bundle by the controller, the summary
    counts every process, and no staging folder is left."""
    pytest.importorskip("xdist")
    (tmp_path / "test_kernels.py").write_text(
        f"import os, sys\nsys.path.insert(0, {str(PROGRAMS)!r})\nimport one_kernel\n\n"
        "def test_f16():\n    one_kernel.compile_negate('f16')\n\n"
        "def test_f32_then_the_worker_crashes():\n    one_kernel.compile_negate('f32')\n    os._exit(3)\n\n"
        "def test_after():\n    pass\n"
    )
    store = tmp_path / "store"
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2", f"--irscope-trace={store}"]
    env = {**fault_env(tmp_path / "tmp"), "CUTE_DSL_ARCH": ARCH, "PYTHONPATH": str(PROGRAMS.parent.parent)}
    proc = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=1200)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "crashed while running 'test_kernels.py::test_f32_then_the_worker_crashes'" in out
    (line,) = [ln for ln in without_progress(proc.stdout) if ln.startswith("irscope trace: ")]
    assert line.startswith("irscope trace: 2 bundles from ") and line.endswith(f"in {store}: one_kernel.negate"), line
    assert len(bundles(store)) == 2 and not (store / STAGING_DIR).exists()
