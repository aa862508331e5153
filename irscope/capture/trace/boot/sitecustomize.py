"""Started by Python in every process of a traced command (this folder is first on PYTHONPATH).

It only reads the environment; tracing starts when the program imports cutlass
(irscope.capture.trace.process). Then the next sitecustomize on sys.path, if any, runs as it
would have without irscope.
"""

import os as _os
import sys as _sys

if _os.environ.get("IRSCOPE_TRACE_STAGING"):
    try:
        from irscope.capture.trace import process as _trace_process

        _trace_process.start_from_environment()
    except Exception as _exc:  # noqa: BLE001 - the program must run as it would without irscope
        _os.environ["IRSCOPE_TRACE_BOOT_ERROR"] = f"{type(_exc).__name__}: {_exc}"


def _chain() -> None:
    import importlib.machinery
    import importlib.util

    here = _os.path.dirname(_os.path.abspath(__file__))
    rest = [p for p in _sys.path if _os.path.abspath(p or ".") != here]
    spec = importlib.machinery.PathFinder.find_spec("sitecustomize", rest)
    if spec is not None and spec.loader is not None:
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)


_chain()
