"""The `irscope` command line: one module per command (`*_command.py`), the options they share
in `options.py`, the group, `main` and `run` in `group.py`. Nothing else in irscope imports this package."""

from irscope.cli.group import cli, main, run

__all__ = ["cli", "main", "run"]
