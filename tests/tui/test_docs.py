"""docs/tui.md shows every key, exactly as the keys table says (the table is generated from it)."""

from __future__ import annotations

from pathlib import Path

from irscope.tui.keys import markdown_table

DOC = Path(__file__).resolve().parents[2] / "docs" / "tui.md"


def test_docs_key_table_is_the_keys_table() -> None:
    assert markdown_table() in DOC.read_text(), "regenerate the table in docs/tui.md from keys.markdown_table()"


def test_docs_screenshots_exist() -> None:
    text = DOC.read_text()
    for name in ("tui.svg", "tui-compare.svg"):
        assert f"]({name})" in text
        assert (DOC.parent / name).read_text().startswith("<svg")
