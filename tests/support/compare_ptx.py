"""Is the PTX that `irscope run` compiled the PTX that `irscope capture` recorded?

    python tests/support/compare_ptx.py CAPTURED_DIR RUN_DIR

CAPTURED_DIR holds one captured module.ptx per case, named KERNEL__CASE.ptx; RUN_DIR is what
`irscope run --keep-ptx RUN_DIR` kept (one KERNEL__CASE/ folder per case). Comment lines are
ignored. Prints one line per captured file: identical, or the closest PTX the run kept for
that case and how many lines differ. Exits 1 if any differs.
"""

from __future__ import annotations

import difflib
import re
import sys
from pathlib import Path

_ENTRY = re.compile(r"^\.visible \.entry (\S+?)\(", re.M)


def normalized(text: str) -> list[str]:
    return [line.rstrip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("//")]


def main(captured_dir: str, run_dir: str) -> int:
    runs = {p: normalized(p.read_text(errors="replace")) for p in Path(run_dir).rglob("*.ptx")}
    entries = {p: set(_ENTRY.findall("\n".join(lines))) for p, lines in runs.items()}
    differing = 0
    for captured in sorted(Path(captured_dir).glob("*.ptx")):
        want = normalized(captured.read_text(errors="replace"))
        own = [p for p in runs if p.parent.name == captured.stem]
        if any(runs[p] == want for p in own):
            print(f"identical  {captured.stem}")
            continue
        differing += 1
        want_entries = set(_ENTRY.findall("\n".join(want)))
        same_entry = [p for p in own if entries[p] & want_entries]
        candidates = same_entry or own
        if not candidates:
            print(f"missing    {captured.stem}: the run kept no PTX for this case")
            continue
        best = max(candidates, key=lambda p: difflib.SequenceMatcher(None, runs[p], want, autojunk=False).ratio())
        changed = sum(1 for line in difflib.unified_diff(want, runs[best], lineterm="", n=0) if line[:1] in "+-") - 2
        print(
            f"DIFFERENT  {captured.stem}: closest {best.name} ({changed} lines differ, same entry: {bool(same_entry)})"
        )
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
