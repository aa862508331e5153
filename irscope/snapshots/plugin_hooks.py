"""The pytest plugin's session bookkeeping: what tests pin, what ran, and the one decision at the end.

Registered by `pytest_plugin.pytest_configure` as an object bound to the session's plugin
state. Without pytest-xdist this process does everything. Under pytest-xdist the controller
hands each worker the run directory of the one shared capture (`pytest_configure_node`), each
worker's reports carry what its tests checked, each worker reports at its end what it collected,
deselected and queued (`pytest_sessionfinish`), and the controller decides once
(`pytest_testnodedown`, then its own `pytest_sessionfinish`; snapshots.plugin_run).
Nothing here imports irscope's heavier modules until a test pins a snapshot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from irscope.snapshots.plugin_state import RUN_DIR

if TYPE_CHECKING:
    from irscope.snapshots.plugin_run import Finish
    from irscope.snapshots.plugin_state import PluginState

FIXTURE = "irscope_snapshot"  # snapshots.pinning.FIXTURE (not imported: this module loads in every session)


def _pinning(items: list[pytest.Item]) -> set[str]:
    return {item.nodeid for item in items if FIXTURE in getattr(item, "fixturenames", ())}


class SessionHooks:
    def __init__(self, state: PluginState) -> None:
        self.state = state
        self.distributing = False  # this process is a pytest-xdist controller with workers
        self.finished: Finish | None = None  # what the deciding process did at the end
        self.error = ""  # why the end of the session wrote and deleted nothing
        self.swept: str | None = None  # what killed runs left, removed at the end (leftover_sweep)

    # ---- pytest-xdist (optional hooks: pytest-xdist may not be installed) ---------------------
    @pytest.hookimpl(optionalhook=True)
    def pytest_configure_node(self, node: Any) -> None:
        self.distributing = True
        node.workerinput[RUN_DIR] = str(self.state.shared_run_dir())

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node: Any, error: object) -> None:
        from irscope.snapshots.plugin_run import OUTPUT_KEY, absorb_worker

        output = getattr(node, "workeroutput", {})
        if output.get("exitstatus") == pytest.ExitCode.INTERRUPTED:
            self.state.interrupted = True
        if getattr(node, "irscope_absorbed", False):
            return  # pytest-xdist reports an interrupted worker down twice
        node.irscope_absorbed = True
        name = getattr(getattr(node, "gateway", None), "id", "?")
        absorb_worker(self.state, name, output.get(OUTPUT_KEY), error)

    # ---- collection ---------------------------------------------------------------------------
    def pytest_collection_finish(self, session: pytest.Session) -> None:
        pinning = _pinning(session.items)
        if pinning:
            self.state.ledger.pinning.update(pinning)

    def pytest_deselected(self, items: list[pytest.Item]) -> None:
        pinning = _pinning(items)
        if pinning:
            self.state.ledger.deselected.update(pinning)

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        # A controller gets its workers' failed and skipped collections too.
        if self.state.worker or report.passed:
            return
        if report.failed:
            self.state.ledger.partial.append(f"{report.nodeid or 'a file'} failed to collect")
            return
        from irscope.snapshots.pinning import may_pin

        if may_pin(self.state.config.rootpath, report.nodeid):
            self.state.ledger.partial.append(f"{report.nodeid} was skipped whole (it may pin snapshots)")

    # ---- tests --------------------------------------------------------------------------------
    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
        """Each phase's report carries what the test checked in it (snapshots.pinning)."""
        report = yield
        session = self.state._session
        checked = session.drain() if session is not None else []
        if checked:
            from irscope.snapshots.pinning import REPORT_ATTR, encode_checks

            setattr(report, REPORT_ATTR, encode_checks(checked))
        return report

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        # A worker's reports reach its controller, which keeps the books; a single process keeps
        # them once a test can pin (its collection said so before the first report).
        if not self.state.worker and (self.distributing or self.state.used):
            self.state.ledger.record(report)

    # ---- the end ------------------------------------------------------------------------------
    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        state = self.state
        if state.worker:
            from irscope.snapshots.plugin_run import OUTPUT_KEY, worker_output

            # Always a report, an empty one where no test used the plugin: a worker with no
            # report is one that died, and makes the run partial.
            session.config.workeroutput[OUTPUT_KEY] = worker_output(state._ledger, state._session)  # type: ignore[attr-defined]
            return
        if not state.used:
            return
        from irscope.snapshots.pinning import collection_reasons
        from irscope.snapshots.plugin_run import finish

        state.ledger.partial[:0] = collection_reasons(session.config)
        from irscope.errors import IrscopeError

        interrupted = exitstatus == pytest.ExitCode.INTERRUPTED or state.interrupted
        try:
            self.finished = finish(state.ledger, state.session, state.source, interrupted)
        except IrscopeError as exc:  # a snapshot tree or store that is not what irscope wrote
            self.error = str(exc)
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
        from irscope.snapshots.leftover_sweep import sweep

        self.swept = sweep(state.session.tree or state.session.root)  # the whole tree: every release's set

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if self.swept:
            terminalreporter.write_line(self.swept)
        if self.error:
            terminalreporter.write_sep("-", "irscope snapshots: nothing written or deleted")
            terminalreporter.write_line(f"  error: {self.error}")
        done = self.finished
        if done is None:
            return
        from irscope.snapshots.plugin_run import summary_lines

        head, lines = summary_lines(done, self.state.session.root, self.state.update)
        terminalreporter.write_sep("-", head)
        for line in lines:
            terminalreporter.write_line(line)

    @pytest.hookimpl(trylast=True)  # after every other plugin's end: the signal may end the process
    def pytest_unconfigure(self, config: pytest.Config) -> None:
        if self.state._source is not None:
            self.state._source.close()
        self.state.remove_run_dir()
        if self.state.signals is not None:  # a worker ends as its session did; its controller, by the signal
            self.state.signals.restore(deliver=not self.state.worker)
