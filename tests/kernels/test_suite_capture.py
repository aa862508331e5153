"""`irscope capture` over the whole kernel suite, on a machine without a GPU."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from irscope import bundle, store

REPO = Path(__file__).resolve().parents[2]
KERNELS = REPO / "kernels"


def _declared(tmp_path: Path) -> list[dict]:
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(tmp_path), "list", "--json", "--kernels", str(KERNELS)],
        capture_output=True, text=True, cwd=REPO, check=True,
    )  # fmt: skip
    return json.loads(proc.stdout)


def test_every_declared_case_and_arch_is_captured(suite_store: Path, tmp_path: Path) -> None:
    declared = _declared(tmp_path)
    assert {c["kernel"] for c in declared} >= {
        "elementwise_add", "copy_inner_partition", "copy_inner_outer_partition", "copy_tv_partition",
        "relu", "sgemm", "copy_tma",
    }  # fmt: skip
    failures = []
    for c in declared:
        for arch in c["archs"]:
            ref = f"{c['kernel']}:{c['case']}@{arch}"
            found = store.resolve(ref, suite_store)
            b = bundle.load(found[-1])
            if not b.ok:
                failures.append(f"{ref}: {b.error}")
            elif not b.sass():
                failures.append(f"{ref}: no SASS")
    assert not failures, "\n".join(failures)


def test_hopper_kernel_targets_sm_90a(tmp_path: Path) -> None:
    tma = [c for c in _declared(tmp_path) if c["kernel"] == "copy_tma"]
    assert tma and all(c["archs"] == ["sm_90a"] for c in tma)
