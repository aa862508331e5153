"""`irscope stats --ptxas`: ptxas's own figures beside the cubin's, on the suite's GEMMs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib import resources
from pathlib import Path

import jsonschema
import pytest

from irscope.analysis.ptxas_report import parse_ptxas_report
from irscope.disassembler import find_tool
from tests.kernels.conftest import REPO

REPORT = """ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'k_spills' for 'sm_90a'
ptxas info    : Function properties for k_spills
    168 bytes stack frame, 152 bytes spill stores, 160 bytes spill loads
ptxas info    : Used 255 registers, used 1 barriers
ptxas info    : Function properties for helper
    16 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
"""


def test_report_parser() -> None:
    figures = parse_ptxas_report(REPORT, "ptxas 13.0.88")
    k = figures["k_spills"]
    assert (k.registers, k.stack_frame_bytes, k.spill_store_bytes, k.spill_load_bytes) == (255, 168, 152, 160)
    assert figures["helper"].registers is None and figures["helper"].stack_frame_bytes == 16


def stats(store: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(store), "stats", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        env={**os.environ, "COLUMNS": "200", **(env or {})},
    )


@pytest.mark.skipif(find_tool("ptxas", "IRSCOPE_PTXAS") is None, reason="needs a ptxas")
def test_ptxas_agrees_with_the_cubin_on_the_gemms(suite_store: Path) -> None:
    targets = ("hopper_gemm:bf16_128x256_s4_mc2@sm_90a", "blackwell_gemm:bf16_128x128_s6@sm_100a")
    proc = stats(suite_store, *targets, "--ptxas", "--json", "--each")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    schema = json.loads(resources.files("irscope.schema").joinpath("stats.schema.json").read_text())
    jsonschema.Draft202012Validator(schema).validate(doc)
    for b in doc["bundles"]:
        (fn,) = b["functions"]
        p = fn["ptxas"]
        assert p["ptxas"].startswith("ptxas ") and p["registers"] == fn["registers"]
        assert (
            (p["spill_store_bytes"], p["spill_load_bytes"])
            == (fn["spill_store_bytes"], fn["spill_load_bytes"])
            == (0, 0)
        )
    text = stats(suite_store, targets[0], "--ptxas").stdout
    assert "on the PTX: 154 registers (cubin: 154), 0 B stack frame, 0 B spill stores (STL 0 B)" in text


def test_without_a_ptxas_one_error_line(suite_store: Path, tmp_path: Path) -> None:
    proc = stats(suite_store, "copy_tma", "--ptxas", env={"IRSCOPE_PTXAS": str(tmp_path / "none")})
    line = proc.stderr
    assert proc.returncode == 2 and line.count("\n") == 1, line
    assert f"IRSCOPE_PTXAS={tmp_path / 'none'}: not a file" in line, line  # the variable that named it
