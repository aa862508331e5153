"""Stores irscope does not own, and stores it cannot read (issue 23).

A capture sweeps what killed captures left only in a store irscope made (it holds
`.irscope-store`), only what irscope wrote (a `.tmp` bundle directory holding its writing
marker), found without following a link; an empty IRSCOPE_STORE is an error, not the current
directory; a store irscope cannot read is one line and exit 2."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from irscope import bundle, store
from irscope.capture import leftovers
from tests.reliability.capture_support import needs_dsl, run_capture
from tests.reliability.conftest import Run, irscope, tree_bytes


@pytest.fixture(autouse=True)
def _private_temp_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A sweep in a store session also sweeps the temp dir: a private one here, so the leftovers
    of other tests' killed runs (pytest-xdist workers beside this one) are not counted as this
    store's (a flake of `removed == [ours]`)."""
    private = tmp_path / "tempdir"
    private.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(private))


def _someone_elses_tree(root: Path) -> dict[str, bytes]:
    """What `--store ~` or a project folder holds: hidden `*/*/*/.*.tmp` directories that are not irscope's."""
    for rel in ("src/pkg/sub/.cache.tmp", "notes/2026/nov/.draft.tmp", "k/c/sm_90a/.20200101T000000.000000Z.x.tmp"):
        (root / rel).mkdir(parents=True)
        (root / rel / "keep.txt").write_text(f"{rel}\n")
    return tree_bytes(root)


@needs_dsl
def test_capture_into_a_folder_irscope_did_not_make_sweeps_nothing_there(tmp_path: Path) -> None:
    """`irscope capture --store DIR` removed every `*/*/*/.*.tmp` directory under DIR (`--store ~`, a
    project folder)."""
    home = tmp_path / "home"
    before = _someone_elses_tree(home)
    r = run_capture(home, tmp_path / "tmp", "--arch", "sm_90a", "--no-sass")
    assert r.returncode == 0, r.stderr
    after = tree_bytes(home)
    assert {k: v for k, v in after.items() if k in before} == before, "a directory irscope did not write was swept"
    assert not store.owns(home), "a folder that held other things is not adopted as a store"


def test_the_sweep_removes_only_what_irscope_wrote_in_a_store_it_made(tmp_path: Path) -> None:
    root = tmp_path / "store"
    store.create(root)
    assert store.owns(root)
    ours = root / "k" / "c" / "sm_90a" / ".20200101T000000.000000Z.a.tmp"
    ours.mkdir(parents=True)
    (ours / bundle.WRITING_MARKER).touch()
    theirs = root / "k" / "c" / "sm_90a" / ".20200101T000000.000000Z.b.tmp"
    theirs.mkdir()
    elsewhere = tmp_path / "elsewhere"
    linked = elsewhere / "c" / "sm_90a" / ".20200101T000000.000000Z.c.tmp"
    linked.mkdir(parents=True)
    (linked / bundle.WRITING_MARKER).touch()
    (root / "linked").symlink_to(elsewhere, target_is_directory=True)
    with leftovers.store_session(root) as removed:
        pass
    assert removed == [ours] and not ours.exists()
    assert theirs.is_dir(), "a .tmp directory without irscope's marker is not irscope's"
    assert linked.is_dir(), "the sweep followed a symlinked directory out of the store"


def test_a_folder_with_other_files_is_never_swept(tmp_path: Path) -> None:
    root = tmp_path / "project"
    (root / "README.md").parent.mkdir()
    (root / "README.md").write_text("mine\n")
    ours_by_name = root / "k" / "c" / "sm_90a" / ".20200101T000000.000000Z.a.tmp"
    ours_by_name.mkdir(parents=True)
    (ours_by_name / bundle.WRITING_MARKER).touch()
    with leftovers.store_session(root) as removed:
        pass
    assert removed == [] and ours_by_name.is_dir()


def test_a_store_holding_only_the_discovery_cache_is_marked(tmp_path: Path) -> None:
    """`irscope list` before the first capture wrote `.irscope/.cache/discovery/`, so the store
    existed and was not empty when the capture made it, and it never got its marker (killed
    captures' leftovers were then never swept, source maps never kept)."""
    root = tmp_path / ".irscope"
    (root / store.DISCOVERY_CACHE).mkdir(parents=True)
    (root / store.DISCOVERY_CACHE / "registry-cache.json").write_text("{}")
    store.create(root)
    assert store.owns(root)


@pytest.mark.parametrize("extra", ["notes.txt", ".cache/pip"], ids=["a-file-beside", "another-cache"])
def test_a_cache_folder_that_is_not_only_irscope_s_is_not_adopted(tmp_path: Path, extra: str) -> None:
    """A home directory holds `.cache/` too: only irscope's own cache folders make a store."""
    root = tmp_path / "home"
    (root / store.DISCOVERY_CACHE).mkdir(parents=True)
    (root / extra).mkdir(parents=True)
    store.create(root)
    assert not store.owns(root)


def test_a_new_store_is_marked_and_readable_by_others_under_the_umask(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        root = tmp_path / "new" / "store"
        store.create(root)
        writer = bundle.BundleWriter(root / "k" / "c" / "sm_90a" / "20200101T000000.000000Z")
        mode = stat.S_IMODE(writer.tmp.stat().st_mode)
        writer.__exit__(None, None, None)
    finally:
        os.umask(old)
    assert stat.S_IMODE((root / store.MARKER).stat().st_mode) == 0o644
    assert mode == 0o755, f"a bundle is written in a {oct(mode)} directory (mkdtemp's 0700 hid it from other users)"


@needs_dsl
def test_captured_bundles_follow_the_umask(tmp_path: Path) -> None:
    """Bundles were 0700 (mkdtemp), so a store shared with a CI user or a container could not be read."""
    root = tmp_path / "store"
    r = run_capture(root, tmp_path / "tmp", "--arch", "sm_90a", "--no-sass")
    assert r.returncode == 0, r.stderr
    (made,) = [p.parent for p in root.glob("*/*/*/*/manifest.json")]
    assert stat.S_IMODE(made.stat().st_mode) & 0o055 == 0o055, oct(made.stat().st_mode)


@pytest.mark.parametrize(
    ("args", "env", "complaint"),
    [
        (["stats"], {"IRSCOPE_STORE": ""}, "IRSCOPE_STORE is set but empty"),
        (["--store", "", "stats"], {}, "'--store': is empty"),
        (["passes", "relu", "--store", " "], {}, "'--store': is empty"),
    ],
    ids=["empty-IRSCOPE_STORE", "empty---store", "blank---store-after"],
)
def test_an_empty_store_name_is_an_error_not_the_current_directory(
    tmp_path: Path, args: list[str], env: dict[str, str], complaint: str
) -> None:
    """An empty IRSCOPE_STORE silently made the current directory the store (and a capture then
    swept it)."""
    (tmp_path / "k" / "c" / "sm_90a").mkdir(parents=True)
    before = tree_bytes(tmp_path)
    r = _irscope_env(tmp_path, *args, **env)
    lines = r.stderr.strip().splitlines()
    assert r.returncode == 2 and len(lines) == 1 and complaint in lines[0] and "Traceback" not in r.stderr
    assert tree_bytes(tmp_path) == before


def _irscope_env(cwd: Path, *args: str, preexec=None, **env: str) -> Run:  # noqa: ANN001
    full = {**os.environ, "COLUMNS": "200", **env}
    if "IRSCOPE_STORE" not in env:
        full.pop("IRSCOPE_STORE", None)
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", *args],
        cwd=cwd,
        env=full,
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=preexec,  # noqa: PLW1509 - drops privileges before exec
    )
    return Run(proc.returncode, proc.stdout, proc.stderr)


# ---- stores irscope cannot read -----------------------------------------------------------
@pytest.fixture
def open_dir():  # noqa: ANN201
    """A directory under /tmp that another user may enter (pytest's tmp_path lies in a 0700 one)."""
    import shutil

    path = Path(tempfile.mkdtemp(prefix="irscope-test-open-"))
    path.chmod(0o755)
    yield path
    shutil.rmtree(path, ignore_errors=True)


def _as_another_user():  # noqa: ANN202
    """A preexec_fn under which irscope cannot enter a chmod-000 directory: as root (which reads
    every directory) it drops CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH from the bounding set, so
    the irscope it starts is root without them; None for another user, whom chmod keeps out."""
    if os.getuid() != 0:
        return None
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)

    def drop() -> None:
        for cap in (1, 2):  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH
            if libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
                raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")

    locked = Path(tempfile.mkdtemp(prefix="irscope-test-locked-"))
    locked.chmod(0o000)
    try:
        probe = subprocess.run(["ls", str(locked)], preexec_fn=drop, capture_output=True)  # noqa: PLW1509
    except OSError:
        pytest.skip("cannot drop root's DAC capabilities here")
    finally:
        locked.chmod(0o700)
        locked.rmdir()
    if probe.returncode == 0:
        pytest.skip("root still reads a chmod-000 directory without its DAC capabilities")
    return drop


@pytest.mark.parametrize("where", ["kernel-dir", "store-link", "store-root"])
def test_a_store_irscope_cannot_enter_is_one_line(open_dir: Path, where: str) -> None:
    """Another user's store, or a symlink to a place irscope may not enter: a traceback before."""
    drop = _as_another_user()
    tmp_path = open_dir
    private = tmp_path / "private"
    (private / "relu" / "f32" / "sm_90a").mkdir(parents=True)
    root = {"kernel-dir": private, "store-link": tmp_path / "link", "store-root": private}[where]
    if where == "store-link":
        root.symlink_to(private / "relu")
    locked = private / "relu" if where == "kernel-dir" else private
    locked.chmod(0o000)
    try:
        r = _irscope_env(tmp_path, "stats", preexec=drop, IRSCOPE_STORE=str(root))
    finally:
        locked.chmod(0o755)
    line = r.one_error_line()
    assert r.returncode == 2 and ("Permission denied" in line or "is not readable" in line), line


def test_the_root_directory_as_the_store_is_one_line(open_dir: Path) -> None:
    """`IRSCOPE_STORE=/ irscope stats` walked / and ended in a traceback (PermissionError on /proc/1/cwd)."""
    drop = _as_another_user()
    r = _irscope_env(open_dir, "stats", preexec=drop, IRSCOPE_STORE="/")
    line = r.one_error_line()
    assert r.returncode == 2 and "cannot read the store" in line, line


@pytest.mark.parametrize(
    "target",
    ["a" * 300, "/tmp/" + "b" * 300 + "/bundle", "relu:" + "c" * 300 + "@sm_90a"],
    ids=["kernel-name", "bundle-path", "case-name"],
)
def test_a_target_longer_than_a_file_name_is_one_line(tmp_path: Path, target: str) -> None:
    """ENAMETOOLONG was a traceback."""
    for command in ("passes", "show", "stats", "export"):
        r = irscope(command, target, "--store", str(tmp_path))
        line = r.one_error_line()
        assert r.returncode == 2, (command, line)


def test_a_symlink_among_a_cases_captures_is_never_taken_as_one(store: Path, tmp_path: Path) -> None:
    """`<kernel>/<case>/<arch>/<newer stamp> -> a bundle elsewhere` (another case's, another
    store's): the store's walk followed it and took it as the case's newest capture, shown by
    `passes`, `show`, `stats` and pinned by `check --update --from-store` as this case's
    (*failed before*: `passes` printed the other bundle under this case's path). A symlink
    there is no capture: the real newest one is read."""
    import shutil

    (real,) = [p.parent for p in store.glob("*/*/*/*/manifest.json")]
    elsewhere = tmp_path / "elsewhere" / "bundle"
    shutil.copytree(real, elsewhere)
    data = (elsewhere / "manifest.json").read_text()
    (elsewhere / "manifest.json").write_text(data.replace('"relu"', '"other_kernel"', 1))
    (real.parent / "29991231T235959.999999Z").symlink_to(elsewhere)
    for args in (["passes", "relu:f32@sm_90a"], ["stats", "relu:f32@sm_90a"]):
        r = irscope("--store", str(store), *args)
        assert r.returncode == 0, r.stderr
        first = r.stdout.splitlines()[0]
        assert f"({real})" in first and "other_kernel" not in r.stdout, first


def test_loading_a_bundle_looks_at_each_member_from_the_bundle_down(bundle_copy: Path, monkeypatch) -> None:  # noqa: ANN001
    """`list --store` of a store holding 3000 bundles (300 cases, 10 captures each) took 32 s
    (14 s CPU): loading a bundle checks every file its manifest names, and each check ended in
    a realpath of the member and of the bundle root, an lstat per component of the whole path,
    twice, on top of the walk from the root that had already looked at each component
    (*failed before*: 353 lstat for this bundle of 26 files, 501 for a Hopper GEMM's). The walk
    alone proves the member inside (no symlink, `..` or `.` below the root): 11 s, 59 lstat."""
    import os as os_module

    calls = 0
    lstat = os_module.lstat

    def counting(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        nonlocal calls
        calls += 1
        return lstat(*args, **kwargs)

    entries = len(list(bundle_copy.rglob("*")))
    monkeypatch.setattr(os_module, "lstat", counting)
    loaded = bundle.load(bundle_copy)
    monkeypatch.undo()
    assert loaded.manifest.status == "ok"
    assert calls <= 3 * entries, f"{calls} lstat to load a bundle of {entries} files and directories"


def test_a_leftover_dated_in_the_future_is_swept_by_a_capture_alone_on_the_store(tmp_path: Path) -> None:
    """A killed capture's marked `.tmp` bundle directory whose mtime lies ahead of this clock (the
    writer's clock ran ahead and was set back; an NFS server's clock is ahead): a capture alone on
    the store swept only what was not newer than now, so it stayed until the clock caught up
    (*failed before*). Beside a live capture, the age rule still keeps it (it may be that one's)."""
    root = tmp_path / "store"
    store.create(root)
    ahead = root / "k" / "c" / "sm_90a" / ".20991231T000000.000000Z.a.tmp"
    future = 4102444800  # 2100-01-01
    with leftovers.store_session(root):  # a live capture, writing it
        ahead.mkdir(parents=True)
        (ahead / bundle.WRITING_MARKER).touch()
        os.utime(ahead, (future, future))
        with leftovers.store_session(root) as beside:
            assert beside == [] and ahead.is_dir(), "a capture beside another keeps what may be the other's"
    with leftovers.store_session(root) as removed:
        assert removed == [ahead] and not ahead.exists()
