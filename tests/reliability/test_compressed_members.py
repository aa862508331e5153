"""Bundle format 2 stores the IR texts as gzip members (`.mlir.gz`): they round-trip exactly,
format 1 bundles (plain `.mlir` files, every bundle written before) read the same, and a corrupt
compressed member is one `irscope: error:` line naming the file, exit 2."""

from __future__ import annotations

import gzip
import json
import shutil
import zlib
from pathlib import Path

import pytest

from irscope import bundle
from tests.reliability.conftest import irscope, tree_bytes


def _ir_members(b: bundle.Bundle) -> list[str]:
    return list(dict.fromkeys([b.manifest.artifacts["input_ir"], *(p.ir for p in b.passes if p.ir)]))


def as_format_1(new: Path, old: Path) -> None:
    """`new` (format 2) rewritten as the capture's format 1 bundle: the same texts as plain
    `.mlir` files and a manifest saying format 1, as irscope wrote before compressing."""
    shutil.copytree(new, old)
    manifest = json.loads((old / bundle.MANIFEST).read_text())
    rename = {}
    for gz in sorted((old / "ir").glob("*.mlir.gz")):
        plain = gz.with_suffix("")
        plain.write_bytes(gzip.decompress(gz.read_bytes()))
        gz.unlink()
        rename[gz.relative_to(old).as_posix()] = plain.relative_to(old).as_posix()
    manifest["format_version"] = 1
    manifest["artifacts"]["input_ir"] = rename[manifest["artifacts"]["input_ir"]]
    for p in manifest["passes"]:
        p["ir"] = rename.get(p["ir"], p["ir"])
    (old / bundle.MANIFEST).write_text(json.dumps(manifest, indent=1))


def test_new_bundle_stores_ir_compressed_and_round_trips(bundle_copy: Path) -> None:
    b = bundle.load(bundle_copy)
    assert b.manifest.format_version == bundle.FORMAT_VERSION == 2
    members = _ir_members(b)
    assert len(members) > 5 and all(rel.endswith(".mlir.gz") for rel in members)
    for rel in members:
        stored = (bundle_copy / rel).read_bytes()
        text = b.read_text(rel)
        assert gzip.decompress(stored).decode() == text  # zcat reads it; the reader sees the text
        assert text.startswith(("module", "#", "!")) and len(stored) * 3 < len(text.encode())
    # The uncompressed members stay plain files a user (or a tool) can open.
    assert b.ptx().lstrip().startswith("//") and not (bundle_copy / "module.ptx.gz").exists()


def test_format_1_bundle_reads_the_same(bundle_copy: Path, tmp_path: Path) -> None:
    old = tmp_path / "old"
    as_format_1(bundle_copy, old)
    new_b, old_b = bundle.load(bundle_copy), bundle.load(old)
    assert old_b.manifest.format_version == 1 and not list(old.rglob("*.gz"))
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
        (lambda data: b"module {\n}\n", "corrupt compressed member"),  # plain text under a .gz name
        (lambda data: data + data, "data after the gzip stream"),
    ],
)
def test_corrupt_compressed_member_is_one_error_line(bundle_copy: Path, corrupt, complaint: str) -> None:
    b = bundle.load(bundle_copy)
    p = b.find_pass("convert-to-llvm")  # the landmark: convert-to-llvm, or 4.6+'s one-shot-convert-to-llvm
    member = bundle_copy / p.ir
    member.write_bytes(corrupt(member.read_bytes()))
    before = tree_bytes(bundle_copy)
    for command in (["show", str(bundle_copy), "--pass", p.key], ["diff", str(bundle_copy), "--pass", p.key]):
        r = irscope(*command)
        line = r.one_error_line()
        assert r.returncode == 2, (command, r.stderr)
        assert str(member) in line and complaint in line, line
    assert tree_bytes(bundle_copy) == before  # reading never repairs or rewrites a bundle


def _gzip_best(data: bytes) -> bytes:
    """`data` gzip-compressed as tightly as deflate goes (level 9: ~1000x on one repeated byte)."""
    deflater = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    return deflater.compress(data) + deflater.flush()


def test_a_gzip_bomb_is_refused_before_it_is_inflated(bundle_copy: Path) -> None:
    """A 32 KB member that inflates to 32 MB (1000x; irscope's level 1 gains at most ~230x, the IR
    texts 4-19x) was read whole: a 1 MB one reached 1 GB (27 s and 2 GB of memory for `show`)
    and four of them ran `export` out of memory. Now one line naming it, after inflating at most
    256 times its size; a small member (under 1 MiB inflated) still reads at any ratio."""
    b = bundle.load(bundle_copy)
    p = b.find_pass("convert-to-llvm")  # the landmark: convert-to-llvm, or 4.6+'s one-shot-convert-to-llvm
    member = bundle_copy / p.ir
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
