"""The assembler reads MLIR's dumps as bytes where that gives the same member as reading text."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from irscope.capture.assemble.from_workdir import _dump_text, _dump_utf8

HEADER = b"// -----// IR Dump After CSE (cse) ('builtin.module' operation) //----- //\n"


@pytest.mark.parametrize(
    "raw",
    [
        HEADER + b"module {\n}\n",
        HEADER + b"module {\n}\n\n\n",
        b"module {\n}",  # no banner, no final newline
        HEADER,  # a banner and nothing else
        b"",
        HEADER + b"module {\r\n}\r\n",  # carriage returns: text mode turns them into newlines
        HEADER + b'module attributes {s = "caf\xc3\xa9"} {\n}\n',  # UTF-8 that is not ASCII
        HEADER + b"module {\xff\xfe}\n",  # not UTF-8: U+FFFD, as every text read
        b"  " + HEADER + b"module {}\n",  # a banner that is not at the start stays
    ],
)
def test_bytes_and_text_reads_give_the_same_member(tmp_path, raw):
    path = tmp_path / "0_cse.mlir"
    path.write_bytes(raw)
    assert _dump_utf8(path) == _dump_text(path).encode("utf-8")


@settings(max_examples=200, deadline=None)
@given(body=st.binary(max_size=64), banner=st.booleans())
def test_any_bytes_read_the_same(tmp_path_factory, body, banner):
    path = tmp_path_factory.mktemp("dump") / "1_canonicalize.mlir"
    path.write_bytes((HEADER if banner else b"") + body)
    assert _dump_utf8(path) == _dump_text(path).encode("utf-8")
