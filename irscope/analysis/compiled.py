"""The compiled text core, where it was built: `core` is `irscope.analysis._textcore` or None.

`pip install -e .` compiles it (setup.py) where a C compiler is found; without one the install
goes on and every function runs its pure-Python code, which is the reference: each compiled
function reproduces one of them exactly (tests/analysis/test_textcore.py compares the two on
real and fuzzed text). IRSCOPE_PURE_PYTHON=1 in the environment turns the core off, for those
tests and for measuring what it saves (docs/analysis.md, "Speed").
"""

from __future__ import annotations

import os
from types import ModuleType

PURE_PYTHON_ENV = "IRSCOPE_PURE_PYTHON"


def _load() -> ModuleType | None:
    if os.environ.get(PURE_PYTHON_ENV, "") not in ("", "0"):
        return None
    try:
        from irscope.analysis import _textcore
    except ImportError:  # not built: no compiler at install time, or a source checkout
        return None
    # A source checkout that was never built imports the folder of C sources as a namespace
    # package (no __file__): that is no core either.
    return _textcore if getattr(_textcore, "__file__", None) else None


core = _load()
