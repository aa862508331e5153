"""The pytest plugin's state for one session, shared by its fixtures (snapshots.pytest_plugin), its
bookkeeping hooks (snapshots.plugin_hooks) and the end of the session (snapshots.plugin_run),
which all import it from here. Loaded in every pytest session, as they are: nothing heavier than
pytest is imported until a test asks for a capture.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from irscope.project_config import ProjectConfig
    from irscope.shard import Shard
    from irscope.snapshots.bundle_source import BundleSource
    from irscope.snapshots.pinning import PinLedger
    from irscope.snapshots.snapshot_session import SnapshotSession

RUN_DIR = "irscope_run_dir"  # the workerinput key of the directory a pytest-xdist run shares

STATE = pytest.StashKey["PluginState"]()


class PluginState:
    """One pytest session's snapshot settings (options over [tool.irscope]) and what it made of
    them, each made when first asked for: the capture (`source`), the comparison (`session`), the
    books of what tests pin (`ledger`)."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self._session: SnapshotSession | None = None
        self._source: BundleSource | None = None
        self.deselected = False
        self.project = _project_config(config)
        self.shard = _shard(config)
        self._ledger: PinLedger | None = None
        #: a pytest-xdist worker reports to its controller, which decides (snapshots.plugin_run)
        self.worker = hasattr(config, "workerinput")
        #: the directory the processes of one pytest-xdist run share (its one capture)
        self.run_dir: Path | None = None
        self._run_workdir: Any = None  # the controller's leftovers.LockedDir holding run_dir
        if self.worker and config.workerinput.get(RUN_DIR):  # type: ignore[attr-defined]
            self.run_dir = Path(config.workerinput[RUN_DIR])  # type: ignore[attr-defined]
        self.interrupted = False  # a pytest-xdist worker was interrupted
        self.signals: Any = None  # plugin_signals.EndingSignals while updating

    @property
    def ledger(self) -> PinLedger:
        if self._ledger is None:
            from irscope.snapshots.pinning import PinLedger

            self._ledger = PinLedger()
        return self._ledger

    def shared_run_dir(self) -> Path:
        """The pytest-xdist controller's run directory, made when the first worker starts
        (locked while the controller lives, so a capture's sweep removes it once it is gone)."""
        if self.run_dir is None:
            from irscope.capture.leftovers import LockedDir

            self._run_workdir = LockedDir("pytest-run-")
            self.run_dir = self._run_workdir.path
        return self.run_dir

    def remove_run_dir(self) -> None:
        if self._run_workdir is not None:
            self._run_workdir.remove()
            self._run_workdir = None

    @property
    def update(self) -> bool:
        return bool(
            self.config.getoption("--irscope-update") or self.config.getoption("--snapshot-update", default=False)
        )

    def _path_option(self, name: str, configured: Path | None, default: str) -> Path:
        """The option's value, else [tool.irscope]'s, else `default` under the rootdir."""
        value = self.config.getoption(name)
        if value:
            return Path(value)
        return configured if configured is not None else Path(self.config.rootpath) / default

    @property
    def session(self) -> SnapshotSession:
        if self._session is None:
            from irscope.snapshots.pinned_cache import PinnedTexts
            from irscope.snapshots.releases import release_set
            from irscope.snapshots.snapshot_session import SnapshotSession

            tree = self._path_option("--irscope-snapshots", self.project.snapshots, "snapshots")
            self._session = SnapshotSession(
                root=release_set(tree, self.source.dsl_release()),
                update=self.update,
                pinned=PinnedTexts(self.source.entries).render,
                tree=tree,
            )
        return self._session

    @property
    def source(self) -> BundleSource:
        if self._source is None:
            from irscope.snapshots.bundle_source import BundleSource

            store = self.config.getoption("--irscope-store")
            jobs = self.config.getoption("--irscope-jobs")
            cache_root = self.project.store or Path(self.config.rootpath) / ".irscope"
            self._source = BundleSource(
                kernels_dir=self._path_option("--irscope-kernels", self.project.kernels, "kernels"),
                store_root=Path(store) if store else None,
                run_dir=self.run_dir,
                jobs=jobs if jobs is not None else self.project.jobs or 0,
                cache_root=None if store else cache_root,
                fresh=bool(self.config.getoption("--irscope-fresh")),
                archs=self.project.archs,
                cache_env=self.project.cache_env,
                shard=self.shard,
            )
        return self._source

    @property
    def used(self) -> bool:
        """Did a test of this session pin, or could one have? (Else the plugin stays silent.)"""
        return self._session is not None or (self._ledger is not None and bool(self._ledger.pinning))


def _project_config(config: pytest.Config) -> ProjectConfig:
    from irscope import project_config
    from irscope.errors import IrscopeError

    try:
        return project_config.load(Path(config.rootpath))
    except IrscopeError as exc:
        raise pytest.UsageError(f"irscope: {exc}") from None


def _shard(config: pytest.Config) -> Shard | None:
    value = config.getoption("--irscope-shard")
    if value is None:
        return None
    from irscope.errors import IrscopeError
    from irscope.shard import parse_shard

    try:
        return parse_shard(value)
    except IrscopeError as exc:
        raise pytest.UsageError(f"--irscope-shard {exc}") from None


def capture_failures(config: pytest.Config) -> list[str]:
    """Kernel cases whose capture failed this session (their bundles are marked failed)."""
    state = config.stash[STATE]
    return list(state.source.failures) if state._source is not None else []
