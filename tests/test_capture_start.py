"""`irscope capture` starts its first worker before it loads the bundle module: what the parent
does before the spawn is irscope's own exposed time in a capture (docs/dsl-versions.md), and the
bundle module with its manifest's dataclasses (~20 ms) loads while the worker runs (the store
and leftovers' sweep take the bundle's file names from bundle_files; store._bundles)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.helpers import run_patched_irscope
from tests.reliability.capture_support import FAULTS, needs_dsl

#: At the worker's spawn, which of the bundle module and its manifest's the parent has loaded.
_SPY = """
import json, os, sys
def _at_spawn(event, args):
    if event == "subprocess.Popen" and "irscope.capture.worker.worker" in str(args[1]):
        if not os.path.exists(os.environ["SEEN"]):
            with open(os.environ["SEEN"], "w") as f:
                json.dump([m for m in ("irscope.bundle", "irscope.bundle_manifest") if m in sys.modules], f)
sys.addaudithook(_at_spawn)
"""


@needs_dsl
def test_the_worker_starts_before_the_bundle_module_loads(tmp_path: Path) -> None:
    seen = tmp_path / "seen.json"
    args = ["--store", str(tmp_path / "store"), "capture", "tiny:f32", "--kernels", str(FAULTS)]
    done = run_patched_irscope(_SPY, *args, "--arch", "sm_90a", "-j", "1", "--no-sass", env={"SEEN": str(seen)})
    assert done.returncode == 0, done.stderr
    assert json.loads(seen.read_text()) == []
    assert list((tmp_path / "store" / "tiny" / "f32" / "sm_90a").iterdir())  # and the bundle was written
