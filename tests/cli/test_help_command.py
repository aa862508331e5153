"""`irscope help [COMMAND]` prints what `--help` prints (it was no command: `No such command 'help'`)."""

from __future__ import annotations

import pytest

from irscope.cli.group import COMMANDS
from tests.helpers import run_irscope


@pytest.mark.parametrize("command", [None, "capture", "show", "help"])
def test_help_prints_what_help_option_prints(command: str | None) -> None:
    asked = run_irscope("help", *([command] if command else []))
    option = run_irscope(*([command] if command else []), "--help")
    assert asked.returncode == 0 and option.returncode == 0, asked.stderr
    assert asked.stdout == option.stdout and asked.stderr == ""


def test_help_of_no_such_command_is_one_line_naming_the_commands() -> None:
    done = run_irscope("help", "captrue")
    assert done.returncode == 2 and done.stdout == ""
    assert (
        done.stderr
        == f"irscope: error: help: no command 'captrue' (irscope's commands: {', '.join(sorted(COMMANDS))})\n"
    )


def test_help_completes_command_names() -> None:
    env = {"_IRSCOPE_COMPLETE": "bash_complete", "COMP_WORDS": "irscope help ca", "COMP_CWORD": "2"}
    done = run_irscope(env=env)
    assert done.returncode == 0, done.stderr
    assert [line.split(",")[1] for line in done.stdout.split()] == ["cache", "capture"]
