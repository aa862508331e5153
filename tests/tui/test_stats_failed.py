"""The stats panel beside a capture that failed: it says so, as `irscope stats` does, instead of
comparing A's counts with zeros (`ARRIVES 4 0 -4`, a fmha_bwd compared with its rebuild that
failed at `import torch`)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from irscope import bundle
from irscope.tui.workers import compute_stats

MESSAGE = "ModuleNotFoundError: No module named 'torch'"


def _failed_copy(src: Path, dest: Path) -> bundle.Bundle:
    shutil.copytree(src, dest)
    manifest = json.loads((dest / "manifest.json").read_text())
    manifest["status"] = "failed"
    manifest["passes"] = []
    manifest["landmarks"] = [dict(m, **{"pass": None}) for m in manifest["landmarks"]]
    manifest["artifacts"] = {k: v for k, v in manifest["artifacts"].items() if k == "stderr"}
    manifest.pop("artifacts_provenance", None)
    manifest["functions"] = []
    manifest["error"] = {"kind": "KernelModuleError", "message": MESSAGE}
    (dest / "manifest.json").write_text(json.dumps(manifest))
    return bundle.load(dest)


def test_stats_beside_a_failed_capture_name_it(tmp_path: Path, data_bundles: dict[str, Path]) -> None:
    good = bundle.load(data_bundles["sm_90a"])
    failed = _failed_copy(data_bundles["sm_90a"], tmp_path / "failed")
    for a, b in ((good, failed), (failed, good), (failed, None)):
        shown = compute_stats(a, b).stats
        text = getattr(shown, "plain", "")
        assert "capture failed" in text and MESSAGE in text, (a.ok, b and b.ok, shown)
