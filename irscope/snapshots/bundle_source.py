"""Where a snapshot run's bundles come from: an existing store, or one capture of the suite made
once (in parallel, one process per case), into a store of its own for the session.

The capture goes through the project's capture cache when there is one (`cache_root`: a case
whose capture is cached is not compiled again) and, on a shard (`--shard I/N`), covers that
shard's cases only; a case of another shard that a test still asks for is captured then
(`get`), so a test never fails for the sharding. With `run_dir` (the pytest-xdist workers of one
run), that capture is made once for all of them (snapshots.shared_capture).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from irscope import bundle, registry, store
from irscope.errors import BundleNotFound, IrscopeError
from irscope.shard import Shard, shard_of
from irscope.snapshots import shared_capture
from irscope.views.capture_summary import capture_summary

if TYPE_CHECKING:
    from irscope.capture.leftovers import LockedDir


@dataclass
class BundleSource:
    kernels_dir: Path
    store_root: Path | None = None  # an existing store to read instead of capturing
    jobs: int = 0
    #: The store whose capture cache (and kernel-discovery cache) the capture uses; None: none.
    cache_root: Path | None = None
    fresh: bool = False  # compile every case even where the cache holds it
    archs: tuple[str, ...] = ()  # only these archs ([tool.irscope] archs); () every declared one
    cache_env: tuple[str, ...] = ()
    shard: Shard | None = None
    run_dir: Path | None = None  # shared by the processes of one pytest run
    _captured: bool = False
    _tmp: LockedDir | None = None  # the temporary store's directory, when capturing into one
    #: the (case, arch) pairs this source may capture (arch and DSL admitted), once selected
    _selections: list[registry.CaseTarget] | None = None
    _done: set[str] = field(default_factory=set)  # labels captured this session
    #: bundle directory -> the capture-cache entry holding the same bundle (pinned_cache.py)
    entries: dict[Path, Path] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    #: (kernel, case) of every case kernels/ declares, when this source captured all of them;
    #: None when reading an existing store or capturing a selection (see snapshots.unused).
    declared: frozenset[tuple[str, str]] | None = None

    def root(self) -> Path:
        if self.store_root is not None:
            return self.store_root
        if self.run_dir is not None:
            return self.run_dir / shared_capture.STORE
        if self._tmp is None:
            from irscope.capture.leftovers import LockedDir

            # Locked while this run lives, so the next run's sweep removes it if this one is killed.
            self._tmp = LockedDir("snapshots-")
        return self._tmp.path / "store"

    def selections(self, targets: list[str] | None = None) -> list[registry.CaseTarget]:
        """Every (case, arch) of the suite (or of `targets`) the installed DSL and the archs admit,
        every shard's; the first call decides (and records what it passes over, and why)."""
        if self._selections is None:
            discovery = (self.cache_root or self.root()) / store.DISCOVERY_CACHE
            everything = registry.select(targets or [], self.kernels_dir, discovery, list(self.archs) or None)
            if not targets:
                self.declared = frozenset((sel.info.kernel, sel.info.case) for sel in everything)
            admitted, other_archs = registry.split_by_arch(everything)
            self._selections, too_new = registry.split_by_dsl(admitted)
            # a case passed over is said once, by the shard it belongs to
            self.skipped = [
                f"{sel.label}: {why}"
                for sel, why in other_archs + too_new
                if self.shard is None or self.shard.owns(sel.label)
            ]
        return self._selections

    @property
    def captured(self) -> bool:
        """Whether this source holds bundles: an existing store, or a capture made (by this
        process or, with `run_dir`, by another process of the run)."""
        if self.store_root is not None or self._captured:
            return True
        return self.run_dir is not None and shared_capture.read_record(self.run_dir) is not None

    def capture_all(self, targets: list[str] | None = None) -> None:
        """Capture the suite (this shard's part of it), once (once per run with `run_dir`)."""
        if self.store_root is not None or self._captured:
            return
        if self.run_dir is not None and not targets:
            record = shared_capture.capture_once(self.run_dir, lambda _store: self._capture_suite(None))
            self.failures, self.skipped, self.declared = list(record.failures), list(record.skipped), record.declared
        else:
            self._capture_suite(targets)
        self._captured = True

    def record(self) -> shared_capture.CaptureRecord:
        """What the capture found (the run's, when another process of it captured)."""
        if not self._captured and self.run_dir is not None:
            return shared_capture.read_record(self.run_dir) or shared_capture.CaptureRecord()
        return shared_capture.CaptureRecord(tuple(self.failures), tuple(self.skipped), self.declared)

    def capture_everything(self) -> None:
        """Every case of the suite, this shard's and the others' (a test reads the whole store)."""
        self.capture_all()
        if self.store_root is None and self.shard is not None:
            self._capture([s for s in self.selections() if s.label not in self._done])

    def owner(self, ref: str) -> int | None:
        """The shard that captures `ref` (KERNEL:CASE@ARCH, or the first case it matches), None
        where it names no case of the suite (a bundle path, an unknown case)."""
        if self.shard is None or self.store_root is not None or store.is_bundle_path(ref):
            return None
        matching = _matching(self.selections(), ref)
        return shard_of(matching[0].label, self.shard.count) if matching else None

    def get(self, ref: str) -> bundle.Bundle:
        self.capture_all()
        try:
            path = store.resolve_one(ref, self.root(), exact=True)  # a test names what it pins
        except BundleNotFound:
            if self.store_root is not None:
                raise
            more = [s for s in _matching(self.selections(), ref) if s.label not in self._done]
            if not more or self.shard is None:
                raise
            self._capture(more)  # a case of another shard that this test asks for too
            path = store.resolve_one(ref, self.root(), exact=True)
        return bundle.load(path)

    def dsl_release(self) -> str | None:
        """The DSL release this source's captures are made under: the installed one, or the one
        every newest bundle of an existing store shares (None: several, or no bundle)."""
        if self.store_root is None:
            from irscope.installed import dsl_version

            return dsl_version()
        releases = set()
        for path in store.all_latest(self.store_root):
            try:
                releases.add(bundle.load(path).dsl_version)
            except IrscopeError:
                continue  # the check says what is wrong with it
        return releases.pop() if len(releases) == 1 else None

    def all_bundles(self) -> list[bundle.Bundle]:
        self.capture_all()
        return [bundle.load(p) for p in store.all_latest(self.root())]

    def close(self) -> None:
        if self._tmp is not None:
            self._tmp.remove()
            self._tmp = None

    def _capture_suite(self, targets: list[str] | None) -> shared_capture.CaptureRecord:
        chosen = self.selections(targets)
        self._capture([s for s in chosen if self.shard is None or self.shard.owns(s.label)])
        return shared_capture.CaptureRecord(tuple(self.failures), tuple(self.skipped), self.declared)

    def _capture(self, selections: list[registry.CaseTarget]) -> None:
        from irscope import disassembler
        from irscope.capture import orchestrate
        from irscope.capture.cache.entries import CaptureCache
        from irscope.capture.settings import CaptureSettings

        settings = CaptureSettings(
            store_root=self.root(),
            jobs=self.jobs,
            nvdisasm=disassembler.require_nvdisasm(),
            fresh=self.fresh,
            cache_env=self.cache_env,
        )
        cache = CaptureCache(self.cache_root) if self.cache_root is not None else None
        for outcome in orchestrate.capture_all(selections, settings, orchestrate.CaptureResources(cache=cache)):
            self._done.add(outcome.selection.label)
            if outcome.cache_entry is not None:
                self.entries[outcome.bundle_path] = outcome.cache_entry
            if not outcome.ok and not outcome.selection.info.xfail:  # a declared failure is no failure
                self.failures.append(f"{outcome.selection.label}: {capture_summary(outcome.bundle)}")


def _matching(selections: list[registry.CaseTarget], ref: str) -> list[registry.CaseTarget]:
    parsed = store.parse_ref(ref)
    if parsed is None:
        return []
    return sorted(
        (
            s
            for s in selections
            if s.info.kernel == parsed.kernel and parsed.case in (None, s.info.case) and parsed.arch in (None, s.arch)
        ),
        key=lambda s: s.label,
    )
