"""Round 9: snapshot trees edited as people and checkouts edit them (docs/reliability.md, "Round
9"): line endings converted to CRLF (git's core.autocrlf), a byte order mark an editor put first,
a very large snapshot. Each runs `irscope check --from-store` on a copy of the session's capture
(relu:f32@sm_90a) and the suite's snapshots of relu."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import copy_suite_snapshots
from tests.reliability.conftest import irscope

RELU = "relu/f32/sm_90a"
BOM = b"\xef\xbb\xbf"


@pytest.fixture
def snap(tmp_path: Path) -> Path:
    dst = tmp_path / "snapshots"
    copy_suite_snapshots(dst / "relu", "relu")
    return dst


def _check(store: Path, snap: Path, *args: str):  # noqa: ANN202
    return irscope("check", "--from-store", str(store), "--snapshots", str(snap), "relu", *args)


@pytest.mark.parametrize(
    ("edit", "says"),
    [
        pytest.param(
            lambda data: data.replace(b"\n", b"\r\n"),
            "module.ptx: the snapshot has CRLF line endings (\\r\\n) where the capture has LF, and no line differs"
            " (a checkout that converts line endings, git's core.autocrlf, writes them: mark snapshots/** -text"
            " in .gitattributes); --update writes it as captured",
            id="crlf",
        ),
        pytest.param(
            lambda data: BOM + data,
            "module.ptx: the snapshot begins with a byte order mark (U+FEFF), and no line differs (an editor adds"
            " one); --update writes it as captured",
            id="bom",
        ),
        pytest.param(
            lambda data: BOM + data.replace(b"\n", b"\r\n"),
            "module.ptx: the snapshot begins with a byte order mark (U+FEFF) and has CRLF line endings",
            id="bom-and-crlf",
        ),
    ],
)
def test_a_snapshot_whose_encoding_alone_differs_says_so(store: Path, snap: Path, edit, says: str) -> None:
    """The PTX snapshot with CRLF line endings, a byte order mark, or both: the check fails (the
    file is not what `--update` writes) and its line says why, naming the file. (Failed on main:
    `module.ptx: +0 -0 lines`, `generated code changed` and an empty diff: no word of why.)"""
    ptx = snap / RELU / "module.ptx"
    ptx.write_bytes(edit(ptx.read_bytes()))
    r = _check(store, snap)
    assert r.returncode == 1, r.stderr
    assert says in r.stdout, r.stdout
    assert "+0 -0 lines" not in r.stdout


def test_an_expectations_file_an_editor_saved_with_a_byte_order_mark_is_read(store: Path, snap: Path) -> None:
    """`snapshots/expectations.txt` saved as "UTF-8 with BOM" (Notepad): its first assertion is
    read as written. (Failed on main: `expectations.txt:1: expected 'KERNEL[:CASE][@ARCH]
    ASSERTION', got '\\ufeffrelu@sm_90a spill_bytes == 0'`, exit 2.)"""
    (snap / "expectations.txt").write_bytes(BOM + b"relu@sm_90a spill_bytes == 0\nrelu@sm_90a registers <= 255\n")
    r = _check(store, snap)
    assert r.returncode == 0, r.stderr
    assert "2 of 2 expectations hold" in r.stdout


@pytest.mark.parametrize("name", ["expectations.txt", f"{RELU}/dsl.txt"])
def test_crlf_in_the_files_people_write_is_read_as_lf(store: Path, snap: Path, name: str) -> None:
    """`expectations.txt` and a case's `dsl.txt` with CRLF line endings: read as written (held on
    main)."""
    if name == "expectations.txt":
        (snap / name).write_bytes(b"relu@sm_90a spill_bytes == 0\r\n")
    else:
        (snap / name).write_bytes((snap / name).read_bytes().replace(b"\n", b"\r\n"))
    r = _check(store, snap)
    assert r.returncode == 0, r.stdout + r.stderr


def test_a_very_large_snapshot_is_compared_and_fails_with_its_name(store: Path, snap: Path) -> None:
    """`final.mlir` replaced by 300,000 lines (30 MB): compared, exit 1, the file named (held on main)."""
    (snap / RELU / "final.mlir").write_text(("x" * 100 + "\n") * 300_000)
    r = _check(store, snap)
    assert r.returncode == 1, r.stderr
    assert "final.mlir: +" in r.stdout
