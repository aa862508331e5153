"""Which of the project's own Python files a compile read: the kernel module and every local
module it imported, however it imported them (helpers beside it, a package of the project, an
editable install of the team's kernel library).

Runs in the worker after the compile, so it sees what the compile really imported. A file is
local unless it lies in the standard library, in an installed package's directory
(site-packages) or in irscope itself (whose version keys the capture on its own). The capture
cache keys a capture on these files' contents (cache/entries.py), so editing any of them
recompiles the cases that imported it and only those.
"""

from __future__ import annotations

import os
import site
import sys
import sysconfig
from pathlib import Path

from irscope.capture import CAPTURE_DIR


def _not_local_roots() -> list[Path]:
    roots = {sysconfig.get_paths()[name] for name in ("stdlib", "platstdlib", "purelib", "platlib")}
    roots.update(site.getsitepackages() if hasattr(site, "getsitepackages") else [])
    roots.add(site.getusersitepackages())
    roots.add(str(CAPTURE_DIR.parent))  # irscope itself
    return [Path(r).resolve() for r in roots if r]


def local_module_files() -> list[str]:
    """The resolved paths of the local .py files among the modules this process imported, sorted.

    Each module's file is resolved as `Path.resolve` would (symbolic links followed: a package
    linked into site-packages from the project is the project's), with each directory resolved
    once: a compile imports ~550 modules from ~100 directories, and resolving and comparing every
    path whole took 50-65 ms of the worker's exit."""
    roots = [str(r) for r in _not_local_roots()]
    prefixes = tuple(r.rstrip(os.sep) + os.sep for r in roots)
    real_dirs: dict[str, str] = {}
    found: set[str] = set()
    for module in list(sys.modules.values()):
        name = getattr(module, "__file__", None)
        # a relative __file__ names no file (torch._classes says "_classes.py"): not one of the project's
        if not isinstance(name, str) or not name.endswith(".py") or not os.path.isabs(name):
            continue
        directory, base = os.path.split(name)
        real_dir = real_dirs.get(directory)
        if real_dir is None:
            real_dir = real_dirs[directory] = os.path.realpath(directory)
        path = os.path.join(real_dir, base)
        if os.path.islink(path):
            path = os.path.realpath(path)
        if path not in roots and not path.startswith(prefixes):
            found.add(path)
    return sorted(found)
