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

from collections.abc import Mapping
from typing import Any

import click

from irscope.errors import ConfigError
from irscope.project_config import ProjectConfig

#: [tool.irscope] key -> the parameter name it fills in every command that has one.
SHARED_OPTIONS = {"archs": "archs", "jobs": "jobs", "snapshots": "snapshots_dir"}
#: Options a command table may not set: --store is one setting for every command (the `store`
#: key), and these only print or exit.
NOT_SETTABLE = {"store", "help", "version"}


def default_map(config: ProjectConfig, group: click.Group) -> dict[str, dict[str, Any]]:
    """click's default_map for `group`'s commands; ConfigError names a key no command takes."""
    unknown = sorted(set(config.commands) - set(group.commands))
    if unknown:
        known = ", ".join(sorted(group.commands))
        raise ConfigError(f"{config.path}: [tool.irscope.{unknown[0]}] names no irscope command ({known})")
    out: dict[str, dict[str, Any]] = {}
    for name, command in group.commands.items():
        defaults = _shared(config, command)
        defaults.update(_command_table(config, name, command, config.commands.get(name, {})))
        if defaults:
            out[name] = defaults
    return out


def _shared(config: ProjectConfig, command: click.Command) -> dict[str, Any]:
    values = {"archs": list(config.archs) or None, "jobs": config.jobs, "snapshots": config.snapshots}
    params = {p.name for p in command.params}
    return {
        SHARED_OPTIONS[key]: str(value) if key == "snapshots" else value
        for key, value in values.items()
        if value is not None and SHARED_OPTIONS[key] in params
    }


def _command_table(config: ProjectConfig, name: str, command: click.Command, table: Mapping[str, Any]) -> dict[str, Any]:
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
    try:
        option.type_cast_value(click.Context(command), value)
    except click.BadParameter as exc:
        raise ConfigError(f"{where}: {exc.message}") from None
    return value
