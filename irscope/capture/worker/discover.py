"""`python -m irscope.capture.worker.discover FILE...`: print the cases the kernel modules declare,
and the project's own `.py` files their import read (each with its content's hash: the cache of
this answer holds while they are unchanged, registry.py), as JSON."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TextIO

from irscope.capture.kernel_loader import import_kernel_module, module_cases
from irscope.capture.worker.local_modules import local_module_files
from irscope.errors import IrscopeError, KernelModuleError
from irscope.registry import IMPORTING, file_digest


def main(argv: list[str]) -> int:
    # The answer goes to the standard output irscope reads, a JSON object a line (registry.py);
    # whatever the DSL or a kernel module prints while importing (DSL 4.2 reports an unreadable
    # on-disk IR cache on stdout) goes to stderr instead, and so cannot spoil it.
    out = os.fdopen(os.dup(1), "w")
    sys.stdout.flush()
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    found = []
    for arg in argv:
        path = Path(arg)
        _say(out, {IMPORTING: str(path)})
        try:
            cases = _cases(path)
        except IrscopeError as exc:
            _say(out, {"error": str(exc)})
            return 2
        found += cases
    modules = {p: file_digest(p) for p in local_module_files()}
    _say(out, {"cases": found, "modules": modules})
    out.close()
    return 0


def _cases(path: Path) -> list[dict[str, object]]:
    try:
        module = import_kernel_module(path)
    except BaseException as exc:  # KeyboardInterrupt, GeneratorExit raised at import: the module's
        if isinstance(exc, IrscopeError):
            raise
        said = f": {exc}" if str(exc) else ""
        raise KernelModuleError(f"{path}: import failed: {type(exc).__name__}{said}") from None
    return [
        {
            "kernel": path.stem,
            "case": c.name,
            "source": str(path),
            "entry": getattr(c.entry, "__name__", repr(c.entry)),
            "archs": list(c.archs),
            "dsl": c.dsl,
            "description": c.description,
            "xfail": c.xfail,
        }
        for c in module_cases(module, path)
    ]


def _say(out: TextIO, line: dict[str, object]) -> None:
    out.write(json.dumps(line) + "\n")
    out.flush()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
