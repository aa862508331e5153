"""Bundle format 4 stores the IR texts as zstd members (`.mlir.zst`), each compressed against the
IR text before it, and PTX and SASS as zstd members: they round-trip exactly; format 3 bundles
(xz members, `.mlir.xz`), format 2 (gzip members, `.mlir.gz`) and format 1 (plain `.mlir` files)
read the same; and a corrupt compressed member of any kind, a prefix that leads back to its
member or out of the bundle, or a bomb, is one `irscope: error:` line naming the file, exit 2."""

from __future__ import annotations

import lzma
import struct
import zlib
from pathlib import Path

import pytest

from irscope import bundle
from irscope.bundle import zstd_codec
from tests.bundle_formats import rewrite
from tests.reliability.conftest import irscope, tree_bytes


def _ir_members(b: bundle.Bundle) -> list[str]:
    return list(dict.fromkeys([b.manifest.artifacts["input_ir"], *(p.ir_member for p in b.passes if p.ir_member)]))


def as_format(new: Path, old: Path, version: int = 1) -> None:
    """`new` (format 4) rewritten as an older format's bundle, as irscope wrote them before."""
    rewrite(new, old, version)


def _with_prefix(stored: bytes, name: str) -> bytes:
    """A zstd member's bytes with its prefix frame naming `name` instead."""
    _, frame = zstd_codec.split(stored, "member")
    tag = b"irscope-prefix:" + name.encode() + b"#" + b"%08x" % zlib.crc32(name.encode())
    return struct.pack("<II", 0x184D2A50, len(tag)) + tag + frame


def test_new_bundle_stores_ir_compressed_and_round_trips(bundle_copy: Path, tmp_path: Path) -> None:
    b = bundle.load(bundle_copy)
    assert b.manifest.format_version == bundle.FORMAT_VERSION == 4
    members = _ir_members(b)
    assert len(members) > 5 and all(rel.endswith(".mlir.zst") for rel in members)
    zstd = zstd_codec.codec()
    texts: dict[str, bytes] = {}
    for i, rel in enumerate(members):
        prefix, frame = zstd_codec.split((bundle_copy / rel).read_bytes(), rel)
        # each IR text against the one before it; the first alone (what `zstd -d --patch-from` reads)
        assert prefix == (members[i - 1] if i else None)
        zdict = zstd.ZstdDict(texts[prefix], is_raw=True).as_prefix if prefix else None
        texts[rel] = zstd.decompress(frame, zstd_dict=zdict)
        assert texts[rel].decode() == b.read_text(rel)
        assert b.read_text(rel).startswith(("module", "#", "!"))
    stored = sum((bundle_copy / rel).stat().st_size for rel in members)
    as_format(bundle_copy, tmp_path / "v3", 3)
    as_xz = sum(f.stat().st_size for f in (tmp_path / "v3" / "ir").iterdir())
    assert stored * 3 < sum(map(len, texts.values())) and stored < as_xz, (stored, as_xz)
    # PTX and SASS are zstd members; the cubin stays the file the DSL wrote, for nvdisasm.
    artifacts = b.manifest.artifacts
    assert artifacts["ptx"] == "module.ptx.zst" and artifacts["sass"] == "module.sass.zst"
    assert b.ptx().lstrip().startswith("//") and b.sass().strip()
    assert (bundle_copy / "module.cubin").read_bytes()[:4] == b"\x7fELF"


@pytest.mark.parametrize("version", [1, 2, 3])
def test_older_formats_read_the_same(bundle_copy: Path, tmp_path: Path, version: int) -> None:
    old = tmp_path / "old"
    as_format(bundle_copy, old, version)
    new_b, old_b = bundle.load(bundle_copy), bundle.load(old)
    assert old_b.manifest.format_version == version and not list(old.rglob("*.zst"))
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
def test_corrupt_xz_member_is_one_error_line(bundle_copy: Path, tmp_path: Path, corrupt, complaint: str) -> None:
    as_format(bundle_copy, tmp_path / "v3", 3)
    _corrupt_member_is_one_error_line(tmp_path / "v3", corrupt, complaint)


def _corrupt_member_is_one_error_line(bundle_copy: Path, corrupt, complaint: str) -> None:  # noqa: ANN001
    b = bundle.load(bundle_copy)
    p = b.find_pass("convert-to-llvm")  # the landmark: convert-to-llvm, or 4.6+'s one-shot-convert-to-llvm
    assert p.ir_member is not None
    member = bundle_copy / p.ir_member
    member.write_bytes(corrupt(member.read_bytes()))
    before = tree_bytes(bundle_copy)
    for command in (["show", str(bundle_copy), "--pass", p.key], ["diff", str(bundle_copy), "--pass", p.key]):
        r = irscope(*command)
        line = r.one_error_line()
        assert r.returncode == 2, (command, r.stderr)
        assert str(member) in line and complaint in line, line
    assert tree_bytes(bundle_copy) == before  # reading never repairs or rewrites a bundle


def test_an_xz_bomb_is_refused_before_it_is_inflated(bundle_copy: Path, tmp_path: Path) -> None:
    """A 5 KB xz member that inflates to 32 MB (6000x; irscope's preset 0 gains ~52x on the IR texts
    here): one line naming it, after inflating at most 1024 times its size."""
    as_format(bundle_copy, tmp_path / "v3", 3)
    bundle_copy = tmp_path / "v3"
    b = bundle.load(bundle_copy)
    p = b.find_pass("convert-to-llvm")  # the landmark: convert-to-llvm, or 4.6+'s one-shot-convert-to-llvm
    assert p.ir_member is not None
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
    p = b.find_pass("convert-to-llvm")  # the landmark: convert-to-llvm, or 4.6+'s one-shot-convert-to-llvm
    assert p.ir_member is not None
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


@pytest.mark.parametrize(
    ("corrupt", "complaint"),
    [
        (lambda data: data[: len(data) // 2], "truncated"),
        (lambda data: data[:40] + bytes(b ^ 0x55 for b in data[40:]), "corrupt compressed member"),
        (lambda data: b"module {\n}\n", "corrupt compressed member"),  # plain text under a .zst name
        (lambda data: data + b"garbage", "data after the zstd frame"),
    ],
)
def test_corrupt_zstd_member_is_one_error_line(bundle_copy: Path, corrupt, complaint: str) -> None:
    """Format 4: a member of the IR chain damaged. The texts after it, which need it as their
    prefix, are refused naming it too."""
    _corrupt_member_is_one_error_line(bundle_copy, corrupt, complaint)
    b = bundle.load(bundle_copy)
    damaged = b.find_pass("convert-to-llvm")  # the landmark: convert-to-llvm, or 4.6+'s one-shot-convert-to-llvm
    later = next(p for p in b.passes if p.ir_member and p.index > damaged.index)
    r = irscope("show", str(bundle_copy), "--pass", later.key)
    line = r.one_error_line()
    assert r.returncode == 2 and str(bundle_copy / damaged.ir_member) in line and complaint in line, line


@pytest.mark.parametrize("where", ["itself", "a-later-member", "outside"])
def test_a_prefix_that_leads_back_or_out_is_one_error_line(bundle_copy: Path, where: str) -> None:
    """An IR member whose prefix frame names itself, a member whose own chain comes back to it, or
    a path out of the bundle: one line naming the member, nothing read outside the bundle."""
    b = bundle.load(bundle_copy)
    members = _ir_members(b)
    rel = members[3]
    member = bundle_copy / rel
    target = {"itself": rel, "a-later-member": members[5], "outside": "../../../../etc/passwd"}[where]
    member.write_bytes(_with_prefix(member.read_bytes(), target))
    key = next(p.key for p in b.passes if p.ir_member == members[5])
    r = irscope("show", str(bundle_copy), "--pass", key)
    line = r.one_error_line()
    assert r.returncode == 2 and r.stdout == "" and "root:" not in r.stderr, r.stderr
    if where == "outside":
        assert f"{member}: refers to {target}, which is not a path inside the bundle" in line, line
    else:
        assert str(member) in line and "leads back to it" in line, line


def test_a_zstd_bomb_is_refused_before_it_is_inflated(bundle_copy: Path) -> None:
    """A 1 KB zstd member that inflates to 32 MB, as the PTX: one line naming it, after inflating
    at most 1024 times its size (past 1 MiB)."""
    zstd = zstd_codec.codec()
    member = bundle_copy / "module.ptx.zst"
    member.write_bytes(zstd.compress(b"x" * (32 << 20), 19))
    assert len(member.read_bytes()) < (4 << 10)
    r = irscope("show", str(bundle_copy), "--stage", "ptx")
    line = r.one_error_line()
    assert r.returncode == 2 and r.stdout == "", r.stderr
    assert str(member) in line and "decompresses to more than" in line, line
