"""Kernels a traced program loaded without compiling them, and the program caches that serve them.

A compile irscope records is one that runs the DSL's pass pipeline in a traced process. A
program can also get a kernel without compiling it, and every way it can goes through one of
the DSL's two loaders, which this module wraps:

- the DSL's own file cache (`cache_helpers.load_cache_from_path`: the module an earlier run
  compiled, kept under CUTE_DSL_CACHE_DIR or $TMPDIR/<user>/cutlass_python_cache), which
  `compile_and_cache` reads before it runs the pipeline;
- a compiled object loaded through the DSL's runtime (`cute.runtime.load_module` builds an
  `ExternalBinaryModule` from an `export_to_c` object or a shared library): how libraries keep
  caches of their own (QuACK's `quack.cache`, FlashAttention-4's) and how a program ships
  kernels compiled ahead of time.

By default the traced program does not read the DSL's file cache (the compile runs and is
recorded; writing the cache is unchanged), and the libraries' caches irscope knows are switched
off through their own settings (LIBRARY_CACHE_SWITCHES) before the program starts, so that they
compile in process too. `irscope trace --keep-program-caches` leaves every cache as the program
has it. Either way every load that still happens is recorded (what was loaded, from where, its
kernels by name: embedded_cubins) and the summary names it (trace.staging).
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from irscope.capture.trace.process_record import LoadRecord

# Imported by every process of a traced command (trace.process): what the loaders' wrappers use
# is imported when a load happens.

#: "1": let the traced program read its caches (`irscope trace --keep-program-caches`).
KEEP_CACHES_ENV = "IRSCOPE_TRACE_KEEP_CACHES"

#: Kernel libraries' own caches of compiled kernels, by the environment setting that turns each
#: off (read when the library is imported or when it compiles): QuACK's (on by default) and
#: FlashAttention-4's (off unless enabled).
LIBRARY_CACHE_SWITCHES = {
    "QUACK_CACHE_ENABLED": "0",
    "FLASH_ATTENTION_CUTE_DSL_CACHE_ENABLED": "0",
}

#: Where a load came from (a loaded kernel's `source` in the process file and the summary).
FILE_CACHE = "the DSL's file cache"
COMPILED_OBJECT = "a compiled object, loaded through the DSL's runtime"


def bypass_library_caches(environ: MutableMapping[str, str]) -> dict[str, str | None]:
    """Turn the known libraries' caches off in `environ` (the traced process's, inherited by the
    processes it starts); what the settings were before, for `restore`."""
    before = {name: environ.get(name) for name in LIBRARY_CACHE_SWITCHES}
    environ.update(LIBRARY_CACHE_SWITCHES)
    return before


def restore(environ: MutableMapping[str, str], before: dict[str, str | None]) -> None:
    """The settings as they were before `bypass_library_caches` (a `with irscope.trace()` block
    ends inside a program that goes on)."""
    for name, value in before.items():
        if value is None:
            environ.pop(name, None)
        else:
            environ[name] = value


def install(tracer: Any) -> None:
    """Wrap both loaders for `tracer` (a trace.hooks.Tracer: `active`, `frame()`, `keep_caches`,
    `loads`, `counts`); a DSL without one of them keeps the other."""
    _patch_file_cache(tracer)
    _patch_object_loader(tracer)


def _patch_file_cache(tracer: Any) -> None:
    from cutlass.base_dsl import cache_helpers

    original = cache_helpers.load_cache_from_path
    if getattr(original, "_irscope_traced", False):
        return

    def traced_load(*args: Any, **kwargs: Any) -> Any:
        inside = tracer.active and tracer.frame() is not None  # a compile of the program's
        if inside and not tracer.keep_caches:
            return None
        fn = original(*args, **kwargs)
        if inside and fn is not None:
            tracer.counts["file_cache_loads"] = tracer.counts.get("file_cache_loads", 0) + 1
            path = _file_cache_path(original, args, kwargs)
            _record(tracer, FILE_CACHE, path, _file_kernels(path))
        return fn

    traced_load._irscope_traced = True  # type: ignore[attr-defined]
    # Every module that imported it by name (dsl.py in 4.5, compile_backend.py in 4.8).
    import sys

    for name, module in list(sys.modules.items()):
        if name.startswith("cutlass.") and getattr(module, "load_cache_from_path", None) is original:
            vars(module)["load_cache_from_path"] = traced_load


def _patch_object_loader(tracer: Any) -> None:
    try:
        from cutlass.base_dsl.export import ExternalBinaryModule
    except ImportError:  # a DSL without exported objects
        return
    original = ExternalBinaryModule.__init__
    if getattr(original, "_irscope_traced", False):
        return

    def traced_init(self: Any, file_path: str, *args: Any, **kwargs: Any) -> None:
        original(self, file_path, *args, **kwargs)
        if tracer.active:
            _record(tracer, COMPILED_OBJECT, os.path.abspath(file_path), _file_kernels(file_path))

    traced_init._irscope_traced = True  # type: ignore[attr-defined]
    ExternalBinaryModule.__init__ = traced_init


def _record(tracer: Any, source: str, path: str, kernels: tuple[str, ...] | None) -> None:
    entry: LoadRecord = {"source": source, "path": path, "kernels": list(kernels or ())}
    with tracer._lock:
        tracer.loads.append(entry)


def _file_cache_path(original: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    """The file the DSL's cache read: DIR/<dsl>_<module hash>.mlir."""
    import inspect

    try:
        bound = inspect.signature(original).bind(*args, **kwargs)
        dsl_name, module_hash = bound.arguments["dsl_name"], bound.arguments["file"]
        from cutlass.base_dsl import cache_helpers

        directory = bound.arguments.get("path") or cache_helpers.get_default_generated_ir_path(dsl_name)
        return os.path.join(directory, f"{dsl_name.lower()}_{module_hash}.mlir")
    except Exception:  # noqa: BLE001 - a DSL whose loader reads otherwise: named by what is known
        return "(the DSL's file cache)"


def _file_kernels(file_path: str) -> tuple[str, ...] | None:
    """The kernels inside a compiled object, a library or a cached module's bytecode (its
    embedded GPU binary), read mapped: a library may be large."""
    import mmap

    from irscope.capture.trace.embedded_cubins import kernel_names

    try:
        with open(file_path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
            return kernel_names(data)
    except (OSError, ValueError):  # unreadable now, or empty
        return None
