"""`pytest --irscope-trace[=STORE]`: capture every CuTe DSL compile a test session makes.

Registered as a pytest11 plugin; without the option it does nothing and imports nothing. With
it, tracing starts when the tests import cutlass (trace_process), subprocesses the tests start
inherit it through the environment, and the bundles are written when the session ends, with
one summary line in the terminal summary (docs/tracing.md).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

_STASH = pytest.StashKey[dict[str, Any]]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("irscope")
    group.addoption(
        "--irscope-trace",
        nargs="?",
        const="",
        default=None,
        metavar="STORE",
        help="capture every CuTe DSL compile of this session into STORE (default: IRSCOPE_STORE or .irscope)",
    )


def pytest_configure(config: pytest.Config) -> None:
    value = config.getoption("--irscope-trace", default=None)
    if value is None:
        return
    from irscope import store
    from irscope.capture import trace_process
    from irscope.capture.trace_session import new_staging

    staging = new_staging()
    root = Path(value) if value else store.default_root()
    config.stash[_STASH] = {"staging": staging, "root": root}
    os.environ[trace_process.STAGING_ENV] = str(staging.path)
    paths = [str(trace_process.BOOT_DIR), str(Path(__file__).resolve().parents[2])]
    os.environ["PYTHONPATH"] = os.pathsep.join(paths + [p for p in [os.environ.get("PYTHONPATH")] if p])
    trace_process.start(staging.path)


def pytest_unconfigure(config: pytest.Config) -> None:
    state = config.stash.get(_STASH, None)
    if state is None:
        return
    from irscope import sass
    from irscope.capture import trace_hooks, trace_process
    from irscope.capture.trace_session import finish

    trace_hooks.deactivate()
    trace_process.finish()
    os.environ.pop(trace_process.STAGING_ENV, None)
    nvdisasm = sass.find_nvdisasm()
    summary = finish(state["staging"], state["root"], with_sass=nvdisasm is not None, nvdisasm=nvdisasm)
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(summary.line())
