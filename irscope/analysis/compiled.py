"""The compiled text core, where it was built: `core` is `irscope.analysis._textcore` or None.

`pip install -e .` compiles it (setup.py, from the C sources in `src/_textcore/`, outside the
package so that the name can only ever be the built extension) where a C compiler is found;
without one the install goes on and every function runs its pure-Python code, which is the
reference: each compiled function reproduces one of them exactly (tests/analysis/test_textcore.py
compares the two on real and fuzzed text). IRSCOPE_PURE_PYTHON=1 in the environment turns the
core off, for those tests and for measuring what it saves (docs/analysis.md, "Speed").

What the import found is a core only if it is an extension module holding every function the
analysis calls: a folder of that name (imported as a namespace package), a stray `.py`, or a
build older than the functions it is asked for is not, and the pure-Python code runs instead.
"""

from __future__ import annotations

import importlib.machinery
import os
from types import ModuleType

PURE_PYTHON_ENV = "IRSCOPE_PURE_PYTHON"

# Every name the analysis and the views take from the core (tests/analysis/test_textcore.py
# checks that each use is listed here).
FUNCTIONS = frozenset(
    {
        "LinePool",
        "changed_words",
        "contains_any",
        "encode_blocks",
        "lcs_runs",
        "line_chars",
        "mask_lines",
        "matching_blocks",
        "normalize_mlir",
        "pair_names",
        "rename_aliases",
        "ssa_templates",
        "str_tuple",
    }
)


def is_core(module: ModuleType) -> bool:
    """Whether `module` is a built text core: loaded from an extension file, every function there."""
    spec = getattr(module, "__spec__", None)
    loader = getattr(spec, "loader", None)
    extension = isinstance(loader, importlib.machinery.ExtensionFileLoader)
    return extension and all(callable(getattr(module, name, None)) for name in FUNCTIONS)


def _load() -> ModuleType | None:
    if os.environ.get(PURE_PYTHON_ENV, "") not in ("", "0"):
        return None
    try:
        from irscope.analysis import _textcore
    except ImportError:  # not built: no compiler at install time, or a source checkout
        return None
    return _textcore if is_core(_textcore) else None


core = _load()
