"""What a snapshot pins and where it lives on disk.

    snapshots/<kernel>/<case>/<arch>/
        cute-expand-ops#1.mlir      normalized IR after that pass (key NAME#k, never an index)
        convert-to-llvm#1.mlir
        final.mlir                  the last observed IR of the pipeline
        module.ptx                  normalized PTX
        stats.json                  memory-instruction statistics

By default a bundle pins the passes that play the seed's stage names (its landmarks: after
cute-expand-ops, after the CuTe algorithm-to-arch/core lowering, after the LLVM conversion), the
final IR, the PTX and the stats. Tests may pin any other pass by its key.
"""

from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from irscope.bundle import Bundle
from irscope.errors import IrscopeError

DEFAULT_ROOT = Path("snapshots")
PTX_STAGE = "ptx"
STATS_STAGE = "stats"
FINAL_STAGE = "final"
_LANDMARK_ORDER = ("cute-expand-ops", "convert-cute-algo-to-arch", "convert-to-llvm")
_KEY = re.compile(r"^[A-Za-z0-9_.-]+#\d+$")


@dataclass(frozen=True)
class SnapshotId:
    """One pinned text: a stage of one kernel case for one arch."""

    kernel: str
    case: str
    arch: str
    stage: str  # a pass key NAME#k, "final", "ptx" or "stats"

    @property
    def label(self) -> str:
        return f"{self.kernel}:{self.case}@{self.arch} {self.stage}"

    @property
    def filename(self) -> str:
        if self.stage == PTX_STAGE:
            return "module.ptx"
        if self.stage == STATS_STAGE:
            return "stats.json"
        return f"{self.stage}.mlir"

    def path(self, root: Path) -> Path:
        return root / self.kernel / self.case / self.arch / self.filename


def stage_from_filename(name: str) -> str | None:
    if name == "module.ptx":
        return PTX_STAGE
    if name == "stats.json":
        return STATS_STAGE
    if name.endswith(".mlir"):
        stem = name[: -len(".mlir")]
        if stem == FINAL_STAGE or _KEY.match(stem):
            return stem
    return None


def default_stages(b: Bundle) -> list[str]:
    """The stages pinned when a test does not name one, in pipeline order, without repeats."""
    stages: list[str] = []
    for name in _LANDMARK_ORDER:
        mark = next((m for m in b.landmarks if m.name == name), None)
        if mark and mark.pass_key and mark.pass_key not in stages:
            stages.append(mark.pass_key)
    return [*stages, FINAL_STAGE, PTX_STAGE, STATS_STAGE]


def snapshot_ids(b: Bundle, stages: list[str] | None = None) -> list[SnapshotId]:
    return [SnapshotId(b.kernel, b.case, b.arch, s) for s in (stages or default_stages(b))]


def existing_snapshots(root: Path) -> list[SnapshotId]:
    """Every snapshot file under `root` (files that are not snapshots are ignored)."""
    found: list[SnapshotId] = []
    if not root.is_dir():
        return found
    for path in sorted(root.glob("*/*/*/*")):
        stage = stage_from_filename(path.name)
        if stage is not None and path.is_file():
            arch_dir = path.parent
            found.append(SnapshotId(arch_dir.parent.parent.name, arch_dir.parent.name, arch_dir.name, stage))
    return found


def read_snapshot(root: Path, sid: SnapshotId) -> str | None:
    try:
        return sid.path(root).read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise IrscopeError(f"{sid.path(root)}: cannot read snapshot: {exc.strerror or exc}") from None


def write_snapshot(root: Path, sid: SnapshotId, text: str) -> None:
    """Write atomically: a crash or Ctrl-C leaves either the old file or the new one, whole."""
    target = sid.path(root)
    try:
        fd, tmp = _temporary_beside(target)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(text)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError as exc:
        raise IrscopeError(f"{target}: cannot write snapshot: {exc.strerror or exc}") from None


def _temporary_beside(target: Path) -> tuple[int, str]:
    # Another `check --update` may remove the directory as it empties it (delete_snapshot)
    # between our mkdir and mkstemp: make it again rather than lose the snapshot.
    for attempt in range(5):
        target.parent.mkdir(parents=True, exist_ok=True)
        try:
            return tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        except FileNotFoundError:
            if attempt == 4:
                raise
    raise AssertionError("unreachable")


def delete_snapshot(root: Path, sid: SnapshotId) -> None:
    path = sid.path(root)
    path.unlink(missing_ok=True)
    # Drop directories left empty (a deleted kernel disappears entirely).
    for parent in (path.parent, path.parent.parent, path.parent.parent.parent):
        try:
            parent.rmdir()
        except OSError:
            break
