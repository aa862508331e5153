"""pytest plugin (entry point `pytest11`): the `irscope_snapshot` fixture and its options.

    def test_copy_vectorizes(irscope_snapshot):
        irscope_snapshot.assert_matches("copy_inner_partition:bf16@sm_90a")
        irscope_snapshot.assert_vector_width("copy_inner_partition:bf16@sm_90a", family="LDG", min_bits=128)

Kernels are captured once per test session (all of kernels/, in parallel; a case whose capture
the project's capture cache holds is not compiled again) unless --irscope-store points at
existing bundles. [tool.irscope] in pyproject.toml sets the defaults (store, kernels, snapshots,
archs, jobs); --irscope-shard I/N runs one shard of N (pytest_shard.py). Without --irscope-update (or syrupy's
--snapshot-update) a missing or changed snapshot fails with a unified diff of the normalized
text naming the kernel, arch and pass; with it, snapshots are written at the end of the session
and, on a complete run (snapshots.pinning), unused ones are deleted: under pytest-xdist too,
where the workers report and the controller decides (snapshots.plugin_hooks). Importing this
module stays cheap: it is loaded in every pytest session of an environment where irscope is
installed.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from irscope.snapshots.plugin_hooks import SessionHooks
from irscope.snapshots.plugin_state import STATE, PluginState

if TYPE_CHECKING:
    from irscope.bundle import Bundle
    from irscope.snapshots.filecheck_run import CheckedText


def jobs_count(text: str) -> int:
    """--irscope-jobs N: a whole number from 0 to project_config.MAX_JOBS (as --jobs and `jobs`)."""
    import argparse

    from irscope.project_config import MAX_JOBS

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text[:40]!r}") from None
    if not 0 <= value <= MAX_JOBS:
        raise argparse.ArgumentTypeError(f"expected a whole number from 0 to {MAX_JOBS}, got {value}")
    return value


def path_value(text: str) -> str:
    """--irscope-store/-snapshots/-kernels DIR: never empty (`--irscope-store=$STORE` with STORE
    unset was taken as the option left out, as the CLI's options refuse it: cli.options.PathValue),
    and never something other than a directory where something is (`--irscope-store pyproject.toml`
    failed each test with `no capture in pyproject.toml`, where the CLI says at once `is a file`)."""
    import argparse
    import os

    if not text.strip():
        raise argparse.ArgumentTypeError("empty: name a directory (is a shell variable unset?)")
    if os.path.lexists(text) and not os.path.isdir(text):
        raise argparse.ArgumentTypeError(f"{text!r} is not a directory")
    return text


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("irscope", "irscope generated-code snapshots")
    group.addoption("--irscope-update", action="store_true", help="write new and changed irscope snapshots")
    group.addoption(
        "--irscope-snapshots", type=path_value, metavar="DIR", help="snapshot directory [default: <rootdir>/snapshots]"
    )
    group.addoption(
        "--irscope-kernels",
        type=path_value,
        metavar="DIR",
        help="kernel modules to capture [default: <rootdir>/kernels]",
    )
    group.addoption(
        "--irscope-store", type=path_value, metavar="DIR", help="read bundles from this store instead of capturing"
    )
    group.addoption(
        "--irscope-jobs", type=jobs_count, metavar="N", help="parallel captures [default: one per usable CPU]"
    )
    group.addoption(
        "--irscope-fresh", action="store_true", help="compile every case even where the capture cache holds it"
    )
    group.addoption(
        "--irscope-shard",
        metavar="I/N",
        help="run shard I of N: the tests of the cases that hash to I, and the other tests by node id",
    )


def pytest_configure(config: pytest.Config) -> None:
    state = config.stash[STATE] = PluginState(config)
    config.pluginmanager.register(SessionHooks(state), "irscope-session")
    if state.update:
        from irscope.snapshots.plugin_signals import EndingSignals

        state.signals = EndingSignals()
        state.signals.install()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """`irscope_case` in a test's arguments: one test per case of the suite, KERNEL:CASE@ARCH."""
    if "irscope_case" not in metafunc.fixturenames:
        return
    from irscope.errors import IrscopeError

    state = metafunc.config.stash[STATE]
    try:
        labels = [s.label for s in state.source.selections()]
    except IrscopeError as exc:
        raise pytest.UsageError(f"irscope_case: {exc}") from None
    metafunc.parametrize("irscope_case", labels, ids=labels)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    state = config.stash[STATE]
    shard = state.shard
    if shard is None:
        return
    from irscope.snapshots.pytest_shard import split_items

    # One shard of N is a partial run whatever it selects: it never deletes (snapshots.pinning).
    state.ledger.partial.append(f"--irscope-shard {shard}: one shard of the suite")

    kept, deselected = split_items(items, shard)
    if deselected:
        config.hook.pytest_deselected(items=deselected)
        items[:] = kept


def pytest_deselected(items: list[pytest.Item]) -> None:
    if items:
        config = items[0].config
        config.stash[STATE].deselected = True


class IrscopeSnapshot:
    """What a test uses: `ref` is KERNEL:CASE@ARCH (the session's capture of that case)."""

    def __init__(self, state: PluginState) -> None:
        self._state = state
        self._asked = False

    def bundle(self, ref: str) -> Bundle:
        __tracebackhide__ = True  # pytest shows the test's line that failed, not these frames
        from irscope.errors import IrscopeError

        if not self._asked and self._state.shard is not None:
            from irscope.snapshots.pytest_shard import skip_unless_owned

            skip_unless_owned(self._state.source, self._state.shard, ref)
        self._asked = True
        try:
            b = self._state.source.get(ref)
        except IrscopeError as exc:
            raise AssertionError(str(exc)) from None
        from irscope.snapshots.case_outcome import XFAIL, case_outcome

        outcome = case_outcome(b)  # a capture that is itself the result: one line, not one per snapshot
        if outcome is not None and outcome.status == XFAIL:
            pytest.xfail(outcome.line())
        if outcome is not None:
            raise AssertionError(outcome.line())
        return b

    def assert_matches(self, ref: str, stage: str | list[str] | None = None) -> None:
        """Compare the pinned stages (default: the landmark passes, final IR, PTX, stats)."""
        __tracebackhide__ = True  # pytest shows the test's line that failed, not these frames
        from irscope.errors import IrscopeError

        stages = [stage] if isinstance(stage, str) else stage
        try:
            results = self._state.session.check(self.bundle(ref), stages)
        except IrscopeError as exc:  # a snapshot tree holding what irscope did not write
            raise AssertionError(str(exc)) from None
        failed = [r for r in results if not r.ok and not (self._state.update and r.actual is not None)]
        if failed:
            from irscope.snapshots.failure_summary import explain_failures

            session = self._state.session
            across = session.release_changes(failed)
            head = [line for change in across for line in change.lines(update=False)]
            raise AssertionError("\n".join([*head, explain_failures(failed, session.tree or session.root)]))

    def assert_vector_width(self, ref: str, family: str = "LDG", min_bits: int = 128, fraction: float = 1.0) -> None:
        __tracebackhide__ = True  # pytest shows the test's line that failed, not these frames
        from irscope.snapshots.checks import assert_vector_width

        assert_vector_width(self.bundle(ref), family, min_bits, fraction)

    def assert_max_vector_width(self, ref: str, family: str = "LDG", max_bits: int = 32) -> None:
        __tracebackhide__ = True  # pytest shows the test's line that failed, not these frames
        from irscope.snapshots.checks import assert_max_vector_width

        assert_max_vector_width(self.bundle(ref), family, max_bits)

    def assert_no_spills(self, ref: str) -> None:
        __tracebackhide__ = True  # pytest shows the test's line that failed, not these frames
        from irscope.snapshots.checks import assert_no_spills

        assert_no_spills(self.bundle(ref))

    def assert_counts(self, ref: str, *assertions: str) -> None:
        """Count assertions on every kernel of the capture: `HGMMA >= 8`, `registers <= 168`,
        `spill_bytes == 0`, `ctas_per_sm >= 1`, `UTMALDG.2D.MC > 0`, `share(LDG,128) >= 90%`
        (the language: docs/snapshots.md). Fails with one line per assertion that does not hold."""
        __tracebackhide__ = True  # pytest shows the test's line that failed, not these frames
        from irscope.analysis.count_assertions import AssertionSyntaxError, check_assertions, parse_assertion
        from irscope.analysis.stats import bundle_stats

        try:
            parsed = [parse_assertion(a) for a in assertions]
        except AssertionSyntaxError as exc:
            raise AssertionError(str(exc)) from None
        failures = check_assertions(bundle_stats(self.bundle(ref)), parsed)
        if failures:
            raise AssertionError("\n".join(f.line() for f in failures))

    def assert_expectations(self, ref: str) -> None:
        """The lines of the snapshot root's expectations.txt that name this capture."""
        __tracebackhide__ = True  # pytest shows the test's line that failed, not these frames
        from irscope.errors import IrscopeError
        from irscope.snapshots.expectations import check_expectations, read_expectations

        b, session = self.bundle(ref), self._state.session
        try:
            expectations = [e for e in read_expectations(session.tree or session.root) if e.applies_to(b)]
        except IrscopeError as exc:
            raise AssertionError(str(exc)) from None
        failed = [line for r in check_expectations(expectations, [b]) for line in r.lines()]
        if failed:
            raise AssertionError("\n".join(failed))

    def filecheck(self, ref: str, checks: str, stage: str = "sass") -> None:
        """FileCheck directives against a stage: sass, ptx, input, final, or a pass NAME[#k]."""
        __tracebackhide__ = True  # pytest shows the test's line that failed, not these frames
        from irscope.snapshots.filecheck_run import locate_checks, run_filecheck

        caller = sys._getframe(1)
        source = locate_checks(checks, _shown_path(caller.f_code.co_filename), caller.f_lineno)
        run_filecheck(_filecheck_text(self.bundle(ref), stage), checks, source)


def _filecheck_text(b: Bundle, stage: str) -> CheckedText:
    """The raw text FileCheck reads: sass, ptx, input, or the IR after a pass, with where it is
    read from: the bundle member's path where it is stored as text, else the capture and stage
    (`irscope show LABEL --stage STAGE` prints it; a compressed member's path opens as no text).
    Fails the test with the reason when the bundle has none."""
    from irscope.analysis import texts
    from irscope.bundle.members import is_compressed
    from irscope.errors import StageUnavailable
    from irscope.snapshots.filecheck_run import CheckedText

    try:
        if stage in ("sass", "ptx", "input"):
            text = texts.artifact_text(b, stage)
            member = b.manifest.artifacts.get("input_ir" if stage == "input" else stage)
        else:
            text = texts.stage_text(b, "mlir", stage, normalized=False)
            member = b.find_pass(stage).ir_member
    except StageUnavailable as exc:
        raise AssertionError(str(exc)) from None
    origin = _shown_path(str(b.path / member)) if member and not is_compressed(member) else f"{b.label} {stage}"
    return CheckedText(text, f"{b.label} {stage}", origin)


def _shown_path(path: str) -> str:
    """A path as a message shows it: relative to the working directory when inside it."""
    with contextlib.suppress(ValueError):
        return str(Path(path).resolve().relative_to(Path.cwd().resolve()))
    return path


@pytest.fixture(scope="session")
def irscope_store(request: pytest.FixtureRequest) -> Path:
    """The store holding this session's capture of every kernel (captured once, in parallel; on a
    shard, the other shards' cases too)."""
    source = request.config.stash[STATE].source
    source.capture_everything()
    return source.root()


@pytest.fixture
def irscope_snapshot(request: pytest.FixtureRequest) -> IrscopeSnapshot:
    return IrscopeSnapshot(request.config.stash[STATE])


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    state = session.config.stash[STATE]
    if state.shard is not None and exitstatus == pytest.ExitCode.NO_TESTS_COLLECTED and state.deselected:
        session.exitstatus = pytest.ExitCode.OK  # a shard that other shards' tests fill is not a failed job
