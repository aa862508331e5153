"""`python -m irscope.capture.worker.discover FILE...`: print the cases the kernel modules declare,
and the project's own `.py` files their import read (each with its content's hash: the cache of
this answer holds while they are unchanged, registry.py), as JSON."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from irscope.capture.kernel_loader import import_kernel_module, module_cases
from irscope.capture.worker.local_modules import local_module_files
from irscope.errors import IrscopeError
from irscope.registry import IMPORTING, file_digest


def main(argv: list[str]) -> int:
    # stdout carries only the JSON: whatever the DSL or a kernel module prints while importing
    # (DSL 4.2 reports an unreadable on-disk IR cache on stdout) goes to stderr instead.
    out = os.fdopen(os.dup(1), "w")
    sys.stdout.flush()
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    found = []
    for arg in argv:
        path = Path(arg)
        print(IMPORTING + str(path), file=sys.stderr, flush=True)
        try:
            module = import_kernel_module(path)
            cases = module_cases(module, path)
        except IrscopeError as exc:
            print(exc, file=sys.stderr)
            return 2
        for c in cases:
            found.append(
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
            )
    modules = {p: file_digest(p) for p in local_module_files()}
    json.dump({"cases": found, "modules": modules}, out)
    out.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
