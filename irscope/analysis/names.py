"""Which tokens of MLIR, PTX and SASS are names a compiler may renumber without changing meaning.

Normalization renumbers them, and the diff treats two lines that differ only by a consistent
renaming of them as equal. Both need the same three facts per language: the token pattern,
where a fresh naming scope starts, and the "stem" of a name (what survives renumbering: `%ptr_35`
and `%ptr_2` share the stem `ptr`, `%12` and `%7` share the empty stem).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import repeat
from operator import mul

from irscope.analysis.compiled import TextCore, dispatch
from irscope.ptx_syntax import PTX_FUNCTION_START

#: NVVM's virtual register kinds (`%rd3`), in the order the PTX token pattern tries them, what
#: its block labels start with (`$L__BB3_1`), and nvdisasm's labels (`.L_x_12`) in order: the
#: compiled core's scans read the same (its constants, compared in tests/analysis/test_textcore.py).
PTX_REGISTERS = ("rd", "rs", "rq", "fd", "hh", "r", "f", "p", "h", "b")
PTX_LABEL = "$L__BB"
SASS_LABELS = (".L_x_", ".L_")

#: MLIR string literals, which may contain `%d` or `^` that are not names.
STRING = r'"(?:[^"\\\n]|\\.)*"'
_STRING_AT = re.compile(STRING)
#: A string literal (skip it) or the start of an MLIR location `loc(`; balanced_end finds its end.
LOC_OR_STRING = re.compile(rf"{STRING}|(?<![\w$.\-#])loc\(")


def balanced_end(line: str, start: int) -> int | None:
    """Index just past the `)` closing the `(` before `start`, skipping string literals."""
    depth, i, n = 1, start, len(line)
    while i < n:
        c = line[i]
        if c == '"':
            m = _STRING_AT.match(line, i)
            if m is None:
                return None
            i = m.end()
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return None


# Ops whose body is isolated from above, so SSA values and block labels are numbered afresh
# inside them: func.func, llvm.func, gpu.func, cuda.kernel... The op name's last component must
# be exactly `func` or `kernel`, so gpu.launch_func or func.call (uses, not definitions) never
# open a scope; a line starting with `%x =` is an op with results, never a definition.
MLIR_SCOPE_START = re.compile(
    r"^\s*(?:[\w$]+\.)+(?:func|kernel)\s+"
    r"(?:(?:private|public|nested|internal|external|weak|linkonce|linkonce_odr|common|extern_weak|"
    r"available_externally|dso_local|protected|hidden|default|unnamed_addr|local_unnamed_addr)\s+)*@"
)


def _mlir_stem(token: str) -> str:
    # String methods, not regexes (a name holds no newline; isdecimal is what \d matches).
    sigil, name = token[0], token[1:]
    if name.isdigit():
        return sigil
    if sigil == "%" and name.startswith("arg") and name[3:].isdecimal():
        return "%arg"
    if sigil == "^" and name.startswith("bb") and name[2:].isdecimal():
        return "^bb"
    stem, underscore, number = name.rpartition("_")
    return sigil + (stem if underscore and number.isdecimal() else name) + "_"


def _ptx_stem(token: str) -> str:
    if token.startswith(PTX_LABEL):
        return PTX_LABEL
    return token.rstrip("0123456789")


def _sass_stem(token: str) -> str:
    return token.rstrip("0123456789")


@lru_cache(maxsize=16)
def _stems(rules: NameRules) -> tuple[dict[str, str], dict[str, str]]:
    """name -> stem, and name -> the name and a space, of every name mask_lines has seen: the
    same few thousand names recur on every line and in every pass. (Filled in place; the few
    entries two threads might both add are the same.)"""
    return {}, {}


def clear_caches() -> None:
    """Forget the stems computed (for benchmarks that measure a cold start)."""
    _stems.cache_clear()


@dataclass(frozen=True)
class NameRules:
    """How one language names things that renumbering may change."""

    lang: str
    # Every token, whole, in the pattern's one group (for re.split): the renamable names, and
    # what must be skipped over because a name inside it is none (string literals). Each
    # alternative starts with a literal character, so the regex engine skips to candidates.
    token: re.Pattern[str]
    scope_start: re.Pattern[str] | None
    stem: Callable[[str], str]
    scope_hints: tuple[str, ...] = ()  # substrings every scope-opening line contains
    skipped: str = ""  # first characters of the tokens that are not names

    def mask_lines(self, lines: Sequence[str]) -> tuple[list[str], list[str]]:
        """Each line's mask, and each line's names joined by spaces (no name holds one).

        The mask is the line with every renamable name replaced by its stem: lines with equal
        masks may be equal under a renaming. One regex split of the lines joined by newlines
        does all of them (a call per line would cost more): no token spans a newline, so the
        newlines part the results again. The rest is mapping over lists."""
        if not lines:
            return [], []
        return _masks(self, lines)

    def scope_starts(self, lines: Sequence[str]) -> list[int]:
        """Indices of the lines that open a scope. Scope openers are rare: a substring test
        first, over all lines in one comprehension per hint."""
        if self.scope_start is None:
            return []
        hinted = sorted({i for hint in self.scope_hints for i, line in enumerate(lines) if hint in line})
        return [i for i in hinted if self.scope_start.match(lines[i])]


def _compiled_masks(core: TextCore, rules: NameRules, lines: Sequence[str]) -> tuple[list[str], list[str]]:
    return core.mask_lines(rules.lang, lines)


@dispatch(_compiled_masks)
def _masks(rules: NameRules, lines: Sequence[str]) -> tuple[list[str], list[str]]:
    """NameRules.mask_lines of some lines."""
    pieces = rules.token.split("\n".join(lines))  # text between tokens, a token, ...
    between, tokens = pieces[0::2], pieces[1::2]
    stems, spaced = _stems(rules)
    new = [t for t in set(tokens).difference(stems) if t[0] not in rules.skipped]
    if new:
        stem = rules.stem
        spaced.update((name, name + " ") for name in new)  # first: `new` is what `stems` lacks
        stems.update((name, stem(name)) for name in new)
    pieces[1::2] = map(stems.get, tokens, tokens)  # a skipped token stays as it is
    masks = "".join(pieces).split("\n")
    # The names, each followed by a space, with the newlines of the text between them.
    pieces[0::2] = map(mul, repeat("\n"), map(str.count, between, repeat("\n")))
    pieces[1::2] = map(spaced.get, tokens, repeat(""))
    return masks, "".join(pieces).split("\n")


MLIR = NameRules(
    "mlir",
    # STRING's loop unrolled (the same matches: a string ends at its first unescaped `"`).
    re.compile(r'("[^"\\\n]*(?:\\.[^"\\\n]*)*"|%[\w$.\-]+|\^[\w$.\-]+)'),
    MLIR_SCOPE_START,
    _mlir_stem,
    ("@",),
    '"',
)

# NVVM's virtual registers (%r12, %rd3, %f7, %p1, %rs2, %fd1, %h3, %hh1, %rq1) and block labels.
# Special registers (%tid.x, %clock64, %laneid) are fixed names and must never be "renamed".
PTX = NameRules(
    "ptx",
    re.compile(rf"(%(?:{'|'.join(PTX_REGISTERS)})\d+\b(?![.\w])|{re.escape(PTX_LABEL)}\d+_\d+)"),
    PTX_FUNCTION_START,
    _ptx_stem,
    (".entry", ".func"),
)

# nvdisasm numbers its labels through the whole file; registers are physical, so they are real.
SASS = NameRules(
    "sass",
    re.compile("(" + "|".join(re.escape(label) + r"\d+" for label in SASS_LABELS) + r")\b"),
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
