"""What a failing snapshot check prints: the fact first, then a bounded diff.

A lost vectorization would be the last hunk of ~1,250 lines of IR diff; the fact comes first:

    elementwise_add:v2_f32@sm_90a final, ptx, stats: generated code changed in 3 snapshots
      stats: LDG 128-bit x4 -> 32-bit x16; STG 128-bit x2 -> 32-bit x8; registers 38 -> 40
      final  snapshots/elementwise_add/v2_f32/sm_90a/final.mlir: +120 -96 lines
      ...
    then each snapshot's diff, cut at MAX_DIFF_LINES lines, with the path of the whole diff.

The stats line compares the pinned stats.json with the capture's: SASS families whose width
histogram changed, registers, spills, shared memory and occupancy. Full diffs are written
(atomically) under `diff_directory()`, one file per snapshot, replaced on every run.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import stat
import tempfile
from pathlib import Path
from typing import Any

from irscope.bounded_read import parse_json
from irscope.errors import IrscopeError, StoreError
from irscope.output_files import write_file
from irscope.snapshots.compare import CHANGED, SnapshotResult
from irscope.snapshots.layout import STATS_STAGE

MAX_DIFF_LINES = 40
MAX_STATS_ITEMS = 8
_SCALARS = ("registers", "spill_bytes", "shared_bytes")


def diff_directory(snapshot_root: Path) -> Path:
    """Where whole diffs go: a directory of the system's temporary one, per user and per project
    (keyed by the snapshot tree's real path, its project's folder name shown), so that one
    project's diffs never lie among another's. Not the store (a store irscope did not make is
    never swept, and one made by writing diffs into it would not be adopted), not the snapshot
    tree (it holds only what it pins)."""
    uid = os.getuid() if hasattr(os, "getuid") else 0
    where = snapshot_root.resolve()
    project = re.sub(r"[^\w.-]", "_", where.parent.name)[:40] or "root"
    key = hashlib.sha256(os.fsencode(where)).hexdigest()[:12]
    return Path(tempfile.gettempdir()) / f"irscope-snapshot-diffs-{uid}-{project}-{key}"


def explain_failures(
    failed: list[SnapshotResult],
    snapshot_root: Path,
    *,
    diff_dir: Path | None = None,
    max_diff_lines: int = MAX_DIFF_LINES,
) -> str:
    """The message of a failed check of one or more snapshots: summary, then bounded diffs
    (`diff_dir`: where the whole ones go, default `diff_directory(snapshot_root)`)."""
    diff_dir = diff_dir or diff_directory(snapshot_root)
    changed = [r for r in failed if r.status == CHANGED]
    lines = [r.explain() for r in failed if r.status != CHANGED]
    if changed:
        lines += summary_lines(changed)
        for r in changed:
            lines += bounded_diff(r, diff_dir, max_diff_lines)
    return "\n".join(lines)


def summary_lines(changed: list[SnapshotResult]) -> list[str]:
    """One headline per case, its stats delta, and one line per changed snapshot."""
    out = []
    by_case: dict[str, list[SnapshotResult]] = {}
    for r in changed:
        by_case.setdefault(f"{r.sid.kernel}:{r.sid.case}@{r.sid.arch}", []).append(r)
    for case, results in by_case.items():
        stages = ", ".join(r.sid.stage for r in results)
        many = f" in {len(results)} snapshots" if len(results) > 1 else ""
        out.append(f"{case} {stages}: generated code changed{many}")
        stats = next((r for r in results if r.sid.stage == STATS_STAGE), None)
        if stats is not None:
            out.append(
                f"  stats: {'; '.join(stats_changes(stats.expected or '', stats.actual or '')) or 'no count changed'}"
            )
        out += [f"  {r.sid.stage}  {r.detail}" for r in results]
    return out


def stats_changes(expected: str, actual: str) -> list[str]:
    """['LDG 128-bit x1 -> 16-bit x8', 'registers 40 -> 38'] between two pinned stats.json texts."""
    try:
        a, b = parse_json(expected, "stats.json"), parse_json(actual, "stats.json")
    except IrscopeError:
        return ["(a stats snapshot is not JSON)"]
    items = []
    for fa, fb in zip(a.get("functions", []), b.get("functions", []), strict=False):
        sa, sb = fa.get("sass", {}), fb.get("sass", {})
        for family in dict.fromkeys([*sa, *sb]):
            if sa.get(family, {}) != sb.get(family, {}):
                items.append(f"{family} {_histogram(sa.get(family, {}))} -> {_histogram(sb.get(family, {}))}")
        for key in _SCALARS:
            if fa.get(key) != fb.get(key):
                items.append(f"{key} {fa.get(key)} -> {fb.get(key)}")
        ca, cb = _ctas(fa), _ctas(fb)
        if ca != cb:
            items.append(f"occupancy {ca} -> {cb} CTAs/SM")
    if len(a.get("functions", [])) != len(b.get("functions", [])):
        items.append(f"kernel functions {len(a.get('functions', []))} -> {len(b.get('functions', []))}")
    more = len(items) - MAX_STATS_ITEMS
    return items[:MAX_STATS_ITEMS] + ([f"{more} more"] if more > 0 else [])


def _histogram(by_key: dict[str, int]) -> str:
    if not by_key:
        return "none"
    return ", ".join(
        f"{k}-bit x{n}" if k.isdigit() else f"x{n}" if k == "-" else f"{k} x{n}" for k, n in by_key.items()
    )


def _ctas(fn: dict[str, Any]) -> Any:
    occ = fn.get("occupancy")
    return occ.get("ctas_per_sm") if isinstance(occ, dict) else None


def bounded_diff(r: SnapshotResult, diff_dir: Path, max_lines: int) -> list[str]:
    """The diff's first `max_lines` lines; the whole diff written to a file whose path is given."""
    diff = r.unified_diff().rstrip("\n").splitlines()
    path = diff_dir / f"{r.sid.kernel}__{r.sid.case}__{r.sid.arch}__{r.sid.stage.replace('#', '_')}.diff"
    where = _write(path, "\n".join(diff) + "\n")
    head = diff[:max_lines]
    rest = len(diff) - len(head)
    tail = f"... {rest} more diff lines; the whole diff: {where}" if rest > 0 else f"(the whole diff: {where})"
    return ["", f"{r.sid.label}:", *head, tail]


def _write(path: Path, text: str) -> str:
    """Write whole (irscope.output_files: atomically, only over a regular file); on failure say
    why instead: the check still fails with its message."""
    try:
        _own_directory(path.parent)
        write_file(path, text)
    except (StoreError, OSError) as exc:
        return f"(not written: {exc})"
    return str(path)


def _own_directory(directory: Path) -> None:
    """The diff directory made if missing; one that is a link, or another user's (made ahead in
    a shared temp dir), is not written into."""
    with contextlib.suppress(FileExistsError):  # a file or a link there: refused below
        directory.mkdir(mode=0o700, parents=True, exist_ok=True)
    st = os.lstat(directory)
    if not stat.S_ISDIR(st.st_mode) or (hasattr(os, "getuid") and st.st_uid != os.getuid()):
        raise StoreError(f"{directory}: not a directory of this user's (irscope follows no links)")
