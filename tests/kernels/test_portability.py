"""Kernel modules must import and declare their cases under every supported DSL release."""

from __future__ import annotations

import ast

import pytest

from tests.helpers import KERNELS

MODULES = sorted(p for p in KERNELS.glob("*.py") if not p.name.startswith("_"))


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.stem)
def test_kernel_modules_never_import_torch(path):
    """DSL 4.2's AST preprocessor imports every module a kernel file imports, even inside a
    function body, so a lazy `import torch` there breaks compile-only capture without torch.
    GPU-run helpers that need torch live in kernels/_common.py."""
    for node in ast.walk(ast.parse(path.read_text())):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        assert not any(n == "torch" or n.startswith("torch.") for n in names), f"{path.name}:{node.lineno}"
