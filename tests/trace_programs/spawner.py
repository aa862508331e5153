"""Compiles in a forked child and in a Python subprocess, and nothing in itself."""

import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import one_kernel  # noqa: E402 - imports cutlass before the fork, as a real program would

pid = os.fork()
if pid == 0:
    one_kernel.compile_negate("f32")
    os._exit(0)
os.waitpid(pid, 0)
subprocess.run([sys.executable, str(Path(__file__).parent / "one_kernel.py"), "f16"], check=True)
print("spawner: done")
