"""Turning the command line's targets into loaded bundles, collecting errors instead of raising.

A corrupt bundle or a reference that matches nothing must not stop the TUI from showing the
others: each problem becomes one line that the app shows as a notification.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from irscope import bundle as bundle_mod
from irscope import compile_names, store, store_index
from irscope.bundle import Bundle
from irscope.compile_values import CompileName
from irscope.errors import IrscopeError


@dataclass
class Loaded:
    bundles: list[Bundle] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def resolve_targets(targets: list[str], root: Path) -> tuple[list[Path], list[str]]:
    """Bundle paths or KERNEL[:CASE][@ARCH] references -> bundle directories (latest captures).

    No targets means every latest capture in the store, the most recent capture first: after
    `irscope capture sgemm`, a plain `irscope tui` opens sgemm.
    """
    if not targets:
        found = sorted(
            store.all_latest(root, skip_failed=True), key=lambda path: store.capture_order(path.name), reverse=True
        )  # names are UTC stamps (or just after a case's newest, where its clock ran ahead)
        return found, ([] if found else [f"no captures in {root}: run `irscope capture` first"])
    paths: list[Path] = []
    errors: list[str] = []
    for target in targets:
        try:
            paths.extend(p for p in store.resolve(target, root, skip_failed=True) if p not in paths)
        except IrscopeError as exc:
            errors.append(str(exc))
    return paths, errors


def load_paths(paths: list[Path]) -> Loaded:
    out = Loaded()
    for path in paths:
        try:
            out.bundles.append(bundle_mod.load(path))
        except IrscopeError as exc:
            out.errors.append(str(exc))
        except Exception as exc:  # noqa: BLE001 - a bad bundle must not take the viewer down
            out.errors.append(f"{path}: cannot load: {type(exc).__name__}: {exc}")
    return out


def load_targets(targets: list[str], root: Path) -> Loaded:
    paths, errors = resolve_targets(targets, root)
    loaded = load_paths(paths)
    loaded.errors[:0] = errors
    return loaded


def store_candidates(root: Path, loaded: list[Bundle]) -> list[tuple[str, Path]]:
    """(label, path) of every bundle one could open or compare with: loaded ones, then the store's."""
    return [(c.label, c.path) for c in candidates(root, loaded)]


@dataclass(frozen=True)
class Candidate:
    """A bundle one could open or compare with, and what sets it apart (compile_names)."""

    label: str
    path: Path
    name: CompileName = field(default_factory=CompileName)

    @property
    def title(self) -> str:
        """The label and its values (what the palette searches: `head_dim=64` finds it)."""
        values = self.name.values_text()
        return f"{self.label}  {values}" if values else self.label

    @property
    def help(self) -> str:
        return f"first compiled by {self.name.trigger}  {self.path}" if self.name.trigger else str(self.path)


def candidates(root: Path, loaded: list[Bundle], names: dict[Path, CompileName] | None = None) -> list[Candidate]:
    """Every bundle one could open or compare with, named: loaded ones (`names`: theirs, where
    known), then the newest usable capture of each case in the store (one listing of it)."""
    seen = {b.path.resolve() for b in loaded}
    names = names or {}
    out = [Candidate(b.label, b.path, names.get(b.path, CompileName())) for b in loaded]
    real_root = root.resolve()  # the store's captures lie under it through no link (store_index)
    rows = store_index.listing(root) if root.is_dir() else []
    named = compile_names.of_rows(rows)
    for row in sorted(store_index.latest_usable_rows(rows), key=lambda r: r.path):
        if real_root / row.path.relative_to(root) not in seen:
            out.append(Candidate(store.label_of(row.path), row.path, named[row.path]))
    return out
