"""`irscope run` around the GPU runner (irscope.gpu.runner stood in: no torch, no device): which
kernels and cases it runs with which sizes, where the kept files go, its progress lines, table and
JSON, its exit status, and each error's words."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from irscope import installed
from irscope.gpu import runner
from irscope.gpu.measure import Check
from irscope.gpu.runner import CaseRun, DeviceInfo
from tests.helpers import invoke_irscope

CASES = {"add": ["f16", "f32"], "mul": ["bad", "f32"]}
TABLE = (
    "NVIDIA H100 (sm_90), 2026-12-06: torch 2.5.0, CUDA 12.4, nvidia-cutlass-dsl 4.5.3; device copy 3,000 GB/s\n"
    "kernel:case  sizes   correct  max abs err  max rel err  time ms   GB/s  % of copy  TFLOP/s  % of baseline  CTAs/SM static/driver  note\n"
    "add:f16      N=1024  skipped                                                                                                      needs sm_100a\n"
    "add:f32      N=1024  yes              0.5        0.001   0.2500  2,400       80.0\n"
    "mul:bad      N=1024  NO                 3        0.001   0.2500  2,400       80.0\n"
    "mul:f32      N=1024  yes              0.5        0.001   0.2500  2,400       80.0\n"
)
DEVICE = DeviceInfo("NVIDIA H100", "sm_90", "2.5.0", "12.4", "4.5.3", 3000.0, "2026-12-06")


@pytest.fixture
def ran(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[tuple[str, str, dict[str, int], bool]]:
    """The runner stood in; each run_case call: kernel, case, sizes, and whether its keep_dir was there."""
    calls: list[tuple[str, str, dict[str, int], bool]] = []
    kernels = tmp_path / "kernels"
    kernels.mkdir()
    for name in CASES:
        (kernels / f"{name}.py").write_text("")
    monkeypatch.chdir(tmp_path)

    def iter_selected(paths: list[Path], names: set[str] | None) -> Any:
        for path in paths:
            for case in CASES[path.stem]:
                if names is None or case in names:
                    yield path.stem, SimpleNamespace(name=case)

    def run_case(kernel: str, case: Any, sizes: dict[str, int], device: Any, timing: Any, keep: Path) -> CaseRun:
        calls.append((kernel, case.name, sizes, keep.is_dir()))
        if case.name == "f16" and kernel == "add":
            return CaseRun(kernel, case.name, sizes, ok=True, skipped="needs sm_100a")
        ok = case.name != "bad"
        check = Check(ok, 0.5 if ok else 3.0, 1e-3, 1e-4, 0, 1e-2, 1e-2)
        return CaseRun(
            kernel, case.name, sizes, ok, checks=(check,), time_ms=0.25, bandwidth_gbs=2400.0, copy_fraction=0.8
        )

    monkeypatch.setattr(runner, "require_device", lambda: SimpleNamespace())
    monkeypatch.setattr(runner, "prepare_environment", lambda keep: keep.mkdir(parents=True, exist_ok=True))
    monkeypatch.setattr(runner, "device_info", lambda torch, dsl, timing: DEVICE)
    monkeypatch.setattr(runner, "iter_selected", iter_selected)
    monkeypatch.setattr(runner, "resolve_sizes", lambda case, overrides: {"N": 1024, **overrides})
    monkeypatch.setattr(runner, "run_case", run_case)
    monkeypatch.setattr(installed, "dsl_version", lambda: "4.5.3")
    return calls


def _run(tmp_path: Path, *args: str) -> Any:
    return invoke_irscope("run", "--kernels", str(tmp_path / "kernels"), *args, cwd=tmp_path)


def test_every_case_runs_in_a_kept_directory(ran: list[Any], tmp_path: Path) -> None:
    r = _run(tmp_path, "--color", "never")
    assert r.returncode == 1  # mul:bad is wrong
    assert ran == [
        ("add", "f16", {"N": 1024}, True),
        ("add", "f32", {"N": 1024}, True),
        ("mul", "bad", {"N": 1024}, True),
        ("mul", "f32", {"N": 1024}, True),
    ]
    assert r.stderr.splitlines() == [
        "skip   add:f16: needs sm_100a",
        "ok     add:f32  0.2500 ms",
        "WRONG  mul:bad  0.2500 ms",
        "ok     mul:f32  0.2500 ms",
    ]
    assert r.stdout == TABLE


def test_selection_sizes_and_json(ran: list[Any], tmp_path: Path) -> None:
    keep = tmp_path / "kept"
    r = _run(tmp_path, "mul:f32", "add", "--case", "f16", "--size", "N=64,K=8", "--json", "--keep-ptx", str(keep))
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    assert ran == [("mul", "f32", {"N": 64, "K": 8}, True), ("add", "f16", {"N": 64, "K": 8}, True)]
    assert keep.is_dir()
    doc = json.loads(r.stdout)
    assert doc["device"] == {
        "name": "NVIDIA H100",
        "arch": "sm_90",
        "torch": "2.5.0",
        "cuda": "12.4",
        "dsl": "4.5.3",
        "copy_bandwidth_gbs": 3000.0,
        "date": "2026-12-06",
    }
    assert [(x["label"], x["ok"], x["sizes"], x["skipped"], x["occupancy"]) for x in doc["results"]] == [
        ("mul:f32", True, {"N": 64, "K": 8}, "", []),
        ("add:f16", True, {"N": 64, "K": 8}, "needs sm_100a", []),
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["div"], "unknown kernel 'div' (known: add, mul)"),
        (["add:f64"], "kernel 'add' has no case f64"),
        (["add", "--case", "x", "--case", "y"], "kernel 'add' has no case x, y"),
        (["--size", "N"], "--size 'N': expected NAME=POSITIVE_INT, e.g. --size M=4096,N=4096"),
        (["--size", "N=0"], "--size 'N=0': expected NAME=POSITIVE_INT, e.g. --size M=4096,N=4096"),
    ],
)
def test_what_names_nothing_is_one_error(ran: list[Any], tmp_path: Path, args: list[str], message: str) -> None:
    r = _run(tmp_path, *args)
    assert (r.returncode, r.stderr, r.stdout) == (2, f"irscope: error: {message}\n", "")
    assert ran == []


def test_without_the_dsl(ran: list[Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(installed, "dsl_version", lambda: None)
    r = _run(tmp_path)
    assert r.returncode == 2
    assert r.stderr == (
        "irscope: error: nvidia-cutlass-dsl is not installed; irscope run needs it: pip install 'irscope[gpu]'\n"
    )
