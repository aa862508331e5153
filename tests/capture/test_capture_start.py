"""`irscope capture` starts a worker first thing (capture/worker_launch.Standby) and hands it the
first case's spec before it loads the bundle module: what the parent does before that hand-over
is irscope's own exposed time in a capture (docs/analysis.md), and the bundle module with its
manifest's dataclasses (~20 ms) loads while the worker runs (the store and leftovers' sweep take
the bundle's file names from bundle_files; store._bundles)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.helpers import run_patched_irscope
from tests.reliability.capture_support import FAULTS, needs_dsl

#: Every worker the parent starts (its arguments after the module), and which of the bundle
#: layout (bundle.directory, behind the package's lazy face) and its manifest's it has loaded when
#: it writes the first spec.json.
_SPY = """
import json, os, sys
seen = {"workers": [], "loaded_at_spec": None}
def _spy(event, args):
    if event == "subprocess.Popen" and "irscope.capture.worker.compile_case" in str(args[1]):
        seen["workers"].append([str(a) for a in args[1][3:]])
    elif event == "open" and str(args[0]).endswith("/spec.json") and "w" in str(args[1] or ""):
        if seen["loaded_at_spec"] is None:
            seen["loaded_at_spec"] = [m for m in ("irscope.bundle.directory", "irscope.bundle.manifest") if m in sys.modules]
    else:
        return
    with open(os.environ["SEEN"], "w") as f:
        json.dump(seen, f)
sys.addaudithook(_spy)
"""


@needs_dsl
def test_the_standby_worker_compiles_the_case_and_gets_it_before_the_bundle_module_loads(tmp_path: Path) -> None:
    seen = tmp_path / "seen.json"
    args = ["--store", str(tmp_path / "store"), "capture", "tiny:f32", "--kernels", str(FAULTS)]
    done = run_patched_irscope(_SPY, *args, "--arch", "sm_90a", "-j", "1", "--no-sass", env={"SEEN": str(seen)})
    assert done.returncode == 0, done.stderr
    spied = json.loads(seen.read_text())
    assert spied["workers"] == [["-"]]  # one worker: the standby, handed the case (none started after it)
    assert spied["loaded_at_spec"] == []
    assert list((tmp_path / "store" / "tiny" / "f32" / "sm_90a").iterdir())  # and the bundle was written
