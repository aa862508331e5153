"""The compiled text core, where it was built: `core` is `irscope.analysis._textcore` or None.

`pip install -e .` compiles it (setup.py, from the C sources in `src/_textcore/`, outside the
package so that the name can only ever be the built extension) where a C compiler is found;
without one the install goes on and every function runs its pure-Python code, which is the
reference: each compiled function reproduces one of them exactly (tests/analysis/test_textcore.py
compares the two on real and fuzzed text). IRSCOPE_PURE_PYTHON=1 in the environment turns the
core off, for those tests and for measuring what it saves (docs/analysis.md, "Speed").

`TextCore` is the core's interface, the one place that names what the analysis may call (its
stub, `_textcore.pyi`, gives a type checker the same signatures). What the import found is a
core only if it is an extension module holding every member of `TextCore`: a folder of that
name (imported as a namespace package), a stray `.py`, or a build older than the functions it is
asked for is not, and the pure-Python code runs instead.

Callers never test `core` themselves: each pure-Python reference is decorated with `dispatch`,
which sends its calls to the compiled route while the core is on.
"""

from __future__ import annotations

import functools
import importlib.machinery
import os
from collections.abc import Callable, Iterable, Sequence
from types import ModuleType
from typing import Any, Concatenate, ParamSpec, Protocol, TypeVar

PURE_PYTHON_ENV = "IRSCOPE_PURE_PYTHON"

P = ParamSpec("P")
R = TypeVar("R")
_Span = tuple[int, int]
_Run = tuple[int, int, int]  # (i, j, n): n equal lines from a[i] and b[j]


class LinePoolCore(Protocol):
    """Distinct lines numbered in order of first appearance (views/html/textpool.LinePool)."""

    def runs(self, text: str, /) -> list[int]: ...
    def lines(self) -> list[str]: ...
    def __len__(self) -> int: ...


class TextCore(Protocol):
    """What the compiled core offers; each function names the pure-Python code it reproduces.

    The constants are those the C scans share with the Python rules (src/_textcore/constants.h);
    tests/analysis/test_textcore.py checks each against the Python it copies.
    """

    WORD_MATCH_LIMIT: int  # diff.WORD_MATCH_LIMIT
    WORD_SIGILS: str  # diff._WORD's sigils
    PTX_REGISTERS: tuple[str, ...]  # names.PTX_REGISTERS
    PTX_LABEL: str  # names.PTX_LABEL
    SASS_LABELS: tuple[str, ...]  # names.SASS_LABELS
    MLIR_SCOPE_HINT: str  # names.MLIR.scope_hints
    ALIAS_SIGILS: str  # normalize's alias names
    SLOT: str  # textpool.SLOT
    NUMBER_SLOT: str  # textpool.NUMBER_SLOT
    NUMBER_NOT_AFTER: str  # textpool._NUMBER's look-behind
    SLOT_CONTENT_EXCLUDED: str  # textpool._MLIR_SLOTS' string contents
    NO_STRING_SLOTS: tuple[str, ...]  # textpool._NO_STRING_SLOTS
    MAX_LINE_ID: int  # line_match: the largest character a line can be
    ASCII_CLASSES: dict[str, str]  # the ASCII characters of \w, [\w$.\-] and \d

    def normalize_mlir(
        self, text: str, is_scope: Callable[[str], object], /
    ) -> tuple[str, bool, list[str], list[int]]: ...  # normalize._mlir_kept, _renumber_scope
    def rename_aliases(self, text: str, starts: list[int] | None, moved: dict[str, str], /) -> str: ...
    def contains_any(self, text: str, needles: tuple[str, ...], /) -> bool: ...
    def mask_lines(self, kind: str, lines: Sequence[str], /) -> tuple[list[str], list[str]]: ...  # names
    def line_chars(self, a: Sequence[str], b: Sequence[str], /) -> tuple[str, str] | None: ...  # line_match
    def matching_blocks(self, a: str, b: str, /) -> list[_Run]: ...  # line_match: difflib's
    def lcs_runs(self, a: Sequence[str], b: Sequence[str], /) -> list[_Run]: ...  # align: rapidfuzz's
    def pair_names(
        self,
        left_names: Sequence[str],
        right_names: Sequence[str],
        left_scopes: Sequence[int],
        right_scopes: Sequence[int],
        opcodes: Sequence[tuple[str, int, int, int, int]],
        /,
    ) -> tuple[list[tuple[bool, int, int, int, int]], list[int], list[dict[str, str]]]: ...  # align._Renaming
    def changed_words(self, left: str, right: str, /) -> tuple[tuple[_Span, ...], tuple[_Span, ...]]: ...  # diff
    def encode_blocks(
        self, blocks: Iterable[tuple[str, int, int, int, int]], left: Sequence[str], right: Sequence[str], /
    ) -> tuple[list[Any], int, int]: ...  # views/html/diffs.encode_rows
    def ssa_templates(self, lines: Sequence[str], templates: dict[str, int], slots: list[int], /) -> str: ...
    def str_tuple(self, seq: Iterable[str], /) -> tuple[str, ...]: ...  # tuple(), untracked by the collector
    def LinePool(self) -> LinePoolCore: ...  # views/html/textpool.LinePool (a type, named as one)


#: Every member a build must hold to be taken: the Protocol's functions and constants.
MEMBERS = frozenset(name for name in (*vars(TextCore), *TextCore.__annotations__) if not name.startswith("_"))
_FUNCTIONS = frozenset(name for name in MEMBERS if callable(vars(TextCore).get(name)))


def is_core(module: ModuleType) -> bool:
    """Whether `module` is a built text core: loaded from an extension file, every member of
    TextCore there (its functions callable)."""
    spec = getattr(module, "__spec__", None)
    loader = getattr(spec, "loader", None)
    if not isinstance(loader, importlib.machinery.ExtensionFileLoader):
        return False
    missing = object()
    found = {name: getattr(module, name, missing) for name in MEMBERS}
    return all(value is not missing for value in found.values()) and all(callable(found[n]) for n in _FUNCTIONS)


def _load() -> TextCore | None:
    if os.environ.get(PURE_PYTHON_ENV, "") not in ("", "0"):
        return None
    try:
        from irscope.analysis import _textcore
    except ImportError:  # not built: no compiler at install time, or a source checkout
        return None
    return _textcore if is_core(_textcore) else None


core: TextCore | None = _load()


def dispatch(compiled: Callable[Concatenate[TextCore, P], R]) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Decorates a pure-Python reference so that its calls go to `compiled(core, ...)` while the
    core is on (`core` is read at each call: the tests turn it off to compare both ways). A
    member of TextCore (`dispatch(TextCore.changed_words)`) stands for the core's own function
    of that name. The reference stays reachable as the result's `__wrapped__`."""
    name = compiled.__name__
    if getattr(TextCore, name, None) is compiled:

        def decorate(reference: Callable[P, R]) -> Callable[P, R]:
            def call(*args: P.args, **kwargs: P.kwargs) -> R:
                found = core
                return reference(*args, **kwargs) if found is None else getattr(found, name)(*args, **kwargs)

            return functools.wraps(reference)(call)

        return decorate

    def decorate_route(reference: Callable[P, R]) -> Callable[P, R]:
        def call(*args: P.args, **kwargs: P.kwargs) -> R:
            found = core
            return reference(*args, **kwargs) if found is None else compiled(found, *args, **kwargs)

        return functools.wraps(reference)(call)

    return decorate_route
