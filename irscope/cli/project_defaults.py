"""[tool.irscope] as click's defaults: each command's options take their value from the
project's pyproject.toml when the command line (or the option's environment variable) does not
give one. click's `default_map` does the precedence; this module says which setting fills
which option and checks every key against the options that exist.

    [tool.irscope]             archs, jobs, snapshots: the commands that have that option
    [tool.irscope.<command>]   any long option of <command>, by name: `timeout = 600`,
                               `no-sass = true`, `arch = ["sm_90a"]`

`store` and `kernels` are read where the store and the kernel directory are resolved
(`options.store_root`, `options.kernels_path`), so `irscope explain`, `irscope tui` and the
rest follow them too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

import click

from irscope.errors import ConfigError, IrscopeError
from irscope.project_config import ProjectConfig

#: [tool.irscope] key -> the parameter name it fills in every command that has one.
SHARED_OPTIONS = {"archs": "archs", "jobs": "jobs", "snapshots": "snapshots_dir"}
#: Options a command table may not set: --store is one setting for every command (the `store`
#: key), and these only print or exit.
NOT_SETTABLE = {"store", "help", "version"}


def default_map(config: ProjectConfig, group: click.Group, ctx: click.Context) -> ProjectDefaults:
    """click's default_map for `group`'s commands; ConfigError names a key no command takes.
    Every [tool.irscope.<command>] table is checked here, whichever command runs (importing the
    commands that have one); the shared settings reach a command when click asks for its defaults."""
    names = group.list_commands(ctx)
    unknown = sorted(set(config.commands) - set(names))
    if unknown:
        known = ", ".join(sorted(names))
        raise ConfigError(f"{config.path}: [tool.irscope.{unknown[0]}] names no irscope command ({known})")
    defaults = ProjectDefaults(config, names, lambda name: group.get_command(ctx, name))
    for name in config.commands:  # a bad table stops every command, not only its own
        defaults[name]
    return defaults


class ProjectDefaults(Mapping[str, dict[str, Any]]):
    """Each command's defaults by its name, worked out the first time they are asked for: click
    looks up `default_map.get(name)` for the subcommand that runs, so no other command is imported."""

    def __init__(self, config: ProjectConfig, names: list[str], load: Callable[[str], click.Command | None]) -> None:
        self._config = config
        self._names = names
        self._load = load
        self._known: dict[str, dict[str, Any]] = {}

    def __getitem__(self, name: str) -> dict[str, Any]:
        if name not in self._known:
            command = self._load(name) if name in self._names else None
            if command is None:
                raise KeyError(name)
            defaults = _shared(self._config, command)
            defaults.update(_command_table(self._config, name, command, self._config.commands.get(name, {})))
            self._known[name] = defaults
        return self._known[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


def _shared(config: ProjectConfig, command: click.Command) -> dict[str, Any]:
    values = {"archs": list(config.archs) or None, "jobs": config.jobs, "snapshots": config.snapshots}
    params = {p.name for p in command.params}
    return {
        SHARED_OPTIONS[key]: str(value) if key == "snapshots" else value
        for key, value in values.items()
        if value is not None and SHARED_OPTIONS[key] in params
    }


def _command_table(
    config: ProjectConfig, name: str, command: click.Command, table: Mapping[str, Any]
) -> dict[str, Any]:
    where = config.where(f"tool.irscope.{name}")
    by_name = _options_by_name(command)
    out: dict[str, Any] = {}
    for key, value in table.items():
        option = by_name.get(key.replace("_", "-"))
        if option is None or option.name in NOT_SETTABLE:
            settable = ", ".join(sorted(k for k, o in by_name.items() if o.name not in NOT_SETTABLE))
            hint = " (the store is [tool.irscope] store)" if key == "store" else ""
            raise ConfigError(f"{where}: irscope {name} has no option --{key}{hint} (options: {settable})")
        out[option.name] = _checked(option, value, command, f"{where} {key}")
    return out


def _options_by_name(command: click.Command) -> dict[str, click.Option]:
    return {
        opt[2:]: param
        for param in command.params
        if isinstance(param, click.Option)
        for opt in param.opts
        if opt.startswith("--")
    }


def _checked(option: click.Option, value: Any, command: click.Command, where: str) -> Any:
    """The value as the option would take it from the command line, or a ConfigError saying why not."""
    if option.is_flag and not isinstance(value, bool):
        raise ConfigError(f"{where}: expected true or false, got {value!r}")
    if option.multiple and not isinstance(value, list):
        value = [value]
    if isinstance(value, dict):
        raise ConfigError(f"{where}: expected a value, got a table")
    if isinstance(value, list) and not option.multiple:
        raise ConfigError(f"{where}: expected one value (the option is not repeatable), got a list {value!r}")
    for item in value if isinstance(value, list) else [value]:
        _check_scalar(option, item, where)
    # Checked as the command line's value is: its type, then its callback (--arch, --shard,
    # --pass, --size), so that a bad value is named here, in the file and key that gave it.
    ctx = click.Context(command)
    try:
        cast = option.type_cast_value(ctx, value)
        if option.callback is not None:
            option.callback(ctx, option, cast)
    except click.BadParameter as exc:
        raise ConfigError(f"{where}: {exc.message}") from None
    except IrscopeError as exc:
        raise ConfigError(f"{where}: {exc.headline}") from None
    return value


def _check_scalar(option: click.Option, value: Any, where: str) -> None:
    """One value as a command line could give it: a string, a number or a boolean (TOML's dates
    and times are none: click's number types raised a TypeError traceback on them), and a whole
    number where the option counts (click's int() took 2.5 as 2)."""
    if not isinstance(value, (str, int, float, bool)):
        raise ConfigError(
            f"{where}: expected a string, a number or true/false, got a TOML {type(value).__name__} ({value})"
        )
    if isinstance(option.type, click.types.IntParamType) and isinstance(value, (float, bool)):
        raise ConfigError(f"{where}: expected a whole number, got {value!r}")
