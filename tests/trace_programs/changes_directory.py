"""A program that puts its kernels' folder on sys.path as a relative entry, then goes into a
temporary directory before it compiles (as programs that write their output somewhere do). Its
project is where it started: the spec names its files relative to that, and a copy of the
project elsewhere rebuilds it. It compiles only (a fake tensor): `python changes_directory.py`."""

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, os.path.relpath(Path(__file__).parent))
import one_kernel  # noqa: E402

os.chdir(tempfile.mkdtemp(prefix="elsewhere-"))
one_kernel.compile_negate("f16")
print("compiled elsewhere")
