"""The cycle collector's policy for one command: young generations only while it runs, and
what is alive at the end left out of the collection the interpreter makes on its way out.

A command builds its results in one go and exits: an export of an attention kernel holds a few
million objects (every line of 30 texts, their masks and names, the page's pool), none of them
garbage, and each automatic full (generation 2) collection walks them all again. On the Hopper
FMHA's export these walks were 0.6-0.8 s of 3.4 s of CPU, and the collection at exit another
0.1-0.15 s (docs/export.md). Young collections stay automatic: they free the short-lived cycles
a command makes (exceptions and their tracebacks, parsers' frames) and cost little, since they
visit only what was made since the last one. The TUI runs its own pacing on top of this
(irscope/tui/pacing.py: a full collection when the user pauses).
"""

from __future__ import annotations

import gc

#: A generation-2 threshold that automatic collection never reaches.
NEVER = 1_000_000


def young_only() -> None:
    """From now on, automatic collections of the young generations only."""
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, NEVER)


def leave_alive() -> None:
    """What is alive now is kept out of the interpreter's last collection (it is freed with the
    process all the same): called when the command has finished."""
    gc.freeze()
