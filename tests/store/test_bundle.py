"""The bundle format: schema validation on load, atomic writes, interrupted captures."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from irscope import bundle, store
from irscope.errors import BundleError
from tests.helpers import KERNELS, REPO


@pytest.fixture
def bundle_copy(seed_store, tmp_path) -> Path:
    src = store.resolve_one("copy_inner_partition:bf16@sm_90a", seed_store)
    dst = tmp_path / "b"
    shutil.copytree(src, dst)
    return dst


def _edit_manifest(path: Path, edit) -> None:
    data = json.loads((path / bundle.MANIFEST).read_text())
    edit(data)
    (path / bundle.MANIFEST).write_text(json.dumps(data))


def test_real_bundle_validates(bundle_copy):
    b = bundle.load(bundle_copy)
    assert (
        json.loads((bundle_copy / bundle.MANIFEST).read_text())["format"] == "irscope-bundle"
        and b.manifest.format_version == bundle.FORMAT_VERSION == 4
    )
    assert all(p.ir_member.endswith(".mlir.zst") for p in b.passes if p.ir_member)  # format 4: IR texts compressed


def test_manifest_reads_and_writes_back_byte_for_byte(seed_store):
    """Manifest.from_json and to_json are inverse on every bundle a capture writes: the typed
    manifest loses no key and keeps their order (what BundleWriter.commit writes is to_json)."""
    paths = sorted(p.parent for p in seed_store.glob("*/*/*/*/" + bundle.MANIFEST))
    assert paths
    for path in paths:
        text = (path / bundle.MANIFEST).read_text()
        written = json.dumps(bundle.Manifest.from_json(json.loads(text)).to_json(), indent=1) + "\n"
        assert written == text, path


def test_format_1_bundles_written_before_compression_still_read() -> None:
    """The committed TUI bundles were written by format 1 (plain .mlir members): they load and
    every IR text reads as MLIR (tests/reliability/test_compressed_members.py compares the two
    formats of one capture text for text)."""
    from tests.helpers import REPO

    old = sorted((REPO / "tests" / "tui" / "data" / "bundles").iterdir())
    assert old
    for path in old:
        b = bundle.load(path)
        assert b.manifest.format_version == 1
        members = {p.ir_member for p in b.passes if p.ir_member}
        assert members and all(rel.endswith(".mlir") for rel in members)
        for rel in members:
            assert b.read_text(rel).lstrip().startswith(("module", "#", "!", "//")), (path.name, rel)


def test_manifest_that_is_not_json(bundle_copy):
    (bundle_copy / bundle.MANIFEST).write_text('{"format": "irscope-bundle", ')
    with pytest.raises(BundleError, match=r"manifest.json: not valid JSON"):
        bundle.load(bundle_copy)


@pytest.mark.parametrize(
    ("edit", "complaint"),
    [
        (lambda d: d.pop("passes"), "'passes' is a required property"),
        (lambda d: d.update(format_version=99), "format_version"),
        (lambda d: d["passes"][0].update(observed="maybe"), "passes/0/observed"),
        (lambda d: d["passes"][3].update(index=7), "index 7, expected 4"),
        (lambda d: d["target"].update(arch="ampere"), "target/arch"),
        (lambda d: d["artifacts"].update(ptx="../../etc/passwd"), "artifacts/ptx"),
        (lambda d: d.update(extra=1), "Additional properties"),
    ],
)
def test_schema_violations_name_the_field(bundle_copy, edit, complaint):
    _edit_manifest(bundle_copy, edit)
    with pytest.raises(BundleError) as exc:
        bundle.load(bundle_copy)
    assert complaint in str(exc.value)
    assert str(bundle_copy / bundle.MANIFEST) in str(exc.value)


def test_missing_referenced_file(bundle_copy):
    (bundle_copy / bundle.SASS).unlink()
    with pytest.raises(BundleError, match="refers to module.sass.zst, which is missing"):
        bundle.load(bundle_copy)


def test_corrupt_bundle_via_cli_is_one_line(bundle_copy):
    from tests.helpers import invoke_irscope

    (bundle_copy / bundle.MANIFEST).write_text("[]")
    r = invoke_irscope("passes", str(bundle_copy))
    assert r.returncode == 2
    assert "invalid manifest" in r.stderr and "Traceback" not in r.stderr


def test_writer_leaves_nothing_when_interrupted(tmp_path):
    dest = tmp_path / "k" / "c" / "sm_90a" / "stamp"
    with pytest.raises(KeyboardInterrupt), bundle.BundleWriter(dest) as w:
        w.write_text("module.ptx", "partial")
        raise KeyboardInterrupt
    assert not dest.exists()
    assert list(dest.parent.iterdir()) == []


def _manifest_with_status(status: str) -> bundle.Manifest:
    host = bundle.Host("host", "Linux", "3.11")
    return bundle.Manifest(
        status=status,
        kernel=bundle.KernelInfo("k", "c", "entry", "k.py", "0" * 64),
        arch="sm_90a",
        dsl_version="4.5.3",
        capture=bundle.CaptureInfo("none", "0.1", "2026-01-01T00:00:00+00:00", host),
        pipeline_text="",
        pipeline_expanded="",
        passes=(),
        landmarks=(),
        artifacts={},
        functions=(),
        error=None,
    )


def test_writer_refuses_an_invalid_manifest_and_leaves_nothing(tmp_path):
    dest = tmp_path / "stamp"
    with pytest.raises(BundleError), bundle.BundleWriter(dest) as w:
        w.write_text("module.ptx", "x")
        w.commit(_manifest_with_status("half-written"))  # not a status the schema knows
    assert not dest.exists() and list(tmp_path.iterdir()) == []


def test_writer_never_overwrites_an_existing_bundle(bundle_copy, tmp_path):
    before = (bundle_copy / bundle.MANIFEST).read_text()
    manifest = json.loads(before)
    with bundle.BundleWriter(bundle_copy) as w:
        for rel in bundle._referenced_files(manifest):
            w.write_bytes(rel, (bundle_copy / rel).read_bytes())
        final = w.commit(bundle.Manifest.from_json(manifest))
    assert final != bundle_copy and final.name == bundle_copy.name + "-2"
    assert (bundle_copy / bundle.MANIFEST).read_text() == before


def test_killed_capture_leaves_no_visible_half_bundle(tmp_path):
    """SIGKILL the whole capture while it writes a bundle (after one is complete): readers see
    the complete bundle, and the half-written one only as a hidden temporary directory, still
    marked as being written. The kill lands between the writer's first file and its commit, seen
    on disk, not guessed from a delay; where the commit won the race, it is tried again."""
    for attempt in range(5):
        root = tmp_path / f"store{attempt}"
        half = _kill_while_writing(root)
        if half is not None and half.exists():
            break
    else:
        pytest.fail("the capture committed every bundle before the kill, five times over")
    assert half.name.startswith(".") and (half / bundle.WRITING_MARKER).is_file()
    visible = [d for d in _bundle_dirs(root) if not d.name.startswith(".")]
    assert visible, "no bundle was complete when the capture was killed"
    for manifest_dir in visible:
        bundle.load(manifest_dir)  # every visible bundle is complete and valid
    latest = store.all_latest(root)
    assert latest and half not in latest
    for ref in latest:
        assert bundle.load(ref).ok


def _bundle_dirs(root: Path) -> list[Path]:
    """<store>/KERNEL/CASE/ARCH/* (the store's own hidden folders, such as .cache, left out)."""
    return [d for d in root.glob("*/*/*/*") if not any(p.startswith(".") for p in d.relative_to(root).parts[:3])]


def _kill_while_writing(root: Path) -> Path | None:
    """Start `irscope capture -j 1` into `root`; SIGKILL its process group as soon as a bundle is
    being written while another is complete. The directory being written, or None."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("CUTE_DSL_")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "irscope", "--store", str(root), "capture", "--kernels", str(KERNELS), "-j", "1"],
        cwd=REPO,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 600
        while proc.poll() is None and time.monotonic() < deadline:
            found = _bundle_dirs(root)
            # hidden and marked (a bundle renamed into place holds the marker a moment longer)
            writing = [d for d in found if d.name.startswith(".") and (d / bundle.WRITING_MARKER).exists()]
            if writing and any((d / bundle.MANIFEST).exists() for d in found if d not in writing):
                os.killpg(proc.pid, signal.SIGKILL)
                return writing[0]
            time.sleep(0.001)
        return None
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def test_pass_records_serialize_to_the_manifest_they_were_read_from() -> None:
    # Capture builds PassRecords and bundle/directory.py serializes them: the keys, their order and the
    # values must be what bundles on disk already hold, or old bundles and snapshots would drift.
    import json

    from tests.helpers import REPO

    for data in sorted((REPO / "tests" / "tui" / "data" / "bundles").iterdir()):
        raw = json.loads((data / "manifest.json").read_text())
        b = bundle.load(data)
        # Bundles from before pass replay have no "exact" key; every other key is as written.
        written = [
            {k: v for k, v in p.to_json().items() if k in old} for p, old in zip(b.passes, raw["passes"], strict=True)
        ]
        assert json.dumps(written) == json.dumps(raw["passes"]), data.name
        assert [m.to_json() for m in b.landmarks] == raw["landmarks"], data.name


def test_a_pass_names_its_ir_as_a_bundle_member_under_the_manifests_key() -> None:
    from tests.helpers import REPO

    data = REPO / "tests" / "tui" / "data" / "bundles" / "copy_inner_partition_bf16_sm_90a"
    b = bundle.load(data)
    members = [p for p in b.passes if p.ir_member is not None]
    assert members
    for p in members:
        assert not p.ir_member.startswith("/") and p.ir_member.startswith("ir/")
        assert b.read_text(p.ir_member) == b.ir_after(p)
        assert p.to_json()["ir"] == p.ir_member and "ir_member" not in p.to_json()
