"""Which forks of a traced process are irscope's own: trace_hooks marks the pass replay's child
(internal_fork), and trace_process registers every other forked child as a traced process.

Its own module so that trace_hooks (which forks) and trace_process (which registers, and installs
trace_hooks once cutlass is imported) need not import each other."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

_INTERNAL: list[bool] = []


@contextlib.contextmanager
def internal_fork() -> Iterator[None]:
    """Forks made inside this block are irscope's own (pass replay): not counted as traced."""
    _INTERNAL.append(True)
    try:
        yield
    finally:
        _INTERNAL.pop()


def forking_internally() -> bool:
    return bool(_INTERNAL)
