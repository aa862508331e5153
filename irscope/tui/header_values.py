"""What the header says beside the labels of the captures shown: the compile-time values that set a
traced compile apart from its kernel's other compiles (`tile_n=128 negate=True`), and in compare
mode how A's and B's differ (`tile_n=64→128 negate=False`: A's value, then B's where it is not
A's). Whole `name=value` words (`+N` counts those left out); the labels are fitted (tui/header.py)
in the room the values leave, and where even their shortest form leaves none, irscope's own name
before them gives up its place first."""

from __future__ import annotations

from collections.abc import Callable

from irscope.compile_values import CompileName, fit_words, split_word

#: Where B has no value of that name (or A none).
ABSENT = "-"
#: What the header shows before the labels (`irscope — `), given up where the room is short.
NAME_CELLS = len("irscope — ")


def header_text(
    title: Callable[[int], str], a: CompileName | None, b: CompileName | None, room: int
) -> tuple[str, bool]:
    """The header's text in `room` cells (`title(width)`: the labels fitted to a width), and
    whether irscope's name keeps its place before it."""
    values = header_values(a, b, max(room // 2, room - len(title(1 << 16)) - 2))
    if not values:
        return title(room), True
    labels = title(room - len(values) - 2)
    if len(labels) + 2 + len(values) <= room:
        return f"{labels}  {values}", True
    room += NAME_CELLS  # the labels' shortest form leaves the values too little: the name goes
    values = header_values(a, b, room - len(labels) - 2)
    return (f"{labels}  {values}" if values else labels), False


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
