# Frozen copy of irscope/analysis/names.py as of b9cd60a, before the speed work of issue #3: the
# oracle that tests/analysis/test_reference_oracle.py compares the optimized module with. Do not edit.
"""Which tokens of MLIR, PTX and SASS are names a compiler may renumber without changing meaning.

Normalization renumbers them, and the diff treats two lines that differ only by a consistent
renaming of them as equal. Both need the same three facts per language: the token pattern,
where a fresh naming scope starts, and the "stem" of a name (what survives renumbering: `%ptr_35`
and `%ptr_2` share the stem `ptr`, `%12` and `%7` share the empty stem).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

#: MLIR string literals, which may contain `%d` or `^` that are not names.
STRING = r'"(?:[^"\\\n]|\\.)*"'

# Ops whose body is isolated from above, so SSA values and block labels are numbered afresh
# inside them: func.func, llvm.func, gpu.func, cuda.kernel... The op name's last component must
# be exactly `func` or `kernel`, so gpu.launch_func or func.call (uses, not definitions) never
# open a scope; a line starting with `%x =` is an op with results, never a definition.
_MLIR_SCOPE = re.compile(
    r"^\s*(?:[\w$]+\.)+(?:func|kernel)\s+"
    r"(?:(?:private|public|nested|internal|external|weak|linkonce|linkonce_odr|common|extern_weak|"
    r"available_externally|dso_local|protected|hidden|default|unnamed_addr|local_unnamed_addr)\s+)*@"
)
_PTX_SCOPE = re.compile(r"^\s*(?:\.(?:visible|extern|weak)\s+)*\.(?:entry|func)\b")


def _mlir_stem(token: str) -> str:
    sigil, name = token[0], token[1:]
    if name.isdigit():
        return sigil
    if sigil == "%" and re.fullmatch(r"arg\d+", name):
        return "%arg"
    if sigil == "^" and re.fullmatch(r"bb\d+", name):
        return "^bb"
    return sigil + re.sub(r"_\d+$", "", name) + "_"


def _ptx_stem(token: str) -> str:
    if token.startswith("$L__BB"):
        return "$L__BB"
    return token.rstrip("0123456789")


def _sass_stem(token: str) -> str:
    return token.rstrip("0123456789")


@lru_cache(maxsize=16)
def _cached_stem(stem: Callable[[str], str]) -> Callable[[str], str]:
    # The same few thousand names recur on every line and in every pass: compute each stem once.
    return lru_cache(maxsize=65536)(stem)


@dataclass(frozen=True)
class NameRules:
    """How one language names things that renumbering may change."""

    lang: str
    token: re.Pattern[str]  # group "name" matches a renamable name; other matches are skipped
    scope_start: re.Pattern[str] | None
    stem: Callable[[str], str]
    scope_hints: tuple[str, ...] = ()  # substrings every scope-opening line contains

    def names(self, line: str) -> list[str]:
        # findall yields the "name" group: empty for the skipped matches (string literals).
        return [n for n in self.token.findall(line) if n]

    def mask(self, line: str) -> str:
        """The line with every renamable name replaced by its stem: equal masks, maybe-equal lines."""
        stem = _cached_stem(self.stem)
        return self.token.sub(lambda m: stem(m["name"]) if m["name"] else m[0], line)

    def starts_scope(self, line: str) -> bool:
        if self.scope_start is None or not any(hint in line for hint in self.scope_hints):
            return False  # a substring test first: scope openers are rare, lines many
        return self.scope_start.match(line) is not None


MLIR = NameRules(
    "mlir",
    re.compile(rf"{STRING}|(?P<name>[%^][\w$.\-]+)"),
    _MLIR_SCOPE,
    _mlir_stem,
    ("@",),
)

# NVVM's virtual registers (%r12, %rd3, %f7, %p1, %rs2, %fd1, %h3, %hh1, %rq1) and block labels.
# Special registers (%tid.x, %clock64, %laneid) are fixed names and must never be "renamed".
PTX = NameRules(
    "ptx",
    re.compile(r"(?P<name>%(?:rd|rs|rq|fd|hh|r|f|p|h|b)\d+\b(?![.\w])|\$L__BB\d+_\d+)"),
    _PTX_SCOPE,
    _ptx_stem,
    (".entry", ".func"),
)

# nvdisasm numbers its labels through the whole file; registers are physical, so they are real.
SASS = NameRules(
    "sass",
    re.compile(r"(?P<name>\.L_x_\d+|\.L_\d+)\b"),
    None,
    _sass_stem,
)

RULES: dict[str, NameRules] = {r.lang: r for r in (MLIR, PTX, SASS)}


def rules_for(lang: str | None) -> NameRules | None:
    if lang is None:
        return None
    try:
        return RULES[lang]
    except KeyError:
        raise ValueError(f"unknown language {lang!r}: expected one of {', '.join(RULES)}") from None
