"""The store's layout is named in one module, irscope/store.py: its hidden caches (the capture
cache, the kept source maps) are taken from there by every module that reads or writes them."""

from __future__ import annotations

import ast

from tests.helpers import REPO

#: The names of the store's cache folders (store.CACHES, CAPTURE_CACHE, SOURCEMAP_CACHE, DISCOVERY_CACHE).
CACHE_NAMES = {".cache", "captures", "sourcemaps", "discovery"}


def test_the_store_s_cache_folders_are_named_in_store_py_only() -> None:
    found = []
    for path in sorted((REPO / "irscope").rglob("*.py")):
        if path == REPO / "irscope" / "store.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and node.value in CACHE_NAMES:
                found.append(f"{path.relative_to(REPO)}:{node.lineno}: {node.value!r}")
    assert found == []
