"""Tracing in one process: start when cutlass is imported, register the process, follow forks.

`irscope trace` puts `trace/boot/` first on PYTHONPATH and names a staging folder in
IRSCOPE_TRACE_STAGING; Python then runs trace/boot/sitecustomize.py in the program and in every
Python subprocess that inherits the environment. Nothing is imported until the program imports
cutlass itself (a process that never compiles pays for one environment lookup), then the hooks
of trace_hooks are installed. A forked child keeps the hooks and registers under its own pid.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib.machinery
import os
import sys
from pathlib import Path
from typing import Any

from irscope.bounded_read import parse_json, read_file
from irscope.capture.trace import cache_loads, process_record
from irscope.errors import IrscopeError

STAGING_ENV = "IRSCOPE_TRACE_STAGING"
METHOD_ENV = "IRSCOPE_TRACE_METHOD"
#: "1": record compiles of the DSL's own functions too (`irscope trace --include-library`).
LIBRARY_ENV = "IRSCOPE_TRACE_INCLUDE_LIBRARY"
#: What starts tracing in a process (a process that finishes compiles must not trace itself).
ENVIRONMENT = (STAGING_ENV, METHOD_ENV, LIBRARY_ENV)
BOOT_DIR = Path(__file__).resolve().parent / "boot"

_STATE: dict[str, Any] = {}


def start_from_environment() -> None:
    staging = os.environ.get(STAGING_ENV)
    if staging:
        start(Path(staging), os.environ.get(METHOD_ENV, "auto"), os.environ.get(LIBRARY_ENV) == "1")


def start(staging: Path, method: str = "auto", include_library: bool = False, keep_caches: bool | None = None) -> None:
    """Trace this process into `staging` from the moment cutlass is (or has been) imported.

    Unless `keep_caches` (default: KEEP_CACHES_ENV, which `irscope trace --keep-program-caches`
    sets), the kernel libraries' own caches are switched off first (trace.cache_loads), in this
    process's environment, which the processes it starts inherit."""
    if keep_caches is None:
        keep_caches = os.environ.get(cache_loads.KEEP_CACHES_ENV) == "1"
    if not keep_caches and "caches_before" not in _STATE:
        _STATE["caches_before"] = cache_loads.bypass_library_caches(os.environ)
    first = "staging" not in _STATE
    _STATE.update(staging=staging, method=method, include_library=include_library, keep_caches=keep_caches)
    _register()
    if not first:
        return
    os.register_at_fork(after_in_child=_register)
    atexit.register(_write_counts)
    if "cutlass.base_dsl.dsl" in sys.modules:
        _activate()
    else:
        sys.meta_path.insert(0, _AfterImport("cutlass", _activate))


def finish() -> None:
    """Record this process's counts now and stop (the API and the pytest option end before the
    process does, and remove the staging folder: the exit hook must not write there again)."""
    _write_counts()
    _STATE.pop("staging", None)
    if "caches_before" in _STATE:
        cache_loads.restore(os.environ, _STATE.pop("caches_before"))


def suspend() -> dict[str, Any] | None:
    """Where and how this process traces now, for a nested trace to `resume` when it ends; None
    where it does not."""
    if "staging" not in _STATE:
        return None
    return {name: _STATE[name] for name in ("staging", "method", "include_library", "keep_caches")}


def resume(saved: dict[str, Any]) -> None:
    """Trace into the staging folder `suspend` returned again (its caches bypassed again unless kept)."""
    start(saved["staging"], saved["method"], saved["include_library"], saved["keep_caches"])
    if "cutlass.base_dsl.dsl" in sys.modules:
        _activate()


def _activate() -> None:
    from irscope.capture.trace import hooks as trace_hooks

    trace_hooks.activate(_STATE["staging"], _STATE["method"], _STATE["include_library"], _STATE["keep_caches"])


def _proc_file() -> Path:
    """This process's record in the staging folder (claimed by `_register`)."""
    return Path(_STATE["proc_file"][1])


def _register() -> None:
    """Write this process's record: `procs/PID.json`, claimed once per process and staging folder
    (a forked child claims its own; a program exec'd by a traced one, holding its pid, the next
    free `PID-N.json`, so that neither record replaces the other)."""
    if "staging" not in _STATE:
        return
    procs = Path(_STATE["staging"]) / "procs"
    record: process_record.ProcessRecord = {"pid": os.getpid(), "argv": [sys.executable, *sys.argv]}
    claimed = _STATE.get("proc_file")
    if claimed is not None and claimed[0] == os.getpid() and Path(claimed[1]).parent == procs:
        process_record.write(Path(claimed[1]), record)
        return
    procs.mkdir(parents=True, exist_ok=True)
    _STATE["proc_file"] = (os.getpid(), process_record.write_new(procs, os.getpid(), record))


def _write_counts() -> None:
    # Only a process that imported cutlass has a tracer: the others exit without importing the hooks.
    hooks_module = sys.modules.get("irscope.capture.trace.hooks")
    tracer = hooks_module.current() if hooks_module is not None else None
    if "staging" not in _STATE or "proc_file" not in _STATE or not Path(_STATE["staging"]).is_dir():
        return
    path = _proc_file()
    # What the process registered with (a fork's argv is its parent's), unless that cannot be read.
    record: process_record.ProcessRecord = {"pid": os.getpid(), "argv": [sys.executable, *sys.argv]}
    with contextlib.suppress(IrscopeError):
        record = {**record, **_registered(path)}
    errors = list(_STATE.get("errors", []))
    if tracer is not None:
        record["counts"] = tracer.counts
        record["library"] = sorted(tracer.library)
        arch = tracer.library_arch
        record["library_arch"] = {"gpu": arch.gpu, "retargeted": arch.retargeted, "failed": arch.failed}
        record["loads"] = tracer.loads
        record["keep_caches"] = tracer.keep_caches
        errors += tracer.internal_errors
    record["internal_errors"] = errors
    process_record.write(path, record)


def _registered(path: Path) -> process_record.ProcessRecord:
    """What `_register` wrote (read without the schema check, which only the readers import)."""
    data = parse_json(read_file(path), str(path))
    argv = data.get("argv") if isinstance(data, dict) else None
    if not isinstance(argv, list) or not all(isinstance(a, str) for a in argv):
        raise IrscopeError(f"{path}: not a traced process record")
    return {"pid": os.getpid(), "argv": argv}


class _AfterImport:
    """Runs `then()` right after the package `name` has been imported, then steps aside. (A finder
    on sys.meta_path needs only `find_spec`: importlib.abc's base class would cost every Python
    process of a traced command ~13 ms of imports.)"""

    def __init__(self, name: str, then: Any) -> None:
        self.name = name
        self.then = then

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> Any:
        if fullname != self.name:
            return None
        sys.meta_path.remove(self)
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.loader is None:
            return spec
        loader = spec.loader
        original = loader.exec_module
        then = self.then

        def exec_module(module: Any) -> None:
            original(module)
            try:
                then()
            except Exception as exc:  # noqa: BLE001 - never break the program's import
                _STATE.setdefault("errors", []).append(f"tracing did not start: {type(exc).__name__}: {exc}")

        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec
