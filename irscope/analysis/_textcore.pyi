"""The compiled text core (src/_textcore/, built by setup.py): what a type checker sees of it.

The signatures are compiled.TextCore's, whose functions each say which pure-Python code they
reproduce; tests/analysis/test_textcore.py checks that this stub, the Protocol and the built
module name the same members with the same parameters.
"""

from collections.abc import Callable, Iterable, Sequence
from typing import Any

_Span = tuple[int, int]  # private: the built module has no such names
_Run = tuple[int, int, int]

WORD_MATCH_LIMIT: int
WORD_SIGILS: str
PTX_REGISTERS: tuple[str, ...]
PTX_LABEL: str
SASS_LABELS: tuple[str, ...]
MLIR_SCOPE_HINT: str
ALIAS_SIGILS: str
SLOT: str
NUMBER_SLOT: str
NUMBER_NOT_AFTER: str
SLOT_CONTENT_EXCLUDED: str
NO_STRING_SLOTS: tuple[str, ...]
MAX_LINE_ID: int
ASCII_CLASSES: dict[str, str]

def normalize_mlir(text: str, is_scope: Callable[[str], object], /) -> tuple[str, bool, list[str], list[int]]: ...
def rename_aliases(text: str, starts: list[int] | None, moved: dict[str, str], /) -> str: ...
def contains_any(text: str, needles: tuple[str, ...], /) -> bool: ...
def mask_lines(kind: str, lines: Sequence[str], /) -> tuple[list[str], list[str]]: ...
def line_chars(a: Sequence[str], b: Sequence[str], /) -> tuple[str, str] | None: ...
def matching_blocks(a: str, b: str, /) -> list[_Run]: ...
def lcs_runs(a: Sequence[str], b: Sequence[str], /) -> list[_Run]: ...
def pair_names(
    left_names: Sequence[str],
    right_names: Sequence[str],
    left_scopes: Sequence[int],
    right_scopes: Sequence[int],
    opcodes: Sequence[tuple[str, int, int, int, int]],
    /,
) -> tuple[list[tuple[bool, int, int, int, int]], list[int], list[dict[str, str]]]: ...
def changed_words(left: str, right: str, /) -> tuple[tuple[_Span, ...], tuple[_Span, ...]]: ...
def encode_blocks(
    blocks: Iterable[tuple[str, int, int, int, int]], left: Sequence[str], right: Sequence[str], /
) -> tuple[list[Any], int, int]: ...
def ssa_templates(lines: Sequence[str], templates: dict[str, int], slots: list[int], /) -> str: ...
def str_tuple(seq: Iterable[str], /) -> tuple[str, ...]: ...

class LinePool:
    def __init__(self) -> None: ...
    def runs(self, text: str, /) -> list[int]: ...
    def lines(self) -> list[str]: ...
    def __len__(self) -> int: ...
