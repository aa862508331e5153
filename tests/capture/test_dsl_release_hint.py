"""A kernel that asks the installed DSL for a `cutlass` name it does not have (written for
another release) fails with the DSL's message and a hint: the release the capture used, and
how to capture with the project's own DSL."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from irscope.views.dsl_release_hint import dsl_release_hint, missing_dsl_name
from tests.helpers import run_irscope


@pytest.mark.parametrize(
    ("kind", "message", "name"),
    [
        ("AttributeError", "module 'cutlass' has no attribute 'memory'", "cutlass.memory"),
        ("AttributeError", "module 'cutlass.cute' has no attribute 'make_fragment'", "cutlass.cute.make_fragment"),
        ("ModuleNotFoundError", "No module named 'cutlass.memory'", "cutlass.memory"),
        (
            "ImportError",
            "cannot import name 'SmemAllocator' from 'cutlass.utils' (/x/cutlass/utils/__init__.py)",
            "cutlass.utils.SmemAllocator",
        ),
        ("AttributeError", "module 'numpy' has no attribute 'float'", None),
        ("AttributeError", "'Tensor' object has no attribute 'layout'", None),
        ("TypeError", "module 'cutlass' has no attribute 'memory'", None),
        ("DSLRuntimeError", "No module named 'cutlass.memory'", None),
    ],
)
def test_which_failures_are_a_missing_dsl_name(kind: str, message: str, name: str | None) -> None:
    assert missing_dsl_name({"kind": kind, "message": message}) == name


def test_the_hint_names_the_release_and_the_install() -> None:
    hint = dsl_release_hint(
        {"kind": "AttributeError", "message": "module 'cutlass' has no attribute 'memory'"}, "4.5.3"
    )
    assert hint is not None
    assert "nvidia-cutlass-dsl 4.5.3, which this capture used, has no cutlass.memory" in hint
    assert "`pip install irscope" in hint and "nvidia-cutlass-dsl>=4.2,<4.9" in hint
    assert dsl_release_hint({"kind": "ValueError", "message": "bad shape"}, "4.5.3") is None


_KERNEL = """
import cutlass
import cutlass.cute as cute
from irscope.kernel import Case, fake_tensor


@cute.jit
def newer_api(mA: cute.Tensor):
    cutlass.irscope_no_such_api.SmemAllocator()


CASES = [Case("f32", entry=newer_api, args=lambda: [fake_tensor(cutlass.Float32, (64, 64))], archs=("sm_90a",))]
"""


@pytest.mark.slow
def test_a_capture_that_needs_another_dsl_release_says_how(tmp_path: Path) -> None:
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    kernel = tmp_path / "newer_api.py"
    kernel.write_text(_KERNEL)
    r = run_irscope("--store", str(tmp_path / "store"), "capture", str(kernel))
    assert r.returncode == 1, r.stdout + r.stderr
    line = next(x for x in (r.stdout + r.stderr).splitlines() if x.startswith("FAILED"))
    assert "module 'cutlass' has no attribute 'irscope_no_such_api'" in line, line
    assert "which this capture used, has no cutlass.irscope_no_such_api" in line and "pip install irscope" in line
