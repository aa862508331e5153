"""The `irscope` command line: one module per command (`*_command.py`), the options they share
in `options.py`, the group and `main` in `group.py`. Nothing else in irscope imports this package."""

from irscope.cli.group import cli, main

__all__ = ["cli", "main"]
