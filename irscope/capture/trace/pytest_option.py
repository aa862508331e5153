"""`pytest --irscope-trace[=STORE]`: capture every CuTe DSL compile a test session makes.

Registered as a pytest11 plugin; without the option it does nothing and imports nothing. With
it, tracing starts when the tests import cutlass (trace_process), subprocesses the tests start
inherit it through the environment (pytest-xdist's workers too: they trace into the controller's
staging folder), and each recorded compile is finished into a bundle beside the tests, by
processes at idle priority that a thread of this session feeds (trace.finish.FinishingThread);
when the session ends the rest is waited for, with one summary line in the terminal summary
(docs/tracing.md). `--irscope-arch` (or IRSCOPE_ARCH)
sets the arch the session compiles for (CUTE_DSL_ARCH); with neither, on a machine where no GPU
is visible, the DSL would pick its own default silently, so the plugin warns.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from irscope.capture import CAPTURE_DIR

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
    group.addoption(
        "--irscope-arch",
        default=None,
        metavar="ARCH",
        help="with --irscope-trace: compile for ARCH, e.g. sm_90a (sets CUTE_DSL_ARCH; default: IRSCOPE_ARCH)",
    )


def pytest_configure(config: pytest.Config) -> None:
    value = config.getoption("--irscope-trace", default=None)
    if value is None:
        return
    from irscope import store
    from irscope.capture.trace import process as trace_process

    _set_arch(config)
    if hasattr(config, "workerinput"):  # a pytest-xdist worker: it traces into its controller's staging
        staging_path = os.environ.get(trace_process.STAGING_ENV)
        if staging_path:
            trace_process.start(Path(staging_path))
            config.stash[_STASH] = {"worker": True}
        return
    from irscope import disassembler
    from irscope.capture.trace.finish import Finisher, FinishingThread
    from irscope.capture.trace.session import new_staging
    from irscope.errors import IrscopeError

    root = Path(value) if value else store.default_root()
    try:
        store.create(root)
        staging = new_staging(root)
    except IrscopeError as exc:
        raise pytest.UsageError(f"--irscope-trace: {exc}") from None
    nvdisasm = disassembler.find_nvdisasm()
    finisher = Finisher(staging.path, root, with_sass=nvdisasm is not None, nvdisasm=nvdisasm)
    config.stash[_STASH] = {"staging": staging, "root": root, "nvdisasm": nvdisasm, "beside": FinishingThread(finisher)}
    os.environ[trace_process.STAGING_ENV] = str(staging.path)
    paths = [str(trace_process.BOOT_DIR), str(CAPTURE_DIR.parents[1])]
    os.environ["PYTHONPATH"] = os.pathsep.join(paths + [p for p in [os.environ.get("PYTHONPATH")] if p])
    trace_process.start(staging.path)
    config.stash[_STASH]["beside"].start()


ARCH_ENV = "IRSCOPE_ARCH"


def _set_arch(config: pytest.Config) -> None:
    from irscope import archs
    from irscope.errors import IrscopeError

    arch = config.getoption("--irscope-arch", default=None) or os.environ.get(ARCH_ENV) or None
    if arch:
        try:
            archs.check_arch(arch)
        except IrscopeError as exc:
            raise pytest.UsageError(f"--irscope-arch / {ARCH_ENV}: {exc}") from None
        os.environ["CUTE_DSL_ARCH"] = arch
    elif not os.environ.get("CUTE_DSL_ARCH") and not gpu_visible():
        config.issue_config_time_warning(
            pytest.PytestConfigWarning(
                "irscope: no GPU is visible and no arch is set: the DSL compiles for its own default "
                f"arch; set --irscope-arch (or {ARCH_ENV}), e.g. --irscope-arch sm_90a"
            ),
            stacklevel=2,
        )


def gpu_visible() -> bool:
    """Is an NVIDIA GPU visible to this process (a device node, and CUDA_VISIBLE_DEVICES not empty)?"""
    import glob

    if os.environ.get("CUDA_VISIBLE_DEVICES", None) in ("", "-1"):
        return False
    return bool(glob.glob("/dev/nvidia[0-9]*"))


def pytest_unconfigure(config: pytest.Config) -> None:
    state = config.stash.get(_STASH, None)
    if state is None:
        return
    from irscope.capture.trace import hooks
    from irscope.capture.trace import process as trace_process

    hooks.deactivate()
    trace_process.finish()
    if state.get("worker"):
        return  # the controller finishes every worker's compiles
    from irscope.capture.trace.finish import ProgressLine
    from irscope.capture.trace.session import finish

    os.environ.pop(trace_process.STAGING_ENV, None)
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    progress = ProgressLine(_Lines(reporter), tty=False) if reporter is not None else None
    nvdisasm = state["nvdisasm"]
    summary = finish(
        state["staging"],
        state["root"],
        with_sass=nvdisasm is not None,
        nvdisasm=nvdisasm,
        finisher=state["beside"].stop(),
        progress=progress,
    )
    if reporter is not None:
        for line in summary.lines():
            reporter.write_line(line)


class _Lines:
    """The terminal reporter as the stream ProgressLine writes its lines to."""

    def __init__(self, reporter: Any) -> None:
        self.reporter = reporter

    def write(self, text: str) -> None:
        if text.strip():
            self.reporter.write_line(text.rstrip("\n"))

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False
