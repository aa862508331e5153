"""irscope: see what the CuTe DSL compiler did to your kernel, pass by pass, down to PTX and SASS.

PYTEST_DONT_REWRITE: under `irscope trace -- pytest` every Python process imports this package
before pytest loads irscope's plugin, which pytest would then warn about (an error for a project
whose pytest turns warnings into errors); this module asserts nothing pytest could rewrite.
"""

from irscope.version import __version__

__all__ = ["__version__", "trace"]


def trace(store=None, *, with_sass=True, quiet=False, include_library=False, keep_program_caches=False):  # noqa: ANN001, ANN201 - see trace.session.trace
    """`with irscope.trace(store=".irscope"):` captures every CuTe DSL compile made inside the block
    (docs/tracing.md). Imports cutlass on entry; importing irscope does not."""
    from irscope.capture.trace.session import trace as _trace

    return _trace(
        store,
        with_sass=with_sass,
        quiet=quiet,
        include_library=include_library,
        keep_program_caches=keep_program_caches,
    )
