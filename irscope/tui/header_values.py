"""What the header says beside the labels of the captures shown: the compile-time values that set a
traced compile apart from its kernel's other compiles (`tile_n=128 negate=True`), and in compare
mode how A's and B's differ (`tile_n=64→128 negate=False`: A's value, then B's where it is not
A's). Whole `name=value` words in the room given (`+N` counts those left out); the labels get
the rest of the header."""

from __future__ import annotations

from irscope.compile_values import CompileName, fit_words, split_word

#: Where B has no value of that name (or A none).
ABSENT = "-"


def header_values(a: CompileName | None, b: CompileName | None, room: int) -> str:
    """The values of A (and B) in at most `room` cells, or "" where there are none."""
    if b is not None:
        return _fitted(compared(a or CompileName(), b), room)
    return _fitted(list(a.values) if a else [], room)


def _fitted(words: list[str], room: int) -> str:
    return fit_words(words, room) if words and room > 0 else ""


def compared(a: CompileName, b: CompileName) -> list[str]:
    """`name=A` where A and B agree, `name=A→B` where they differ, in A's order, then B's."""
    theirs = dict(map(split_word, b.values))
    ours = dict(map(split_word, a.values))
    words = [f"{n}={t}" if theirs.get(n) == t else f"{n}={t}→{theirs.get(n, ABSENT)}" for n, t in ours.items()]
    return words + [f"{n}={ABSENT}→{t}" for n, t in theirs.items() if n not in ours]
