"""Round 9: bundles whose members were edited by hand (docs/reliability.md, "Round 9"): an IR
member replaced by a well-formed zstd member of other text (decompressed, edited, compressed
again), a pass listed twice in the manifest, the PTX replaced by bytes that are not text. Each on a copy of
the session's capture (relu:f32@sm_90a)."""

from __future__ import annotations

import json
from pathlib import Path

from irscope import bundle
from irscope.bundle import zstd_codec
from tests.reliability.conftest import irscope


def test_a_member_recompressed_by_hand_names_the_member_the_next_one_is_stored_against(bundle_copy: Path) -> None:
    """`ir/NNN-PASS.mlir.zst` replaced by `zstd` of an edited text: that member reads (as the
    text put there), and the next member, stored against it, fails naming both. (Failed on main:
    only the next member was named, `corrupt compressed member (not zstd data irscope wrote: ...
    Data corruption detected)`, a file nobody touched.)"""
    b = bundle.load(bundle_copy)
    members = [p for p in b.passes if p.ir_member]
    later = next(p for p in members if zstd_codec.split((bundle_copy / p.ir_member).read_bytes(), "m")[0])
    prefix, _ = zstd_codec.split((bundle_copy / later.ir_member).read_bytes(), "m")
    edited = bundle_copy / str(prefix)
    edited.write_bytes(zstd_codec.codec().compress(b"module {\n  // edited by hand\n}\n"))
    r = irscope("show", str(bundle_copy), "--pass", later.key)
    line = r.one_error_line()
    assert r.returncode == 2 and r.stdout == "", r.stderr
    assert line.startswith(f"irscope: error: {bundle_copy / later.ir_member}: corrupt compressed member"), line
    assert line.endswith(
        f"; it is stored against {prefix}, which reads as a text of its own: a change to either member breaks this one"
    ), line
    edited_pass = next(p for p in b.passes if p.ir_member == prefix)
    r = irscope("show", str(bundle_copy), "--pass", edited_pass.key)
    assert r.returncode == 0 and "// edited by hand" in r.stdout, r.stderr


def test_a_pass_listed_twice_in_the_manifest_is_one_line(bundle_copy: Path) -> None:
    """A pass entry copied (an edit that duplicates an entry of `passes`), renumbered: refused at
    load, one line naming the manifest and the pass (held on main)."""
    path = bundle_copy / "manifest.json"
    manifest = json.loads(path.read_text())
    passes = manifest["passes"]
    passes.insert(5, dict(passes[4]))
    for number, entry in enumerate(passes, start=1):
        entry["index"] = number
    path.write_text(json.dumps(manifest))
    r = irscope("passes", str(bundle_copy))
    line = r.one_error_line()
    assert r.returncode == 2 and f"{path}: pass '{passes[4]['name']}' #" in line and "out of order" in line, line


def test_binary_ptx_is_shown_escaped_in_a_pipe_too(bundle_copy: Path) -> None:
    """`module.ptx.zst` replaced by a zstd member of bytes that are not text, an escape sequence
    among them: `show --stage ptx` into a pipe prints it escaped (`\\x1b[2J`), as on a terminal,
    exit 0. (Failed on main: in a pipe click stripped `\\x1b[2J` as a colour code, so a file
    made by `show > file` silently lacked those bytes of the text.)"""
    member = bundle_copy / "module.ptx.zst"
    member.write_bytes(zstd_codec.codec().compress(b"abc\x1b[2Jdef\xff\n"))
    r = irscope("show", str(bundle_copy), "--stage", "ptx")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "abc\\x1b[2Jdef\ufffd\n", repr(r.stdout)
