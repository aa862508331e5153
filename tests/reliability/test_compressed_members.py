"""Bundle format 3 stores the IR texts as xz members (`.mlir.xz`): they round-trip exactly,
format 2 bundles (gzip members, `.mlir.gz`) and format 1 bundles (plain `.mlir` files) read the
same, and a corrupt compressed member of either kind is one `irscope: error:` line naming the file,
exit 2."""

from __future__ import annotations

import gzip
import json
import lzma
import shutil
import zlib
from pathlib import Path

import pytest

from irscope import bundle
from tests.reliability.conftest import irscope, tree_bytes


def _ir_members(b: bundle.Bundle) -> list[str]:
    return list(dict.fromkeys([b.manifest.artifacts["input_ir"], *(p.ir_member for p in b.passes if p.ir_member)]))


def as_format(new: Path, old: Path, version: int = 1) -> None:
    """`new` (format 3) rewritten as an older format's bundle: the same texts as plain `.mlir` files
    (1) or gzip members (2), and a manifest saying so, as irscope wrote them before."""
    shutil.copytree(new, old)
    manifest = json.loads((old / bundle.MANIFEST).read_text())
    rename = {}
    for xz in sorted((old / "ir").glob("*.mlir.xz")):
        text = lzma.decompress(xz.read_bytes())
        plain = xz.with_suffix("")
        if version == 1:
            plain.write_bytes(text)
            written = plain
        else:
            written = plain.with_name(plain.name + ".gz")
            written.write_bytes(gzip.compress(text, compresslevel=1, mtime=0))
        xz.unlink()
        rename[xz.relative_to(old).as_posix()] = written.relative_to(old).as_posix()
    manifest["format_version"] = version
    manifest["artifacts"]["input_ir"] = rename[manifest["artifacts"]["input_ir"]]
    for p in manifest["passes"]:
        p["ir"] = rename.get(p["ir"], p["ir"])
    (old / bundle.MANIFEST).write_text(json.dumps(manifest, indent=1))


def test_new_bundle_stores_ir_compressed_and_round_trips(bundle_copy: Path) -> None:
    b = bundle.load(bundle_copy)
    assert b.manifest.format_version == bundle.FORMAT_VERSION == 3
    members = _ir_members(b)
    assert len(members) > 5 and all(rel.endswith(".mlir.xz") for rel in members)
    for rel in members:
        stored = (bundle_copy / rel).read_bytes()
        text = b.read_text(rel)
        assert lzma.decompress(stored).decode() == text  # xzcat reads it; the reader sees the text
        assert text.startswith(("module", "#", "!")) and len(stored) * 3 < len(text.encode())
    # The uncompressed members stay plain files a user (or a tool) can open.
    assert b.ptx().lstrip().startswith("//") and not (bundle_copy / "module.ptx.xz").exists()


@pytest.mark.parametrize("version", [1, 2])
def test_older_formats_read_the_same(bundle_copy: Path, tmp_path: Path, version: int) -> None:
    old = tmp_path / "old"
    as_format(bundle_copy, old, version)
    new_b, old_b = bundle.load(bundle_copy), bundle.load(old)
    assert old_b.manifest.format_version == version and not list(old.rglob("*.xz"))
    assert [new_b.ir_after(p) for p in new_b.passes] == [old_b.ir_after(p) for p in old_b.passes]
    assert new_b.input_ir() == old_b.input_ir()
    for command in (["stats"], ["passes"], ["show", "--pass", "convert-to-llvm"], ["diff", "--pass", "cse"]):
        runs = [irscope(command[0], str(path), *command[1:]) for path in (bundle_copy, old)]
        assert [r.returncode for r in runs] == [runs[0].returncode] * 2 and runs[0].returncode in (0, 1)
        assert runs[0].stdout.replace(str(bundle_copy), "B") == runs[1].stdout.replace(str(old), "B"), command
        assert runs[0].stdout.strip()


@pytest.mark.parametrize(
    ("corrupt", "complaint"),
    [
        (lambda data: data[: len(data) // 2], "truncated"),
        (lambda data: data[:10] + bytes(b ^ 0x55 for b in data[10:]), "corrupt compressed member"),
        (lambda data: b"module {\n}\n", "corrupt compressed member"),  # plain text under a .xz name
        (lambda data: data + b"garbage", "data after the xz stream"),
    ],
)
def test_corrupt_xz_member_is_one_error_line(bundle_copy: Path, corrupt, complaint: str) -> None:
    _corrupt_member_is_one_error_line(bundle_copy, corrupt, complaint)


def _corrupt_member_is_one_error_line(bundle_copy: Path, corrupt, complaint: str) -> None:  # noqa: ANN001
    b = bundle.load(bundle_copy)
    p = next(p for p in b.passes if p.ir_member and p.name == "convert-to-llvm")
    member = bundle_copy / p.ir_member
    member.write_bytes(corrupt(member.read_bytes()))
    before = tree_bytes(bundle_copy)
    for command in (["show", str(bundle_copy), "--pass", p.key], ["diff", str(bundle_copy), "--pass", p.key]):
        r = irscope(*command)
        line = r.one_error_line()
        assert r.returncode == 2, (command, r.stderr)
        assert str(member) in line and complaint in line, line
    assert tree_bytes(bundle_copy) == before  # reading never repairs or rewrites a bundle


def test_an_xz_bomb_is_refused_before_it_is_inflated(bundle_copy: Path) -> None:
    """A 5 KB xz member that inflates to 32 MB (6000x; irscope's preset 0 gains ~52x on the IR texts
    here): one line naming it, after inflating at most 1024 times its size."""
    b = bundle.load(bundle_copy)
    p = next(p for p in b.passes if p.ir_member and p.name == "convert-to-llvm")
    member = bundle_copy / p.ir_member
    member.write_bytes(lzma.compress(b"x" * (32 << 20), preset=9))
    r = irscope("show", str(bundle_copy), "--pass", p.key)
    line = r.one_error_line()
    assert r.returncode == 2 and r.stdout == "", r.stderr
    assert str(member) in line and "decompresses to more than 1024 times its" in line, line


@pytest.mark.parametrize(
    ("corrupt", "complaint"),
    [
        (lambda data: data[: len(data) // 2], "truncated"),
        (lambda data: data[:10] + bytes(b ^ 0x55 for b in data[10:]), "corrupt compressed member"),
        (lambda data: b"module {\n}\n", "corrupt compressed member"),  # plain text under a .gz name
        (lambda data: data + data, "data after the gzip stream"),
    ],
)
def test_corrupt_gzip_member_is_one_error_line(bundle_copy: Path, tmp_path: Path, corrupt, complaint: str) -> None:
    as_format(bundle_copy, tmp_path / "v2", 2)
    _corrupt_member_is_one_error_line(tmp_path / "v2", corrupt, complaint)


def _gzip_best(data: bytes) -> bytes:
    """`data` gzip-compressed as tightly as deflate goes (level 9: ~1000x on one repeated byte)."""
    deflater = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    return deflater.compress(data) + deflater.flush()


def test_a_gzip_bomb_is_refused_before_it_is_inflated(bundle_copy: Path, tmp_path: Path) -> None:
    """A 32 KB member that inflates to 32 MB (1000x; irscope's level 1 gains at most ~230x, the IR
    texts 4-19x) was read whole: a 1 MB one reached 1 GB (27 s and 2 GB of memory for `show`)
    and four of them ran `export` out of memory. Now one line naming it, after inflating at most
    256 times its size; a small member (under 1 MiB inflated) still reads at any ratio."""
    as_format(bundle_copy, tmp_path / "v2", 2)
    bundle_copy = tmp_path / "v2"
    b = bundle.load(bundle_copy)
    p = next(p for p in b.passes if p.ir_member and p.name == "convert-to-llvm")
    member = bundle_copy / p.ir_member
    member.write_bytes(_gzip_best(b"x" * (32 << 20)))
    assert len(member.read_bytes()) < (64 << 10)
    for command in (["show", str(bundle_copy), "--pass", p.key], ["export", str(bundle_copy), "-o", "-"]):
        r = irscope(*command)
        line = r.one_error_line()
        assert r.returncode == 2 and r.stdout == "", (command, r.stderr)
        assert str(member) in line and "decompresses to more than 256 times its" in line, line
    member.write_bytes(_gzip_best(b"x" * (1 << 20)))
    r = irscope("show", str(bundle_copy), "--pass", p.key)
    assert r.returncode == 0 and r.stdout == "x" * (1 << 20) + "\n", r.stderr
