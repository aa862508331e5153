"""registry.select: CLI targets (kernel names, kernel:case, .py paths) to (case, arch) work items,
in the targets' order, each case once, and one error in exact words for what names nothing. The
cases come from a stand-in for `discover` (no kernel module is imported)."""

from __future__ import annotations

from pathlib import Path

import pytest

from irscope import registry
from irscope.errors import KernelNotFound
from irscope.registry import CaseInfo, select

CASES = {"add": ["f16", "f32"], "copy": ["v1"], "empty": []}


def _info(kernel: str, case: str) -> CaseInfo:
    return CaseInfo(kernel, case, f"{kernel}.py", "main", (f"sm_90a-{case}", "sm_100a"), "", "")


@pytest.fixture
def discovered(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The module paths each discover call was given (their stems); the cases of CASES."""
    calls: list[list[str]] = []

    def discover(paths: list[Path], cache_dir: Path | None) -> list[CaseInfo]:
        calls.append([p.stem for p in paths])
        return [_info(p.stem, c) for p in paths for c in CASES.get(p.stem, ["x"])]

    monkeypatch.setattr(registry, "discover", discover)
    return calls


@pytest.fixture
def kernels(tmp_path: Path) -> Path:
    d = tmp_path / "kernels"
    d.mkdir()
    for name in ("add", "copy", "_helper"):
        (d / f"{name}.py").write_text("")
    return d


def _labels(targets: list[str], directory: Path, archs: list[str] | None = None) -> list[str]:
    return [t.label for t in select(targets, directory, None, archs)]


def test_no_targets_selects_every_case_of_every_module(kernels: Path, discovered: list[list[str]]) -> None:
    assert _labels([], kernels) == [
        "add:f16@sm_90a-f16",
        "add:f16@sm_100a",
        "add:f32@sm_90a-f32",
        "add:f32@sm_100a",
        "copy:v1@sm_90a-v1",
        "copy:v1@sm_100a",
    ]
    assert discovered == [["add", "copy"]]


def test_targets_in_their_order_each_case_once(kernels: Path, discovered: list[list[str]]) -> None:
    assert _labels(["copy", "add:f32", "add", "copy:v1"], kernels, ["sm_80"]) == [
        "copy:v1@sm_80",
        "add:f32@sm_80",
        "add:f16@sm_80",
    ]
    assert discovered == [["copy", "add"]]


def test_a_kernel_file_outside_the_directory(kernels: Path, tmp_path: Path, discovered: list[list[str]]) -> None:
    other = tmp_path / "other.py"
    other.write_text("")
    assert _labels([f"{other}:x", "add:f16"], kernels, ["sm_90a"]) == ["other:x@sm_90a", "add:f16@sm_90a"]
    assert discovered == [["other", "add"]]


def test_an_empty_case_means_every_case(kernels: Path, discovered: list[list[str]]) -> None:
    assert _labels(["add:"], kernels, ["sm_90a"]) == ["add:f16@sm_90a", "add:f32@sm_90a"]


@pytest.mark.parametrize(
    ("targets", "message"),
    [
        (["missing.py"], "missing.py: no such kernel file"),
        (["missing.py:f16"], "missing.py: no such kernel file"),
        (["mul"], "unknown kernel 'mul' (known: add, copy, empty)"),
        (["add", "_helper"], "unknown kernel '_helper' (known: add, copy, empty)"),
        ([], "kernel 'empty' has no case None (cases: none)"),
        (["add:f64"], "kernel 'add' has no case 'f64' (cases: f16, f32)"),
        (["empty"], "kernel 'empty' has no case None (cases: none)"),
        (["empty:v1"], "kernel 'empty' has no case 'v1' (cases: none)"),
    ],
)
def test_what_names_nothing_is_one_error(
    kernels: Path, discovered: list[list[str]], targets: list[str], message: str
) -> None:
    (kernels / "empty.py").write_text("")  # a module that declares no case
    with pytest.raises(KernelNotFound) as exc:
        select(targets, kernels, None, None)
    assert str(exc.value) == message


def test_a_directory_without_kernel_modules(tmp_path: Path, discovered: list[list[str]]) -> None:
    with pytest.raises(KernelNotFound) as exc:
        select([], tmp_path / "none", None, None)
    assert str(exc.value) == f"{tmp_path / 'none'}: no kernel modules (*.py) found"
    with pytest.raises(KernelNotFound) as exc:
        select(["add"], tmp_path, None, None)
    assert str(exc.value) == f"unknown kernel 'add' (known: none: {tmp_path} has no kernel modules)"
    assert discovered == []
