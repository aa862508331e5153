"""The one thing pyproject.toml cannot say: irscope.analysis._textcore, the compiled text core.

It is optional: where no C compiler is found the build goes on without it, and irscope runs its
pure-Python code, which is the reference the compiled one is tested against (docs/analysis.md).
"""

from glob import glob

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "irscope.analysis._textcore",
            sources=sorted(glob("irscope/analysis/_textcore/*.c")),
            depends=glob("irscope/analysis/_textcore/*.h"),
            extra_compile_args=["-O2"],
            optional=True,
        )
    ]
)
