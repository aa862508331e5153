"""What a snapshot pins and where it lives on disk.

    snapshots/<kernel>/<case>/<arch>/
        cute-expand-ops#1.mlir      normalized IR after that pass (key NAME#k, never an index)
        convert-to-llvm#1.mlir
        final.mlir                  the last observed IR of the pipeline
        module.ptx                  normalized PTX
        stats.json                  memory-instruction statistics
        dsl.txt                     the DSL release they were pinned under (snapshots.releases)
    snapshots/dsl-<release>/<kernel>/...   a set of its own for captures under that release,
                                    where a project keeps one (snapshots.releases)

By default a bundle pins the passes that play the seed's stage names (its landmarks: after
cute-expand-ops, after the CuTe algorithm-to-arch/core lowering, after the LLVM conversion), the
final IR, the PTX and the stats. Tests may pin any other pass by its key.

A snapshot pins exact states only: where a landmark's pass is an approximate replay state (a pass
inside a group, DSL 4.6+), the default set pins the exact state that ends its group instead (the
first exact pass after it, which holds the landmark's work), and nothing for that landmark where
the group's end is the final pass (already pinned) or no exact state follows.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from irscope.bundle import Bundle
from irscope.bundle.members import kind_of, member_exists, member_path, read_member_utf8
from irscope.errors import SnapshotError
from irscope.output_files import write_file

T = TypeVar("T")

PTX_STAGE = "ptx"
STATS_STAGE = "stats"
FINAL_STAGE = "final"
_LANDMARK_ORDER = ("cute-expand-ops", "convert-cute-algo-to-arch", "convert-to-llvm")
_KEY = re.compile(r"^[A-Za-z0-9_.-]+#\d+$")
#: The file of a case directory naming the DSL release its snapshots were pinned under.
RELEASE_FILE = "dsl.txt"
#: A top-level directory `dsl-<release>` of a snapshot tree holds the set for that release
#: (never a kernel: kernel names are Python names, which have no "-").
RELEASE_SET_PREFIX = "dsl-"


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


@dataclass(frozen=True)
class PinnedLandmark:
    """The pass a landmark is pinned at: its own, or the exact state ending its group."""

    landmark: str
    stage: str  # a pass key
    stands_in_for: str | None = None  # the landmark's own (approximate) pass where another is pinned

    @property
    def role(self) -> str:
        """How a snapshot's header names it: `convert-to-llvm`, or
        `convert-to-llvm: the exact state ending the group of one-shot-convert-to-llvm#1`."""
        if self.stands_in_for is None:
            return self.landmark
        return f"{self.landmark}: the exact state ending the group of {self.stands_in_for}"


def pinned_landmarks(b: Bundle) -> list[PinnedLandmark]:
    """The landmarks the default set pins, in pipeline order, each at an exact state."""
    out: list[PinnedLandmark] = []
    final = next((p.key for p in reversed(b.passes) if p.ir_member), None)
    for name in _LANDMARK_ORDER:
        mark = next((m for m in b.landmarks if m.name == name), None)
        if mark is None or mark.pass_key is None:
            continue
        p = b.find_pass(mark.pass_key)
        if p.exact is not False:
            out.append(PinnedLandmark(name, p.key))
            continue
        end = next((q for q in b.passes[p.index :] if q.exact and q.ir_member), None)
        if end is not None and end.key != final:
            out.append(PinnedLandmark(name, end.key, stands_in_for=p.key))
    return out


def default_stages(b: Bundle) -> list[str]:
    """The stages pinned when a test does not name one, in pipeline order, without repeats."""
    stages = list(dict.fromkeys(m.stage for m in pinned_landmarks(b)))
    ptx = [PTX_STAGE] if b.manifest.device_code else []  # a function that launches no kernel has none
    return [*stages, FINAL_STAGE, *ptx, STATS_STAGE]


def snapshot_ids(b: Bundle, stages: list[str] | None = None) -> list[SnapshotId]:
    return [SnapshotId(b.kernel, b.case, b.arch, s) for s in (stages or default_stages(b))]


def existing_snapshots(root: Path) -> list[SnapshotId]:
    """Every snapshot file under `root`, found without following a link (files that are not
    snapshots, and hidden temporaries, are ignored). A symlink where a directory of the tree
    is, or a snapshot that is not a regular file, is a SnapshotError naming it."""
    found: list[SnapshotId] = []
    if not root.is_dir():
        return found
    for kernel in _subdirectories(root):
        if kernel.name.startswith(RELEASE_SET_PREFIX):
            continue  # another release's set
        for case in _subdirectories(kernel):
            for arch in _subdirectories(case):
                for entry in _entries(arch):
                    stage = stage_from_filename(entry.name)
                    if stage is None:
                        continue
                    if not entry.is_file(follow_symlinks=False):
                        raise SnapshotError(
                            f"{entry.path}: {_not_regular(entry)} (a snapshot tree holds only regular files)"
                        )
                    found.append(SnapshotId(kernel.name, case.name, arch.name, stage))
    return sorted(found, key=lambda sid: (sid.kernel, sid.case, sid.arch, sid.filename))


def _entries(directory: Path) -> list[os.DirEntry[str]]:
    try:
        with os.scandir(directory) as it:
            return sorted((e for e in it if not e.name.startswith(".")), key=lambda e: e.name)
    except OSError as exc:
        raise SnapshotError(f"{directory}: cannot read the snapshot tree: {exc.strerror or exc}") from None


def _subdirectories(directory: Path) -> list[Path]:
    """The real directories in `directory` (plain files ignored; a symlink is an error)."""
    out = []
    for entry in _entries(directory):
        if entry.is_symlink():
            raise SnapshotError(
                f"{entry.path}: is a symlink (a snapshot tree holds only directories and regular files)"
            )
        if entry.is_dir(follow_symlinks=False):
            out.append(Path(entry.path))
    return out


def _not_regular(entry: os.DirEntry[str]) -> str:
    try:
        return f"is {kind_of(entry.stat(follow_symlinks=False).st_mode)}"
    except OSError as exc:
        return f"cannot be read: {exc.strerror or exc}"


def _rel(sid: SnapshotId) -> str:
    return f"{sid.kernel}/{sid.case}/{sid.arch}/{sid.filename}"


def _unless_gone(root: Path, sid: SnapshotId, get: Callable[[], T]) -> T | None:
    """`get()` on the snapshot's file, or None where there is none: not there, or deleted by
    another update between that check and `get` (its SnapshotError is then no error)."""
    if not member_exists(root, _rel(sid)):
        return None
    try:
        return get()
    except SnapshotError:
        if not member_exists(root, _rel(sid)):
            return None
        raise


def read_snapshot(root: Path, sid: SnapshotId) -> str | None:
    """The pinned text, None when there is none. Read as a bundle member is (bundle.members): a
    regular file below real directories of the tree, strict UTF-8, else a SnapshotError."""
    return _unless_gone(root, sid, lambda: read_member_utf8(root, _rel(sid), tree="snapshot tree", error=SnapshotError))


def write_snapshot(root: Path, sid: SnapshotId, text: str) -> None:
    """Write atomically, below real directories of the tree, only over a regular file
    (irscope.output_files): a crash or Ctrl-C leaves either the old file or the new one, whole."""
    write_file(sid.path(root), text, inside=root)


def delete_snapshot(root: Path, sid: SnapshotId) -> None:
    """Delete a snapshot file, and the directories of the tree it leaves empty: only a regular
    file below real directories of the tree (never what a symlink points at)."""
    path = _unless_gone(root, sid, lambda: member_path(root, _rel(sid), tree="snapshot tree", error=SnapshotError))
    if path is None:
        return
    path.unlink(missing_ok=True)
    record = path.parent / RELEASE_FILE
    if [e.name for e in _entries(path.parent)] == [RELEASE_FILE] and not record.is_symlink():
        record.unlink(missing_ok=True)  # the last snapshot of its case went: its record goes too
    # Drop directories left empty (a deleted kernel disappears entirely).
    for parent in (path.parent, path.parent.parent, path.parent.parent.parent):
        try:
            parent.rmdir()
        except OSError:
            break
