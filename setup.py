"""The one thing pyproject.toml cannot say: irscope.analysis._textcore, the compiled text core.

It is optional: where no C compiler is found the build goes on without it, and irscope runs its
pure-Python code, which is the reference the compiled one is tested against (docs/analysis.md).
Its C sources live in `src/_textcore/`, outside the `irscope` package: a folder of the
extension's own name inside the package would be imported as a namespace package wherever the
build did not happen (irscope/analysis/compiled.py checks what it loaded all the same). The
sdist ships them (MANIFEST.in); the wheel needs only the built extension.
"""

from glob import glob

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "irscope.analysis._textcore",
            sources=sorted(glob("src/_textcore/*.c")),
            depends=sorted(glob("src/_textcore/*.h")),
            extra_compile_args=["-O2"],
            optional=True,
        )
    ]
)
