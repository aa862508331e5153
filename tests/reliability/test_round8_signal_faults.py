"""Round 8: a signal that reaches `irscope` while Python is still importing its CLI (the first
0.1 s of every run: a CI step cancelled at once, `timeout 0.1 irscope ...`, a loop of Ctrl-C).

The signal is sent from inside the process, at a fixed point: when the import of
`irscope.cli.options` starts (a finder on sys.meta_path), so the test does not depend on timing.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

from tests.helpers import REPO

_SCRIPT = """
import os, runpy, signal, sys

class SignalAtImport:
    def find_spec(self, name, path=None, target=None):
        if name == "irscope.cli.options":
            sys.meta_path.remove(self)
            os.kill(os.getpid(), signal.{signal})
        return None

sys.meta_path.insert(0, SignalAtImport())
sys.argv = ["irscope", "--version"]
runpy.run_module("irscope", run_name="__main__", alter_sys=True)
"""


def _start(sig: str, *, ignored: bool = False) -> subprocess.CompletedProcess[str]:
    def preexec() -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN if ignored else signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # whatever the test process inherited

    return subprocess.run(
        [sys.executable, "-c", _SCRIPT.format(signal=sig)],
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=60,
        preexec_fn=preexec,
    )


@pytest.mark.parametrize(
    ("sig", "status", "line"), [("SIGINT", 130, "irscope: interrupted"), ("SIGTERM", 143, "irscope: terminated")]
)
def test_a_signal_while_the_cli_loads_ends_it_with_its_line(sig: str, status: int, line: str) -> None:
    """SIGINT or SIGTERM while the CLI's modules are imported: exit 130 / 143 and the command's
    one line, as a moment later (*failed on main*: SIGINT raised KeyboardInterrupt inside the
    import, a traceback through irscope/cli/options.py and exit status -2; SIGTERM killed the
    process without a word, -15)."""
    r = _start(sig)
    assert (r.returncode, r.stderr, r.stdout) == (status, line + "\n", "")


def test_an_ignored_sigint_stays_ignored_while_the_cli_loads() -> None:
    """A caller that ignores SIGINT (a shell's background job) keeps it ignored: the command runs
    to its end."""
    r = _start("SIGINT", ignored=True)
    assert r.returncode == 0 and r.stdout.startswith("irscope, version"), r.stderr


def test_the_console_script_takes_the_signals_first() -> None:
    """The `irscope` console script enters through irscope/__main__.py, as `python -m irscope`
    does, so both take the signals before the CLI loads."""
    from irscope.bounded_read import parse_toml

    scripts = parse_toml((REPO / "pyproject.toml").read_text(), "pyproject.toml")["project"]["scripts"]
    assert scripts["irscope"] == "irscope.__main__:run"
