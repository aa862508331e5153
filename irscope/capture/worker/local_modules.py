"""Which of the project's own Python files a compile read: the kernel module and every local
module it imported, however it imported them (helpers beside it, a package of the project, an
editable install of the team's kernel library).

Runs in the worker after the compile, so it sees what the compile really imported. A file is
local unless it lies in the standard library, in an installed package's directory
(site-packages) or in irscope itself (whose version keys the capture on its own). The capture
cache keys a capture on these files' contents (capture_cache.py), so editing any of them
recompiles the cases that imported it and only those.
"""

from __future__ import annotations

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
    """The resolved paths of the local .py files among the modules this process imported, sorted."""
    roots = _not_local_roots()
    found: set[str] = set()
    for module in list(sys.modules.values()):
        name = getattr(module, "__file__", None)
        # a relative __file__ names no file (torch._classes says "_classes.py"): not one of the project's
        if not isinstance(name, str) or not name.endswith(".py") or not Path(name).is_absolute():
            continue
        path = Path(name).resolve()
        if not any(path.is_relative_to(root) for root in roots):
            found.add(str(path))
    return sorted(found)
