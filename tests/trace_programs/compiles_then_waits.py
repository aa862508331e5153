"""Compiles one kernel, says so, then waits (for the Ctrl-C test of `irscope trace`)."""

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import one_kernel  # noqa: E402

one_kernel.compile_negate("f32")
print("compiled; waiting", flush=True)
time.sleep(300)
print("waited 300 s: nobody stopped me")
