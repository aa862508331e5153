"""`irscope stats` and `irscope diff` through the real command line: output, JSON, exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib import resources
from pathlib import Path

import jsonschema
import pytest

from tests.analysis.conftest import ROOT

pytestmark = pytest.mark.slow


def irscope(store: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "200"}
    return subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(store), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=env,
    )


def test_stats_json_is_valid_and_says_what_vectorized(seed_store: Path) -> None:
    proc = irscope(seed_store, "stats", "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    schema = json.loads(resources.files("irscope.schema").joinpath("stats.schema.json").read_text())
    jsonschema.Draft202012Validator(schema).validate(doc)
    by_label = {b["label"]: b["functions"][0] for b in doc["bundles"]}
    assert by_label["copy_inner_partition:bf16@sm_90a"]["sass"]["LDG"] == {"128": 2}
    assert by_label["copy_inner_partition:bf16@sm_90a"]["sass"]["STG"] == {"128": 2}
    assert set(by_label["elementwise_add:v1_f32@sm_90a"]["sass"]["LDG"]) == {"32"}
    assert by_label["elementwise_add:v1_f32@sm_90a"]["vectorized_global_fraction"] == 0.0


def test_stats_table(seed_store: Path) -> None:
    proc = irscope(seed_store, "stats", "copy_inner_partition")
    assert proc.returncode == 0, proc.stderr
    assert "copy_inner_partition:bf16@sm_90a" in proc.stdout
    assert "128b" in proc.stdout and "LDG" in proc.stdout and "100% of global bytes" in proc.stdout


def test_stats_of_an_unknown_kernel_is_one_error_line(seed_store: Path) -> None:
    proc = irscope(seed_store, "stats", "no_such_kernel")
    assert proc.returncode == 2 and proc.stderr.startswith("irscope: error:") and proc.stderr.count("\n") == 1


def test_diff_exit_codes_and_output(fixture_store: Path, edited_store: Path) -> None:
    a = str(next((fixture_store / "add_vectorized" / "f32" / "sm_90a").iterdir()))
    b = str(next((edited_store / "add_vectorized" / "f32" / "sm_90a").iterdir()))
    same = irscope(fixture_store, "diff", a, a)
    assert (same.returncode, same.stdout) == (0, "")
    changed = irscope(fixture_store, "diff", a, b, "--pass", "convert-to-llvm")
    assert changed.returncode == 1
    assert changed.stdout.startswith("--- add_vectorized:f32@sm_90a") and "@@ " in changed.stdout
    assert "+" in changed.stdout and "llvm.fmul" in changed.stdout
    raw = irscope(fixture_store, "diff", a, b, "--pass", "convert-to-llvm", "--raw")
    assert raw.returncode == 1 and len(raw.stdout.splitlines()) > 3 * len(changed.stdout.splitlines())
    wide = irscope(fixture_store, "diff", a, b, "--stage", "sass", "-y", "--color", "never")
    assert wide.returncode == 1 and " | " in wide.stdout
    one_pass = irscope(fixture_store, "diff", a, "--pass", "cute-expand-ops")
    assert one_pass.returncode == 1 and "before cute-expand-ops#1" in one_pass.stdout
    unchanged_pass = irscope(fixture_store, "diff", a, "--pass", "loop-vectorize")
    assert unchanged_pass.returncode == 0
    div = irscope(fixture_store, "diff", a, b, "--first-divergence")
    assert div.returncode == 1 and div.stdout.startswith("first divergence at input")
    none = irscope(fixture_store, "diff", a, a, "--first-divergence")
    assert none.returncode == 0 and none.stdout.startswith("no divergence")


def test_diff_errors_exit_2(fixture_store: Path) -> None:
    a = str(next((fixture_store / "add_vectorized" / "f32" / "sm_90a").iterdir()))
    for args in (
        ["diff", a, "--pass", "no-such-pass"],
        ["diff", a],
        ["diff", a, "/nonexistent"],
        ["diff", a, a, "--stage", "llvm"],
    ):
        proc = irscope(fixture_store, *args)
        assert proc.returncode == 2, (args, proc.stdout, proc.stderr)
        assert proc.stdout == ""
