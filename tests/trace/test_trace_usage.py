"""`irscope trace` refuses a command line it cannot run before it runs anything: no COMMAND, a
bad --arch (checked first), an empty program name, a program that is not there; each one line in
its own words, exit 2, and no store made."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import invoke_irscope

BAD_ARCH = "irscope: error: bad arch 'bogus': expected the form sm_90a (known: sm_80, "
EMPTY = "irscope trace: error: COMMAND: the program's name is empty (is a shell variable unset?) (see --help)\n"


@pytest.mark.parametrize(
    ("args", "stderr"),
    [
        ([], "irscope: error: trace: no COMMAND: put the program to run after `--` (or --finish)\n"),
        (["--arch", "bogus"], BAD_ARCH),  # checked as the option is read (and as [tool.irscope.trace] arch is)
        (["--", ""], EMPTY),
        (["--", " "], EMPTY),
        (
            ["--", "no-such-program-for-irscope", "x"],
            "irscope: error: trace: command not found: no-such-program-for-irscope\n",
        ),
        (["--arch", "bogus", "--", ""], BAD_ARCH),
        (["--arch", "bogus", "--", "python3"], BAD_ARCH),
    ],
)
def test_a_command_line_it_cannot_run(tmp_path: Path, args: list[str], stderr: str) -> None:
    store = tmp_path / "store"
    r = invoke_irscope("--store", str(store), "trace", *args)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr.startswith(stderr) if stderr is BAD_ARCH else r.stderr == stderr
    assert r.stderr.count("\n") == 1
    assert not store.exists()
