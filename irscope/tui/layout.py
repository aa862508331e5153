"""How the screen is laid out for a terminal of a given size: a plain function of the size, the
panels open and what the user chose explicitly, so the app re-applies it on every resize.

    width >= 150   pass list with its numbers (+ - Δops ms), text beside it
    100 .. 149     pass list narrowed to marker + NAME#k (`i` brings the numbers back)
    below 100      pass list collapsed (`w` shows it): the text gets the whole width
    split diff     only where each side shows SPLIT_MIN_SIDE characters; else the unified diff

Whatever the user picked with a key (`1`/`2`/`3`, `w`, `i`) or `--view` wins over the size.
"""

from __future__ import annotations

from dataclasses import dataclass

SPLIT_MIN_SIDE = 60  # characters of IR per side below which a diff opens unified
METRICS_MIN_WIDTH = 150  # terminal columns from which the pass list shows its numbers
PASSES_MIN_WIDTH = 100  # terminal columns from which the pass list is shown beside the text
COMPACT_HEIGHT = 30  # terminal rows below which the status above the text is one line
MAIN_MIN_WIDTH = 60  # below this, the stats panel takes the place of the text instead of narrowing it
STATS_WIDTH = 41  # the stats panel with its border (irscope.tcss)
GUTTER = 5  # a 4-digit line number and the +/- mark: the gutter of a typical IR
NAMES_CHROME = 5  # pass list in names mode: marker, space, scrollbar (2), border
METRICS_CHROME = 27  # pass list with numbers: marker, index, the four columns, scrollbar, border


#: The layouts that diff two texts ("full" shows one).
DIFF_LAYOUTS = ("split", "unified")


@dataclass(frozen=True)
class Choices:
    """What the user asked for explicitly; None follows the terminal's size."""

    layout: str | None = None  # split | unified | full
    passes: bool | None = None  # the pass list shown
    metrics: bool | None = None  # the pass list's numbers shown
    wrap: bool = False  # long lines wrap instead of scrolling sideways


@dataclass(frozen=True)
class Fit:
    """The layout for one terminal size."""

    passes: bool  # the pass list is shown
    metrics: bool  # with its numbers (else marker + NAME#k)
    list_width: int  # cells the pass list takes (0: hidden; the CSS width when metrics)
    name_width: int  # cells for a pass name in the list
    layout: str  # how a pass opens: split | unified | full
    diff_layout: str  # how two texts are diffed where a pass's layout is not a diff: split | unified
    compact: bool  # one-line status above the text, one line-number column in unified diffs
    stats_over_text: bool  # the stats panel (when open) takes the text's place
    code_width: int  # cells left for the text


def metrics_list_width(width: int) -> int:
    """The pass list's width with its numbers: 30% of the terminal, 46..66 (as irscope.tcss says)."""
    return max(46, min(66, int(width * 0.3))) + 1


def names_list_width(width: int, longest_name: int) -> tuple[int, int]:
    """(list width, name width) of the list narrowed to marker + NAME#k: as wide as the longest
    name, up to a third of the terminal (longer names are abbreviated in the middle)."""
    name = min(longest_name, max(18, width // 3 - NAMES_CHROME))
    return name + NAMES_CHROME, name


def fit(width: int, height: int, choices: Choices, *, stats: bool, longest_name: int = 30) -> Fit:
    passes = choices.passes if choices.passes is not None else width >= PASSES_MIN_WIDTH
    metrics = choices.metrics if choices.metrics is not None else width >= METRICS_MIN_WIDTH
    if not passes:
        list_width, name_width = 0, 0
    elif metrics:
        list_width = metrics_list_width(width)
        name_width = list_width - METRICS_CHROME
    else:
        list_width, name_width = names_list_width(width, longest_name)
    code_width = width - list_width
    stats_over_text = stats and code_width - STATS_WIDTH < MAIN_MIN_WIDTH
    if stats and not stats_over_text:
        code_width -= STATS_WIDTH
    text = code_width - 1  # the vertical scrollbar
    by_width = "split" if (text - 1) // 2 - GUTTER >= SPLIT_MIN_SIDE else "unified"
    layout = choices.layout or by_width
    diff_layout = layout if layout in DIFF_LAYOUTS else by_width
    compact = height < COMPACT_HEIGHT or width < PASSES_MIN_WIDTH
    return Fit(
        passes, metrics, list_width, max(0, name_width), layout, diff_layout, compact, stats_over_text, code_width
    )


def abbreviate(name: str, width: int) -> str:
    """`name` in at most `width` cells, cut in the middle, keeping a `#k` suffix whole:
    gpu-launch-sink-index-computations#2 -> gpu-launch…computations#2."""
    if len(name) <= width:
        return name
    base, hash_, k = name.rpartition("#")
    suffix = f"#{k}" if hash_ and k.isdigit() else ""
    base = base if suffix else name
    room = width - len(suffix) - 1
    if room < 2:
        return name[: max(0, width - 1)] + "…"
    head = (room + 1) // 2
    return base[:head] + "…" + base[len(base) - (room - head) :] + suffix
