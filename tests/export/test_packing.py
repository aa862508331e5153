"""The page's packed data: one gzip member whose JSON is json.dumps of the data, however it was cut."""

from __future__ import annotations

import base64
import gzip
import json
import random
import zlib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from irscope.views.html import packing


def unpacked(text: str) -> bytes:
    raw = base64.b64decode(text)
    # One member: a second member, or bytes after the first, would be lost on browsers that stop there.
    member = zlib.decompressobj(16 + zlib.MAX_WBITS)
    out = member.decompress(raw)
    assert member.eof and member.unused_data == b""
    return out


def dumped(data: Any) -> bytes:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode()


def page_like(rng: random.Random, lines: int) -> dict[str, Any]:
    """Data shaped like a page's: HTML-ish pool lines by kind, diff blocks, non-ASCII."""
    words = ['<span class="nv">%', "arith.addi", "\u00e9", "\u4e00", "9081726354", " ", "\n", '"', "\\"]
    text = "".join(rng.choice(words) + str(rng.randrange(50)) for _ in range(lines))
    return {
        "mode": "compare",
        "diffs": [{"left": k, "right": k + 1, "blocks": [3, [1, 2, "4,9|4,12"]]} for k in range(lines // 50)],
        "lines": {"mlir": text, "ptx": text[: lines // 3]},
        "templates": {"mlir": [["<span>", "</span>"]] * (lines // 20), "sass": []},
        "texts": [{"kind": "mlir", "runs": [0, lines]}],
    }


@pytest.mark.parametrize("chunk", [64, 4096, 1 << 16, packing.CHUNK])
def test_the_json_comes_back_whole_across_chunks(chunk: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Chunks deflated apart, each primed with the one before, are one stream (a chunk of 64
    bytes: thousands of them, the history shorter than the window)."""
    monkeypatch.setattr(packing, "CHUNK", chunk)
    data = page_like(random.Random(chunk), 40_000)
    assert unpacked(packing.packed_json(data)) == dumped(data)


def test_the_same_data_gives_the_same_page(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(packing, "CHUNK", 4096)
    data = page_like(random.Random(1), 20_000)
    assert packing.packed_json(data) == packing.packed_json(json.loads(dumped(data)))


def test_priming_keeps_the_page_as_small_as_one_stream(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each chunk may refer back into the 32 KB before it, as one stream would: with 8 KB
    chunks of text that repeats every 8 KB, unprimed chunks are 14 times as large; primed, only
    each chunk's flush and block header are added (about 20 bytes a chunk)."""
    monkeypatch.setattr(packing, "CHUNK", 8192)
    data = page_like(random.Random(2), 1_000)
    data["lines"]["mlir"] *= 60
    one = gzip.compress(dumped(data), compresslevel=packing.LEVEL, mtime=0)
    chunked = base64.b64decode(packing.packed_json(data))
    assert len(dumped(data)) > 40 * packing.CHUNK
    assert len(chunked) < 1.25 * len(one)


@settings(max_examples=150, deadline=None)
@given(
    st.dictionaries(
        st.one_of(st.text(max_size=4), st.integers()),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
            lambda inner: (
                st.lists(inner, max_size=4)
                | st.dictionaries(st.one_of(st.text(max_size=3), st.integers()), inner, max_size=4)
            ),
            max_leaves=20,
        ),
        max_size=6,
    )
)
def test_any_json_data(data: dict[Any, Any]) -> None:
    """Keys json.dumps spells its own way (integers) and every kind of value: the same JSON."""
    assert unpacked(packing.packed_json(data)) == dumped(data)
