"""`[tool.irscope]` in a project's pyproject.toml: what every irscope command and the pytest
plugin share, stated once.

    [tool.irscope]
    store = ".irscope"        # bundles and the capture cache
    kernels = "kernels"       # the kernel modules (files with CASES)
    snapshots = "snapshots"   # the snapshot root
    archs = ["sm_90a"]        # capture and check only these archs
    jobs = 4                  # parallel compiles
    cache-env = ["MY_TILE"]   # environment variables your kernels read while compiling

    [tool.irscope.capture]    # any long option of a command, by its name (the CLI checks them)
    timeout = 600

The file is the nearest pyproject.toml from the working directory upward (the pytest plugin
starts at pytest's rootdir); paths in it are relative to its directory. A command-line option
wins over an environment variable (IRSCOPE_STORE, IRSCOPE_KERNELS), which wins over the
command's own table, which wins over the keys above. docs/project.md lists every key.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from irscope.archs import check_arch
from irscope.bounded_read import check_numbers, parse_toml, read_file
from irscope.errors import ConfigError, IrscopeError

PYPROJECT = "pyproject.toml"
#: The most parallel compiles asked for (`--jobs`, `jobs`): each is a process of ~1 GB; a number
#: past it is a typo, not a machine.
MAX_JOBS = 1024
#: A pyproject.toml is a few KB; one past this is no project's.
MAX_PYPROJECT_BYTES = 4 << 20
#: The keys of [tool.irscope] itself, and what each holds (tables are per-command settings).
SHARED_KEYS = {
    "store": "a directory",
    "kernels": "a directory",
    "snapshots": "a directory",
    "archs": "a list of arch names",
    "jobs": f"a whole number from 0 to {MAX_JOBS}",
    "cache-env": "a list of environment variable names",
}


@dataclass(frozen=True)
class ProjectConfig:
    """[tool.irscope] as read and checked; `path` None: the project has none."""

    path: Path | None = None
    store: Path | None = None
    kernels: Path | None = None
    snapshots: Path | None = None
    archs: tuple[str, ...] = ()
    jobs: int | None = None
    cache_env: tuple[str, ...] = ()
    #: [tool.irscope.<command>] tables as written (the CLI checks their keys against its options)
    commands: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def where(self, table: str = "tool.irscope") -> str:
        return f"{self.path}: [{table}]"


def find_pyproject(start: Path) -> Path | None:
    """The nearest pyproject.toml in `start` or a directory above it (the project it belongs to)."""
    start = start.resolve()
    for directory in (start, *start.parents):
        candidate = directory / PYPROJECT
        if candidate.is_file():
            return candidate
    return None


def load(start: Path | None = None) -> ProjectConfig:
    """The [tool.irscope] of the project `start` (default: the working directory) lies in."""
    path = find_pyproject(start or Path.cwd())
    if path is None:
        return ProjectConfig()
    table = read_table(path)
    return ProjectConfig() if table is None else parse(table, path)


def read_table(path: Path) -> dict[str, Any] | None:
    """[tool.irscope] of one pyproject.toml, or None where it has none. The file is read by the
    bounded reader (a regular file, bounded in size and nesting), and the table's numbers must be
    finite and of a sane number of digits (another tool's tables are not judged)."""
    document = parse_toml(read_file(path, limit=MAX_PYPROJECT_BYTES, error=ConfigError), str(path), error=ConfigError)
    tool = document.get("tool")
    table = tool.get("irscope") if isinstance(tool, dict) else None
    if table is None:
        return None
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: tool.irscope must be a table ([tool.irscope]), not {type(table).__name__}")
    check_numbers(table, f"{path}: [tool.irscope]", ConfigError)
    return table


def parse(table: Mapping[str, Any], path: Path) -> ProjectConfig:
    where = f"{path}: [tool.irscope]"
    commands = {name: value for name, value in table.items() if isinstance(value, dict)}
    for key in table:
        if key not in SHARED_KEYS and key not in commands:
            known = ", ".join(SHARED_KEYS)
            raise ConfigError(f"{where}: unknown key {key!r} (keys: {known}; or a [tool.irscope.COMMAND] table)")
    base = path.parent
    archs = _names(table, "archs", where)
    for arch in archs:
        try:
            check_arch(arch)
        except IrscopeError as exc:
            raise ConfigError(f"{where} archs: {exc}") from None
    return ProjectConfig(
        path=path,
        store=_directory(table, "store", where, base),
        kernels=_directory(table, "kernels", where, base),
        snapshots=_directory(table, "snapshots", where, base),
        archs=archs,
        jobs=_jobs(table, where),
        cache_env=_names(table, "cache-env", where),
        commands=commands,
    )


def _directory(table: Mapping[str, Any], key: str, where: str, base: Path) -> Path | None:
    value = table.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ConfigError(f"{where} {key}: expected {SHARED_KEYS[key]} (a string), got {value!r}")
    path = Path(value).expanduser()
    if path.is_absolute():
        return path
    # Relative to the pyproject.toml; kept as written when that is the working directory, so
    # what irscope prints reads as the user wrote it.
    return path if base.resolve() == Path.cwd().resolve() else base / path


def _names(table: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = table.get(key, [])
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ConfigError(f"{where} {key}: expected {SHARED_KEYS[key]}, got {value!r}")
    return tuple(value)


def _jobs(table: Mapping[str, Any], where: str) -> int | None:
    value = table.get("jobs")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_JOBS:
        raise ConfigError(f"{where} jobs: expected {SHARED_KEYS['jobs']}, got {value!r}")
    return value
