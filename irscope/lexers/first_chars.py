"""Which characters a regular expression can start a match with (ASCII only; a superset).

Pygments' RegexLexer tries every rule at every position; most rules cannot start with the
character there (a `,` is never an SSA value). Knowing each rule's possible first characters
lets irscope.lexers.first_char_lexer try only the rules that can, which finds the same match:
the first rule in order that matches, since a rule that cannot start with this character
cannot match here.

The analysis walks the pattern as Python's own parser reads it. It errs one way only: anything
it does not know (an unknown node, IGNORECASE, a pattern that can match the empty string) counts
as "may start with anything". Lookarounds and anchors take no character, so they are skipped,
which only widens the set.
"""

from __future__ import annotations

import re
import sys
from typing import Any

if sys.version_info >= (3, 11):
    from re import _constants as _c
    from re import _parser as _p
else:  # pragma: no cover - Python 3.10
    import sre_constants as _c
    import sre_parse as _p

ASCII = frozenset(chr(i) for i in range(128))
ANY = ASCII  # "may start with anything": every ASCII character


def first_chars(pattern: str, flags: int) -> frozenset[str]:
    """The ASCII characters a match of `pattern` can begin with (ANY if it can match empty)."""
    try:
        parsed = _p.parse(pattern, flags)
        flags = parsed.state.flags  # with the pattern's own (?i) and the like
        if flags & re.IGNORECASE:
            return ANY
        chars, nullable = _sequence(list(parsed.data), flags)
    except Exception:  # noqa: BLE001 - an unknown construct: no claim
        return ANY
    return ANY if nullable else frozenset(chars)


def _sequence(items: list[tuple[Any, Any]], flags: int) -> tuple[set[str], bool]:
    """First characters of items matched one after another, and whether all can be empty."""
    out: set[str] = set()
    for op, av in items:
        chars, nullable = _item(op, av, flags)
        out |= chars
        if not nullable:
            return out, False
    return out, True


def _item(op: Any, av: Any, flags: int) -> tuple[set[str], bool]:
    if op is _c.LITERAL:
        return ({chr(av)} & ASCII, False)
    if op is _c.IN:
        return (_char_class(av, flags), False)
    if op is _c.BRANCH:
        out: set[str] = set()
        nullable = False
        for alternative in av[1]:
            chars, empty = _sequence(list(alternative), flags)
            out |= chars
            nullable = nullable or empty
        return out, nullable
    if op is _c.SUBPATTERN:
        add_flags = av[1]
        if add_flags & re.IGNORECASE:
            return set(ANY), False
        return _sequence(list(av[3]), flags | add_flags)
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT) or op is getattr(_c, "POSSESSIVE_REPEAT", None):
        low, _, body = av
        chars, empty = _sequence(list(body), flags)
        return chars, empty or low == 0
    if op is getattr(_c, "ATOMIC_GROUP", None):
        return _sequence(list(av), flags)
    if op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):  # zero-width: takes no character
        return set(), True
    return set(ANY), False  # ANY, NOT_LITERAL, group references, anything unknown


def _char_class(items: list[tuple[Any, Any]], flags: int) -> set[str]:
    chars: set[str] = set()
    negate = False
    for op, av in items:
        if op is _c.NEGATE:
            negate = True
        elif op is _c.LITERAL:
            chars.add(chr(av))
        elif op is _c.RANGE:
            chars.update(chr(i) for i in range(av[0], min(av[1], 127) + 1))
        elif op is _c.CATEGORY:
            chars.update(_category(av, flags))
        else:
            return set(ANY)
    chars &= ASCII
    return set(ASCII - chars) if negate else chars


_CATEGORIES = {
    "CATEGORY_DIGIT": r"\d",
    "CATEGORY_NOT_DIGIT": r"\D",
    "CATEGORY_SPACE": r"\s",
    "CATEGORY_NOT_SPACE": r"\S",
    "CATEGORY_WORD": r"\w",
    "CATEGORY_NOT_WORD": r"\W",
}


def _category(code: Any, flags: int) -> set[str]:
    """The ASCII members of \\d, \\s, \\w and their complements, asked of `re` itself."""
    test = re.compile(_CATEGORIES[str(code)], flags & re.ASCII)
    return {c for c in ASCII if test.match(c)}
